// Tap and double tap: exclusive without delay. The first tap reports at its lift; a second
// tap on the same region within the double-tap time and slop reports `.doubleTap` instead.
// With the region's `tapRequiresDoubleTapToFail` (require-to-fail) the tap is held instead:
// reported when the double tap fails (its time runs out, or the second sequence becomes
// something else), never when the double tap is recognized.

extension GestureEngine {
    func tapLifted(_ i: Int) {
        let m = slots[i].members
        let seq = slots[i].sequence
        let p = slots[i].position
        let d = p - slots[i].start
        let slop = slots[i].slop
        if slots[i].doubleTapArmed && m.doubleTap >= 0 {
            rejectRemaining(i, except: .doubleTap, reason: .otherWon)   // the tap included
            if heldTap.active { rejectHeldTap() }   // the first tap was waiting for this
            note(seq, .accepted, .doubleTap, region: m.doubleTap, reason: .secondTap, move: d, slop: slop)
            emit(.doubleTap, .ended, id: newGestureID(), sequence: seq, source: slots[i].source,
                 region: m.doubleTap, location: p, start: slots[i].start, translation: d, count: 2)
            lastTap.valid = false
        } else if m.doubleTap >= 0, regions[Int(m.tap)].region.tapRequiresDoubleTapToFail {
            rejectRemaining(i, except: .tap, reason: .otherWon)   // the double tap of this sequence
            if heldTap.active { acceptHeldTap(time: currentTime) }   // an older one, elsewhere
            note(seq, .held, .tap, region: m.tap, reason: .waitingForDoubleTap, move: d, slop: slop)
            heldTap = HeldTapState(active: true, sequence: seq, source: slots[i].source,
                                   region: m.tap, location: p, start: slots[i].start,
                                   deadline: currentTime + configuration.doubleTapTimeout,
                                   waitingSlot: -1)
            lastTap = LastTapState(valid: true, region: m.tap, time: currentTime,
                                   location: p, source: slots[i].source)
        } else {
            rejectRemaining(i, except: .tap, reason: .otherWon)
            note(seq, .accepted, .tap, region: m.tap, reason: .liftedWithinSlop, move: d, slop: slop)
            emit(.tap, .ended, id: newGestureID(), sequence: seq, source: slots[i].source,
                 region: m.tap, location: p, start: slots[i].start, translation: d, count: 1)
            lastTap = LastTapState(valid: m.doubleTap >= 0, region: m.tap, time: currentTime,
                                   location: p, source: slots[i].source)
        }
    }

    /// The sequence in slot `i` could have been the double tap a held tap waits for, and it
    /// is not: the held tap is reported now (before what the sequence becomes).
    func secondTapFailed(_ i: Int) {
        guard heldTap.active, heldTap.waitingSlot == i else { return }
        acceptHeldTap(time: currentTime)
    }

    /// The held tap's double tap failed: it reports its tap, at its lift point. No double tap
    /// may follow a tap already reported.
    func acceptHeldTap(time: Double) {
        let h = heldTap
        heldTap.active = false
        heldTap.waitingSlot = -1
        if lastTap.valid, lastTap.region == h.region { lastTap.valid = false }
        guard h.region >= 0 else {
            // Its region was removed while it waited: nothing to report it on.
            note(h.sequence, .rejected, .tap, region: h.region, reason: .nothingToDo, time: time)
            return
        }
        note(h.sequence, .accepted, .tap, region: h.region, reason: .doubleTapFailed,
             move: h.location - h.start, time: time)
        emit(.tap, .ended, id: newGestureID(), sequence: h.sequence, source: h.source,
             region: h.region, location: h.location, start: h.start,
             translation: h.location - h.start, count: 1, time: time)
    }

    /// The held tap's double tap was recognized: the tap is never reported.
    func rejectHeldTap() {
        note(heldTap.sequence, .rejected, .tap, region: heldTap.region, reason: .doubleTapRecognized)
        heldTap.active = false
        heldTap.waitingSlot = -1
    }
}
