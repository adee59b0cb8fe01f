/// When, relative to the refresh, the compositor takes a commit for the earliest refresh it
/// can still show it at, learned from commit-to-presentation delays; and from that, whether
/// the adaptive pacer commits late (at the deadline before the predicted refresh) or early
/// (as soon as a frame is due: input arrived and the frame callback allows one). Pure: times
/// are inputs.
///
/// Measured against the grid the presentations lie on (period P), a frame committed θ after
/// a refresh and shown `lead` later waited k = ⌈lead / P⌉ refreshes, and θ = k·P − lead.
/// A compositor that takes commits late in the cycle (just before the refresh it composes
/// for, or at it, as sway does on a frame event) shows a frame committed early in a cycle and
/// one committed at the deadline at the same refresh: both wait the same k, and the later one
/// carries fresher input, so **late** wins. One that takes commits early (until some time
/// after the refresh its frame callbacks follow) shows the early frame a refresh sooner than
/// the late one: committing at once wins, **early**.
///
/// A frame the compositor discarded (a later commit replaced it before it took either) counts
/// as never shown: it made no refresh at all. That is how a deadline frame fares under a
/// compositor that takes commits early: the frame callback comes at the refresh after it, the
/// frame drawn then replaces it before the latch.
///
/// Each timing's fewest refreshes over its last `samplesPerTiming` frames are compared (a
/// frame made late by the machine's load is outvoted). The timing not chosen is still tried
/// now and then (`probeIntervals`), so a change of the compositor's is noticed; the first
/// frames, drawn before any refresh is predicted, are drawn at once and give early samples.
struct CommitLatch: Equatable {
    enum Choice: String, Sendable {
        /// Commit at the deadline before the predicted refresh.
        case late
        /// Commit as soon as a frame is due (at most once per refresh: the frame callback).
        case early
    }

    /// How a frame was drawn, and so which sample its presentation gives.
    enum Timing: Equatable {
        case atOnce, atDeadline
    }

    /// One frame shown: when in its refresh it was committed (ms after the refresh before
    /// the commit, on the presentations' grid) and how many refreshes later it was shown
    /// (`neverShown`: discarded).
    struct Sample: Equatable {
        var phase: Double
        var refreshes: Int
    }

    static let neverShown = Int.max

    /// Frames compared per timing: for the timing chosen, about a quarter of a second at
    /// 60 Hz. Under sway on Xvfb on a loaded machine (load average 12), 4 flipped the choice to
    /// early during stalls of the whole machine, which delay every timing alike.
    static let samplesPerTiming = 16
    /// How many frames apart the timing not chosen is tried (a probe, whose motions may wait
    /// a refresh longer): soon after the choice changes, to confirm it, then twice as far
    /// apart after each probe, up to about every 4 s at 60 Hz. Under sway on Xvfb a probe
    /// every 64 frames put 1.6 % of a drag's motions a refresh later, and the p99 latency with
    /// them (63 ms against the deadline pacer's 53); a choice made on the first frames (slow
    /// ones) and probed every 256 stayed wrong for seconds.
    static let probeIntervals = (first: 16, last: 256)
    /// Refreshes: what a quotient of two times in ms may be off by and still be whole.
    static let tolerance = 1e-6
    /// Frames in flight remembered for their feedback; older ones are forgotten.
    static let pendingLimit = 16

    private struct Pending: Equatable {
        var frame: UInt32
        var committed: Double
        var timing: Timing
    }

    private var pending: [Pending] = []
    private(set) var atOnce: [Sample] = []
    private(set) var atDeadline: [Sample] = []
    private var framesSinceProbe = 0
    private var probeInterval = CommitLatch.probeIntervals.first
    /// The choice the probes were spaced for.
    private var probedChoice = Choice.late

    /// The choice: early once the frames committed at once were shown in fewer refreshes
    /// than those committed at the deadline, late otherwise (and until both were seen).
    var choice: Choice {
        guard let once = Self.fewest(atOnce), let late = Self.fewest(atDeadline) else { return .late }
        return once < late ? .early : .late
    }

