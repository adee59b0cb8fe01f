/// What a two-touch recognizer (``PinchRecognizer``, ``RotationRecognizer``) keeps: the
/// touches it is a member of, the pair it watches for its threshold, and the pair it runs
/// once both are won. Shared so that the two take touches, watch, claim and let go the same
/// way — a rotation beside a scroll stands by and takes over exactly like a pinch — and differ
/// only in what they measure.
///
/// Per-sequence storage is indexed by slot and sized in `prepare`; nothing here allocates per
/// event.
struct TwoTouches {
    var member: [Bool] = []
    var won: [Bool] = []
    var regionOf: [RegionHandle] = []
    var handles: [SequenceHandle] = []

    /// The pair being watched for the threshold (-1: none). A new pair starts a new watch:
    /// its baselines are taken when it is first seen, so a finger that rested before the other
    /// came down counts no movement it made alone.
    var watchA = -1
    var watchB = -1
    /// The pair claimed and not yet begun (-1: none).
    var claimedA = -1
    var claimedB = -1

    /// The running gesture: its two slots, region and source, and the values at began that
    /// its reports are relative to.
    var active = false
    var a = -1
    var b = -1
    var region = RegionHandle.none
    var source: GestureSource = .touch
    var start = Point.zero
    var lastCentroid = Point.zero
    var startDistance: Double = 1
    var startSpan: Double = 1
    var startAngle: Double = 0

    mutating func prepare(sequenceCapacity: Int) {
        if member.count < sequenceCapacity {
            member = Array(repeating: false, count: sequenceCapacity)
            won = Array(repeating: false, count: sequenceCapacity)
            regionOf = Array(repeating: .none, count: sequenceCapacity)
            handles = Array(repeating: SequenceHandle(slot: 0, arena: -1), count: sequenceCapacity)
        }
    }

    mutating func remap(_ map: RegionMap) {
        region = map[region]
        for i in regionOf.indices { regionOf[i] = map[regionOf[i]] }
    }

    /// Touches only: a mouse has one point.
    mutating func join(_ s: SequenceHandle, region: RegionHandle, context: EngineContext) -> Bool {
        guard context.source(s) == .touch else { return false }
        member[s.slot] = true
        won[s.slot] = false
        regionOf[s.slot] = region
        handles[s.slot] = s
        return true
    }

    mutating func drop(_ slot: Int) {
        member[slot] = false
        if watchA == slot || watchB == slot { watchA = -1; watchB = -1 }
        if claimedA == slot || claimedB == slot { claimedA = -1; claimedB = -1 }
    }

    /// A touch it may still take: a member, not yet won, live and not lifting. A member on
    /// standby beside a scroll that won the touch is still eligible.
    func eligible(_ i: Int, context: EngineContext) -> Bool {
        guard member[i], !won[i], let s = context.live(slot: i), s == handles[i] else { return false }
        return !context.isLifted(s)
    }

    /// The first two eligible touches on one region, and whether the pair is new (the caller
    /// takes its baselines then, and decides nothing this frame). Nil, and no watch, without two.
    mutating func pair(context: EngineContext) -> (a: Int, b: Int, fresh: Bool)? {
        var a = -1, b = -1
        for i in member.indices where eligible(i, context: context) {
            if a < 0 { a = i } else if regionOf[i] == regionOf[a] { b = i; break }
        }
        guard a >= 0, b >= 0 else {
            watchA = -1; watchB = -1
            return nil
        }
        guard a == watchA, b == watchB else {
            watchA = a; watchB = b
            return (a, b, true)
        }
        return (a, b, false)
    }

    /// Claims both touches (outside a round a claim is decided at once: a touch a scroll won
    /// is taken over). The gesture begins when both verdicts have come back accepted.
    mutating func claim(
        _ a: Int, _ b: Int, by g: any GestureRecognizer, reason: ExplainReason, move: Point,
        slop: Double, context: EngineContext
    ) {
        claimedA = a
        claimedB = b
        context.claim(handles[a], by: g, strength: 3, reason: reason, move: move, slop: slop)
        context.claim(handles[b], by: g, strength: 3, reason: reason, move: move, slop: slop)
    }

    /// The claimed pair, once both of its touches are won (then forgotten: it begins once).
    mutating func takeWonPair() -> (a: Int, b: Int)? {
        guard !active, claimedA >= 0, won[claimedA], won[claimedB] else { return nil }
        defer { claimedA = -1; claimedB = -1 }
        return (claimedA, claimedB)
    }

