// Routing input events: buffering pointer and touch events until their frame.

extension GestureEngine {
    func dispatch(_ event: InputEvent) {
        // A position that is not a number (a corrupt trace) would poison every value after it.
        switch event {
        case .pointerEnter(let p), .pointerMotion(let p, _), .touchDown(_, let p, _), .touchMotion(_, let p, _):
            guard p.x.isFinite, p.y.isFinite else { return }
        case .pinchUpdate(let d, let scale, let rotation, _):
            guard d.x.isFinite, d.y.isFinite, scale.isFinite, rotation.isFinite else { return }
        default: break
        }
        switch event {
        case .pointerEnter(let p):
            pointerFrame.entered = true; pointerFrame.left = false
            pointerFrame.moved = true; pointerFrame.position = p
        case .pointerLeave:
            pointerFrame.left = true; pointerFrame.entered = false; pointerFrame.moved = false
        case .pointerMotion(let p, let time):
            pointerFrame.moved = true; pointerFrame.position = p; pointerFrame.motionTime = time
        case .pointerButton(let button, let pressed, let time):
            guard button == .primary else { return }   // sequences are the primary button's
            if pointerFrame.buttonCount == 0 {
                pointerFrame.button0 = pressed; pointerFrame.button0Time = time
                pointerFrame.buttonCount = 1
            } else if pointerFrame.buttonCount == 1 {
                pointerFrame.button1 = pressed; pointerFrame.button1Time = time
                pointerFrame.buttonCount = 2
            } else {
                // More than two transitions in one frame: act on what we have first.
                processPointerFrame()
                pointerFrame.button0 = pressed; pointerFrame.button0Time = time
                pointerFrame.buttonCount = 1
            }
        case .axis(let axis, let value, let time):
            guard value.isFinite else { return }
            if axis == .vertical { pointerFrame.axis.value.y += value } else { pointerFrame.axis.value.x += value }
            pointerFrame.axis.hasValue = true; pointerFrame.axis.time = time
        case .axisSource(let source):
            pointerFrame.axis.source = source
        case .axisStop(let axis, let time):
            if axis == .vertical {
                pointerFrame.axis.stopVertical = true
            } else {
                pointerFrame.axis.stopHorizontal = true
            }
            pointerFrame.axis.time = time
        case .axisDiscrete(let axis, let steps):
            if axis == .vertical {
                pointerFrame.axis.discrete.y += Double(steps)
            } else {
                pointerFrame.axis.discrete.x += Double(steps)
            }
            pointerFrame.axis.hasDiscrete = true
        case .axisValue120(let axis, let value120):
            // value120 supersedes axis_discrete in one frame (seat v8 sends only value120).
            let steps = Double(value120) / 120
            if axis == .vertical {
                pointerFrame.axis.discrete.y += steps
            } else {
                pointerFrame.axis.discrete.x += steps
            }
            pointerFrame.axis.hasDiscrete = true
        case .axisRelativeDirection(let axis, let inverted):
            if axis == .vertical {
                pointerFrame.axis.invertedVertical = inverted
            } else {
                pointerFrame.axis.invertedHorizontal = inverted
            }
        case .pointerFrame:
            processPointerFrame()

        case .touchDown(let id, let p, let time):
            bufferTouch(TouchChange(kind: .down, id: id, point: p, time: time))
        case .touchMotion(let id, let p, let time):
            bufferTouch(TouchChange(kind: .motion, id: id, point: p, time: time))
        case .touchUp(let id, let time):
            bufferTouch(TouchChange(kind: .up, id: id, point: .zero, time: time))
        case .touchCancel:
            touchFrame.removeAll(keepingCapacity: true)
            cancelEverything(reason: .touchCancel, touches: true, pointer: false, forget: true)
        case .touchFrame:
            processTouchFrame()

        case .key(let key, let pressed, _, _):
            if key == .escape && pressed { escape() }
        case .modifiers(let m):
            if m != modifiers {
                modifiers = m
                hoverModifiersChanged()
            }
        case .keyboardFocus(let focused):
            if !focused {
                cancelEverything(reason: .focusLost, touches: true, pointer: true)
                if modifiers != [] { modifiers = []; hoverModifiersChanged() }
            }

        case .pinchBegin, .pinchUpdate, .pinchEnd, .swipeBegin, .swipeUpdate, .swipeEnd, .holdEnd:
            touchpad(event)
        case .holdBegin:
            // A touchpad hold is how libinput says "fingers down": it stops a fling.
            stopFling(reason: .interrupted, sequence: .touchpadGesture)
            touchpad(event)

        case .capabilities(let caps):
            let lost = capabilities.subtracting(caps)
            capabilities = caps
            if lost.contains(.touch) {
                touchFrame.removeAll(keepingCapacity: true)
                cancelEverything(reason: .capabilityLost, touches: true, pointer: false, forget: true)
            }
            if lost.contains(.pointer) {
                pointerFrame = PointerFrameState()
                cancelEverything(reason: .capabilityLost, touches: false, pointer: true, forget: true)
                pointerLeft(reason: .capabilityLost)
            }
        }
    }

