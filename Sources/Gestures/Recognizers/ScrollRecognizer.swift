/// Scrolling a scrolling region by touch or mouse drag, with a fling: one per scrolling
/// region, along the region's `scrollAxis`.
///
/// Claims a sequence that moves past its slop inside its axis' cone (weakly between the
/// cones, like a drag along that axis: `EngineContext.claimAlong`), so of two scrollers on
/// different axes, one inside the other, the angle decides which scrolls; of two on the same
/// axis the inner one wins, and what it cannot take at its edge scrolls the outer one (the
/// same drag, and the fling's speed left at the edge).
///
/// Every sequence it wins joins one scroll that moves the
/// content by the average of its members' movements (the centroid with fixed membership, so
/// two fingers never scroll twice as fast and a finger joining or leaving causes no jump). It
/// begins at the slop point (no jump) and on the last lift hands its velocity to a fling.
/// A pinch or a rotation in the same arena may take its touches over (`canBePreempted(by:)`).
package final class ScrollRecognizer: LeavingRecognizer {
    package var kind: GestureKind { .scroll }

    var inGroup: [Bool] = []
    var groupLast: [Point] = []
    var regionOf: [RegionHandle] = []
    /// The one scroll shared by every sequence it won.
    struct Group {
        var active = false
        var id: UInt64 = 0
        var region = RegionHandle.none
        var source: GestureSource = .touch
        var members = 0
        var lastCentroid = Point.zero
        var start = Point.zero
        /// Cumulative centroid movement since began (what the content followed).
        var translation = Point.zero
        /// Samples of `start + translation`, continuing the first member's own since its down
        /// (a velocity depends on differences only, so the two join without a step).
        var tracker = VelocityTracker()
    }
    var group = Group()

    package init() {}

    package func prepare(sequenceCapacity: Int) {
        if inGroup.count < sequenceCapacity {
            inGroup = Array(repeating: false, count: sequenceCapacity)
            groupLast = Array(repeating: .zero, count: sequenceCapacity)
            regionOf = Array(repeating: .none, count: sequenceCapacity)
        }
    }

    package func regionsReplaced(_ map: RegionMap) {
        group.region = map[group.region]
        for i in regionOf.indices { regionOf[i] = map[regionOf[i]] }
    }

    package func join(_ s: SequenceHandle, region: RegionHandle, context: EngineContext) -> Bool {
        guard context.scrolls(region) else { return false }
        regionOf[s.slot] = region
        inGroup[s.slot] = false
        return true
    }

    package func sequenceMoved(_ s: SequenceHandle, context: EngineContext) {
        guard !inGroup[s.slot] else { return }   // the group moves in frameEnded
        let d = context.movement(s)
        let slop = context.slop(s)
        guard d.length > slop else { return }
        context.claimAlong(context.scrollAxis(regionOf[s.slot]) ?? .vertical, s, by: self, move: d, slop: slop)
    }

    /// The two-touch gestures: two fingers that start as a scroll and then pinch or turn are
    /// a pinch or a rotation.
    package func canBePreempted(by other: any GestureRecognizer) -> Bool {
        other is PinchRecognizer || other is RotationRecognizer
    }

    package func accepted(_ s: SequenceHandle, context: EngineContext) {
        inGroup[s.slot] = true
        groupLast[s.slot] = context.position(s)
        if group.active {
            group.members += 1
            return
        }
        context.stopFlings(around: regionOf[s.slot], reason: .interrupted, sequence: context.sequence(s))
        let p = context.position(s)
        group.active = true
        group.id = context.newGestureID()
        group.region = regionOf[s.slot]
        group.source = context.source(s)
        group.members = 1
        group.start = p
        group.lastCentroid = p
        group.translation = .zero
        group.tracker = context.velocitySamples(s)
        context.emit(
            .scroll, .began, id: group.id, sequence: .group, source: group.source,
            region: group.region, location: p, start: p)
    }

    package func frameEnded(context: EngineContext) {
        guard group.active else { return }
        var sum = Point.zero, centroid = Point.zero
        var n = 0.0
        var moved = false
        for i in inGroup.indices where inGroup[i] {
            guard let s = context.live(slot: i) else { continue }
            let p = context.position(s)
            sum = sum + (p - groupLast[i])
            centroid = centroid + p
            if context.moved(s) { moved = true }
            groupLast[i] = p
            n += 1
        }
        guard n > 0, moved else { return }
        let delta = Point(x: sum.x / n, y: sum.y / n)
        centroid = Point(x: centroid.x / n, y: centroid.y / n)
        group.lastCentroid = centroid
        group.translation = group.translation + delta
        group.tracker.add(group.start + group.translation, time: context.frameTime)
        guard delta.x != 0 || delta.y != 0 else { return }
        let along =
            context.scrollAxis(group.region) == .horizontal ? Point(x: -delta.x, y: 0) : Point(x: 0, y: -delta.y)
        context.scroll(group.region, by: along)
        context.emit(
            .scroll, .changed, id: group.id, sequence: .group, source: group.source,
            region: group.region, location: centroid, start: group.start,
            translation: group.translation, delta: delta, velocity: group.tracker.velocity())
    }

    /// A member leaves (lift, cancel, or taken by a pinch or a rotation). The last one ends the scroll:
    /// with a fling when it lifted fast enough, cancelled otherwise.
    func leave(_ s: SequenceHandle, cancel: CancelReason?, context: EngineContext) {
        guard inGroup[s.slot] else { return }
        inGroup[s.slot] = false
        guard group.active else { return }
        group.members -= 1
        guard group.members <= 0 else { return }
        group.active = false
        let v = cancel == nil ? group.tracker.velocity(at: context.liftTime(s)) : .zero
        context.emit(
            .scroll, cancel == nil ? .ended : .cancelled, id: group.id, sequence: .group,
            source: group.source, region: group.region, location: group.lastCentroid,
            start: group.start, translation: group.translation, velocity: v, reason: cancel)
        if let cancel {
            context.note(.group, .cancelled, .scroll, region: group.region, reason: .cancelledBy, cancel: cancel)
        } else {
            // The finger moved up or left (negative) → the offset grows.
            let along = context.scrollAxis(group.region) == .horizontal ? v.x : v.y
            context.fling(velocity: -along, region: group.region, source: group.source, at: group.lastCentroid)
        }
    }

    package var activeGestureCount: Int { group.active ? 1 : 0 }
}
