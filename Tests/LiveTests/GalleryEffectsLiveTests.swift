import Drawing
import Foundation
import Gallery
import Testing

extension LiveSuite {
    /// The pointer page's effects on GNOME's and KDE's compositors, which take no screenshots
    /// here: the frame the app last committed (SIGUSR2 writes it to `--screenshot`) is read
    /// with the pointer on each effect's view, in full, beside the frame before. Each view's
    /// pixels at a probe change as its effect says, and the trace says whether the pointer
    /// was hidden (`set_cursor` with no surface) or drawn by the app (a surface).
    @Suite("Gallery pointer effects under kwin and mutter")
    struct GalleryEffectsLiveTests {
        @Test func everyEffectIsDrawnUnderKWin() throws {
            let test = "kwin-gallery-effects"
            let artifacts = try LivePaths.artifacts(for: test)
            let kwin = try KWinHeadless()
            defer { kwin.stop() }
            var env = kwin.environment
            env["WAYLAND_DEBUG"] = "client"
            let shot = artifacts.appendingPathComponent("shown.png").path
            let app = try AppUnderTest(
                environment: env, artifacts: artifacts, arguments: ["gallery", "--screenshot", shot])
            var window: KWinWindow?
            let mapped = try Processes.waitUntil(timeout: 20) {
                guard app.isRunning else { return false }
                window = try kwin.window(ofPID: app.pid)
                return (window?.buffer.width ?? 0) > 0
            }
            let w = try #require(window, "no gallery window in kwin: \(app.stderrTail())\n\(kwin.logTail())")
            try #require(mapped)
            let inject = try Injector(
                environment: kwin.environment, errorLog: artifacts.appendingPathComponent("wl-inject.stderr").path,
                launcher: { kwin.asKWinUser($0, $1) })
            // kwin draws the title bar: the buffer is the content.
            let run = EffectsRun(
                app: app, artifacts: artifacts, shot: shot, offset: (0, 0),
                at: { "\(w.buffer.x + $0) \(w.buffer.y + $1)" }, inject: inject)
            try run.checkEveryEffect()
            try inject.finish()
            #expect(try app.terminate().status == 0)
        }

        @Test func everyEffectIsDrawnUnderMutter() throws {
            let test = "mutter-gallery-effects"
            let artifacts = try LivePaths.artifacts(for: test)
            let mutter = try MutterHeadless()
            mutter.keepsLog = artifacts.appendingPathComponent("mutter.log").path
            defer { mutter.stop() }
            var env = mutter.environment
            env["WAYLAND_DEBUG"] = "client"
            let shot = artifacts.appendingPathComponent("shown.png").path
            let app = try AppUnderTest(
                environment: env, artifacts: artifacts,
                arguments: ["gallery", "--height", "520", "--screenshot", shot])
            // Placed once the app has its first non-zero configure (see MutterSession).
            var geometry: ScreenRect?
            let placed = try Processes.waitUntil(timeout: 20) {
                guard app.isRunning else { return false }
                let log = try WaylandTraceLog(file: app.stderrFile)
                guard log.events("xdg_toplevel", "configure").contains(where: { ($0.int(0) ?? 0) > 0 }) else {
                    return false
                }
                geometry = try mutter.windowGeometry()
                return (geometry?.width ?? 0) > 1
            }
            let g = try #require(geometry, "mutter never placed the gallery: \(app.stderrTail())\n\(mutter.logTail())")
            try #require(placed)
            let inject = try Injector(
                command: mutter.injectorCommand, environment: mutter.environment,
                errorLog: artifacts.appendingPathComponent("mutter-inject.stderr").path)
            // The app draws its title bar, and a margin for its shadow around the window
            // geometry: the content starts below the title bar, the margin in.
            let margin = Int(CSD.margin), title = Int(CSD.titleBarHeight)
            let run = EffectsRun(
                app: app, artifacts: artifacts, shot: shot, offset: (margin, margin + title),
                at: { "\(g.x + $0) \(g.y + CSD.titleBarHeight + $1)" }, inject: inject)
            try run.checkEveryEffect()
            try inject.finish()
            #expect(try app.terminate().status == 0)
        }
    }
}

