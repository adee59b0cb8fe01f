/// One sequence's contest (Flutter's gesture arena, generalised): which recognizers compete
/// for a touch point or a press, and who won.
///
/// Contract, checked by `checkInvariants()` in debug builds and by the property tests:
/// - members are added when the sequence goes down, and only then;
/// - every member is told exactly once: `accepted` or `rejected` (a standby member, kept
///   beside a winner that may be preempted by it, is told when it takes over or when the
///   sequence ends);
/// - at most one winner at a time, except members accepted simultaneously with it: its
///   partners (composed `simultaneously(with:)` or `sequenced(before:)` with it), accepted as
///   soon as they claim, before or after it won, the ancestors' claims when its region is
///   `simultaneousWithAncestors`, and claims made with it by a region enclosing it or
///   enclosed by it that is `simultaneousWithDescendants`;
/// - claims made while members look at one event are decided together when all have looked
///   (highest region priority, then strongest claim, then deepest region, then join order);
///   a claim made at any other time wins at once (the eager winner);
/// - a claim of a member composed after others (`exclusively(before:)`) waits, undecided,
///   until every one of them has been rejected; a member sequenced after others waits, seeing
///   nothing, until one of them wins (then it runs beside it) or all of them lose (then it
///   loses too);
/// - when the sequence ends, the arena is swept: members still undecided are rejected (first
///   those that never claimed, so that a waiting claim whose precedents thereby fail still
///   wins) — unless a member holds it, and then the sweep waits for the release.
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
    var last = EndedSequence()
    var sequence: InputSequence = .pointer
    /// Its number in the explain log.
    var contest = 0
    var members: [Member] = []
    /// Each member's recognizer, at the member's index.
    var recognizers: [any GestureRecognizer] = []
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
    }

    mutating func reserve(_ capacity: Int) {
        members.reserveCapacity(capacity)
        recognizers.reserveCapacity(capacity)
    }

    mutating func append(_ member: Member, recognizer: any GestureRecognizer) {
        members.append(member)
        recognizers.append(recognizer)
    }

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

    /// Checks the contract's local half (the "exactly once" half is checked by whoever
    /// observes the decisions: the explain log and the property tests). Debug builds only,
    /// and allocation-free: it runs after every engine call.
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

/// A sequence's last facts, kept by an arena that outlives it (plain data).
struct EndedSequence {
    var source: GestureSource = .touch
    var start = Point.zero
    var position = Point.zero
    var startTime: Double = 0
    var slop: Double = 0
    var region: Int32 = -1
    var lastTime: UInt32 = 0
    var liftTime: UInt32 = 0
    var releaseVelocity = Point.zero
    var stoppedFling = false
}
