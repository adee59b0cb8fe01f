// The arena's operations, as the engine and the recognizers (through `GestureContext`)
// use them. Every verdict goes through `tell`, which explains it and calls the member once.

extension GestureEngine {
    /// Tells member `k` of arena `a` its verdict, once, with its explanation.
    func tell(_ a: Int, _ k: Int, accepted: Bool, reason: ExplainReason, time: Double? = nil) {
        let m = sequences.arenas[a].members[k]
        sequences.arenas[a].members[k].state = accepted ? .accepted : .rejected
        let g = sequences.arenas[a].recognizers[k]
        note(
            sequences.arenas[a].sequence, accepted ? .accepted : .rejected, g.kind, region: m.region,
            reason: reason, move: accepted || reason != .otherWon ? m.move : .zero,
            slop: m.slop, time: time, axis: m.axis, contest: sequences.arenas[a].contest)
        let handle = SequenceHandle(slot: sequences.arenas[a].slot, arena: a)
        let previous = sequences.verdictTime
        sequences.verdictTime = time
        if accepted {
            g.accepted(handle, context: context(for: g))
        } else {
            g.rejected(handle, context: context(for: g))
        }
        sequences.verdictTime = previous
    }

    /// Decides the arena if it can: the best claim free to win wins (with the claims
    /// simultaneous with it), the others lose — except members the winner may be preempted by,
    /// which stand by, and its partners, which may still claim beside it; with no claim, none
    /// waiting and nobody left, the sequence has no winner.
    func resolve(_ a: Int) {
        guard !sequences.arenas[a].inRound, !sequences.arenas[a].swept else { return }
        guard sequences.arenas[a].winner < 0 else { settleWaiting(a); return }
        guard let b = sequences.arenas[a].bestClaim() else {
            settleWaiting(a)
            if !sequences.arenas[a].hasUndecided && !sequences.arenas[a].members.isEmpty
                && !sequences.arenas[a].noWinner
            {
                sequences.arenas[a].noWinner = true
                note(
                    sequences.arenas[a].sequence, .noWinner, reason: sequences.arenas[a].lastReason,
                    move: sequences.arenas[a].lastMove, slop: sequences.arenas[a].lastSlop,
                    contest: sequences.arenas[a].contest)
            }
            return
        }
        sequences.arenas[a].winner = b
        let w = sequences.arenas[a].members[b]
        let winner = sequences.arenas[a].recognizers[b]
        let t = sequences.arenas[a].decisionTime ?? w.time   // losers are stamped with the winner's time
        for k in sequences.arenas[a].members.indices where k != b {
            let m = sequences.arenas[a].members[k]
            switch m.state {
            case .claimed where regions.areSimultaneous(winner: w, m) || sequences.arenas[a].arePartners(w, m):
                break   // accepted after the winner
            case .pending where sequences.arenas[a].arePartners(w, m):
                break   // may claim beside it
            case .pending where winner.canBePreempted(by: sequences.arenas[a].recognizers[k]):
                sequences.arenas[a].members[k].state = .standby
            case .pending, .claimed:
                tell(a, k, accepted: false, reason: .otherWon, time: t)
            default:
                break
            }
        }
        tell(a, b, accepted: true, reason: w.reason, time: t)
        for k in sequences.arenas[a].members.indices where sequences.arenas[a].members[k].state == .claimed {
            tell(a, k, accepted: true, reason: .simultaneous, time: t)
        }
        settleWaiting(a)
    }

    /// Members sequenced after others: those whose precedents won start taking part (beside
    /// them); those whose precedents all lost lose too.
    func settleWaiting(_ a: Int) {
        var k = 0
        while k < sequences.arenas[a].members.count {
            let m = sequences.arenas[a].members[k]
            if m.state == .waiting {
                let relations = regions.nodes[Int(m.region)].relations[Int(m.leaf)]
                let (accepted, undecided) = sequences.arenas[a].leaves(of: m.region)
                if relations.isOpen(accepted: accepted) {
                    sequences.arenas[a].members[k].state = .pending
                    note(
                        sequences.arenas[a].sequence, .sequenced, sequences.arenas[a].recognizers[k].kind,
                        region: m.region,
                        reason: .precedingWon, axis: m.axis, contest: sequences.arenas[a].contest)
                } else if !relations.canOpen(accepted: accepted, undecided: undecided) {
                    tell(a, k, accepted: false, reason: .precedingFailed, time: sequences.arenas[a].decisionTime)
                }
            }
            k += 1
        }
    }

    /// The sequence is over (lifted or cancelled): sweeps the arena unless a member holds it.
    func endArena(_ a: Int, reason: ExplainReason) {
        sequences.arenas[a].ended = true
        guard sequences.arenas[a].holds == 0 else { return }
        sweep(a, reason: reason)
    }

    func sweep(_ a: Int, reason: ExplainReason) {
        var undecided = false
        // Those that never claimed first: a claim waiting for them to fail may then win.
        for k in sequences.arenas[a].members.indices {
            switch sequences.arenas[a].members[k].state {
            case .pending, .waiting:
                undecided = true
                tell(a, k, accepted: false, reason: reason)
            case .standby:
                tell(a, k, accepted: false, reason: reason == .liftedWithoutWinner ? .otherWon : reason)
            default: break
            }
        }
        // A cancelled sequence has no winner, not even one that was waiting.
        if reason != .cancelledBy && sequences.arenas[a].winner < 0 && sequences.arenas[a].bestClaim() != nil {
            resolve(a)
        }
        for k in sequences.arenas[a].members.indices where sequences.arenas[a].members[k].state.isUndecided {
            undecided = true
            tell(a, k, accepted: false, reason: reason)
        }
        if undecided && sequences.arenas[a].winner < 0 && !sequences.arenas[a].noWinner
            && reason == .liftedWithoutWinner
        {
            note(sequences.arenas[a].sequence, .noWinner, reason: reason, contest: sequences.arenas[a].contest)
        }
        sequences.arenas[a].swept = true
        if sequences.arenas[a].slot < 0 { sequences.arenas[a].recycle() }
    }

