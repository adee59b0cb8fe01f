#if canImport(Glibc)
import Glibc
#endif

/// The opt-in frame log (`opacity-bars --frame-log FILE`): one line per frame the compositor
/// reported shown, written by the live loop as the feedback arrives, for the bench's
/// input-to-photon figure. Lines (all times ms on CLOCK_MONOTONIC):
///
///     # opacity-bars frame log: pacing deadline, margin 2.000 ms
///     presented FRAME PRESENTED_MS SEQ REFRESH_NS FLAGS COMMITTED_MS [MOTION_MS ...]
///     discarded COUNT      (at the end: how many frames the compositor never showed)
///     clock ID|none        (at the end: wp_presentation's clock; none: not offered)
///
/// PRESENTED_MS has the compositor's nanoseconds; MOTION_MS are the wl_pointer / wl_touch
/// timestamps of the motions that frame was the first to show: whole milliseconds as the
/// compositor sent them (32 bits, they wrap; sway passes on the virtual pointer's
/// CLOCK_MONOTONIC milliseconds, truncated), so a latency read from them is up to 1 ms long.
final class FrameLog {
    private let file: UnsafeMutablePointer<FILE>

    /// Opens `path` for writing.
    init(path: String, pacing: FramePacing) throws(WaylandError) {
        guard let file = fopen(path, "w") else {
            throw WaylandError("cannot write the frame log \(path): \(String(cString: strerror(errno)))")
        }
        self.file = file
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

    func finish(discarded: Int, clock: UInt32?) {
        fputs("discarded \(discarded)\nclock \(clock.map(String.init) ?? "none")\n", file)
        fflush(file)
    }

    /// Milliseconds as whole microseconds.
    private static func micro(_ milliseconds: Double) -> Int64 { Int64((milliseconds * 1000).rounded()) }
}
