import ContentHost
import Gestures
import Testing

/// The keyboard moving between the window and its own popup (a grab) is no focus loss; a leave
/// that nothing of the client's takes up is one.
@Suite struct KeyboardFocusMovesTests {
    let leave = InputEvent.keyboardFocus(false), enter = InputEvent.keyboardFocus(true)

    func ended(_ f: inout KeyboardFocusMoves) -> Bool { f.endBatch() }

    @Test func windowToPopupAndBackIsNoFocusLoss() {
        var f = KeyboardFocusMoves()
        #expect(f.admit(enter) == .pass)
        // The popup's grab takes the keyboard.
        #expect(f.admit(leave) == .withhold)
        #expect(f.admit(enter, surface: .popup) == .withhold)
        #expect(f.focused == .popup)
        #expect(f.admit(.key(.down, pressed: true, time: 1, code: 108)) == .pass)
        // The popup is gone: its leave names no surface (the client destroyed it), then the window's enter.
        #expect(f.admit(leave, surface: .other) == .withhold)
        #expect(f.admit(enter) == .withhold)
        #expect(!ended(&f))
        #expect(f.focused == .window)
    }

    @Test func aLeaveNothingTakesUpIsAFocusLossAtTheEndOfItsBatch() {
        var f = KeyboardFocusMoves()
        _ = f.admit(enter)
        #expect(f.admit(leave) == .withhold)
        #expect(ended(&f))
        #expect(!ended(&f))   // handed on once
        #expect(f.focused == nil)
    }

    @Test func aLeaveFollowedByAnyOtherInputIsALossBeforeIt() {
        var f = KeyboardFocusMoves()
        _ = f.admit(enter)
        #expect(f.admit(leave) == .withhold)
        #expect(f.admit(.pointerMotion(Point(x: 1, y: 1), time: 2)) == .passAfterFocusLoss)
        #expect(!ended(&f))
    }

    @Test func theSameSurfaceRefocusedStaysALossAndAGain() {
        var f = KeyboardFocusMoves()
        _ = f.admit(enter)
        #expect(f.admit(leave) == .withhold)
        #expect(f.admit(enter) == .passAfterFocusLoss)
        // The popup re-entered after leaving it, too.
        _ = f.admit(leave)
        _ = f.admit(enter, surface: .popup)   // a move: withheld
        #expect(f.admit(leave, surface: .popup) == .withhold)
        #expect(f.admit(enter, surface: .popup) == .passAfterFocusLoss)
    }

    @Test func twoLeavesInARowAreTwoLosses() {
        // sway sends two when a virtual keyboard goes away.
        var f = KeyboardFocusMoves()
        _ = f.admit(enter)
        #expect(f.admit(leave) == .withhold)
        #expect(f.admit(leave) == .passAfterFocusLoss)
        #expect(!ended(&f))
    }
}
