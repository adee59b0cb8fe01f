import Gestures
import Testing

@testable import WaylandClient

/// The live side of the shared touch-frame rule (`ContentHost.TouchFrameCompletion`): the
/// window synthesizes the frame at the end of the dispatch batch (the wire version, through
/// the real shim and a compositor that omits it, is ShimRoundTripTests).
@Suite struct TouchFrameDriverTests {
    @Test func theOmittedFrameComesAtTheEndOfTheBatchAndALateOneIsDropped() {
        let content = ScriptedContent()
        let driver = WindowDriver(content: content, backend: RecordingBackend(), fractionalAllowed: true)
        let p = Point(x: 3, y: 4)
        driver.handle(.input(.touchDown(id: 0, p, time: 1)), at: 1)
        driver.handle(.input(.touchFrame), at: 1)
        driver.endOfBatch(at: 1)
        driver.handle(.input(.touchUp(id: 0, time: 2)), at: 2)
        #expect(content.received.last == .touchUp(id: 0, time: 2))
        driver.endOfBatch(at: 2)
        #expect(content.received.last == .touchFrame)
        driver.handle(.input(.touchFrame), at: 3)   // late: the group is closed already
        driver.endOfBatch(at: 3)
        #expect(
            content.received == [.touchDown(id: 0, p, time: 1), .touchFrame, .touchUp(id: 0, time: 2), .touchFrame])
    }
}
