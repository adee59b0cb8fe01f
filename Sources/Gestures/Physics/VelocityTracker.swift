/// Estimates velocity from recent position samples stamped with the compositor's event time.
///
/// The estimate is the slope, at the newest sample, of a least-squares quadratic through the
/// samples of the last `window` ms that are not separated by a pause longer than `stopGap`:
/// the unweighted second-degree fit of Android's VelocityTracker (LSQ2) and Flutter's, with
/// their horizon, history and stop rule. A finger flinging accelerates until it lifts, so a
/// straight line (the average speed over the window, centred half a window before the lift)
/// reads well under the speed at release, and every fling would stop short.
///
/// Three points fix a quadratic exactly, so it needs at least `quadraticSamples` samples at
/// three distinct instants; with fewer (a quick flick, millisecond timestamps that collide) it
/// falls back, as Android does, to a straight line through what there is. Every estimate is
/// clamped to `maxSpeed` by scaling the vector, so a clamped fling keeps its direction.
///
/// The samples live in a fixed ring inside the value: creating, copying or resetting a tracker
/// and adding a sample never allocate. Event times are 32-bit milliseconds that wrap: they are
/// unwrapped by signed differences.
package struct VelocityTracker: Sendable {
    /// Samples kept (Flutter's and Android's history size).
    package static let capacity = 20

    @usableFromInline struct Sample: Sendable {
        var t = 0.0, x = 0.0, y = 0.0
    }

    @usableFromInline var samples = InlineArray<20, Sample>(repeating: Sample())
    @usableFromInline var head = 0
    @usableFromInline var count = 0
    @usableFromInline var lastRaw: UInt32 = 0
    @usableFromInline var unwrapped: Double = 0
    /// Age (ms) of the oldest sample an estimate uses.
    package let window: Double
    /// A pause (ms) between samples longer than this means the pointer stopped.
    package let stopGap: Double
    /// Fewest samples for the quadratic fit; with fewer, a straight line.
    package let quadraticSamples: Int
    /// Largest speed (px/s) an estimate reports.
    package let maxSpeed: Double

    /// - Parameters: window, stopGap: ms; quadraticSamples: at least 3; maxSpeed: px/s.
    package init(
        window: Double = 100, stopGap: Double = 40, quadraticSamples: Int = 3,
        maxSpeed: Double = .infinity
    ) {
        self.window = window
        self.stopGap = stopGap
        self.quadraticSamples = max(3, quadraticSamples)
        self.maxSpeed = maxSpeed.isNaN ? .infinity : max(0, maxSpeed)
    }

    /// A tracker tuned by `configuration` (window, stop gap, quadratic samples, fastest fling).
    package init(configuration c: GestureConfiguration) {
        self.init(
            window: c.velocityWindowMilliseconds, stopGap: c.velocityStopGapMilliseconds,
            quadraticSamples: c.velocityQuadraticSamples, maxSpeed: c.maxFlingVelocity)
    }

    /// Forgets every sample.
    package mutating func reset() { head = 0; count = 0 }

    /// The unwrapped time (ms) of the newest sample, if any.
    package var newestTime: Double? {
        count == 0 ? nil : samples[(head + Self.capacity - 1) % Self.capacity].t
    }

    /// Converts an event time to the tracker's unwrapped time line without adding a sample.
    package func unwrappedTime(_ raw: UInt32) -> Double {
        count == 0 ? Double(raw) : unwrapped + Double(Int32(bitPattern: raw &- lastRaw))
    }

    /// Adds a sample; one equal to the newest (same time, same place: a frame repeating the
    /// motion it closes) is not added twice, so it cannot weigh twice in the fit.
    /// - Complexity: O(1), no allocation.
    package mutating func add(_ p: Point, time raw: UInt32) {
        let t = unwrappedTime(raw)
        if count > 0 {
            let newest = samples[(head + Self.capacity - 1) % Self.capacity]
            if newest.t == t && newest.x == p.x && newest.y == p.y { return }
        }
        unwrapped = t
        lastRaw = raw
        samples[head] = Sample(t: t, x: p.x, y: p.y)
        head = (head + 1) % Self.capacity
        if count < Self.capacity { count += 1 }
    }

    /// Velocity in px/s at the newest sample, read at event time `raw` (for example the
    /// release): zero when fewer than two usable samples, or when the newest is older than
    /// `stopGap` at `raw` (the pointer stopped before it lifted).
    /// - Complexity: O(capacity), no allocation.
    package func velocity(at raw: UInt32? = nil) -> Point {
        guard count >= 2 else { return .zero }
        let n = Self.capacity
        let newest = (head + n - 1) % n
        let last = samples[newest]
        if let raw, unwrappedTime(raw) - last.t > stopGap { return .zero }
        // Walk back from the newest sample while within the window and without long pauses,
        // counting the distinct instants (millisecond stamps can repeat).
        var used = 1, instants = 1
        var previous = last.t
        while used < count {
            let t = samples[(newest - used + n) % n].t
            if last.t - t > window || abs(previous - t) > stopGap { break }
            if t != previous { instants += 1 }
            previous = t
            used += 1
        }
        guard instants >= 2 else { return .zero }
        // Sums over u = (t − t_newest) / window ∈ [−1, 0] (well scaled for the normal equations)
        // and positions relative to the newest.
        var s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        var x0 = 0.0, x1 = 0.0, x2 = 0.0, y0 = 0.0, y1 = 0.0, y2 = 0.0
        let scale = window > 0 ? window : 1
        for k in 0 ..< used {
            let s = samples[(newest - k + n) % n]
            let u = (s.t - last.t) / scale, uu = u * u
            let dx = s.x - last.x, dy = s.y - last.y
            s1 += u; s2 += uu; s3 += uu * u; s4 += uu * uu
            x0 += dx; x1 += dx * u; x2 += dx * uu
            y0 += dy; y1 += dy * u; y2 += dy * uu
        }
        let m = Double(used)
        let det = m * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        let slope: Point
        if used >= quadraticSamples && instants >= 3 && det > 0 {
            // x(u) = b0 + b1·u + b2·u²; b1, the slope at u = 0, by Cramer's rule.
            func b1(_ r0: Double, _ r1: Double, _ r2: Double) -> Double {
                (m * (r1 * s4 - s3 * r2) - r0 * (s1 * s4 - s3 * s2) + s2 * (s1 * r2 - r1 * s2)) / det
            }
            slope = Point(x: b1(x0, x1, x2), y: b1(y0, y1, y2))
        } else {
            // A straight line: the least-squares slope.
            let varU = s2 - s1 * s1 / m
            guard varU > 0 else { return .zero }
            slope = Point(x: (x1 - s1 * x0 / m) / varU, y: (y1 - s1 * y0 / m) / varU)
        }
        let v = Point(x: slope.x / scale * 1000, y: slope.y / scale * 1000)
        guard v.x.isFinite && v.y.isFinite else { return .zero }
        let speed = v.length
        guard speed > maxSpeed else { return v }
        return Point(x: v.x / speed * maxSpeed, y: v.y / speed * maxSpeed)   // exact along an axis
    }
}
