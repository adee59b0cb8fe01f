#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The per-sequence contest: opening it at down, deciding it at the slop (the cone), and
// settling it at lift. Recognizer-specific steps live in the files beside this one.

extension GestureEngine {
    /// A sequence went down at `p`: its contest opens among the recognizers under it.
    func openSequence(slot i: Int, sequence: GestureSequence, touchID: Int32,
                      source: GestureSource, at p: Point, time: UInt32) {
        slots[i].state = .pending
        slots[i].sequence = sequence
        slots[i].touchID = touchID
        slots[i].source = source
        slots[i].start = p
        slots[i].position = p
        slots[i].lastReported = p
        slots[i].startTime = currentTime
        slots[i].members = collectMembers(at: p)
        slots[i].slop = slop(at: p, source: source)
        slots[i].longPressDeadline = .infinity
        slots[i].winnerRegion = -1
        slots[i].gestureActive = false
        slots[i].trackedRegion = -1
        slots[i].inScrollGroup = false
        slots[i].inPinchGroup = false
        slots[i].stoppedFling = false
        slots[i].doubleTapArmed = false
        slots[i].moved = false
        slots[i].lifted = false
        slots[i].lastTime = time
        slots[i].tracker.reset()
        slots[i].tracker.add(p, time: time)
        frameTime = time
        let opened = slots[i].members.count
        if opened > 0 { note(sequence, .contestOpened, memberCount: opened) }

        if fling.active, slots[i].members.scroll >= 0 {
            stopFling(reason: .interrupted, sequence: sequence)
            slots[i].stoppedFling = true
            let m = slots[i].members
            if m.tap >= 0 { note(sequence, .rejected, .tap, region: m.tap, reason: .landedOnFling) }
            if m.doubleTap >= 0 { note(sequence, .rejected, .doubleTap, region: m.doubleTap, reason: .landedOnFling) }
            if m.longPress >= 0 { note(sequence, .rejected, .longPress, region: m.longPress, reason: .landedOnFling) }
            slots[i].members.tap = -1
            slots[i].members.doubleTap = -1
            slots[i].members.longPress = -1
        }
        let m = slots[i].members
        guard m.count > 0 else {
            slots[i].state = .ignored
            note(sequence, .noWinner, reason: .nothingToDo)
            return
        }
        if m.longPress >= 0 {
            slots[i].longPressDeadline = currentTime + configuration.longPressDuration
        }
        if m.doubleTap >= 0, lastTap.valid, lastTap.region == m.tap, lastTap.source == source,
           currentTime - lastTap.time <= configuration.doubleTapTimeout,
           (p - lastTap.location).length <= configuration.doubleTapSlop {
            slots[i].doubleTapArmed = true
            // A held tap (require-to-fail) now waits for this sequence instead of its deadline.
            if heldTap.active, heldTap.waitingSlot < 0, heldTap.region == m.tap { heldTap.waitingSlot = i }
        }
    }

    /// Runs the contests and the group gestures for everything that changed in this frame.
    func updateSequences() {
        for i in slots.indices where slots[i].moved && slots[i].state != .idle {
            evaluateMove(i)
        }
        updateScrollGroup()
        updatePinch()
        for i in slots.indices where slots[i].lifted {
            resolveLift(i)
        }
        for i in slots.indices { slots[i].moved = false }
    }

    func evaluateMove(_ i: Int) {
        switch slots[i].state {
        case .pending:
            let d = slots[i].position - slots[i].start
            let slop = slots[i].slop
            if d.length > slop { decideAtSlop(i, movement: d, slop: slop) }
        case .won:
            switch slots[i].winner {
            case .drag: dragChanged(i)
            case .longPress: longPressMoved(i)
            default: break   // scroll and pinch move as groups
            }
        case .idle, .ignored:
            break
        }
    }

