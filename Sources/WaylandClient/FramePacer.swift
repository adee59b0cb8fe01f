/// When the window may commit: at most one commit per displayed frame (wl_surface.frame),
/// nothing before the first configure, and a commit owed after each configure ack even if
/// the content has nothing new (xdg-shell wants a commit for the acked state). Input that
/// arrives between frames is coalesced into the next one simply by waiting here.
///
/// Within that, when to draw (`FramePacing`): at the frame callback, or, once wp_presentation
/// feedback predicts the next refresh, at that refresh − the margin − the recent frame cost,
/// so that input arriving after the callback still makes the next refresh. The time of a
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
    /// When the frame that is due will be drawn; nil while none is due.
    private(set) var drawTime: Double?

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
        drawTime = time
        return now >= time
    }

    /// The deadline rule: the predicted refresh − margin − frame cost, never in the past and
    /// never more than a period away (a presentation time that is not on `now`'s timeline).
    private func plannedDrawTime(now: Double) -> Double {
        guard pacing.mode == .deadline, let next = refresh.nextPresentation, let period = refresh.period
        else { return now }
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

    /// Feedback for a commit: the next refresh is predicted from it.
    mutating func didPresent(_ presentation: Presentation) { refresh.presented(presentation) }

    /// A drawn frame took `milliseconds` from the loop's wake-up to its commit.
    mutating func didMeasureFrame(_ milliseconds: Double) { cost.record(milliseconds) }
}
