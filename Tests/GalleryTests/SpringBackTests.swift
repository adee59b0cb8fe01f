import Gestures
import Testing

@testable import Gallery

/// The spring that brings a transient offset back: values at given virtual times (worked
/// out by hand from x(τ) = (x₀ + (v₀ + ωx₀)τ)e^(−ωτ), ω = 2π / 550 ms), no overshoot from
/// rest, an exact zero at its end, and the drag example driven by it through the core.
@Suite struct SpringBackTests {
    static func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func valuesAtGivenTimes() {
        let s = SpringBack(from: Point(x: 60, y: -30), at: 1000)
        #expect(s.offset(at: 1000) == Point(x: 60, y: -30))
        #expect(s.offset(at: 900) == Point(x: 60, y: -30))   // before it starts
        // Half a response in: (1 + π)e^(−π) = 0.178974 of the way.
        #expect(Self.near(s.offset(at: 1275), Point(x: 10.738467, y: -5.369233)), "\(s.offset(at: 1275))")
        // One response in: (1 + 2π)e^(−2π) = 0.013601.
        #expect(Self.near(s.offset(at: 1550), Point(x: 0.816056, y: -0.408028)), "\(s.offset(at: 1550))")
        #expect(s.offset(at: s.endTime) == .zero)
        #expect(s.offset(at: s.endTime - 1) != .zero)
        #expect(s.isDone(at: s.endTime) && !s.isDone(at: s.endTime - 1))
    }

    @Test func fromRestItComesBackWithoutPassingZero() {
        let s = SpringBack(from: Point(x: 0, y: 40), at: 0)
        var last = 40.0
        for t in stride(from: 0.0, through: s.endTime + 10, by: 1) {
            let y = s.offset(at: t).y
            #expect(y >= 0 && y <= last, "t \(t): \(y) after \(last)")
            last = y
        }
        // It rests once under half a pixel: at about 6.4 / ω = 560 ms.
        #expect(s.endTime > 540 && s.endTime < 580, "\(s.endTime)")
    }

    @Test func releasedMovingItGoesOnThenReturns() {
        let s = SpringBack(from: Point(x: 60, y: 0), velocity: Point(x: 600, y: 0), at: 0)   // 600 px/s outwards
        let peak = stride(from: 0.0, through: s.endTime, by: 1).map { s.offset(at: $0).x }.max()!
        #expect(peak > 60 && peak < 120, "peak \(peak)")
        #expect(s.offset(at: s.endTime) == .zero)
        #expect(s.endTime < 1000, "\(s.endTime)")
    }

    @Test func theDragExampleSpringsBackAtTheEndAndOnCancel() {
        let d = GalleryDriver(page: .recognizers)
        let p = d.centre("drag")
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x + 60, y: p.y), steps: 6, interval: 0.016)
        d.up(1)
        #expect(d.shape("drag").transientOffset == Point(x: 60, y: 0))   // released where it was
        #expect(d.core.isAnimating)
        #expect(d.core.nextDeadline == d.now + d.core.runtime.configuration.frameInterval)
        d.advance(by: 0.1)
        let x = d.shape("drag").transientOffset.x
        #expect(x > 0 && x != 60, "\(x)")   // on its way, not snapped
        d.advance(by: 0.9)
        #expect(d.shape("drag").transientOffset == .zero)
        #expect(!d.core.isAnimating && d.core.nextDeadline == nil)
        #expect(d.shape("drag").offset == .zero)

        // Cancelled from rest: exactly the spring's values.
        d.advance(by: 0.1)
        let q = d.centre("drag")
        d.down(2, q)
        d.drag(2, from: q, to: Point(x: q.x, y: q.y + 40), steps: 4, interval: 0.016)
        d.cancel()
        let t0 = d.now
        #expect(d.shape("drag").transientOffset == Point(x: 0, y: 40))
        d.advance(by: 0.275)
        #expect(
            Self.near(d.shape("drag").transientOffset, Point(x: 0, y: 7.158978)), "\(d.shape("drag").transientOffset)")
        d.advance(by: 0.275)
        #expect(
            Self.near(d.shape("drag").transientOffset, Point(x: 0, y: 0.544037)), "\(d.shape("drag").transientOffset)")
        d.advance(by: (600 - (d.now - t0)) / 1000)
        #expect(d.shape("drag").transientOffset == .zero)
        #expect(!d.core.isAnimating)
    }

    /// A drag that catches the shape on its way back moves it from where it is: no jump
    /// from one frame to the next, and its translation on top.
    @Test func aNewDragCatchesItWhereItIs() {
        let d = GalleryDriver(page: .recognizers)
        let p = d.centre("drag")
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x, y: p.y + 40), steps: 4, interval: 0.016)
        d.cancel()
        d.advance(by: 0.1)
        let r = d.centre("drag")
        var last = d.shape("drag").transientOffset
        #expect(last.y > 20 && last.y < 40, "\(last)")
        d.down(2, r)
        for k in 1 ... 6 {
            d.advance(by: 0.016)
            d.move(2, Point(x: r.x + Double(k) * 5, y: r.y))
            let now = d.shape("drag").transientOffset
            // The spring moves it at most 0.17 px/ms here (2.7 px a frame) until the drag
            // begins; a reset to zero would be a jump of over 20 px.
            #expect(abs(now.y - last.y) < 4, "frame \(k): \(last) → \(now)")
            last = now
        }
        #expect(last.x == 30 && last.y > 10, "\(last)")
        #expect(!d.core.isAnimating)   // the drag holds it
        d.up(2)
        d.advance(by: 1.5)
        #expect(d.shape("drag").transientOffset == .zero)
    }

    /// Replay and settle leave nothing moving: the spring ends at rest within the settle.
    @Test func settleLetsTheSpringFinish() {
        let d = GalleryDriver(page: .recognizers)
        let p = d.centre("drag")
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x + 60, y: p.y), steps: 6, interval: 0.016)
        d.up(1)
        let end = d.core.settle(from: d.now)
        #expect(end > d.now && end < d.now + 2000, "\(end)")
        #expect(d.shape("drag").transientOffset == .zero)
        #expect(!d.core.isAnimating && d.core.nextDeadline == nil)
    }
}