    /// The first event past the slop decides, from the direction of the accumulated movement:
    /// inside the horizontal cone the horizontal drag wins, inside the vertical cone the
    /// vertical one (scroll), between them the declared priority. Taps and long presses fail.
    func decideAtSlop(_ i: Int, movement d: Point, slop: Double) {
        let seq = slots[i].sequence
        var m = slots[i].members
        if m.tap >= 0 { note(seq, .rejected, .tap, region: m.tap, reason: .movedPastSlop, move: d, slop: slop) }
        if m.doubleTap >= 0 { note(seq, .rejected, .doubleTap, region: m.doubleTap, reason: .movedPastSlop, move: d, slop: slop) }
        if m.longPress >= 0 { note(seq, .rejected, .longPress, region: m.longPress, reason: .movedPastSlop, move: d, slop: slop) }
        if m.doubleTap >= 0 { secondTapFailed(i) }
        m.tap = -1; m.doubleTap = -1; m.longPress = -1
        slots[i].longPressDeadline = .infinity

        let angle = atan2(abs(d.y), abs(d.x)) * 180 / Double.pi
        let horizontalZone = angle <= configuration.horizontalConeDegrees
        let verticalZone = !horizontalZone && angle >= 90 - configuration.verticalConeDegrees
        let h = m.horizontalDrag
        let vKind: GestureKind = m.verticalDrag >= 0 ? .drag : .scroll
        let v = m.verticalDrag >= 0 ? m.verticalDrag : m.scroll
        var pickVertical: Bool? = nil
        var reason = ExplainReason.tieToPriority
        if horizontalZone {
            if h >= 0 { pickVertical = false; reason = .horizontalCone }
        } else if verticalZone {
            if v >= 0 { pickVertical = true; reason = .verticalCone }
        } else if h >= 0 && v >= 0 {
            if m.highPriorityVertical != m.highPriorityHorizontal {
                pickVertical = m.highPriorityVertical
            } else {
                pickVertical = configuration.tieGoesToVertical
            }
        } else if h >= 0 {
            pickVertical = false
        } else if v >= 0 {
            pickVertical = true
        }

        guard let vertical = pickVertical else {
            // No directional member takes this movement.
            if h >= 0 { note(seq, .rejected, .drag, region: h, reason: .wrongDirection, move: d, slop: slop, axis: .horizontal) }
            if v >= 0 { note(seq, .rejected, vKind, region: v, reason: .wrongDirection, move: d, slop: slop, axis: .vertical) }
            if m.verticalDrag >= 0, m.scroll >= 0 { note(seq, .rejected, .scroll, region: m.scroll, reason: .wrongDirection, move: d, slop: slop) }
            m.horizontalDrag = -1; m.verticalDrag = -1; m.scroll = -1
            slots[i].members = m
            if m.pinch < 0 {
                slots[i].state = .ignored
                note(seq, .noWinner, reason: .wrongDirection, move: d, slop: slop)
            }
            return
        }
        slots[i].members = m
        if vertical {
            // Simultaneous composition: the ancestor's scroll is accepted with the vertical drag.
            let together = vKind == .drag && m.simultaneousScroll && m.scroll >= 0
            if h >= 0 { note(seq, .rejected, .drag, region: h, reason: .otherWon, move: d, slop: slop, axis: .horizontal) }
            if vKind == .drag, m.scroll >= 0, !together { note(seq, .rejected, .scroll, region: m.scroll, reason: .otherWon, move: d, slop: slop) }
            note(seq, .accepted, vKind, region: v, reason: reason, move: d, slop: slop, axis: .vertical)
            if together { note(seq, .accepted, .scroll, region: m.scroll, reason: .simultaneous, move: d, slop: slop) }
            if vKind == .drag {
                if m.pinch >= 0 { note(seq, .rejected, .pinch, region: m.pinch, reason: .otherWon) }
                let scrollRegion = m.scroll
                clearMembers(i)
                beginDrag(i, region: v)
                if together { enterScrollGroup(i, region: scrollRegion) }
            } else {
                slots[i].members.horizontalDrag = -1
                slots[i].members.verticalDrag = -1
                joinScrollGroup(i, region: v)
            }
        } else {
            if v >= 0 { note(seq, .rejected, vKind, region: v, reason: .otherWon, move: d, slop: slop, axis: .vertical) }
            if vKind == .drag, m.scroll >= 0 { note(seq, .rejected, .scroll, region: m.scroll, reason: .otherWon, move: d, slop: slop) }
            if m.pinch >= 0 { note(seq, .rejected, .pinch, region: m.pinch, reason: .otherWon) }
            note(seq, .accepted, .drag, region: h, reason: reason, move: d, slop: slop, axis: .horizontal)
            clearMembers(i)
            beginDrag(i, region: h)
        }
    }

