// Drag constrained to an axis cone: begins at the slop with `startLocation` the down point,
// reports location, translation, velocity and predicted end until lift, with enter/exit
// tracking of the regions beside its own.

extension GestureEngine {
    func beginDrag(_ i: Int, region: Int32) {
        let p = slots[i].position
        slots[i].state = .won
        slots[i].winner = .drag
        slots[i].winnerRegion = region
        slots[i].gestureID = newGestureID()
        slots[i].gestureActive = true
        slots[i].lastReported = p
        emit(.drag, .began, id: slots[i].gestureID, sequence: slots[i].sequence,
             source: slots[i].source, region: region, location: p, start: slots[i].start,
             translation: p - slots[i].start, velocity: slots[i].tracker.velocity())
        trackBegin(i, .drag)
    }

    func dragChanged(_ i: Int) {
        guard slots[i].gestureActive else { return }
        let p = slots[i].position
        _ = trackMove(i, .drag)
        emit(.drag, .changed, id: slots[i].gestureID, sequence: slots[i].sequence,
             source: slots[i].source, region: slots[i].winnerRegion, location: p,
             start: slots[i].start, translation: p - slots[i].start,
             delta: p - slots[i].lastReported, velocity: slots[i].tracker.velocity())
        slots[i].lastReported = p
    }

    func dragEnded(_ i: Int, cancel: CancelReason? = nil) {
        guard slots[i].gestureActive else { return }
        let p = slots[i].position
        trackEnd(i, .drag)
        let v = cancel == nil ? slots[i].tracker.velocity(at: slots[i].liftTime) : .zero
        emit(.drag, cancel == nil ? .ended : .cancelled, id: slots[i].gestureID,
             sequence: slots[i].sequence, source: slots[i].source, region: slots[i].winnerRegion,
             location: p, start: slots[i].start, translation: p - slots[i].start, velocity: v,
             reason: cancel)
        if let cancel { note(slots[i].sequence, .cancelled, .drag, region: slots[i].winnerRegion, reason: .cancelledBy, cancel: cancel) }
        slots[i].gestureActive = false
    }
}
