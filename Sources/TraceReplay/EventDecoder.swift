import ContentHost
import Gestures

/// Translates the events the replayer uses, recognised by interface and message name, into
/// `TraceEvent`s. Object ids do not matter, so a trace from any client replays.
struct EventDecoder {
    var keyboard: any KeyboardResolving
    /// The live client's scale rule (`ScaleTracker`, shared with WaylandClient); a `.scale`
    /// is announced only when it changes, the first one whatever it is.
    var scale = ScaleTracker()
    /// Input on the client's surfaces into the window's coordinates: the popup's moved by its
    /// configured position, other surfaces' left out (the live window's rule, `ContentHost`).
    var routing = SurfaceInputRouting()
    /// The keyboard moving between the window and its popup is no focus loss (the live
    /// window's rule, `ContentHost`); `TraceLineDecoder` ends a held leave's batch.
    var focusMoves = KeyboardFocusMoves()
    /// The client's popup surface and its xdg_popup (from the requests that made them).
    var popupSurface: UInt32?
    var popupObject: UInt32?
    /// Where the window geometry starts in the window's surface (the client's last
    /// set_window_geometry): popups are placed relative to it.
    var geometryOrigin = (x: 0, y: 0)

    /// Which surface `arg` names: the window's (also while that is not yet known), the
    /// popup's, or another.
    private func surface(_ arg: TraceArgument) -> InputSurface {
        guard case .object(_, let id) = arg else { return .window }
        if let popup = popupSurface, id == popup { return .popup }
        guard let window = scale.windowSurface else { return .window }
        return id == window ? .window : .other
    }

    /// The popup's objects were destroyed (xdg_popup.destroy): its input and place are gone.
    mutating func popupDestroyed() {
        popupSurface = nil
        popupObject = nil
        routing.popupClosed()
    }

    /// Every (interface, message) this decoder reads. Others are ignored without lexing.
    static let known: Set<String> = [
        "wl_seat.capabilities",
        "wl_pointer.enter", "wl_pointer.leave", "wl_pointer.motion", "wl_pointer.button",
        "wl_pointer.axis", "wl_pointer.frame", "wl_pointer.axis_source", "wl_pointer.axis_stop",
        "wl_pointer.axis_discrete", "wl_pointer.axis_value120", "wl_pointer.axis_relative_direction",
        "wl_touch.down", "wl_touch.up", "wl_touch.motion", "wl_touch.frame", "wl_touch.cancel",
        "wl_touch.shape", "wl_touch.orientation",
        "wl_keyboard.keymap", "wl_keyboard.enter", "wl_keyboard.leave", "wl_keyboard.key",
        "wl_keyboard.modifiers", "wl_keyboard.repeat_info",
        "xdg_toplevel.configure", "xdg_toplevel.close", "xdg_toplevel.configure_bounds",
        "xdg_popup.configure", "xdg_popup.popup_done", "zxdg_toplevel_decoration_v1.configure",
        "zwp_pointer_gesture_pinch_v1.begin", "zwp_pointer_gesture_pinch_v1.update",
        "zwp_pointer_gesture_pinch_v1.end",
        "zwp_pointer_gesture_swipe_v1.begin", "zwp_pointer_gesture_swipe_v1.update",
        "zwp_pointer_gesture_swipe_v1.end",
        "zwp_pointer_gesture_hold_v1.begin", "zwp_pointer_gesture_hold_v1.end",
        "wl_output.scale", "wl_surface.enter", "wl_surface.leave", "wl_surface.preferred_buffer_scale",
        "wp_fractional_scale_v1.preferred_scale",
    ]

    /// `known` by interface, so a line is checked without building a key.
    static let knownByInterface: [Substring: Set<Substring>] = {
        var table: [Substring: Set<Substring>] = [:]
        for key in known {
            let parts = key.split(separator: ".", maxSplits: 1)
            table[parts[0], default: []].insert(parts[1])
        }
        return table
    }()

    static func isKnown(interface: Substring, message: Substring) -> Bool {
        knownByInterface[interface]?.contains(message) ?? false
    }

