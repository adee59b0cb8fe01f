// Sequences and their arenas: opening one at down (members join, then the arena closes),
// a round of the members at each movement and at the lift, the sweep when it ends.

extension GestureEngine {
    /// A sequence went down at `p`: its arena opens among the recognizers under it.
    func openSequence(
        slot i: Int, sequence: InputSequence, touchID: Int32,
        source: GestureSource, at p: Point, time: UInt32
    ) {
        let region = Int32(regions.deepest(at: p))
        slots[i].inUse = true
        slots[i].sequence = sequence
        slots[i].touchID = touchID
        slots[i].source = source
        slots[i].start = p
        slots[i].position = p
        slots[i].startTime = currentTime
        slots[i].region = region
        slots[i].slop = slop(under: region, source: source)
        slots[i].arena = -1
        slots[i].stoppedFling = false
        slots[i].moved = false
        slots[i].lifted = false
        slots[i].lastTime = time
        slots[i].tracker.reset()
        slots[i].tracker.add(p, time: time)
        frameTime = time

        guard let a = allocateArena(slot: i, sequence: sequence) else {
            note(sequence, .noWinner, reason: .nothingToDo)
            return
        }
        slots[i].arena = a
        let handle = SequenceHandle(slot: i, arena: a)
        // Members join from the deepest region up, each recognizer once.
        var j = region
        while j >= 0 {
            let node = regions.nodes[Int(j)]
            if node.enabled {
                for (leaf, g) in node.members.enumerated() where g.inputs.contains(.sequences) {
                    guard arenas[a].member(g) == nil else { continue }
                    guard g.join(handle, region: RegionHandle(index: j), context: context(for: g)) else { continue }
                    engaged.engage(g)
                    let relations = node.relations[leaf]
                    arenas[a].append(
                        GestureArena.Member(
                            region: j, leaf: Int32(leaf), partners: relations.partners,
                            requires: relations.requires, state: relations.after.isEmpty ? .pending : .waiting,
                            highPriority: node.region.highPriority,
                            simultaneousWithAncestors: node.region.simultaneousWithAncestors,
                            depth: Int(node.depth), axis: g.explainAxis), recognizer: g)
                }
            }
            j = node.parent
        }
        let count = arenas[a].members.count
        guard count > 0 else {
            arenas[a].recycle()
            slots[i].arena = -1
            note(sequence, .noWinner, reason: .nothingToDo)
            return
        }
        note(sequence, .contestOpened, memberCount: count, contest: arenas[a].contest)
        // A touch on scrolling content takes hold of it: the flings of the scrollers around it stop.
        j = region
        while j >= 0 {
            let node = regions.nodes[Int(j)]
            if node.scroller >= 0 && node.enabled && regions.scrollers[Int(node.scroller)].fling.active {
                stopFling(node.scroller, reason: .interrupted, sequence: sequence)
                slots[i].stoppedFling = true
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
    func round(_ a: Int, _ body: (any GestureRecognizer, SequenceHandle, GestureContext) -> Void) {
        let handle = SequenceHandle(slot: arenas[a].slot, arena: a)
        arenas[a].inRound = true
        var k = 0
        while k < arenas[a].members.count {
            let m = arenas[a].members[k]
            if m.state == .pending {
                let g = arenas[a].recognizers[k]
                body(g, handle, context(for: g))
            }
            k += 1
        }
        arenas[a].inRound = false
        resolve(a)
    }

    /// Once arena `a` has a winner, the accepted members that still run (the winner and
    /// those simultaneous with it) see each event of their sequence, and so do the winner's
    /// partners that have not claimed yet (they are accepted as soon as they do).
    @inline(__always)
    func winners(_ a: Int, _ body: (any GestureRecognizer, SequenceHandle, GestureContext) -> Void) {
        let handle = SequenceHandle(slot: arenas[a].slot, arena: a)
        var k = 0
        while k < arenas[a].members.count {
            let m = arenas[a].members[k]
            if (m.state == .accepted && !m.finished) || m.state == .pending {
                let g = arenas[a].recognizers[k]
                body(g, handle, context(for: g))
            }
            k += 1
        }
    }

    /// Runs the arenas and the group gestures for everything that changed in this frame.
    func updateSequences() {
        for i in slots.indices where slots[i].moved && slots[i].inUse {
            let a = slots[i].arena
            guard a >= 0, !arenas[a].swept else { continue }
            if arenas[a].winner < 0 {
                round(a) { m, h, c in m.sequenceMoved(h, context: c) }
            } else {
                winners(a) { m, h, c in m.sequenceMoved(h, context: c) }
            }
        }
        var k = 0
        while k < engaged.count {
            let g = engaged[k]
            g.frameEnded(context: context(for: g))
            k += 1
        }
        for i in slots.indices where slots[i].lifted {
            resolveLift(i)
        }
        for i in slots.indices { slots[i].moved = false }
    }

    /// The sequence lifted: undecided members look at the lift (a tap claims it), the
    /// winners end, and the arena is swept.
    func resolveLift(_ i: Int) {
        let a = slots[i].arena
        if a >= 0 && !arenas[a].ended {
            if arenas[a].winner < 0 {
                round(a) { m, h, c in m.sequenceLifted(h, context: c) }
            } else {
                winners(a) { m, h, c in m.sequenceLifted(h, context: c) }
            }
            endArena(a, reason: arenas[a].winner < 0 ? .liftedWithoutWinner : .otherWon)
        }
        freeSlot(i)
    }

    func freeSlot(_ i: Int) {
        let a = slots[i].arena
        if a >= 0 {
            if !arenas[a].ended { endArena(a, reason: .liftedWithoutWinner) }
            if !arenas[a].swept {
                let s = slots[i]
                arenas[a].last = EndedSequence(
                    source: s.source, start: s.start, position: s.position, startTime: s.startTime, slop: s.slop,
                    region: s.region, lastTime: s.lastTime, liftTime: s.liftTime,
                    releaseVelocity: s.tracker.velocity(at: s.liftTime), stoppedFling: s.stoppedFling)
            }
            arenas[a].slot = -1
            if arenas[a].swept { arenas[a].recycle() }
        }
        slots[i].inUse = false
        slots[i].arena = -1
        slots[i].lifted = false
        slots[i].moved = false
    }

    /// The slop for a sequence starting in `region`: the nearest `minimumDistance`, if any.
    func slop(under region: Int32, source: GestureSource) -> Double {
        var i = region
        while i >= 0 {
            if let d = regions.nodes[Int(i)].region.minimumDistance, d.isFinite, d >= 0 { return d }
            i = regions.nodes[Int(i)].parent
        }
        return configuration.slop(for: source)
    }
}
