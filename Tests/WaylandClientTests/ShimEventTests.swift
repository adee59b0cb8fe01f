import CWayland
import Gestures
import Testing

@testable import WaylandClient

/// cw_event → ShimEvent is 1:1 with Gestures.InputEvent for input (no wl_fixed, no C types).
@Suite struct ShimEventTests {
    private func event(
        _ type: cw_event_type, time: UInt32 = 0, i0: Int32 = 0, i1: Int32 = 0,
        u0: UInt32 = 0, u1: UInt32 = 0, x: Double = 0, y: Double = 0,
        scale: Double = 0, rotation: Double = 0
    ) -> ShimEvent? {
        ShimEvent(
            cw_event(
                type: type.rawValue, time: time, i0: i0, i1: i1, u0: u0, u1: u1,
                x: x, y: y, scale: scale, rotation: rotation, dispatched: 0))
    }

    @Test func pointerEvents() {
        #expect(event(CW_EVENT_POINTER_ENTER, x: 10.5, y: 20.25) == .input(.pointerEnter(Point(x: 10.5, y: 20.25))))
        #expect(event(CW_EVENT_POINTER_LEAVE) == .input(.pointerLeave))
        #expect(
            event(CW_EVENT_POINTER_MOTION, time: 7, x: 1, y: 2) == .input(.pointerMotion(Point(x: 1, y: 2), time: 7)))
        #expect(
            event(CW_EVENT_POINTER_BUTTON, time: 9, i0: 1, u0: 272)
                == .input(.pointerButton(button: .primary, pressed: true, time: 9)))
        #expect(
            event(CW_EVENT_POINTER_BUTTON, i0: 0, u0: 273)
                == .input(.pointerButton(button: .secondary, pressed: false, time: 0)))
        #expect(
            event(CW_EVENT_POINTER_BUTTON, i0: 1, u0: 274)
                == .input(.pointerButton(button: .middle, pressed: true, time: 0)))
        #expect(
            event(CW_EVENT_POINTER_BUTTON, i0: 1, u0: 275)
                == .input(.pointerButton(button: .other(275), pressed: true, time: 0)))
        #expect(event(CW_EVENT_AXIS, time: 3, i0: 1, x: -15) == .input(.axis(.horizontal, value: -15, time: 3)))
        #expect(event(CW_EVENT_AXIS_SOURCE, i0: 2) == .input(.axisSource(.continuous)))
        #expect(event(CW_EVENT_AXIS_STOP, time: 4, i0: 0) == .input(.axisStop(.vertical, time: 4)))
        #expect(event(CW_EVENT_AXIS_DISCRETE, i0: 0, i1: -2) == .input(.axisDiscrete(.vertical, steps: -2)))
        #expect(event(CW_EVENT_AXIS_VALUE120, i0: 0, i1: 60) == .input(.axisValue120(.vertical, value120: 60)))
        #expect(
            event(CW_EVENT_AXIS_RELATIVE_DIRECTION, i0: 1, i1: 1)
                == .input(.axisRelativeDirection(.horizontal, inverted: true)))
        #expect(
            event(CW_EVENT_AXIS_RELATIVE_DIRECTION, i0: 0, i1: 0)
                == .input(.axisRelativeDirection(.vertical, inverted: false)))
        #expect(event(CW_EVENT_POINTER_FRAME) == .input(.pointerFrame))
    }

    @Test func touchEvents() {
        #expect(
            event(CW_EVENT_TOUCH_DOWN, time: 5, i0: 3, x: 4, y: 6)
                == .input(.touchDown(id: 3, Point(x: 4, y: 6), time: 5)))
        #expect(
            event(CW_EVENT_TOUCH_MOTION, time: 6, i0: 3, x: 5, y: 7)
                == .input(.touchMotion(id: 3, Point(x: 5, y: 7), time: 6)))
        #expect(event(CW_EVENT_TOUCH_UP, time: 8, i0: 3) == .input(.touchUp(id: 3, time: 8)))
        #expect(event(CW_EVENT_TOUCH_CANCEL) == .input(.touchCancel))
        #expect(event(CW_EVENT_TOUCH_FRAME) == .input(.touchFrame))
    }

    @Test func keyboardEvents() {
        #expect(
            event(CW_EVENT_KEY, time: 11, i0: 1, u0: 0xff52, u1: 103)
                == .input(.key(.up, pressed: true, time: 11, code: 103)))
        #expect(event(CW_EVENT_MODIFIERS, u0: 12) == .input(.modifiers([.alt, .superKey])))
        #expect(event(CW_EVENT_REPEAT_INFO, i0: 25, i1: 600) == .keyRepeat(rate: 25, delay: 600))
        #expect(event(CW_EVENT_KEYBOARD_FOCUS, i0: 1) == .input(.keyboardFocus(true)))
        #expect(event(CW_EVENT_KEYBOARD_FOCUS, i0: 0) == .input(.keyboardFocus(false)))
        // The popup's grab takes the keyboard: its enter and leave name the popup.
        #expect(
            event(CW_EVENT_KEYBOARD_FOCUS, i0: 1, u1: CW_SURFACE_POPUP.rawValue)
                == .inputOn(.keyboardFocus(true), .popup))
        #expect(
            event(CW_EVENT_KEYBOARD_FOCUS, i0: 0, u1: CW_SURFACE_POPUP.rawValue)
                == .inputOn(.keyboardFocus(false), .popup))
    }

    @Test func touchpadGesturesAndSeat() {
        #expect(event(CW_EVENT_PINCH_BEGIN, time: 1, u0: 2) == .input(.pinchBegin(fingers: 2, time: 1)))
        #expect(
            event(CW_EVENT_PINCH_UPDATE, time: 2, x: 1, y: -1, scale: 1.5, rotation: 10)
                == .input(.pinchUpdate(delta: Point(x: 1, y: -1), scale: 1.5, rotation: 10, time: 2)))
        #expect(event(CW_EVENT_PINCH_END, time: 3, i0: 1) == .input(.pinchEnd(cancelled: true, time: 3)))
        #expect(event(CW_EVENT_SWIPE_BEGIN, time: 1, u0: 3) == .input(.swipeBegin(fingers: 3, time: 1)))
        #expect(
            event(CW_EVENT_SWIPE_UPDATE, time: 2, x: 3, y: 4) == .input(.swipeUpdate(delta: Point(x: 3, y: 4), time: 2))
        )
        #expect(event(CW_EVENT_SWIPE_END, time: 3) == .input(.swipeEnd(cancelled: false, time: 3)))
        #expect(event(CW_EVENT_HOLD_BEGIN, time: 1, u0: 4) == .input(.holdBegin(fingers: 4, time: 1)))
        #expect(event(CW_EVENT_HOLD_END, time: 2, i0: 1) == .input(.holdEnd(cancelled: true, time: 2)))
        #expect(event(CW_EVENT_CAPABILITIES, u0: 3) == .input(.capabilities([.pointer, .keyboard])))
    }

    @Test func windowEvents() {
        #expect(event(CW_EVENT_CONFIGURE, i0: 640, i1: 0, u0: 42) == .configure(width: 640, height: 0, serial: 42))
        // States as the shim packs them: 1 << xdg_toplevel.state (maximized 1, activated 4, tiled left 5).
        #expect(
            event(CW_EVENT_CONFIGURE, i0: 800, i1: 600, u0: 7, u1: 1 << 1 | 1 << 4 | 1 << 5)
                == .configure(width: 800, height: 600, states: [.maximized, .activated, .tiledLeft], serial: 7))
        #expect(event(CW_EVENT_CONFIGURE_BOUNDS, i0: 1920, i1: 1050) == .configureBounds(width: 1920, height: 1050))
        #expect(event(CW_EVENT_WM_CAPABILITIES, u0: 1 << 2 | 1 << 4) == .capabilities([.maximize, .minimize]))
        #expect(event(CW_EVENT_DECORATION_MODE, i0: 1) == .decorationMode(.client))
        #expect(event(CW_EVENT_DECORATION_MODE, i0: 2) == .decorationMode(.server))
        #expect(event(CW_EVENT_CLOSE) == .close)
        #expect(event(CW_EVENT_FRAME_DONE) == .frameDone)
        #expect(event(CW_EVENT_BUFFER_RELEASE, u0: 2) == .bufferRelease(id: 2))
        #expect(event(CW_EVENT_OUTPUT_SCALE, i0: 2, u0: 9) == .outputScale(output: 9, scale: 2))
        #expect(event(CW_EVENT_PREFERRED_SCALE, i0: 150) == .preferredScale(numerator: 150))
        #expect(event(CW_EVENT_CLOCK, x: 1234.567) == .clock(1234.567))
        #expect(event(CW_EVENT_NONE) == nil)
    }
}