    /// Decodes one known event. Throws when its arguments do not match the protocol.
    mutating func decode(
        interface: Substring, objectID: UInt32, message: Substring,
        args: [TraceArgument]
    ) throws(DecodeFailure) -> [TraceEvent] {
        let name = "\(interface).\(message)"
        func reader(_ names: String...) throws(DecodeFailure) -> ArgumentReader {
            try ArgumentReader(event: name, names: names, args: args)
        }
        func axis(_ r: ArgumentReader, _ i: Int) throws(DecodeFailure) -> Axis {
            let v = try r.uint32(i)
            guard let a = Axis(rawValue: UInt8(truncatingIfNeeded: v)), v <= 1 else {
                throw DecodeFailure("\(name) argument \(i + 1) (axis) = \(v) is not a wl_pointer.axis")
            }
            return a
        }
        func input(_ e: InputEvent, on surface: InputSurface = .window) -> [TraceEvent] {
            switch focusMoves.admit(e, surface: surface) {
            case .pass: return routing.route(e, surface: surface).map { [.input($0)] } ?? []
            case .withhold: return []
            case .passAfterFocusLoss:
                return [.input(.keyboardFocus(false))] + (routing.route(e, surface: surface).map { [.input($0)] } ?? [])
            }
        }

        switch name {
        case "wl_seat.capabilities":
            let r = try reader("capabilities")
            return input(.capabilities(SeatCapabilities(rawValue: UInt8(try r.uint32(0) & 7))))

        case "wl_pointer.enter":
            let r = try reader("serial", "surface", "surface_x", "surface_y")
            _ = try r.uint32(0); try r.object(1)
            let point = Point(x: try r.fixed(2), y: try r.fixed(3))
            return input(.pointerEnter(point), on: surface(args[1]))
        case "wl_pointer.leave":
            let r = try reader("serial", "surface")
            _ = try r.uint32(0); try r.object(1)
            return input(.pointerLeave)
        case "wl_pointer.motion":
            let r = try reader("time", "surface_x", "surface_y")
            return input(.pointerMotion(Point(x: try r.fixed(1), y: try r.fixed(2)), time: try r.uint32(0)))
        case "wl_pointer.button":
            let r = try reader("serial", "time", "button", "state")
            _ = try r.uint32(0)
            let state = try r.uint32(3)
            guard state <= 1 else { throw DecodeFailure("\(name) argument 4 (state) = \(state) is not 0 or 1") }
            return input(
                .pointerButton(
                    button: PointerButton(linuxCode: try r.uint32(2)), pressed: state == 1, time: try r.uint32(1)))
        case "wl_pointer.axis":
            let r = try reader("time", "axis", "value")
            return input(.axis(try axis(r, 1), value: try r.fixed(2), time: try r.uint32(0)))
        case "wl_pointer.frame":
            _ = try reader()
            return input(.pointerFrame)
        case "wl_pointer.axis_source":
            let r = try reader("axis_source")
            let v = try r.uint32(0)
            guard v <= 3, let s = AxisSource(rawValue: UInt8(v)) else {
                throw DecodeFailure("\(name) argument 1 (axis_source) = \(v) is not a wl_pointer.axis_source")
            }
            return input(.axisSource(s))
        case "wl_pointer.axis_stop":
            let r = try reader("time", "axis")
            return input(.axisStop(try axis(r, 1), time: try r.uint32(0)))
        case "wl_pointer.axis_discrete":
            let r = try reader("axis", "discrete")
            return input(.axisDiscrete(try axis(r, 0), steps: try r.int32(1)))
        case "wl_pointer.axis_value120":
            let r = try reader("axis", "value120")
            return input(.axisValue120(try axis(r, 0), value120: try r.int32(1)))
        case "wl_pointer.axis_relative_direction":
            let r = try reader("axis", "direction")
            let direction = try r.uint32(1)
            guard direction <= 1 else {
                throw DecodeFailure(
                    "\(name) argument 2 (direction) = \(direction) is not 0 (identical) or 1 (inverted)")
            }
            return input(.axisRelativeDirection(try axis(r, 0), inverted: direction == 1))

        case "wl_touch.down":
            let r = try reader("serial", "time", "surface", "id", "x", "y")
            _ = try r.uint32(0); try r.object(2)
            let down = InputEvent.touchDown(
                id: try r.int32(3), Point(x: try r.fixed(4), y: try r.fixed(5)),
                time: try r.uint32(1))
            return input(down, on: surface(args[2]))
        case "wl_touch.up":
            let r = try reader("serial", "time", "id")
            _ = try r.uint32(0)
            return input(.touchUp(id: try r.int32(2), time: try r.uint32(1)))
        case "wl_touch.motion":
            let r = try reader("time", "id", "x", "y")
            return input(
                .touchMotion(
                    id: try r.int32(1), Point(x: try r.fixed(2), y: try r.fixed(3)),
                    time: try r.uint32(0)))
        case "wl_touch.frame":
            _ = try reader()
            return input(.touchFrame)
        case "wl_touch.cancel":
            _ = try reader()
            return input(.touchCancel)
        case "wl_touch.shape":
            let r = try reader("id", "major", "minor")
            _ = try r.int32(0); _ = try r.fixed(1); _ = try r.fixed(2)
            return []
        case "wl_touch.orientation":
            let r = try reader("id", "orientation")
            _ = try r.int32(0); _ = try r.fixed(1)
            return []

        case "wl_keyboard.keymap":
            // The keymap travels as an fd whose contents the trace lost: replay uses the
            // default us keymap (the same one the live client falls back to).
            let r = try reader("format", "fd", "size")
            _ = try r.uint32(0); try r.fd(1); _ = try r.uint32(2)
            return []
        case "wl_keyboard.enter":
            let r = try reader("serial", "surface", "keys")
            _ = try r.uint32(0); try r.object(1); try r.array(2)
            return input(.keyboardFocus(true), on: surface(args[1]))
        case "wl_keyboard.leave":
            let r = try reader("serial", "surface")
            _ = try r.uint32(0); try r.object(1)
            return input(.keyboardFocus(false), on: surface(args[1]))
        case "wl_keyboard.key":
            let r = try reader("serial", "time", "key", "state")
            _ = try r.uint32(0)
            let state = try r.uint32(3)
            guard state <= 2 else { throw DecodeFailure("\(name) argument 4 (state) = \(state) is not a key state") }
            // State 2 (`repeated`, seat v10) is the compositor's own repeat: the app repeats
            // keys on its virtual clock, so these are dropped.
            if state == 2 { return [] }
            let code = try r.uint32(2)
            let key = keyboard.key(evdev: code, pressed: state == 1)
            return input(.key(key, pressed: state == 1, time: try r.uint32(1), code: code))
        case "wl_keyboard.modifiers":
            let r = try reader("serial", "mods_depressed", "mods_latched", "mods_locked", "group")
            _ = try r.uint32(0)
            let mods = keyboard.modifiers(
                depressed: try r.uint32(1), latched: try r.uint32(2),
                locked: try r.uint32(3), group: try r.uint32(4))
            return input(.modifiers(mods))
        case "wl_keyboard.repeat_info":
            let r = try reader("rate", "delay")
            return [.keyRepeat(rate: try r.int32(0), delay: try r.int32(1))]

        case "xdg_toplevel.configure":
            let r = try reader("width", "height", "states")
            let bytes = try r.array(2)
            return [
                .toplevelStates(count: bytes / 4), .configure(width: Int(try r.int32(0)), height: Int(try r.int32(1))),
            ]
        case "xdg_toplevel.configure_bounds":
            let r = try reader("width", "height")
            return [.configureBounds(width: Int(try r.int32(0)), height: Int(try r.int32(1)))]
        case "xdg_toplevel.close":
            _ = try reader()
            return [.close]
        case "zxdg_toplevel_decoration_v1.configure":
            let r = try reader("mode")
            // 1 client_side, 2 server_side; a mode a later protocol version adds means nothing here.
            switch try r.uint32(0) {
            case 1: return [.decorationMode(.client)]
            case 2: return [.decorationMode(.server)]
            default: return []
            }
        case "xdg_popup.configure":
            let r = try reader("x", "y", "width", "height")
            let x = try r.int32(0), y = try r.int32(1), w = try r.int32(2), h = try r.int32(3)
            // Another client's popup (or one made before the trace began) is not the content's.
            guard popupObject == objectID else { return [] }
            // Relative to the window geometry; the content speaks its surface's coordinates.
            let sx = Int(x) + geometryOrigin.x, sy = Int(y) + geometryOrigin.y
            routing.popupOrigin = Point(x: Double(sx), y: Double(sy))
            return [.popupConfigure(x: sx, y: sy, width: Int(w), height: Int(h))]
        case "xdg_popup.popup_done":
            _ = try reader()
            guard popupObject == objectID else { return [] }
            return [.popupDone]

        case "zwp_pointer_gesture_pinch_v1.begin":
            let r = try reader("serial", "time", "surface", "fingers")
            _ = try r.uint32(0); try r.object(2)
            return input(.pinchBegin(fingers: try r.uint32(3), time: try r.uint32(1)))
        case "zwp_pointer_gesture_pinch_v1.update":
            let r = try reader("time", "dx", "dy", "scale", "rotation")
            return input(
                .pinchUpdate(
                    delta: Point(x: try r.fixed(1), y: try r.fixed(2)), scale: try r.fixed(3),
                    rotation: try r.fixed(4), time: try r.uint32(0)))
        case "zwp_pointer_gesture_pinch_v1.end":
            let r = try reader("serial", "time", "cancelled")
            _ = try r.uint32(0)
            return input(.pinchEnd(cancelled: try r.int32(2) != 0, time: try r.uint32(1)))
        case "zwp_pointer_gesture_swipe_v1.begin":
            let r = try reader("serial", "time", "surface", "fingers")
            _ = try r.uint32(0); try r.object(2)
            return input(.swipeBegin(fingers: try r.uint32(3), time: try r.uint32(1)))
        case "zwp_pointer_gesture_swipe_v1.update":
            let r = try reader("time", "dx", "dy")
            return input(.swipeUpdate(delta: Point(x: try r.fixed(1), y: try r.fixed(2)), time: try r.uint32(0)))
        case "zwp_pointer_gesture_swipe_v1.end":
            let r = try reader("serial", "time", "cancelled")
            _ = try r.uint32(0)
            return input(.swipeEnd(cancelled: try r.int32(2) != 0, time: try r.uint32(1)))
        case "zwp_pointer_gesture_hold_v1.begin":
            let r = try reader("serial", "time", "surface", "fingers")
            _ = try r.uint32(0); try r.object(2)
            return input(.holdBegin(fingers: try r.uint32(3), time: try r.uint32(1)))
        case "zwp_pointer_gesture_hold_v1.end":
            let r = try reader("serial", "time", "cancelled")
            _ = try r.uint32(0)
            return input(.holdEnd(cancelled: try r.int32(2) != 0, time: try r.uint32(1)))

        // Scale: the live client's rule (ScaleTracker); a `.scale` only when it changes.
        case "wl_output.scale", "wl_surface.preferred_buffer_scale":
            let r = try reader("factor")
            let f = try r.int32(0)
            guard f >= 1 else { throw DecodeFailure("\(name) argument 1 (factor) = \(f) must be at least 1") }
            if interface == "wl_output" {
                scale.outputScale(output: objectID, factor: f)
            } else {
                scale.preferredBufferScale(f)
            }
            return scale.change().map { [.scale($0)] } ?? []
        case "wl_surface.enter", "wl_surface.leave":
            _ = try reader("output")
            guard case .object(_, let output) = args[0] else {
                if case .null = args[0] { return [] }   // an output already destroyed
                throw DecodeFailure("\(name) argument 1 (output) must be an object, got \(args[0].kind)")
            }
            scale.surfaceEnter(output: output, entered: message == "enter", surface: objectID)
            return scale.change().map { [.scale($0)] } ?? []
        case "wp_fractional_scale_v1.preferred_scale":
            let r = try reader("scale")
            let s = try r.uint32(0)
            guard s >= 1 else { throw DecodeFailure("\(name) argument 1 (scale) = 0 must be positive") }
            scale.preferredFractionalScale(numerator: s)
            return scale.change().map { [.scale($0)] } ?? []

        default:
            return []
        }
    }
}

/// Resolves evdev key codes and modifier masks through a keymap (xkbcommon's default us).
public protocol KeyboardResolving {
    mutating func key(evdev: UInt32, pressed: Bool) -> Key
    mutating func modifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) -> Modifiers
}
