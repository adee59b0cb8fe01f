// Gestures that follow one sequence, and their enter/exit tracking.

/// Enter/exit tracking of a group of regions by one sequence, whoever owns it: while a long
/// press (paint) or a drag runs, its sequence reports `.entered` / `.exited` as it crosses the
/// regions beside its own (the children of the same parent), so an app can highlight the row
/// under a finger without hit testing itself; a ``TrackingRecognizer`` on a container tracks
/// the container's own children instead.
struct RegionTracking {
    /// Which regions it tracks, relative to the gesture's own region.
    enum Scope {
        /// The children of its parent (the rows beside a row's drag or long press).
        case siblings
        /// Its children (the squares of a grid a container tracks).
        case children
    }
    var scope = Scope.siblings
    var region = RegionHandle.none

    /// The tracked region under `p`, if any.
    func under(owner: RegionHandle, at p: Point, context: EngineContext) -> RegionHandle {
        switch scope {
        case .siblings: context.sibling(of: owner, at: p)
        case .children: context.child(of: owner, at: p)
        }
    }

    /// At began: the region under the sequence, reported entered.
    mutating func begin(
        _ kind: GestureKind, owner: RegionHandle, id: UInt64, sequence: InputSequence,
        source: GestureSource, at p: Point, start: Point, time: Double? = nil,
        context: EngineContext
    ) {
        region = under(owner: owner, at: p, context: context)
        if region.exists {
            context.emit(
                kind, .entered, id: id, sequence: sequence, source: source, region: region,
                location: p, start: start, time: time)
        }
    }

    /// On movement: reports the crossing (exited, then entered; exactly once each per region
    /// boundary crossed between two samples) and returns the region now under the sequence.
    mutating func move(
        _ kind: GestureKind, owner: RegionHandle, id: UInt64, sequence: InputSequence,
        source: GestureSource, at p: Point, start: Point, context: EngineContext
    ) -> RegionHandle {
        let r = under(owner: owner, at: p, context: context)
        guard r != region else { return r }
        if region.exists {
            context.emit(
                kind, .exited, id: id, sequence: sequence, source: source, region: region,
                location: p, start: start)
        }
        if r.exists {
            context.emit(
                kind, .entered, id: id, sequence: sequence, source: source, region: r,
                location: p, start: start)
        }
        region = r
        return r
    }

    /// Before the end: the region still under the sequence is exited.
    mutating func end(
        _ kind: GestureKind, id: UInt64, sequence: InputSequence, source: GestureSource,
        at p: Point, start: Point, context: EngineContext
    ) {
        guard region.exists else { return }
        context.emit(
            kind, .exited, id: id, sequence: sequence, source: source, region: region,
            location: p, start: start)
        region = .none
    }
}

/// A gesture that follows one sequence once it has won it — a drag, a long press and its
/// paint, a container's tracking: its identity and region, the last point it reported, and the
/// enter/exit tracking over the regions beside its own (or its children). One lifecycle:
/// began, changed, ended or cancelled.
struct SequenceFollower {
    var region = RegionHandle.none
    var active = false
    var id: UInt64 = 0
    var last = Point.zero
    var tracking = RegionTracking()
    /// Whether it reports the regions it crosses (beside its own, or its children: `scope`).
    var tracks = true

    init(region: RegionHandle = .none, tracks: Bool = true, scope: RegionTracking.Scope = .siblings) {
        self.region = region; self.tracks = tracks
        tracking.scope = scope
    }

    mutating func remap(_ map: RegionMap) {
        region = map[region]
        tracking.region = map[tracking.region]
    }

    /// Began at the sequence's position (stamped `time` if it was due earlier).
    mutating func begin(
        _ kind: GestureKind, _ s: SequenceHandle, velocity: Point = .zero, time: Double? = nil,
        context: EngineContext
    ) {
        let p = context.position(s), start = context.start(s)
        let seq = context.sequence(s), src = context.source(s)
        active = true
        id = context.newGestureID()
        last = p
        context.emit(
            kind, .began, id: id, sequence: seq, source: src, region: region, location: p,
            start: start, translation: p - start, velocity: velocity, time: time)
        if tracks {
            tracking.begin(
                kind, owner: region, id: id, sequence: seq, source: src, at: p, start: start,
                time: time, context: context)
        }
    }

    /// Changed: the crossing first, then the new values. `reportsTrackedRegion`: the report
    /// names the region under the sequence (the paint) instead of its own.
    mutating func change(
        _ kind: GestureKind, _ s: SequenceHandle, reportsTrackedRegion: Bool,
        context: EngineContext
    ) {
        let p = context.position(s), start = context.start(s)
        let seq = context.sequence(s), src = context.source(s)
        let under =
            tracks
            ? tracking.move(
                kind, owner: region, id: id, sequence: seq, source: src, at: p,
                start: start, context: context) : region
        context.emit(
            kind, .changed, id: id, sequence: seq, source: src,
            region: reportsTrackedRegion ? under : region, location: p, start: start,
            translation: p - start, delta: p - last, velocity: context.velocity(s))
        last = p
    }

    /// Ended at the lift (with the release velocity) or cancelled with `cancel`.
    mutating func end(
        _ kind: GestureKind, _ s: SequenceHandle, cancel: CancelReason?, axis: Axis? = nil,
        context: EngineContext
    ) {
        guard active else { return }
        let p = context.position(s), start = context.start(s)
        let seq = context.sequence(s), src = context.source(s)
        tracking.end(kind, id: id, sequence: seq, source: src, at: p, start: start, context: context)
        let v = cancel == nil ? context.releaseVelocity(s) : .zero
        context.emit(
            kind, cancel == nil ? .ended : .cancelled, id: id, sequence: seq, source: src,
            region: region, location: p, start: start, translation: p - start, velocity: v,
            reason: cancel)
        if let cancel {
            context.note(seq, .cancelled, kind, region: region, reason: .cancelledBy, cancel: cancel, axis: axis)
        }
        active = false
    }
}
