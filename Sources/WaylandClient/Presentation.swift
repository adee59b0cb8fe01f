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

/// Predicts the next presentation from the last ones: last presented + the refresh period,
/// where the period is the compositor's `refresh` or, when that is 0, learned from
/// successive presentations. Pure: times are inputs.
struct RefreshPredictor: Equatable {
    /// Periods outside this range (ms) are not believed: 1000 Hz to 10 Hz covers every
    /// display; anything else is a compositor's mistake, and deferring by it could stall.
    static let believablePeriods = 1.0 ... 100.0
    /// How many successive intervals the learned period remembers.
    static let sampleCount = 8

    private(set) var lastPresented: Double?
    private var lastSequence: UInt64 = 0
    /// From `refresh`, when the compositor gives one.
    private(set) var reportedPeriod: Double?
    /// The shortest of the recent intervals per refresh (a frame that skipped a refresh
    /// without a sequence to say so gives a longer one; the shortest is the rate).
    private var samples: [Double] = []
    private var nextSample = 0

    var learnedPeriod: Double? { samples.min() }
    /// The refresh period in ms, nil until known.
    var period: Double? { reportedPeriod ?? learnedPeriod }
    /// When the next refresh after the last presentation is expected, nil until known.
    var nextPresentation: Double? {
        guard let lastPresented, let period else { return nil }
        return lastPresented + period
    }

    mutating func presented(_ p: Presentation) {
        guard p.time.isFinite, p.time > 0 else { return }
        if let last = lastPresented {
            guard p.time > last else { return }   // out of order or a clock step: keep the newer
            let refreshes = p.sequence > lastSequence && lastSequence != 0 ? Double(p.sequence - lastSequence) : 1
            let interval = (p.time - last) / refreshes
            if Self.believablePeriods.contains(interval) { remember(interval) }
        }
        let reported = Double(p.refreshNanoseconds) / 1e6
        reportedPeriod = Self.believablePeriods.contains(reported) ? reported : nil
        lastPresented = p.time
        lastSequence = p.sequence
    }

    private mutating func remember(_ interval: Double) {
        if samples.count < Self.sampleCount {
            samples.append(interval)
        } else {
            samples[nextSample] = interval
        }
        nextSample = (nextSample + 1) % Self.sampleCount
    }
}
