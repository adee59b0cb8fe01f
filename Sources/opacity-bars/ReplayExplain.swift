import FoundationEssentials
import TraceReplay

/// `replay --explain`: the engine's decisions, each tagged with the trace line of the event
/// that was being handled at that time, so a person can find it in the trace.
enum ReplayExplain {
    /// Lines to print, given the engine's `[time] text` entries.
    static func lines(trace: Trace, file: String, explanations: [String], endTime: Double,
                      size: (Int, Int)) -> [String] {
        let inputs = trace.events.filter { if case .input = $0.event { true } else { false } }
        let span = trace.events.last.map { oneDecimal($0.now) } ?? "0"
        var out = ["trace \(file): \(inputs.count) input events over \(span) ms\(trace.isSynthetic ? " (synthetic)" : ""); window \(size.0)×\(size.1)"]
        if explanations.isEmpty { out.append("(no gesture decisions)") }
        for entry in explanations {
            guard let time = leadingTime(entry), let line = lineAt(time, in: trace.events) else {
                out.append(entry)
                continue
            }
            out.append("line \(line) \(entry)")
        }
        out.append("settled at \(oneDecimal(endTime)) ms")
        return out
    }

    /// The `t` of an entry that starts with `[t]`.
    static func leadingTime(_ entry: String) -> Double? {
        guard entry.first == "[", let close = entry.firstIndex(of: "]") else { return nil }
        return Double(entry[entry.index(after: entry.startIndex)..<close])
    }

    /// The line of the last event at or before `time` (timers fire between events). Entries
    /// print time to 0.1 ms, so an event up to 0.05 ms later still counts.
    static func lineAt(_ time: Double, in events: [TimedTraceEvent]) -> Int? {
        var lo = 0, hi = events.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if events[mid].now <= time + 0.05 { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? events[lo - 1].line : nil
    }
}

/// `v` with one decimal ("12.0", "1234.5"), as `%.1f` prints it for the times of a trace.
func oneDecimal(_ v: Double) -> String {
    String((v * 10).rounded() / 10)
}