/// One gallery run's pointer page, its effects one after another.
private struct EffectsRun {
    let app: AppUnderTest
    let artifacts: URL
    /// Where SIGUSR2 has the app write the frame it last committed.
    let shot: String
    /// The content's top-left corner in the committed buffer (the output's scale is 1).
    let offset: (x: Int, y: Int)
    /// Global coordinates of a content point, as the injector takes them.
    let at: (Double, Double) -> String
    let inject: Injector

    func play(_ script: String) throws {
        try inject.send(script)
        try inject.sync()
    }

    /// The frame last committed, kept as `LABEL.png`.
    func shown(_ label: String) throws -> Canvas {
        try? FileManager.default.removeItem(atPath: shot)
        app.child.signal(SIGUSR2)
        var frame: Canvas?
        _ = Processes.waitUntil(timeout: 10) {
            frame = try? Canvas.readPNG(path: shot)
            return frame != nil
        }
        guard let frame else { throw LiveError("no committed frame '\(label)' after SIGUSR2: \(app.stderrTail())") }
        try? FileManager.default.copyItem(
            atPath: shot, toPath: artifacts.appendingPathComponent("\(label).png").path)
        return frame
    }

    /// Where the pointer rests between effects: on the page's background.
    var restPoint = (x: 4.0, y: 100.0)

    /// The pointer back at rest (every effect leaves), then moved to `p`; returns, once
    /// `view`'s effect is in full and the frame after it committed, the trace's length when
    /// it left the rest point.
    func hover(_ p: (x: Double, y: Double), until view: String) throws -> Int {
        try play("motion \(at(restPoint.x, restPoint.y))\nframe")
        _ = try Processes.waitUntil(timeout: 5) { try app.gallerySnapshot("rest-\(view)").effects == nil }
        usleep(100_000)
        let mark = try traceCount()
        try play("motion \(at(p.x, p.y))\nframe")
        var state = try app.gallerySnapshot("hover-\(view)")
        _ = try Processes.waitUntil(timeout: 5) {
            state = try app.gallerySnapshot("hover-\(view)")
            return state.effects?.contains { $0.view == view && $0.active && $0.progress == 1 } ?? false
        }
        usleep(100_000)   // the frame of the settled effect goes out
        return mark
    }

    /// The pixel at content point (x, y) of `frame`, RGB.
    func rgb(_ frame: Canvas, _ x: Double, _ y: Double) -> UInt32 {
        frame.pixel(x: offset.x + Int(x.rounded(.down)), y: offset.y + Int(y.rounded(.down))) & 0xFF_FFFF
    }

    /// Whether every channel of `a` is below `b`'s (a translucent dark layer drawn over).
    static func darker(_ a: UInt32, _ b: UInt32) -> Bool {
        (0 ..< 3).allSatisfy { k in (a >> (8 * k)) & 0xFF < (b >> (8 * k)) & 0xFF }
    }

    /// The last `wl_pointer.set_cursor` request after `mark`: its surface argument.
    func lastCursorSurface(after mark: Int) throws -> String? {
        let log = try WaylandTraceLog(file: app.stderrFile)
        let sent = log.after(mark).filter { $0.isRequest && $0.interface == "wl_pointer" && $0.name == "set_cursor" }
        return sent.last.map { $0.arguments.count > 1 ? $0.arguments[1] : "?" }
    }

    func traceCount() throws -> Int { try WaylandTraceLog(file: app.stderrFile).messages.count }

    func checkEveryEffect() throws {
        // The pointer page, from home's link.
        var state = try app.gallerySnapshot("home")
        _ = try Processes.waitUntil(timeout: 10) {
            state = try app.gallerySnapshot("home")
            return state.shapes.contains { $0.name == PageID.pointer.rawValue }
        }
        let link = try state.centre(PageID.pointer.rawValue)
        try play("motion \(at(link.x, link.y))\nframe\nsleep 40\nbutton left 1\nframe\nsleep 40\nbutton left 0\nframe")
        _ = try Processes.waitUntil(timeout: 5) {
            state = try app.gallerySnapshot("pointer")
            return state.page == .pointer
        }
        try #require(state.page == .pointer, "the link opened \(state.page)")
        // At rest: the pointer on the page's background, below the header, left of everything.
        var run = self
        run.restPoint = (4, (state.shapes.map(\.y).min() ?? 100) + 2)
        try run.checkEffects(state)
    }

