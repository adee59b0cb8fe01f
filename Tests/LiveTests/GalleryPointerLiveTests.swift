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
            let s = try GallerySession(test: "gallery-pointer")
            func play(_ script: String, settle: UInt32 = 250) throws { try s.play(script, settle: settle) }
            let app = s.app
            var state = try s.open(.pointer)

            // A drag moves shape 4 (on top of the others) by the pointer's movement.
            let before = try state.shape("shape-4"), c = try state.centre("shape-4")
            try play(Script.drag(from: c.x, c.y, to: c.x + 120, c.y + 40, holdMS: 60), settle: 400)
            state = try app.gallerySnapshot("dragged")
            let after = try state.shape("shape-4")
            #expect(abs(after.x - before.x - 120) < 1 && abs(after.y - before.y - 40) < 1, "\(before) → \(after)")

            // Hover: a teal frame; Super changes its colour, Super+Alt dims the shape.
            let moved = try state.centre("shape-4")
            try play("motion \(moved.x) \(moved.y)\nframe")
            #expect(try app.gallerySnapshot("hover").shape("shape-4").outline == .teal)
            try play("modifiers 64 0 0 0")
            #expect(try app.gallerySnapshot("hover-super").shape("shape-4").outline == .pink)
            try play("modifiers 72 0 0 0")
            #expect(try app.gallerySnapshot("hover-super-alt").shape("shape-4").dimmed)
            try play("modifiers 0 0 0 0")

            // The right button opens the context menu (a popup); Delete removes shape 1.
            let one = try state.shape("shape-1")
            try s.click((one.x + 10, one.y + 10), button: "right")
            state = try app.gallerySnapshot("menu")
            try s.click(try state.centre("menu-delete"))
            state = try app.gallerySnapshot("deleted")
            #expect(
                state.shapes.filter { $0.name.hasPrefix("shape-") }.map(\.name) == ["shape-2", "shape-3", "shape-4"])

            // Escape goes back home.
            try play("type Escape")
            #expect(try app.gallerySnapshot("home").page == .home)

            #expect(try s.finish() == 0)
        }
    }
}
