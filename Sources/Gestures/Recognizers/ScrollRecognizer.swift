// The shared scroll: every sequence the scroll recognizer wins joins one scroll that moves the
// content by the average of its members' movements (the centroid with fixed membership, so
// two fingers never scroll twice as fast and a finger joining or leaving causes no jump).
// It begins at the slop point (no jump) and on the last lift hands its velocity to a fling.

extension GestureEngine {
    func joinScrollGroup(_ i: Int, region: Int32) {
        slots[i].state = .won
        slots[i].winner = .scroll
        slots[i].winnerRegion = region
        enterScrollGroup(i, region: region)
    }

    /// Adds the sequence to the shared scroll (beginning it if needed) without changing who
    /// owns the sequence: the scroll's own win, or a vertical drag recognized simultaneously.
    func enterScrollGroup(_ i: Int, region: Int32) {
        slots[i].inScrollGroup = true
        slots[i].groupLast = slots[i].position
        if scrollGroup.active {
            scrollGroup.members += 1   // the acceptance was explained at the slop
            return
        }
        stopFling(reason: .interrupted, sequence: slots[i].sequence)
        scrollGroup.active = true
        scrollGroup.id = newGestureID()
        scrollGroup.region = region
        scrollGroup.source = slots[i].source
        scrollGroup.members = 1
        scrollGroup.start = slots[i].position
        scrollGroup.lastCentroid = slots[i].position
        scrollGroup.translation = .zero
        scrollGroup.tracker.reset()
        scrollGroup.tracker.add(.zero, time: slots[i].lastTime)
        emit(.scroll, .began, id: scrollGroup.id, sequence: .group, source: scrollGroup.source,
             region: region, location: slots[i].position, start: slots[i].position)
    }

    func updateScrollGroup() {
        guard scrollGroup.active else { return }
        var sum = Point.zero, centroid = Point.zero
        var n = 0.0
        var moved = false
        for i in slots.indices where slots[i].inScrollGroup {
            let p = slots[i].position
            sum = sum + (p - slots[i].groupLast)
            centroid = centroid + p
            if slots[i].moved { moved = true }
            slots[i].groupLast = p
            n += 1
        }
        guard n > 0, moved else { return }
        let delta = Point(x: sum.x / n, y: sum.y / n)
        centroid = Point(x: centroid.x / n, y: centroid.y / n)
        scrollGroup.lastCentroid = centroid
        scrollGroup.translation = scrollGroup.translation + delta
        scrollGroup.tracker.add(scrollGroup.translation, time: frameTime)
        guard delta.x != 0 || delta.y != 0 else { return }
        scrollOffset = clampOffset(scrollOffset - delta.y)
        emit(.scroll, .changed, id: scrollGroup.id, sequence: .group, source: scrollGroup.source,
             region: scrollGroup.region, location: centroid, start: scrollGroup.start,
             translation: scrollGroup.translation, delta: delta,
             velocity: scrollGroup.tracker.velocity())
    }

    /// A member leaves (lift, cancel, or taken by a pinch). The last one ends the scroll:
    /// with a fling when it lifted fast enough, cancelled otherwise.
    func leaveScrollGroup(_ i: Int, cancel: CancelReason?) {
        guard slots[i].inScrollGroup else { return }
        slots[i].inScrollGroup = false
        guard scrollGroup.active else { return }
        scrollGroup.members -= 1
        guard scrollGroup.members <= 0 else { return }
        scrollGroup.active = false
        let v = cancel == nil ? scrollGroup.tracker.velocity(at: slots[i].liftTime) : .zero
        emit(.scroll, cancel == nil ? .ended : .cancelled, id: scrollGroup.id, sequence: .group,
             source: scrollGroup.source, region: scrollGroup.region,
             location: scrollGroup.lastCentroid, start: scrollGroup.start,
             translation: scrollGroup.translation, velocity: v, reason: cancel)
        if let cancel {
            note(.group, .cancelled, .scroll, region: scrollGroup.region, reason: .cancelledBy, cancel: cancel)
        } else {
            // The finger moved up (negative y) → the offset grows.
            startFling(offsetVelocity: -v.y, region: scrollGroup.region, source: scrollGroup.source,
                       at: scrollGroup.lastCentroid)
        }
    }
}
