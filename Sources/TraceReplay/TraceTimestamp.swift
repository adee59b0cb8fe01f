/// A bracketed timestamp, in integer microseconds, with the period after which it wraps.
struct TraceTimestamp: Equatable, Sendable {
    var microseconds: UInt64
    /// libwayland ≤ 1.23 prints a 32-bit microsecond counter (wraps after ~71.6 min); the
    /// time-of-day format wraps at midnight; wayland-rs prints Unix seconds (no wrap).
    var period: UInt64?

    static let counterPeriod: UInt64 = 1 << 32
    static let dayPeriod: UInt64 = 86_400_000_000
    /// No stamp is later than 2^53 µs (285 years; Unix time is ~2^50.6 µs): larger numbers
    /// are not times, and must not overflow here or in `VirtualClock` (found by fuzzing:
    /// `[21474836483068580.099]` trapped on `w * 1000`).
    static let maxMicroseconds: UInt64 = 1 << 53

    /// Reads `%7u.%03u` / `%10.3f` (milliseconds), `HH:MM:SS.uuuuuu`, or `secs.uuuuuu` from
    /// bytes `lo..<hi` of a line (the text between the brackets).
    init?(_ line: ByteText, _ lo: Int, _ hi: Int) {
        let (lo, hi) = line.trimmed(lo, hi)
        guard let dot = line.last(UInt8(ascii: "."), lo, hi),
            let frac = line.parseDigits(dot + 1, hi)
        else { return nil }
        let fractionCount = hi - (dot + 1)
        if let colon1 = line.first(UInt8(ascii: ":"), lo, dot) {
            // Exactly three parts, as `split(separator: ":", omittingEmptySubsequences: false)`.
            guard let colon2 = line.first(UInt8(ascii: ":"), colon1 + 1, dot),
                line.first(UInt8(ascii: ":"), colon2 + 1, dot) == nil,
                fractionCount == 6, let h = line.parseDigits(lo, colon1),
                let m = line.parseDigits(colon1 + 1, colon2), let s = line.parseDigits(colon2 + 1, dot)
            else { return nil }
            guard let hm = Self.combine(h, 60, m), let hms = Self.combine(hm, 60, s),
                let us = Self.combine(hms, 1_000_000, frac)
            else { return nil }
            microseconds = us
            period = Self.dayPeriod
            return
        }
        guard let w = line.parseDigits(lo, dot) else { return nil }
        switch fractionCount {
        case 3:
            guard let us = Self.combine(w, 1000, frac) else { return nil }
            microseconds = us
            period = Self.counterPeriod
        case 6:
            guard let us = Self.combine(w, 1_000_000, frac) else { return nil }
            microseconds = us
            period = nil
        default:
            return nil
        }
    }

    /// `whole * unit + part`, or nil past `maxMicroseconds`.
    private static func combine(_ whole: UInt64, _ unit: UInt64, _ part: UInt64) -> UInt64? {
        let (product, overflow) = whole.multipliedReportingOverflow(by: unit)
        guard !overflow, product <= maxMicroseconds, part <= maxMicroseconds - product else { return nil }
        return product + part
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
