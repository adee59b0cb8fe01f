import Testing

@testable import Gestures

@Suite struct ExplainLogTests {
    func entry(_ t: Double) -> ExplainEntry { ExplainEntry(time: t, sequence: .pointer, decision: .accepted) }

    @Test func keepsTheNewestInOrder() {
        var log = ExplainLog(capacity: 3)
        for t in 0 ..< 5 { log.record(entry(Double(t))) }
        #expect(log.count == 3)
        #expect(log.totalRecorded == 5)
        #expect(log.entries.map(\.time) == [2, 3, 4])
        #expect(log.entries(since: 3).map(\.time) == [3, 4])
        #expect(log.entries(since: 5).isEmpty)
    }

    @Test func canBeTurnedOff() {
        var log = ExplainLog(capacity: 3)
        log.isEnabled = false
        log.record(entry(1))
        #expect(log.count == 0)
        let e = GestureEngine()
        e.isExplaining = false
        e.setRegions(ListFixture.regions(rows: 2))
        e.handle(.touchDown(id: 1, ListFixture.point(row: 0), time: 0), at: 0)
        e.handle(.touchFrame, at: 0)
        #expect(e.explain.count == 0)
    }

    /// A long press whose deadline passed before the next call (no `advance` in between):
    /// its decisions are stamped with the deadline, not with the call that caught up.
    @Test func aLongPressCaughtUpLateIsStampedWithItsDeadline() {
        let e = ListFixture.makeEngine()
        e.handle(.touchDown(id: 1, ListFixture.point(row: 0), time: 0), at: 0)
        e.handle(.touchFrame, at: 0)
        e.handle(.touchMotion(id: 1, ListFixture.point(row: 0, dy: 1), time: 900), at: 900)
        e.handle(.touchFrame, at: 900)
        let decided = e.explain.entries.filter { $0.decision == .accepted || $0.decision == .rejected }
        #expect(decided.contains { $0.decision == .accepted && $0.kind == .longPress })
        #expect(decided.count > 1 && decided.allSatisfy { $0.time == 500 }, "\(decided)")
    }

    @Test func describesCancellations() {
        let e = ExplainEntry(
            time: 12, sequence: .touch(3), decision: .cancelled, kind: .drag,
            region: GestureRegionID(4), reason: .cancelledBy, cancelReason: .escape,
            dragAxis: .horizontal)
        #expect(e.description == "[12] touch 3: horizontal drag (region 4) cancelled: escape")
    }
}

@Suite struct ConfigurationTests {
    @Test func defaultsAreTheDocumentedNumbers() {
        let c = GestureConfiguration.default
        #expect(c.touchSlop == 10)
        #expect(c.mouseSlop == 8)
        #expect(c.longPressDuration == 0.5)
        #expect(c.doubleTapTimeout == 0.3)
        #expect(c.doubleTapSlop == 100)
        #expect(c.minFlingVelocity == 50)
        #expect(c.maxFlingVelocity == 8000)
        #expect(c.pinchSlop == 18)
        #expect(c.horizontalConeDegrees + c.verticalConeDegrees <= 90)
        #expect(c.slop(for: .touch) == 10 && c.slop(for: .mouse) == 8)
    }

    @Test func aFasterReleaseIsClampedToTheMaximumFling() {
        var c = GestureConfiguration.default
        c.maxFlingVelocity = 1000
        let d = Driver(ListFixture.makeEngine(c))
        d.engine.setScrollExtent(max: 100_000, at: 0)
        let p = ListFixture.point(row: 5)
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x, y: p.y - 300), steps: 6, interval: 0.005)
        d.up(1)
        #expect(d.of(.fling).first?.velocity.y == 1000)
    }
}
