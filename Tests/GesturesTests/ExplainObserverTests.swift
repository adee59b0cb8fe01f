import Testing

@testable import Gestures

/// Explain as an observer: an observer the app adds hears the same decisions, in the same
/// order, as the engine's own ring records.
@Suite struct ExplainObserverTests {
    final class Recorder: ExplainObserver {
        var entries: [ExplainEntry] = []
        func decided(_ entry: ExplainEntry) { entries.append(entry) }
    }

    /// A tap, a drag, a scroll with a fling and a touch that stops it, a long press, a
    /// cancelled two-finger pinch: every kind of decision the list makes.
    static func session(_ d: Driver) {
        d.tap(ListFixture.point(row: 1))
        let p = ListFixture.point(row: 2)
        d.down(1, p); d.move(1, Point(x: p.x + 30, y: p.y)); d.up(1)
        let q = ListFixture.point(row: 4)
        d.down(1, q); d.drag(1, from: q, to: Point(x: q.x, y: q.y - 200), steps: 8, interval: 0.008); d.up(1)
        d.advance(by: 0.05)
        d.down(2, ListFixture.point(row: 3)); d.advance(by: 0.04); d.up(2)
        d.down(3, ListFixture.point(row: 4)); d.advance(by: 0.7); d.up(3)
        d.down(4, ListFixture.point(row: 2)); d.down(5, ListFixture.point(row: 3)); d.cancel()
    }

    @Test func seesWhatTheLogRecords() {
        let d = Driver()
        let recorder = Recorder()
        d.engine.explainObserver = recorder
        Self.session(d)
        let logged = d.engine.explain.entries
        #expect(logged.count > 20)
        #expect(d.engine.explain.totalRecorded == logged.count)   // the ring held them all
        #expect(recorder.entries == logged)
        let decisions = Set(logged.map(\.decision))
        #expect(decisions.isSuperset(of: [.contestOpened, .accepted, .rejected, .flingStopped, .cancelled]))
    }

    /// With the ring off, the observer still hears everything, and the ring stays empty.
    @Test func hearsDecisionsWithTheLogOff() {
        let reference = Driver()
        Self.session(reference)
        let d = Driver()
        let recorder = Recorder()
        d.engine.isExplaining = false
        d.engine.explainObserver = recorder
        Self.session(d)
        #expect(d.engine.explain.count == 0)
        #expect(recorder.entries == reference.engine.explain.entries)
        #expect(d.log == reference.log)   // observing changes no report
    }
}
