import Testing

@testable import Gestures

@Suite struct TapTests {
    @Test func tapWithinSlopReportsTheLiftPoint() {
        let d = Driver()
        let p = ListFixture.point(row: 2, fx: 0.25)
        d.down(1, p)
        d.advance(by: 0.05)
        let lift = Point(x: p.x + 15, y: p.y + 10)   // 18 px: inside the 20 px touch slop
        d.move(1, lift)
        d.advance(by: 0.05)
        d.up(1)
        let taps = d.of(.tap)
        #expect(taps.count == 1)
        #expect(taps.first?.phase == .ended)
        #expect(taps.first?.region == ListFixture.rowID(2))
        #expect(taps.first?.location == lift)
        #expect(taps.first?.count == 1)
        #expect(d.log.count == 1)   // nothing else: no scroll, no drag
    }

    @Test func movingPastTheSlopIsNoTap() {
        let d = Driver()
        let p = ListFixture.point(row: 2)
        d.down(1, p)
        d.advance(by: 0.016)
        d.move(1, Point(x: p.x + 21, y: p.y))
        d.advance(by: 0.016)
        d.up(1)
        #expect(d.of(.tap).isEmpty)
        #expect(d.lifecycle(.drag) == [.began, .ended])
    }

    @Test func mouseUsesItsSmallerSlop() {
        let d = Driver()
        let p = ListFixture.point(row: 0)
        d.pointer(p)
        d.button(true)
        d.advance(by: 0.016)
        d.pointer(Point(x: p.x + 9, y: p.y))   // past the 8 px mouse slop, inside the touch slop
        d.advance(by: 0.016)
        d.button(false)
        #expect(d.of(.tap).isEmpty)
        #expect(d.lifecycle(.drag) == [.began, .ended])
        #expect(d.of(.drag).allSatisfy { $0.source == .mouse })
    }

    @Test func doubleTapDoesNotDelayTheFirstTap() {
        let d = Driver()
        let p = ListFixture.point(row: 3, fx: 0.7)
        d.down(1, p); d.advance(by: 0.06); d.up(1)
        #expect(d.kinds() == ["tap.ended"])   // at once, not after 300 ms
        d.advance(by: 0.15)
        d.down(2, Point(x: p.x + 30, y: p.y)); d.advance(by: 0.06); d.up(2)
        #expect(d.kinds() == ["tap.ended", "doubleTap.ended"])
        #expect(d.of(.doubleTap).first?.count == 2)
        #expect(d.of(.doubleTap).first?.region == ListFixture.rowID(3))
    }

    @Test func slowSecondTapIsATapAgain() {
        let d = Driver()
        let p = ListFixture.point(row: 3)
        d.down(1, p); d.advance(by: 0.06); d.up(1)
        d.advance(by: 0.301)
        d.down(2, p); d.advance(by: 0.06); d.up(2)
        #expect(d.kinds() == ["tap.ended", "tap.ended"])
    }

    @Test func secondTapOnAnotherRowIsATap() {
        let d = Driver()
        d.down(1, ListFixture.point(row: 3)); d.advance(by: 0.06); d.up(1)
        d.advance(by: 0.05)
        d.down(2, ListFixture.point(row: 4)); d.advance(by: 0.06); d.up(2)
        #expect(d.kinds() == ["tap.ended", "tap.ended"])
        #expect(d.of(.tap).map(\.region) == [ListFixture.rowID(3), ListFixture.rowID(4)])
    }

    @Test func thirdTapStartsAfresh() {
        let d = Driver()
        let p = ListFixture.point(row: 1)
        for k in 0 ..< 3 { d.down(Int32(k), p); d.advance(by: 0.04); d.up(Int32(k)); d.advance(by: 0.04) }
        #expect(d.kinds() == ["tap.ended", "doubleTap.ended", "tap.ended"])
    }

    @Test func tapOnTheListBetweenRowsHasNoTap() {
        let d = Driver()
        // Between rows 0 and 1 (the 20 px spacing): only the list's members compete.
        let f = ListFixture.rowFrame(0)
        d.down(1, Point(x: 200, y: f.maxY + 10)); d.advance(by: 0.04); d.up(1)
        #expect(d.log.isEmpty)
        #expect(d.engine.explain.entries.contains { $0.decision == .noWinner && $0.reason == .liftedWithoutWinner })
    }
}
