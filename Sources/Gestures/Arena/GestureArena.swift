/// One sequence's contest (Flutter's gesture arena, generalised): which recognizers compete
/// for a touch point or a press, and who won.
///
/// It carries out the rules of the DocC article *The arena* (`Gestures.docc/TheArena.md`,
/// the one place they are written); `checkInvariants()` checks its state after every engine
/// call in debug builds, and the property tests check the rest from the decisions.
///
/// The arena never calls out. Each operation changes its state and appends what it decided to
/// an outbox (`ArenaVerdict`: a member accepted or rejected, preempted or cancelled, and the
/// explanations), in order. The engine tells the members once the operation has returned and,
/// when a recognizer asked (a claim, a give-up, a hold, a release), once that recognizer has
/// returned: no member is told anything while one of its callbacks runs, and one that answers
/// a verdict with a request of its own meets a finished decision (what its answer decided is
/// told before the verdicts already waiting). The one thing the arena asks a recognizer is
/// `canBePreempted(by:)`, a query.
struct GestureArena {
    enum MemberState: UInt8 {
        /// Competing.
        case pending
        /// Claimed in the current round; decided at its end.
        case claimed
        case accepted
        case rejected
        /// Beside a winner that it may preempt; still undecided.
        case standby
        /// Sequenced after other members: sees nothing until one of them wins.
        case waiting
    }

    /// A member's place in the contest. Plain data (its recognizer is kept beside it, in
    /// `recognizers`), so reading one copies a few words and retains nothing.
    struct Member {
        var region: Int32
        /// Its index among its region's recognizers (the bit its relations name it by), and
        /// its relations to the region's other recognizers.
        var leaf: Int32
        var partners: UInt64
        var requires: UInt64
        var state: MemberState = .pending
        /// The region's priority and the claim, compared when claims meet.
        var highPriority: Bool
        var simultaneousWithAncestors: Bool
        var simultaneousWithDescendants: Bool
        /// Its region's depth: members join up one chain of regions, so a shallower member's
        /// region encloses a deeper one's.
        var depth: Int
        var strength: Int = 0
        /// How the claim or the give-up was explained.
        var reason: ExplainReason = .none
        var move = Point.zero
        var slop: Double = 0
        var axis: Axis?
        /// When its claim was made, if not now (a deadline caught up late).
        var time: Double?
        /// Accepted, but its gesture is over while the sequence goes on (escaped, preempted).
        var finished = false
    }

    /// Allocated to a sequence (until its slot is freed and its verdicts are all given).
    var inUse = false
    /// Every member has been told; the arena only waits for its slot to be freed.
    var swept = false
    /// The sequence's slot while it is down; -1 once it is over (a held arena outlives it).
    var slot = -1
    /// What the sequence last was, once its slot is freed while the arena outlives it: a
    /// verdict given later still sees where and how it ended.
    var last = SequenceFacts()
    var sequence: InputSequence = .pointer
    /// Its number in the explain log.
    var contest = 0
    var members: [Member] = []
    /// Each member's recognizer, at the member's index.
    var recognizers: [any GestureRecognizer] = []
    /// Each member's composition relations (what it is sequenced after), at its index.
    var relations: [MemberRelations] = []
    /// The member that owns the sequence, or -1.
    var winner = -1
    /// Held by a member: not swept when the sequence ends, until released.
    var holds = 0
    /// The sequence lifted or was cancelled.
    var ended = false
    /// Every member gave up: explained once as "no winner".
    var noWinner = false
    /// Members are looking at one event: claims wait for the round's end.
    var inRound = false
    /// When the verdict being given was due, if earlier than now (a deadline caught up late).
    var decisionTime: Double?
    /// The last give-up, for the "no winner" explanation.
    var lastReason: ExplainReason = .none
    var lastMove = Point.zero
    var lastSlop: Double = 0

    init(capacity: Int) { reserve(capacity) }

