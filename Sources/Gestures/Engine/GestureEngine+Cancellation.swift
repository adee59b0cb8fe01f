// Cancellation: touch cancel, capability loss, focus loss, Escape, the app. Every gesture that
// began ends here exactly once with its reason; undecided members are rejected (explained).
// What runs outside arenas runs in engaged recognizers only (`EngagedRecognizers`).

extension GestureEngine {
    /// - Parameter forget: the sequences are gone (touch cancel, capability lost): free their
    ///   slots. Otherwise they are ignored until they lift.
    func cancelEverything(reason: CancelReason, touches: Bool, pointer: Bool, forget: Bool = false) {
        for i in sequences.slots.indices where sequences.slots[i].inUse {
            let isPointer = i == sequences.pointerSlot
            guard isPointer ? pointer : touches else { continue }
            cancelSlot(i, reason: reason)
            if forget { freeSlot(i) }
        }
        if pointer {
            cancelAxisRun(reason)
            for k in 0 ..< timers.engaged.count {
                let g = timers.engaged[k]
                call(g, { g.cancelAll(inputs: [.axis, .touchpad], reason: reason, context: $0) })
            }
            pointerRuns.touchpadOwner = nil
        }
        if reason == .app {
            stopFling(reason: .app, sequence: .group)
            for k in 0 ..< timers.engaged.count {
                let g = timers.engaged[k]
                call(g, { g.cancelAll(inputs: .hover, reason: .app, context: $0) })
            }
            pointerRuns.hover.owner = nil
            pointerRuns.hover.checkedRegions = -1
        }
    }

    /// Ends sequence `i`'s arena: its undecided members are rejected, its winners cancelled.
    func cancelSlot(_ i: Int, reason: CancelReason) {
        let a = sequences.slots[i].arena
        if a >= 0 { cancelArena(a, reason: reason) }
    }

    /// Escape cancels every gesture whose recognizer handles it (an opacity drag: the app
    /// restores what it changed) and the pointer's runs that do; the rest of those sequences
    /// is ignored until they lift.
    func escape() {
        for i in sequences.slots.indices where sequences.slots[i].inUse {
            let a = sequences.slots[i].arena
            guard a >= 0, sequences.arenas[a].inUse, !sequences.arenas[a].swept, sequences.arenas[a].winner >= 0 else {
                continue
            }
            escapeArena(a)
        }
        if let owner = pointerRuns.axis.owner, owner.cancelsOnEscape, pointerRuns.axis.gestureActive {
            pointerRuns.axis.gestureActive = false   // the rest of the run is ignored until it stops
            call(owner, { owner.axisRunEnded(pointerRuns.axis.value, velocity: .zero, cancel: .escape, context: $0) })
        }
    }
}
