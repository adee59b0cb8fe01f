/// The sequences in flight and their arenas: a slot per touch point (as `InputFrames` gives
/// them) and one for the pointer's primary button, and a pool of arenas, one per contest.
///
/// There are twice as many arenas as slots: an arena a member holds outlives its sequence
/// (a double tap waiting for its second tap), keeping the sequence's last facts, while the
/// slot takes the next one. Everything is allocated in `init`; opening and freeing reuse it.
/// Plain data: calling recognizers is the engine's part.
struct SequenceTable {
    var slots: [InFlightSequence]
    /// The pointer's slot (the last; the touch slots come before it).
    let pointerSlot: Int
    var arenas: [GestureArena]
    /// Event time of the latest pointer or touch event (for velocity samples of groups).
    var frameTime: UInt32 = 0
    /// While a verdict is told: when it was due, if earlier than now (`EngineContext.verdictTime`).
    var verdictTime: Double?
    /// The number the next contest gets in the explain log.
    private var nextContest = 1

    init(touchSlots: Int, configuration: GestureConfiguration) {
        let n = max(1, touchSlots)
        slots = (0 ... n).map { _ in InFlightSequence(configuration: configuration) }
        pointerSlot = n
        arenas = (0 ..< SequenceHandle.arenaCapacity(forSequences: n + 1)).map { a in
            var arena = GestureArena(capacity: 16)
            arena.index = a
            return arena
        }
    }

    /// Starts the sequence in slot `i`, down at `p` over `region`, without an arena yet.
    mutating func open(
        slot i: Int, sequence: InputSequence, source: GestureSource, at p: Point, time: UInt32,
        now: Double, region: Int32, slop: Double
    ) {
        slots[i].inUse = true
        slots[i].sequence = sequence
        slots[i].facts = SequenceFacts(
            source: source, start: p, position: p, startTime: now, slop: slop, region: region, lastTime: time)
        slots[i].arena = -1
        slots[i].moved = false
        slots[i].lifted = false
        slots[i].tracker.reset()
        slots[i].tracker.add(p, time: time)
        frameTime = time
    }

    /// The sequence in slot `i` moved to `p` (event time `time`) in this frame.
    mutating func move(slot i: Int, to p: Point, time: UInt32) {
        slots[i].facts.position = p
        slots[i].facts.lastTime = time
        slots[i].tracker.add(p, time: time)
        slots[i].moved = true
    }

    /// The sequence in slot `i` lifted in this frame (its members see the lift after the
    /// frame's moves).
    mutating func lift(slot i: Int, time: UInt32) {
        slots[i].lifted = true
        slots[i].facts.liftTime = time
    }

    /// The velocity (px/s) of the sequence in slot `i` over its last samples. Estimated in
    /// place: a tracker read out of the table through the engine would be copied first.
    func velocity(slot i: Int) -> Point { slots[i].tracker.velocity() }

    /// The velocity of the sequence in slot `i` at its lift (zero if it had stopped).
    func releaseVelocity(slot i: Int) -> Point { slots[i].tracker.velocity(at: slots[i].facts.liftTime) }

    /// Takes a free arena for the sequence in `slot` (nil: every one is in use).
    mutating func allocateArena(slot: Int, sequence: InputSequence) -> Int? {
        for a in arenas.indices where !arenas[a].inUse {
            arenas[a].inUse = true
            arenas[a].slot = slot
            arenas[a].sequence = sequence
            arenas[a].contest = nextContest
            nextContest += 1
            slots[slot].arena = a
            return a
        }
        return nil
    }

    /// An arena that no member joined goes back to the pool at once.
    mutating func dropArena(of slot: Int) {
        let a = slots[slot].arena
        guard a >= 0 else { return }
        arenas[a].recycle()
        slots[slot].arena = -1
    }

    /// Frees slot `i` (its arena must be over). An arena still held keeps the sequence's
    /// last facts for the verdicts it gives later; a swept one goes back to the pool.
    mutating func free(slot i: Int) {
        let a = slots[i].arena
        if a >= 0 {
            if !arenas[a].swept {
                arenas[a].last = slots[i].facts
                arenas[a].last.releaseVelocity = releaseVelocity(slot: i)
            }
            arenas[a].slot = -1
            if arenas[a].swept { arenas[a].recycle() }
        }
        slots[i].inUse = false
        slots[i].arena = -1
        slots[i].lifted = false
        slots[i].moved = false
    }

    /// The facts of the sequence `s`: its slot's while it is in flight, its arena's once it
    /// ended (a held arena's verdict comes with `slot == -1`).
    @inline(__always) func facts(_ s: SequenceHandle) -> SequenceFacts {
        s.slot >= 0 ? slots[s.slot].facts : arenas[s.arena].last
    }

    /// Whether `g` is a member of a live arena.
    @inline(__always) func isMember(_ g: any GestureRecognizer) -> Bool {
        for a in arenas.indices where arenas[a].inUse {
            if arenas[a].member(g) != nil { return true }
        }
        return false
    }

    /// Whether a gesture holds the pointer's button (`GestureEngine.pointerIsCaptured`).
    @inline(__always) var pointerIsCaptured: Bool {
        guard slots[pointerSlot].inUse else { return false }
        let a = slots[pointerSlot].arena
        guard a >= 0, arenas[a].inUse, !arenas[a].ended else { return false }
        let w = arenas[a].winner
        guard w >= 0, w < arenas[a].members.count else { return false }
        return arenas[a].members[w].state == .accepted && !arenas[a].members[w].finished
    }

    /// The regions were declared again: every region index kept moves to its new place.
    mutating func remapRegions(_ map: RegionMap) {
        func remap(_ i: Int32) -> Int32 { map[RegionHandle(index: i)].index }
        for s in slots.indices where slots[s].inUse { slots[s].facts.region = remap(slots[s].facts.region) }
        for a in arenas.indices where arenas[a].inUse {
            for k in arenas[a].members.indices { arenas[a].members[k].region = remap(arenas[a].members[k].region) }
            arenas[a].last.region = remap(arenas[a].last.region)
        }
    }

    /// Each arena's contract, and each live sequence's arena (debug builds; reads the storage
    /// in place, so that the check costs little even unoptimized).
    func checkInvariants() {
        #if DEBUG
        arenas.withUnsafeBufferPointer { arenas in
            for a in arenas.indices where arenas[a].inUse { arenas[a].checkInvariants() }
            slots.withUnsafeBufferPointer { slots in
                for i in slots.indices where slots[i].inUse && slots[i].arena >= 0 {
                    precondition(
                        arenas[slots[i].arena].inUse && arenas[slots[i].arena].slot == i,
                        "sequences: a live sequence lost its arena")
                }
            }
        }
        #endif
    }
}
