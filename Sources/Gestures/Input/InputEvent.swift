/// One input event, as the compositor sent it, in the order it was sent.
///
/// This is the vocabulary every producer speaks (the C shim live, `TraceReplay` from a trace,
/// tests by hand) and the engine consumes. Pointer and touch events are grouped the way
/// Wayland groups them: the engine buffers them and acts only at `.pointerFrame` /
/// `.touchFrame` (producers emit a frame after every pointer event for seats below v5, and
/// after a trailing `touchUp` when the compositor omits the frame).
///
/// `time` arguments are the compositor's event timestamps in milliseconds (32-bit, they wrap):
/// they feed velocity estimates only. The virtual clock that drives timers (long press, double
/// tap, fling) is passed separately with each call, never read from the system.
public enum InputEvent: Hashable, Sendable {
    // MARK: wl_pointer
    case pointerEnter(Point)
    case pointerLeave
    case pointerMotion(Point, time: UInt32)
    /// A button press or release. Producers map the platform's codes (Linux BTN_LEFT, …).
    case pointerButton(button: PointerButton, pressed: Bool, time: UInt32)
    /// Continuous axis value in surface pixels (wl_pointer.axis).
    case axis(Axis, value: Double, time: UInt32)
    case axisSource(AxisSource)
    case axisStop(Axis, time: UInt32)
    /// Wheel clicks (wl_pointer.axis_discrete, seat v5–v7).
    case axisDiscrete(Axis, steps: Int32)
    /// High-resolution wheel: 120 per click (wl_pointer.axis_value120, seat v8+).
    case axisValue120(Axis, value120: Int32)
    /// Which way the fingers moved for the axis event of this frame on `axis`: against its
    /// value (`inverted`: natural scrolling) or along it (wl_pointer.axis_relative_direction,
    /// seat v9+). Without it, along.
    case axisRelativeDirection(Axis, inverted: Bool)
    case pointerFrame

    // MARK: wl_touch
    case touchDown(id: Int32, Point, time: UInt32)
    case touchMotion(id: Int32, Point, time: UInt32)
    case touchUp(id: Int32, time: UInt32)
    /// The compositor took every active touch sequence (wl_touch.cancel).
    case touchCancel
    case touchFrame

    // MARK: wl_keyboard
    /// A key press or release, as a keysym, with the evdev code of the physical key when the
    /// producer knows it (the shim and replay always do). The keysym says what the key means
    /// now; the code says which key it is, so a release matches its press even when the
    /// modifiers changed the keysym in between (Shift+`=` goes down as `plus` and may come up
    /// as `equal`). (Key repeat is the app's: compositors send none, and the rate and delay
    /// of wl_keyboard.repeat_info go to the content through its host,
    /// `WindowContent.setKeyRepeat`, not through the engine, which has no use for them.)
    case key(Key, pressed: Bool, time: UInt32, code: UInt32? = nil)
    case modifiers(Modifiers)
    /// Keyboard focus arrived (wl_keyboard.enter) or left (wl_keyboard.leave).
    case keyboardFocus(Bool)

    // MARK: zwp_pointer_gestures_v1 (touchpad)
    case pinchBegin(fingers: UInt32, time: UInt32)
    /// `delta` is the centroid motion in surface pixels; `scale` is relative to the begin
    /// (1 = unchanged); `rotation` is in degrees, clockwise, relative to the previous update.
    case pinchUpdate(delta: Point, scale: Double, rotation: Double, time: UInt32)
    case pinchEnd(cancelled: Bool, time: UInt32)
    case swipeBegin(fingers: UInt32, time: UInt32)
    case swipeUpdate(delta: Point, time: UInt32)
    case swipeEnd(cancelled: Bool, time: UInt32)
    case holdBegin(fingers: UInt32, time: UInt32)
    case holdEnd(cancelled: Bool, time: UInt32)

    // MARK: wl_seat
    /// The seat's capabilities now. A capability that disappears cancels its sequences.
    case capabilities(SeatCapabilities)
}

/// A pointer button by its role, not by a platform code.
public enum PointerButton: Hashable, Sendable {
    /// The button that selects and drags (usually the left one): its presses are sequences.
    case primary
    /// The button that opens context menus (usually the right one).
    case secondary
    case middle
    /// Any other button, by the code the platform gave it.
    case other(UInt32)
}

/// A scroll axis of wl_pointer.
public enum Axis: UInt8, Hashable, Sendable, CaseIterable {
    case vertical = 0
    case horizontal = 1
}

/// What produced an axis sequence (wl_pointer.axis_source).
public enum AxisSource: UInt8, Hashable, Sendable, CaseIterable {
    case wheel = 0
    case finger = 1
    case continuous = 2
    case wheelTilt = 3
}

/// wl_seat capabilities.
public struct SeatCapabilities: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let pointer = SeatCapabilities(rawValue: 1)
    public static let keyboard = SeatCapabilities(rawValue: 2)
    public static let touch = SeatCapabilities(rawValue: 4)
}
