import TraceReplay

/// `replay --explain`: the engine's decisions printed while the trace is read, each tagged
/// with the trace line of the event being handled when it was made, so a person can find it
/// in the trace (and, with `replay -`, watch a running client's gestures being decided).
final class ReplayExplain {
    /// Where the lines go (standard output, flushed after each event that printed).
    private let emit: (String) -> Void
    /// The decisions recorded after the first `n`, and how many have been recorded in all.
    private let entries: (_ since: Int) -> (new: [String], total: Int)
    private var seen = 0
    private var inputs = 0
    private var lastNow = 0.0
    private var current: TimedTraceEvent?
    private var previous: TimedTraceEvent?

    init(
        file: String, prelude: TracePrelude, size: (width: Int, height: Int),
        entries: @escaping (_ since: Int) -> (new: [String], total: Int), emit: @escaping (String) -> Void
    ) {
        self.entries = entries
        self.emit = emit
        emit("trace \(file)\(prelude.isSynthetic ? " (synthetic)" : ""); window \(size.width)×\(size.height)")
    }

    /// After each event: the decisions it (or the timers due before it) led to.
    func handled(_ event: TimedTraceEvent) {
        if case .input = event.event { inputs += 1 }
        if current?.line != event.line { previous = current }
        current = event
        lastNow = event.now
        printNew()
    }

    /// After settling: the decisions of the timers and animations that ran out, and a summary.
    func finish(endTime: Double, size: (width: Int, height: Int)) {
        printNew()
        if seen == 0 { emit("(no gesture decisions)") }
        emit(
            "settled at \(oneDecimal(endTime)) ms: \(inputs) input events over \(oneDecimal(lastNow)) ms; window \(size.width)×\(size.height)"
        )
    }

    private func printNew() {
        let (new, total) = entries(seen)
        guard total > seen else { return }
        seen = total
        for entry in new {
            guard let line = line(for: entry) else { emit(entry); continue }
            emit("line \(line) \(entry)")
        }
    }

    /// The event being handled, or the one before it for a timer that fired between the two
    /// (entries print time to 0.1 ms, so one up to 0.05 ms earlier still counts as this one).
    private func line(for entry: String) -> Int? {
        guard let time = Self.leadingTime(entry), let current else { return nil }
        if time + 0.05 >= current.now { return current.line }
        return previous?.line ?? current.line
    }

    /// The `t` of an entry that starts with `[t]`.
    static func leadingTime(_ entry: String) -> Double? {
        guard entry.first == "[", let close = entry.firstIndex(of: "]") else { return nil }
        return Double(entry[entry.index(after: entry.startIndex) ..< close])
    }
}

/// `v` with one decimal ("12.0", "1234.5"), as `%.1f` prints it for the times of a trace.
func oneDecimal(_ v: Double) -> String {
    String((v * 10).rounded() / 10)
}
