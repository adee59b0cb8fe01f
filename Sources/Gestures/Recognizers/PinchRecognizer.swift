#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Two-touch pinch (and rotation, simultaneous with it). The first two touches that the pinch
// may still take (pending, or scrolling) are watched; when their vertical span changes by more
// than the pinch slop while their centroid moves less than a third of that (they move apart or
// together, not along: one finger scrolling beside a resting one is no pinch), the pinch wins
// both (a scroll they were in is handed over). Scale and rotation are relative to the moment
// it began, so it starts without a jump.

extension GestureEngine {
    func pinchEligible(_ i: Int) -> Bool {
        guard slots[i].members.pinch >= 0, !slots[i].lifted else { return false }
        return slots[i].state == .pending || (slots[i].state == .won && slots[i].inScrollGroup)
    }

    func updatePinch() {
        if pinchGroup.active {
            pinchChanged()
            return
        }
        var a = -1, b = -1
        for i in slots.indices where pinchEligible(i) {
            if a < 0 { a = i } else if slots[i].members.pinch == slots[a].members.pinch { b = i; break }
        }
        guard a >= 0, b >= 0 else {
            pinchGroup.watchA = -1; pinchGroup.watchB = -1
            return
        }
        let pa = slots[a].position, pb = slots[b].position
        let span = abs(pa.y - pb.y)
        if a != pinchGroup.watchA || b != pinchGroup.watchB {
            pinchGroup.watchA = a; pinchGroup.watchB = b
            pinchGroup.watchSpan = span
            pinchGroup.watchCentroidY = (pa.y + pb.y) / 2
            return
        }
        let spanChange = abs(span - pinchGroup.watchSpan)
        let centroidChange = abs((pa.y + pb.y) / 2 - pinchGroup.watchCentroidY)
        guard spanChange > configuration.pinchSlop, centroidChange < spanChange / 3 else {
            if centroidChange >= configuration.pinchSlop {
                // They moved along together (a scroll): watch afresh from here.
                pinchGroup.watchSpan = span
                pinchGroup.watchCentroidY = (pa.y + pb.y) / 2
            }
            return
        }
        let region = slots[a].members.pinch
        let rotationRegion = slots[a].members.rotation
        for k in 0..<2 {
            let i = k == 0 ? a : b
            let seq = slots[i].sequence
            if slots[i].inScrollGroup {
                leaveScrollGroup(i, cancel: .lostToOther)
            } else {
                rejectRemaining(i, except: .pinch, reason: .otherWon)
            }
            note(seq, .accepted, .pinch, region: region, reason: .pinchSlopPassed,
                 move: Point(x: 0, y: span - pinchGroup.watchSpan), slop: configuration.pinchSlop)
            clearMembers(i)
            slots[i].state = .won
            slots[i].winner = .pinch
            slots[i].winnerRegion = region
            slots[i].inPinchGroup = true
        }
        let c = Point(x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2)
        pinchGroup.active = true
        pinchGroup.id = newGestureID()
        pinchGroup.region = region
        pinchGroup.a = a; pinchGroup.b = b
        pinchGroup.startDistance = (pa - pb).length
        pinchGroup.startSpan = span
        pinchGroup.startAngle = atan2(pb.y - pa.y, pb.x - pa.x) * 180 / Double.pi
        pinchGroup.start = c
        pinchGroup.lastCentroid = c
        pinchGroup.watchA = -1; pinchGroup.watchB = -1
        emit(.pinch, .began, id: pinchGroup.id, sequence: .group, source: slots[a].source,
             region: region, location: c, start: c)
        if rotationRegion >= 0 {
            pinchGroup.rotationActive = true
            pinchGroup.rotationID = newGestureID()
            emit(.rotation, .began, id: pinchGroup.rotationID, sequence: .group,
                 source: slots[a].source, region: rotationRegion, location: c, start: c)
        } else {
            pinchGroup.rotationActive = false
        }
    }

    func pinchValues() -> (centroid: Point, scale: Double, verticalScale: Double, rotation: Double) {
        let pa = slots[pinchGroup.a].position, pb = slots[pinchGroup.b].position
        let c = Point(x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2)
        let distance = (pa - pb).length
        let span = abs(pa.y - pb.y)
        let scale = pinchGroup.startDistance >= 1 ? distance / pinchGroup.startDistance : 1
        let vscale = pinchGroup.startSpan >= 1 ? span / pinchGroup.startSpan : 1
        var r = atan2(pb.y - pa.y, pb.x - pa.x) * 180 / Double.pi - pinchGroup.startAngle
        while r > 180 { r -= 360 }
        while r <= -180 { r += 360 }
        return (c, scale, vscale, r)
    }

    func pinchChanged() {
        guard slots[pinchGroup.a].moved || slots[pinchGroup.b].moved else { return }
        let v = pinchValues()
        let src = slots[pinchGroup.a].source
        emit(.pinch, .changed, id: pinchGroup.id, sequence: .group, source: src,
             region: pinchGroup.region, location: v.centroid, start: pinchGroup.start,
             translation: v.centroid - pinchGroup.start, delta: v.centroid - pinchGroup.lastCentroid,
             scale: v.scale, verticalScale: v.verticalScale, rotation: v.rotation)
        if pinchGroup.rotationActive {
            emit(.rotation, .changed, id: pinchGroup.rotationID, sequence: .group, source: src,
                 region: pinchGroup.region, location: v.centroid, start: pinchGroup.start,
                 rotation: v.rotation)
        }
        pinchGroup.lastCentroid = v.centroid
    }

    /// One of the two touches lifted or was cancelled: the pinch ends. The other touch stays
    /// owned by the pinch (ignored) until it lifts.
    func leavePinch(_ i: Int, cancel: CancelReason?) {
        slots[i].inPinchGroup = false
        guard pinchGroup.active, i == pinchGroup.a || i == pinchGroup.b else { return }
        let v = pinchValues()
        let src = slots[i].source
        pinchGroup.active = false
        let phase: GesturePhase = cancel == nil ? .ended : .cancelled
        emit(.pinch, phase, id: pinchGroup.id, sequence: .group, source: src, region: pinchGroup.region,
             location: v.centroid, start: pinchGroup.start, translation: v.centroid - pinchGroup.start,
             scale: v.scale, verticalScale: v.verticalScale, rotation: v.rotation, reason: cancel)
        if pinchGroup.rotationActive {
            pinchGroup.rotationActive = false
            emit(.rotation, phase, id: pinchGroup.rotationID, sequence: .group, source: src,
                 region: pinchGroup.region, location: v.centroid, start: pinchGroup.start,
                 rotation: v.rotation, reason: cancel)
        }
        if let cancel { note(.group, .cancelled, .pinch, region: pinchGroup.region, reason: .cancelledBy, cancel: cancel) }
    }
}
