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
/// Each timing's median refreshes over its last `samplesPerTiming` frames are compared (a
/// frame made late by the machine's load, or counted early by a stray presentation time, is
/// outvoted). The first frames, drawn before any
/// refresh is predicted, are drawn at once and give early samples.
///
/// Late, the deadline is aimed at the learnt latch (`taken`), not at the refresh: a commit
/// that goes out `step` before the latest phase seen taken makes the next refresh with the
/// newest input it can. What is learnt costs no refresh: every `probeEvery` frames, the
/// frame of the chosen timing is followed, in the same refresh and only if input came since,
/// by a second commit (a probe) aimed past it: `step` past the latch when late, at the
/// deadline when early. The compositor shows whichever of the two it took; a probe that
/// missed its latch leaves the frame before it to be shown, and so a refresh is never left
/// without a new frame. A frame replaced by its probe before the compositor took it says
/// nothing and gives no sample.
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
        /// When the commit went out (ms, the loop's clock): samples are forgotten with age.
        var committed: Double
    }

    static let neverShown = Int.max

    /// Frames compared per timing: for the timing chosen, about a quarter of a second at
    /// 60 Hz. Under sway on Xvfb on a loaded machine (load average 12), 4 flipped the choice to
    /// early during stalls of the whole machine, which delay every timing alike.
    static let samplesPerTiming = 16
    /// ms: samples older than this (behind the newest) are forgotten. The timing not chosen
    /// gets few new samples (its probes', and none when the machine is so loaded that its
    /// probes come too late to draw), and without an age its last ones, from a start-up that
    /// took 5–18 refreshes a frame, decided the choice for good: under sway on Xvfb with
    /// eight CPU burners on two CPUs, the deadline's three start-up frames kept the pacer
    /// early for a whole 2 s drag. With neither timing's samples recent the choice is late,
    /// and late draws deadline frames: the evidence is gathered again.
    static let sampleLifetime = 1000.0
    /// One frame in this many is followed by a probe: each costs a frame's drawing and no
    /// refresh, and one a quarter of the refreshes follows a compositor whose latch moves
    /// within a second.
    static let probeEvery = 4
    /// ms: the late probes aim this far past the learnt latch.
    static let step = 0.25
    /// ms: the chosen deadline aims this far before the learnt latch, for the compositor's
    /// latch straying from one refresh to the next and the loop's lateness beyond the frame
    /// cost's percentile. Under sway on Xvfb at load average 6–12 the latch learnt was 0.2–0.4
    /// ms before the refresh; aiming 0.25 ms before it matched the ideal client's commit times
    /// and missed twice the deadline pacer's refreshes, 0.5 ms missed 1.5 times as many
    /// (median of 5 runs), 1 ms about as many (docs/BENCH.md).
    static let guardBeforeLatch = 1.0
    /// Refreshes: what a quotient of two times in ms may be off by and still be whole.
    static let tolerance = 1e-6
    /// Frames in flight remembered for their feedback; older ones are forgotten.
    static let pendingLimit = 16

    private struct Pending: Equatable {
        var frame: UInt32
        var committed: Double
        var timing: Timing
        var probe: Bool
        /// The refresh before the commit on the grid known then, where the compositor numbers
        /// its refreshes: a presentation's `seq` then says how many refreshes the frame
        /// waited, whatever its reported time strays by.
        var refresh: NumberedRefresh?
        /// A probe followed it: if the compositor discards it, the probe replaced it.
        var superseded = false
    }

    /// A refresh on the grid: its time and `seq`.
    struct NumberedRefresh: Equatable {
        var time: Double
        var sequence: UInt64
    }

    private var pending: [Pending] = []
    private(set) var atOnce: [Sample] = []
    private(set) var atDeadline: [Sample] = []
    private var framesSinceProbe = 0
    /// The learnt latch: the latest phase after a refresh at which a commit at the deadline
    /// was seen taken for the next refresh (nil until one was). Raised by the probes that
    /// made it; lowered a quarter `step` by each frame or probe that missed, committed where
    /// the deadline aims or later (a probe the compositor took only because it was late that
    /// once does not hold it up for good, and a latch that moved earlier is followed at a
    /// millisecond per 16 frames). A frame that missed although it went out well before (the
    /// machine or the compositor stalled) says nothing of the latch: under sway on Xvfb at
    /// load average 10–20, counting those held it 2–5 ms early.
    private(set) var taken: Double?

    /// The choice: early once the frames committed at once were typically (the median)
    /// shown in fewer refreshes than those committed at the deadline, late otherwise (and
    /// until both were seen). Under sway on Xvfb, comparing the fewest made one frame that
    /// a stray presentation time counted a refresh sooner flip the choice to early for
    /// about 20 frames, in 4 of 8 runs of the bench.
    var choice: Choice {
        guard let once = Self.typical(atOnce), let late = Self.typical(atDeadline) else { return .late }
        return once < late ? .early : .late
    }

    /// The median refreshes among `samples` (the lower of the middle two; a loop, no copy).
    private static func typical(_ samples: [Sample]) -> Int? {
        var best: Int?
        for s in samples where best.map({ s.refreshes < $0 }) ?? true {
            var more = 0
            for t in samples where t.refreshes > s.refreshes { more += 1 }
            if more <= samples.count / 2 { best = s.refreshes }
        }
        return best
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

    /// Whether the frame about to be planned is followed by a probe (every `probeEvery`).
    mutating func probesNextFrame() -> Bool {
        framesSinceProbe += 1
        guard framesSinceProbe >= Self.probeEvery else { return false }
        framesSinceProbe = 0
        return true
    }

    /// A buffer was committed at `time`, tagged `frame` for its feedback; a `probe` follows
    /// the frame committed before it in the same refresh.
    mutating func committed(
        frame: UInt32, at time: Double, timing: Timing, probe: Bool = false, after refresh: NumberedRefresh? = nil
    ) {
        if probe, !pending.isEmpty { pending[pending.count - 1].superseded = true }
        if pending.count == Self.pendingLimit { pending.removeFirst() }
        pending.append(Pending(frame: frame, committed: time, timing: timing, probe: probe, refresh: refresh))
    }

    /// The commit of `frame` went out at `time` (after the frame was drawn): its phase is
    /// when the compositor could first take it.
    mutating func sent(frame: UInt32, at time: Double) {
        guard let index = pending.lastIndex(where: { $0.frame == frame }), time >= pending[index].committed
        else { return }
        pending[index].committed = time
    }

    /// `frame` was shown at `time`, refresh `sequence` (0: not numbered); `period` is the
    /// refresh period (ms) known so far.
    mutating func presented(frame: UInt32, at time: Double, sequence: UInt64 = 0, period: Double?) {
        guard let index = pending.firstIndex(where: { $0.frame == frame }) else { return }
        let p = pending[index]
        pending.removeFirst(index + 1)   // earlier frames will never be shown now
        let lead = time - p.committed
        guard let period, period > 0, lead.isFinite, lead >= 0, lead < 100 * period else { return }
        if sequence != 0, let (phase, counted) = Self.onGrid(p, period: period) {
            guard sequence > counted, sequence - counted < 100 else { return }
            record(Sample(phase: phase, refreshes: Int(sequence - counted), committed: p.committed), of: p)
            return
        }
        // A commit made at a refresh (a frame callback's time) belongs to the refresh it
        // follows, however the division rounds.
        let refreshes = max(1, Int((lead / period - Self.tolerance).rounded(.up)))
        let sample = Sample(
            phase: max(0, Double(refreshes) * period - lead), refreshes: refreshes, committed: p.committed)
        record(sample, of: p)
    }

    /// `frame` will never be shown. With the refresh grid known (`period`, and a refresh on
    /// it: the last presentation), it is a sample that made no refresh.
    mutating func discarded(frame: UInt32, period: Double?, refreshAt grid: Double?) {
        guard let index = pending.firstIndex(where: { $0.frame == frame }) else { return }
        let p = pending.remove(at: index)
        guard !p.superseded, let period, period > 0, p.committed.isFinite else { return }
        if let (phase, _) = Self.onGrid(p, period: period) {
            record(Sample(phase: phase, refreshes: Self.neverShown, committed: p.committed), of: p)
            return
        }
        guard let grid else { return }
        let phase = (p.committed - grid).truncatingRemainder(dividingBy: period)
        record(
            Sample(phase: phase < 0 ? phase + period : phase, refreshes: Self.neverShown, committed: p.committed), of: p
        )
    }

    /// Where a numbered frame's commit fell: its phase after the refresh before it, and that
    /// refresh's `seq` (a commit that went out a period or more after the refresh it was
    /// drawn in belongs to a later one).
    private static func onGrid(_ p: Pending, period: Double) -> (phase: Double, sequence: UInt64)? {
        guard let refresh = p.refresh, p.committed >= refresh.time else { return nil }
        let whole = ((p.committed - refresh.time) / period).rounded(.down)
        guard whole < 100 else { return nil }
        return (p.committed - refresh.time - whole * period, refresh.sequence + UInt64(whole))
    }

    private mutating func record(_ sample: Sample, of frame: Pending) {
        let cutoff = sample.committed - Self.sampleLifetime
        atOnce.removeAll { $0.committed < cutoff }
        atDeadline.removeAll { $0.committed < cutoff }
        switch frame.timing {
        case .atOnce:
            Self.remember(sample, in: &atOnce)
        case .atDeadline:
            Self.remember(sample, in: &atDeadline)
            learn(sample, probe: frame.probe)
        }
    }

    /// Moves the learnt latch (`taken`) by a deadline frame's or a probe's sample: made when
    /// it took no more refreshes than the recent frames of either timing typically do (the
    /// median: under sway on Xvfb a frame committed at a refresh whose time strayed is now
    /// and then counted a refresh sooner, and the fewest would count every other frame
    /// missed), so a deadline that only ever misses, on a compositor that takes commits
    /// early, teaches no latch.
    private mutating func learn(_ sample: Sample, probe: Bool) {
        guard let deadline = Self.typical(atDeadline) else { return }
        let typical = min(deadline, Self.typical(atOnce) ?? deadline)
        guard let t = taken else {
            if sample.refreshes <= typical { taken = sample.phase }
            return
        }
        if sample.refreshes <= typical {
            if probe { taken = max(t, sample.phase) }
        } else if sample.phase >= t - 2 * Self.step {
            taken = max(0, t - Self.step / 4)
        }
    }

    private static func remember(_ sample: Sample, in samples: inout [Sample]) {
        if samples.count == samplesPerTiming { samples.removeFirst() }
        samples.append(sample)
    }
}

/// What the adaptive pacer goes by, for the frame log: its choice, the refresh period, the
/// phases seen made and missed, and the learnt latch its deadline aims at (ms; nil while
/// unknown).
struct PacingState: Equatable {
    var choice: CommitLatch.Choice
    var period: Double?
    var made: Double?
    var missed: Double?
    var taken: Double?
}
