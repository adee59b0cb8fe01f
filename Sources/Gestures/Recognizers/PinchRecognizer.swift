import RealModule

/// Two-touch pinch (magnification), and rotation with it when asked.
///
/// Watches the first two touches it may still take on one region (undecided, or on standby
/// beside a scroll that won them); when their spread — the vertical span, or the distance for
/// `.any` — changes by more than the pinch slop while their centroid moves less than a third
/// of that (they move apart or together, not along: one finger scrolling beside a resting one
/// is no pinch), it claims both (a scroll they were in hands them over). Scale and rotation are
/// relative to the moment it began, so it starts without a jump (SwiftUI's
/// `MagnificationGesture` and `RotationGesture` recognized simultaneously).
public final class PinchRecognizer: GestureRecognizer {
    public enum Spread: Sendable {
        /// The touches move apart or together vertically (the Colours list's row height).
        case vertical
        /// In any direction: the distance between them.
        case any
    }
    public var kind: GestureKind { .pinch }
    public let spread: Spread
    /// Also report `.rotation` (simultaneous with the pinch, from the same two touches).
    public let reportsRotation: Bool

    @exclusivity(unchecked) var member: [Bool] = []
    @exclusivity(unchecked) var won: [Bool] = []
    @exclusivity(unchecked) var regionOf: [RegionHandle] = []
    @exclusivity(unchecked) var handles: [SequenceHandle] = []
    struct Pinch {
        var active = false
        var id: UInt64 = 0
        var rotationID: UInt64 = 0
        var rotationActive = false
        var region = RegionHandle.none
        var a = -1
        var b = -1
        var startDistance: Double = 1
        var startSpan: Double = 1
        var startAngle: Double = 0
        var start = Point.zero
        var lastCentroid = Point.zero
        var source: GestureSource = .touch
        /// Baselines for detecting a pinch among the touches it watches.
        var watchA = -1
        var watchB = -1
        var watchSpan: Double = 0
        var watchCentroidY: Double = 0
    }
    @exclusivity(unchecked) var pinch = Pinch()

    public init(spread: Spread = .vertical, reportsRotation: Bool = false) {
        self.spread = spread
        self.reportsRotation = reportsRotation
    }

    /// The spread the pinch slop applies to, and the centroid coordinate that must stay.
    func measure(_ pa: Point, _ pb: Point) -> (spread: Double, centroid: Double) {
        switch spread {
        case .vertical: (abs(pa.y - pb.y), (pa.y + pb.y) / 2)
        case .any: ((pa - pb).length, 0)
        }
    }

    public func prepare(sequenceCapacity: Int) {
        if member.count < sequenceCapacity {
            member = Array(repeating: false, count: sequenceCapacity)
            won = Array(repeating: false, count: sequenceCapacity)
            regionOf = Array(repeating: .none, count: sequenceCapacity)
            handles = Array(repeating: SequenceHandle(slot: 0, arena: -1), count: sequenceCapacity)
        }
    }

    public func regionsReplaced(_ map: RegionMap) {
        pinch.region = map[pinch.region]
        for i in regionOf.indices { regionOf[i] = map[regionOf[i]] }
    }

    public func join(_ s: SequenceHandle, region: RegionHandle, context: GestureContext) -> Bool {
        guard context.source(s) == .touch else { return false }
        member[s.slot] = true
        won[s.slot] = false
        regionOf[s.slot] = region
        handles[s.slot] = s
        return true
    }

    public func rejected(_ s: SequenceHandle, context: GestureContext) {
        if s.slot >= 0 { drop(s.slot) }   // (-1: decided after the sequence ended)
    }

    func drop(_ slot: Int) {
        member[slot] = false
        if pinch.watchA == slot || pinch.watchB == slot { pinch.watchA = -1; pinch.watchB = -1 }
    }

    func eligible(_ i: Int, context: GestureContext) -> Bool {
        guard member[i], !won[i], let s = context.live(slot: i), s == handles[i] else { return false }
        return !context.isLifted(s)
    }