    /// Both touches were won: the gesture runs from their values now.
    mutating func begin(_ a: Int, _ b: Int, context: EngineContext) {
        let pa = context.position(handles[a]), pb = context.position(handles[b])
        let c = TouchPair.centroid(pa, pb)
        active = true
        region = regionOf[a]
        self.a = a; self.b = b
        startDistance = (pa - pb).length
        startSpan = abs(pa.y - pb.y)
        startAngle = TouchPair.angle(pa, pb)
        start = c
        lastCentroid = c
        source = context.source(handles[a])
        watchA = -1; watchB = -1
    }

    /// Whether either touch of the running gesture moved in this frame.
    func moved(context: EngineContext) -> Bool { context.moved(handles[a]) || context.moved(handles[b]) }

    /// The running gesture's values now: the centroid, the distance and the vertical span
    /// relative to began (1 when they were under 1 px then), and the rotation since began.
    func values(context: EngineContext) -> (centroid: Point, scale: Double, verticalScale: Double, rotation: Double) {
        let pa = context.position(handles[a]), pb = context.position(handles[b])
        let distance = (pa - pb).length
        let span = abs(pa.y - pb.y)
        let scale = startDistance >= 1 ? distance / startDistance : 1
        let vscale = startSpan >= 1 ? span / startSpan : 1
        return (TouchPair.centroid(pa, pb), scale, vscale, TouchPair.wrapped(TouchPair.angle(pa, pb) - startAngle))
    }

    /// A touch lifted or was cancelled: it is let go; true when it was one of the running
    /// pair (the gesture ends; the caller reports it, then clears `active`). The other touch
    /// stays won (ignored) until it lifts.
    mutating func leave(_ slot: Int) -> Bool {
        won[slot] = false
        drop(slot)
        return active && (slot == a || slot == b)
    }
}

/// A recognizer of two touches that run one gesture (``PinchRecognizer``,
/// ``RotationRecognizer``): how it takes touches, is told its verdicts and lets go when a
/// touch lifts, is cancelled or is taken over is written here once. It says only what it
/// measures and how its gesture ends.
protocol TwoTouchRecognizer: LeavingRecognizer {
    var touches: TwoTouches { get set }
    /// Both touches of the pair it claimed were won and `touches` runs them: report the
    /// gesture's start.
    func began(context: EngineContext)
    /// One of the running pair left: report the gesture's end from `values` (cancelled with
    /// `cancel`, ended when nil).
    func endGesture(_ values: TwoTouches.Values, cancel: CancelReason?, context: EngineContext)
}

extension TwoTouches {
    typealias Values = (centroid: Point, scale: Double, verticalScale: Double, rotation: Double)
}

extension TwoTouchRecognizer {
    package func prepare(sequenceCapacity: Int) { touches.prepare(sequenceCapacity: sequenceCapacity) }

    package func regionsReplaced(_ map: RegionMap) { touches.remap(map) }

    package func join(_ s: SequenceHandle, region: RegionHandle, context: EngineContext) -> Bool {
        touches.join(s, region: region, context: context)
    }

    package func rejected(_ s: SequenceHandle, context: EngineContext) {
        if s.slot >= 0 { touches.drop(s.slot) }   // (-1: decided after the sequence ended)
    }

    package func accepted(_ s: SequenceHandle, context: EngineContext) {
        guard s.slot >= 0 else { return }
        touches.won[s.slot] = true
        guard let pair = touches.takeWonPair() else { return }
        touches.begin(pair.a, pair.b, context: context)
        began(context: context)
    }

    /// One of the two touches lifted, was cancelled or was taken over (beside a scroll, the
    /// arena lets a second two-touch recognizer take over from the first): the gesture ends
    /// with the values it had. The other touch stays owned (ignored) until it lifts.
    func leave(_ s: SequenceHandle, cancel: CancelReason?, context: EngineContext) {
        guard touches.leave(s.slot) else { return }
        let v = touches.values(context: context)
        touches.active = false
        endGesture(v, cancel: cancel, context: context)
        if let cancel {
            context.note(.group, .cancelled, kind, region: touches.region, reason: .cancelledBy, cancel: cancel)
        }
    }
}
