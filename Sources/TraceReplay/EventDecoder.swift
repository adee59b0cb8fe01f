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

    /// Decodes one known event into `out`. Throws when its arguments do not match the protocol.
    mutating func decode(
        _ event: KnownEvent, objectID: UInt32, args: [TraceArgument], into out: inout [TraceEvent]
    ) throws(DecodeFailure) {
        let name = event.rawValue
        /// `names`: the documented arguments, ", "-separated.
        func reader(_ names: StaticString = "") throws(DecodeFailure) -> ArgumentReader {
            try ArgumentReader(event: event, names: names, args: args)
        }
        func axis(_ r: ArgumentReader, _ i: Int) throws(DecodeFailure) -> Axis {
            let v = try r.uint32(i)
            guard let a = Axis(rawValue: UInt8(truncatingIfNeeded: v)), v <= 1 else {
                throw DecodeFailure("\(name) argument \(i + 1) (axis) = \(v) is not a wl_pointer.axis")
            }
            return a
        }
        func input(_ e: InputEvent, on surface: InputSurface = .window) {
            switch focusMoves.admit(e, surface: surface) {
            case .pass: break
            case .withhold: return
            case .passAfterFocusLoss: out.append(.input(.keyboardFocus(false)))
            }
            if let routed = routing.route(e, surface: surface) { out.append(.input(routed)) }
        }

        switch event {
        case .seatCapabilities:
            let r = try reader("capabilities")
            input(.capabilities(SeatCapabilities(rawValue: UInt8(try r.uint32(0) & 7))))

        case .pointerEnter:
            let r = try reader("serial, surface, surface_x, surface_y")
            _ = try r.uint32(0); try r.object(1)
            let point = Point(x: try r.fixed(2), y: try r.fixed(3))
            input(.pointerEnter(point), on: surface(args[1]))
        case .pointerLeave:
            let r = try reader("serial, surface")
            _ = try r.uint32(0); try r.object(1)
            input(.pointerLeave)
        case .pointerMotion:
            let r = try reader("time, surface_x, surface_y")
            input(.pointerMotion(Point(x: try r.fixed(1), y: try r.fixed(2)), time: try r.uint32(0)))
        case .pointerButton:
            let r = try reader("serial, time, button, state")
            _ = try r.uint32(0)
            let state = try r.uint32(3)
            guard state <= 1 else { throw DecodeFailure("\(name) argument 4 (state) = \(state) is not 0 or 1") }
            input(
                .pointerButton(
                    button: PointerButton(linuxCode: try r.uint32(2)), pressed: state == 1, time: try r.uint32(1)))
        case .pointerAxis:
            let r = try reader("time, axis, value")
            input(.axis(try axis(r, 1), value: try r.fixed(2), time: try r.uint32(0)))
        case .pointerFrame:
            _ = try reader()
            input(.pointerFrame)
        case .pointerAxisSource:
            let r = try reader("axis_source")
            let v = try r.uint32(0)
            guard v <= 3, let s = AxisSource(rawValue: UInt8(v)) else {
                throw DecodeFailure("\(name) argument 1 (axis_source) = \(v) is not a wl_pointer.axis_source")
            }
            input(.axisSource(s))
        case .pointerAxisStop:
            let r = try reader("time, axis")
            input(.axisStop(try axis(r, 1), time: try r.uint32(0)))
        case .pointerAxisDiscrete:
            let r = try reader("axis, discrete")
            input(.axisDiscrete(try axis(r, 0), steps: try r.int32(1)))
        case .pointerAxisValue120:
            let r = try reader("axis, value120")
            input(.axisValue120(try axis(r, 0), value120: try r.int32(1)))
        case .pointerAxisRelativeDirection:
            let r = try reader("axis, direction")
            let direction = try r.uint32(1)
            guard direction <= 1 else {
                throw DecodeFailure(
                    "\(name) argument 2 (direction) = \(direction) is not 0 (identical) or 1 (inverted)")
            }
            input(.axisRelativeDirection(try axis(r, 0), inverted: direction == 1))

        case .touchDown:
            let r = try reader("serial, time, surface, id, x, y")
            _ = try r.uint32(0); try r.object(2)
            let down = InputEvent.touchDown(
                id: try r.int32(3), Point(x: try r.fixed(4), y: try r.fixed(5)),
                time: try r.uint32(1))
            input(down, on: surface(args[2]))
        case .touchUp:
            let r = try reader("serial, time, id")
            _ = try r.uint32(0)
            input(.touchUp(id: try r.int32(2), time: try r.uint32(1)))
        case .touchMotion:
            let r = try reader("time, id, x, y")
            input(
                .touchMotion(
                    id: try r.int32(1), Point(x: try r.fixed(2), y: try r.fixed(3)),
                    time: try r.uint32(0)))
        case .touchFrame:
            _ = try reader()
            input(.touchFrame)
        case .touchCancel:
            _ = try reader()
            input(.touchCancel)
        case .touchShape:
            let r = try reader("id, major, minor")
            _ = try r.int32(0); _ = try r.fixed(1); _ = try r.fixed(2)
            return
        case .touchOrientation:
            let r = try reader("id, orientation")
            _ = try r.int32(0); _ = try r.fixed(1)
            return

        case .keyboardKeymap:
            // The keymap travels as an fd whose contents the trace lost: replay uses the
            // default us keymap (the same one the live client falls back to).
            let r = try reader("format, fd, size")
            _ = try r.uint32(0); try r.fd(1); _ = try r.uint32(2)
            return
        case .keyboardEnter:
            let r = try reader("serial, surface, keys")
            _ = try r.uint32(0); try r.object(1); try r.array(2)
            input(.keyboardFocus(true), on: surface(args[1]))
        case .keyboardLeave:
            let r = try reader("serial, surface")
            _ = try r.uint32(0); try r.object(1)
            input(.keyboardFocus(false), on: surface(args[1]))
        case .keyboardKey:
            let r = try reader("serial, time, key, state")
            _ = try r.uint32(0)
            let state = try r.uint32(3)
            guard state <= 2 else { throw DecodeFailure("\(name) argument 4 (state) = \(state) is not a key state") }
            // State 2 (`repeated`, seat v10) is the compositor's own repeat: the app repeats
            // keys on its virtual clock, so these are dropped.
            if state == 2 { return }
            let code = try r.uint32(2)
            let key = keyboard.key(evdev: code, pressed: state == 1)
            input(.key(key, pressed: state == 1, time: try r.uint32(1), code: code))
        case .keyboardModifiers:
            let r = try reader("serial, mods_depressed, mods_latched, mods_locked, group")
            _ = try r.uint32(0)
            let mods = keyboard.modifiers(
                depressed: try r.uint32(1), latched: try r.uint32(2),
                locked: try r.uint32(3), group: try r.uint32(4))
            input(.modifiers(mods))
        case .keyboardRepeatInfo:
            let r = try reader("rate, delay")
            out.append(.keyRepeat(rate: try r.int32(0), delay: try r.int32(1)))

        case .toplevelConfigure:
            let r = try reader("width, height, states")
            let bytes = try r.array(2)
            out.append(.toplevelStates(count: bytes / 4))
            out.append(.configure(width: Int(try r.int32(0)), height: Int(try r.int32(1))))
        case .toplevelConfigureBounds:
            let r = try reader("width, height")
            out.append(.configureBounds(width: Int(try r.int32(0)), height: Int(try r.int32(1))))
        case .toplevelClose:
            _ = try reader()
            out.append(.close)
        case .decorationConfigure:
            let r = try reader("mode")
            // 1 client_side, 2 server_side; a mode a later protocol version adds means nothing here.
            switch try r.uint32(0) {
            case 1: out.append(.decorationMode(.client))
            case 2: out.append(.decorationMode(.server))
            default: return
            }
        case .popupConfigure:
            let r = try reader("x, y, width, height")
            let x = try r.int32(0), y = try r.int32(1), w = try r.int32(2), h = try r.int32(3)
            // Another client's popup (or one made before the trace began) is not the content's.
            guard popupObject == objectID else { return }
            // Relative to the window geometry; the content speaks its surface's coordinates.
            let sx = Int(x) + geometryOrigin.x, sy = Int(y) + geometryOrigin.y
            routing.popupOrigin = Point(x: Double(sx), y: Double(sy))
            out.append(.popupConfigure(x: sx, y: sy, width: Int(w), height: Int(h)))
        case .popupDone:
            _ = try reader()
            guard popupObject == objectID else { return }
            out.append(.popupDone)

        case .pinchBegin:
            let r = try reader("serial, time, surface, fingers")
            _ = try r.uint32(0); try r.object(2)
            input(.pinchBegin(fingers: try r.uint32(3), time: try r.uint32(1)))
        case .pinchUpdate:
            let r = try reader("time, dx, dy, scale, rotation")
            input(
                .pinchUpdate(
                    delta: Point(x: try r.fixed(1), y: try r.fixed(2)), scale: try r.fixed(3),
                    rotation: try r.fixed(4), time: try r.uint32(0)))
        case .pinchEnd:
            let r = try reader("serial, time, cancelled")
            _ = try r.uint32(0)
            input(.pinchEnd(cancelled: try r.int32(2) != 0, time: try r.uint32(1)))
        case .swipeBegin:
            let r = try reader("serial, time, surface, fingers")
            _ = try r.uint32(0); try r.object(2)
            input(.swipeBegin(fingers: try r.uint32(3), time: try r.uint32(1)))
        case .swipeUpdate:
            let r = try reader("time, dx, dy")
            input(.swipeUpdate(delta: Point(x: try r.fixed(1), y: try r.fixed(2)), time: try r.uint32(0)))
        case .swipeEnd:
            let r = try reader("serial, time, cancelled")
            _ = try r.uint32(0)
            input(.swipeEnd(cancelled: try r.int32(2) != 0, time: try r.uint32(1)))
        case .holdBegin:
            let r = try reader("serial, time, surface, fingers")
            _ = try r.uint32(0); try r.object(2)
            input(.holdBegin(fingers: try r.uint32(3), time: try r.uint32(1)))
        case .holdEnd:
            let r = try reader("serial, time, cancelled")
            _ = try r.uint32(0)
            input(.holdEnd(cancelled: try r.int32(2) != 0, time: try r.uint32(1)))

        // Scale: the live client's rule (ScaleTracker); a `.scale` only when it changes.
        case .outputScale, .surfacePreferredBufferScale:
            let r = try reader("factor")
            let f = try r.int32(0)
            guard f >= 1 else { throw DecodeFailure("\(name) argument 1 (factor) = \(f) must be at least 1") }
            if event == .outputScale {
                scale.outputScale(output: objectID, factor: f)
            } else {
                scale.preferredBufferScale(f)
            }
            if let change = scale.change() { out.append(.scale(change)) }
        case .surfaceEnter, .surfaceLeave:
            _ = try reader("output")
            guard case .object(_, let output) = args[0] else {
                if case .null = args[0] { return }   // an output already destroyed
                throw DecodeFailure("\(name) argument 1 (output) must be an object, got \(args[0].kind)")
            }
            scale.surfaceEnter(output: output, entered: event == .surfaceEnter, surface: objectID)
            if let change = scale.change() { out.append(.scale(change)) }
        case .fractionalPreferredScale:
            let r = try reader("scale")
            let s = try r.uint32(0)
            guard s >= 1 else { throw DecodeFailure("\(name) argument 1 (scale) = 0 must be positive") }
            scale.preferredFractionalScale(numerator: s)
            if let change = scale.change() { out.append(.scale(change)) }
        }
    }
}

/// Resolves evdev key codes and modifier masks through a keymap (xkbcommon's default us).
public protocol KeyboardResolving {
    mutating func key(evdev: UInt32, pressed: Bool) -> Key
    mutating func modifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) -> Modifiers
}