    // MARK: What members do (through GestureContext)

    func claim(
        _ s: SequenceHandle, by g: any GestureRecognizer, strength: Int, reason: ExplainReason,
        move: Point, slop: Double, time: Double? = nil
    ) {
        let a = s.arena
        guard a >= 0, a < sequences.arenas.count, sequences.arenas[a].inUse, !sequences.arenas[a].swept,
            let k = sequences.arenas[a].member(g)
        else { return }
        switch sequences.arenas[a].members[k].state {
        case .pending where sequences.arenas[a].winner >= 0:
            // Beside a winner it was composed with: recognized with it at once.
            sequences.arenas[a].members[k].move = move
            sequences.arenas[a].members[k].slop = slop
            tell(a, k, accepted: true, reason: .simultaneous, time: time)
            settleWaiting(a)
            return
        case .pending:
            sequences.arenas[a].members[k].state = .claimed
        case .standby:
            sequences.arenas[a].members[k].state = .claimed
            sequences.arenas[a].members[k].reason = reason
            sequences.arenas[a].members[k].move = move
            sequences.arenas[a].members[k].slop = slop
            takeOver(a, by: k)
            return
        default:
            return
        }
        sequences.arenas[a].members[k].strength = strength
        sequences.arenas[a].members[k].time = time
        sequences.arenas[a].members[k].reason = reason
        sequences.arenas[a].members[k].move = move
        sequences.arenas[a].members[k].slop = slop
        resolve(a)
    }

    /// A standby member takes the sequence over from the winners beside it.
    func takeOver(_ a: Int, by k: Int) {
        let handle = SequenceHandle(slot: sequences.arenas[a].slot, arena: a)
        for j in sequences.arenas[a].members.indices
        where sequences.arenas[a].members[j].state == .accepted && !sequences.arenas[a].members[j].finished {
            let m = sequences.arenas[a].members[j]
            note(
                sequences.arenas[a].sequence, .preempted, sequences.arenas[a].recognizers[j].kind, region: m.region,
                reason: .tookOver,
                axis: m.axis, contest: sequences.arenas[a].contest)
            sequences.arenas[a].members[j].finished = true
            sequences.arenas[a].recognizers[j].preempted(
                handle, context: context(for: sequences.arenas[a].recognizers[j]))
        }
        sequences.arenas[a].winner = k
        tell(a, k, accepted: true, reason: sequences.arenas[a].members[k].reason)
        // Those on standby stay only if the new winner may in turn be preempted by them.
        let w = sequences.arenas[a].recognizers[k]
        for j in sequences.arenas[a].members.indices
        where sequences.arenas[a].members[j].state == .standby
            && !w.canBePreempted(by: sequences.arenas[a].recognizers[j])
        {
            tell(a, j, accepted: false, reason: .otherWon)
        }
        settleWaiting(a)
    }

    func giveUp(
        _ s: SequenceHandle, by g: any GestureRecognizer, reason: ExplainReason, move: Point,
        slop: Double, time: Double? = nil
    ) {
        let a = s.arena
        guard a >= 0, a < sequences.arenas.count, sequences.arenas[a].inUse, !sequences.arenas[a].swept,
            let k = sequences.arenas[a].member(g)
        else { return }
        let state = sequences.arenas[a].members[k].state
        guard state == .pending || state == .claimed || state == .standby else { return }
        sequences.arenas[a].members[k].move = move
        sequences.arenas[a].members[k].slop = slop
        sequences.arenas[a].lastReason = reason
        sequences.arenas[a].lastMove = move
        sequences.arenas[a].lastSlop = slop
        tell(a, k, accepted: false, reason: reason, time: time)
        // What waited for it to fail is decided as of its failure.
        sequences.arenas[a].decisionTime = time
        if !sequences.arenas[a].inRound { resolve(a) }
        sequences.arenas[a].decisionTime = nil
    }

    func hold(_ s: SequenceHandle, by g: any GestureRecognizer, reason: ExplainReason, move: Point, slop: Double) {
        let a = s.arena
        guard a >= 0, sequences.arenas[a].inUse, !sequences.arenas[a].swept, let k = sequences.arenas[a].member(g)
        else { return }
        sequences.arenas[a].holds += 1
        note(
            sequences.arenas[a].sequence, .held, g.kind, region: sequences.arenas[a].members[k].region, reason: reason,
            move: move, slop: slop, axis: sequences.arenas[a].members[k].axis, contest: sequences.arenas[a].contest)
    }

    func release(_ s: SequenceHandle) {
        let a = s.arena
        guard a >= 0, sequences.arenas[a].inUse, !sequences.arenas[a].swept, sequences.arenas[a].holds > 0 else {
            return
        }
        sequences.arenas[a].holds -= 1
        if sequences.arenas[a].holds == 0 && sequences.arenas[a].ended { sweep(a, reason: .liftedWithoutWinner) }
    }
}
