/// When the window may commit: at most one commit per displayed frame (wl_surface.frame),
/// nothing before the first configure, and a commit owed after each configure ack even if
/// the content has nothing new (xdg-shell wants a commit for the acked state). Input that
/// arrives between frames is coalesced into the next one simply by waiting here.
///
/// Within that, when to draw (`FramePacing`): at the frame callback, or, once wp_presentation
/// feedback predicts the next refresh, at that refresh − the margin − the recent frame cost,
/// so that input arriving after the callback still makes the next refresh; or, adaptive,
/// whichever of the two the compositor's latch favours (`CommitLatch`). The time of a
/// frame is chosen once, when it becomes due, and never moved: a wake-up past it (a missed
/// deadline) draws at once instead of waiting for another refresh. Pure: `now` is an input.
struct FramePacer: Equatable {
    /// The first xdg_surface.configure was acked: buffers may be attached.
    private(set) var configured = false
    /// A frame callback is outstanding: the compositor has not shown the last commit yet.
    private(set) var framePending = false
    /// A configure was acked and not yet followed by a commit.
    private(set) var commitOwed = false
    var pacing: FramePacing
    /// The refresh predicted from presentation feedback (none without wp_presentation).
    private(set) var refresh = RefreshPredictor()
    private(set) var cost = FrameCost()
    /// When the compositor takes commits, learnt from their presentations (adaptive pacing).
    private(set) var latch = CommitLatch()
    /// When the frame that is due will be drawn; nil while none is due.
    private(set) var drawTime: Double?
    /// How it was planned: at once or at a deadline still ahead.
    private(set) var drawTiming = CommitLatch.Timing.atOnce

    init(pacing: FramePacing = .default) { self.pacing = pacing }

    mutating func didConfigure() {
        configured = true
        commitOwed = true
    }

    /// May a new buffer be drawn (the compositor allows one and there is a reason)?
    func shouldDraw(needsRedraw: Bool) -> Bool {
        configured && !framePending && (needsRedraw || commitOwed)
    }

    /// Draw a new buffer now? Chooses the frame's time when it first becomes due.
    mutating func shouldDraw(needsRedraw: Bool, now: Double) -> Bool {
        guard shouldDraw(needsRedraw: needsRedraw) else {
            drawTime = nil
            return false
        }
        let time = drawTime ?? plannedDrawTime(now: now)
        if drawTime == nil { drawTiming = time > now ? .atDeadline : .atOnce }
        drawTime = time
        return now >= time
    }

    /// The mode's rule: at once (callback, or adaptive choosing early) or at the deadline.
    private mutating func plannedDrawTime(now: Double) -> Double {
        switch pacing.mode {
        case .callback: return now
        case .deadline: return deadline(now: now)
        case .adaptive:
            // Until a refresh is predicted there is no deadline: those frames are drawn at once.
            guard refresh.nextPresentation != nil else { return now }
            return latch.nextTiming() == .atDeadline ? deadline(now: now) : now
        }
    }

    /// The deadline rule: the predicted refresh − margin − frame cost, never in the past and
    /// never more than a period away (a presentation time that is not on `now`'s timeline).
    private func deadline(now: Double) -> Double {
        guard let next = refresh.nextPresentation, let period = refresh.period else { return now }
        let time = next - pacing.margin - cost.estimate
        return time > now && time < now + period ? time : now
    }

    /// Nothing to draw, but an animation runs: ask for a frame callback with an empty
    /// commit so the loop wakes at the next refresh (not while a frame waits for its time).
    func shouldRequestIdleFrame(isAnimating: Bool) -> Bool {
        configured && !framePending && isAnimating && drawTime == nil
    }

    /// A commit with a frame callback went out.
    mutating func didCommit() {
        framePending = true
        commitOwed = false
        drawTime = nil
    }

    mutating func didReceiveFrameDone() { framePending = false }

    /// The buffer commit just made at `now` asked for feedback tagged `frame`.
    mutating func didRequestFeedback(frame: UInt32, at now: Double) {
        latch.committed(frame: frame, at: now, timing: drawTiming)
    }

    /// Feedback for a commit: the next refresh is predicted from it, and the latch learnt.
    mutating func didPresent(frame: UInt32, _ presentation: Presentation) {
        refresh.presented(presentation)
        latch.presented(frame: frame, at: presentation.time, period: refresh.period)
    }

    /// `frame` will never be shown.
    mutating func didDiscard(frame: UInt32) {
        latch.discarded(frame: frame, period: refresh.period, refreshAt: refresh.lastPresented)
    }

    /// The adaptive pacer's choice and what it learnt.
    var state: PacingState {
        let latch = self.latch.latch
        return PacingState(choice: self.latch.choice, period: refresh.period, made: latch?.made, missed: latch?.missed)
    }

    /// A drawn frame took `milliseconds` from the loop's wake-up to its commit.
    mutating func didMeasureFrame(_ milliseconds: Double) { cost.record(milliseconds) }
}
