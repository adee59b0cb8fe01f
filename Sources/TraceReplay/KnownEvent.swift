/// The events the decoder reads, by their protocol names. Lines of any other event are
/// skipped without lexing their arguments.
enum KnownEvent: String, CaseIterable {
    case seatCapabilities = "wl_seat.capabilities"

    case pointerEnter = "wl_pointer.enter"
    case pointerLeave = "wl_pointer.leave"
    case pointerMotion = "wl_pointer.motion"
    case pointerButton = "wl_pointer.button"
    case pointerAxis = "wl_pointer.axis"
    case pointerFrame = "wl_pointer.frame"
    case pointerAxisSource = "wl_pointer.axis_source"
    case pointerAxisStop = "wl_pointer.axis_stop"
    case pointerAxisDiscrete = "wl_pointer.axis_discrete"
    case pointerAxisValue120 = "wl_pointer.axis_value120"
    case pointerAxisRelativeDirection = "wl_pointer.axis_relative_direction"

    case touchDown = "wl_touch.down"
    case touchUp = "wl_touch.up"
    case touchMotion = "wl_touch.motion"
    case touchFrame = "wl_touch.frame"
    case touchCancel = "wl_touch.cancel"
    case touchShape = "wl_touch.shape"
    case touchOrientation = "wl_touch.orientation"

    case keyboardKeymap = "wl_keyboard.keymap"
    case keyboardEnter = "wl_keyboard.enter"
    case keyboardLeave = "wl_keyboard.leave"
    case keyboardKey = "wl_keyboard.key"
    case keyboardModifiers = "wl_keyboard.modifiers"
    case keyboardRepeatInfo = "wl_keyboard.repeat_info"

    case toplevelConfigure = "xdg_toplevel.configure"
    case toplevelClose = "xdg_toplevel.close"
    case toplevelConfigureBounds = "xdg_toplevel.configure_bounds"
    case popupConfigure = "xdg_popup.configure"
    case popupDone = "xdg_popup.popup_done"
    case decorationConfigure = "zxdg_toplevel_decoration_v1.configure"

    case pinchBegin = "zwp_pointer_gesture_pinch_v1.begin"
    case pinchUpdate = "zwp_pointer_gesture_pinch_v1.update"
    case pinchEnd = "zwp_pointer_gesture_pinch_v1.end"
    case swipeBegin = "zwp_pointer_gesture_swipe_v1.begin"
    case swipeUpdate = "zwp_pointer_gesture_swipe_v1.update"
    case swipeEnd = "zwp_pointer_gesture_swipe_v1.end"
    case holdBegin = "zwp_pointer_gesture_hold_v1.begin"
    case holdEnd = "zwp_pointer_gesture_hold_v1.end"

    case outputScale = "wl_output.scale"
    case surfaceEnter = "wl_surface.enter"
    case surfaceLeave = "wl_surface.leave"
    case surfacePreferredBufferScale = "wl_surface.preferred_buffer_scale"
    case fractionalPreferredScale = "wp_fractional_scale_v1.preferred_scale"

    /// The event that bytes `interface` and `message` of `line` name, if the decoder reads it.
    /// Every line of a trace is looked up, so this hashes the bytes in place rather than
    /// building an `interface.message` string.
    static func named(interface: Range<Int>, message: Range<Int>, in line: ByteText) -> KnownEvent? {
        let key = NameHash().adding(line, interface).adding(UInt8(ascii: ".")).adding(line, message).value
        guard let (event, name) = byHash[key], name.count == interface.count + 1 + message.count,
            name[..<interface.count].elementsEqual(line.bytes[interface]),
            name[interface.count] == UInt8(ascii: "."),
            name[(interface.count + 1)...].elementsEqual(line.bytes[message])
        else { return nil }
        return event
    }

    /// Every event by the hash of its name, with the name's bytes to confirm a match.
    private static let byHash: [UInt64: (KnownEvent, [UInt8])] = {
        var table: [UInt64: (KnownEvent, [UInt8])] = [:]
        for event in allCases {
            let name = Array(event.rawValue.utf8)
            let key = name.reduce(NameHash()) { $0.adding($1) }.value
            precondition(table[key] == nil, "two known events share a name hash")
            table[key] = (event, name)
        }
        return table
    }()
}

/// FNV-1a over a name's bytes.
private struct NameHash {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325

    @inline(__always) func adding(_ byte: UInt8) -> NameHash {
        NameHash(value: (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3)
    }

    @inline(__always) func adding(_ line: ByteText, _ range: Range<Int>) -> NameHash {
        var hash = self
        for i in range { hash = hash.adding(line[i]) }
        return hash
    }
}