    /// Empties the arena in place, keeping its storage (in place: a copy would share the
    /// members' buffer, and emptying a shared buffer allocates a new one).
    mutating func recycle() {
        inUse = false; swept = false; slot = -1; winner = -1; holds = 0; ended = false; inRound = false;
        noWinner = false
        decisionTime = nil
        lastReason = .none; lastMove = .zero; lastSlop = 0
        members.removeAll(keepingCapacity: true)
        recognizers.removeAll(keepingCapacity: true)
        relations.removeAll(keepingCapacity: true)
    }

    mutating func reserve(_ capacity: Int) {
        members.reserveCapacity(capacity)
        recognizers.reserveCapacity(capacity)
        relations.reserveCapacity(capacity)
    }

    mutating func append(_ member: Member, recognizer: any GestureRecognizer, relations r: MemberRelations) {
        members.append(member)
        recognizers.append(recognizer)
        relations.append(r)
    }

    /// The handle its verdicts name the sequence by (slot -1 once the sequence is over).
    var handle: SequenceHandle { SequenceHandle(slot: slot, arena: index) }
    /// Its index in the engine's pool.
    var index = -1

    /// Whether some member has not been told yet.
    var hasUndecided: Bool {
        members.contains { $0.state.isUndecided }
    }

    /// Whether member `m` and member `n` were composed to be recognized together.
    func arePartners(_ m: Member, _ n: Member) -> Bool {
        m.region == n.region && m.partners & (1 << UInt64(n.leaf)) != 0
    }

    /// Whether member `k`'s claim must still wait: a member it requires to fail is undecided
    /// or won.
    func isBlocked(_ k: Int) -> Bool {
        let m = members[k]
        guard m.requires != 0 else { return false }
        for r in members where r.region == m.region && m.requires & (1 << UInt64(r.leaf)) != 0 && r.state != .rejected {
            return true
        }
        return false
    }

    /// Masks of `region`'s recognizers in this arena that won, and that are still undecided.
    func leaves(of region: Int32) -> (accepted: UInt64, undecided: UInt64) {
        var accepted: UInt64 = 0, undecided: UInt64 = 0
        for m in members where m.region == region {
            if m.state == .accepted {
                accepted |= 1 << UInt64(m.leaf)
            } else if m.state.isUndecided {
                undecided |= 1 << UInt64(m.leaf)
            }
        }
        return (accepted, undecided)
    }

    /// The index of `recognizer`'s membership, or nil.
    func member(_ recognizer: any GestureRecognizer) -> Int? {
        for k in recognizers.indices where recognizers[k] === recognizer { return k }
        return nil
    }

    /// Whether a member waits for `recognizer` to fail (composed after it with
    /// `exclusively(before:)`): a recognizer that could still succeed with more input should
    /// then hold the arena rather than let it be swept.
    func isRequired(by recognizer: any GestureRecognizer) -> Bool {
        guard inUse, let k = member(recognizer) else { return false }
        let g = members[k]
        for m in members where m.region == g.region && m.state.isUndecided && m.requires & (1 << UInt64(g.leaf)) != 0 {
            return true
        }
        return false
    }

    /// Whether a claim of `other` is recognized together with the winner: the winner's region
    /// is simultaneous with its ancestors and `other`'s encloses it, or the enclosing one of
    /// the two is simultaneous with its descendants.
    func areSimultaneous(winner w: Member, _ other: Member) -> Bool {
        guard w.region >= 0, other.region >= 0, w.region != other.region else { return false }
        if other.depth < w.depth { return w.simultaneousWithAncestors || other.simultaneousWithDescendants }
        return other.depth > w.depth && w.simultaneousWithDescendants
    }

    /// The best claim free to win: highest region priority, then strength, then depth, then
    /// join order.
    func bestClaim() -> Int? {
        var best: Int?
        for k in members.indices where members[k].state == .claimed && !isBlocked(k) {
            guard let b = best else { best = k; continue }
            let m = members[k], c = members[b]
            if (m.highPriority ? 1 : 0, m.strength, m.depth) > (c.highPriority ? 1 : 0, c.strength, c.depth) {
                best = k
            }
        }
        return best
    }

