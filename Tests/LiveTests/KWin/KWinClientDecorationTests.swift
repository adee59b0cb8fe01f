import Testing

extension LiveSuite {
    /// `--decorations client` under kwin: the app asks for client-side decorations, kwin
    /// grants them and draws nothing; the app's title bar and margin move and resize the
    /// window through xdg_toplevel.move / resize, by pointer and by real touch.
    @Suite("kwin: client-side decorations, move and resize")
    struct KWinClientDecorationTests {
        @Test func titleBarMovesMarginResizesByPointerAndTouchAndTheCloseButtonCloses() throws {
            let s = try KWinSession(test: "kwin-csd-move-resize", decorations: .client)

            // The negotiation: client-side asked for and granted; the minimum size and the
            // window geometry count the title bar; kwin manages the window geometry, inside
            // the 12 px shadow the buffer carries around it.
            let trace = try s.trace()
            #expect(trace.requests("zxdg_toplevel_decoration_v1", "set_mode").map(\.arguments) == [["1"]])
            #expect(trace.configuredDecorationModes == [1], "\(trace.configuredDecorationModes)")
            #expect(trace.requests("xdg_toplevel", "set_min_size").last?.arguments == ["200", "232"])
            #expect(
                trace.requests("xdg_surface", "set_window_geometry").first?.arguments == ["12", "12", "480", "832"])
            let window = try #require(try s.kwin.window(ofPID: s.app.pid))
            #expect(
                window.buffer
                    == ScreenRect(
                        x: window.frame.x - 12, y: window.frame.y - 12,
                        width: window.frame.width + 24, height: window.frame.height + 24),
                "kwin's frame should be the window geometry inside the buffer's shadow: \(window)")

            // Moves: the title bar dragged by the pointer, then by a finger.
            try s.expectTitleBarDrag(by: 90, 70, with: .pointer)
            try s.expectTitleBarDrag(by: -110, -50, with: .touch)

            // Resizes from the margin: the right edge and the top-left corner by the pointer,
            // the bottom edge by a finger; then the bottom-right corner far up and left, to the
            // minimum: 200×232, the content's 200×200 under the title bar.
            try s.expectResize(
                .right, from: try s.drawnDecorations().outside(.right), by: 60, 0, with: .pointer, appRequests: true)
            try s.expectResize(
                .topLeft, from: try s.drawnDecorations().outside(.topLeft), by: 40, 30, with: .pointer,
                appRequests: true)
            try s.expectResize(
                .bottom, from: try s.drawnDecorations().outside(.bottom), by: 0, -70, with: .touch, appRequests: true)
            let smallest = try s.expectResize(
                .bottomRight, from: try s.drawnDecorations().outside(.bottomRight), by: -900, -900,
                with: .pointer, appRequests: true)
            #expect(smallest.width == 200 && smallest.height == 232, "\(smallest)")
            #expect(
                try s.trace().requests("xdg_surface", "set_window_geometry").last?.arguments == [
                    "12", "12", "200", "232",
                ])

            // A click on the close button ends the app, status 0; its last frame has the title
            // bar and the shadow, and replay of its trace draws the same.
            let close = try s.drawnDecorations().centre(of: .close)
            try s.play(Script.click(close.x, close.y), settle: 100)
            let end = try s.finish(closedByItself: true)
            #expect(end.status == 0, "the close button: exit status \(end.status)")
            #expect(
                end.frame.width == 224 && end.frame.height == 256, "final frame \(end.frame.width)×\(end.frame.height)")
            DecorationPixels.expectTitleBar(in: end.frame, window: (12, 12))
            DecorationPixels.expectShadow(in: end.frame)
            try KWinChecks.expectReplayAgrees(s, live: end.state, frame: end.frame)
        }
    }
}
