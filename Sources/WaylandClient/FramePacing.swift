/// How the window chooses when to draw once the compositor allows a frame.
public struct FramePacing: Equatable, Sendable {
    public enum Mode: String, CaseIterable, Sendable {
        /// Draw as soon as the frame callback arrives: input that comes after it waits a
        /// whole refresh for the next one. Also what `.deadline` does without wp_presentation.
        case callback
        /// Draw as late as the next refresh allows: at the presentation predicted from
        /// wp_presentation feedback, minus `margin`, minus the recent cost of a frame.
        case deadline
        /// Where the compositor takes commits late in the refresh, a deadline aimed at that
        /// latch rather than at the refresh; `callback`'s drawing at once where it takes them
        /// early: learnt from the delays between each commit and its presentation
        /// (`CommitLatch`). Without wp_presentation: `callback`.
        case adaptive
    }

    public var mode: Mode
    /// Milliseconds kept between the commit going out and the predicted presentation, for
    /// what a frame's measured cost does not include: the commit's trip through the socket
    /// and the compositor taking it in before it composes. The adaptive pacer keeps it only
    /// until it has learnt the latch: what it learns is where commits that went out were
    /// still taken, trip included, and it keeps a `CommitLatch.step` before that instead.
    ///
    /// How 1 ms was chosen: a sweep on 2026-11-25 (margins 0.5, 1, 2, 3 and 4 ms, 10 s each of
    /// a 1000 Hz virtual-pointer drag, sway 1.7 on Xvfb, the 2-core bench VM under other
    /// builds) missed no refresh at any margin, and each ms of margin added about 1 ms to the
    /// median and the p99 latency. sway composes just after a refresh, so there the margin
    /// is mostly slack; a compositor that composes just before the refresh
    /// needs the socket and its dispatch to fit in it too. 1 ms is twice the smallest margin
    /// measured without a miss. A loaded or slower machine may need more: `--pacing-margin`.
    public var margin: Double

    public init(mode: Mode = .adaptive, margin: Double = FramePacing.defaultMargin) {
        self.mode = mode
        self.margin = margin
    }

    public static let defaultMargin = 1.0
    public static let `default` = FramePacing()
}

/// The recent cost of a frame (ms from the time the pacer planned to draw it to the commit
/// going out: the loop's lateness in waking is part of it), as the live loop measured it: the
/// pacer starts drawing this much before the commit is due. A high percentile of the last
/// frames, not their largest: one frame slowed by the machine would otherwise make every
/// frame after it start earlier and leave the input of the time between behind; one frame in
/// `sampleCount / exceeding` may go out later than planned, which the latch's guard covers.
struct FrameCost: Equatable {
    static let sampleCount = 32
    /// How many of the last `sampleCount` costs may exceed the estimate (the 90th percentile).
    static let exceeding = 3
    private var samples: [Double] = []
    private var next = 0

    /// The smallest recent cost that at most `exceeding` others exceed (0 before any).
    var estimate: Double { samples.smallest(exceededByAtMost: Self.exceeding) ?? 0 }

    mutating func record(_ milliseconds: Double) {
        guard milliseconds.isFinite, milliseconds >= 0 else { return }
        let bounded = min(milliseconds, 100)   // a stall (the VM paused) says nothing of frames
        if samples.count < Self.sampleCount { samples.append(bounded) } else { samples[next] = bounded }
        next = (next + 1) % Self.sampleCount
    }
}