    public func frameEnded(context: GestureContext) {
        if pinch.active { changed(context: context); return }
        var a = -1, b = -1
        for i in member.indices where eligible(i, context: context) {
            if a < 0 { a = i } else if regionOf[i] == regionOf[a] { b = i; break }
        }
        guard a >= 0, b >= 0 else {
            pinch.watchA = -1; pinch.watchB = -1
            return
        }
        let pa = context.position(handles[a]), pb = context.position(handles[b])
        let (span, centroidY) = measure(pa, pb)
        if a != pinch.watchA || b != pinch.watchB {
            pinch.watchA = a; pinch.watchB = b
            pinch.watchSpan = span
            pinch.watchCentroidY = centroidY
            return
        }
        let slop = context.configuration.pinchSlop
        let spanChange = abs(span - pinch.watchSpan)
        let centroidChange = abs(centroidY - pinch.watchCentroidY)
        guard spanChange > slop, centroidChange < spanChange / 3 else {
            if centroidChange >= slop {
                // They moved along together (a scroll): watch afresh from here.
                pinch.watchSpan = span
                pinch.watchCentroidY = centroidY
            }
            return
        }
        let move = Point(x: 0, y: span - pinch.watchSpan)
        context.claim(handles[a], by: self, strength: 3, reason: .pinchSlopPassed, move: move, slop: slop)
        context.claim(handles[b], by: self, strength: 3, reason: .pinchSlopPassed, move: move, slop: slop)
        guard won[a], won[b] else { return }
        let c = Point(x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2)
        pinch.active = true
        pinch.id = context.newGestureID()
        pinch.region = regionOf[a]
        pinch.a = a; pinch.b = b
        pinch.startDistance = (pa - pb).length
        pinch.startSpan = abs(pa.y - pb.y)
        pinch.startAngle = Double.atan2(y: pb.y - pa.y, x: pb.x - pa.x) * 180 / Double.pi
        pinch.start = c
        pinch.lastCentroid = c
        pinch.source = context.source(handles[a])
        pinch.watchA = -1; pinch.watchB = -1
        context.emit(.pinch, .began, id: pinch.id, sequence: .group, source: pinch.source,
                     region: pinch.region, location: c, start: c)
        if reportsRotation {
            pinch.rotationActive = true
            pinch.rotationID = context.newGestureID()
            context.emit(.rotation, .began, id: pinch.rotationID, sequence: .group, source: pinch.source,
                         region: pinch.region, location: c, start: c)
        }
    }

    public func accepted(_ s: SequenceHandle, context: GestureContext) { if s.slot >= 0 { won[s.slot] = true } }

    func values(context: GestureContext) -> (centroid: Point, scale: Double, verticalScale: Double, rotation: Double) {
        let pa = context.position(handles[pinch.a]), pb = context.position(handles[pinch.b])
        let c = Point(x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2)
        let distance = (pa - pb).length
        let span = abs(pa.y - pb.y)
        let scale = pinch.startDistance >= 1 ? distance / pinch.startDistance : 1
        let vscale = pinch.startSpan >= 1 ? span / pinch.startSpan : 1
        var r = Double.atan2(y: pb.y - pa.y, x: pb.x - pa.x) * 180 / Double.pi - pinch.startAngle
        while r > 180 { r -= 360 }
        while r <= -180 { r += 360 }
        return (c, scale, vscale, r)
    }

    func changed(context: GestureContext) {
        guard context.moved(handles[pinch.a]) || context.moved(handles[pinch.b]) else { return }
        let v = values(context: context)
        context.emit(.pinch, .changed, id: pinch.id, sequence: .group, source: pinch.source,
                     region: pinch.region, location: v.centroid, start: pinch.start,
                     translation: v.centroid - pinch.start, delta: v.centroid - pinch.lastCentroid,
                     scale: v.scale, verticalScale: v.verticalScale, rotation: v.rotation)
        if pinch.rotationActive {
            context.emit(.rotation, .changed, id: pinch.rotationID, sequence: .group, source: pinch.source,
                         region: pinch.region, location: v.centroid, start: pinch.start, rotation: v.rotation)
        }
        pinch.lastCentroid = v.centroid
    }

    public func sequenceLifted(_ s: SequenceHandle, context: GestureContext) { leave(s, cancel: nil, context: context) }
    public func cancelled(_ s: SequenceHandle, reason: CancelReason, context: GestureContext) { leave(s, cancel: reason, context: context) }

    /// One of the two touches lifted or was cancelled: the pinch ends. The other touch stays
    /// owned by the pinch (ignored) until it lifts.
    func leave(_ s: SequenceHandle, cancel: CancelReason?, context: GestureContext) {
        won[s.slot] = false
        drop(s.slot)
        guard pinch.active, s.slot == pinch.a || s.slot == pinch.b else { return }
        let v = values(context: context)
        pinch.active = false
        let phase: GesturePhase = cancel == nil ? .ended : .cancelled
        context.emit(.pinch, phase, id: pinch.id, sequence: .group, source: pinch.source, region: pinch.region,
                     location: v.centroid, start: pinch.start, translation: v.centroid - pinch.start,
                     scale: v.scale, verticalScale: v.verticalScale, rotation: v.rotation, reason: cancel)
        if pinch.rotationActive {
            pinch.rotationActive = false
            context.emit(.rotation, phase, id: pinch.rotationID, sequence: .group, source: pinch.source,
                         region: pinch.region, location: v.centroid, start: pinch.start,
                         rotation: v.rotation, reason: cancel)
        }
        if let cancel { context.note(.group, .cancelled, .pinch, region: pinch.region, reason: .cancelledBy, cancel: cancel) }
    }

    public var activeGestureCount: Int { (pinch.active ? 1 : 0) + (pinch.active && pinch.rotationActive ? 1 : 0) }
}
