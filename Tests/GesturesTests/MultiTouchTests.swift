import Testing

@testable import Gestures

@Suite struct MultiTouchTests {
    @Test func twoFingersDragTwoBars() {
        let d = Driver()
        let a = ListFixture.point(row: 1, fx: 0.2), b = ListFixture.point(row: 3, fx: 0.3)
        d.down(1, a); d.down(2, b)
        for k in 1 ... 10 {
            d.advance(by: 0.01)
            d.send(.touchMotion(id: 1, Point(x: a.x + Double(k) * 8, y: a.y + 1), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: b.x - Double(k) * 6, y: b.y), time: d.time))
            d.send(.touchFrame)
        }
        d.up(1); d.up(2)
        let drags = d.of(.drag)
        #expect(Set(drags.filter { $0.phase == .began }.map(\.region)) == [ListFixture.rowID(1), ListFixture.rowID(3)])
        #expect(drags.filter { $0.phase == .ended }.count == 2)
        #expect(d.of(.scroll).isEmpty)
    }

    @Test func aDragTracksTheRowsItCrosses() {
        let d = Driver()
        let a = ListFixture.point(row: 1, fx: 0.5)
        d.down(1, a)
        d.drag(1, from: a, to: Point(x: a.x + 60, y: a.y + 20), steps: 3)   // horizontal: a drag
        d.drag(1, from: Point(x: a.x + 60, y: a.y + 20), to: Point(x: a.x + 60, y: a.y + 120), steps: 5)
        d.up(1)
        let crossings = d.of(.drag).filter { $0.phase == .entered || $0.phase == .exited }
            .map { "\($0.phase) \($0.region!.rawValue)" }
        #expect(crossings == ["entered 2", "exited 2", "entered 3", "exited 3"])
        #expect(
            d.of(.drag).allSatisfy { $0.phase == .entered || $0.phase == .exited || $0.region == ListFixture.rowID(1) })
    }

    @Test func twoScrollingFingersMoveTheListByTheirCentroid() {
        let d = Driver()
        d.engine.setScrollOffset(100, at: 0)
        let a = ListFixture.point(row: 2, fx: 0.3), b = ListFixture.point(row: 2, fx: 0.7)
        d.down(1, a); d.down(2, b)
        // Both move up 25 px (past the slop), then 100 px more together.
        for k in 1 ... 5 {
            d.advance(by: 0.01)
            d.send(.touchMotion(id: 1, Point(x: a.x, y: a.y - Double(k) * 25), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: b.x, y: b.y - Double(k) * 25), time: d.time))
            d.send(.touchFrame)
        }
        // Slop passed at 25 px for both; then 100 px: the list moves 100, not 200.
        #expect(d.engine.scrollOffset == 200)
        #expect(d.of(.scroll).filter { $0.phase == .began }.count == 1)
        d.up(1)
        #expect(d.of(.scroll).last?.phase == .changed)   // still scrolling with one finger
        d.advance(by: 0.01)
        d.move(2, Point(x: b.x, y: b.y - 145))
        #expect(d.engine.scrollOffset == 220)
        d.advance(by: 0.2)
        d.up(2)
        #expect(d.of(.scroll).last?.phase == .ended)
    }

    @Test func oneFingerScrollsWhileAnotherDragsABar() {
        let d = Driver()
        d.engine.setScrollOffset(100, at: 0)
        let a = ListFixture.point(row: 2, fx: 0.3, dy: -100), b = ListFixture.point(row: 4, fx: 0.2, dy: -100)
        d.down(1, a); d.down(2, b)
        for k in 1 ... 6 {
            d.advance(by: 0.01)
            d.send(.touchMotion(id: 1, Point(x: a.x, y: a.y - Double(k) * 10), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: b.x + Double(k) * 10, y: b.y), time: d.time))
            d.send(.touchFrame)
        }
        #expect(d.of(.drag).first?.region == ListFixture.rowID(4))
        #expect(d.of(.scroll).first?.phase == .began)
        #expect(d.engine.scrollOffset == 100 + 60 - 30)   // began at 30 px (first step past 20)
    }

    @Test func twoFingersSeparatingVerticallyPinch() {
        let d = Driver()
        let a = ListFixture.point(row: 2), b = ListFixture.point(row: 3)
        let span0 = b.y - a.y
        d.down(1, a); d.down(2, b)
        for k in 1 ... 10 {
            d.advance(by: 0.01)
            d.send(.touchMotion(id: 1, Point(x: a.x, y: a.y - Double(k) * 4), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: b.x, y: b.y + Double(k) * 4), time: d.time))
            d.send(.touchFrame)
        }
        let pinch = d.of(.pinch)
        #expect(pinch.first?.phase == .began)
        #expect(pinch.first?.scale == 1)
        let last = pinch.last!
        // Began when the span grew past 18 px (at 24): relative to that span.
        #expect(abs(last.verticalScale - (span0 + 80) / (span0 + 24)) < 1e-9)
        #expect(abs(last.location.y - (a.y + b.y) / 2) < 1e-9)
        #expect(d.of(.scroll).isEmpty)
        #expect(d.of(.tap).isEmpty)
        d.up(1)
        #expect(d.of(.pinch).last?.phase == .ended)
        d.up(2)
        #expect(d.engine.activeGestureCount == 0)
    }

    @Test func aScrollHandsOverToAPinch() {
        let d = Driver()
        d.engine.setScrollOffset(300, at: 0)
        let a = ListFixture.point(row: 5), b = ListFixture.point(row: 6)
        d.down(1, a); d.down(2, b)
        // Both scroll up together (span constant)…
        for k in 1 ... 4 {
            d.advance(by: 0.01)
            d.send(.touchMotion(id: 1, Point(x: a.x, y: a.y - Double(k) * 10), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: b.x, y: b.y - Double(k) * 10), time: d.time))
            d.send(.touchFrame)
        }
        #expect(d.of(.scroll).first?.phase == .began)
        // …then spread apart.
        for k in 1 ... 6 {
            d.advance(by: 0.01)
            d.send(.touchMotion(id: 1, Point(x: a.x, y: a.y - 40 - Double(k) * 5), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: b.x, y: b.y - 40 + Double(k) * 5), time: d.time))
            d.send(.touchFrame)
        }
        #expect(d.of(.scroll).last?.phase == .cancelled)
        #expect(d.of(.scroll).last?.cancelReason == .lostToOther)
        #expect(d.of(.pinch).first?.phase == .began)
        #expect(d.of(.fling).isEmpty)
    }

    @Test func moreTouchesThanSlotsAreIgnored() {
        let d = Driver(ListFixture.makeEngine())
        for k in 0 ..< 12 { d.down(Int32(k), ListFixture.point(row: k % 7, fx: 0.1 + 0.05 * Double(k))) }
        for k in 0 ..< 12 { d.up(Int32(k)) }
        #expect(d.engine.activeGestureCount == 0)
        #expect(d.engine.explain.entries.contains { $0.reason == .nothingToDo })
    }
}