    func bufferTouch(_ change: TouchChange) {
        if touchFrame.count == touchFrame.capacity { processTouchFrame() }   // never grow
        touchFrame.append(change)
    }

    // MARK: Pointer frame

    func processPointerFrame() {
        var f = pointerFrame
        pointerFrame = PointerFrameState()
        if f.left {
            pointerLeft(reason: .pointerLeft)
            f.moved = false
        }
        if f.moved {
            pointerLocation = f.position
            frameTime = f.motionTime
            let s = pointerSlot
            if slots[s].inUse {
                slots[s].position = f.position
                slots[s].lastTime = f.motionTime
                slots[s].tracker.add(f.position, time: f.motionTime)
                slots[s].moved = true
            }
        }
        for k in 0 ..< f.buttonCount {
            let pressed = k == 0 ? f.button0 : f.button1
            let time = k == 0 ? f.button0Time : f.button1Time
            if pressed { pointerPressed(time: time) } else { pointerReleased(time: time) }
        }
        if slots[pointerSlot].moved || slots[pointerSlot].lifted {
            updateSequences()
        }
        let a = f.axis
        if a.hasValue || a.hasDiscrete || a.stopVertical || a.stopHorizontal {
            axisFrame(a)
        }
        updateHover()
    }

    func pointerPressed(time: UInt32) {
        let s = pointerSlot
        guard let p = pointerLocation else { return }
        if slots[s].inUse {
            // A press without the matching release: finish the old sequence as a lift first.
            slots[s].lifted = true; slots[s].liftTime = time
            updateSequences()
        }
        openSequence(slot: s, sequence: .pointer, touchID: 0, source: .mouse, at: p, time: time)
    }

    func pointerReleased(time: UInt32) {
        let s = pointerSlot
        guard slots[s].inUse else { return }
        slots[s].lifted = true
        slots[s].liftTime = time
    }

    /// The pointer left the surface (or lost the capability): hover ends, the button
    /// sequence and the pointer's runs are cancelled.
    func pointerLeft(reason: CancelReason) {
        pointerLocation = nil
        cancelEverything(reason: reason, touches: false, pointer: true, forget: true)
        updateHover()
    }

    // MARK: Touch frame

    func processTouchFrame() {
        for c in touchFrame {
            frameTime = c.time
            switch c.kind {
            case .down:
                // A second down for a live id (a lost up): that old sequence is over.
                let stale = touchSlot(c.id)
                if stale >= 0 {
                    cancelSlot(stale, reason: .touchCancel)
                    freeSlot(stale)
                }
                var free = -1
                for s in 0 ..< pointerSlot where !slots[s].inUse { free = s; break }
                guard free >= 0 else {
                    note(.touch(c.id), .noWinner, reason: .nothingToDo)
                    continue
                }
                openSequence(
                    slot: free, sequence: .touch(c.id), touchID: c.id, source: .touch,
                    at: c.point, time: c.time)
            case .motion:
                let s = touchSlot(c.id)
                guard s >= 0 else { continue }
                slots[s].position = c.point
                slots[s].lastTime = c.time
                slots[s].tracker.add(c.point, time: c.time)
                slots[s].moved = true
            case .up:
                let s = touchSlot(c.id)
                guard s >= 0 else { continue }
                slots[s].lifted = true
                slots[s].liftTime = c.time
            }
        }
        touchFrame.removeAll(keepingCapacity: true)
        updateSequences()
    }

    /// The live (not yet lifted) slot of touch `id`, or -1.
    func touchSlot(_ id: Int32) -> Int {
        for s in 0 ..< pointerSlot where slots[s].inUse && slots[s].touchID == id && !slots[s].lifted {
            return s
        }
        return -1
    }
}
