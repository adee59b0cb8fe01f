/// A long press, sequenced before a drag: held within its maximum distance for its minimum
/// duration, it wins the sequence and reports began at the hold point; movement afterwards is
/// the same gesture (`.changed`, the "paint"), with enter/exit tracking over the regions
/// beside its own (SwiftUI's `LongPressGesture` sequenced before a `DragGesture`).
///
/// With `reportsPressing`, it also reports the press before it fires (SwiftUI's "is
/// detecting" state): `.pressing` began when the sequence goes down, ended when the long press
/// fires, cancelled (`.lostToOther`) when it cannot fire any more — the finger wandered off,
/// lifted early, another gesture won, or the sequence was cancelled.
public final class LongPressRecognizer: GestureRecognizer {
    /// Hold time (ms); nil: the configuration's `longPressDuration`.
    public let minimumDuration: Double?
    /// Distance (px) the sequence may wander while held; nil: the sequence's slop.
    public let maximumDistance: Double?
    public let kind: GestureKind
    public let reportsPressing: Bool

    struct Press {
        var region = RegionHandle.none
        var deadline = Double.infinity
        var active = false
        var id: UInt64 = 0
        var last = Point.zero
        var tracking = RegionTracking()
        /// The pressing report in progress, if any.
        var pressingID: UInt64 = 0
        var pressing = false
    }
    var presses: [Press] = []
    /// The handles of the sequences with a deadline (their arenas), by slot.
    var handles: [SequenceHandle] = []

