// Tap and double tap: exclusive without delay. The first tap reports at its lift; a second
// tap on the same region within the double-tap time and slop reports `.doubleTap` instead.

extension GestureEngine {
    func tapLifted(_ i: Int) {
        let m = slots[i].members
        let seq = slots[i].sequence
        let p = slots[i].position
        let d = p - slots[i].start
        let slop = slots[i].slop
        if slots[i].doubleTapArmed && m.doubleTap >= 0 {
            rejectRemaining(i, except: .doubleTap, reason: .otherWon)   // the tap included
            note(seq, .accepted, .doubleTap, region: m.doubleTap, reason: .secondTap, move: d, slop: slop)
            emit(.doubleTap, .ended, id: newGestureID(), sequence: seq, source: slots[i].source,
                 region: m.doubleTap, location: p, start: slots[i].start, translation: d, count: 2)
            lastTap.valid = false
        } else {
            rejectRemaining(i, except: .tap, reason: .otherWon)
            note(seq, .accepted, .tap, region: m.tap, reason: .liftedWithinSlop, move: d, slop: slop)
            emit(.tap, .ended, id: newGestureID(), sequence: seq, source: slots[i].source,
                 region: m.tap, location: p, start: slots[i].start, translation: d, count: 1)
            lastTap = LastTapState(valid: m.doubleTap >= 0, region: m.tap, time: currentTime,
                                   location: p, source: slots[i].source)
        }
    }
}
