/// Input normalization: `InputEvent`s in, the frames and changes the engine acts on out.
///
/// Wayland sends pointer and touch events in groups closed by a frame event; acting on one
/// event of a group alone would see half a change (a press without the motion before it).
/// This part buffers each group until its frame, drops what would poison later values (a
/// position that is not a number, a button that starts no sequence), keeps what the seat
/// last said (modifiers, capabilities, where the pointer is) and gives each touch point a
/// slot of its own for as long as it is down. It calls nothing and knows no recognizer, so it
/// is tested alone; the engine acts on what `add(_:)` returns.
///
/// Allocation-free after `init`: a touch frame longer than its buffer is handed over in
/// parts, each one as if it had been a frame of its own.
struct InputFrames {
    /// Keyboard modifiers as last reported.
    private(set) var modifiers: Modifiers = []
    /// The pointer's position on the surface as of its last frame, nil when it is outside.
    private(set) var pointerLocation: Point?
    private(set) var capabilities: SeatCapabilities = [.pointer, .keyboard, .touch]
    /// The pointer events since the last pointer frame.
    private var pointer = PointerFrame()
    /// The pointer frame `add(_:)` closed last (kept here, not returned: it is large, and
    /// the engine reads it once).
    private(set) var closedPointerFrame = PointerFrame()
    /// The touch changes since the last touch frame, each with its slot.
    private(set) var touchChanges: [TouchChange]
    /// A touch event that arrived with the buffer full: added once the full part is handled.
    private var overflow: InputEvent?
    /// Per touch slot: the id of the touch point down in it, if it is live (not lifted).
    private var touchIDs: [Int32]
    private var touchSlotState: [TouchSlotState]

    enum TouchSlotState: UInt8 {
        case free
        /// Down, not lifted.
        case live
        /// Lifted in the frame being buffered: freed when that frame is handled.
        case lifted
    }

    /// - Parameters:
    ///   - touchSlots: touch points tracked at once (a down beyond them gets slot -1).
    ///   - frameCapacity: touch changes buffered per frame.
    init(touchSlots: Int, frameCapacity: Int = 64) {
        touchIDs = Array(repeating: 0, count: max(1, touchSlots))
        touchSlotState = Array(repeating: .free, count: max(1, touchSlots))
        touchChanges = []
        touchChanges.reserveCapacity(max(1, frameCapacity))
    }

    /// Takes one event. The result says what the engine must do now; everything else is kept
    /// for the frame that closes its group.
    @inline(__always) mutating func add(_ event: InputEvent) -> NormalizedInput {
        guard let event = event.sanitized else { return .none }
        switch event {
        case .pointerEnter(let p):
            pointer.entered = true; pointer.left = false
            pointer.moved = true; pointer.position = p
        case .pointerLeave:
            pointer.left = true; pointer.entered = false; pointer.moved = false
        case .pointerMotion(let p, let time):
            pointer.moved = true; pointer.position = p; pointer.motionTime = time
        case .pointerButton(let button, let pressed, let time):
            guard button == .primary else { return .none }   // sequences are the primary button's
            if pointer.buttonCount < 2 {
                pointer.addButton(pressed, time: time)
            } else {
                // More than two transitions in one frame: what we have is acted on first.
                closePointerFrame()
                pointer.addButton(pressed, time: time)
                return .pointerFrame
            }
        case .axis(let axis, let value, let time):
            if axis == .vertical { pointer.axis.value.y += value } else { pointer.axis.value.x += value }
            pointer.axis.hasValue = true; pointer.axis.time = time
        case .axisSource(let source):
            pointer.axis.source = source
        case .axisStop(let axis, let time):
            if axis == .vertical { pointer.axis.stopVertical = true } else { pointer.axis.stopHorizontal = true }
            pointer.axis.time = time
        case .axisDiscrete(let axis, let steps):
            pointer.addDetents(Double(steps), on: axis)
        case .axisValue120(let axis, let value120):
            // value120 supersedes axis_discrete in one frame (seat v8 sends only value120).
            pointer.addDetents(Double(value120) / 120, on: axis)
        case .axisRelativeDirection(let axis, let inverted):
            if axis == .vertical {
                pointer.axis.invertedVertical = inverted
            } else {
                pointer.axis.invertedHorizontal = inverted
            }
        case .pointerFrame:
            closePointerFrame()
            return .pointerFrame

        case .touchDown, .touchMotion, .touchUp:
            guard touchChanges.count < touchChanges.capacity else {   // never grow
                overflow = event
                return .touchFrame
            }
            bufferTouch(event)
        case .touchCancel:
            forgetTouches()
            return .touchCancel
        case .touchFrame:
            return .touchFrame

        case .key(let key, let pressed, _, _):
            if key == .escape && pressed { return .escape }
        case .modifiers(let m):
            guard m != modifiers else { return .none }
            modifiers = m
            return .modifiersChanged
        case .keyboardFocus(let focused):
            if !focused { return .focusLost }

        case .pinchBegin, .pinchUpdate, .pinchEnd, .swipeBegin, .swipeUpdate, .swipeEnd, .holdBegin, .holdEnd:
            return .touchpad(event)

        case .capabilities(let caps):
            let lost = capabilities.subtracting(caps)
            capabilities = caps
            if lost.contains(.touch) { forgetTouches() }
            if lost.contains(.pointer) { pointer = PointerFrame() }
            let touch = lost.contains(.touch), pointer = lost.contains(.pointer)
            if touch || pointer { return .capabilitiesLost(touch: touch, pointer: pointer) }
        }
        return .none
    }