    /// The fewest refreshes among `samples` (a loop: asked once per frame, it allocates nothing).
    private static func fewest(_ samples: [Sample]) -> Int? {
        var fewest: Int?
        for s in samples { fewest = min(fewest ?? s.refreshes, s.refreshes) }
        return fewest
    }

    /// The learnt latch: the latest phase after a refresh at which a commit still made the
    /// fewest refreshes seen (`made`), and the earliest phase that waited longer or was
    /// discarded (`missed`, nil when none did: the compositor took every commit seen for the
    /// next refresh it shows). The compositor takes commits until somewhere in (made, missed].
    /// Nil before any frame was shown.
    var latch: (made: Double, missed: Double?)? {
        let samples = atOnce + atDeadline
        guard let fewest = samples.map(\.refreshes).min(), fewest != Self.neverShown else { return nil }
        let made = samples.filter { $0.refreshes == fewest }.map(\.phase).max() ?? 0
        let missed = samples.filter { $0.refreshes > fewest }.map(\.phase).min()
        return (made, missed)
    }

    /// The timing for the frame about to be planned: the choice's, except for a probe
    /// (`probeIntervals`).
    mutating func nextTiming() -> Timing {
        let choice = self.choice
        if choice != probedChoice {
            probedChoice = choice
            probeInterval = Self.probeIntervals.first
            framesSinceProbe = 0
        }
        framesSinceProbe += 1
        let chosen: Timing = choice == .early ? .atOnce : .atDeadline
        guard framesSinceProbe >= probeInterval else { return chosen }
        framesSinceProbe = 0
        probeInterval = min(probeInterval * 2, Self.probeIntervals.last)
        return chosen == .atOnce ? .atDeadline : .atOnce
    }

    /// A buffer was committed at `time`, tagged `frame` for its feedback.
    mutating func committed(frame: UInt32, at time: Double, timing: Timing) {
        if pending.count == Self.pendingLimit { pending.removeFirst() }
        pending.append(Pending(frame: frame, committed: time, timing: timing))
    }

    /// `frame` was shown at `time`; `period` is the refresh period (ms) known so far.
    mutating func presented(frame: UInt32, at time: Double, period: Double?) {
        guard let index = pending.firstIndex(where: { $0.frame == frame }) else { return }
        let p = pending[index]
        pending.removeFirst(index + 1)   // earlier frames will never be shown now
        let lead = time - p.committed
        guard let period, period > 0, lead.isFinite, lead >= 0, lead < 100 * period else { return }
        // A commit made at a refresh (a frame callback's time) belongs to the refresh it
        // follows, however the division rounds.
        let refreshes = max(1, Int((lead / period - Self.tolerance).rounded(.up)))
        let sample = Sample(phase: max(0, Double(refreshes) * period - lead), refreshes: refreshes)
        switch p.timing {
        case .atOnce: Self.remember(sample, in: &atOnce)
        case .atDeadline: Self.remember(sample, in: &atDeadline)
        }
    }

    /// `frame` will never be shown. With the refresh grid known (`period`, and a refresh on
    /// it: the last presentation), it is a sample that made no refresh.
    mutating func discarded(frame: UInt32, period: Double?, refreshAt grid: Double?) {
        guard let index = pending.firstIndex(where: { $0.frame == frame }) else { return }
        let p = pending.remove(at: index)
        guard let period, period > 0, let grid, p.committed.isFinite else { return }
        let phase = (p.committed - grid).truncatingRemainder(dividingBy: period)
        let sample = Sample(phase: phase < 0 ? phase + period : phase, refreshes: Self.neverShown)
        switch p.timing {
        case .atOnce: Self.remember(sample, in: &atOnce)
        case .atDeadline: Self.remember(sample, in: &atDeadline)
        }
    }

    private static func remember(_ sample: Sample, in samples: inout [Sample]) {
        if samples.count == samplesPerTiming { samples.removeFirst() }
        samples.append(sample)
    }
}

/// What the adaptive pacer goes by, for the frame log: its choice, the refresh period and
/// the latch learnt (ms; nil while unknown).
struct PacingState: Equatable {
    var choice: CommitLatch.Choice
    var period: Double?
    var made: Double?
    var missed: Double?
}
