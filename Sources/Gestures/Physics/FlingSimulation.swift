import RealModule

/// A decelerating one-dimensional fling within bounds, evaluated analytically from time so
/// that frame timing cannot change where it goes or when it stops.
///
/// Velocity decays exponentially, v(t) = v₀·rᵗ (r per ms, UIKit's deceleration rate), so
/// x(t) = x₀ + v₀/k·(1 − e^(−k·t)) with k = −ln r per second. It stops when the speed falls
/// under `stopVelocity` or the position reaches a bound, and stays there: every position it
/// reports is within [lowerBound, upperBound].
package struct FlingSimulation: Hashable, Sendable {
    package let startPosition: Double
    /// px/s, signed.
    package let startVelocity: Double
    /// Virtual clock (ms).
    package let startTime: Double
    package let lowerBound: Double
    package let upperBound: Double
    /// Decay constant per second (−ln of the per-second decay).
    package let k: Double
    /// When it comes to rest (ms, virtual clock).
    package let endTime: Double
    /// Where it comes to rest.
    package let endPosition: Double
    /// The velocity (px/s) it still had when a bound stopped it, 0 when it slowed down to
    /// rest: what a nested scroller hands on to the one around it.
    package let endVelocity: Double

    package init(
        position: Double, velocity: Double, time: Double, lowerBound: Double,
        upperBound: Double, decelerationRate: Double = 0.998, stopVelocity: Double = 10
    ) {
        let lo = min(lowerBound, upperBound), hi = max(lowerBound, upperBound)
        let x0 = min(max(position, lo), hi)
        let rate = min(max(decelerationRate, 1e-6), 0.999999)
        let k = -Double.log(rate) * 1000
        let vs = max(stopVelocity, 1e-6)
        startPosition = x0; startVelocity = velocity; startTime = time
        self.lowerBound = lo; self.upperBound = hi; self.k = k
        let speed = abs(velocity)
        guard speed > vs else {
            endTime = time; endPosition = x0; endVelocity = 0; return
        }
        var duration = Double.log(speed / vs) / k   // seconds until speed = vs
        var end = x0 + velocity / k * (1 - vs / speed)
        let bound = velocity > 0 ? hi : lo
        var stoppedAt = 0.0
        if (velocity > 0 && end > hi) || (velocity < 0 && end < lo) {
            // Solve x(t) = bound: e^(−kt) = 1 − (bound − x0)·k / v₀; v(t) = v₀·e^(−kt).
            let q = 1 - (bound - x0) * k / velocity
            duration = q > 0 ? -Double.log(q) / k : 0
            end = bound
            stoppedAt = velocity * min(1, max(0, q))
        }
        endVelocity = stoppedAt
        endTime = time + max(0, duration) * 1000
        endPosition = end
    }

    /// True once the fling is at rest (at `endTime` or later).
    @inlinable package func isDone(at time: Double) -> Bool { time >= endTime }

    /// Position at `time` (ms): the start before `startTime`, the rest position after `endTime`.
    package func position(at time: Double) -> Double {
        if time >= endTime { return endPosition }
        let t = max(0, time - startTime) / 1000
        let x = startPosition + startVelocity / k * (1 - Double.exp(-k * t))
        return min(max(x, lowerBound), upperBound)
    }

    /// Velocity (px/s) at `time`; zero once at rest.
    package func velocity(at time: Double) -> Double {
        if time >= endTime { return 0 }
        return startVelocity * Double.exp(-k * max(0, time - startTime) / 1000)
    }

    /// Distance an unbounded fling with this velocity travels before stopping
    /// (used for predicted end locations).
    package static func distance(velocity: Double, decelerationRate: Double = 0.998) -> Double {
        let rate = min(max(decelerationRate, 1e-6), 0.999999)
        return velocity / (-Double.log(rate) * 1000)
    }
}
