import Testing

extension LiveSuite {
    /// Resizing from the shadow margin under mutter: an edge and a corner with the pointer,
    /// an edge with touch, and the minimum size.
    @Suite("mutter: resize from the margin")
    struct MutterResizeTests {
        /// xdg_toplevel.resize edges (xdg-shell): bottom 2, right 8, bottom-right 10.
        enum Edge: Int {
            case bottom = 2
            case right = 8
            case bottomRight = 10
        }

        /// Each press in the margin sends xdg_toplevel.resize with its edges and the press's
        /// serial; mutter answers with configures of the growing or shrinking size, with the
        /// resizing state while the drag lasts and without it at the end; the app's content
        /// follows (the window geometry less the 32 px title bar), and mutter's geometry is
        /// the size the drag asked for, with the top-left corner where it was. Dragged far
        /// past the minimum, the window stops at 200×232: Colours' 200×200 and the title bar.
        ///
        /// The window starts at 400×332 (content 400×300), so that mutter's 800×600 monitor
        /// shows its right and bottom margins (a full-height window has its bottom margin off
        /// the screen, where no input reaches).
        @Test func edgesAndCornersResizeAndTheMinimumHolds() throws {
            let s = try MutterSession(test: "mutter-resize", appArguments: ["--width", "400", "--height", "300"])
            var g = s.initialGeometry
            try #require(g.width == 400 && g.height == 332, "the window geometry is \(g), not 400×332\n\(s.tails)")
            let half = CSD.margin / 2   // the middle of the margin

            /// One resize: the drag, then what the trace, the app and mutter say.
            func resize(
                _ label: String, edge: Edge, pressedBy device: String, script: String, to size: (Double, Double)
            ) throws {
                let mark = try s.trace().messages.count
                try s.play(script)
                let expected = g.sized(size.0, size.1)
                let after = try s.waitForGeometry(expected)
                let log = try s.waitForTrace { log in
                    log.after(mark).last { $0.interface == "xdg_toplevel" && $0.name == "configure" }?.ints == [
                        Int(size.0), Int(size.1),
                    ]
                }
                let request = MutterChecks.expectRequest(
                    "resize", after: mark, in: log, pressedBy: device, context: s.tails)
                #expect(
                    request?.int(2) == edge.rawValue,
                    "\(label): edges \(request?.arguments.last ?? "?"), expected \(edge)")
                let configures = log.after(mark).filter {
                    !$0.isRequest && $0.interface == "xdg_toplevel" && $0.name == "configure"
                }
                #expect(
                    configures.contains { MutterChecks.stateCount($0) == 2 },
                    "\(label): no configure with resizing + activated: \(configures)")
                #expect(
                    configures.last?.ints == [Int(size.0), Int(size.1)]
                        && configures.last.flatMap(MutterChecks.stateCount) == 1,
                    "\(label): the last configure should be \(Int(size.0))×\(Int(size.1)) activated: \(configures.last.map(\.line) ?? "none")\n\(s.tails)"
                )
                let state = try s.waitForContentSize(Int(size.0), Int(size.1 - CSD.titleBarHeight), label: label)
                #expect(
                    (state.size.width, state.size.height) == (Int(size.0), Int(size.1 - CSD.titleBarHeight)),
                    "\(label): content \(state.size.width)×\(state.size.height)")
                #expect(
                    after == expected, "\(label): mutter has the window at \(after), expected \(expected)\n\(s.tails)")
                g = after
            }

            // The pointer on the right edge, 100 px out: 500 wide.
            try resize(
                "right edge", edge: .right, pressedBy: "wl_pointer",
                script: Script.drag(
                    from: g.x + g.width + half, g.y + g.height / 2,
                    to: g.x + g.width + half + 100, g.y + g.height / 2, holdMS: 100),
                to: (500, 332))
            // The pointer on the bottom-right corner, 100 px in and 100 px down: 400×432.
            try resize(
                "bottom-right corner", edge: .bottomRight, pressedBy: "wl_pointer",
                script: Script.drag(
                    from: g.x + g.width + half, g.y + g.height + half,
                    to: g.x + g.width + half - 100, g.y + g.height + half + 100, holdMS: 100),
                to: (400, 432))
            // A finger on the bottom edge, 100 px up: 400×332.
            try resize(
                "bottom edge by touch", edge: .bottom, pressedBy: "wl_touch",
                script: Script.touchDrag(
                    from: g.x + g.width / 2, g.y + g.height + half,
                    to: g.x + g.width / 2, g.y + g.height + half - 100),
                to: (400, 332))
            // The bottom-right corner dragged to the monitor's top-left corner: the minimum.
            try resize(
                "past the minimum", edge: .bottomRight, pressedBy: "wl_pointer",
                script: Script.drag(from: g.x + g.width + half, g.y + g.height + half, to: 0, 0, holdMS: 100),
                to: (200, 232))

            let end = try s.finish()
            #expect(end.status == 0)
            #expect((end.state.size.width, end.state.size.height) == (200, 200))
        }
    }
}
