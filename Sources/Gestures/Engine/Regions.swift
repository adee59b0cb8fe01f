// Hit testing over the declared region hierarchy, and contest membership with masks.

extension GestureEngine {
    func replaceRegions(_ new: [GestureRegion]) {
        // Remember which regions running sequences refer to, by id, to re-resolve afterwards.
        let oldIDs = regions.map { $0.region.id }
        regions.removeAll(keepingCapacity: true)
        scrollRegion = -1
        for r in new {
            var parentIndex = -1
            var scrolled = false
            if let p = r.parent {
                guard let pi = regionIndex(of: p) else {
                    preconditionFailure("GestureEngine.setRegions: \(r.id) names parent \(p), which is not declared before it")
                }
                parentIndex = pi
                scrolled = regions[pi].region.scrolls || regions[pi].scrolled
            }
            precondition(regionIndex(of: r.id) == nil, "GestureEngine.setRegions: \(r.id) declared twice")
            if r.scrolls {
                precondition(scrollRegion < 0, "GestureEngine.setRegions: only one region may scroll (\(r.id))")
                scrollRegion = regions.count
            }
            regions.append(RegionNode(region: r, parentIndex: parentIndex, scrolled: scrolled))
        }
        func remap(_ i: Int32) -> Int32 {
            guard i >= 0, Int(i) < oldIDs.count, let n = regionIndex(of: oldIDs[Int(i)]) else { return -1 }
            return Int32(n)
        }
        for s in slots.indices where slots[s].state != .idle {
            slots[s].members.tap = remap(slots[s].members.tap)
            slots[s].members.doubleTap = remap(slots[s].members.doubleTap)
            slots[s].members.longPress = remap(slots[s].members.longPress)
            slots[s].members.horizontalDrag = remap(slots[s].members.horizontalDrag)
            slots[s].members.verticalDrag = remap(slots[s].members.verticalDrag)
            slots[s].members.scroll = remap(slots[s].members.scroll)
            slots[s].members.pinch = remap(slots[s].members.pinch)
            slots[s].members.rotation = remap(slots[s].members.rotation)
            slots[s].winnerRegion = remap(slots[s].winnerRegion)
            slots[s].trackedRegion = remap(slots[s].trackedRegion)
        }
        scrollGroup.region = remap(scrollGroup.region)
        pinchGroup.region = remap(pinchGroup.region)
        fling.region = remap(fling.region)
        lastTap.region = remap(lastTap.region)
        heldTap.region = remap(heldTap.region)
        hover.region = remap(hover.region)
        axisRun.region = remap(axisRun.region)
        touchpadPinch.region = remap(touchpadPinch.region)
    }

    /// - Complexity: O(regions).
    func regionIndex(of id: GestureRegionID) -> Int? {
        for i in regions.indices where regions[i].region.id == id { return i }
        return nil
    }

    func regionID(_ index: Int32) -> GestureRegionID? {
        index >= 0 && Int(index) < regions.count ? regions[Int(index)].region.id : nil
    }

    /// The region's frame in surface coordinates (scrolled children move with the offset).
    func surfaceFrame(_ i: Int) -> GestureRect {
        var f = regions[i].region.frame
        if regions[i].scrolled { f.y -= scrollOffset }
        return f
    }

    /// Whether `p` is inside region `i` and every ancestor (ancestors clip).
    func isHit(_ i: Int, _ p: Point) -> Bool {
        var j = i
        while j >= 0 {
            if !surfaceFrame(j).contains(p) { return false }
            j = regions[j].parentIndex
        }
        return true
    }

    func depth(_ i: Int) -> Int {
        var d = 0, j = regions[i].parentIndex
        while j >= 0 { d += 1; j = regions[j].parentIndex }
        return d
    }

    /// The deepest region containing `p` (the later-declared one among equals), or -1.
    /// - Complexity: O(regions × depth), no allocation.
    func deepestRegion(at p: Point) -> Int {
        var best = -1, bestDepth = -1
        for i in regions.indices where isHit(i, p) {
            let d = depth(i)
            if d >= bestDepth { best = i; bestDepth = d }
        }
        return best
    }

    /// Whether region `i`'s own recognizers are enabled by its mask and its ancestors' masks.
    func ownRecognizersEnabled(_ i: Int) -> Bool {
        let m = regions[i].region.mask
        guard m == .all || m == .gesture else { return false }
        var j = regions[i].parentIndex
        while j >= 0 {
            let am = regions[j].region.mask
            if am == .gesture || am == .none { return false }
            j = regions[j].parentIndex
        }
        return true
    }

