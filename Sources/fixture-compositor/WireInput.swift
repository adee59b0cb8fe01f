import ContentHost
import Gestures
import TraceReplay

/// Sends one trace event over the wire as the compositor would have sent it: the same
/// coordinates, the same event `time` arguments (so velocities match the replay), the same
/// grouping into frames; and the window's configures with the states replay reads from the
/// trace (`TraceToplevelStates`), so a client that draws its own decorations draws the same.
struct WireInput {
    /// What happened to an event: sent, or why not.
    enum Outcome: Equatable {
        case sent
        case skipped(String)
    }

    /// The states the trace implies so far, and the window size last configured.
    private var states = TraceToplevelStates()
    private var size: (width: Int32, height: Int32)

    init(initialSize: (width: Int32, height: Int32)) { size = initialSize }

    mutating func send(_ event: TraceEvent, to server: FixtureServer) -> Outcome {
        switch event {
        case .input(let input): return Self.send(input, to: server)
        case .configure(let width, let height):
            size = (Int32(clamping: width), Int32(clamping: height))
            server.configure(width: size.width, height: size.height, states: states.states)
        case .toplevelStates(let count):
            states.count = count   // they go with the configure that follows
        case .configureBounds(let width, let height):
            server.configureBounds(width: Int32(clamping: width), height: Int32(clamping: height))
        case .windowGeometry(let x, let y, _, _):
            // The recorded client's geometry tells which states it was drawn in (a maximized
            // window's starts at 0, 0): where that differs from what was sent, a configure
            // carries it, at the time replay applies it.
            let before = states.states
            states.geometryOrigin = (x, y)
            if states.states != before {
                server.configure(width: size.width, height: size.height, states: states.states)
            }
        case .decorationMode(let mode):
            server.decorationMode(mode)
        case .scale(let scale):
            guard scale > 0, scale <= 16 else { return .skipped("scale \(scale) is outside (0, 16]") }
            // An integer scale is wl_output.scale; any scale is also the preferred fractional
            // scale (clients that bind wp_fractional_scale_v1 use that one).
            if scale >= 1, scale == scale.rounded() { server.outputScale(Int32(scale)) }
            server.preferredScale(UInt32((scale * 120).rounded()))
        case .close:
            server.close()
        case .keyRepeat(let rate, let delay):
            server.repeatInfo(rate: rate, delay: delay)
        case .popupConfigure, .popupDone:
            return .skipped("popups are not served (xdg_wm_base.create_positioner is a protocol error here)")
        }
        return .sent
    }

    static func send(_ input: InputEvent, to server: FixtureServer) -> Outcome {
        switch input {
        case .pointerEnter(let p): server.pointerEnter(x: p.x, y: p.y)
        case .pointerLeave: server.pointerLeave()
        case .pointerMotion(let p, let time): server.pointerMotion(time: time, x: p.x, y: p.y)
        case .pointerButton(let button, let pressed, let time):
            server.pointerButton(time: time, button: button.linuxCode, pressed: pressed)
        case .axis(let axis, let value, let time): server.axis(time: time, axis: UInt32(axis.rawValue), value: value)
        case .axisSource(let source): server.axisSource(UInt32(source.rawValue))
        case .axisStop(let axis, let time): server.axisStop(time: time, axis: UInt32(axis.rawValue))
        case .axisDiscrete(let axis, let steps): server.axisDiscrete(axis: UInt32(axis.rawValue), steps: steps)
        case .axisValue120(let axis, let value120): server.axisValue120(axis: UInt32(axis.rawValue), value120: value120)
        case .axisRelativeDirection(let axis, let inverted):
            server.axisRelativeDirection(axis: UInt32(axis.rawValue), inverted: inverted)
        case .pointerFrame: server.pointerFrame()

        case .touchDown(let id, let p, let time): server.touchDown(time: time, id: id, x: p.x, y: p.y)
        case .touchMotion(let id, let p, let time): server.touchMotion(time: time, id: id, x: p.x, y: p.y)
        case .touchUp(let id, let time): server.touchUp(time: time, id: id)
        case .touchCancel: server.touchCancel()
        case .touchFrame: server.touchFrame()

        case .key(let key, let pressed, let time, _):
            if !server.key(time: time, keysym: key.rawValue, pressed: pressed) {
                return .skipped("keysym 0x\(String(key.rawValue, radix: 16)) has no key in the us keymap")
            }
        case .modifiers(let modifiers): server.modifiers(UInt32(modifiers.rawValue))
        case .keyboardFocus(let focused): focused ? server.keyboardEnter() : server.keyboardLeave()

        case .pinchBegin(let fingers, let time): server.pinchBegin(time: time, fingers: fingers)
        case .pinchUpdate(let delta, let scale, let rotation, let time):
            server.pinchUpdate(time: time, dx: delta.x, dy: delta.y, scale: scale, rotation: rotation)
        case .pinchEnd(let cancelled, let time): server.pinchEnd(time: time, cancelled: cancelled)
        case .swipeBegin(let fingers, let time): server.swipeBegin(time: time, fingers: fingers)
        case .swipeUpdate(let delta, let time): server.swipeUpdate(time: time, dx: delta.x, dy: delta.y)
        case .swipeEnd(let cancelled, let time): server.swipeEnd(time: time, cancelled: cancelled)
        case .holdBegin(let fingers, let time): server.holdBegin(time: time, fingers: fingers)
        case .holdEnd(let cancelled, let time): server.holdEnd(time: time, cancelled: cancelled)

        case .capabilities(let caps): server.capabilities(UInt32(caps.rawValue))
        }
        return .sent
    }
}
