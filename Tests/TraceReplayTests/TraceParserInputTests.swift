import Gestures
import Testing

@testable import TraceReplay

/// Each interface the replayer uses decodes to the shared `InputEvent` vocabulary.
@Suite struct TraceParserInputTests {
    static func events(_ text: String) throws -> [TraceEvent] {
        try TraceParser.parse(contents: text, file: "t.trace").events.map(\.event)
    }

    @Test func pointerAndAxes() throws {
        let e = try Self.events(
            """
            [1.000] wl_pointer@11.enter(5, wl_surface@3, 100.00000000, 200.50000000)
            [1.000] wl_pointer@11.frame()
            [2.000] wl_pointer@11.button(6, 1000, 272, 1)
            [2.000] wl_pointer@11.frame()
            [3.000] wl_pointer@11.axis_source(0)
            [3.000] wl_pointer@11.axis_value120(0, 120)
            [3.000] wl_pointer@11.axis_relative_direction(0, 1)
            [3.000] wl_pointer@11.axis_discrete(0, 1)
            [3.000] wl_pointer@11.axis(1010, 0, 15.00000000)
            [3.000] wl_pointer@11.frame()
            [4.000] wl_pointer@11.axis_stop(1020, 1)
            [4.000] wl_pointer@11.frame()
            [5.000] wl_pointer@11.leave(7, wl_surface@3)
            [5.000] wl_pointer@11.frame()
            """)
        #expect(
            e == [
                .input(.pointerEnter(Point(x: 100, y: 200.5))), .input(.pointerFrame),
                .input(.pointerButton(button: .primary, pressed: true, time: 1000)), .input(.pointerFrame),
                .input(.axisSource(.wheel)), .input(.axisValue120(.vertical, value120: 120)),
                .input(.axisRelativeDirection(.vertical, inverted: true)),
                .input(.axisDiscrete(.vertical, steps: 1)), .input(.axis(.vertical, value: 15, time: 1010)),
                .input(.pointerFrame),
                .input(.axisStop(.horizontal, time: 1020)), .input(.pointerFrame),
                .input(.pointerLeave), .input(.pointerFrame),
            ])
    }

    @Test func seatBelowV5GetsAFrameAfterEveryPointerEvent() throws {
        let e = try Self.events(
            """
            [1.000] wl_pointer@11.motion(1, 1.0, 2.0)
            [2.000] wl_pointer@11.button(2, 3, 272, 1)
            """)
        #expect(
            e == [
                .input(.pointerMotion(Point(x: 1, y: 2), time: 1)), .input(.pointerFrame),
                .input(.pointerButton(button: .primary, pressed: true, time: 3)), .input(.pointerFrame),
            ])
    }

    @Test func missingTouchFrameAfterUpIsAdded() throws {
        let e = try Self.events(
            """
            [1.000] wl_touch@12.down(1, 10, wl_surface@3, 0, 5.0, 6.0)
            [1.000] wl_touch@12.frame()
            [9.000] wl_touch@12.up(2, 18, 0)
            [200.000] wl_touch@12.down(3, 60, wl_surface@3, 0, 5.0, 6.0)
            [200.000] wl_touch@12.frame()
            [208.000] wl_touch@12.cancel()
            """)
        #expect(
            e == [
                .input(.touchDown(id: 0, Point(x: 5, y: 6), time: 10)), .input(.touchFrame),
                .input(.touchUp(id: 0, time: 18)), .input(.touchFrame),
                .input(.touchDown(id: 0, Point(x: 5, y: 6), time: 60)), .input(.touchFrame),
                .input(.touchCancel),
            ])
    }

    @Test func aSlowlyPrintedGroupIsNotSplit() throws {
        // Two downs 5 ms apart in one group (a loaded client printing slowly): one frame.
        let e = try Self.events(
            """
            [1.000] wl_touch@12.down(1, 10, wl_surface@3, 0, 5.0, 6.0)
            [6.000] wl_touch@12.down(2, 10, wl_surface@3, 1, 50.0, 60.0)
            [6.100] wl_touch@12.frame()
            """)
        #expect(
            e == [
                .input(.touchDown(id: 0, Point(x: 5, y: 6), time: 10)),
                .input(.touchDown(id: 1, Point(x: 50, y: 60), time: 10)), .input(.touchFrame),
            ])
    }

    @Test func keyboardThroughTheDefaultUSKeymap() throws {
        let e = try Self.events(
            """
            [1.000] wl_keyboard@13.keymap(1, fd 33, 48024)
            [1.000] wl_keyboard@13.enter(9, wl_surface@3, array[4])
            [1.000] wl_keyboard@13.repeat_info(25, 600)
            [2.000] wl_keyboard@13.key(10, 100, 106, 1)
            [2.100] wl_keyboard@13.key(11, 110, 106, 0)
            [3.000] wl_keyboard@13.key(12, 120, 1, 1)
            [3.000] wl_keyboard@13.modifiers(13, 65, 0, 0, 0)
            [3.100] wl_keyboard@13.modifiers(14, 73, 0, 0, 0)
            [3.200] wl_keyboard@13.modifiers(15, 4, 0, 2, 0)
            [3.300] wl_keyboard@13.key(16, 130, 103, 2)
            [4.000] wl_keyboard@13.leave(17, wl_surface@3)
            """)
        #expect(
            e == [
                .input(.keyboardFocus(true)), .keyRepeat(rate: 25, delay: 600),
                .input(.key(.right, pressed: true, time: 100, code: 106)),
                .input(.key(.right, pressed: false, time: 110, code: 106)),
                .input(.key(.escape, pressed: true, time: 120, code: 1)),
                .input(.modifiers([.shift, .superKey])),
                .input(.modifiers([.shift, .superKey, .alt])),
                .input(.modifiers([.control])),
                .input(.keyboardFocus(false)),
            ])
    }

    @Test func windowAndScaleEvents() throws {
        let trace = try TraceParser.parse(
            contents: """
                [1.000] xdg_toplevel@14.configure(0, 0, array[0])
                [1.000] xdg_toplevel@14.configure(640, 480, array[8])
                [1.000] wp_fractional_scale_v1@20.preferred_scale(180)
                [1.000] wl_output@8.scale(2)
                [2.000] xdg_toplevel@14.configure(320, 200, array[8])
                [2.000] xdg_toplevel@14.configure(0, 0, array[8])
                [3.000] xdg_toplevel@14.close()
                """, file: "w.trace")
        // The fractional preferred scale wins over the output's integer scale (as live). Each
        // configure is preceded by its count of states (array[8]: two).
        #expect(
            trace.events.map(\.event) == [
                .toplevelStates(count: 0), .configure(width: 0, height: 0),
                .toplevelStates(count: 2), .configure(width: 640, height: 480),
                .scale(1.5), .toplevelStates(count: 2), .configure(width: 320, height: 200),
                .toplevelStates(count: 2), .configure(width: 0, height: 0), .close,
            ])
        #expect(trace.firstConfiguredSize! == (640, 480))
        #expect(trace.lastConfiguredSize! == (320, 200))
    }

    @Test func outputScaleFollowsTheOutputsTheWindowSurfaceEntered() throws {
        let e = try Self.events(
            """
            [1.000]  -> xdg_wm_base@6.get_xdg_surface(new id xdg_surface@10, wl_surface@9)
            [1.000] wl_output@8.scale(1)
            [1.000] wl_output@20.scale(2)
            [2.000] wl_surface@9.enter(wl_output@20)
            [2.000] wl_surface@30.enter(wl_output@8)
            [3.000] wl_surface@9.leave(wl_output@20)
            [3.000] wl_surface@9.enter(wl_output@8)
            [4.000] wl_surface@9.enter(nil)
            """)
        // Before any enter: the largest output scale; then the entered output's; the cursor
        // surface (30) entering output 8 does not count.
        #expect(e == [.scale(1), .scale(2), .scale(1)])
    }

    @Test func inputOnTheClientsOtherSurfacesIsLeftOut() throws {
        // Surface 9 is the window; 31 a subsurface (say, client-side decorations).
        let e = try Self.events(
            """
            [1.000]  -> xdg_wm_base@6.get_xdg_surface(new id xdg_surface@10, wl_surface@9)
            [2.000] wl_pointer@11.enter(1, wl_surface@31, 5.0, 5.0)
            [2.000] wl_pointer@11.frame()
            [3.000] wl_pointer@11.button(2, 30, 272, 1)
            [3.000] wl_pointer@11.frame()
            [4.000] wl_pointer@11.leave(3, wl_surface@31)
            [4.000] wl_pointer@11.enter(4, wl_surface@9, 50.0, 60.0)
            [4.000] wl_pointer@11.frame()
            [5.000] wl_touch@12.down(5, 50, wl_surface@31, 0, 1.0, 1.0)
            [5.000] wl_touch@12.down(6, 50, wl_surface@9, 1, 7.0, 8.0)
            [5.000] wl_touch@12.frame()
            [6.000] wl_touch@12.motion(60, 0, 2.0, 2.0)
            [6.000] wl_touch@12.motion(60, 1, 9.0, 8.0)
            [6.000] wl_touch@12.frame()
            [7.000] wl_touch@12.up(7, 70, 0)
            [7.000] wl_touch@12.up(8, 70, 1)
            [7.000] wl_touch@12.frame()
            """)
        #expect(
            e == [
                .input(.pointerFrame), .input(.pointerFrame),
                .input(.pointerEnter(Point(x: 50, y: 60))), .input(.pointerFrame),
                .input(.touchDown(id: 1, Point(x: 7, y: 8), time: 50)), .input(.touchFrame),
                .input(.touchMotion(id: 1, Point(x: 9, y: 8), time: 60)), .input(.touchFrame),
                .input(.touchUp(id: 1, time: 70)), .input(.touchFrame),
            ])
    }

    @Test func touchpadGestures() throws {
        let e = try Self.events(
            """
            [1.000] zwp_pointer_gesture_pinch_v1@30.begin(1, 100, wl_surface@3, 2)
            [1.000] zwp_pointer_gesture_pinch_v1@30.update(108, 1.5, -2.0, 1.25, 0.0)
            [1.000] zwp_pointer_gesture_pinch_v1@30.end(2, 116, 0)
            [1.000] zwp_pointer_gesture_swipe_v1@31.begin(3, 200, wl_surface@3, 3)
            [1.000] zwp_pointer_gesture_swipe_v1@31.update(208, 4.0, 0.0)
            [1.000] zwp_pointer_gesture_swipe_v1@31.end(4, 216, 1)
            [1.000] zwp_pointer_gesture_hold_v1@32.begin(5, 300, wl_surface@3, 2)
            [1.000] zwp_pointer_gesture_hold_v1@32.end(6, 316, 1)
            """)
        #expect(
            e == [
                .input(.pinchBegin(fingers: 2, time: 100)),
                .input(.pinchUpdate(delta: Point(x: 1.5, y: -2), scale: 1.25, rotation: 0, time: 108)),
                .input(.pinchEnd(cancelled: false, time: 116)),
                .input(.swipeBegin(fingers: 3, time: 200)), .input(.swipeUpdate(delta: Point(x: 4, y: 0), time: 208)),
                .input(.swipeEnd(cancelled: true, time: 216)),
                .input(.holdBegin(fingers: 2, time: 300)), .input(.holdEnd(cancelled: true, time: 316)),
            ])
    }

    @Test func otherObjectIdsReplayTheSame() throws {
        let a = try Self.events(
            "[5.000] wl_touch@12.down(1, 2, wl_surface@3, 4, 5.0, 6.0)\n[5.000] wl_touch@12.frame()")
        let b = try Self.events(
            "[9.000] wl_touch@77.down(901, 2, wl_surface@41, 4, 5.0, 6.0)\n[9.000] wl_touch@77.frame()")
        #expect(a == b)
    }
}
