import Testing

extension LiveSuite {
    /// Several real touches at once under kwin: each has its own contest (two fingers drag
    /// two bars, three fingers three), scrolling fingers move the list by their centroid, and
    /// a vertical spread pinches the row height, in one app run.
    @Suite("kwin: several fingers")
    struct KWinMultiTouchTests {
        @Test func twoAndThreeFingersCentroidScrollAndPinch() throws {
            let s = try KWinSession(test: "kwin-multi-touch")
            let f = { (name: String) in try s.initial.surfaceFrame(name) }
            let mid = { (b: LiveState.Frame) in b.y + b.height / 2 }
            let red = try f("red"), yellow = try f("yellow")
            let black = try f("black"), gray = try f("gray"), orange = try f("orange")

            // Two fingers, two bars: red to x = 200, yellow to x = 300, at the same time.
            try s.play(
                """
                touch_down 0 \(s.at(400, mid(red)))
                touch_down 1 \(s.at(400, mid(yellow)))
                touch_frame
                touch_glide 20 10 0 \(s.at(400, mid(red))) \(s.at(200, mid(red))) 1 \(s.at(400, mid(yellow))) \(s.at(300, mid(yellow)))
                sleep 30
                touch_up 0
                touch_up 1
                touch_frame
                """, settle: 300)
            let two = try s.app.snapshot("two-bars")
            #expect(try two.bar("red").opacity == KWinChecks.opacity(at: 200, on: red))
            #expect(try two.bar("yellow").opacity == KWinChecks.opacity(at: 300, on: yellow))
            #expect(two.scrollOffset == 0)
            #expect(
                Set(KWinChecks.log(two)) == ["opacityDrag red ended", "opacityDrag yellow ended"],
                "\(KWinChecks.log(two))")

            // Three fingers, three bars: black, gray and orange to 100, 250 and 420.
            try s.play(
                """
                touch_down 0 \(s.at(300, mid(black)))
                touch_down 1 \(s.at(300, mid(gray)))
                touch_down 2 \(s.at(300, mid(orange)))
                touch_frame
                touch_glide 20 10 0 \(s.at(300, mid(black))) \(s.at(100, mid(black))) 1 \(s.at(300, mid(gray))) \(s.at(250, mid(gray))) 2 \(s.at(300, mid(orange))) \(s.at(420, mid(orange)))
                sleep 30
                touch_up 0
                touch_up 1
                touch_up 2
                touch_frame
                """, settle: 300)
            let three = try s.app.snapshot("three-bars")
            #expect(try three.bar("black").opacity == KWinChecks.opacity(at: 100, on: black))
            #expect(try three.bar("gray").opacity == KWinChecks.opacity(at: 250, on: gray))
            #expect(try three.bar("orange").opacity == KWinChecks.opacity(at: 420, on: orange))
            #expect(three.scrollOffset == 0)

            // Two scrolling fingers: both 60 px up, held; then both 100 px more, held still,
            // lift. The list moves by their centroid: exactly 100 px more, never 200.
            try s.play(
                """
                touch_down 0 \(s.at(200, 700))
                touch_down 1 \(s.at(300, 700))
                touch_frame
                touch_glide 15 16 0 \(s.at(200, 700)) \(s.at(200, 640)) 1 \(s.at(300, 700)) \(s.at(300, 640))
                sleep 100
                """, settle: 100)
            let held = try s.app.snapshot("centroid-held")
            #expect(held.scrollOffset > 0 && held.scrollOffset <= 60, "offset \(held.scrollOffset) after 60 px")
            try s.play(
                """
                touch_glide 25 16 0 \(s.at(200, 640)) \(s.at(200, 540)) 1 \(s.at(300, 640)) \(s.at(300, 540))
                sleep 300
                touch_up 0
                touch_up 1
                touch_frame
                """, settle: 300)
            let scrolled = try s.settledSnapshot("centroid")
            #expect(
                abs(scrolled.scrollOffset - held.scrollOffset - 100) < 0.01,
                "two fingers 100 px: the list moved \(scrolled.scrollOffset - held.scrollOffset)")
            #expect(scrolled.rowHeight == 80)

            // Pinch: two fingers 100 px apart spread to 200. The pinch begins once the span
            // has changed by the pinch slop (18 px: at 120 with 5 px steps, or at 118 had it
            // been exact), then the row height scales with the span: 80 × 200 / 120…118.
            try s.play(
                """
                touch_down 0 \(s.at(240, 350))
                touch_down 1 \(s.at(240, 450))
                touch_frame
                touch_glide 20 10 0 \(s.at(240, 350)) \(s.at(240, 300)) 1 \(s.at(240, 450)) \(s.at(240, 500))
                sleep 100
                touch_up 0
                touch_up 1
                touch_frame
                """, settle: 300)
            let pinched = try s.settledSnapshot("pinched")
            #expect(
                pinched.rowHeight >= 80 * 200 / 120 - 0.01 && pinched.rowHeight <= 80 * 200 / 118 + 0.01,
                "row height \(pinched.rowHeight)")
            #expect(KWinChecks.log(pinched).last == "pinch - ended", "\(KWinChecks.log(pinched))")

            _ = try KWinChecks.expectEnd(
                s,
                opacities: [
                    "red": KWinChecks.opacity(at: 200, on: red), "yellow": KWinChecks.opacity(at: 300, on: yellow),
                    "black": KWinChecks.opacity(at: 100, on: black), "gray": KWinChecks.opacity(at: 250, on: gray),
                    "orange": KWinChecks.opacity(at: 420, on: orange),
                ])
        }
    }
}
