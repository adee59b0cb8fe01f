/// When the window may commit: at most one frame per displayed frame (wl_surface.frame),
/// nothing before the first configure, and a commit owed after each configure ack even if
/// the content has nothing new (xdg-shell wants a commit for the acked state). Input that
/// arrives between frames is coalesced into the next one simply by waiting here.
///
/// Within that, when to draw (`FramePacing`): at the frame callback, or, once wp_presentation
/// feedback gives the refresh grid, so that the commit goes out just before the compositor
/// takes it (its latch: the refresh itself for the deadline pacer, what `CommitLatch` learnt
/// for the adaptive one), started the recent frame cost before, so that input arriving after
/// the callback still makes the next refresh; or, adaptive, at once where the compositor
/// takes commits early. The time of a frame is chosen once, when it becomes due: a wake-up
/// past it draws at once while the latch is still ahead, and past the latch waits for the
/// next refresh's deadline instead (a frame drawn now would reach the same refresh with
/// older input). The adaptive pacer's probes are second commits within a refresh, without
/// a frame callback (`CommitLatch`). Pure: `now` is an input.
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
    /// When the compositor takes the commit of the frame planned (nil: unknown): a wake-up
    /// past it re-plans the frame for the next refresh, once.
    private var latchTime: Double?
    private var replanned = false
    /// A probe: drawn from `start` once input came after its frame, until `until` (when its
    /// commit could no longer make the refresh); `waiting` for input once `start` passed.
    struct Probe: Equatable {
        var start: Double
        var until: Double
        var waiting = false
    }
    /// The probe after the frame planned (nil: none follows it).
    private var plannedProbe: Probe?
    /// The probe waiting in this refresh, after its frame went out (nil: none).
    private(set) var probeTime: Probe?
    /// The draw just allowed is a probe: committed without a frame callback.
    private(set) var drawingProbe = false
    /// When the draw just allowed was planned to start (its frame cost is measured from it).
    private(set) var drawStart = 0.0

    init(pacing: FramePacing = .default) { self.pacing = pacing }

    mutating func didConfigure() {
        configured = true
        commitOwed = true
    }

    /// May a new buffer be drawn (the compositor allows one and there is a reason)?
    func shouldDraw(needsRedraw: Bool) -> Bool {
        configured && !framePending && (needsRedraw || commitOwed)
    }

    /// Draw a new buffer now (a frame, or a probe: `drawingProbe`)? Chooses the frame's time
    /// when it first becomes due.
    mutating func shouldDraw(needsRedraw: Bool, now: Double) -> Bool {
        drawingProbe = false
        if framePending, let probe = probeTime, now >= probe.start {
            // Only for input that came since the frame, and while it could still make the
            // refresh: input that arrives later waits for the next frame.
            guard now < probe.until else {
                probeTime = nil
                return false
            }
            drawingProbe = needsRedraw
            if needsRedraw { probeTime = nil } else { probeTime?.waiting = true }
            drawStart = probe.start
            return drawingProbe
        }
        guard shouldDraw(needsRedraw: needsRedraw) else {
            drawTime = nil
            return false
        }
        if drawTime == nil { plan(now: now) }
        guard var time = drawTime else { return false }
        if let latch = latchTime, now > latch, !replanned, let period = refresh.period {
            // Woke past the latch: this refresh is lost whatever is drawn now.
            replanned = true
            time += period
            latchTime = latch + period
            plannedProbe = plannedProbe.map { Probe(start: $0.start + period, until: $0.until + period) }
            drawTime = time
        }
        drawStart = time
        return now >= time
    }

    /// The mode's rule: at once (callback, or adaptive choosing early) or at the deadline
    /// before the latch; and the adaptive pacer's probe after it.
    private mutating func plan(now: Double) {
        replanned = false
        latchTime = nil
        plannedProbe = nil
        var time = now
        switch pacing.mode {
        case .callback:
            break
        case .deadline:
            if let period = refresh.period { time = deadline(now: now, aim: period - pacing.margin, latch: period) }
        case .adaptive:
            // Until a refresh is predicted there is no deadline: those frames are drawn at once.
            guard let period = refresh.period, refresh.refreshTime(atOrBefore: now) != nil else { break }
            let probed = latch.probesNextFrame()
            // Late: `step` before the learnt latch; until one is learnt, the refresh − margin.
            let taken = latch.taken
            let aim = taken.map { $0 - CommitLatch.guardBeforeLatch } ?? period - pacing.margin
            let latchPhase = taken.map { min($0 + CommitLatch.step, period) } ?? period
            if latch.choice == .early {
                if probed { plannedProbe = probe(now: now, aim: aim, period: period) }
            } else {
                time = deadline(now: now, aim: aim, latch: latchPhase)
                if probed, let taken {
                    plannedProbe = probe(now: now, aim: min(taken + CommitLatch.step, period), period: period)
                }
            }
        }
        drawTime = time
        drawTiming = time > now ? .atDeadline : .atOnce
    }

    /// A probe whose commit goes out `aim` ms after the refresh at or before `now`, drawn at
    /// the latest so that it goes out before the next refresh.
    private func probe(now: Double, aim: Double, period: Double) -> Probe? {
        refresh.refreshTime(atOrBefore: now).map {
            Probe(start: $0 + aim - cost.estimate, until: $0 + period - cost.estimate)
        }
    }

    /// The deadline rule: start drawing so the commit goes out `aim` ms after the refresh at
    /// or before `now`; if that time has passed, at once while the latch (`latch` ms after the
    /// refresh) is ahead, else at the next refresh's deadline. Sets the frame's latch.
    private mutating func deadline(now: Double, aim: Double, latch: Double) -> Double {
        guard let refresh = refresh.refreshTime(atOrBefore: now), let period = self.refresh.period else { return now }
        let time = refresh + aim - cost.estimate
        if time > now || refresh + latch > now {
            latchTime = refresh + latch
            return max(time, now)
        }
        latchTime = refresh + period + latch
        return time + period
    }

    /// Nothing to draw, but an animation runs: ask for a frame callback with an empty
    /// commit so the loop wakes at the next refresh (not while a frame waits for its time).
    func shouldRequestIdleFrame(isAnimating: Bool) -> Bool {
        configured && !framePending && isAnimating && drawTime == nil
    }

    /// When the loop must wake: for the frame waiting for its time, or for the probe.
    var nextWake: Double? { drawTime ?? probeTime.flatMap { $0.waiting ? nil : $0.start } }

    /// A commit went out: a frame with a frame callback, or the probe (`drawingProbe`).
    mutating func didCommit() {
        if drawingProbe {
            drawingProbe = false
            return
        }
        framePending = true
        commitOwed = false
        drawTime = nil
        probeTime = plannedProbe
        plannedProbe = nil
    }

    /// The refresh the probe was for is over.
    mutating func didReceiveFrameDone() {
        framePending = false
        probeTime = nil
    }

    /// The buffer commit just made at `now` asked for feedback tagged `frame`.
    mutating func didRequestFeedback(frame: UInt32, at now: Double) {
        latch.committed(
            frame: frame, at: now, timing: drawingProbe ? .atDeadline : drawTiming, probe: drawingProbe,
            after: refresh.numberedRefresh(atOrBefore: now))
    }

    /// Feedback for a commit: the next refresh is predicted from it, and the latch learnt.
    mutating func didPresent(frame: UInt32, _ presentation: Presentation) {
        refresh.presented(presentation)
        latch.presented(frame: frame, at: presentation.time, sequence: presentation.sequence, period: refresh.period)
    }

    /// `frame` will never be shown.
    mutating func didDiscard(frame: UInt32) {
        latch.discarded(frame: frame, period: refresh.period, refreshAt: refresh.lastPresented)
    }

    /// The adaptive pacer's choice and what it learnt.
    var state: PacingState {
        let seen = latch.latch
        return PacingState(
            choice: latch.choice, period: refresh.period, made: seen?.made, missed: seen?.missed, taken: latch.taken)
    }

    /// The commit of `frame`, drawn from `start`, went out at `now`: the frame's cost, and
    /// when the compositor could first take it.
    mutating func didSend(frame: UInt32, drawnFrom start: Double, at now: Double) {
        cost.record(now - start)
        latch.sent(frame: frame, at: now)
    }
}