    private func checkEffects(_ state: GallerySnapshot) throws {
        try play("motion \(at(restPoint.x, restPoint.y))\nframe")
        usleep(300_000)
        let rest = try shown("rest")

        // Highlight (the rounded rectangle): the pointer hidden, a grey platter 6 px around
        // the view, behind it: the page is darker 3 px outside its frame, not 12 px outside.
        let r = try state.shape("shape-3")
        var mark = try hover((r.x + r.width / 2, r.y + r.height / 2), until: "shape-3")
        let highlight = try shown("highlight")
        let (px, py) = (r.x - 3, r.y + r.height / 2)
        #expect(
            Self.darker(rgb(highlight, px, py), rgb(rest, px, py)),
            "platter: \(Pixels.hex(rgb(highlight, px, py))) over \(Pixels.hex(rgb(rest, px, py))), \(artifacts.path)")
        #expect(rgb(highlight, r.x - 12, py) == rgb(rest, r.x - 12, py), "beyond the platter")
        #expect(try lastCursorSurface(after: mark) == "nil", "highlight hides the pointer")

        // Lift (the oval): grown about its centre by up to 16 px (× 1.12), so its colour
        // reaches half that growth past its resting left edge, and its shadow drops below it.
        let o = try state.shape("shape-2")
        let scale = min(1.12, 1 + 16 / max(o.width, o.height))
        let grow = o.width * (scale - 1) / 2
        let inset = 8.0   // the frame's outline goes between the frame and the oval
        mark = try hover((o.x + o.width / 2, o.y + o.height / 2), until: "shape-2")
        let lift = try shown("lift")
        let edge = (x: o.x + inset - grow / 2, y: o.y + o.height / 2)
        let ovalColour = rgb(rest, o.x + o.width / 2, o.y + inset + 6)
        #expect(
            rgb(lift, edge.x, edge.y) == ovalColour && rgb(rest, edge.x, edge.y) != ovalColour,
            "lifted edge \(Pixels.hex(rgb(lift, edge.x, edge.y))), oval \(Pixels.hex(ovalColour)), \(artifacts.path)")
        let below = (x: o.x + o.width / 2, y: o.y + o.height + 2)
        #expect(
            Self.darker(rgb(lift, below.x, below.y), rgb(rest, below.x, below.y)),
            "shadow: \(Pixels.hex(rgb(lift, below.x, below.y))) over \(Pixels.hex(rgb(rest, below.x, below.y)))")
        #expect(try lastCursorSurface(after: mark) == "nil", "lift hides the pointer")

        // Hover (the triangle): tinted darker, the pointer visible as the app's own triangle.
        let t = try state.shape("shape-4")
        mark = try hover((t.x + t.width / 2, t.y + t.height * 2 / 3), until: "shape-4")
        let tinted = try shown("hover")
        let inside = (x: t.x + t.width / 2, y: t.y + t.height - inset - 4)
        #expect(
            Self.darker(rgb(tinted, inside.x, inside.y), rgb(rest, inside.x, inside.y)),
            "tint: \(Pixels.hex(rgb(tinted, inside.x, inside.y))) over \(Pixels.hex(rgb(rest, inside.x, inside.y)))")
        let hoverCursor = try lastCursorSurface(after: mark)
        #expect(hoverCursor?.hasPrefix("wl_surface") == true, "hover shows a drawn pointer: \(hoverCursor ?? "none")")

        // Custom (its button): the same size, faded, under the app's ring pointer.
        let b = try state.shape("effect-custom")
        mark = try hover((b.x + b.width / 2, b.y + b.height / 2), until: "effect-custom")
        let custom = try shown("custom")
        let face = (x: b.x + 4, y: b.y + b.height / 2)
        #expect(
            rgb(custom, face.x, face.y) != rgb(rest, face.x, face.y),
            "faded: \(Pixels.hex(rgb(custom, face.x, face.y))) vs \(Pixels.hex(rgb(rest, face.x, face.y)))")
        #expect(rgb(custom, b.x - 3, face.y) == rgb(rest, b.x - 3, face.y), "a custom effect keeps its size")
        let customCursor = try lastCursorSurface(after: mark)
        #expect(customCursor?.hasPrefix("wl_surface") == true, "a ring pointer: \(customCursor ?? "none")")
    }
}
