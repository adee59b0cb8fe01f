import Testing

extension LiveSuite {
    /// `--decorations client` on a floating window under sway 1.7: the app draws its own
    /// decorations and moves the window through them; sway's own floating resize respects the
    /// app's minimum size; the close button closes. One app run on a 800×1000 output.
    ///
    /// What sway 1.7 does that this shows: it answers the set_mode(client_side) with
    /// server-side at once, then, when it maps a floating window whose client asked for
    /// client-side, switches it to client-side (border "csd"). It gives pointer input only
    /// inside the window geometry: a press in the app's shadow margin reaches nobody, so the
    /// app's own resize edges cannot be used there, and the window is resized with sway's
    /// floating modifier instead (Super + right button), which sends only configures.
    @Suite("sway: client-side decorations, floating")
    struct SwayClientDecorationTests {
        static let appID = "org.opacitybars.OpacityBars"

        @Test func titleBarMovesSwayResizesToTheMinimumAndTheCloseButtonCloses() throws {
            let s = try LiveSession(
                test: "sway-csd-floating", width: 800, height: 1000,
                appEnvironment: ["WAYLAND_DEBUG": "client"], decorations: .client,
                swayCommands: [
                    "for_window [app_id=\"\(Self.appID)\"] floating enable",
                    "floating_modifier Mod4 normal",
                ])
            let trace = try s.trace()
            #expect(trace.requests("zxdg_toplevel_decoration_v1", "set_mode").map(\.arguments) == [["1"]])
            #expect(
                trace.configuredDecorationModes == [2, 1],
                "sway's answers: \(trace.configuredDecorationModes)\n\(s.diagnostics())")
            #expect(try s.sway.window(ofPID: s.app.pid)?["border"] as? String == "csd")
            let start = try s.settledGeometry()
            #expect(
                trace.requests("xdg_surface", "set_window_geometry").last?.arguments
                    == ["12", "12", "\(Int(start.width))", "\(Int(start.height))"],
                "sway's rect \(start) should be the window geometry the app set")
            #expect(trace.requests("xdg_toplevel", "set_min_size").last?.arguments == ["200", "232"])
            DecorationPixels.expectTitleBar(in: try s.screenshot("floating"), window: (Int(start.x), Int(start.y)))

            // A drag of the app's title bar: xdg_toplevel.move with the press's serial.
            try s.expectTitleBarDrag(by: 80, 60, with: .pointer)

            // The margin outside the window geometry gets no input under sway 1.7: no button,
            // no resize request, the window unchanged.
            let before = try s.settledGeometry()
            let buttons = try s.trace().events("wl_pointer", "button").count
            let edge = try s.drawnDecorations().outside(.right)
            try s.play(Script.drag(from: edge.x, edge.y, to: edge.x + 60, edge.y, steps: 6), settle: 200)
            #expect(
                try s.trace().events("wl_pointer", "button").count == buttons,
                "sway delivered a press in the shadow margin: the app's own resize edges can be tested here now")
            #expect(try s.trace().requests("xdg_toplevel", "resize").isEmpty)
            #expect(try s.settledGeometry() == before)

            // sway's floating resize from the bottom-right quadrant: configures only, the app's
            // state follows, exactly; dragged far up and left it stops at the minimum, 200×232.
            let inside = (x: before.maxX - 40, y: before.maxY - 40)
            try s.expectResize(
                .bottomRight, by: -60, -40,
                performing: { start in
                    try Self.floatingModifierResize(s, window: start, from: inside, by: -60, -40)
                }, requestedBy: .compositor)
            let smaller = try s.settledGeometry()
            let grip = (x: smaller.maxX - 40, y: smaller.maxY - 40)
            let smallest = try s.expectResize(
                .bottomRight, by: -900, -900,
                performing: { start in
                    try Self.floatingModifierResize(s, window: start, from: grip, by: -900, -900)
                }, requestedBy: .compositor)
            #expect(smallest.width == 200 && smallest.height == 232, "\(smallest)")

            let close = try s.drawnDecorations().centre(of: .close)
            try s.play(Script.click(close.x, close.y), settle: 100)
            let end = try s.finish(closedByItself: true)
            #expect(end.status == 0, "the close button: exit status \(end.status)")
            #expect(
                end.state?.size.width == 200 && end.state?.size.height == 200, "\(String(describing: end.state?.size))")
        }

        /// Motions in one floating resize; each is a whole number of pixels, as sway's sizes are.
        static let resizeSteps = 4

        /// Super held (the floating modifier) and a right-button drag from `p` by (dx, dy) in
        /// `resizeSteps` motions: sway resizes the floating window from the edges nearest the
        /// press (here bottom-right), measured from the press.
        ///
        /// Each motion waits until sway has the window at that step's size and the app has
        /// committed it. sway 1.7 takes a floating window's size from every commit that changes
        /// it, so a motion that arrives while a configure is in flight is overwritten by the
        /// app's answer to that configure: a drag faster than the app's round trip ends a step
        /// or two short, by chance.
        static func floatingModifierResize(
            _ s: LiveSession, window start: ScreenRect, from p: (x: Double, y: Double),
            by dx: Double, _ dy: Double
        ) throws {
            try s.play(
                """
                motion \(p.x) \(p.y)
                frame
                sleep 50
                key Super_L 1
                modifiers 64 0 0 0
                sleep 30
                button right 1
                frame
                """, settle: 30)
            var previous = start
            for step in 1 ... resizeSteps {
                let f = Double(step) / Double(resizeSteps)
                try s.play("motion \(p.x + dx * f) \(p.y + dy * f)\nframe", settle: 0)
                let expected = ResizeEdges.bottomRight.resized(
                    start, by: dx * f, dy * f,
                    minimum: s.decorations.minimumWindowSize)
                if expected != previous { try awaitCommitted(s, expected, step: step) }
                previous = expected
            }
            try s.play(
                """
                button right 0
                frame
                key Super_L 0
                modifiers 0 0 0 0
                """, settle: 0)
        }

        /// Waits until sway shows the window at `size` and the app has sent the commit that
        /// answers it: its window geometry in the trace, then a snapshot, which the app writes
        /// only after its loop has flushed that commit.
        static func awaitCommitted(_ s: LiveSession, _ size: ScreenRect, step: Int) throws {
            let geometry = ["12", "12", "\(Int(size.width))", "\(Int(size.height))"]
            var seen = try s.geometry()
            let done = try Processes.waitUntil(timeout: 10) {
                seen = try s.geometry()
                guard seen == size else { return false }
                return try s.trace().requests("xdg_surface", "set_window_geometry").last?.arguments == geometry
            }
            guard done else {
                throw LiveError(
                    "sway's floating resize, step \(step) of \(resizeSteps): the window is \(seen), expected \(size)"
                        + " answered by the app\n\(s.diagnostics())")
            }
            _ = try s.app.snapshot("resize-step-\(step)")
        }
    }
}
