import CWayland
import ContentHost
import Gestures

/// One event from the C shim's queue, typed: input for the content (already the shared
/// `InputEvent` vocabulary) or a window event for the loop. The mapping is 1:1 with the
/// shim's `cw_event` types (Sources/CWayland/include/cwayland.h).
enum ShimEvent: Equatable {
    case input(InputEvent)
    /// Raw xdg_toplevel size (0 = client chooses), its states, and the xdg_surface serial to ack.
    case configure(width: Int32, height: Int32, states: ToplevelStates = [], serial: UInt32)
    /// xdg_toplevel.configure_bounds (0 = unknown).
    case configureBounds(width: Int32, height: Int32)
    /// xdg_toplevel.wm_capabilities.
    case capabilities(WindowCapabilities)
    /// zxdg_toplevel_decoration_v1.configure: who draws the decorations.
    case decorationMode(DecorationMode)
    case close
    /// wl_keyboard.repeat_info: for the content's own key repeat, not input for the engine.
    case keyRepeat(rate: Int32, delay: Int32)
    case frameDone
    case bufferRelease(id: Int32)
    case outputScale(output: UInt32, scale: Int32)
    case outputGone(output: UInt32)
    case surfaceEnter(output: UInt32)
    case surfaceLeave(output: UInt32)
    /// wp_fractional_scale_v1.preferred_scale: the scale × 120.
    case preferredScale(numerator: UInt32)
    /// wl_surface.preferred_buffer_scale (wl_surface v6).
    case preferredBufferScale(Int32)
    /// The test compositor's virtual clock moved to this time (ms): what follows happened then.
    case clock(Double)
    /// A pointer enter, touch down or keyboard enter or leave on a surface other than the
    /// window (the popup, or another): the shim names the surface where Wayland does.
    case inputOn(InputEvent, InputSurface)
    /// xdg_popup.configure: where the popup was put (relative to the window), its size, and
    /// the serial to ack.
    case popupConfigure(x: Int32, y: Int32, width: Int32, height: Int32, serial: UInt32)
    /// xdg_popup.popup_done.
    case popupDone
    /// The popup surface's frame callback fired.
    case popupFrameDone
    /// wp_fractional_scale_v1.preferred_scale for the popup's own surface (× 120).
    case popupPreferredScale(numerator: UInt32)
    /// The popup's wl_display.sync came back (`PopupBackend.syncPopup`).
    case popupSynced
    /// wp_presentation.clock_id: the clock `presented` times are on (a `clockid_t`).
    case presentationClock(UInt32)
    /// wp_presentation_feedback.presented for the commit tagged `frame`.
    case presented(frame: UInt32, Presentation)
    /// wp_presentation_feedback.discarded: the commit tagged `frame` was never shown.
    case discarded(frame: UInt32)
    /// wl_data_source.send: a client pastes the selection numbered `source` (0: one replaced
    /// since) into `fd`, which is ours to write and close; `text` when it asked for a type offered.
    case clipboardSend(source: UInt32, fd: Int32, text: Bool)
    /// wl_data_source.cancelled: the selection numbered `source` is another client's now.
    case clipboardCancelled(source: UInt32)