    /// Checks what the arena's own state can show of the rules (that every member is told
    /// exactly once is checked by whoever observes the decisions: the property tests). Debug
    /// builds only, and allocation-free: it runs after every engine call.
    func checkInvariants() {
        #if DEBUG
        guard inUse else { return }
        var accepted = 0, claimed = 0, standby = 0
        for k in members.indices {
            switch members[k].state {
            case .accepted: accepted += 1
            case .claimed where inRound || !isBlocked(k): claimed += 1
            case .standby: standby += 1
            default: break
            }
        }
        if winner >= 0 {
            precondition(
                winner < members.count && members[winner].state == .accepted, "arena: the winner is not accepted")
        } else {
            precondition(accepted == 0, "arena: accepted members without a winner")
            precondition(standby == 0, "arena: standby without a winner")
        }
        precondition(inRound || claimed == 0, "arena: a claim free to win left undecided after its round")
        #endif
    }
}

extension GestureArena.MemberState {
    /// Not told yet.
    var isUndecided: Bool { self == .pending || self == .claimed || self == .standby || self == .waiting }
}

/// One thing an arena decided, for the engine to carry out once the arena's operation has
/// returned: tell a member its verdict (and explain it), or explain a decision.
struct ArenaVerdict {
    enum Kind: UInt8 {
        case accepted, rejected
        /// A standby member took over: the winner's gesture is over.
        case preempted
        /// The sequence a member had won was cancelled (`cancel` says why).
        case cancelled
        /// Explanations only: a sequenced member starts taking part, a member holds the arena,
        /// the contest has no winner, the contest was cancelled undecided.
        case sequenced, held, noWinner, contestCancelled
    }
    var kind: Kind
    /// The member's recognizer; nil for a decision about the whole contest.
    var recognizer: (any GestureRecognizer)?
    var handle: SequenceHandle
    var sequence: InputSequence
    var contest: Int
    var region: Int32 = -1
    var reason: ExplainReason = .none
    var move = Point.zero
    var slop: Double = 0
    /// When it was due, if earlier than now (a deadline caught up late).
    var time: Double?
    var axis: Axis?
    var cancel: CancelReason?
}

// MARK: The operations
// Each one changes the arena and appends its verdicts to `out`, and calls nothing.

extension GestureArena {
    /// Decides member `k` (once): appends its verdict with its explanation.
    private mutating func tell(
        _ k: Int, accepted: Bool, reason: ExplainReason, time: Double? = nil, into out: inout [ArenaVerdict]
    ) {
        let m = members[k]
        members[k].state = accepted ? .accepted : .rejected
        out.append(
            ArenaVerdict(
                kind: accepted ? .accepted : .rejected, recognizer: recognizers[k], handle: handle,
                sequence: sequence, contest: contest, region: m.region, reason: reason,
                move: accepted || reason != .otherWon ? m.move : .zero, slop: m.slop, time: time, axis: m.axis))
    }

    private func explain(
        _ kind: ArenaVerdict.Kind, member k: Int? = nil, reason: ExplainReason, move: Point = .zero,
        slop: Double = 0, cancel: CancelReason? = nil, into out: inout [ArenaVerdict]
    ) {
        out.append(
            ArenaVerdict(
                kind: kind, recognizer: k.map { recognizers[$0] }, handle: handle, sequence: sequence,
                contest: contest, region: k.map { members[$0].region } ?? -1, reason: reason, move: move,
                slop: slop, axis: k.flatMap { members[$0].axis }, cancel: cancel))
    }

    /// The members look at one event: their claims wait for `endRound`.
    mutating func beginRound() { inRound = true }

    /// The round's claims are decided together.
    mutating func endRound(into out: inout [ArenaVerdict]) {
        inRound = false
        resolve(into: &out)
    }

