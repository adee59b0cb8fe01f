// Cancellation: touch cancel, capability loss, focus loss, Escape, the app. Every gesture that
// began ends here exactly once with its reason; pending contests are dropped (their members
// are told, in the explain log).

extension GestureEngine {
    /// - Parameter forget: the sequences are gone (touch cancel, capability lost): free their
    ///   slots. Otherwise they are ignored until they lift.
    func cancelEverything(reason: CancelReason, touches: Bool, pointer: Bool, forget: Bool = false) {
        for i in slots.indices where slots[i].state != .idle {
            let isPointer = i == pointerSlot
            guard isPointer ? pointer : touches else { continue }
            cancelSlot(i, reason: reason)
            if forget { freeSlot(i) } else { slots[i].state = .ignored }
        }
        if pointer {
            cancelAxisRun(reason)
            touchpadPinchEnd(cancelled: true, reason: reason)
        }
        if reason == .app {
            stopFling(reason: .app, sequence: .group)
            cancelHover(.app)
        }
    }

    func cancelSlot(_ i: Int, reason: CancelReason) {
        switch slots[i].state {
        case .pending:
            rejectRemaining(i, except: nil, reason: .cancelledBy)
            note(slots[i].sequence, .cancelled, reason: .cancelledBy, cancel: reason)
            if slots[i].inScrollGroup { leaveScrollGroup(i, cancel: reason) }
            clearMembers(i)
        case .won:
            switch slots[i].winner {
            case .drag:
                dragEnded(i, cancel: reason)
                // Simultaneous with the scroll: the scroll ends with it.
                if slots[i].inScrollGroup { leaveScrollGroup(i, cancel: reason) }
            case .longPress: longPressEnded(i, cancel: reason)
            case .scroll:
                if slots[i].members.pinch >= 0 {
                    note(slots[i].sequence, .rejected, .pinch, region: slots[i].members.pinch, reason: .cancelledBy, cancel: reason)
                }
                leaveScrollGroup(i, cancel: reason)
            case .pinch: leavePinch(i, cancel: reason)
            default: break
            }
        case .idle, .ignored:
            // A drag escaped while recognized simultaneously with the scroll still scrolls.
            if slots[i].inScrollGroup { leaveScrollGroup(i, cancel: reason) }
        }
    }

    /// Escape cancels every drag in progress (the app restores what the drag changed) and the
    /// touchpad horizontal pan; the rest of those sequences is ignored until they lift / stop.
    func escapeDrags() {
        for i in slots.indices where slots[i].state == .won && slots[i].winner == .drag && slots[i].gestureActive {
            dragEnded(i, cancel: .escape)
            slots[i].state = .ignored
        }
        if axisRun.active, axisRun.gestureActive, axisRun.kind == .axisPan {
            axisRun.gestureActive = false
            emit(.axisPan, .cancelled, id: axisRun.id, sequence: .axis, source: .touchpad,
                 region: axisRun.region, location: pointerLocation ?? axisRun.start,
                 start: axisRun.start, translation: axisRun.translation, reason: .escape)
            note(.axis, .cancelled, .axisPan, region: axisRun.region, reason: .cancelledBy, cancel: .escape)
        }
    }
}
