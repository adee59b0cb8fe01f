/// A long press, sequenced before a drag: held within its maximum distance for its minimum
/// duration, it wins the sequence and reports began at the hold point; movement afterwards is
/// the same gesture (`.changed`, the "paint"), with enter/exit tracking over the regions
/// beside its own (SwiftUI's `LongPressGesture` sequenced before a `DragGesture`).
///
/// With `reportsPressing`, it also reports the press before it fires (SwiftUI's "is
/// detecting" state): `.pressing` began when the sequence goes down, ended when the long press
/// fires, cancelled (`.lostToOther`) when it cannot fire any more — the finger wandered off,
/// lifted early, another gesture won, or the sequence was cancelled.
package final class LongPressRecognizer: GestureRecognizer {
    /// Hold time (ms); nil: the configuration's `longPressDuration`.
    package let minimumDuration: Double?
    /// Distance (px) the sequence may wander while held; nil: the sequence's slop.
    package let maximumDistance: Double?
    package let kind: GestureKind
    package let reportsPressing: Bool

    struct Press {
        var deadline = Double.infinity
        /// The long press once it fired (then the paint).
        var gesture = SequenceFollower()
        /// The pressing report in progress, if any, and where the sequence last was.
        var pressingID: UInt64 = 0
        var pressing = false
        var last = Point.zero
    }
    var presses: [Press] = []
    /// The handles of the sequences with a deadline (their arenas), by slot.
    var handles: [SequenceHandle] = []

    package init(
        minimumDuration: Double? = nil, maximumDistance: Double? = nil, kind: GestureKind = .longPress,
        reportsPressing: Bool = false
    ) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
        self.kind = kind
        self.reportsPressing = reportsPressing
    }

    /// Ends the pressing report: ended when the long press fired, cancelled otherwise.
    func endPressing(
        _ slot: Int, _ h: SequenceHandle, fired: Bool, reason: CancelReason = .lostToOther,
        time: Double? = nil, context: EngineContext
    ) {
        guard presses[slot].pressing else { return }
        presses[slot].pressing = false
        let p = context.live(slot: slot) == h ? context.position(h) : presses[slot].last
        context.emit(
            .pressing, fired ? .ended : .cancelled, id: presses[slot].pressingID,
            sequence: context.sequence(h), source: context.source(h), region: presses[slot].gesture.region,
            location: p, reason: fired ? nil : reason, time: time)
    }

    package func prepare(sequenceCapacity: Int) {
        if presses.count < sequenceCapacity {
            presses = Array(repeating: Press(), count: sequenceCapacity)
            handles = Array(repeating: SequenceHandle(slot: 0, arena: -1), count: sequenceCapacity)
        }
    }

    package func regionsReplaced(_ map: RegionMap) {
        for i in presses.indices { presses[i].gesture.remap(map) }
    }

    package func join(_ s: SequenceHandle, region: RegionHandle, context: EngineContext) -> Bool {
        presses[s.slot] = Press(
            deadline: context.now + (minimumDuration ?? context.configuration.longPressMilliseconds),
            gesture: SequenceFollower(region: region))
        handles[s.slot] = s
        return true
    }

    package func closed(_ s: SequenceHandle, context: EngineContext) {
        if context.landedOnFling(s) {
            presses[s.slot].deadline = .infinity
            context.giveUp(s, by: self, reason: .landedOnFling)
            return
        }
        guard reportsPressing else { return }
        presses[s.slot].pressing = true
        presses[s.slot].pressingID = context.newGestureID()
        presses[s.slot].last = context.start(s)   // where a cancelled pressing is reported
        context.emit(
            .pressing, .began, id: presses[s.slot].pressingID, sequence: context.sequence(s),
            source: context.source(s), region: presses[s.slot].gesture.region, location: context.start(s),
            start: context.start(s))
    }

    package func sequenceMoved(_ s: SequenceHandle, context: EngineContext) {
        if presses[s.slot].gesture.active {
            presses[s.slot].gesture.change(kind, s, reportsTrackedRegion: true, context: context)
            return
        }
        let d = context.movement(s)
        let limit = maximumDistance ?? context.slop(s)
        guard d.length > limit else { return }
        presses[s.slot].deadline = .infinity
        context.giveUp(s, by: self, reason: .movedPastSlop, move: d, slop: limit)
    }

    package func rejected(_ s: SequenceHandle, context: EngineContext) {
        guard s.slot >= 0 else { return }   // decided after the sequence ended (a held arena)
        presses[s.slot].deadline = .infinity
        endPressing(s.slot, s, fired: false, context: context)
    }

    package var nextDeadline: Double? {
        let t = presses.withUnsafeBufferPointer { presses in
            var t = Double.infinity
            for i in presses.indices where presses[i].deadline < t { t = presses[i].deadline }
            return t
        }
        return t.isFinite ? t : nil
    }

    package func advance(context: EngineContext) {
        for i in presses.indices where presses[i].deadline <= context.now {
            let t = presses[i].deadline
            presses[i].deadline = .infinity
            let s = handles[i]
            guard context.live(slot: i) == s, !context.isLifted(s) else { continue }
            // Stamped with the deadline, not the call that caught up with it (a later event).
            context.claim(
                s, by: self, strength: 1, reason: .heldForLongPress, move: context.movement(s),
                slop: maximumDistance ?? context.slop(s), time: t)
        }
    }

    package func accepted(_ s: SequenceHandle, context: EngineContext) {
        guard s.slot >= 0, !context.isLifted(s) else { return }   // decided after it lifted: nothing to fire
        // When it was won: at its deadline, or once what it waited for (composed after
        // gestures that had to fail first) failed.
        endPressing(s.slot, s, fired: true, time: context.verdictTime, context: context)
        presses[s.slot].gesture.begin(kind, s, time: context.verdictTime, context: context)
    }

    package func sequenceLifted(_ s: SequenceHandle, context: EngineContext) {
        presses[s.slot].deadline = .infinity   // still undecided: the tap may take it
        endPressing(s.slot, s, fired: false, context: context)
        presses[s.slot].gesture.end(kind, s, cancel: nil, context: context)
    }

    package func cancelled(_ s: SequenceHandle, reason: CancelReason, context: EngineContext) {
        endPressing(s.slot, s, fired: false, reason: reason, context: context)
        presses[s.slot].gesture.end(kind, s, cancel: reason, context: context)
    }

    package var activeGestureCount: Int {
        presses.reduce(0) { $0 + ($1.gesture.active ? 1 : 0) + ($1.pressing ? 1 : 0) }
    }
}
