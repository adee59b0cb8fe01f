// Acting on normalized input: pointer frames, touch frames, the seat and the keyboard.

extension GestureEngine {
    /// Acts on what one input event amounts to once `input` normalized it.
    func dispatch(_ event: InputEvent) {
        switch input.add(event) {
        case .none:
            break
        case .pointerFrame:
            processPointerFrame()
        case .touchFrame:
            processTouchFrame()
        case .touchCancel:
            cancelEverything(reason: .touchCancel, touches: true, pointer: false, forget: true)
        case .capabilitiesLost(let touch, let pointer):
            if touch { cancelEverything(reason: .capabilityLost, touches: true, pointer: false, forget: true) }
            if pointer {
                cancelEverything(reason: .capabilityLost, touches: false, pointer: true, forget: true)
                pointerLeft(reason: .capabilityLost)
            }
        case .escape:
            escape()
        case .modifiersChanged:
            hoverModifiersChanged()
        case .focusLost:
            cancelEverything(reason: .focusLost, touches: true, pointer: true)
            if input.clearModifiers() { hoverModifiersChanged() }
        case .touchpad(let e):
            // A touchpad hold is how libinput says "fingers down": it stops a fling.
            if case .holdBegin = e { stopFling(reason: .interrupted, sequence: .touchpadGesture) }
            touchpad(e)
        }
    }

    // MARK: Pointer frame

    func processPointerFrame() {
        let f = input.closedPointerFrame
        if f.left { pointerLeft(reason: .pointerLeft) }
        if f.moved {
            sequences.frameTime = f.motionTime
            let s = sequences.pointerSlot
            if sequences.slots[s].inUse { sequences.move(slot: s, to: f.position, time: f.motionTime) }
        }
        for k in 0 ..< f.buttonCount {
            let (pressed, time) = f.button(k)
            if pressed { pointerPressed(time: time) } else { pointerReleased(time: time) }
        }
        if sequences.slots[sequences.pointerSlot].moved || sequences.slots[sequences.pointerSlot].lifted {
            updateSequences()
        }
        if f.hasAxis { axisFrame(f.axis) }
        updateHover()
    }

    func pointerPressed(time: UInt32) {
        let s = sequences.pointerSlot
        guard let p = pointerLocation else { return }
        if sequences.slots[s].inUse {
            // A press without the matching release: finish the old sequence as a lift first.
            sequences.lift(slot: s, time: time)
            updateSequences()
        }
        openSequence(slot: s, sequence: .pointer, source: .mouse, at: p, time: time)
    }

    func pointerReleased(time: UInt32) {
        let s = sequences.pointerSlot
        guard sequences.slots[s].inUse else { return }
        sequences.lift(slot: s, time: time)
    }

    /// The pointer left the surface (or lost the capability): hover ends, the button
    /// sequence and the pointer's runs are cancelled.
    func pointerLeft(reason: CancelReason) {
        input.pointerLeft()
        cancelEverything(reason: reason, touches: false, pointer: true, forget: true)
        updateHover()
    }

    // MARK: Touch frame

    /// Acts on the buffered touch changes, each in the slot `input` gave its touch point.
    func processTouchFrame() {
        for c in input.touchChanges {
            sequences.frameTime = c.time
            let s = Int(c.slot)
            switch c.kind {
            case .down:
                // A second down for a live id (a lost up): that old sequence is over.
                if c.replaced >= 0 {
                    cancelSlot(Int(c.replaced), reason: .touchCancel)
                    freeSlot(Int(c.replaced))
                }
                guard s >= 0 else {
                    note(.touch(c.id), .noWinner, reason: .nothingToDo)
                    continue
                }
                openSequence(slot: s, sequence: .touch(c.id), source: .touch, at: c.point, time: c.time)
            case .motion:
                if s >= 0 { sequences.move(slot: s, to: c.point, time: c.time) }
            case .up:
                if s >= 0 { sequences.lift(slot: s, time: c.time) }
            }
        }
        updateSequences()
        input.endTouchFrame()
    }
}
