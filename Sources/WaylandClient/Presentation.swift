#if canImport(Glibc)
import Glibc
#endif

/// One wp_presentation_feedback.presented: when a commit was shown, on the presentation
/// clock (`ShimEvent.presentationClock`).
struct Presentation: Equatable {
    /// Milliseconds on the presentation clock (the shim adds tv_sec and tv_nsec: nanoseconds
    /// survive in a Double for 104 days of uptime).
    var time: Double
    /// Nanoseconds from `time` to the next refresh; 0 when the compositor cannot predict it
    /// (a variable refresh rate, or an output without a fixed rate, as sway's headless one).
    var refreshNanoseconds: UInt32
    /// The output's refresh counter (MSC) when it was shown; 0 when the output has none.
    var sequence: UInt64
    /// wp_presentation_feedback.kind bits (vsync, hw_clock, hw_completion, zero_copy).
    var flags: UInt32

    /// The clock `now` is on in the live loop. Presentation times on another clock cannot be
    /// compared with `now` or with input event times (also CLOCK_MONOTONIC on every
    /// compositor this project runs), so feedback on any other clock is ignored.
    static let usableClock = UInt32(CLOCK_MONOTONIC)
}

/// The refresh grid the presentations lie on: its period (the compositor's `refresh`, or
/// learned from successive presentations when that is 0) and a refresh on it, from which the
/// next is predicted. Pure: times are inputs.
///
/// Where the compositor numbers its refreshes (`seq`), the period is the median of the slopes
/// between recent presentations at least `minimumSpan` refreshes apart: under sway on Xvfb on a
/// loaded machine the reported times stray ±2 ms (5–95 %) from a steady grid, and the shortest
/// interval between two (10.4 ms seen for 16.5) would put the prediction off by a millisecond
/// a refresh. Without `seq` a frame that skipped a refresh gives a longer interval, so there
/// the shortest is the rate. The grid goes through the latest presentation: the strays come
/// in runs (the machine's load), and the compositor composes after the refresh it was told
/// of, so the latest says best where the next one falls (a grid through the median of the
/// last 16, in the one run measured, left twice as many refreshes without a new frame).
struct RefreshPredictor: Equatable {
    /// Periods outside this range (ms) are not believed: 1000 Hz to 10 Hz covers every
    /// display; anything else is a compositor's mistake, and deferring by it could stall.
    static let believablePeriods = 1.0 ... 100.0
    /// How many recent intervals (without `seq`) and presentations (with) the grid is learnt from.
    static let sampleCount = 16
    /// Refreshes between two numbered presentations whose slope counts: a stray divided by 4.
    static let minimumSpan: UInt64 = 4

    private(set) var lastPresented: Double?
    private(set) var lastSequence: UInt64 = 0
    /// From `refresh`, when the compositor gives one.
    private(set) var reportedPeriod: Double?
    /// Learnt from the presentations.
    private(set) var learnedPeriod: Double?

    private struct Presented: Equatable {
        var time: Double
        var sequence: UInt64
    }
    /// Recent intervals per refresh (without `seq`), recent numbered presentations, and room
    /// for the slopes a median is taken of (kept, so learning allocates nothing once full).
    private var intervals: [Double] = []
    private var nextInterval = 0
    private var presentations: [Presented] = []
    private var scratch: [Double] = []

    /// The refresh period in ms, nil until known.
    var period: Double? { reportedPeriod ?? learnedPeriod }

    /// When the next refresh after the last presentation is expected, nil until known.
    var nextPresentation: Double? {
        guard let lastPresented, let period else { return nil }
        return lastPresented + period
    }

    /// The refresh on the grid at or before `now`: nil without a grid, or when the latest
    /// presentation is more than a period ahead of `now` (another timeline).
    func refreshTime(atOrBefore now: Double) -> Double? {
        guard let lastPresented, let period, lastPresented <= now + period else { return nil }
        return lastPresented + ((now - lastPresented) / period).rounded(.down) * period
    }

    /// That refresh with its number, where the compositor numbers its refreshes (`seq`).
    func numberedRefresh(atOrBefore now: Double) -> CommitLatch.NumberedRefresh? {
        guard lastSequence != 0, let time = refreshTime(atOrBefore: now), let lastPresented, let period else {
            return nil
        }
        let refreshes = ((time - lastPresented) / period).rounded()
        return refreshes >= 0 ? .init(time: time, sequence: lastSequence + UInt64(refreshes)) : nil
    }

    mutating func presented(_ p: Presentation) {
        guard p.time.isFinite, p.time > 0 else { return }
        if let last = lastPresented {
            guard p.time > last else { return }   // out of order or a clock step: keep the newer
            if p.sequence == 0 || lastSequence == 0 {
                let interval = p.time - last
                if Self.believablePeriods.contains(interval) { remember(interval) }
            }
        }
        let reported = Double(p.refreshNanoseconds) / 1e6
        reportedPeriod = Self.believablePeriods.contains(reported) ? reported : nil
        // Renumbered, or not numbered: the presentations before say nothing of this grid.
        if p.sequence == 0 || p.sequence <= lastSequence || lastSequence == 0 { presentations.removeAll() }
        if p.sequence != 0 {
            if presentations.count == Self.sampleCount { presentations.removeFirst() }
            presentations.append(Presented(time: p.time, sequence: p.sequence))
        }
        lastPresented = p.time
        lastSequence = p.sequence
        learnPeriod()
    }

    private mutating func learnPeriod() {
        guard presentations.count > 1, let latest = presentations.last else {
            learnedPeriod = intervals.min()
            return
        }
        scratch.removeAll(keepingCapacity: true)
        for (i, a) in presentations.enumerated() {
            for b in presentations[(i + 1)...] where b.sequence - a.sequence >= Self.minimumSpan {
                scratch.append((b.time - a.time) / Double(b.sequence - a.sequence))
            }
        }
        if scratch.isEmpty {   // the first few: the span of all of them
            let first = presentations[0]
            scratch.append((latest.time - first.time) / Double(latest.sequence - first.sequence))
        }
        scratch.sort()
        let slope = scratch[(scratch.count - 1) / 2]
        learnedPeriod = Self.believablePeriods.contains(slope) ? slope : learnedPeriod
    }

    private mutating func remember(_ interval: Double) {
        if intervals.count < Self.sampleCount {
            intervals.append(interval)
        } else {
            intervals[nextInterval] = interval
        }
        nextInterval = (nextInterval + 1) % Self.sampleCount
    }
}

extension [Double] {
    /// The smallest element that at most `count` others exceed: with `count` = n / 2 the
    /// median (the lower of the middle two), with n / 10 the 90th percentile. Nil when empty.
    /// A loop over the elements, without sorting a copy.
    func smallest(exceededByAtMost count: Int) -> Double? {
        var best: Double?
        for s in self where s < best ?? .infinity {
            var larger = 0
            for t in self where t > s { larger += 1 }
            if larger <= count { best = s }
        }
        return best
    }
}
