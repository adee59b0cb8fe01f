import Testing

@testable import Gestures

@Suite struct CancellationTests {
    func startDrag(_ d: Driver, id: Int32 = 1, row: Int = 2) {
        let p = ListFixture.point(row: row, fx: 0.2)
        d.down(id, p)
        d.drag(id, from: p, to: Point(x: p.x + 60, y: p.y), steps: 4)
        #expect(d.of(.drag).first?.phase == .began)
    }

    @Test func touchCancelCancelsEverything() {
        let d = Driver()
        startDrag(d)
        let p = ListFixture.point(row: 5)
        d.down(2, p)
        d.drag(2, from: p, to: Point(x: p.x, y: p.y - 80), steps: 4)
        d.send(.touchCancel)
        #expect(d.of(.drag).last?.phase == .cancelled)
        #expect(d.of(.drag).last?.cancelReason == .touchCancel)
        #expect(d.of(.scroll).last?.phase == .cancelled)
        #expect(d.engine.activeGestureCount == 0)
        // Nothing more for those touches afterwards; new touches work.
        let n = d.log.count
        d.move(1, Point(x: 10, y: 10)); d.up(1); d.up(2)
        #expect(n == d.log.count)
        d.down(1, ListFixture.point(row: 3, dy: -d.engine.scrollOffset)); d.up(1)
        #expect(d.log.last?.kind == .tap)
    }

    @Test func capabilityLossCancelsItsSequences() {
        let d = Driver()
        startDrag(d)
        d.pointer(ListFixture.point(row: 6))
        #expect(d.of(.hover).first?.phase == .began)
        d.send(.capabilities([.pointer, .keyboard]))
        #expect(d.of(.drag).last?.cancelReason == .capabilityLost)
        #expect(d.of(.hover).last?.phase == .began)   // the pointer stays
        d.send(.capabilities([.keyboard]))
        #expect(d.of(.hover).last?.phase == .ended)
        #expect(d.engine.activeGestureCount == 0)
    }

    @Test func focusLossCancelsAndIgnoresTheRest() {
        let d = Driver()
        startDrag(d)
        d.send(.keyboardFocus(false))
        #expect(d.of(.drag).last?.cancelReason == .focusLost)
        let n = d.log.count
        d.move(1, Point(x: 400, y: 300))
        d.up(1)
        #expect(d.log.count == n)
    }

    @Test func escapeCancelsADragAndTheRestIsIgnored() {
        let d = Driver()
        startDrag(d)
        d.send(.key(.escape, pressed: true, time: d.time))
        #expect(d.of(.drag).last?.phase == .cancelled)
        #expect(d.of(.drag).last?.cancelReason == .escape)
        let n = d.log.count
        d.move(1, Point(x: 100, y: 100))
        d.up(1)
        #expect(d.log.count == n)
        #expect(d.engine.activeGestureCount == 0)
    }

    @Test func escapeLeavesAScrollAlone() {
        let d = Driver()
        d.engine.setScrollOffset(100, at: 0)
        let p = ListFixture.point(row: 3)
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x, y: p.y - 60), steps: 4)
        d.send(.key(.escape, pressed: true, time: d.time))
        #expect(d.of(.scroll).last?.phase == .changed)
    }

    @Test func mouseDragCancelledByEscape() {
        let d = Driver()
        let p = ListFixture.point(row: 1, fx: 0.5)
        d.pointer(p); d.button(true)
        d.pointer(Point(x: p.x + 40, y: p.y))
        d.send(.key(.escape, pressed: true, time: d.time))
        d.pointer(Point(x: p.x + 80, y: p.y))
        d.button(false)
        #expect(d.lifecycle(.drag) == [.began, .cancelled])
    }

    @Test func cancelAllEndsEverything() {
        let d = Driver()
        startDrag(d)
        d.pointer(ListFixture.point(row: 6))
        d.engine.cancelAll(at: d.now)
        d.log += d.engine.reports
        #expect(d.engine.activeGestureCount == 0)
        #expect(d.of(.drag).last?.cancelReason == .app)
    }
}

@Suite struct MalformedInputTests {
    @Test func nonFiniteCoordinatesAreIgnored() {
        let d = Driver()
        let p = ListFixture.point(row: 2)
        d.down(1, p)
        d.move(1, Point(x: .nan, y: p.y))
        d.move(1, Point(x: p.x, y: .infinity))
        d.send(.pinchUpdate(delta: Point(x: .nan, y: 0), scale: .nan, rotation: 0, time: d.time))
        d.up(1)
        #expect(d.of(.tap).first?.location == p)
    }

    @Test func aRepeatedDownEndsTheOldSequence() {
        let d = Driver()
        let p = ListFixture.point(row: 2, fx: 0.2)
        d.down(1, p)
        d.move(1, Point(x: p.x + 40, y: p.y))
        d.down(1, ListFixture.point(row: 5))   // the compositor lost the up
        d.up(1)
        #expect(d.lifecycle(.drag) == [.began, .cancelled])
        #expect(d.of(.tap).first?.region == ListFixture.rowID(5))
        #expect(d.engine.activeGestureCount == 0)
    }
}
