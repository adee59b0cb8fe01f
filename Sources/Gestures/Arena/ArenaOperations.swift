// The arena's operations, as the engine and the recognizers (through `GestureContext`)
// use them. Every verdict goes through `tell`, which explains it and calls the member once.

extension GestureArena {
    /// Empties the arena in place, keeping its storage (in place: a copy would share the
    /// members' buffer, and emptying a shared buffer allocates a new one).
    mutating func recycle() {
        inUse = false; swept = false; slot = -1; winner = -1; holds = 0; ended = false; inRound = false;
        noWinner = false
        decisionTime = nil
        lastReason = .none; lastMove = .zero; lastSlop = 0
        members.removeAll(keepingCapacity: true)
        recognizers.removeAll(keepingCapacity: true)
    }
}

extension GestureEngine {
    func allocateArena(slot: Int, sequence: InputSequence) -> Int? {
        for a in arenas.indices where !arenas[a].inUse {
            arenas[a].inUse = true
            arenas[a].slot = slot
            arenas[a].sequence = sequence
            arenas[a].contest = nextContest
            nextContest += 1
            return a
        }
        return nil
    }

    /// Tells member `k` of arena `a` its verdict, once, with its explanation.
    func tell(_ a: Int, _ k: Int, accepted: Bool, reason: ExplainReason, time: Double? = nil) {
        let m = arenas[a].members[k]
        arenas[a].members[k].state = accepted ? .accepted : .rejected
        let g = arenas[a].recognizers[k]
        note(
            arenas[a].sequence, accepted ? .accepted : .rejected, g.kind, region: m.region,
            reason: reason, move: accepted || reason != .otherWon ? m.move : .zero,
            slop: m.slop, time: time, axis: m.axis, contest: arenas[a].contest)
        let handle = SequenceHandle(slot: arenas[a].slot, arena: a)
        let previous = verdictTime
        verdictTime = time
        if accepted {
            g.accepted(handle, context: context(for: g))
        } else {
            g.rejected(handle, context: context(for: g))
        }
        verdictTime = previous
    }

    /// Decides the arena if it can: the best claim free to win wins (with the claims
    /// simultaneous with it), the others lose — except members the winner may be preempted by,
    /// which stand by, and its partners, which may still claim beside it; with no claim, none
    /// waiting and nobody left, the sequence has no winner.
    func resolve(_ a: Int) {
        guard !arenas[a].inRound, !arenas[a].swept else { return }
        guard arenas[a].winner < 0 else { settleWaiting(a); return }
        guard let b = arenas[a].bestClaim() else {
            settleWaiting(a)
            if !arenas[a].hasUndecided && !arenas[a].members.isEmpty && !arenas[a].noWinner {
                arenas[a].noWinner = true
                note(
                    arenas[a].sequence, .noWinner, reason: arenas[a].lastReason,
                    move: arenas[a].lastMove, slop: arenas[a].lastSlop, contest: arenas[a].contest)
            }
            return
        }
        arenas[a].winner = b
        let w = arenas[a].members[b]
        let winner = arenas[a].recognizers[b]
        let t = arenas[a].decisionTime ?? w.time   // losers are stamped with the winner's time
        for k in arenas[a].members.indices where k != b {
            let m = arenas[a].members[k]
            switch m.state {
            case .claimed where simultaneous(w, m) || arenas[a].arePartners(w, m):
                break   // accepted after the winner
            case .pending where arenas[a].arePartners(w, m):
                break   // may claim beside it
            case .pending where winner.canBePreempted(by: arenas[a].recognizers[k]):
                arenas[a].members[k].state = .standby
            case .pending, .claimed:
                tell(a, k, accepted: false, reason: .otherWon, time: t)
            default:
                break
            }
        }
        tell(a, b, accepted: true, reason: w.reason, time: t)
        for k in arenas[a].members.indices where arenas[a].members[k].state == .claimed {
            tell(a, k, accepted: true, reason: .simultaneous, time: t)
        }
        settleWaiting(a)
    }

