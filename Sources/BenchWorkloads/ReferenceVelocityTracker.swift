import Gestures

/// The velocity Flutter's `VelocityTracker` computes from the same samples, written here as a
/// reference the tests and the bench hold the engine's estimate against. The engine never uses it.
///
/// Flutter's algorithm (flutter/flutter, `packages/flutter/lib/src/gestures/velocity_tracker.dart`
/// and `lsq_solver.dart`), kept deliberately unlike the engine's so the two check each other:
/// it keeps the last 20 samples; walks back from the newest while a sample is at most 100 ms
/// older than the newest and at most 40 ms from the one after it; with at least 3 such samples
/// fits x(t) and y(t) each with a second-degree polynomial by weighted least squares (unit
/// weights, t in ms relative to the newest, solved by a QR decomposition from Gram–Schmidt) and
/// reports the linear coefficients; otherwise, or when the fit is degenerate, zero. A drag
/// recognizer then clamps the release to the fastest fling by scaling the vector.
public struct ReferenceVelocityTracker: Sendable {
    public static let historySize = 20
    public static let horizon = 100.0
    public static let stopGap = 40.0
    public static let minimumSamples = 3

    var times: [Double] = []
    var points: [Point] = []

    public init() {}

    /// Adds a sample at `time` (ms).
    public mutating func add(_ p: Point, time: Double) {
        times.append(time); points.append(p)
        if times.count > Self.historySize { times.removeFirst(); points.removeFirst() }
    }

    /// The velocity (px/s) at the newest sample, its magnitude clamped to `maxSpeed`; zero when
    /// `liftTime` (ms) comes more than 40 ms after the newest sample (Flutter's tracker reads
    /// the time since its last sample from a stopwatch when asked at the lift).
    public func velocity(liftTime: Double? = nil, maxSpeed: Double = .infinity) -> Point {
        guard let newest = times.last else { return .zero }
        if let liftTime, liftTime - newest > Self.stopGap { return .zero }
        var ts: [Double] = [], xs: [Double] = [], ys: [Double] = []
        var previous = newest
        for i in stride(from: times.count - 1, through: 0, by: -1) {
            let age = newest - times[i], gap = abs(times[i] - previous)
            if age > Self.horizon || gap > Self.stopGap { break }
            previous = times[i]
            ts.append(-age); xs.append(points[i].x); ys.append(points[i].y)
        }
        guard ts.count >= Self.minimumSamples,
            let fx = Self.polynomialFit(ts, xs, degree: 2), let fy = Self.polynomialFit(ts, ys, degree: 2)
        else { return .zero }
        let v = Point(x: fx[1] * 1000, y: fy[1] * 1000)
        let speed = v.length
        return speed > maxSpeed ? Point(x: v.x / speed * maxSpeed, y: v.y / speed * maxSpeed) : v
    }

    /// Coefficients c₀…c_degree of the least-squares polynomial through (t, y) with unit
    /// weights, or nil when the powers of t are linearly dependent (too few distinct t).
    static func polynomialFit(_ t: [Double], _ y: [Double], degree: Int) -> [Double]? {
        let m = t.count, n = degree + 1
        guard n <= m else { return nil }
        // Columns of the design matrix: a[j][h] = t[h]^j.
        var a = [[Double]](repeating: [Double](repeating: 1, count: m), count: n)
        for j in 1 ..< n { for h in 0 ..< m { a[j][h] = a[j - 1][h] * t[h] } }
        // Gram–Schmidt: q's rows orthonormal, r upper triangular, a = rᵀ·q.
        var q = a
        var r = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
        func dot(_ u: [Double], _ v: [Double]) -> Double { zip(u, v).reduce(0) { $0 + $1.0 * $1.1 } }
        for j in 0 ..< n {
            for i in 0 ..< j {
                let d = dot(q[j], q[i])
                for h in 0 ..< m { q[j][h] -= d * q[i][h] }
            }
            let norm = dot(q[j], q[j]).squareRoot()
            if norm < 0.000001 { return nil }
            for h in 0 ..< m { q[j][h] /= norm }
            for i in j ..< n { r[j][i] = dot(q[j], a[i]) }
        }
        // Back substitution of r·c = q·y.
        var c = [Double](repeating: 0, count: n)
        for i in stride(from: n - 1, through: 0, by: -1) {
            var s = dot(q[i], y)
            for k in (i + 1) ..< n { s -= r[i][k] * c[k] }
            c[i] = s / r[i][i]
        }
        return c
    }
}
