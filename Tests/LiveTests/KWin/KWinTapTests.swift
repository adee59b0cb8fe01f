import Testing

extension LiveSuite {
    /// Real wl_touch under kwin (fake input): tap, the slop fallback, double tap, long press
    /// and paint, in one app run (each kwin start costs about a second). Bars are 448 px wide
    /// from x = 16, so every opacity below is exact (docs/DESIGN.md, "Opacity from a point").
    @Suite("kwin: taps and long press")
    struct KWinTapTests {
        @Test func tapSlopFallbackDoubleTapLongPressAndPaint() throws {
            let s = try KWinSession(test: "kwin-taps")
            let f = { (name: String) in try s.initial.surfaceFrame(name) }
            let red = try f("red"), gray = try f("gray"), black = try f("black")
            let orange = try f("orange"), green = try f("green")
            let mid = { (b: LiveState.Frame) in b.y + b.height / 2 }

            // Tap: the opacity comes from the lift point.
            try s.play(s.tap(245, mid(red)), settle: 400)
            let afterTap = try s.app.snapshot("tap")
            #expect(try afterTap.bar("red").opacity == 0.4888, "1 − (245 − 16) / 448")
            #expect(KWinChecks.log(afterTap) == ["tap red ended"])

            // Slop fallback: 15 px of movement (< the 20 px touch slop) is still a tap, and
            // it takes the lift point (315), not the press point (300).
            try s.play(
                """
                touch_down 0 \(s.at(300, mid(gray)))
                touch_frame
                touch_glide 5 16 0 \(s.at(300, mid(gray))) \(s.at(315, mid(gray)))
                sleep 30
                touch_up 0
                touch_frame
                """, settle: 400)
            let afterSlop = try s.app.snapshot("slop")
            #expect(try afterSlop.bar("gray").opacity == KWinChecks.opacity(at: 315, on: gray))
            #expect(KWinChecks.log(afterSlop).last == "tap gray ended", "\(KWinChecks.log(afterSlop))")

            // Double tap: two taps 100 ms apart, 10 px apart: back to opaque; the first tap
            // acted at once (its own entry in the log).
            try s.play(s.tap(200, mid(black)) + "\nsleep 100\n" + s.tap(210, mid(black)), settle: 400)
            let afterDouble = try s.app.snapshot("double-tap")
            #expect(try afterDouble.bar("black").opacity == 1)
            #expect(
                KWinChecks.log(afterDouble).suffix(2) == ["tap black ended", "doubleTap black ended"],
                "\(KWinChecks.log(afterDouble))")

            // Long press: held still 700 ms (> 500) at x = 100 on orange sets it at once;
            // moving on paints every bar entered (yellow, green) from x, then green follows
            // the finger to x = 380. Scrolling is denied throughout.
            let x0 = 100.0, x1 = 380.0
            try s.play(
                """
                touch_down 0 \(s.at(x0, mid(orange)))
                touch_frame
                sleep 700
                """, settle: 100)
            let held = try s.app.snapshot("long-press-held")
            #expect(
                try held.bar("orange").opacity == KWinChecks.opacity(at: x0, on: orange),
                "the long press acts while held")
            try s.play(
                """
                touch_glide 20 16 0 \(s.at(x0, mid(orange))) \(s.at(x0, mid(green)))
                touch_glide 10 16 0 \(s.at(x0, mid(green))) \(s.at(x1, mid(green)))
                sleep 50
                touch_up 0
                touch_frame
                """, settle: 300)
            let painted = try s.settledSnapshot("painted")
            #expect(painted.scrollOffset == 0, "paint must not scroll")
            #expect(KWinChecks.log(painted).contains("longPress orange ended"), "\(KWinChecks.log(painted))")
            #expect(
                painted.gestures.contains { $0.gesture == "paint" && $0.outcome == "ended" },
                "\(KWinChecks.log(painted))")

            let final = try KWinChecks.expectEnd(
                s,
                opacities: [
                    "red": 0.4888, "gray": KWinChecks.opacity(at: 315, on: gray),
                    "orange": KWinChecks.opacity(at: x0, on: orange), "yellow": KWinChecks.opacity(at: x0, on: orange),
                    "green": KWinChecks.opacity(at: x1, on: green),
                ])
            #expect(
                !final.gestures.contains { $0.gesture == "scroll" || $0.gesture == "opacityDrag" },
                "\(KWinChecks.log(final))")
        }
    }
}