    /// Members sequenced after others: those whose precedents won start taking part (beside
    /// them); those whose precedents all lost lose too.
    func settleWaiting(_ a: Int) {
        var k = 0
        while k < arenas[a].members.count {
            let m = arenas[a].members[k]
            if m.state == .waiting {
                let relations = regions.nodes[Int(m.region)].relations[Int(m.leaf)]
                let (accepted, undecided) = arenas[a].leaves(of: m.region)
                if relations.isOpen(accepted: accepted) {
                    arenas[a].members[k].state = .pending
                    note(
                        arenas[a].sequence, .sequenced, arenas[a].recognizers[k].kind, region: m.region,
                        reason: .precedingWon, axis: m.axis, contest: arenas[a].contest)
                } else if !relations.canOpen(accepted: accepted, undecided: undecided) {
                    tell(a, k, accepted: false, reason: .precedingFailed, time: arenas[a].decisionTime)
                }
            }
            k += 1
        }
    }

    /// Whether a member of arena `s` waits for `recognizer` to fail (composed after it with
    /// `exclusively(before:)`): a recognizer that could still succeed with more input should
    /// then hold the arena rather than let it be swept.
    func isRequired(_ s: SequenceHandle, by recognizer: any GestureRecognizer) -> Bool {
        let a = s.arena
        guard a >= 0, a < arenas.count, arenas[a].inUse, let k = arenas[a].member(recognizer) else { return false }
        let g = arenas[a].members[k]
        for m in arenas[a].members
        where m.region == g.region && m.state.isUndecided
            && m.requires & (1 << UInt64(g.leaf)) != 0
        {
            return true
        }
        return false
    }

    /// A claim is recognized together with the winner when the winner's region declared
    /// itself simultaneous with its ancestors and the claim's region is one of them, or when
    /// one of the two regions encloses the other and declared itself simultaneous with its
    /// descendants.
    func simultaneous(_ winner: GestureArena.Member, _ other: GestureArena.Member) -> Bool {
        (winner.simultaneousWithAncestors && regions.isAncestor(other.region, of: winner.region))
            || regions.recognizeTogether(winner.region, other.region)
    }

    /// The sequence is over (lifted or cancelled): sweeps the arena unless a member holds it.
    func endArena(_ a: Int, reason: ExplainReason) {
        arenas[a].ended = true
        guard arenas[a].holds == 0 else { return }
        sweep(a, reason: reason)
    }

    func sweep(_ a: Int, reason: ExplainReason) {
        var undecided = false
        // Those that never claimed first: a claim waiting for them to fail may then win.
        for k in arenas[a].members.indices {
            switch arenas[a].members[k].state {
            case .pending, .waiting:
                undecided = true
                tell(a, k, accepted: false, reason: reason)
            case .standby:
                tell(a, k, accepted: false, reason: reason == .liftedWithoutWinner ? .otherWon : reason)
            default: break
            }
        }
        // A cancelled sequence has no winner, not even one that was waiting.
        if reason != .cancelledBy && arenas[a].winner < 0 && arenas[a].bestClaim() != nil { resolve(a) }
        for k in arenas[a].members.indices where arenas[a].members[k].state.isUndecided {
            undecided = true
            tell(a, k, accepted: false, reason: reason)
        }
        if undecided && arenas[a].winner < 0 && !arenas[a].noWinner && reason == .liftedWithoutWinner {
            note(arenas[a].sequence, .noWinner, reason: reason, contest: arenas[a].contest)
        }
        arenas[a].swept = true
        if arenas[a].slot < 0 { arenas[a].recycle() }
    }

    // MARK: What members do (through GestureContext)

    func claim(
        _ s: SequenceHandle, by g: any GestureRecognizer, strength: Int, reason: ExplainReason,
        move: Point, slop: Double, time: Double? = nil
    ) {
        let a = s.arena
        guard a >= 0, a < arenas.count, arenas[a].inUse, !arenas[a].swept, let k = arenas[a].member(g) else { return }
        switch arenas[a].members[k].state {
        case .pending where arenas[a].winner >= 0:
            // Beside a winner it was composed with: recognized with it at once.
            arenas[a].members[k].move = move
            arenas[a].members[k].slop = slop
            tell(a, k, accepted: true, reason: .simultaneous, time: time)
            settleWaiting(a)
            return
        case .pending:
            arenas[a].members[k].state = .claimed
        case .standby:
            arenas[a].members[k].state = .claimed
            arenas[a].members[k].reason = reason
            arenas[a].members[k].move = move
            arenas[a].members[k].slop = slop
            takeOver(a, by: k)
            return
        default:
            return
        }
        arenas[a].members[k].strength = strength
        arenas[a].members[k].time = time
        arenas[a].members[k].reason = reason
        arenas[a].members[k].move = move
        arenas[a].members[k].slop = slop
        resolve(a)
    }

