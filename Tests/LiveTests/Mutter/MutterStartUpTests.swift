import Drawing
import Testing

extension LiveSuite {
    /// The app under GNOME's compositor (mutter 43 headless, 800×600): how it starts, and the
    /// decorations it draws itself there, since mutter offers no xdg-decoration.
    @Suite("mutter: start-up and decorations")
    struct MutterStartUpTests {
        /// configure_bounds(800, 600) with a first configure of 0×0 (the client chooses): the
        /// app keeps its 480 px width and fits its 800 px height into the bounds, title bar
        /// included; mutter shows it at that window geometry; the app asks for no decoration
        /// manager (none is offered), sets its window geometry inside its shadow margin and a
        /// minimum size of its content's minimum plus the title bar.
        @Test func theFirstConfigureAndWhatTheAppAsksFor() throws {
            let s = try MutterSession(test: "mutter-start-up")
            let g = s.initialGeometry
            let log = try s.trace()
            let context = { "\n\(s.tails)" }

            let bounds = log.events("xdg_toplevel", "configure_bounds")
            let configures = log.events("xdg_toplevel", "configure")
            #expect(bounds.first?.ints == [800, 600], "configure_bounds: \(bounds)\(context())")
            #expect(
                configures.first.map(\.ints) == [0, 0],
                "mutter's first configure leaves the size to the client: \(configures)")
            if let b = bounds.first, let c = configures.first {
                #expect(b.index < c.index, "the bounds come with (before) the first configure")
            }
            #expect(
                configures.contains { $0.ints == [Int(g.width), Int(g.height)] && MutterChecks.stateCount($0) == 1 },
                "a configure to the placed size with one state (activated): \(configures)")

