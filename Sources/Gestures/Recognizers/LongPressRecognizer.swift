// Long press, sequenced before a drag: held within the slop for the long-press time, it wins
// the sequence and reports began at the hold point; movement afterwards is the same gesture
// (`.changed`, the "paint"), with enter/exit tracking over the regions beside its own.

extension GestureEngine {
    func fireLongPress(_ i: Int) {
        let t = slots[i].longPressDeadline
        let seq = slots[i].sequence
        let m = slots[i].members
        let p = slots[i].position
        // Stamped with the deadline, not the call that caught up with it (a later event).
        rejectRemaining(i, except: .longPress, reason: .otherWon, time: t)
        note(seq, .accepted, .longPress, region: m.longPress, reason: .heldForLongPress,
             move: p - slots[i].start, slop: slots[i].slop, time: t)
        clearMembers(i)
        slots[i].state = .won
        slots[i].winner = .longPress
        slots[i].winnerRegion = m.longPress
        slots[i].gestureID = newGestureID()
        slots[i].gestureActive = true
        slots[i].lastReported = p
        emit(.longPress, .began, id: slots[i].gestureID, sequence: seq, source: slots[i].source,
             region: m.longPress, location: p, start: slots[i].start,
             translation: p - slots[i].start, time: t)
        trackBegin(i, .longPress, time: t)
    }

    func longPressMoved(_ i: Int) {
        let p = slots[i].position
        let seq = slots[i].sequence
        let id = slots[i].gestureID
        let src = slots[i].source
        let r = trackMove(i, .longPress)
        emit(.longPress, .changed, id: id, sequence: seq, source: src, region: r, location: p,
             start: slots[i].start, translation: p - slots[i].start,
             delta: p - slots[i].lastReported, velocity: slots[i].tracker.velocity())
        slots[i].lastReported = p
    }

    func longPressEnded(_ i: Int, cancel: CancelReason? = nil) {
        guard slots[i].gestureActive else { return }
        let p = slots[i].position
        let seq = slots[i].sequence
        let id = slots[i].gestureID
        let src = slots[i].source
        trackEnd(i, .longPress)
        let v = cancel == nil ? slots[i].tracker.velocity(at: slots[i].liftTime) : .zero
        emit(.longPress, cancel == nil ? .ended : .cancelled, id: id, sequence: seq, source: src,
             region: slots[i].winnerRegion, location: p, start: slots[i].start,
             translation: p - slots[i].start, velocity: v, reason: cancel)
        if let cancel { note(seq, .cancelled, .longPress, region: slots[i].winnerRegion, reason: .cancelledBy, cancel: cancel) }
        slots[i].gestureActive = false
    }
}