    /// The touch frame in `touchChanges` was handled: slots lifted in it are free again, and
    /// a change that did not fit is buffered now.
    @inline(__always) mutating func endTouchFrame() {
        touchChanges.removeAll(keepingCapacity: true)
        for s in touchSlotState.indices where touchSlotState[s] == .lifted { touchSlotState[s] = .free }
        if let e = overflow {
            overflow = nil
            bufferTouch(e)
        }
    }

    /// The pointer left the surface or the seat lost it.
    mutating func pointerLeft() { pointerLocation = nil }

    /// Focus left: the keyboard holds nothing any more. Returns whether the modifiers changed.
    mutating func clearModifiers() -> Bool {
        guard modifiers != [] else { return false }
        modifiers = []
        return true
    }

    // MARK: Pointer

    private mutating func closePointerFrame() {
        closedPointerFrame = pointer
        pointer = PointerFrame()
        if closedPointerFrame.left {
            pointerLocation = nil
            closedPointerFrame.moved = false
        }
        if closedPointerFrame.moved { pointerLocation = closedPointerFrame.position }
    }

    // MARK: Touch

    /// Buffers a touch event with its slot: a down takes the lowest free one (and first frees
    /// the one of a live point with the same id: its up was lost); a motion or an up goes to
    /// the live point with its id (slot -1 when there is none: ignored).
    private mutating func bufferTouch(_ event: InputEvent) {
        switch event {
        case .touchDown(let id, let p, let time):
            let stale = liveSlot(of: id)
            if stale >= 0 { touchSlotState[stale] = .free }
            let slot = touchSlotState.firstIndex(of: .free) ?? -1
            if slot >= 0 {
                touchSlotState[slot] = .live
                touchIDs[slot] = id
            }
            touchChanges.append(
                TouchChange(kind: .down, id: id, point: p, time: time, slot: Int32(slot), replaced: Int32(stale)))
        case .touchMotion(let id, let p, let time):
            touchChanges.append(TouchChange(kind: .motion, id: id, point: p, time: time, slot: Int32(liveSlot(of: id))))
        case .touchUp(let id, let time):
            let slot = liveSlot(of: id)
            if slot >= 0 { touchSlotState[slot] = .lifted }
            touchChanges.append(TouchChange(kind: .up, id: id, point: .zero, time: time, slot: Int32(slot)))
        default:
            break
        }
    }

    private func liveSlot(of id: Int32) -> Int {
        for s in touchSlotState.indices where touchSlotState[s] == .live && touchIDs[s] == id { return s }
        return -1
    }

    /// Every touch point is gone (wl_touch.cancel, the capability lost).
    private mutating func forgetTouches() {
        touchChanges.removeAll(keepingCapacity: true)
        overflow = nil
        for s in touchSlotState.indices { touchSlotState[s] = .free }
    }
}

/// What one input event amounts to, once normalized (`InputFrames.add(_:)`).
enum NormalizedInput {
    /// Kept for its frame, or nothing to act on.
    case none
    /// A pointer frame closed: act on `InputFrames.closedPointerFrame` (the pointer's
    /// location is already updated).
    case pointerFrame
    /// A touch frame closed: act on `InputFrames.touchChanges`, then `endTouchFrame()`.
    case touchFrame
    /// The compositor took every touch point; the buffered changes are dropped.
    case touchCancel
    /// The seat lost the pointer or touch (the buffered events are dropped).
    case capabilitiesLost(touch: Bool, pointer: Bool)
    case escape
    case modifiersChanged
    /// Keyboard focus left (the modifiers are cleared with `clearModifiers()` after the
    /// cancellation it causes, which still reports them).
    case focusLost
    /// A touchpad gesture event (pointer gestures are not framed).
    case touchpad(InputEvent)
}

/// The pointer events of one frame.
struct PointerFrame {
    var moved = false
    var position = Point.zero
    var motionTime: UInt32 = 0
    var entered = false
    var left = false
    /// Primary-button transitions in this frame (press = true), at most two kept in order.
    var buttonCount = 0
    var button0 = false
    var button0Time: UInt32 = 0
    var button1 = false
    var button1Time: UInt32 = 0
    var axis = AxisFrame(
        value: .zero, hasValue: false, discrete: .zero, hasDiscrete: false,
        source: nil, stopVertical: false, stopHorizontal: false, time: 0,
        invertedVertical: false, invertedHorizontal: false)

    /// The `k`th button transition: pressed or released, and when.
    func button(_ k: Int) -> (pressed: Bool, time: UInt32) {
        k == 0 ? (button0, button0Time) : (button1, button1Time)
    }

    fileprivate mutating func addButton(_ pressed: Bool, time: UInt32) {
        if buttonCount == 0 {
            button0 = pressed; button0Time = time
        } else {
            button1 = pressed; button1Time = time
        }
        buttonCount += 1
    }

    fileprivate mutating func addDetents(_ steps: Double, on axis: Axis) {
        if axis == .vertical { self.axis.discrete.y += steps } else { self.axis.discrete.x += steps }
        self.axis.hasDiscrete = true
    }

    /// Whether the frame carries any axis event.
    var hasAxis: Bool { axis.hasValue || axis.hasDiscrete || axis.stopVertical || axis.stopHorizontal }
}

/// One buffered touch change, with the slot of its touch point.
struct TouchChange {
    enum Kind: UInt8 { case down, motion, up }
    var kind: Kind
    var id: Int32
    var point: Point
    var time: UInt32
    /// The point's slot; -1: no live point has this id (or, for a down, every slot is taken).
    var slot: Int32
    /// For a down: the slot of a live point with the same id, whose up was lost (-1: none).
    var replaced: Int32 = -1
}