    /// The typed form of `e`: each type's payload read once, by name; nil for a type this
    /// version does not know (never produced).
    init?(_ e: cw_event) {
        let d = e.data
        switch cw_event_type(rawValue: e.type) {
        case CW_EVENT_POINTER_ENTER:
            let p = d.pointer_enter
            self = Self.on(p.surface, .pointerEnter(Point(x: p.x, y: p.y)))
        case CW_EVENT_POINTER_LEAVE: self = .input(.pointerLeave)
        case CW_EVENT_POINTER_MOTION:
            let p = d.pointer_motion
            self = .input(.pointerMotion(Point(x: p.x, y: p.y), time: e.time))
        case CW_EVENT_POINTER_BUTTON:
            let b = d.pointer_button
            self = .input(
                .pointerButton(button: PointerButton(linuxCode: b.button), pressed: b.pressed != 0, time: e.time))
        case CW_EVENT_AXIS: self = .input(.axis(Self.axis(d.axis.axis), value: d.axis.value, time: e.time))
        case CW_EVENT_AXIS_SOURCE:
            self = .input(.axisSource(AxisSource(rawValue: UInt8(truncatingIfNeeded: d.axis_source.source)) ?? .wheel))
        case CW_EVENT_AXIS_STOP: self = .input(.axisStop(Self.axis(d.axis_stop.axis), time: e.time))
        case CW_EVENT_AXIS_DISCRETE:
            self = .input(.axisDiscrete(Self.axis(d.axis_steps.axis), steps: d.axis_steps.steps))
        case CW_EVENT_AXIS_VALUE120:
            self = .input(.axisValue120(Self.axis(d.axis_steps.axis), value120: d.axis_steps.steps))
        case CW_EVENT_AXIS_RELATIVE_DIRECTION:
            let r = d.axis_relative_direction
            self = .input(.axisRelativeDirection(Self.axis(r.axis), inverted: r.inverted != 0))
        case CW_EVENT_POINTER_FRAME: self = .input(.pointerFrame)
        case CW_EVENT_TOUCH_DOWN:
            let t = d.touch_down
            self = Self.on(t.surface, .touchDown(id: t.id, Point(x: t.x, y: t.y), time: e.time))
        case CW_EVENT_TOUCH_MOTION:
            let t = d.touch_motion
            self = .input(.touchMotion(id: t.id, Point(x: t.x, y: t.y), time: e.time))
        case CW_EVENT_TOUCH_UP: self = .input(.touchUp(id: d.touch_up.id, time: e.time))
        case CW_EVENT_TOUCH_CANCEL: self = .input(.touchCancel)
        case CW_EVENT_TOUCH_FRAME: self = .input(.touchFrame)
        case CW_EVENT_KEY:
            let k = d.key
            self = .input(.key(Key(rawValue: k.keysym), pressed: k.pressed != 0, time: e.time, code: k.code))
        case CW_EVENT_MODIFIERS:
            self = .input(.modifiers(Modifiers(rawValue: UInt8(truncatingIfNeeded: d.modifiers.bits))))
        case CW_EVENT_REPEAT_INFO: self = .keyRepeat(rate: d.repeat_info.rate, delay: d.repeat_info.delay)
        case CW_EVENT_KEYBOARD_FOCUS:
            let f = d.keyboard_focus
            self = Self.on(f.surface, .keyboardFocus(f.entered != 0))
        case CW_EVENT_PINCH_BEGIN: self = .input(.pinchBegin(fingers: d.gesture_begin.fingers, time: e.time))
        case CW_EVENT_PINCH_UPDATE:
            let p = d.pinch_update
            self = .input(
                .pinchUpdate(delta: Point(x: p.dx, y: p.dy), scale: p.scale, rotation: p.rotation, time: e.time))
        case CW_EVENT_PINCH_END: self = .input(.pinchEnd(cancelled: d.gesture_end.cancelled != 0, time: e.time))
        case CW_EVENT_SWIPE_BEGIN: self = .input(.swipeBegin(fingers: d.gesture_begin.fingers, time: e.time))
        case CW_EVENT_SWIPE_UPDATE:
            let s = d.swipe_update
            self = .input(.swipeUpdate(delta: Point(x: s.dx, y: s.dy), time: e.time))
        case CW_EVENT_SWIPE_END: self = .input(.swipeEnd(cancelled: d.gesture_end.cancelled != 0, time: e.time))
        case CW_EVENT_HOLD_BEGIN: self = .input(.holdBegin(fingers: d.gesture_begin.fingers, time: e.time))
        case CW_EVENT_HOLD_END: self = .input(.holdEnd(cancelled: d.gesture_end.cancelled != 0, time: e.time))
        case CW_EVENT_CAPABILITIES:
            self = .input(.capabilities(SeatCapabilities(rawValue: UInt8(truncatingIfNeeded: d.capabilities.bits))))
        case CW_EVENT_CONFIGURE:
            let c = d.configure
            self = .configure(
                width: c.width, height: c.height, states: ToplevelStates(rawValue: c.states), serial: c.serial)
        case CW_EVENT_CONFIGURE_BOUNDS:
            self = .configureBounds(width: d.configure_bounds.width, height: d.configure_bounds.height)
        case CW_EVENT_WM_CAPABILITIES: self = .capabilities(WindowCapabilities(rawValue: d.wm_capabilities.bits))
        case CW_EVENT_DECORATION_MODE:
            // 1 client-side, 2 server-side (zxdg_toplevel_decoration_v1.mode).
            self = .decorationMode(d.decoration_mode.mode == 1 ? .client : .server)
        case CW_EVENT_CLOSE: self = .close
        case CW_EVENT_FRAME_DONE: self = .frameDone
        case CW_EVENT_BUFFER_RELEASE: self = .bufferRelease(id: d.buffer_release.buffer)
        case CW_EVENT_OUTPUT_SCALE: self = .outputScale(output: d.output_scale.output, scale: d.output_scale.scale)
        case CW_EVENT_OUTPUT_GONE: self = .outputGone(output: d.output.output)
        case CW_EVENT_SURFACE_ENTER: self = .surfaceEnter(output: d.output.output)
        case CW_EVENT_SURFACE_LEAVE: self = .surfaceLeave(output: d.output.output)
        case CW_EVENT_PREFERRED_SCALE: self = .preferredScale(numerator: d.preferred_scale.scale_120)
        case CW_EVENT_PREFERRED_BUFFER_SCALE: self = .preferredBufferScale(d.buffer_scale.factor)
        case CW_EVENT_CLOCK: self = .clock(d.clock.ms)
        case CW_EVENT_PRESENTATION_CLOCK: self = .presentationClock(d.presentation_clock.clock_id)
        case CW_EVENT_PRESENTED:
            let p = d.presented
            self = .presented(
                frame: p.frame,
                Presentation(time: p.time_ms, refreshNanoseconds: p.refresh_ns, sequence: p.sequence, flags: p.flags))
        case CW_EVENT_DISCARDED: self = .discarded(frame: d.discarded.frame)
        case CW_EVENT_DATA_SEND:
            let t = d.data_send
            self = .clipboardSend(source: t.source, fd: t.fd, text: t.text != 0)
        case CW_EVENT_DATA_CANCELLED: self = .clipboardCancelled(source: d.data_cancelled.source)
        default:
            switch cw_popup_event_type(rawValue: e.type) {
            case CW_EVENT_POPUP_CONFIGURE:
                let p = d.popup_configure
                self = .popupConfigure(x: p.x, y: p.y, width: p.width, height: p.height, serial: p.serial)
            case CW_EVENT_POPUP_DONE: self = .popupDone
            case CW_EVENT_POPUP_FRAME_DONE: self = .popupFrameDone
            case CW_EVENT_POPUP_PREFERRED_SCALE: self = .popupPreferredScale(numerator: d.preferred_scale.scale_120)
            case CW_EVENT_POPUP_SYNCED: self = .popupSynced
            default: return nil
            }
        }
    }

    /// wl_pointer.axis: 0 vertical, 1 horizontal.
    private static func axis(_ value: UInt32) -> Axis { Axis(rawValue: UInt8(truncatingIfNeeded: value)) ?? .vertical }

    /// `input` on the surface the shim named (`enum cw_surface`).
    private static func on(_ surface: UInt32, _ input: InputEvent) -> ShimEvent {
        switch cw_surface(rawValue: surface) {
        case CW_SURFACE_WINDOW: .input(input)
        case CW_SURFACE_POPUP: .inputOn(input, .popup)
        default: .inputOn(input, .other)
        }
    }
}
