import Testing

@testable import Gestures

@Suite struct ArenaTests {
    /// The decisions of `sequence`'s last contest.
    func contest(_ d: Driver, _ sequence: InputSequence) -> [ExplainEntry] {
        let all = d.engine.explain.entries.filter { $0.sequence == sequence }
        guard let start = all.lastIndex(where: { $0.decision == .contestOpened }) else { return [] }
        return Array(all[start...])
    }

    @Test func everyMemberIsToldExactlyOnceAtATap() {
        let d = Driver()
        d.down(1, ListFixture.point(row: 2)); d.up(1)
        let c = contest(d, .touch(1))
        #expect(c.first?.memberCount == 6)   // tap, double tap, long press, drag, scroll, pinch
        let accepted = c.filter { $0.decision == .accepted }
        let rejected = c.filter { $0.decision == .rejected }
        #expect(accepted.map(\.kind) == [.tap])
        #expect(accepted.first?.reason == .liftedWithinSlop)
        #expect(Set(rejected.compactMap(\.kind)) == [.doubleTap, .longPress, .drag, .scroll, .pinch])
        #expect(rejected.count == 5)
    }

    @Test func everyMemberIsToldExactlyOnceAtADrag() {
        let d = Driver()
        let p = ListFixture.point(row: 2)
        d.down(1, p); d.move(1, Point(x: p.x + 30, y: p.y)); d.up(1)
        let c = contest(d, .touch(1))
        #expect(c.filter { $0.decision == .accepted }.map(\.kind) == [.drag])
        #expect(c.filter { $0.decision == .rejected }.count == 5)
        #expect(c.filter { $0.decision == .rejected && $0.reason == .movedPastSlop }.count == 3)
    }

    @Test func everyMemberIsToldExactlyOnceAtAScroll() {
        let d = Driver()
        let p = ListFixture.point(row: 2)
        d.down(1, p); d.move(1, Point(x: p.x, y: p.y - 40)); d.up(1)
        let c = contest(d, .touch(1))
        #expect(c.filter { $0.decision == .accepted }.map(\.kind) == [.scroll])
        #expect(
            Set(c.filter { $0.decision == .rejected }.compactMap(\.kind)) == [
                .tap, .doubleTap, .longPress, .drag, .pinch,
            ])
        #expect(c.filter { $0.decision == .rejected }.count == 5)
    }

    @Test func aLongPressRejectsEveryOtherMember() {
        let d = Driver()
        d.down(1, ListFixture.point(row: 2)); d.advance(by: 0.5); d.up(1)
        let c = contest(d, .touch(1))
        #expect(c.filter { $0.decision == .accepted }.map(\.kind) == [.longPress])
        #expect(c.filter { $0.decision == .rejected }.count == 5)
        #expect(c.first { $0.decision == .accepted }?.description.contains("held within the slop") == true)
    }

    @Test func aTieIsExplained() {
        let d = Driver()
        d.engine.setScrollOffset(100, at: 0)
        let p = ListFixture.point(row: 4, dy: -100)
        d.down(1, p); d.move(1, Point(x: p.x + 20, y: p.y + 20)); d.up(1)
        let won = contest(d, .touch(1)).first { $0.decision == .accepted }
        #expect(won?.kind == .scroll)
        #expect(won?.reason == .tieToPriority)
        #expect(won?.description.contains("45° between the cones; declared priority decides") == true)
    }

    @Test func longPressesOfTwoTouchesHaveTheirOwnDeadlines() {
        let d = Driver()
        d.down(1, ListFixture.point(row: 1))
        d.advance(by: 0.2)
        d.down(2, ListFixture.point(row: 4))
        #expect(d.engine.nextDeadline == 500)
        d.advance(by: 0.3)
        #expect(d.engine.nextDeadline == 700)
        d.advance(by: 0.2)
        #expect(
            d.of(.longPress).filter { $0.phase == .began }.map(\.region) == [
                ListFixture.rowID(1), ListFixture.rowID(4),
            ])
        #expect(d.of(.longPress).filter { $0.phase == .began }.map(\.time) == [500, 700])
    }

    @Test func theMouseLongPresses() {
        let d = Driver()
        let p = ListFixture.point(row: 0, fx: 0.3)
        d.pointer(p); d.button(true)
        d.advance(by: 0.5)
        #expect(d.of(.longPress).first?.source == .mouse)
        d.pointer(ListFixture.point(row: 1, fx: 0.6))
        d.button(false)
        #expect(d.lifecycle(.longPress) == [.began, .changed, .ended])
    }

    @Test func aWheelOrAnExplicitOffsetStopsAFling() {
        for stopper in 0 ..< 2 {
            let d = Driver()
            let p = ListFixture.point(row: 4)
            d.pointer(Point(x: 5, y: 700))   // over the list, beside the rows
            d.down(1, p)
            d.drag(1, from: p, to: Point(x: p.x, y: p.y - 200), steps: 8, interval: 0.008)
            d.up(1)
            #expect(d.engine.isAnimating)
            d.advance(by: 0.02)
            if stopper == 0 {
                d.send(.axis(.vertical, value: 15, time: d.time)); d.send(.axisSource(.wheel)); d.send(.pointerFrame)
            } else {
                d.engine.setScrollOffset(10, at: d.now); d.log += d.engine.reports
            }
            #expect(!d.engine.isAnimating)
            #expect(d.of(.fling).last?.cancelReason == .interrupted)
        }
    }

    @Test func nothingUnderTheTouchOpensNoContest() {
        let d = Driver()
        d.down(1, Point(x: 100, y: 10))   // the header, above the list
        d.up(1)
        #expect(d.log.isEmpty)
        #expect(d.engine.explain.entries.last?.reason == .nothingToDo)
    }
}
