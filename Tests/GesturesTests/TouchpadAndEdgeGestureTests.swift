import Testing

@testable import Gestures

/// The touchpad's typed gestures and the edge swipe, attached to views: their values, their
/// end, and where they do not apply.
@Suite struct TouchpadAndEdgeGestureTests {
    /// A 400 × 400 window with a 200 × 200 view at (100, 100) on a host that takes Wayland's frames.
    static func window() -> (GestureHost, GestureView, GestureView) {
        let host = GestureHost(framing: .wayland)
        let window = GestureView(frame: GestureRect(x: 0, y: 0, width: 400, height: 400))
        let square = window.addChild(GestureView(frame: GestureRect(x: 100, y: 100, width: 200, height: 200)))
        host.root = window
        return (host, window, square)
    }

    @Test func aTouchpadPinchReportsTheCompositorsScaleUnderThePointer() {
        let (host, _, square) = Self.window()
        var changed: [TouchpadPinchGesture.Value] = [], ended: [TouchpadPinchGesture.Value] = []
        square.gesture(TouchpadPinchGesture().onChanged { changed.append($0) }.onEnded { ended.append($0) })
        host.send(.pointerEnter(Point(x: 150, y: 150)), at: 0)
        host.send(.pointerFrame, at: 0)
        host.send(.pinchBegin(fingers: 2, time: 10), at: 10)
        for k in 1 ... 3 {
            host.send(
                .pinchUpdate(delta: .zero, scale: 1 + Double(k) * 0.25, rotation: 5, time: UInt32(10 + k)), at: 10)
        }
        host.send(.pinchEnd(cancelled: false, time: 20), at: 20)
        host.drainReports()
        #expect(changed.last?.magnification == 1.75)
        #expect(changed.last?.rotation == 15)
        #expect(changed.last?.location == Point(x: 50, y: 50))   // in the square's coordinates
        #expect(ended.count == 1 && ended.first?.magnification == 1.75)
    }

    @Test func aTouchpadPinchOutsideTheViewIsNotItsOwn() {
        let (host, _, square) = Self.window()
        var heard = 0
        square.gesture(TouchpadPinchGesture().onChanged { _ in heard += 1 })
        host.send(.pointerEnter(Point(x: 50, y: 50)), at: 0)
        host.send(.pointerFrame, at: 0)
        host.send(.pinchBegin(fingers: 2, time: 10), at: 10)
        host.send(.pinchUpdate(delta: .zero, scale: 2, rotation: 0, time: 11), at: 11)
        host.send(.pinchEnd(cancelled: false, time: 20), at: 20)
        host.drainReports()
        #expect(heard == 0)
    }

    @Test func aTouchpadScrollChangesStepByStepAndEndsAtTheLift() {
        let (host, _, square) = Self.window()
        var deltas: [Double] = [], ended: [TouchpadScrollGesture.Value] = []
        square.gesture(TouchpadScrollGesture().onChanged { deltas.append($0.delta.y) }.onEnded { ended.append($0) })
        host.send(.pointerEnter(Point(x: 150, y: 150)), at: 0)
        host.send(.pointerFrame, at: 0)
        for k in 1 ... 4 {
            let t = Double(k) * 10
            host.send(.axis(.vertical, value: 10, time: UInt32(t)), at: t)
            host.send(.axisSource(.finger), at: t)
            host.send(.pointerFrame, at: t)
        }
        host.send(.axisStop(.vertical, time: 50), at: 50)
        host.send(.axisSource(.finger), at: 50)
        host.send(.pointerFrame, at: 50)
        host.drainReports()
        #expect(deltas.reduce(0, +) == 40)
        #expect(ended.count == 1)
        #expect(ended.first?.translation.y == 40)
    }

    @Test func aWheelIsNotATouchpadScroll() {
        let (host, _, square) = Self.window()
        var heard = 0
        square.gesture(TouchpadScrollGesture().onChanged { _ in heard += 1 }.onEnded { _ in heard += 1 })
        host.send(.pointerEnter(Point(x: 150, y: 150)), at: 0)
        host.send(.pointerFrame, at: 0)
        host.send(.axis(.vertical, value: 15, time: 10), at: 10)
        host.send(.axisSource(.wheel), at: 10)
        host.send(.axisDiscrete(.vertical, steps: 1), at: 10)
        host.send(.pointerFrame, at: 10)
        host.drainReports()
        #expect(heard == 0)
    }

    /// A swipe from the left edge wins over a drag under it; a touch away from the edge is the drag's.
    @Test func anEdgeSwipeOnTheWindowWinsOverADragInside() {
        let (host, window, square) = Self.window()
        square.frame = GestureRect(x: 0, y: 100, width: 400, height: 200)
        var swipes: [EdgeSwipeGesture.Value] = [], drags = 0
        window.highPriorityGesture(EdgeSwipeGesture(edge: .leading).onEnded { swipes.append($0) })
        square.gesture(DragGesture().onEnded { _ in drags += 1 })
        for (id, x) in [(Int32(1), 5.0), (Int32(2), 100.0)] {
            let t = Double(id) * 1000
            host.send(.touchDown(id: id, Point(x: x, y: 200), time: UInt32(t)), at: t)
            host.send(.touchFrame, at: t)
            for k in 1 ... 5 {
                host.send(
                    .touchMotion(id: id, Point(x: x + Double(k) * 20, y: 200), time: UInt32(t) + UInt32(k) * 10),
                    at: t + Double(k) * 10)
                host.send(.touchFrame, at: t + Double(k) * 10)
            }
            host.send(.touchUp(id: id, time: UInt32(t) + 60), at: t + 60)
            host.send(.touchFrame, at: t + 60)
        }
        host.drainReports()
        #expect(swipes.count == 1)
        #expect(swipes.first?.startLocation == Point(x: 5, y: 200))
        #expect(swipes.first?.translation == Point(x: 100, y: 0))
        #expect(drags == 1)
    }
}