    /// Decides the arena if it can: the best claim free to win wins (with the claims
    /// simultaneous with it), the others lose — except members the winner may be preempted by,
    /// which stand by, and its partners, which may still claim beside it; with no claim, none
    /// waiting and nobody left, the sequence has no winner.
    mutating func resolve(into out: inout [ArenaVerdict]) {
        guard !inRound, !swept else { return }
        guard winner < 0 else { settleWaiting(into: &out); return }
        guard let b = bestClaim() else {
            settleWaiting(into: &out)
            if !hasUndecided && !members.isEmpty && !noWinner {
                noWinner = true
                explain(.noWinner, reason: lastReason, move: lastMove, slop: lastSlop, into: &out)
            }
            return
        }
        winner = b
        let w = members[b]
        let t = decisionTime ?? w.time   // losers are stamped with the winner's time
        for k in members.indices where k != b {
            let m = members[k]
            switch m.state {
            case .claimed where areSimultaneous(winner: w, m) || arePartners(w, m):
                break   // accepted after the winner
            case .pending where arePartners(w, m):
                break   // may claim beside it
            case .pending where recognizers[b].canBePreempted(by: recognizers[k]):
                members[k].state = .standby
            case .pending, .claimed:
                tell(k, accepted: false, reason: .otherWon, time: t, into: &out)
            default:
                break
            }
        }
        tell(b, accepted: true, reason: w.reason, time: t, into: &out)
        for k in members.indices where members[k].state == .claimed {
            tell(k, accepted: true, reason: .simultaneous, time: t, into: &out)
        }
        settleWaiting(into: &out)
    }

    /// Members sequenced after others: those whose precedents won start taking part (beside
    /// them); those whose precedents all lost lose too.
    private mutating func settleWaiting(into out: inout [ArenaVerdict]) {
        for k in members.indices where members[k].state == .waiting {
            let (accepted, undecided) = leaves(of: members[k].region)
            if relations[k].isOpen(accepted: accepted) {
                members[k].state = .pending
                explain(.sequenced, member: k, reason: .precedingWon, into: &out)
            } else if !relations[k].canOpen(accepted: accepted, undecided: undecided) {
                tell(k, accepted: false, reason: .precedingFailed, time: decisionTime, into: &out)
            }
        }
    }

    /// The sequence is over (lifted or cancelled): sweeps the arena unless a member holds it.
    mutating func end(reason: ExplainReason, into out: inout [ArenaVerdict]) {
        ended = true
        guard holds == 0 else { return }
        sweep(reason: reason, into: &out)
    }

    private mutating func sweep(reason: ExplainReason, into out: inout [ArenaVerdict]) {
        var undecided = false
        // Those that never claimed first: a claim waiting for them to fail may then win.
        for k in members.indices {
            switch members[k].state {
            case .pending, .waiting:
                undecided = true
                tell(k, accepted: false, reason: reason, into: &out)
            case .standby:
                tell(k, accepted: false, reason: reason == .liftedWithoutWinner ? .otherWon : reason, into: &out)
            default: break
            }
        }
        // A cancelled sequence has no winner, not even one that was waiting.
        if reason != .cancelledBy && winner < 0 && bestClaim() != nil {
            resolve(into: &out)
        }
        for k in members.indices where members[k].state.isUndecided {
            undecided = true
            tell(k, accepted: false, reason: reason, into: &out)
        }
        if undecided && winner < 0 && !noWinner && reason == .liftedWithoutWinner {
            explain(.noWinner, reason: reason, into: &out)
        }
        swept = true
        if slot < 0 { recycle() }
    }

    /// Whether `recognizer`'s request can still change this arena: it is live, not swept,
    /// and `recognizer` is a member. Returns the member's index.
    private func liveMember(_ recognizer: any GestureRecognizer) -> Int? {
        guard inUse, !swept else { return nil }
        return member(recognizer)
    }

