// The arena's decisions carried out: the engine asks an arena to decide, then, once the
// arena's operation has returned, tells each member its verdict and explains it, in the
// order decided. A recognizer's own requests (claim, give up, hold, release) are decided at
// once and told when it has returned (`call`), so no member is re-entered; a verdict's answer
// is told before the verdicts that were already waiting.

extension GestureEngine {
    /// The arena of `s`, if the handle names one.
    @inline(__always) private func arena(_ s: SequenceHandle) -> Int? {
        s.arena >= 0 && s.arena < sequences.arenas.count ? s.arena : nil
    }

    // A recognizer's requests, made through its context while it runs: decided now, told
    // when it returns.

    func claim(
        _ s: SequenceHandle, by g: any GestureRecognizer, strength: Int, reason: ExplainReason,
        move: Point, slop: Double, time: Double? = nil
    ) {
        guard let a = arena(s) else { return }
        sequences.arenas[a].claim(
            by: g, strength: strength, reason: reason, move: move, slop: slop, time: time, into: &verdicts)
    }

    func giveUp(
        _ s: SequenceHandle, by g: any GestureRecognizer, reason: ExplainReason, move: Point,
        slop: Double, time: Double? = nil
    ) {
        guard let a = arena(s) else { return }
        sequences.arenas[a].giveUp(by: g, reason: reason, move: move, slop: slop, time: time, into: &verdicts)
    }

    func hold(_ s: SequenceHandle, by g: any GestureRecognizer, reason: ExplainReason, move: Point, slop: Double) {
        guard let a = arena(s) else { return }
        sequences.arenas[a].hold(by: g, reason: reason, move: move, slop: slop, into: &verdicts)
    }

    func release(_ s: SequenceHandle) {
        guard let a = arena(s) else { return }
        sequences.arenas[a].release(into: &verdicts)
    }

    /// Arena `a`'s round has ended: its claims are decided together.
    func endRound(_ a: Int) {
        sequences.arenas[a].endRound(into: &verdicts)
        deliverVerdicts()
    }

    /// The sequence is over (lifted or cancelled): arena `a` is swept unless a member holds it.
    func endArena(_ a: Int, reason: ExplainReason) {
        sequences.arenas[a].end(reason: reason, into: &verdicts)
        deliverVerdicts()
    }

    /// Arena `a`'s sequence was cancelled with `reason`.
    func cancelArena(_ a: Int, reason: CancelReason) {
        sequences.arenas[a].cancel(reason: reason, into: &verdicts)
        deliverVerdicts()
    }

    /// Escape: the winners of arena `a` that handle it are cancelled.
    func escapeArena(_ a: Int) {
        sequences.arenas[a].cancelWinners(reason: .escape, into: &verdicts) { $0.cancelsOnEscape }
        deliverVerdicts()
    }

    /// Tells the members what their arenas decided, first decided first (unless a delivery
    /// is already under way further up the stack: it carries on with these).
    func deliverVerdicts() {
        guard !isDeliveringVerdicts, !isCallingOut else { return }
        isDeliveringVerdicts = true
        var i = 0
        while i < verdicts.count {
            let v = verdicts[i]
            i += 1
            let waiting = verdicts.count
            deliver(v)
            // What the member's answer caused is told before what was already waiting: the
            // new ones are rotated in place (no allocation) to just after this verdict.
            let caused = verdicts.count - waiting
            if caused > 0, waiting > i {
                verdicts[i...].reverse()
                verdicts[i ..< i + caused].reverse()
                verdicts[(i + caused)...].reverse()
            }
        }
        verdicts.removeAll(keepingCapacity: true)
        isDeliveringVerdicts = false
    }

    private func deliver(_ v: ArenaVerdict) {
        switch v.kind {
        case .accepted, .rejected:
            guard let g = v.recognizer else { return }
            note(
                v.sequence, v.kind == .accepted ? .accepted : .rejected, g.kind, region: v.region,
                reason: v.reason, move: v.move, slop: v.slop, time: v.time, axis: v.axis, contest: v.contest)
            let previous = sequences.verdictTime
            sequences.verdictTime = v.time
            if v.kind == .accepted {
                call(g) { g.accepted(v.handle, context: $0) }
            } else {
                call(g) { g.rejected(v.handle, context: $0) }
            }
            sequences.verdictTime = previous
        case .preempted:
            guard let g = v.recognizer else { return }
            note(v.sequence, .preempted, g.kind, region: v.region, reason: v.reason, axis: v.axis, contest: v.contest)
            call(g) { g.preempted(v.handle, context: $0) }
        case .cancelled:
            guard let g = v.recognizer, let reason = v.cancel else { return }
            call(g) { g.cancelled(v.handle, reason: reason, context: $0) }
        case .sequenced:
            note(
                v.sequence, .sequenced, v.recognizer?.kind, region: v.region, reason: v.reason, axis: v.axis,
                contest: v.contest)
        case .held:
            note(
                v.sequence, .held, v.recognizer?.kind, region: v.region, reason: v.reason, move: v.move,
                slop: v.slop, axis: v.axis, contest: v.contest)
        case .noWinner:
            note(v.sequence, .noWinner, reason: v.reason, move: v.move, slop: v.slop, contest: v.contest)
        case .contestCancelled:
            note(v.sequence, .cancelled, reason: v.reason, cancel: v.cancel, contest: v.contest)
        }
    }
}
