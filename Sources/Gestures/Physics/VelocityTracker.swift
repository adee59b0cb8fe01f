/// Estimates velocity from recent position samples stamped with the compositor's event time.
///
/// Keeps the last `capacity` samples in a ring allocated once; the estimate is the
/// least-squares slope over the samples of the last `window` ms that are not separated by a
/// pause longer than `stopGap` (Flutter's VelocityTracker horizon and stop rule). Event times
/// are 32-bit milliseconds that wrap: they are unwrapped by signed differences.
public struct VelocityTracker: Sendable {
    @usableFromInline var times: [Double]
    @usableFromInline var xs: [Double]
    @usableFromInline var ys: [Double]
    @usableFromInline var head = 0
    @usableFromInline var count = 0
    @usableFromInline var lastRaw: UInt32 = 0
    @usableFromInline var unwrapped: Double = 0
    public let window: Double
    public let stopGap: Double

    /// - Parameters: capacity: samples kept (Flutter keeps 20); window, stopGap: ms.
    public init(capacity: Int = 20, window: Double = 100, stopGap: Double = 40) {
        let n = max(2, capacity)
        times = Array(repeating: 0, count: n)
        xs = Array(repeating: 0, count: n)
        ys = Array(repeating: 0, count: n)
        self.window = window
        self.stopGap = stopGap
    }

    /// Forgets every sample (keeps the storage).
    public mutating func reset() { head = 0; count = 0 }

    /// The unwrapped time (ms) of the newest sample, if any.
    public var newestTime: Double? { count == 0 ? nil : times[(head + times.count - 1) % times.count] }

    /// Converts an event time to the tracker's unwrapped time line without adding a sample.
    public func unwrappedTime(_ raw: UInt32) -> Double {
        count == 0 ? Double(raw) : unwrapped + Double(Int32(bitPattern: raw &- lastRaw))
    }

    /// Adds a sample. - Complexity: O(1), no allocation.
    public mutating func add(_ p: Point, time raw: UInt32) {
        let t = unwrappedTime(raw)
        unwrapped = t
        lastRaw = raw
        times[head] = t; xs[head] = p.x; ys[head] = p.y
        head = (head + 1) % times.count
        if count < times.count { count += 1 }
    }

    /// Velocity in px/s at event time `raw` (for example the release): zero when fewer than two
    /// usable samples, or when the newest is older than `stopGap` (the pointer stopped).
    /// - Complexity: O(capacity), no allocation.
    public func velocity(at raw: UInt32? = nil) -> Point {
        guard count >= 2 else { return .zero }
        let n = times.count
        let newest = (head + n - 1) % n
        let tNewest = times[newest]
        if let raw, unwrappedTime(raw) - tNewest > stopGap { return .zero }
        // Walk back from the newest sample while within the window and without long pauses.
        var used = 1
        var previous = tNewest
        while used < count {
            let i = (newest - used + n) % n
            let t = times[i]
            if tNewest - t > window || previous - t > stopGap { break }
            previous = t
            used += 1
        }
        guard used >= 2 else { return .zero }
        var st = 0.0, sx = 0.0, sy = 0.0
        for k in 0..<used {
            let i = (newest - k + n) % n
            st += times[i] - tNewest; sx += xs[i]; sy += ys[i]
        }
        let m = Double(used)
        let mt = st / m, mx = sx / m, my = sy / m
        var stt = 0.0, stx = 0.0, sty = 0.0
        for k in 0..<used {
            let i = (newest - k + n) % n
            let dt = times[i] - tNewest - mt
            stt += dt * dt; stx += dt * (xs[i] - mx); sty += dt * (ys[i] - my)
        }
        guard stt > 0 else { return .zero }   // all samples at one instant: no estimate
        let v = Point(x: stx / stt * 1000, y: sty / stt * 1000)
        return (v.x.isFinite && v.y.isFinite) ? v : .zero
    }
}
