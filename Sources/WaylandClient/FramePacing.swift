/// How the window chooses when to draw once the compositor allows a frame.
public struct FramePacing: Equatable, Sendable {
    public enum Mode: String, CaseIterable, Sendable {
        /// Draw as soon as the frame callback arrives: input that comes after it waits a
        /// whole refresh for the next one. Also what `.deadline` does without wp_presentation.
        case callback
        /// Draw as late as the next refresh allows: at the presentation predicted from
        /// wp_presentation feedback, minus `margin`, minus the recent cost of a frame.
        case deadline
    }

    public var mode: Mode
    /// Milliseconds kept between the commit going out and the predicted presentation, for
    /// what a frame's measured cost does not include: the loop waking late from its timer
    /// and the compositor taking the commit in before it composes.
    ///
    /// How 2 ms was chosen: under sway 1.7 headless on the 2-core bench machine, with a
    /// 1000 Hz virtual-pointer drag (`scripts/bench`'s input-to-photon run, 10 s per margin),
    /// 0.5 and 1 ms missed refreshes (the timer woke up to 1.2 ms late under load), 2 ms
    /// missed none, and each further ms only adds half a ms to the median latency. A loaded
    /// or slower machine may need more: `--pacing-margin`.
    public var margin: Double

    public init(mode: Mode = .deadline, margin: Double = FramePacing.defaultMargin) {
        self.mode = mode
        self.margin = margin
    }

    public static let defaultMargin = 2.0
    public static let `default` = FramePacing()
}

/// The recent cost of a frame (ms from the loop's wake-up to the commit going out), as the
/// live loop measured it: the pacer starts drawing this much before its deadline. The
/// largest of the last few, so one slow frame makes the next ones start earlier rather
/// than late.
struct FrameCost: Equatable {
    static let sampleCount = 8
    private var samples: [Double] = []
    private var next = 0

    var estimate: Double { samples.max() ?? 0 }

    mutating func record(_ milliseconds: Double) {
        guard milliseconds.isFinite, milliseconds >= 0 else { return }
        let bounded = min(milliseconds, 100)   // a stall (the VM paused) says nothing of frames
        if samples.count < Self.sampleCount { samples.append(bounded) } else { samples[next] = bounded }
        next = (next + 1) % Self.sampleCount
    }
}
