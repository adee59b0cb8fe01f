import ContentHost
import Gestures
import TraceReplay

/// Sends one trace event over the wire as the compositor would have sent it: the same
/// coordinates, the same event `time` arguments (so velocities match the replay), the same
/// grouping into frames.
enum WireInput {
    /// What happened to an event: sent, or why not.
    enum Outcome: Equatable {
        case sent
        case skipped(String)
    }

    static func send(_ event: TraceEvent, to server: FixtureServer) -> Outcome {
        switch event {
        case .input(let input): return send(input, to: server)
        case .configure(let width, let height):
            server.configure(width: Int32(width), height: Int32(height))
            return .sent
        case .scale(let scale):
            guard scale > 0, scale <= 16 else { return .skipped("scale \(scale) is outside (0, 16]") }
            // An integer scale is wl_output.scale; any scale is also the preferred fractional
            // scale (clients that bind wp_fractional_scale_v1 use that one).
            if scale >= 1, scale == scale.rounded() { server.outputScale(Int32(scale)) }
            server.preferredScale(UInt32((scale * 120).rounded()))
            return .sent
        case .close:
            server.close()
            return .sent
        case .keyRepeat(let rate, let delay):
            server.repeatInfo(rate: rate, delay: delay)
            return .sent
        case .popupConfigure, .popupDone:
            return .skipped("popups are not served (xdg_wm_base.create_positioner is a protocol error here)")
        case .toplevelStates, .configureBounds:
            return .skipped("the compositor sends its own toplevel states and bounds")
        case .windowGeometry:
            return .skipped("a request of the recorded client, not an event")
        }
    }

    static func send(_ input: InputEvent, to server: FixtureServer) -> Outcome {
        switch input {
        case .pointerEnter(let p): server.pointerEnter(x: p.x, y: p.y)
        case .pointerLeave: server.pointerLeave()
        case .pointerMotion(let p, let time): server.pointerMotion(time: time, x: p.x, y: p.y)
        case .pointerButton(let button, let pressed, let time): server.pointerButton(time: time, button: button.linuxCode, pressed: pressed)
        case .axis(let axis, let value, let time): server.axis(time: time, axis: UInt32(axis.rawValue), value: value)
        case .axisSource(let source): server.axisSource(UInt32(source.rawValue))
        case .axisStop(let axis, let time): server.axisStop(time: time, axis: UInt32(axis.rawValue))
        case .axisDiscrete(let axis, let steps): server.axisDiscrete(axis: UInt32(axis.rawValue), steps: steps)
        case .axisValue120(let axis, let value120): server.axisValue120(axis: UInt32(axis.rawValue), value120: value120)
        case .pointerFrame: server.pointerFrame()

        case .touchDown(let id, let p, let time): server.touchDown(time: time, id: id, x: p.x, y: p.y)
        case .touchMotion(let id, let p, let time): server.touchMotion(time: time, id: id, x: p.x, y: p.y)
        case .touchUp(let id, let time): server.touchUp(time: time, id: id)
        case .touchCancel: server.touchCancel()
        case .touchFrame: server.touchFrame()

        case .key(let key, let pressed, let time):
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