    public init(minimumDuration: Double? = nil, maximumDistance: Double? = nil, kind: GestureKind = .longPress,
                reportsPressing: Bool = false) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
        self.kind = kind
        self.reportsPressing = reportsPressing
    }

    /// Ends the pressing report: ended when the long press fired, cancelled otherwise.
    func endPressing(_ slot: Int, _ h: SequenceHandle, fired: Bool, reason: CancelReason = .lostToOther,
                     time: Double? = nil, context: GestureContext) {
        guard presses[slot].pressing else { return }
        presses[slot].pressing = false
        let p = context.live(slot: slot) == h ? context.position(h) : presses[slot].last
        context.emit(.pressing, fired ? .ended : .cancelled, id: presses[slot].pressingID,
                     sequence: context.sequence(h), source: context.source(h), region: presses[slot].region,
                     location: p, reason: fired ? nil : reason, time: time)
    }

    public func prepare(sequenceCapacity: Int) {
        if presses.count < sequenceCapacity {
            presses = Array(repeating: Press(), count: sequenceCapacity)
            handles = Array(repeating: SequenceHandle(slot: 0, arena: -1), count: sequenceCapacity)
        }
    }

    public func regionsReplaced(_ map: RegionMap) {
        for i in presses.indices {
            presses[i].region = map[presses[i].region]
            presses[i].tracking.region = map[presses[i].tracking.region]
        }
    }

    public func join(_ s: SequenceHandle, region: RegionHandle, context: GestureContext) -> Bool {
        presses[s.slot] = Press(region: region,
                                deadline: context.now + (minimumDuration ?? context.configuration.longPressDuration))
        handles[s.slot] = s
        return true
    }

    public func closed(_ s: SequenceHandle, context: GestureContext) {
        if context.landedOnFling(s) {
            presses[s.slot].deadline = .infinity
            context.giveUp(s, by: self, reason: .landedOnFling)
            return
        }
        guard reportsPressing else { return }
        presses[s.slot].pressing = true
        presses[s.slot].pressingID = context.newGestureID()
        presses[s.slot].last = context.start(s)
        context.emit(.pressing, .began, id: presses[s.slot].pressingID, sequence: context.sequence(s),
                     source: context.source(s), region: presses[s.slot].region, location: context.start(s),
                     start: context.start(s))
    }

    public func sequenceMoved(_ s: SequenceHandle, context: GestureContext) {
        if presses[s.slot].active { changed(s, context: context); return }
        let d = context.movement(s)
        let limit = maximumDistance ?? context.slop(s)
        guard d.length > limit else { return }
        presses[s.slot].deadline = .infinity
        context.giveUp(s, by: self, reason: .movedPastSlop, move: d, slop: limit)
    }

    public func rejected(_ s: SequenceHandle, context: GestureContext) {
        guard s.slot >= 0 else { return }   // decided after the sequence ended (a held arena)
        presses[s.slot].deadline = .infinity
        endPressing(s.slot, s, fired: false, context: context)
    }

    public var nextDeadline: Double? {
        var t = Double.infinity
        for i in presses.indices where presses[i].deadline < t { t = presses[i].deadline }
        return t.isFinite ? t : nil
    }

    public func advance(context: GestureContext) {
        for i in presses.indices where presses[i].deadline <= context.now {
            let t = presses[i].deadline
            presses[i].deadline = .infinity
            let s = handles[i]
            guard context.live(slot: i) == s, !context.isLifted(s) else { continue }
            // Stamped with the deadline, not the call that caught up with it (a later event).
            context.claim(s, by: self, strength: 1, reason: .heldForLongPress, move: context.movement(s),
                          slop: maximumDistance ?? context.slop(s), time: t)
            if presses[i].active {
                endPressing(i, s, fired: true, time: t, context: context)
                began(s, time: t, context: context)
            }
        }
    }

    public func accepted(_ s: SequenceHandle, context: GestureContext) {
        presses[s.slot].active = true
        presses[s.slot].id = context.newGestureID()
    }

    func began(_ s: SequenceHandle, time t: Double, context: GestureContext) {
        let p = context.position(s)
        let seq = context.sequence(s), src = context.source(s), start = context.start(s)
        let press = presses[s.slot]
        presses[s.slot].last = p
        context.emit(kind, .began, id: press.id, sequence: seq, source: src, region: press.region,
                     location: p, start: start, translation: p - start, time: t)
        presses[s.slot].tracking.begin(kind, owner: press.region, id: press.id, sequence: seq, source: src,
                                       at: p, start: start, time: t, context: context)
    }

    func changed(_ s: SequenceHandle, context: GestureContext) {
        let p = context.position(s)
        let seq = context.sequence(s), src = context.source(s), start = context.start(s)
        let press = presses[s.slot]
        let r = presses[s.slot].tracking.move(kind, owner: press.region, id: press.id, sequence: seq,
                                              source: src, at: p, start: start, context: context)
        context.emit(kind, .changed, id: press.id, sequence: seq, source: src, region: r, location: p,
                     start: start, translation: p - start, delta: p - press.last, velocity: context.velocity(s))
        presses[s.slot].last = p
    }

    public func sequenceLifted(_ s: SequenceHandle, context: GestureContext) {
        presses[s.slot].deadline = .infinity   // still undecided: the tap may take it
        endPressing(s.slot, s, fired: false, context: context)
        end(s, cancel: nil, context: context)
    }

    public func cancelled(_ s: SequenceHandle, reason: CancelReason, context: GestureContext) {
        end(s, cancel: reason, context: context)
    }

    func end(_ s: SequenceHandle, cancel: CancelReason?, context: GestureContext) {
        guard presses[s.slot].active else { return }
        let p = context.position(s)
        let seq = context.sequence(s), src = context.source(s), start = context.start(s)
        let press = presses[s.slot]
        presses[s.slot].tracking.end(kind, id: press.id, sequence: seq, source: src, at: p, start: start, context: context)
        let v = cancel == nil ? context.releaseVelocity(s) : .zero
        context.emit(kind, cancel == nil ? .ended : .cancelled, id: press.id, sequence: seq, source: src,
                     region: press.region, location: p, start: start, translation: p - start, velocity: v,
                     reason: cancel)
        if let cancel { context.note(seq, .cancelled, kind, region: press.region, reason: .cancelledBy, cancel: cancel) }
        presses[s.slot].active = false
    }

    public var activeGestureCount: Int { presses.reduce(0) { $0 + ($1.active ? 1 : 0) + ($1.pressing ? 1 : 0) } }
}
