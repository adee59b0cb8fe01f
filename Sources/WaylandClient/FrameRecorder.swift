import Gestures

/// A frame the compositor reported shown, with what went into it: for the frame log
/// (`--frame-log`), from which the bench measures input-to-photon latency.
struct PresentedFrame: Equatable {
    var frame: UInt32
    /// The loop's `now` when the frame was drawn and committed (ms, CLOCK_MONOTONIC).
    var committed: Double
    var presentation: Presentation
    /// The compositor timestamps (wl_pointer / wl_touch `time`: whole milliseconds on the
    /// compositor's clock, CLOCK_MONOTONIC under sway) of the pointer and touch motions the
    /// content handled before this frame was drawn and after the previous one, including
    /// those of frames that were discarded in between: this is the first frame that shows
    /// them.
    var motionTimes: [UInt32]
}

/// Which motions went into which commit, and when each commit was shown. Pure; bounded: a
/// compositor that never answers feedback cannot make it grow (frames beyond
/// `maxPending` are forgotten oldest first, and so are their motions).
struct FrameRecorder {
    static let maxPending = 16

    private struct Pending {
        var frame: UInt32
        var committed: Double
        var motionTimes: [UInt32]
    }

    private var sinceLastCommit: [UInt32] = []
    private var pending: [Pending] = []
    /// Frames shown, oldest first, until taken.
    private(set) var presented: [PresentedFrame] = []
    /// Frames the compositor discarded (their motions went to the next one shown).
    private(set) var discardedCount = 0

    mutating func handled(_ input: InputEvent) {
        switch input {
        case .pointerMotion(_, let time), .touchMotion(_, _, let time): sinceLastCommit.append(time)
        default: break
        }
    }

    mutating func committed(frame: UInt32, at now: Double) {
        if pending.count == Self.maxPending { pending.removeFirst() }
        pending.append(Pending(frame: frame, committed: now, motionTimes: sinceLastCommit))
        sinceLastCommit.removeAll(keepingCapacity: true)
    }

    /// `frame` was shown: so were the motions of every earlier frame still waiting (a frame
    /// presented later never shows earlier content).
    mutating func presented(frame: UInt32, _ presentation: Presentation) {
        guard let index = pending.firstIndex(where: { $0.frame == frame }) else { return }   // unknown or forgotten
        let times = pending[...index].flatMap(\.motionTimes)
        presented.append(
            PresentedFrame(
                frame: frame, committed: pending[index].committed,
                presentation: presentation, motionTimes: times))
        pending.removeFirst(index + 1)
    }

    /// `frame` will never be shown: its motions wait for the next frame that is.
    mutating func discarded(frame: UInt32) {
        guard pending.contains(where: { $0.frame == frame }) else { return }
        discardedCount += 1
    }

    /// The frames shown since the last call.
    mutating func takePresented() -> [PresentedFrame] {
        defer { presented.removeAll(keepingCapacity: true) }
        return presented
    }
}