    /// "This sequence is mine."
    mutating func claim(
        by g: any GestureRecognizer, strength: Int, reason: ExplainReason, move: Point, slop: Double,
        time: Double?, into out: inout [ArenaVerdict]
    ) {
        guard let k = liveMember(g) else { return }
        switch members[k].state {
        case .pending where winner >= 0:
            // Beside a winner it was composed with: recognized with it at once.
            members[k].move = move
            members[k].slop = slop
            tell(k, accepted: true, reason: .simultaneous, time: time, into: &out)
            settleWaiting(into: &out)
            return
        case .pending:
            members[k].state = .claimed
        case .standby:
            members[k].state = .claimed
            members[k].reason = reason
            members[k].move = move
            members[k].slop = slop
            takeOver(by: k, into: &out)
            return
        default:
            return
        }
        members[k].strength = strength
        members[k].time = time
        members[k].reason = reason
        members[k].move = move
        members[k].slop = slop
        resolve(into: &out)
    }

    /// A standby member takes the sequence over from the winners beside it.
    private mutating func takeOver(by k: Int, into out: inout [ArenaVerdict]) {
        for j in members.indices where members[j].state == .accepted && !members[j].finished {
            members[j].finished = true
            explain(.preempted, member: j, reason: .tookOver, into: &out)
        }
        winner = k
        tell(k, accepted: true, reason: members[k].reason, into: &out)
        // Those on standby stay only if the new winner may in turn be preempted by them.
        for j in members.indices
        where members[j].state == .standby && !recognizers[k].canBePreempted(by: recognizers[j]) {
            tell(j, accepted: false, reason: .otherWon, into: &out)
        }
        settleWaiting(into: &out)
    }

    /// "This sequence is not mine": the member leaves, rejected at once.
    mutating func giveUp(
        by g: any GestureRecognizer, reason: ExplainReason, move: Point, slop: Double, time: Double?,
        into out: inout [ArenaVerdict]
    ) {
        guard let k = liveMember(g) else { return }
        let state = members[k].state
        guard state == .pending || state == .claimed || state == .standby else { return }
        members[k].move = move
        members[k].slop = slop
        lastReason = reason
        lastMove = move
        lastSlop = slop
        tell(k, accepted: false, reason: reason, time: time, into: &out)
        // What waited for it to fail is decided as of its failure.
        decisionTime = time
        if !inRound { resolve(into: &out) }
        decisionTime = nil
    }

    /// Keeps the arena from being swept when the sequence ends, until `release`.
    mutating func hold(
        by g: any GestureRecognizer, reason: ExplainReason, move: Point, slop: Double, into out: inout [ArenaVerdict]
    ) {
        guard let k = liveMember(g) else { return }
        holds += 1
        explain(.held, member: k, reason: reason, move: move, slop: slop, into: &out)
    }

    mutating func release(into out: inout [ArenaVerdict]) {
        guard inUse, !swept, holds > 0 else { return }
        holds -= 1
        if holds == 0 && ended { sweep(reason: .liftedWithoutWinner, into: &out) }
    }

    /// The sequence was cancelled: undecided members are rejected, running winners cancelled
    /// with `reason`, and the arena ends without a winner.
    mutating func cancel(reason: CancelReason, into out: inout [ArenaVerdict]) {
        guard inUse, !swept, !ended else { return }
        if winner < 0 {
            if hasUndecided {
                for k in members.indices where members[k].state == .pending {
                    tell(k, accepted: false, reason: .cancelledBy, into: &out)
                }
                explain(.contestCancelled, reason: .cancelledBy, cancel: reason, into: &out)
            }
        } else {
            cancelWinners(reason: reason, into: &out) { _ in true }
        }
        noWinner = true
        end(reason: .cancelledBy, into: &out)
    }

    /// Cancels the running winners that `include` picks (Escape: those that handle it); the
    /// rest of their sequence is theirs no more.
    mutating func cancelWinners(
        reason: CancelReason, into out: inout [ArenaVerdict], where include: (any GestureRecognizer) -> Bool
    ) {
        for k in members.indices where members[k].state == .accepted && !members[k].finished && include(recognizers[k])
        {
            members[k].finished = true
            out.append(
                ArenaVerdict(
                    kind: .cancelled, recognizer: recognizers[k], handle: handle, sequence: sequence,
                    contest: contest, region: members[k].region, cancel: reason))
        }
    }
}
