// Scrolling and flings. Each scroller moves its own offset; what it cannot take at its edge
// goes on to the scrollers around it, each on its own axis (scroll chaining: the same drag,
// wheel or touchpad run moves an inner list, then the outer one), and a fling that reaches
// its scroller's edge hands the speed it still has to the nearest one around it on the same
// axis. A fling is evaluated from time (`FlingSimulation`), so frame timing changes nothing.

// What the region table knows of its scrollers: which one moves a region, scrolling with
// chaining (plain data: reports of flings are the engine's).
extension RegionTable {
    /// The scroller that moves `region`: its own, or the innermost one around it (-1: none).
    @inline(__always) func scroller(moving region: Int32) -> Int32 {
        guard region >= 0, Int(region) < nodes.count else { return -1 }
        let node = nodes[Int(region)]
        return node.scroller >= 0 ? node.scroller : node.scrolledBy
    }

    /// The scroller of the region `id` declared (-1: none scrolls under that id).
    @inline(__always) func scroller(of id: GestureRegionID) -> Int32 {
        guard let i = indexByID[id] else { return -1 }
        return nodes[Int(i)].scroller
    }

    /// Scrolls scroller `k` by `delta` on its axis, and what it cannot take the scrollers
    /// around it, each by its own axis' part. Returns what none of them took.
    @discardableResult
    mutating func scroll(_ k: Int32, by delta: Point) -> Point {
        var rest = delta, k = k
        while k >= 0 {
            let i = Int(k)
            if scrollers[i].axis == .vertical {
                rest.y = scrollers[i].scroll(by: rest.y)
            } else {
                rest.x = scrollers[i].scroll(by: rest.x)
            }
            k = scrollers[i].parent
        }
        offsetsVersion &+= 1
        return rest
    }

    /// Scrolls the scroller that moves `region` (`scroll(_:by:)`). Mutating, so that the
    /// lookup reads the table in place: a query on a table held by a class copies it first.
    @discardableResult
    mutating func scroll(regionAt region: Int32, by delta: Point) -> Point {
        scroll(scroller(moving: region), by: delta)
    }

    /// The nearest scroller around `k` on the same axis (-1: none).
    @inline(__always) func outerScroller(sameAxisAs k: Int32) -> Int32 {
        let axis = scrollers[Int(k)].axis
        var p = scrollers[Int(k)].parent
        while p >= 0 && scrollers[Int(p)].axis != axis { p = scrollers[Int(p)].parent }
        return p
    }

    /// Whether any fling runs.
    @inline(__always) var isFlinging: Bool {
        for s in scrollers where s.fling.active { return true }
        return false
    }
}

extension GestureEngine {
    /// The scroller of the region `id` declared (-1: none), for the view tree.
    func scroller(of id: GestureRegionID) -> Int32 { regions.scroller(of: id) }

    /// Sets scroller `k`'s offset (clamped), stopping its fling.
    func jump(_ k: Int32, to offset: Double) {
        stopFling(k, reason: .interrupted, sequence: .group)
        regions.scrollers[Int(k)].offset = regions.scrollers[Int(k)].clamp(offset)
        regions.offsetsVersion &+= 1
    }

    // MARK: Flings

    /// Starts a fling of scroller `k` with `velocity` (px/s on its axis, positive: the offset
    /// grows), replacing its running one; too slow a release starts none.
    func startFling(_ k: Int32, velocity: Double, region: Int32, source: GestureSource, at location: Point) {
        guard k >= 0, velocity.isFinite else { return }
        stopFling(k, reason: .interrupted, sequence: .group)   // one fling per scroller
        let speed = abs(velocity)
        guard speed >= configuration.minFlingVelocity else { return }
        let v = min(speed, configuration.maxFlingVelocity) * (velocity < 0 ? -1 : 1)
        fling(k, velocity: v, from: currentTime, region: region, source: source, at: location)
    }