    /// The recognizers that compete for a sequence starting at `p`: one member per kind, from
    /// the deepest region that has it (a high-priority ancestor takes it over).
    func collectMembers(at p: Point) -> Members {
        var m = Members()
        var i = deepestRegion(at: p)
        while i >= 0 {
            if ownRecognizersEnabled(i) {
                let r = regions[i].region
                let set = r.recognizers
                let hp = r.highPriority
                let idx = Int32(i)
                func take(_ flag: GestureRecognizers, _ slot: inout Int32) -> Bool {
                    guard set.contains(flag), slot < 0 || hp else { return false }
                    slot = idx
                    return true
                }
                _ = take(.tap, &m.tap)
                _ = take(.doubleTap, &m.doubleTap)
                _ = take(.longPress, &m.longPress)
                if take(.horizontalDrag, &m.horizontalDrag) { m.highPriorityHorizontal = hp }
                if take(.verticalDrag, &m.verticalDrag) { m.highPriorityVertical = hp }
                if r.scrolls, take(.scroll, &m.scroll) { m.highPriorityVertical = m.highPriorityVertical || hp }
                if take(.pinch, &m.pinch) {}
                if take(.rotation, &m.rotation) {}
            }
            i = regions[i].parentIndex
        }
        // A double tap is a refinement of the tap: without a tap member it has nothing to override.
        if m.tap < 0 { m.doubleTap = -1 }
        // Simultaneous composition: the vertical drag's region joins its ancestor's scroll.
        if m.verticalDrag >= 0, m.scroll >= 0, m.scroll != m.verticalDrag,
           regions[Int(m.verticalDrag)].region.simultaneousWithAncestors,
           isAncestor(Int(m.scroll), of: Int(m.verticalDrag)) {
            m.simultaneousScroll = true
        }
        return m
    }

    /// Whether region `a` encloses region `b` (a strict ancestor).
    func isAncestor(_ a: Int, of b: Int) -> Bool {
        var j = regions[b].parentIndex
        while j >= 0 {
            if j == a { return true }
            j = regions[j].parentIndex
        }
        return false
    }

    /// The slop for a sequence starting at `p`: the deepest region's `minimumDistance`, if any.
    func slop(at p: Point, source: GestureSource) -> Double {
        var i = deepestRegion(at: p)
        while i >= 0 {
            if let d = regions[i].region.minimumDistance, d.isFinite, d >= 0 { return d }
            i = regions[i].parentIndex
        }
        return configuration.slop(for: source)
    }

    /// The nearest region at `p` (walking up from the deepest) whose own recognizers include
    /// `flag` and are enabled, or -1.
    func regionWith(_ flag: GestureRecognizers, at p: Point) -> Int {
        var i = deepestRegion(at: p)
        while i >= 0 {
            if regions[i].region.recognizers.contains(flag), ownRecognizersEnabled(i) { return i }
            i = regions[i].parentIndex
        }
        return -1
    }

    /// For enter/exit tracking by a long press in region `owner`: the sibling of `owner`
    /// (same parent) under `p`, or -1.
    func trackedSibling(of owner: Int, at p: Point) -> Int {
        guard owner >= 0, owner < regions.count else { return -1 }
        let parent = regions[owner].parentIndex
        var found = -1
        for i in regions.indices where regions[i].parentIndex == parent && isHit(i, p) { found = i }
        return found
    }

    func clampOffset(_ v: Double) -> Double {
        guard v.isFinite else { return scrollOffset }
        return min(max(v, 0), maxScrollOffset)
    }

    func applyScrollExtent(_ newMax: Double) {
        let sim = fling.simulation
        if fling.active { scrollOffset = sim.position(at: currentTime) }
        maxScrollOffset = newMax.isFinite ? max(0, newMax) : 0
        scrollOffset = clampOffset(scrollOffset)
        if fling.active {
            // Re-aim the running fling at the new bounds from where it is now.
            let v = sim.velocity(at: currentTime)
            fling.simulation = FlingSimulation(
                position: scrollOffset, velocity: v, time: currentTime, lowerBound: 0,
                upperBound: maxScrollOffset, decelerationRate: configuration.flingDecelerationRate,
                stopVelocity: configuration.flingStopVelocity)
        }
    }
}
