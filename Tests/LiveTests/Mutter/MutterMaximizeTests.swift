import Drawing
import Testing

extension LiveSuite {
    /// Maximizing and restoring under mutter: a double click on the title bar, the maximize
    /// button, a double tap.
    @Suite("mutter: maximize and restore")
    struct MutterMaximizeTests {
        /// Each way of maximizing sends set_maximized and gets configure(800, 600) with more
        /// states than activated alone (mutter adds maximized and the tiled edges); the content
        /// is 800×568 under the title bar, the window geometry (0, 0, 800, 600) with no margin.
        /// Each restore sends unset_maximized and gets the earlier size back, at the earlier
        /// place (read from where the pointer lands on the surface: mutter logs no geometry
        /// for an unmaximize). The final frame, maximized, has no margin: its corners are the
        /// title bar and the content, opaque.
        @Test func doubleClickButtonAndDoubleTapMaximizeAndRestore() throws {
            let s = try MutterSession(test: "mutter-maximize", appArguments: ["--width", "400", "--height", "300"])
            let g0 = s.initialGeometry
            let full = ScreenRect(x: 0, y: 0, width: 800, height: 600)
            let onBar = (x: 60.0, y: CSD.titleBarHeight / 2)   // left of the title, clear of the buttons

            func expectMaximized(_ label: String, after mark: Int) throws {
                let log = try s.waitForTrace { log in
                    log.after(mark).contains {
                        $0.interface == "xdg_toplevel" && $0.name == "configure" && $0.ints == [800, 600]
                    }
                }
                let sent = log.after(mark).filter { $0.isRequest && $0.interface == "xdg_toplevel" }.map(\.name)
                #expect(sent == ["set_maximized"], "\(label): requests \(sent)\n\(s.tails)")
                let configure = log.after(mark).last { $0.interface == "xdg_toplevel" && $0.name == "configure" }
                #expect(
                    configure?.ints == [800, 600] && (configure.flatMap(MutterChecks.stateCount) ?? 0) >= 2,
                    "\(label): \(configure.map(\.line) ?? "no configure")")
                let state = try s.waitForContentSize(800, 568, label: label)
                #expect(
                    (state.size.width, state.size.height) == (800, 568),
                    "\(label): content \(state.size.width)×\(state.size.height)")
                let geometry = try s.waitForGeometry(full)
                #expect(geometry == full, "\(label): mutter has the window at \(geometry)\n\(s.tails)")
                let set = try s.waitForTrace {
                    $0.requests("xdg_surface", "set_window_geometry").last?.ints == [0, 0, 800, 600]
                }
                #expect(
                    set.requests("xdg_surface", "set_window_geometry").last?.ints == [0, 0, 800, 600],
                    "\(label): no margin around a maximized window")
            }

            func expectRestored(_ label: String, after mark: Int) throws {
                let log = try s.waitForTrace {
                    $0.requests("xdg_surface", "set_window_geometry").last?.ints == [12, 12, 400, 332]
                }
                let sent = log.after(mark).filter { $0.isRequest && $0.interface == "xdg_toplevel" }.map(\.name)
                #expect(sent == ["unset_maximized"], "\(label): requests \(sent)\n\(s.tails)")
                let configure = log.after(mark).last { $0.interface == "xdg_toplevel" && $0.name == "configure" }
                #expect(
                    configure?.ints == [400, 332] && configure.flatMap(MutterChecks.stateCount) == 1,
                    "\(label): \(configure.map(\.line) ?? "no configure")")
                #expect(
                    log.requests("xdg_surface", "set_window_geometry").last?.ints == [12, 12, 400, 332],
                    "\(label)\n\(s.tails)")
                let state = try s.waitForContentSize(400, 300, label: label)
                #expect(
                    (state.size.width, state.size.height) == (400, 300),
                    "\(label): content \(state.size.width)×\(state.size.height)")
                let origin = try s.probeSurfaceOrigin(at: g0.x + onBar.x, g0.y + onBar.y)
                #expect(
                    origin.x == g0.x - CSD.margin && origin.y == g0.y - CSD.margin,
                    "\(label): the surface is at (\(origin.x), \(origin.y)), the window was at \(g0) inside a 12 px margin"
                )
            }

            // A double click on the title bar, and another on the maximized one.
            var mark = try s.trace().messages.count
            try s.play(Script.doubleClick(g0.x + onBar.x, g0.y + onBar.y))
            try expectMaximized("double click", after: mark)
            mark = try s.trace().messages.count
            try s.play(Script.doubleClick(full.x + onBar.x, full.y + onBar.y))
            try expectRestored("double click again", after: mark)

            // The maximize button, which then restores.
            mark = try s.trace().messages.count
            let button = CSD.centre(of: .maximize, windowWidth: g0.width)
            try s.play(Script.click(g0.x + button.x, g0.y + button.y))
            try expectMaximized("maximize button", after: mark)
            mark = try s.trace().messages.count
            let restore = CSD.centre(of: .maximize, windowWidth: full.width)
            try s.play(Script.click(full.x + restore.x, full.y + restore.y))
            try expectRestored("restore button", after: mark)

            // A double tap, and the app ends maximized.
            mark = try s.trace().messages.count
            try s.play(Script.doubleTap(g0.x + onBar.x, g0.y + onBar.y))
            try expectMaximized("double tap", after: mark)

            let end = try s.finish()
            #expect(end.status == 0)
            let f = end.frame
            try #require(
                f.width == 800 && f.height == 600,
                "the maximized frame is \(f.width)×\(f.height), not the window geometry")
            let titleBar = CSD.style.activeTitleBar.argb
            // Where the margin and the rounded corner were: the square title bar now.
            #expect(
                f.pixel(x: 0, y: 0) == titleBar && f.pixel(x: 3, y: 3) == titleBar && f.pixel(x: 799, y: 0) == titleBar,
                "\(MutterChecks.describe(f, 0, 0)), \(MutterChecks.describe(f, 799, 0))")
            // The content reaches the frame's left, right and bottom edges, opaque.
            for (x, y) in [(0, 300), (799, 300), (400, 599), (0, 599)] {
                #expect(
                    f.pixel(x: x, y: y) >> 24 == 0xFF && f.pixel(x: x, y: y) != titleBar,
                    "content: \(MutterChecks.describe(f, x, y))")
            }
            #expect(f.pixel(x: 100, y: 31) == titleBar && f.pixel(x: 100, y: 32) != titleBar, "the bar is 32 px high")
        }
    }
}
