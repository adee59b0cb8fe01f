import RealModule

/// A drag: wins a sequence that moves past its minimum distance in its direction, then
/// reports location, start location, translation, velocity and predicted end until lift,
/// with enter/exit tracking of the regions beside its own (SwiftUI's `DragGesture`).
///
/// Direction is decided once, from the accumulated movement at the first event past the
/// distance: inside its cone it claims strongly; between the horizontal and the vertical cone
/// it claims weakly (the configuration's `tieGoesToVertical` orders the two directions), so a
/// region's declared priority decides ties; inside the other cone it gives up.
public final class DragRecognizer: GestureRecognizer {
    public enum Direction: Sendable { case any, horizontal, vertical }

    public let direction: Direction
    /// Distance (px) it must pass; nil: the sequence's slop.
    public let minimumDistance: Double?
    public let kind: GestureKind
    public var cancelsOnEscape: Bool { true }
    public var explainAxis: Axis? {
        switch direction {
        case .horizontal: .horizontal
        case .vertical: .vertical
        case .any: nil
        }
    }

    struct Run {
        var region = RegionHandle.none
        var active = false
        var id: UInt64 = 0
        var last = Point.zero
        var tracking = RegionTracking()
    }
    var runs: [Run] = []

    public init(direction: Direction = .any, minimumDistance: Double? = nil, kind: GestureKind = .drag) {
        self.direction = direction
        self.minimumDistance = minimumDistance
        self.kind = kind
    }

    public func prepare(sequenceCapacity: Int) {
        if runs.count < sequenceCapacity { runs = Array(repeating: Run(), count: sequenceCapacity) }
    }

    public func regionsReplaced(_ map: RegionMap) {
        for i in runs.indices where runs[i].active {
            runs[i].region = map[runs[i].region]
            runs[i].tracking.region = map[runs[i].tracking.region]
        }
    }

    public func join(_ s: SequenceHandle, region: RegionHandle, context: GestureContext) -> Bool {
        runs[s.slot] = Run(region: region)
        return true
    }

    public func sequenceMoved(_ s: SequenceHandle, context: GestureContext) {
        if runs[s.slot].active { changed(s, context: context); return }
        let d = context.movement(s)
        let slop = minimumDistance ?? context.slop(s)
        guard d.length > slop else { return }
        let c = context.configuration
        let angle = Double.atan2(y: abs(d.y), x: abs(d.x)) * 180 / Double.pi
        let horizontalZone = angle <= c.horizontalConeDegrees
        let verticalZone = !horizontalZone && angle >= 90 - c.verticalConeDegrees
        switch direction {
        case .any:
            context.claim(s, by: self, strength: 2, reason: horizontalZone ? .horizontalCone : verticalZone ? .verticalCone : .tieToPriority,
                          move: d, slop: slop)
        case .horizontal:
            if horizontalZone { context.claim(s, by: self, strength: 2, reason: .horizontalCone, move: d, slop: slop) }
            else if verticalZone { context.giveUp(s, by: self, reason: .wrongDirection, move: d, slop: slop) }
            else { context.claim(s, by: self, strength: c.tieGoesToVertical ? 0 : 1, reason: .tieToPriority, move: d, slop: slop) }
        case .vertical:
            if verticalZone { context.claim(s, by: self, strength: 2, reason: .verticalCone, move: d, slop: slop) }
            else if horizontalZone { context.giveUp(s, by: self, reason: .wrongDirection, move: d, slop: slop) }
            else { context.claim(s, by: self, strength: c.tieGoesToVertical ? 1 : 0, reason: .tieToPriority, move: d, slop: slop) }
        }
    }

    public func accepted(_ s: SequenceHandle, context: GestureContext) {
        let p = context.position(s)
        let id = context.newGestureID()
        runs[s.slot].active = true
        runs[s.slot].id = id
        runs[s.slot].last = p
        let seq = context.sequence(s), src = context.source(s), start = context.start(s)
        context.emit(kind, .began, id: id, sequence: seq, source: src, region: runs[s.slot].region,
                     location: p, start: start, translation: p - start, velocity: context.velocity(s))
        runs[s.slot].tracking.begin(kind, owner: runs[s.slot].region, id: id, sequence: seq, source: src,
                                    at: p, start: start, context: context)
    }

    func changed(_ s: SequenceHandle, context: GestureContext) {
        let p = context.position(s)
        let seq = context.sequence(s), src = context.source(s), start = context.start(s)
        let r = runs[s.slot]
        _ = runs[s.slot].tracking.move(kind, owner: r.region, id: r.id, sequence: seq, source: src,
                                       at: p, start: start, context: context)
        context.emit(kind, .changed, id: r.id, sequence: seq, source: src, region: r.region, location: p,
                     start: start, translation: p - start, delta: p - r.last, velocity: context.velocity(s))
        runs[s.slot].last = p
    }

    public func sequenceLifted(_ s: SequenceHandle, context: GestureContext) {
        end(s, cancel: nil, context: context)
    }

    public func cancelled(_ s: SequenceHandle, reason: CancelReason, context: GestureContext) {
        end(s, cancel: reason, context: context)
    }

    func end(_ s: SequenceHandle, cancel: CancelReason?, context: GestureContext) {
        guard runs[s.slot].active else { return }
        let p = context.position(s)
        let seq = context.sequence(s), src = context.source(s), start = context.start(s)
        let r = runs[s.slot]
        runs[s.slot].tracking.end(kind, id: r.id, sequence: seq, source: src, at: p, start: start, context: context)
        let v = cancel == nil ? context.releaseVelocity(s) : .zero
        context.emit(kind, cancel == nil ? .ended : .cancelled, id: r.id, sequence: seq, source: src,
                     region: r.region, location: p, start: start, translation: p - start, velocity: v,
                     reason: cancel)
        if let cancel {
            context.note(seq, .cancelled, kind, region: r.region, reason: .cancelledBy, cancel: cancel, axis: explainAxis)
        }
        runs[s.slot].active = false
    }

    public var activeGestureCount: Int { runs.reduce(0) { $0 + ($1.active ? 1 : 0) } }
}
