import Testing

@testable import Gestures

@Suite struct VelocityTrackerTests {
    @Test func linearMotionGivesItsVelocity() {
        var t = VelocityTracker()
        for k in 0 ..< 10 { t.add(Point(x: Double(k) * 5, y: Double(k) * -8), time: UInt32(1000 + k * 10)) }
        let v = t.velocity()
        #expect(abs(v.x - 500) < 1e-9)
        #expect(abs(v.y + 800) < 1e-9)
    }

    @Test func eventTimeWrapsAround() {
        var t = VelocityTracker()
        let base = UInt32.max - 25
        for k in 0 ..< 6 { t.add(Point(x: Double(k) * 3, y: 0), time: base &+ UInt32(k * 10)) }
        #expect(abs(t.velocity().x - 300) < 1e-9)
    }

    @Test func onlyTheLastWindowCounts() {
        var t = VelocityTracker(window: 100)
        // Slow for 300 ms, then fast for the last 100 ms.
        for k in 0 ... 30 { t.add(Point(x: Double(k), y: 0), time: UInt32(k * 10)) }
        for k in 1 ... 10 { t.add(Point(x: 30 + Double(k) * 20, y: 0), time: UInt32(300 + k * 10)) }
        #expect(abs(t.velocity().x - 2000) < 1e-6)
    }

    @Test func aPauseBeforeReleaseMeansNoVelocity() {
        var t = VelocityTracker()
        for k in 0 ..< 5 { t.add(Point(x: Double(k) * 10, y: 0), time: UInt32(k * 10)) }
        #expect(t.velocity(at: 45).x > 0)
        #expect(t.velocity(at: 200) == .zero)
    }

    /// A finger accelerating until it lifts: the velocity is the speed at the newest sample,
    /// not the window's average (a straight line would read 2·3·50 = 300 px/s, half of it).
    @Test func anAcceleratingStrokeIsReadAtTheNewestSample() {
        var t = VelocityTracker()
        // x = 0.03·t² (t in ms): 0.06·t px/ms, 6 px/ms = 6000 px/s at t = 100.
        for k in 0 ... 10 {
            let ms = Double(k * 10); t.add(Point(x: 0.03 * ms * ms, y: -0.01 * ms * ms), time: UInt32(ms))
        }
        let v = t.velocity(at: 100)
        #expect(abs(v.x - 6000) < 1e-6 && abs(v.y + 2000) < 1e-6)
    }

    /// Millisecond stamps at 8 ms: the fit reads the same as at the exact instants.
    @Test func theFitIsTheSameAtAnyStartTime() {
        var a = VelocityTracker(), b = VelocityTracker()
        for k in 0 ..< 12 {
            let p = Point(x: Double(k * k) * 1.5 + Double(k), y: Double(k) * 4)
            a.add(p, time: UInt32(k * 8))
            b.add(p, time: UInt32.max - 40 &+ UInt32(k * 8))
        }
        let va = a.velocity(), vb = b.velocity()
        #expect(abs(va.x - vb.x) < 1e-6 && abs(va.y - vb.y) < 1e-6)
        #expect(abs(va.y - 500) < 1e-6)
    }

    /// Two samples, or samples at only two instants: a quadratic is not determined, so the
    /// estimate is the straight line through them.
    @Test func fewSamplesFallBackToAStraightLine() {
        var t = VelocityTracker()
        t.add(Point(x: 0, y: 0), time: 100)
        t.add(Point(x: 12, y: -6), time: 108)
        #expect(abs(t.velocity().x - 1500) < 1e-9 && abs(t.velocity().y + 750) < 1e-9)
        t.add(Point(x: 14, y: -6), time: 108)   // a third sample at the second instant
        let v = t.velocity()
        #expect(abs(v.x - 1625) < 1e-9 && abs(v.y + 750) < 1e-9)
        // With the quadratic asked for from more samples, three distinct instants still give a line.
        var u = VelocityTracker(quadraticSamples: 5)
        for (k, x) in [0.0, 1, 4, 9].enumerated() { u.add(Point(x: x, y: 0), time: UInt32(k * 10)) }
        #expect(abs(u.velocity().x - 300) < 1e-9)   // the least-squares line of 0, 1, 4, 9
    }

    /// Faster than the maximum: the vector is scaled to it, so the direction is kept.
    @Test func aFastEstimateIsClampedAlongItsDirection() {
        var t = VelocityTracker(maxSpeed: 1000)
        for k in 0 ..< 6 { t.add(Point(x: Double(k) * 30, y: Double(k) * -40), time: UInt32(k * 10)) }
        let v = t.velocity()
        #expect(abs(v.x - 600) < 1e-9 && abs(v.y + 800) < 1e-9)
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
        d.drag(1, from: p, to: Point(x: p.x, y: p.y - distance), steps: steps, interval: ms / 1000)
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
        while d.now < end { d.advance(by: 0.016) }
        #expect(!d.engine.isAnimating)
        #expect(d.of(.fling).last?.phase == .ended)
        #expect(d.engine.scrollOffset > afterRelease)
        #expect(d.engine.scrollOffset <= d.engine.maxScrollOffset)
    }

    @Test func theResultDoesNotDependOnFrameTiming() {
        let a = Driver(), b = Driver()
        a.engine.setScrollExtent(max: 100_000, at: 0); b.engine.setScrollExtent(max: 100_000, at: 0)
        flick(a, distance: 120); flick(b, distance: 120)
        a.advance(by: 3)   // one jump
        for _ in 0 ..< 300 { b.advance(by: 0.01) }   // many frames
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
        d.advance(by: 0.05)
        let before = d.engine.scrollOffset
        let p = ListFixture.point(row: 3)
        d.down(2, p)
        #expect(d.of(.fling).last?.phase == .cancelled)
        #expect(d.of(.fling).last?.cancelReason == .interrupted)
        #expect(d.engine.scrollOffset == before)
        d.advance(by: 0.04)
        d.up(2)
        d.advance(by: 1)
        #expect(d.of(.tap).isEmpty)
        #expect(d.engine.scrollOffset == before)
        #expect(d.engine.explain.entries.contains { $0.reason == .landedOnFling && $0.kind == .tap })
    }

    /// A diagonal flick faster than `maxFlingVelocity`: the release velocity is scaled down as
    /// a vector, so the list flings with the vertical part of the clamped velocity (not with
    /// the maximum, as clamping each axis would).
    @Test func aTooFastReleaseKeepsItsDirection() {
        let d = Driver()
        let p = ListFixture.point(row: 6)
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x - 200, y: p.y - 480), steps: 6, interval: 0.008)   // (−4167, −10 000) px/s
        d.up(1)
        guard let ended = d.of(.scroll).last, ended.phase == .ended else { Issue.record("no scroll ended"); return }
        let v = ended.velocity
        #expect(abs(v.length - 8000) < 1e-6)
        #expect(abs(v.x / v.y - 200.0 / 480.0) < 1e-9)
        #expect(d.of(.fling).first?.velocity.y == -v.y)
        #expect(abs(-v.y - 8000 * 480 / (200 * 200 + 480 * 480).squareRoot()) < 1e-6)
    }

    @Test func theFlingIsClampedAtTheTop() {
        let d = Driver()
        d.engine.setScrollOffset(50, at: 0)
        let p = ListFixture.point(row: 1)
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x, y: p.y + 150), steps: 6, interval: 0.008)
        d.up(1)
        d.advance(by: 5)
        #expect(d.engine.scrollOffset == 0)
        #expect(d.log.allSatisfy { $0.scrollOffset >= 0 })
    }
}