    /// A standby member takes the sequence over from the winners beside it.
    func takeOver(_ a: Int, by k: Int) {
        let handle = SequenceHandle(slot: arenas[a].slot, arena: a)
        for j in arenas[a].members.indices
        where arenas[a].members[j].state == .accepted && !arenas[a].members[j].finished {
            let m = arenas[a].members[j]
            note(
                arenas[a].sequence, .preempted, arenas[a].recognizers[j].kind, region: m.region, reason: .tookOver,
                axis: m.axis, contest: arenas[a].contest)
            arenas[a].members[j].finished = true
            arenas[a].recognizers[j].preempted(handle, context: context(for: arenas[a].recognizers[j]))
        }
        arenas[a].winner = k
        tell(a, k, accepted: true, reason: arenas[a].members[k].reason)
        // Those on standby stay only if the new winner may in turn be preempted by them.
        let w = arenas[a].recognizers[k]
        for j in arenas[a].members.indices
        where arenas[a].members[j].state == .standby
            && !w.canBePreempted(by: arenas[a].recognizers[j])
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
        guard a >= 0, a < arenas.count, arenas[a].inUse, !arenas[a].swept, let k = arenas[a].member(g) else { return }
        let state = arenas[a].members[k].state
        guard state == .pending || state == .claimed || state == .standby else { return }
        arenas[a].members[k].move = move
        arenas[a].members[k].slop = slop
        arenas[a].lastReason = reason
        arenas[a].lastMove = move
        arenas[a].lastSlop = slop
        tell(a, k, accepted: false, reason: reason, time: time)
        // What waited for it to fail is decided as of its failure.
        arenas[a].decisionTime = time
        if !arenas[a].inRound { resolve(a) }
        arenas[a].decisionTime = nil
    }

    func hold(_ s: SequenceHandle, by g: any GestureRecognizer, reason: ExplainReason, move: Point, slop: Double) {
        let a = s.arena
        guard a >= 0, arenas[a].inUse, !arenas[a].swept, let k = arenas[a].member(g) else { return }
        arenas[a].holds += 1
        note(
            arenas[a].sequence, .held, g.kind, region: arenas[a].members[k].region, reason: reason,
            move: move, slop: slop, axis: arenas[a].members[k].axis, contest: arenas[a].contest)
    }

    func release(_ s: SequenceHandle) {
        let a = s.arena
        guard a >= 0, arenas[a].inUse, !arenas[a].swept, arenas[a].holds > 0 else { return }
        arenas[a].holds -= 1
        if arenas[a].holds == 0 && arenas[a].ended { sweep(a, reason: .liftedWithoutWinner) }
    }

    /// The engine's own invariants, after every public call in debug builds (swift-collections'
    /// habit): each arena's contract, each live sequence's arena, every offset in bounds. Reads
    /// the storage in place, so that the check costs little even unoptimized.
    func checkInvariants() {
        #if DEBUG
        arenas.withUnsafeBufferPointer { arenas in
            for a in arenas.indices where arenas[a].inUse { arenas[a].checkInvariants() }
            slots.withUnsafeBufferPointer { slots in
                for i in slots.indices where slots[i].inUse && slots[i].arena >= 0 {
                    precondition(
                        arenas[slots[i].arena].inUse && arenas[slots[i].arena].slot == i,
                        "engine: a live sequence lost its arena")
                }
            }
        }
        for s in regions.scrollers {
            precondition(s.offset >= 0 && s.offset <= s.maxOffset, "engine: scroll offset out of bounds")
        }
        #endif
    }
}
