// Enter/exit tracking of a group of regions by one sequence, whoever owns it: while a long
// press (paint) or a drag runs, its sequence reports `.entered` / `.exited` as it crosses the
// regions beside its own (the children of the same parent), so an app can highlight the row
// under a finger without hit testing itself.

extension GestureEngine {
    /// At began: the sibling under the sequence, reported entered.
    func trackBegin(_ i: Int, _ kind: GestureKind, time: Double? = nil) {
        let p = slots[i].position
        let r = Int32(trackedSibling(of: Int(slots[i].winnerRegion), at: p))
        slots[i].trackedRegion = r
        if r >= 0 {
            emit(kind, .entered, id: slots[i].gestureID, sequence: slots[i].sequence,
                 source: slots[i].source, region: r, location: p, start: slots[i].start, time: time)
        }
    }

    /// On movement: reports the crossing, returns the sibling now under the sequence (or -1).
    func trackMove(_ i: Int, _ kind: GestureKind) -> Int32 {
        let p = slots[i].position
        let r = Int32(trackedSibling(of: Int(slots[i].winnerRegion), at: p))
        let old = slots[i].trackedRegion
        guard r != old else { return r }
        if old >= 0 {
            emit(kind, .exited, id: slots[i].gestureID, sequence: slots[i].sequence,
                 source: slots[i].source, region: old, location: p, start: slots[i].start)
        }
        if r >= 0 {
            emit(kind, .entered, id: slots[i].gestureID, sequence: slots[i].sequence,
                 source: slots[i].source, region: r, location: p, start: slots[i].start)
        }
        slots[i].trackedRegion = r
        return r
    }

    /// Before the end: the region still under the sequence is exited.
    func trackEnd(_ i: Int, _ kind: GestureKind) {
        let old = slots[i].trackedRegion
        guard old >= 0 else { return }
        emit(kind, .exited, id: slots[i].gestureID, sequence: slots[i].sequence,
             source: slots[i].source, region: old, location: slots[i].position, start: slots[i].start)
        slots[i].trackedRegion = -1
    }
}
