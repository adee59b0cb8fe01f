import Testing

extension LiveSuite {
    /// `--decorations client` under kwin: a double click and a double tap on the app's title
    /// bar maximize and restore the window (kwin configures the output's size with the
    /// maximized state; the app drops its shadow margin), and a tap on the close button ends
    /// the app, one app run.
    @Suite("kwin: client-side decorations, maximize and close")
    struct KWinMaximizeTests {
        /// kwin's output (KWinHeadless's default): the size a maximized window gets.
        static let output = ScreenRect(x: 0, y: 0, width: 800, height: 1000)

        @Test func doubleClickAndDoubleTapMaximizeAndRestoreAndATapCloses() throws {
            let s = try KWinSession(test: "kwin-csd-maximize", decorations: .client)
            let floating = try s.settledGeometry()
            try toggle(s, with: .pointer, from: floating, to: Self.output)
            try toggle(s, with: .touch, from: Self.output, to: floating)
            try toggle(s, with: .touch, from: floating, to: Self.output)
            try toggle(s, with: .pointer, from: Self.output, to: floating)

            let close = try s.drawnDecorations().centre(of: .close)
            try s.play(Script.tap(close.x, close.y), settle: 100)
            let end = try s.finish(closedByItself: true)
            #expect(end.status == 0, "a tap on the close button: exit status \(end.status)")
            DecorationPixels.expectTitleBar(in: end.frame, window: (12, 12))
            try KWinChecks.expectReplayAgrees(s, live: end.state, frame: end.frame)
        }

        /// A double tap (or click) on the title bar of a window at `from`: it becomes `to`. To
        /// the output: the app asked set_maximized, kwin configured the output's size with more
        /// states than `activated` alone, and the app's window geometry and buffer lost the
        /// margin. Back: unset_maximized, the floating size, the margin again.
        private func toggle(
            _ s: KWinSession, with device: InputDevice, from: ScreenRect, to: ScreenRect,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let maximizing = to == Self.output
            let before = try s.trace()
            let requestsBefore = before.messages.count
            let bar = DrawnDecorations(window: from).titleBar()
            try s.play(device.doubleTap(bar.x, bar.y), settle: 100)
            let after = try s.geometry { $0 == to }
            #expect(
                after == to,
                "\(device) double tap on the title bar: \(from) → \(after), expected \(to)\n\(s.diagnostics())",
                sourceLocation: sourceLocation)

            let trace = try s.trace()
            let new = trace.messages.dropFirst(requestsBefore)
            let asked = new.filter { $0.isRequest && $0.interface == "xdg_toplevel" && $0.name.hasSuffix("maximized") }
                .map(\.name)
            #expect(
                asked == [maximizing ? "set_maximized" : "unset_maximized"], "\(device): \(asked)",
                sourceLocation: sourceLocation)
            let configures = trace.configures(after: new.first)
            let sized = configures.last { $0.width == Int(to.width) && $0.height == Int(to.height) }
            #expect(
                sized != nil,
                "no configure to \(to.width)×\(to.height): \(configures.map { "\($0.width)×\($0.height)" })",
                sourceLocation: sourceLocation)
            if let sized {
                #expect(
                    maximizing ? sized.stateCount >= 2 : sized.stateCount == 1,
                    "\(maximizing ? "maximized" : "restored"): configure with \(sized.stateCount) states",
                    sourceLocation: sourceLocation)
            }
            let margin = maximizing ? 0 : Int(DrawnDecorations.margin)
            #expect(
                trace.requests("xdg_surface", "set_window_geometry").last?.arguments
                    == ["\(margin)", "\(margin)", "\(Int(to.width))", "\(Int(to.height))"],
                "\(trace.requests("xdg_surface", "set_window_geometry").last.map(\.description) ?? "none")",
                sourceLocation: sourceLocation)
            let buffer = try #require(try s.kwin.window(ofPID: s.app.pid), sourceLocation: sourceLocation).buffer
            #expect(
                buffer.width == to.width + Double(2 * margin) && buffer.height == to.height + Double(2 * margin),
                "the buffer around a \(to) window: \(buffer)", sourceLocation: sourceLocation)
            let content = s.decorations.contentSize(ofWindow: to)
            let state = try s.snapshot(maximizing ? "maximized" : "restored", whenSizeIs: content)
            #expect(
                state.size.width == content.width && state.size.height == content.height,
                "the app reports \(state.size.width)×\(state.size.height), expected \(content)",
                sourceLocation: sourceLocation)
        }
    }
}
