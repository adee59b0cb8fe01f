/// A bracketed timestamp, in integer microseconds, with the period after which it wraps.
struct TraceTimestamp: Equatable, Sendable {
    var microseconds: UInt64
    /// libwayland ≤ 1.23 prints a 32-bit microsecond counter (wraps after ~71.6 min); the
    /// time-of-day format wraps at midnight; wayland-rs prints Unix seconds (no wrap).
    var period: UInt64?

    static let counterPeriod: UInt64 = 1 << 32
    static let dayPeriod: UInt64 = 86_400_000_000

    /// Reads `%7u.%03u` / `%10.3f` (milliseconds), `HH:MM:SS.uuuuuu`, or `secs.uuuuuu`.
    init?(_ text: Substring) {
        let t = text.trimmingSpaces
        let parts = t.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 3 {
            guard let h = UInt64(parts[0]), let m = UInt64(parts[1]) else { return nil }
            let sec = parts[2].split(separator: ".", omittingEmptySubsequences: false)
            guard sec.count == 2, let s = UInt64(sec[0]), let frac = Self.fraction(sec[1], digits: 6) else { return nil }
            microseconds = ((h * 60 + m) * 60 + s) * 1_000_000 + frac
            period = Self.dayPeriod
            return
        }
        let pieces = t.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count == 2, let whole = UInt64(pieces[0]) else { return nil }
        switch pieces[1].count {
        case 3:
            guard let frac = UInt64(pieces[1]) else { return nil }
            microseconds = whole * 1000 + frac
            period = Self.counterPeriod
        case 6:
            guard let frac = UInt64(pieces[1]) else { return nil }
            microseconds = whole * 1_000_000 + frac
            period = nil
        default:
            return nil
        }
    }

    private static func fraction(_ s: Substring, digits: Int) -> UInt64? {
        guard s.count == digits else { return nil }
        return UInt64(s)
    }
}

/// Turns wrapping timestamps into a monotonic virtual clock in milliseconds, starting at 0 on
/// the first timestamped line.
struct VirtualClock: Sendable {
    private var origin: UInt64?
    private var last: UInt64 = 0
    private var offset: UInt64 = 0

    /// Returns milliseconds since the first stamp. A jump backwards by more than half the
    /// period is a wrap; a small step backwards (threads printing out of order) holds the clock.
    mutating func now(for stamp: TraceTimestamp) -> Double {
        var unwrapped = stamp.microseconds + offset
        if let period = stamp.period, origin != nil, unwrapped + period / 2 < last {
            offset += period
            unwrapped += period
        }
        if origin == nil { origin = unwrapped; last = unwrapped }
        if unwrapped > last { last = unwrapped }
        return Double(last - origin!) / 1000
    }
}