    func clearMembers(_ i: Int) {
        slots[i].members = Members()
        slots[i].longPressDeadline = .infinity
    }

    /// Tells every remaining member of a pending contest that it lost (once), for `winner`.
    func rejectRemaining(_ i: Int, except winner: GestureKind?, reason: ExplainReason, time: Double? = nil) {
        let m = slots[i].members
        let seq = slots[i].sequence
        if m.tap >= 0, winner != .tap { note(seq, .rejected, .tap, region: m.tap, reason: reason, time: time) }
        if m.doubleTap >= 0, winner != .doubleTap {
            note(seq, .rejected, .doubleTap, region: m.doubleTap, reason: reason, time: time)
            secondTapFailed(i)
        }
        if m.longPress >= 0, winner != .longPress { note(seq, .rejected, .longPress, region: m.longPress, reason: reason, time: time) }
        if m.horizontalDrag >= 0 { note(seq, .rejected, .drag, region: m.horizontalDrag, reason: reason, time: time, axis: .horizontal) }
        if m.verticalDrag >= 0 { note(seq, .rejected, .drag, region: m.verticalDrag, reason: reason, time: time, axis: .vertical) }
        if m.scroll >= 0, winner != .scroll { note(seq, .rejected, .scroll, region: m.scroll, reason: reason, time: time) }
        if m.pinch >= 0, winner != .pinch { note(seq, .rejected, .pinch, region: m.pinch, reason: reason, time: time) }
    }

    /// The sequence lifted: a pending contest goes to the tap (the default winner, the
    /// minimum-distance fallback) or to nobody; a won gesture ends.
    func resolveLift(_ i: Int) {
        switch slots[i].state {
        case .pending:
            let m = slots[i].members
            if m.tap >= 0 {
                tapLifted(i)
            } else {
                rejectRemaining(i, except: nil, reason: .liftedWithoutWinner)
                note(slots[i].sequence, .noWinner, reason: .liftedWithoutWinner)
                if slots[i].inScrollGroup { leaveScrollGroup(i, cancel: nil) }
            }
        case .won:
            switch slots[i].winner {
            case .drag: dragEnded(i)
            case .longPress: longPressEnded(i)
            case .scroll:
                // The pinch waited beside the scroll for this touch; it is over now.
                if slots[i].members.pinch >= 0 {
                    note(slots[i].sequence, .rejected, .pinch, region: slots[i].members.pinch, reason: .otherWon)
                }
                leaveScrollGroup(i, cancel: nil)
            case .pinch: leavePinch(i, cancel: nil)
            default: break
            }
        case .idle, .ignored:
            break
        }
        // A drag recognized simultaneously with the scroll (or escaped while in it) leaves it.
        if slots[i].inScrollGroup { leaveScrollGroup(i, cancel: nil) }
        freeSlot(i)
    }

    func freeSlot(_ i: Int) {
        slots[i].state = .idle
        slots[i].members = Members()
        slots[i].longPressDeadline = .infinity
        slots[i].gestureActive = false
        slots[i].inScrollGroup = false
        slots[i].inPinchGroup = false
        slots[i].lifted = false
        slots[i].moved = false
        slots[i].trackedRegion = -1
        if heldTap.waitingSlot == i { heldTap.waitingSlot = -1 }   // its deadline decides now
        if pinchGroup.watchA == i || pinchGroup.watchB == i { pinchGroup.watchA = -1; pinchGroup.watchB = -1 }
    }
}
