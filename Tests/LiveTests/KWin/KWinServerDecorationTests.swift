import Testing

extension LiveSuite {
    /// The app's default (`--decorations auto`) under kwin: kwin offers xdg-decoration, the app
    /// asks for server-side decorations and draws none, kwin draws its own frame (Breeze, the
    /// `kwin-style-breeze` package) and moves and resizes the window from it, one app run.
    @Suite("kwin: server-side decorations")
    struct KWinServerDecorationTests {
        @Test func kwinDrawsTheFrameAndMovesAndResizesFromIt() throws {
            let s = try KWinSession(test: "kwin-ssd")

            // The negotiation, in the trace: one decoration object, server-side asked for and
            // configured; no window geometry (nothing drawn around the content), the content's
            // own minimum size.
            let trace = try s.trace()
            #expect(
                trace.requests("zxdg_decoration_manager_v1", "get_toplevel_decoration").count == 1, "\(s.diagnostics())"
            )
            #expect(trace.requests("zxdg_toplevel_decoration_v1", "set_mode").map(\.arguments) == [["2"]])
            #expect(trace.configuredDecorationModes == [2], "\(trace.configuredDecorationModes)")
            #expect(trace.requests("xdg_surface", "set_window_geometry").isEmpty)
            #expect(trace.requests("xdg_toplevel", "set_min_size").last?.arguments == ["200", "200"])

            // kwin drew a frame: a title bar above the buffer, none of it in the app's surface.
            let window = try #require(try s.kwin.window(ofPID: s.app.pid))
            let kwinTitleBar = window.buffer.y - window.frame.y
            #expect(
                kwinTitleBar >= 20 && kwinTitleBar <= 60,
                "kwin's title bar: \(kwinTitleBar) px (frame \(window.frame), buffer \(window.buffer))")
            #expect(
                window.frame.x <= window.buffer.x && window.frame.maxX >= window.buffer.maxX
                    && window.frame.maxY >= window.buffer.maxY, "the frame should surround the buffer: \(window)")
            #expect(
                s.initial.size.width == Int(window.buffer.width) && s.initial.size.height == Int(window.buffer.height),
                "the content should fill the surface: \(s.initial.size) in \(window.buffer)")

            // A drag of kwin's own title bar moves the window by exactly the drag (kwin takes
            // the press itself: no slop, no request from the app).
            let grab = (x: window.frame.x + window.frame.width / 2, y: window.frame.y + kwinTitleBar / 2)
            try s.play(Script.drag(from: grab.x, grab.y, to: grab.x - 90, grab.y + 60), settle: 100)
            let moved = try s.geometry { $0 != window.buffer }
            let (dx, dy) = moved.offset(from: window.buffer)
            #expect(
                abs(dx + 90) <= 1 && abs(dy - 60) <= 1 && moved.hasSize(of: window.buffer),
                "kwin's title bar dragged by (-90, 60): \(window.buffer) → \(moved)\n\(s.diagnostics())")
            #expect(try s.trace().requests("xdg_toplevel", "move").isEmpty, "the app asked for a move of kwin's frame")

            // Resize from kwin's frame: its right edge (Breeze draws no side borders; kwin's
            // resize area starts at the frame's edge), then the bottom-right corner far up and
            // left: no smaller than the app's minimum, 200×200.
            var frame = try #require(try s.kwin.window(ofPID: s.app.pid)).frame
            try s.expectResize(
                .right, from: (frame.maxX + 1, frame.y + frame.height / 2), by: -80, 0,
                with: .pointer, appRequests: false)
            frame = try #require(try s.kwin.window(ofPID: s.app.pid)).frame
            let smallest = try s.expectResize(
                .bottomRight, from: (frame.maxX + 1, frame.maxY + 1), by: -700, -900,
                with: .pointer, appRequests: false)
            #expect(smallest.width == 200 && smallest.height == 200, "\(smallest)")
            let last = try #require(try s.kwin.window(ofPID: s.app.pid))
            #expect(
                last.frame.height - last.buffer.height == window.frame.height - window.buffer.height,
                "kwin's frame kept its title bar: \(last)")

            // The end: the app's own final frame is the content alone, and replay agrees.
            let end = try s.finish()
            #expect(end.status == 0)
            #expect(
                end.frame.width == end.state.size.width && end.frame.height == end.state.size.height,
                "the final frame is \(end.frame.width)×\(end.frame.height), the content \(end.state.size)")
            DecorationPixels.expectNoTitleBar(in: end.frame, window: (0, 0))
            try KWinChecks.expectReplayAgrees(s, live: end.state, frame: end.frame)
        }
    }
}
