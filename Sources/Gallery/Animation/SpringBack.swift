import Gestures

#if canImport(Glibc)
import Glibc
#endif

/// A transient offset returning to zero on the virtual clock: a critically damped spring,
/// x(τ) = (x₀ + (v₀ + ω·x₀)·τ)·e^(−ω·τ) per axis, τ = t − start, ω = 2π / response. Critical
/// damping is the fastest return that never oscillates: released from rest, the shape comes
/// back without passing its place; released moving, it may go on a little, then returns once.
///
/// The value is a function of the time alone, never stepped, so live frames at any rate and
/// replay (which advances only to event times and deadlines) see the same offset at the same
/// time. It ends exactly at zero at `endTime`, the first time from which the offset stays
/// under `restDistance` on both axes.
struct SpringBack: Equatable, Sendable {
    /// SwiftUI's default spring response (`.spring()`: 0.55 s), in ms.
    static let response = 550.0
    /// Under half a logical pixel the offset cannot be seen; the spring stops there.
    static let restDistance = 0.5

    let from: Point
    /// px/ms.
    let velocity: Point
    let start: Double
    let omega: Double
    let endTime: Double

    /// A spring from `offset`, moving at `velocity` (px/s, as the engine reports it), at `time`.
    init(from offset: Point, velocity: Point = .zero, at time: Double, response: Double = Self.response) {
        from = offset
        let v = Point(x: velocity.x.isFinite ? velocity.x / 1000 : 0, y: velocity.y.isFinite ? velocity.y / 1000 : 0)
        self.velocity = v
        start = time
        omega = 2 * .pi / response
        endTime = time + max(Self.settleTime(offset.x, v.x, omega), Self.settleTime(offset.y, v.y, omega))
    }

    /// The offset at `time`: `from` before the start, zero from `endTime` on.
    func offset(at time: Double) -> Point {
        guard time < endTime else { return .zero }
        let tau = max(0, time - start), decay = exp(-omega * tau)
        return Point(
            x: (from.x + (velocity.x + omega * from.x) * tau) * decay,
            y: (from.y + (velocity.y + omega * from.y) * tau) * decay)
    }

    func isDone(at time: Double) -> Bool { time >= endTime }

    /// How long one axis takes to stay under `restDistance`: the bound
    /// B(τ) = (|x₀| + (|v₀| + ω|x₀|)·τ)·e^(−ωτ) ≥ |x(τ)| rises until its peak and falls after,
    /// so the time is found by bisection on the falling side (deterministic: 60 halvings).
    static func settleTime(_ x0: Double, _ v0: Double, _ omega: Double) -> Double {
        let a = abs(x0), b = abs(v0) + omega * abs(x0)
        func bound(_ t: Double) -> Double { (a + b * t) * exp(-omega * t) }
        guard b > 0 else { return 0 }
        var lo = max(0, (b - omega * a) / (omega * b))
        guard bound(lo) > restDistance else { return lo }
        var hi = lo + 1 / omega
        while bound(hi) > restDistance { hi += 1 / omega }
        for _ in 0 ..< 60 {
            let mid = (lo + hi) / 2
            if bound(mid) > restDistance { lo = mid } else { hi = mid }
        }
        return hi
    }
}