            #expect(
                log.offeredGlobals.contains("xdg_wm_base") && log.offeredGlobals.contains("wl_seat"),
                "globals read from the trace: \(log.offeredGlobals)")
            #expect(!log.offeredGlobals.contains("zxdg_decoration_manager_v1"), "mutter 43 offers no xdg-decoration")
            #expect(!log.boundGlobals.contains("zxdg_decoration_manager_v1"), "bound: \(log.boundGlobals)")

            #expect(g.x >= 0 && g.y >= 0 && g.x + g.width <= 800 && g.y + g.height <= 600, "\(g) is outside the bounds")
            #expect(g.width == 480 && g.height == 600, "480 wide, 800 + 32 high cut to the 600 of the bounds: \(g)")
            #expect(
                (s.initial.size.width, s.initial.size.height) == (480, 568),
                "content = window geometry less the title bar")

            let geometries = log.requests("xdg_surface", "set_window_geometry")
            #expect(geometries.last?.ints == [12, 12, Int(g.width), Int(g.height)], "\(geometries)\(context())")
            if let first = geometries.first, let attach = log.requests("wl_surface", "attach").first {
                #expect(first.index < attach.index, "the geometry goes with the first buffer, not after it")
            }
            #expect(
                log.requests("xdg_toplevel", "set_min_size").last?.ints == [200, 232],
                "Colours' 200×200 + the title bar")
            #expect(CSD.matchesTheAppsStyle, "the tests' decoration numbers are DecorationStyle's")

            let end = try s.finish()
            #expect(end.status == 0)
            #expect(s.startSeconds < 10, "start-up took \(s.startSeconds) s")
        }

        /// The app's own final frame (the whole surface, margin included): the dark title bar
        /// of an activated window at the top of the window geometry, with its three buttons
        /// and its title; a shadow fading out in the margin and a border around the window;
        /// the Colours content below the title bar, bars in their colours.
        @Test func theDecorationsAreDrawnAroundTheContent() throws {
            let s = try MutterSession(test: "mutter-decorations")
            let g = s.initialGeometry
            let log = try s.trace()
            #expect(
                log.events("xdg_toplevel", "configure").last.flatMap(MutterChecks.stateCount) == 1,
                "the last configure says activated")
            let end = try s.finish()
            #expect(end.status == 0)
            let f = end.frame
            let m = Int(CSD.margin), bar = Int(CSD.titleBarHeight)
            let w = Int(g.width), h = Int(g.height)
            try #require(
                f.width == w + 2 * m && f.height == h + 2 * m,
                "the frame is \(f.width)×\(f.height): window geometry \(w)×\(h) and a \(m) px margin on each side")
            let px = { (x: Int, y: Int) in f.pixel(x: x, y: y) }
            let at = { (x: Int, y: Int) in MutterChecks.describe(f, x, y) }
            let titleBar = CSD.style.activeTitleBar.argb

            // The title bar: away from the rounded corners, the title and the buttons.
            let minimize = CSD.centre(of: .minimize, windowWidth: g.width)
            let barPoints = [
                (m + 20, m + 4), (m + 20, m + bar - 1), (m + 40, m + bar / 2),
                (m + Int(minimize.x) - 20, m + bar / 2), (m + w - 3, m + bar - 1),
            ]
            for (x, y) in barPoints { #expect(px(x, y) == titleBar, "title bar: \(at(x, y))") }
            // Its top is the window geometry's top: the row above is the border, not the bar.
            #expect(px(m + w / 4, m) == titleBar && px(m + w / 4, m - 1) != titleBar, "\(at(m + w / 4, m - 1))")
            // Rounded top corners while floating: the very corner pixel is not the bar colour.
            #expect(px(m, m) != titleBar, "corner: \(at(m, m))")

            // Each button: light strokes of its icon inside its box (the bar is dark: luminance
            // 0.03, the icons' ink 0.89, their antialiased edges 0.4 and up); the gaps are the bar.
            for button in CSD.Button.allCases {
                let c = CSD.centre(of: button, windowWidth: g.width)
                let x0 = m + Int(c.x - CSD.buttonSize / 2), y0 = m + Int(c.y - CSD.buttonSize / 2)
                var light = 0
                for y in y0 ..< y0 + Int(CSD.buttonSize) {
                    for x in x0 ..< x0 + Int(CSD.buttonSize) where Color(argb: px(x, y)).luminance > 0.3 { light += 1 }
                }
                #expect(light >= 8, "\(button): \(light) light pixels in its box at (\(x0), \(y0))")
                let gapX = x0 - Int(CSD.buttonSpacing) / 2
                #expect(px(gapX, m + bar / 2) == titleBar, "left of \(button): \(at(gapX, m + bar / 2))")
            }
            // The title, centred: light text pixels around the window's middle.
            var titlePixels = 0
            for y in m + 8 ..< m + bar - 8 {
                for x in m + w / 2 - 40 ..< m + w / 2 + 40 where Color(argb: px(x, y)).luminance > 0.3 {
                    titlePixels += 1
                }
            }
            #expect(titlePixels >= 20, "the title: \(titlePixels) light pixels in the middle of the bar")

            // The margin: a black shadow fading outwards (translucent, premultiplied black),
            // nothing at the surface's corner, the same on opposite sides.
            for (x, y) in [(m + w / 2, m - 6), (m - 6, m + h / 2), (m + w + 5, m + h / 2), (m + w / 2, m + h + 5)] {
                let p = px(x, y), alpha = p >> 24
                #expect(alpha > 0 && alpha < 64 && p & 0xFF_FFFF == 0, "shadow: \(at(x, y))")
            }
            #expect(px(m - 6, m + h / 2) == px(m + w + 5, m + h / 2), "left and right shadows differ")
            #expect(px(m + w / 2, m - 6) == px(m + w / 2, m + h + 5), "top and bottom shadows differ")
            #expect(px(m - 6, m + h / 2) >> 24 > px(m - 10, m + h / 2) >> 24, "the shadow fades outwards")
            #expect(px(0, 0) == 0, "the surface's corner is transparent: \(at(0, 0))")

            // The content below the title bar: the bars in their colours, from the state's frames.
            let origin = (x: Double(m), y: Double(m + bar))
            for name in ["black", "red"] {
                let frame = try end.state.surfaceFrame(name)
                let shifted = LiveState.Frame(
                    x: frame.x + origin.x, y: frame.y + origin.y, width: frame.width, height: frame.height)
                let colours = Pixels.distinct(Pixels.grid(f, in: shifted))
                #expect(
                    colours == [0xFF00_0000 | (KWinChecks.colours[name] ?? 0)], "\(name): \(colours.map(Pixels.hex))")
            }
            #expect(
                px(m + w / 2, m + bar) != titleBar && px(m + w / 2, m + bar) >> 24 == 0xFF,
                "the content starts right below the bar: \(at(m + w / 2, m + bar))")
            #expect(
                px(m + w / 2, m + h - 1) >> 24 == 0xFF && px(m + w / 2, m + h) >> 24 < 0xFF,
                "the content ends at the window geometry's bottom: \(at(m + w / 2, m + h - 1)), \(at(m + w / 2, m + h))"
            )
        }
    }
}
