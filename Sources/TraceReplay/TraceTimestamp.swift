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
        guard let dot = t.lastIndex(ofByte: UInt8(ascii: ".")) else { return nil }
        let whole = t[..<dot], fraction = t[t.utf8.index(after: dot)...]
        guard let frac = fraction.parseDigits() else { return nil }
        if whole.firstIndex(ofByte: UInt8(ascii: ":")) != nil {
            let parts = whole.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 3, fraction.utf8.count == 6, let h = parts[0].parseDigits(),
                  let m = parts[1].parseDigits(), let s = parts[2].parseDigits() else { return nil }
            microseconds = ((h * 60 + m) * 60 + s) * 1_000_000 + frac
            period = Self.dayPeriod
            return
        }
        guard let w = whole.parseDigits() else { return nil }
        switch fraction.utf8.count {
        case 3:
            microseconds = w * 1000 + frac
            period = Self.counterPeriod
        case 6:
            microseconds = w * 1_000_000 + frac
            period = nil
        default:
            return nil
        }
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
