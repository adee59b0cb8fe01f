import Testing
@testable import Gestures

@Suite struct VelocityTrackerTests {
    @Test func linearMotionGivesItsVelocity() {
        var t = VelocityTracker()
        for k in 0..<10 { t.add(Point(x: Double(k) * 5, y: Double(k) * -8), time: UInt32(1000 + k * 10)) }
        let v = t.velocity()
        #expect(abs(v.x - 500) < 1e-9)
        #expect(abs(v.y + 800) < 1e-9)
    }

    @Test func eventTimeWrapsAround() {
        var t = VelocityTracker()
        let base = UInt32.max - 25
        for k in 0..<6 { t.add(Point(x: Double(k) * 3, y: 0), time: base &+ UInt32(k * 10)) }
        #expect(abs(t.velocity().x - 300) < 1e-9)
    }

    @Test func onlyTheLastWindowCounts() {
        var t = VelocityTracker(window: 100)
        // Slow for 300 ms, then fast for the last 100 ms.
        for k in 0...30 { t.add(Point(x: Double(k), y: 0), time: UInt32(k * 10)) }
        for k in 1...10 { t.add(Point(x: 30 + Double(k) * 20, y: 0), time: UInt32(300 + k * 10)) }
        #expect(abs(t.velocity().x - 2000) < 1e-6)
    }

    @Test func aPauseBeforeReleaseMeansNoVelocity() {
        var t = VelocityTracker()
        for k in 0..<5 { t.add(Point(x: Double(k) * 10, y: 0), time: UInt32(k * 10)) }
        #expect(t.velocity(at: 45).x > 0)
        #expect(t.velocity(at: 200) == .zero)
    }

    @Test func fewerThanTwoSamplesIsZero() {
        var t = VelocityTracker()
        #expect(t.velocity() == .zero)
        t.add(Point(x: 4, y: 4), time: 5)
        #expect(t.velocity() == .zero)
        t.add(Point(x: 9, y: 4), time: 5)   // same instant
        #expect(t.velocity() == .zero)
    }
}

@Suite struct FlingSimulationTests {
    @Test func deceleratesAndStops() {
        let f = FlingSimulation(position: 100, velocity: 2000, time: 0, lowerBound: 0, upperBound: 100_000)
        #expect(f.endTime > 0)
        var last = 100.0, lastV = 2000.0
        var t = 0.0
        while t < f.endTime {
            let x = f.position(at: t), v = f.velocity(at: t)
            #expect(x >= last)
            #expect(v <= lastV)
            last = x; lastV = v; t += 16
        }
        #expect(f.position(at: f.endTime + 1000) == f.endPosition)
        // ≈ v0/k with k = −ln(0.998)·1000 ≈ 2.002/s → ~999 px, less the stop-speed tail.
        #expect(abs((f.endPosition - 100) - 2000 / f.k * (1 - 10.0 / 2000)) < 1e-6)
    }

    @Test func stopsAtTheBound() {
        let f = FlingSimulation(position: 900, velocity: 5000, time: 10, lowerBound: 0, upperBound: 1000)
        #expect(f.endPosition == 1000)
        #expect(f.position(at: f.endTime) == 1000)
        #expect(f.position(at: f.endTime - 0.5) <= 1000)
        #expect(f.endTime > 10)
        let g = FlingSimulation(position: 50, velocity: -5000, time: 0, lowerBound: 0, upperBound: 1000)
        #expect(g.endPosition == 0)
    }

    @Test func frameTimingDoesNotChangeThePath() {
        let f = FlingSimulation(position: 0, velocity: 3000, time: 0, lowerBound: 0, upperBound: 800)
        // The same instant gives the same position whatever was asked before.
        let a = f.position(at: 123.4)
        _ = f.position(at: 500)
        #expect(f.position(at: 123.4) == a)
    }

    @Test func slowerThanTheStopSpeedDoesNotMove() {
        let f = FlingSimulation(position: 10, velocity: 5, time: 0, lowerBound: 0, upperBound: 100)
        #expect(f.endTime == 0)
        #expect(f.position(at: 100) == 10)
    }
}

@Suite struct FlingTests {
    func flick(_ d: Driver, distance: Double, ms: Double = 8, steps: Int = 8) {
        let p = ListFixture.point(row: 4)
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x, y: p.y - distance), steps: steps, ms: ms)
        d.up(1)
    }

    @Test func aFastReleaseFlingsAndSettlesInBounds() {
        let d = Driver()
        flick(d, distance: 200)
        let began = d.of(.fling).first
        #expect(began?.phase == .began)
        #expect((began?.velocity.y ?? 0) > 2000)
        let afterRelease = d.engine.scrollOffset
        #expect(d.engine.isAnimating)
        guard let end = d.engine.nextDeadline else { Issue.record("no deadline while flinging"); return }
        while d.now < end { d.advance(16) }
        #expect(!d.engine.isAnimating)
        #expect(d.of(.fling).last?.phase == .ended)
        #expect(d.engine.scrollOffset > afterRelease)
        #expect(d.engine.scrollOffset <= d.engine.maxScrollOffset)
    }

    @Test func theResultDoesNotDependOnFrameTiming() {
        let a = Driver(), b = Driver()
        a.engine.setScrollExtent(max: 100_000, at: 0); b.engine.setScrollExtent(max: 100_000, at: 0)
        flick(a, distance: 120); flick(b, distance: 120)
        a.advance(3000)                          // one jump
        for _ in 0..<300 { b.advance(10) }       // many frames
        #expect(a.engine.scrollOffset == b.engine.scrollOffset)
        #expect(a.engine.scrollOffset > 0)
    }

    @Test func aSlowReleaseDoesNotFling() {
        let d = Driver()
        flick(d, distance: 30, ms: 100, steps: 6)   // 50 px/s-ish, then pauses
        #expect(d.of(.fling).isEmpty)
        #expect(d.engine.nextDeadline == nil)
    }

    @Test func aTouchStopsTheFlingAndIsNotATap() {
        let d = Driver()
        flick(d, distance: 200)
        d.advance(50)
        let before = d.engine.scrollOffset
        let p = ListFixture.point(row: 3)
        d.down(2, p)
        #expect(d.of(.fling).last?.phase == .cancelled)
        #expect(d.of(.fling).last?.cancelReason == .interrupted)
        #expect(d.engine.scrollOffset == before)
        d.advance(40)
        d.up(2)
        d.advance(1000)
        #expect(d.of(.tap).isEmpty)
        #expect(d.engine.scrollOffset == before)
        #expect(d.engine.explain.entries.contains { $0.reason == .landedOnFling && $0.kind == .tap })
    }

    @Test func theFlingIsClampedAtTheTop() {
        let d = Driver()
        d.engine.setScrollOffset(50, at: 0)
        let p = ListFixture.point(row: 1)
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x, y: p.y + 150), steps: 6, ms: 8)
        d.up(1)
        d.advance(5000)
        #expect(d.engine.scrollOffset == 0)
        #expect(d.log.allSatisfy { $0.scrollOffset >= 0 })
    }
}