    /// Scroller `k` flings with `v` from `time` (now, or when an inner fling handed it on);
    /// one at its edge already hands `v` on at once.
    func fling(
        _ k: Int32, velocity v: Double, from time: Double, region: Int32, source: GestureSource, at location: Point
    ) {
        let s = regions.scrollers[Int(k)]
        let sim = FlingSimulation(
            position: s.offset, velocity: v, time: time, lowerBound: 0, upperBound: s.maxOffset,
            decelerationRate: configuration.flingDecelerationRate, stopVelocity: configuration.flingStopVelocity)
        guard sim.endTime > time, sim.endPosition != s.offset else {
            handOn(from: k, velocity: sim.endVelocity, at: time, source: source, location: location)
            return
        }
        regions.scrollers[Int(k)].fling = FlingState(
            active: true, id: reportQueue.newGestureID(), region: region, source: source, simulation: sim)
        emit(
            .fling, .began, id: regions.scrollers[Int(k)].fling.id, sequence: .group, source: .animation,
            region: region, location: location, velocity: s.point(v))
        if time < currentTime { stepFling(k) }
    }

    /// A fling of `k` stopped at its edge with `velocity` left: the scroller around it on the
    /// same axis flings on from there.
    func handOn(from k: Int32, velocity: Double, at time: Double, source: GestureSource, location: Point) {
        let outer = regions.outerScroller(sameAxisAs: k)
        guard outer >= 0, velocity != 0, abs(velocity) > configuration.flingStopVelocity else { return }
        stopFling(outer, reason: .interrupted, sequence: .group)
        fling(
            outer, velocity: velocity, from: time, region: regions.scrollers[Int(outer)].region, source: source,
            at: location)
    }

    /// Steps every running fling to now.
    func stepFlings() {
        for k in regions.scrollers.indices where regions.scrollers[k].fling.active { stepFling(Int32(k)) }
    }

    func stepFling(_ k: Int32) {
        let i = Int(k)
        guard regions.scrollers[i].fling.active else { return }
        let f = regions.scrollers[i].fling, sim = f.simulation, s = regions.scrollers[i]
        let p = sim.position(at: currentTime)
        let d = p - s.offset
        regions.scrollers[i].offset = s.clamp(p)
        regions.offsetsVersion &+= 1
        if d != 0 {
            emit(
                .fling, .changed, id: f.id, sequence: .group, source: .animation,
                region: f.region, location: .zero, translation: s.point(p - sim.startPosition),
                delta: s.point(d), velocity: s.point(sim.velocity(at: currentTime)))
        }
        if sim.isDone(at: currentTime) {
            regions.scrollers[i].fling.active = false
            emit(
                .fling, .ended, id: f.id, sequence: .group, source: .animation,
                region: f.region, location: .zero, translation: s.point(p - sim.startPosition))
            handOn(from: k, velocity: sim.endVelocity, at: sim.endTime, source: f.source, location: .zero)
        }
    }

    /// Stops scroller `k`'s fling where it is now (reported `.cancelled`).
    func stopFling(_ k: Int32, reason: CancelReason, sequence: InputSequence) {
        let i = Int(k)
        guard k >= 0, regions.scrollers[i].fling.active else { return }
        let f = regions.scrollers[i].fling
        let offset = regions.scrollers[i].clamp(f.simulation.position(at: currentTime))
        regions.scrollers[i].offset = offset
        regions.scrollers[i].fling.active = false
        regions.offsetsVersion &+= 1
        emit(
            .fling, .cancelled, id: f.id, sequence: .group, source: .animation,
            region: f.region, location: .zero,
            translation: regions.scrollers[i].point(offset - f.simulation.startPosition), reason: reason)
        note(sequence, .flingStopped, .fling, region: f.region, reason: .cancelledBy, cancel: reason)
    }

    /// Stops the flings of scroller `k` and of every scroller around it: input that lands
    /// in its content takes hold of all of them.
    func stopFlings(around k: Int32, reason: CancelReason, sequence: InputSequence) {
        var k = k
        while k >= 0 {
            stopFling(k, reason: reason, sequence: sequence)
            k = regions.scrollers[Int(k)].parent
        }
    }

    /// Stops every fling.
    func stopFling(reason: CancelReason, sequence: InputSequence) {
        for k in regions.scrollers.indices { stopFling(Int32(k), reason: reason, sequence: sequence) }
    }
}
