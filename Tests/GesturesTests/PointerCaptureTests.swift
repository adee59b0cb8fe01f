import Testing

@testable import Gestures

/// `GestureEngine.pointerIsCaptured`: who holds the pointer's button, from the engine.
@Suite struct PointerCaptureTests {
    /// The pointer is captured from when a gesture wins the press until the button comes up,
    /// and no longer once that gesture is cancelled.
    @Test func thePointerIsCapturedWhileAGestureHoldsThePress() {
        let h = TypedGestureTests.host([DragGesture().makeInstance().composable])
        let e = h.engine
        var t = 0.0
        func send(_ event: InputEvent) {
            t += 10
            h.send(event, at: t)
        }
        send(.pointerEnter(Point(x: 100, y: 100)))
        send(.pointerButton(button: .primary, pressed: true, time: UInt32(t)))
        #expect(!e.pointerIsCaptured)   // pressed, undecided
        send(.pointerMotion(Point(x: 104, y: 100), time: UInt32(t)))
        #expect(!e.pointerIsCaptured)   // within the slop
        send(.pointerMotion(Point(x: 160, y: 100), time: UInt32(t)))
        #expect(e.pointerIsCaptured)   // the drag won
        send(.pointerButton(button: .primary, pressed: false, time: UInt32(t)))
        #expect(!e.pointerIsCaptured)
        send(.pointerButton(button: .primary, pressed: true, time: UInt32(t)))
        send(.pointerMotion(Point(x: 260, y: 100), time: UInt32(t)))
        #expect(e.pointerIsCaptured)
        send(.key(.escape, pressed: true, time: UInt32(t)))
        #expect(!e.pointerIsCaptured)   // cancelled: the rest of the press is ignored
        send(.pointerMotion(Point(x: 300, y: 100), time: UInt32(t)))
        #expect(!e.pointerIsCaptured)
        send(.pointerButton(button: .primary, pressed: false, time: UInt32(t)))
        #expect(!e.pointerIsCaptured)
    }
}
