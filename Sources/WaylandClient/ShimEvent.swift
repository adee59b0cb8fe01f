import CWayland
import ContentHost
import Gestures

/// One event from the C shim's queue, typed: input for the content (already the shared
/// `InputEvent` vocabulary) or a window event for the loop. The mapping is 1:1 with the
/// shim's `cw_event` table (Sources/CWayland/include/cwayland.h).
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
    case preferredScale(numerator: Int32)
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
    case popupPreferredScale(numerator: Int32)
    /// The popup's wl_display.sync came back (`PopupBackend.syncPopup`).
    case popupSynced
    /// wp_presentation.clock_id: the clock `presented` times are on (a `clockid_t`).
    case presentationClock(UInt32)
    /// wp_presentation_feedback.presented for the commit tagged `frame`.
    case presented(frame: UInt32, Presentation)
    /// wp_presentation_feedback.discarded: the commit tagged `frame` was never shown.
    case discarded(frame: UInt32)

    /// The typed form of `e`; nil for a type this version does not know (never produced).
    init?(_ e: cw_event) {
        let point = Point(x: e.x, y: e.y)
        let axis = Axis(rawValue: UInt8(truncatingIfNeeded: e.i0)) ?? .vertical
        switch cw_event_type(rawValue: e.type) {
        case CW_EVENT_POINTER_ENTER: self = Self.on(e.u1, .pointerEnter(point))
        case CW_EVENT_POINTER_LEAVE: self = .input(.pointerLeave)
        case CW_EVENT_POINTER_MOTION: self = .input(.pointerMotion(point, time: e.time))
        case CW_EVENT_POINTER_BUTTON:
            self = .input(.pointerButton(button: PointerButton(linuxCode: e.u0), pressed: e.i0 != 0, time: e.time))
        case CW_EVENT_AXIS: self = .input(.axis(axis, value: e.x, time: e.time))
        case CW_EVENT_AXIS_SOURCE:
            self = .input(.axisSource(AxisSource(rawValue: UInt8(truncatingIfNeeded: e.i0)) ?? .wheel))
        case CW_EVENT_AXIS_STOP: self = .input(.axisStop(axis, time: e.time))
        case CW_EVENT_AXIS_DISCRETE: self = .input(.axisDiscrete(axis, steps: e.i1))
        case CW_EVENT_AXIS_VALUE120: self = .input(.axisValue120(axis, value120: e.i1))
        case CW_EVENT_AXIS_RELATIVE_DIRECTION: self = .input(.axisRelativeDirection(axis, inverted: e.i1 != 0))
        case CW_EVENT_POINTER_FRAME: self = .input(.pointerFrame)
        case CW_EVENT_TOUCH_DOWN: self = Self.on(e.u1, .touchDown(id: e.i0, point, time: e.time))
        case CW_EVENT_TOUCH_MOTION: self = .input(.touchMotion(id: e.i0, point, time: e.time))
        case CW_EVENT_TOUCH_UP: self = .input(.touchUp(id: e.i0, time: e.time))
        case CW_EVENT_TOUCH_CANCEL: self = .input(.touchCancel)
        case CW_EVENT_TOUCH_FRAME: self = .input(.touchFrame)
        case CW_EVENT_KEY: self = .input(.key(Key(rawValue: e.u0), pressed: e.i0 != 0, time: e.time, code: e.u1))
        case CW_EVENT_MODIFIERS: self = .input(.modifiers(Modifiers(rawValue: UInt8(truncatingIfNeeded: e.u0))))
        case CW_EVENT_REPEAT_INFO: self = .keyRepeat(rate: e.i0, delay: e.i1)
        case CW_EVENT_KEYBOARD_FOCUS: self = Self.on(e.u1, .keyboardFocus(e.i0 != 0))
        case CW_EVENT_PINCH_BEGIN: self = .input(.pinchBegin(fingers: e.u0, time: e.time))
        case CW_EVENT_PINCH_UPDATE:
            self = .input(.pinchUpdate(delta: point, scale: e.scale, rotation: e.rotation, time: e.time))
        case CW_EVENT_PINCH_END: self = .input(.pinchEnd(cancelled: e.i0 != 0, time: e.time))
        case CW_EVENT_SWIPE_BEGIN: self = .input(.swipeBegin(fingers: e.u0, time: e.time))
        case CW_EVENT_SWIPE_UPDATE: self = .input(.swipeUpdate(delta: point, time: e.time))
        case CW_EVENT_SWIPE_END: self = .input(.swipeEnd(cancelled: e.i0 != 0, time: e.time))
        case CW_EVENT_HOLD_BEGIN: self = .input(.holdBegin(fingers: e.u0, time: e.time))
        case CW_EVENT_HOLD_END: self = .input(.holdEnd(cancelled: e.i0 != 0, time: e.time))
        case CW_EVENT_CAPABILITIES:
            self = .input(.capabilities(SeatCapabilities(rawValue: UInt8(truncatingIfNeeded: e.u0))))
        case CW_EVENT_CONFIGURE:
            self = .configure(width: e.i0, height: e.i1, states: ToplevelStates(rawValue: e.u1), serial: e.u0)
        case CW_EVENT_CONFIGURE_BOUNDS: self = .configureBounds(width: e.i0, height: e.i1)
        case CW_EVENT_WM_CAPABILITIES: self = .capabilities(WindowCapabilities(rawValue: e.u0))
        case CW_EVENT_DECORATION_MODE:
            // 1 client-side, 2 server-side (zxdg_toplevel_decoration_v1.mode).
            self = .decorationMode(e.i0 == 1 ? .client : .server)
        case CW_EVENT_CLOSE: self = .close
        case CW_EVENT_FRAME_DONE: self = .frameDone
        case CW_EVENT_BUFFER_RELEASE: self = .bufferRelease(id: Int32(bitPattern: e.u0))
        case CW_EVENT_OUTPUT_SCALE: self = .outputScale(output: e.u0, scale: e.i0)
        case CW_EVENT_OUTPUT_GONE: self = .outputGone(output: e.u0)
        case CW_EVENT_SURFACE_ENTER: self = .surfaceEnter(output: e.u0)
        case CW_EVENT_SURFACE_LEAVE: self = .surfaceLeave(output: e.u0)
        case CW_EVENT_PREFERRED_SCALE: self = .preferredScale(numerator: e.i0)
        case CW_EVENT_CLOCK: self = .clock(e.x)
        case CW_EVENT_PRESENTATION_CLOCK: self = .presentationClock(e.u0)
        case CW_EVENT_PRESENTED:
            self = .presented(
                frame: e.u0,
                Presentation(
                    time: e.x, refreshNanoseconds: e.u1,
                    sequence: UInt64(exactly: e.y) ?? 0,
                    flags: UInt32(bitPattern: e.i0)))
        case CW_EVENT_DISCARDED: self = .discarded(frame: e.u0)
        default:
            switch cw_popup_event_type(rawValue: e.type) {
            case CW_EVENT_POPUP_CONFIGURE:
                self = .popupConfigure(x: e.i0, y: e.i1, width: Int32(e.x), height: Int32(e.y), serial: e.u0)
            case CW_EVENT_POPUP_DONE: self = .popupDone
            case CW_EVENT_POPUP_FRAME_DONE: self = .popupFrameDone
            case CW_EVENT_POPUP_PREFERRED_SCALE: self = .popupPreferredScale(numerator: e.i0)
            case CW_EVENT_POPUP_SYNCED: self = .popupSynced
            default: return nil
            }
        }
    }

    /// `input` on the surface the shim named (`enum cw_surface`).
    private static func on(_ surface: UInt32, _ input: InputEvent) -> ShimEvent {
        switch cw_surface(rawValue: surface) {
        case CW_SURFACE_WINDOW: .input(input)
        case CW_SURFACE_POPUP: .inputOn(input, .popup)
        default: .inputOn(input, .other)
        }
    }
}
