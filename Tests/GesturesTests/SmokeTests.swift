import Testing
@testable import Gestures

@Suite struct SmokeTests {
    @Test func tapReportsAtLift() {
        let d = Driver()
        let p = ListFixture.point(row: 2, fx: 0.25)
        d.down(1, p)
        d.advance(50)
        d.move(1, Point(x: p.x + 5, y: p.y + 3))
        d.advance(50)
        d.up(1)
        let taps = d.of(.tap)
        #expect(taps.count == 1)
        #expect(taps.first?.region == ListFixture.rowID(2))
        #expect(taps.first?.location == Point(x: p.x + 5, y: p.y + 3))
        #expect(d.engine.activeGestureCount == 0)
    }
}
