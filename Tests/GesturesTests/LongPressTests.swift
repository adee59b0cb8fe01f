import Testing

@testable import Gestures

@Suite struct LongPressTests {
    @Test func firesAtTheDeadlineAtTheHoldPoint() {
        let d = Driver()
        let p = ListFixture.point(row: 1, fx: 0.4)
        d.down(1, p)
        #expect(d.engine.nextDeadline == 500)
        d.advance(by: 0.2)
        let hold = Point(x: p.x + 6, y: p.y - 4)
        d.move(1, hold)
        d.advance(by: 0.299)
        #expect(d.of(.longPress).isEmpty)
        d.advance(by: 0.001)
        let lp = d.of(.longPress)
        #expect(lp.map(\.phase) == [.began, .entered])
        #expect(lp.first?.location == hold)
        #expect(lp.first?.time == 500)
        #expect(lp.first?.region == ListFixture.rowID(1))
        #expect(d.engine.nextDeadline == nil)
        d.up(1)
        #expect(d.of(.longPress).map(\.phase) == [.began, .entered, .exited, .ended])
        #expect(d.of(.tap).isEmpty)
    }

    @Test func lateAdvanceFiresAtTheDeadlineTime() {
        let d = Driver()
        d.down(1, ListFixture.point(row: 1))
        d.advance(by: 0.9)   // one big step: the report is still stamped 500
        #expect(d.of(.longPress).first?.time == 500)
    }

    @Test func paintTracksRowsAndDeniesScrolling() {
        let d = Driver()
        let start = ListFixture.point(row: 0, fx: 0.2)
        d.down(1, start)
        d.advance(by: 0.5)
        let end = ListFixture.point(row: 2, fx: 0.8)
        d.drag(1, from: start, to: end, steps: 20)
        d.up(1)
        let lp = d.of(.longPress)
        let crossings = lp.filter { $0.phase == .entered || $0.phase == .exited }.map {
            "\($0.phase) \($0.region!.rawValue)"
        }
        #expect(crossings == ["entered 1", "exited 1", "entered 2", "exited 2", "entered 3", "exited 3"])
        #expect(lp.last?.phase == .ended)
        #expect(d.of(.scroll).isEmpty)
        #expect(d.engine.scrollOffset == 0)
        // Changed reports name the row under the finger, nil between rows.
        let changed = lp.filter { $0.phase == .changed }
        #expect(changed.last?.region == ListFixture.rowID(2))
        #expect(changed.contains { $0.region == nil })
    }

    @Test func movingBeforeTheDeadlineCancelsTheLongPress() {
        let d = Driver()
        let p = ListFixture.point(row: 1)
        d.down(1, p)
        d.advance(by: 0.1)
        d.move(1, Point(x: p.x, y: p.y + 30))
        #expect(d.engine.nextDeadline == nil)
        d.advance(by: 0.6)
        #expect(d.of(.longPress).isEmpty)
        #expect(d.of(.scroll).first?.phase == .began)
    }
}
