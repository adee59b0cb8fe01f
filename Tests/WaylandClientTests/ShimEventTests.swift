import CWayland
import Gestures
import Testing

@testable import WaylandClient

/// cw_event → ShimEvent is 1:1 with Gestures.InputEvent for input (no wl_fixed, no C types):
/// each type's payload struct read by name.
@Suite struct ShimEventTests {
    private func event(_ type: cw_event_type, time: UInt32 = 0, _ data: cw_event_data = cw_event_data()) -> ShimEvent? {
        ShimEvent(cw_event(type: type.rawValue, time: time, dispatched: 0, data: data))
    }

    private func popup(_ type: cw_popup_event_type, _ data: cw_event_data = cw_event_data()) -> ShimEvent? {
        ShimEvent(cw_event(type: type.rawValue, time: 0, dispatched: 0, data: data))
    }

    private func button(_ code: UInt32, pressed: UInt32) -> cw_event_data {
        cw_event_data(pointer_button: cw_pointer_button_event(button: code, pressed: pressed))
    }

    @Test func pointerEvents() {
        #expect(
            event(CW_EVENT_POINTER_ENTER, .init(pointer_enter: .init(x: 10.5, y: 20.25, surface: 0)))
                == .input(.pointerEnter(Point(x: 10.5, y: 20.25))))
        #expect(
            event(CW_EVENT_POINTER_ENTER, .init(pointer_enter: .init(x: 1, y: 2, surface: CW_SURFACE_POPUP.rawValue)))
                == .inputOn(.pointerEnter(Point(x: 1, y: 2)), .popup))
        #expect(event(CW_EVENT_POINTER_LEAVE) == .input(.pointerLeave))
        #expect(
            event(CW_EVENT_POINTER_MOTION, time: 7, .init(pointer_motion: .init(x: 1, y: 2)))
                == .input(.pointerMotion(Point(x: 1, y: 2), time: 7)))
        #expect(
            event(CW_EVENT_POINTER_BUTTON, time: 9, button(272, pressed: 1))
                == .input(.pointerButton(button: .primary, pressed: true, time: 9)))
        #expect(
            event(CW_EVENT_POINTER_BUTTON, button(273, pressed: 0))
                == .input(.pointerButton(button: .secondary, pressed: false, time: 0)))
        #expect(
            event(CW_EVENT_POINTER_BUTTON, button(274, pressed: 1))
                == .input(.pointerButton(button: .middle, pressed: true, time: 0)))
        #expect(
            event(CW_EVENT_POINTER_BUTTON, button(275, pressed: 1))
                == .input(.pointerButton(button: .other(275), pressed: true, time: 0)))
        #expect(
            event(CW_EVENT_AXIS, time: 3, .init(axis: .init(axis: 1, value: -15)))
                == .input(.axis(.horizontal, value: -15, time: 3)))
        #expect(event(CW_EVENT_AXIS_SOURCE, .init(axis_source: .init(source: 2))) == .input(.axisSource(.continuous)))
        #expect(
            event(CW_EVENT_AXIS_STOP, time: 4, .init(axis_stop: .init(axis: 0)))
                == .input(.axisStop(.vertical, time: 4)))
        #expect(
            event(CW_EVENT_AXIS_DISCRETE, .init(axis_steps: .init(axis: 0, steps: -2)))
                == .input(.axisDiscrete(.vertical, steps: -2)))
        #expect(
            event(CW_EVENT_AXIS_VALUE120, .init(axis_steps: .init(axis: 0, steps: 60)))
                == .input(.axisValue120(.vertical, value120: 60)))
        #expect(
            event(CW_EVENT_AXIS_RELATIVE_DIRECTION, .init(axis_relative_direction: .init(axis: 1, inverted: 1)))
                == .input(.axisRelativeDirection(.horizontal, inverted: true)))
        #expect(
            event(CW_EVENT_AXIS_RELATIVE_DIRECTION, .init(axis_relative_direction: .init(axis: 0, inverted: 0)))
                == .input(.axisRelativeDirection(.vertical, inverted: false)))
        #expect(event(CW_EVENT_POINTER_FRAME) == .input(.pointerFrame))
    }

    @Test func touchEvents() {
        #expect(
            event(CW_EVENT_TOUCH_DOWN, time: 5, .init(touch_down: .init(id: 3, surface: 0, x: 4, y: 6)))
                == .input(.touchDown(id: 3, Point(x: 4, y: 6), time: 5)))
        #expect(
            event(CW_EVENT_TOUCH_MOTION, time: 6, .init(touch_motion: .init(id: 3, x: 5, y: 7)))
                == .input(.touchMotion(id: 3, Point(x: 5, y: 7), time: 6)))
        #expect(event(CW_EVENT_TOUCH_UP, time: 8, .init(touch_up: .init(id: 3))) == .input(.touchUp(id: 3, time: 8)))
        #expect(event(CW_EVENT_TOUCH_CANCEL) == .input(.touchCancel))
        #expect(event(CW_EVENT_TOUCH_FRAME) == .input(.touchFrame))
    }

    @Test func keyboardEvents() {
        #expect(
            event(CW_EVENT_KEY, time: 11, .init(key: .init(keysym: 0xff52, code: 103, pressed: 1)))
                == .input(.key(.up, pressed: true, time: 11, code: 103)))
        #expect(event(CW_EVENT_MODIFIERS, .init(modifiers: .init(bits: 12))) == .input(.modifiers([.alt, .superKey])))
        #expect(
            event(CW_EVENT_REPEAT_INFO, .init(repeat_info: .init(rate: 25, delay: 600)))
                == .keyRepeat(rate: 25, delay: 600))
        #expect(
            event(CW_EVENT_KEYBOARD_FOCUS, .init(keyboard_focus: .init(entered: 1, surface: 0)))
                == .input(.keyboardFocus(true)))
        #expect(
            event(CW_EVENT_KEYBOARD_FOCUS, .init(keyboard_focus: .init(entered: 0, surface: 0)))
                == .input(.keyboardFocus(false)))
        // The popup's grab takes the keyboard: its enter and leave name the popup.
        #expect(
            event(CW_EVENT_KEYBOARD_FOCUS, .init(keyboard_focus: .init(entered: 1, surface: CW_SURFACE_POPUP.rawValue)))
                == .inputOn(.keyboardFocus(true), .popup))
        #expect(
            event(CW_EVENT_KEYBOARD_FOCUS, .init(keyboard_focus: .init(entered: 0, surface: CW_SURFACE_POPUP.rawValue)))
                == .inputOn(.keyboardFocus(false), .popup))
    }

    @Test func touchpadGesturesAndSeat() {
        #expect(
            event(CW_EVENT_PINCH_BEGIN, time: 1, .init(gesture_begin: .init(fingers: 2)))
                == .input(.pinchBegin(fingers: 2, time: 1)))
        #expect(
            event(CW_EVENT_PINCH_UPDATE, time: 2, .init(pinch_update: .init(dx: 1, dy: -1, scale: 1.5, rotation: 10)))
                == .input(.pinchUpdate(delta: Point(x: 1, y: -1), scale: 1.5, rotation: 10, time: 2)))
        #expect(
            event(CW_EVENT_PINCH_END, time: 3, .init(gesture_end: .init(cancelled: 1)))
                == .input(.pinchEnd(cancelled: true, time: 3)))
        #expect(
            event(CW_EVENT_SWIPE_BEGIN, time: 1, .init(gesture_begin: .init(fingers: 3)))
                == .input(.swipeBegin(fingers: 3, time: 1)))
        #expect(
            event(CW_EVENT_SWIPE_UPDATE, time: 2, .init(swipe_update: .init(dx: 3, dy: 4)))
                == .input(.swipeUpdate(delta: Point(x: 3, y: 4), time: 2)))
        #expect(event(CW_EVENT_SWIPE_END, time: 3) == .input(.swipeEnd(cancelled: false, time: 3)))
        #expect(
            event(CW_EVENT_HOLD_BEGIN, time: 1, .init(gesture_begin: .init(fingers: 4)))
                == .input(.holdBegin(fingers: 4, time: 1)))
        #expect(
            event(CW_EVENT_HOLD_END, time: 2, .init(gesture_end: .init(cancelled: 1)))
                == .input(.holdEnd(cancelled: true, time: 2)))
        #expect(
            event(CW_EVENT_CAPABILITIES, .init(capabilities: .init(bits: 3)))
                == .input(.capabilities([.pointer, .keyboard])))
    }

    @Test func windowEvents() {
        #expect(
            event(CW_EVENT_CONFIGURE, .init(configure: .init(width: 640, height: 0, states: 0, serial: 42)))
                == .configure(width: 640, height: 0, serial: 42))
        // States as the shim packs them: 1 << xdg_toplevel.state (maximized 1, activated 4, tiled left 5).
        #expect(
            event(
                CW_EVENT_CONFIGURE,
                .init(configure: .init(width: 800, height: 600, states: 1 << 1 | 1 << 4 | 1 << 5, serial: 7)))
                == .configure(width: 800, height: 600, states: [.maximized, .activated, .tiledLeft], serial: 7))
        #expect(
            event(CW_EVENT_CONFIGURE_BOUNDS, .init(configure_bounds: .init(width: 1920, height: 1050)))
                == .configureBounds(width: 1920, height: 1050))
        #expect(
            event(CW_EVENT_WM_CAPABILITIES, .init(wm_capabilities: .init(bits: 1 << 2 | 1 << 4)))
                == .capabilities([.maximize, .minimize]))
        #expect(event(CW_EVENT_DECORATION_MODE, .init(decoration_mode: .init(mode: 1))) == .decorationMode(.client))
        #expect(event(CW_EVENT_DECORATION_MODE, .init(decoration_mode: .init(mode: 2))) == .decorationMode(.server))
        #expect(event(CW_EVENT_CLOSE) == .close)
        #expect(event(CW_EVENT_FRAME_DONE) == .frameDone)
        #expect(event(CW_EVENT_BUFFER_RELEASE, .init(buffer_release: .init(buffer: 2))) == .bufferRelease(id: 2))
        #expect(
            event(CW_EVENT_OUTPUT_SCALE, .init(output_scale: .init(output: 9, scale: 2)))
                == .outputScale(output: 9, scale: 2))
        #expect(event(CW_EVENT_SURFACE_ENTER, .init(output: .init(output: 9))) == .surfaceEnter(output: 9))
        #expect(
            event(CW_EVENT_PREFERRED_SCALE, .init(preferred_scale: .init(scale_120: 150)))
                == .preferredScale(numerator: 150))
        #expect(event(CW_EVENT_CLOCK, .init(clock: .init(ms: 1234.567))) == .clock(1234.567))
        #expect(event(CW_EVENT_NONE) == nil)
    }

    /// Sizes and counters keep their width: a sequence past 2^53 (where a double would round
    /// it) and a popup's size arrive exactly.
    @Test func presentationAndPopupEvents() {
        let sequence: UInt64 = 1 << 53 + 1
        #expect(
            event(
                CW_EVENT_PRESENTED,
                .init(presented: .init(frame: 4, refresh_ns: 16_666_667, sequence: sequence, time_ms: 12.5, flags: 7)))
                == .presented(
                    frame: 4, Presentation(time: 12.5, refreshNanoseconds: 16_666_667, sequence: sequence, flags: 7)))
        #expect(event(CW_EVENT_DISCARDED, .init(discarded: .init(frame: 5))) == .discarded(frame: 5))
        #expect(
            popup(
                CW_EVENT_POPUP_CONFIGURE,
                .init(popup_configure: .init(x: -3, y: 40, width: 180, height: 96, serial: 11)))
                == .popupConfigure(x: -3, y: 40, width: 180, height: 96, serial: 11))
        #expect(
            popup(CW_EVENT_POPUP_PREFERRED_SCALE, .init(preferred_scale: .init(scale_120: 210)))
                == .popupPreferredScale(numerator: 210))
        #expect(popup(CW_EVENT_POPUP_DONE) == .popupDone)
    }
}
