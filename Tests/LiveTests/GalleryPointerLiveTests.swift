import Foundation
import Gallery
import Testing

extension LiveSuite {
    /// The gallery's pointer page on real sway headless, driven by wl-inject's virtual pointer
    /// and keyboard: the same behaviours the core tests check, through the real window, shim
    /// and compositor.
    @Suite("Gallery pointer page")
    struct GalleryPointerLiveTests {
        @Test func dragHoverMenuAndBackOnTheRealCompositor() throws {
            let artifacts = try LivePaths.artifacts(for: "gallery-pointer")
            let sway = try SwayHeadless(width: 800, height: 600)
            defer { sway.stop() }
            let app = try AppUnderTest(environment: sway.environment, artifacts: artifacts, arguments: ["gallery"])
            let mapped = try Processes.waitUntil(timeout: 20) {
                guard app.isRunning else { return false }
                let rect = try sway.window(ofPID: app.pid)?["rect"] as? [String: Any]
                return (rect?["width"] as? Int ?? 0) > 0
            }
            try #require(mapped, "the gallery window never appeared: \(app.stderrTail())")
            let inject = try Injector(environment: sway.environment,
                                      errorLog: artifacts.appendingPathComponent("wl-inject.stderr").path)
            func play(_ script: String, settle: UInt32 = 250) throws {
                try inject.send(script); try inject.sync(); usleep(settle * 1000)
            }
            func click(_ p: (x: Double, y: Double), button: String = "left") throws {
                try play("motion \(p.x) \(p.y)\nframe\nsleep 40\nbutton \(button) 1\nframe\nsleep 40\nbutton \(button) 0\nframe")
            }
            var state = try app.gallerySnapshot("start")
            _ = try Processes.waitUntil(timeout: 10) {
                state = try app.gallerySnapshot("start")
                return state.size.width == 800 && state.size.height == 600
            }
            #expect(state.page == .home)

            try click(try state.centre("pointer"))
            state = try app.gallerySnapshot("pointer")
            #expect(state.page == .pointer)

            // A drag moves square 3 by the pointer's movement.
            let before = try state.shape("square-3"), c = try state.centre("square-3")
            try play(Script.drag(from: c.x, c.y, to: c.x + 120, c.y + 40, holdMS: 60), settle: 400)
            state = try app.gallerySnapshot("dragged")
            let after = try state.shape("square-3")
            #expect(abs(after.x - before.x - 120) < 1 && abs(after.y - before.y - 40) < 1, "\(before) → \(after)")

            // Hover: an outline; Super changes its colour, Super+Alt dims the square.
            let moved = try state.centre("square-3")
            try play("motion \(moved.x) \(moved.y)\nframe")
            #expect(try app.gallerySnapshot("hover").shape("square-3").outline == .yellow)
            try play("modifiers 64 0 0 0")
            #expect(try app.gallerySnapshot("hover-super").shape("square-3").outline == .pink)
            try play("modifiers 72 0 0 0")
            #expect(try app.gallerySnapshot("hover-super-alt").shape("square-3").dimmed)
            try play("modifiers 0 0 0 0")

            // The right button opens the in-window menu; Delete removes square 1.
            let one = try state.shape("square-1")
            try click((one.x + 10, one.y + 10), button: "right")
            state = try app.gallerySnapshot("menu")
            try click(try state.centre("menu-delete"))
            state = try app.gallerySnapshot("deleted")
            #expect(state.shapes.filter { $0.name.hasPrefix("square-") }.map(\.name) == ["square-2", "square-3"])

            // Escape goes back home.
            try play("type Escape")
            #expect(try app.gallerySnapshot("home").page == .home)

            try inject.finish()
            let end = try app.terminate()
            #expect(end.status == 0)
        }
    }
}
