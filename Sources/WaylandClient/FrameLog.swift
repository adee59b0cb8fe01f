#if canImport(Glibc)
import Glibc
#endif

/// The opt-in frame log (`opacity-bars --frame-log FILE`): one line per frame the compositor
/// reported shown, written by the live loop as the feedback arrives, for the bench's
/// input-to-photon figure. Lines (all times ms on CLOCK_MONOTONIC):
///
///     # opacity-bars frame log: pacing adaptive, margin_us 1000
///     presented FRAME PRESENTED_US SEQ REFRESH_NS FLAGS COMMITTED_US [MOTION_MS ...]
///     pacing late|early PERIOD_US MADE_US MISSED_US|- LATCH_US|-   (adaptive: when any changes)
///     discarded COUNT      (at the end: how many frames the compositor never showed)
///     clock ID|none        (at the end: wp_presentation's clock; none: not offered)
///
/// A `pacing` line gives the adaptive pacer's choice and what it learnt (`CommitLatch`): the
/// refresh period, and the latest phase after a refresh at which a commit still made the
/// fewest refreshes (MADE_US), the earliest that waited longer (MISSED_US) among its recent
/// frames, and the learnt latch its deadline aims at (LATCH_US, `CommitLatch.taken`); written
/// when any of them changes, so the frames logged after it were drawn under it.
///
/// PRESENTED_US has the compositor's nanoseconds; MOTION_MS are the wl_pointer / wl_touch
/// timestamps of the motions that frame was the first to show: whole milliseconds as the
/// compositor sent them (32 bits, they wrap; sway passes on the virtual pointer's
/// CLOCK_MONOTONIC milliseconds, truncated), so a latency read from them is up to 1 ms long.
final class FrameLog {
    private let file: UnsafeMutablePointer<FILE>
    private let adaptive: Bool
    private var lastPacing: PacingState?

    /// Opens `path` for writing.
    init(path: String, pacing: FramePacing) throws(WaylandError) {
        guard let file = fopen(path, "w") else {
            throw WaylandError("cannot write the frame log \(path): \(String(cString: strerror(errno)))")
        }
        self.file = file
        adaptive = pacing.mode == .adaptive
        fputs(
            "# opacity-bars frame log: pacing \(pacing.mode.rawValue), margin_us \(Self.micro(pacing.margin))\n", file)
    }

    deinit { fclose(file) }

    func write(_ frames: [PresentedFrame]) {
        for f in frames {
            let p = f.presentation
            var line =
                "presented \(f.frame) \(Self.micro(p.time)) \(p.sequence) \(p.refreshNanoseconds) "
                + "\(p.flags) \(Self.micro(f.committed))"
            for t in f.motionTimes { line += " \(t)" }
            fputs(line + "\n", file)
        }
        if !frames.isEmpty { fflush(file) }
    }

    /// The adaptive pacer's state, when it changed since the last line.
    func write(_ pacing: PacingState) {
        guard adaptive, pacing != lastPacing else { return }
        lastPacing = pacing
        let micro = { (ms: Double?) in ms.map { String(Self.micro($0)) } ?? "-" }
        fputs(
            "pacing \(pacing.choice.rawValue) \(micro(pacing.period)) \(micro(pacing.made)) \(micro(pacing.missed)) "
                + "\(micro(pacing.taken))\n",
            file)
    }

    func finish(discarded: Int, clock: UInt32?) {
        fputs("discarded \(discarded)\nclock \(clock.map(String.init) ?? "none")\n", file)
        fflush(file)
    }

    /// Milliseconds as whole microseconds.
    private static func micro(_ milliseconds: Double) -> Int64 { Int64((milliseconds * 1000).rounded()) }
}
