/// Enter/exit tracking of a group of regions by one sequence, whoever owns it: while a long
/// press (paint) or a drag runs, its sequence reports `.entered` / `.exited` as it crosses the
/// regions beside its own (the children of the same parent), so an app can highlight the row
/// under a finger without hit testing itself.
struct RegionTracking {
    var region = RegionHandle.none

    /// At began: the sibling under the sequence, reported entered.
    mutating func begin(_ kind: GestureKind, owner: RegionHandle, id: UInt64, sequence: GestureSequence,
                        source: GestureSource, at p: Point, start: Point, time: Double? = nil,
                        context: GestureContext) {
        region = context.sibling(of: owner, at: p)
        if region.exists {
            context.emit(kind, .entered, id: id, sequence: sequence, source: source, region: region,
                         location: p, start: start, time: time)
        }
    }

    /// On movement: reports the crossing and returns the sibling now under the sequence.
    mutating func move(_ kind: GestureKind, owner: RegionHandle, id: UInt64, sequence: GestureSequence,
                       source: GestureSource, at p: Point, start: Point, context: GestureContext) -> RegionHandle {
        let r = context.sibling(of: owner, at: p)
        guard r != region else { return r }
        if region.exists {
            context.emit(kind, .exited, id: id, sequence: sequence, source: source, region: region,
                         location: p, start: start)
        }
        if r.exists {
            context.emit(kind, .entered, id: id, sequence: sequence, source: source, region: r,
                         location: p, start: start)
        }
        region = r
        return r
    }

    /// Before the end: the region still under the sequence is exited.
    mutating func end(_ kind: GestureKind, id: UInt64, sequence: GestureSequence, source: GestureSource,
                      at p: Point, start: Point, context: GestureContext) {
        guard region.exists else { return }
        context.emit(kind, .exited, id: id, sequence: sequence, source: source, region: region,
                     location: p, start: start)
        region = .none
    }
}
