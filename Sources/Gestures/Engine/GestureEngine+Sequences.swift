// Sequences and their arenas: opening one at down (members join, then the arena closes),
// a round of the members at each movement and at the lift, the sweep when it ends.

extension GestureEngine {
    /// A sequence went down at `p`: its arena opens among the recognizers under it.
    func openSequence(
        slot i: Int, sequence: InputSequence, source: GestureSource, at p: Point, time: UInt32
    ) {
        let region = Int32(regions.deepest(at: p))
        sequences.open(
            slot: i, sequence: sequence, source: source, at: p, time: time, now: currentTime, region: region,
            slop: slop(under: region, source: source))
        guard let a = sequences.allocateArena(slot: i, sequence: sequence) else {
            note(sequence, .noWinner, reason: .nothingToDo)
            return
        }
        let handle = SequenceHandle(slot: i, arena: a)
        // Members join from the deepest region up, each recognizer once.
        var j = region
        while j >= 0 {
            let node = regions.nodes[Int(j)]
            if node.enabled {
                for (leaf, g) in node.members.enumerated() where g.inputs.contains(.sequences) {
                    guard sequences.arenas[a].member(g) == nil else { continue }
                    guard call(g, { g.join(handle, region: RegionHandle(index: j), context: $0) }) else { continue }
                    timers.engaged.engage(g)
                    let relations = node.relations[leaf]
                    sequences.arenas[a].append(
                        GestureArena.Member(
                            region: j, leaf: Int32(leaf), partners: relations.partners,
                            requires: relations.requires, state: relations.after.isEmpty ? .pending : .waiting,
                            highPriority: node.region.highPriority,
                            simultaneousWithAncestors: node.region.simultaneousWithAncestors,
                            simultaneousWithDescendants: node.region.simultaneousWithDescendants,
                            depth: Int(node.depth), axis: g.explainAxis), recognizer: g, relations: relations)
                }
            }
            j = node.parent
        }
        let count = sequences.arenas[a].members.count
        guard count > 0 else {
            sequences.dropArena(of: i)
            note(sequence, .noWinner, reason: .nothingToDo)
            return
        }
        note(sequence, .contestOpened, memberCount: count, contest: sequences.arenas[a].contest)
        // A touch on scrolling content takes hold of it: the flings of the scrollers around it stop.
        j = region
        while j >= 0 {
            let node = regions.nodes[Int(j)]
            if node.scroller >= 0 && node.enabled && regions.scrollers[Int(node.scroller)].fling.active {
                stopFling(node.scroller, reason: .interrupted, sequence: sequence)
                sequences.slots[i].facts.stoppedFling = true
            }
            j = node.parent
        }
        // Closing: every member has joined; each may now give up (or claim: the eager winner,
        // decided with the others at the end of the round).
        round(a) { m, h, c in m.closed(h, context: c) }
    }

    /// The members of arena `a` that are still competing look at the same event; their
    /// claims are decided together afterwards.
    @inline(__always)
    func round(_ a: Int, _ body: (any GestureRecognizer, SequenceHandle, EngineContext) -> Void) {
        let handle = SequenceHandle(slot: sequences.arenas[a].slot, arena: a)
        sequences.arenas[a].beginRound()
        var k = 0
        while k < sequences.arenas[a].members.count {
            let m = sequences.arenas[a].members[k]
            if m.state == .pending {
                let g = sequences.arenas[a].recognizers[k]
                call(g) { body(g, handle, $0) }
            }
            k += 1
        }
        endRound(a)
    }

    /// Once arena `a` has a winner, the accepted members that still run (the winner and
    /// those simultaneous with it) see each event of their sequence, and so do the winner's
    /// partners that have not claimed yet (they are accepted as soon as they do).
    @inline(__always)
    func winners(_ a: Int, _ body: (any GestureRecognizer, SequenceHandle, EngineContext) -> Void) {
        let handle = SequenceHandle(slot: sequences.arenas[a].slot, arena: a)
        var k = 0
        while k < sequences.arenas[a].members.count {
            let m = sequences.arenas[a].members[k]
            if (m.state == .accepted && !m.finished) || m.state == .pending {
                let g = sequences.arenas[a].recognizers[k]
                call(g) { body(g, handle, $0) }
            }
            k += 1
        }
    }

    /// Runs the arenas and the group gestures for everything that changed in this frame.
    func updateSequences() {
        for i in sequences.slots.indices where sequences.slots[i].moved && sequences.slots[i].inUse {
            let a = sequences.slots[i].arena
            guard a >= 0, !sequences.arenas[a].swept else { continue }
            if sequences.arenas[a].winner < 0 {
                round(a) { m, h, c in m.sequenceMoved(h, context: c) }
            } else {
                winners(a) { m, h, c in m.sequenceMoved(h, context: c) }
            }
        }
        var k = 0
        while k < timers.engaged.count {
            let g = timers.engaged[k]
            call(g) { g.frameEnded(context: $0) }
            k += 1
        }
        for i in sequences.slots.indices where sequences.slots[i].lifted {
            resolveLift(i)
        }
        for i in sequences.slots.indices { sequences.slots[i].moved = false }
    }

    /// The sequence lifted: undecided members look at the lift (a tap claims it), the
    /// winners end, and the arena is swept.
    func resolveLift(_ i: Int) {
        let a = sequences.slots[i].arena
        if a >= 0 && !sequences.arenas[a].ended {
            if sequences.arenas[a].winner < 0 {
                round(a) { m, h, c in m.sequenceLifted(h, context: c) }
            } else {
                winners(a) { m, h, c in m.sequenceLifted(h, context: c) }
            }
            endArena(a, reason: sequences.arenas[a].winner < 0 ? .liftedWithoutWinner : .otherWon)
        }
        freeSlot(i)
    }

    /// Frees slot `i`, ending its arena first if it has not ended.
    func freeSlot(_ i: Int) {
        let a = sequences.slots[i].arena
        if a >= 0 && !sequences.arenas[a].ended { endArena(a, reason: .liftedWithoutWinner) }
        sequences.free(slot: i)
    }

    /// The slop for a sequence starting in `region`: the nearest `minimumDistance`, if any.
    /// (Here rather than on `RegionTable`: reading `regions.nodes` in place costs no copy of
    /// the table, which a query method called on it would make.)
    func slop(under region: Int32, source: GestureSource) -> Double {
        var i = region
        while i >= 0 {
            if let d = regions.nodes[Int(i)].region.minimumDistance, d.isFinite, d >= 0 { return d }
            i = regions.nodes[Int(i)].parent
        }
        return configuration.slop(for: source)
    }
}
