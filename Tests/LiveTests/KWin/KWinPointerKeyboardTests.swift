import Testing

extension LiveSuite {
    /// The pointer, the wheel and the keyboard through kwin's fake input, in one app run.
    /// kwin's fake axis arrives as a plain wl_pointer.axis (no source, no discrete step), so
    /// the app scrolls by exactly its value.
    @Suite("kwin: pointer, wheel, keyboard")
    struct KWinPointerKeyboardTests {
        @Test func pointerDragWheelAndKeys() throws {
            let s = try KWinSession(test: "kwin-pointer-keys")
            let red = try s.initial.surfaceFrame("red")
            let ry = red.y + red.height / 2

            // Left-button drag on red from x = 100 to 350: red follows x (8 px mouse slop).
            try s.play(
                """
                motion \(s.at(100, ry))
                sleep 50
                button left 1
                sleep 16
                glide \(s.at(100, ry)) \(s.at(350, ry)) 12 16
                sleep 30
                button left 0
                """, settle: 300)
            let dragged = try s.app.snapshot("pointer-drag")
            #expect(try dragged.bar("red").opacity == KWinChecks.opacity(at: 350, on: red))
            #expect(KWinChecks.log(dragged) == ["opacityDrag red ended"])

            // Two axis events of 15 px over the list: 30 px.
            try s.play("motion \(s.at(240, 600))\nsleep 50\naxis v 15\nsleep 50\naxis v 15", settle: 400)
            let wheeled = try s.settledSnapshot("wheel")
            #expect(wheeled.scrollOffset == 30, "offset \(wheeled.scrollOffset)")

            // Keys: Down, Down (focus on red), Right −10 %, Shift+Right −1 %, Left +10 %.
            try s.play(
                """
                type Down
                sleep 40
                type Down
                sleep 40
                type Right
                sleep 40
                key Shift_L 1
                type Right
                key Shift_L 0
                sleep 40
                type Left
                """, settle: 300)
            let keyed = try s.settledSnapshot("keys")
            let expected = ((KWinChecks.opacity(at: 350, on: red) - 0.01) * 10_000).rounded() / 10_000
            let redKeyed = try keyed.bar("red").opacity
            #expect(abs(redKeyed - expected) < 1e-9, "red \(redKeyed), expected \(expected)")
            #expect(keyed.gestures.filter { $0.gesture == "key" }.count == 5, "\(KWinChecks.log(keyed))")
            _ = try KWinChecks.expectEnd(s, opacities: ["red": expected])
        }
    }
}
