import Gestures
import Testing

@testable import WaylandClient

/// The live side of the shared focus rule (`ContentHost.KeyboardFocusMoves`): the keyboard
/// moving between the window and its popup, as the shim reports it (enter and leave naming
/// their surface), reaches the content as nothing; a leave alone in its batch is a loss.
@Suite struct KeyboardFocusDriverTests {
    @Test func thePopupTakingTheKeyboardAndGivingItBackIsNoFocusLoss() {
        let content = ScriptedContent()
        let driver = WindowDriver(content: content, backend: RecordingBackend(), fractionalAllowed: true)
        driver.handle(.input(.keyboardFocus(true)), at: 1)
        driver.endOfBatch(at: 1)
        // The popup's grab: one batch with the window's leave and the popup's enter.
        driver.handle(.input(.keyboardFocus(false)), at: 2)
        driver.handle(.inputOn(.keyboardFocus(true), .popup), at: 2)
        driver.endOfBatch(at: 2)
        driver.handle(.input(.key(.down, pressed: true, time: 3, code: 108)), at: 3)
        driver.endOfBatch(at: 3)
        // The popup destroyed: its leave names no surface of the client's any more.
        driver.handle(.inputOn(.keyboardFocus(false), .other), at: 4)
        driver.handle(.input(.keyboardFocus(true)), at: 4)
        driver.endOfBatch(at: 4)
        #expect(content.received == [.keyboardFocus(true), .key(.down, pressed: true, time: 3, code: 108)])
    }

    @Test func aLeaveAloneInItsBatchIsAFocusLossAndComesBeforeWhatFollowsIt() {
        let content = ScriptedContent()
        let driver = WindowDriver(content: content, backend: RecordingBackend(), fractionalAllowed: true)
        driver.handle(.input(.keyboardFocus(true)), at: 1)
        driver.handle(.input(.keyboardFocus(false)), at: 2)
        #expect(content.received == [.keyboardFocus(true)])   // held until the batch says
        driver.endOfBatch(at: 2)
        #expect(content.received == [.keyboardFocus(true), .keyboardFocus(false)])
        driver.handle(.input(.keyboardFocus(true)), at: 3)
        driver.handle(.input(.keyboardFocus(false)), at: 4)
        driver.handle(.input(.pointerEnter(Point(x: 1, y: 1))), at: 4)
        #expect(
            content.received.suffix(3) == [
                .keyboardFocus(true), .keyboardFocus(false), .pointerEnter(Point(x: 1, y: 1)),
            ])
    }

    /// A client that reads late gets the leave and what came after it in one batch: the loss
    /// still happens at the leave's time, before the content's clock runs past it (as replay,
    /// which has them in batches of their own, gives it).
    @Test func aLeaveHeldBackReachesTheContentBeforeItsClockRunsPastTheLeave() {
        let content = ScriptedContent()
        let driver = WindowDriver(content: content, backend: RecordingBackend(), fractionalAllowed: true)
        driver.handle(.input(.keyboardFocus(true)), at: 1)
        driver.endOfBatch(at: 1)
        driver.handle(.input(.keyboardFocus(false)), at: 2)
        driver.handle(.input(.pointerMotion(Point(x: 1, y: 1), time: 9)), at: 9)
        driver.endOfBatch(at: 9)
        #expect(
            content.received == [
                .keyboardFocus(true), .keyboardFocus(false), .pointerMotion(Point(x: 1, y: 1), time: 9),
            ])
        #expect(content.receivedAt.map(\.1) == [1, 2, 9], "the clock when each arrived")
    }
}
