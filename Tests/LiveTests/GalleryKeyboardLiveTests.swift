import Drawing
import Foundation
import Gallery
import Testing

extension LiveSuite {
    /// The gallery from the keyboard alone on sway headless (wl-inject's virtual keyboard):
    /// Tab between shapes, Enter activates, arrows move (Shift: 1 px), + / − scale, Escape
    /// goes back; the focus ring is on screen where the snapshot says.
    @Suite("Gallery keyboard")
    struct GalleryKeyboardLiveTests {
        /// Ctrl+W closes the gallery's window: it exits by itself, cleanly.
        @Test func controlWClosesTheWindow() throws {
            let s = try GallerySession(test: "gallery-ctrl-w")
            try s.type("w")
            #expect(try s.snapshot("w-alone").page == .home)   // w alone does nothing: still running
            try s.play("modifiers 4 0 0 0\ntype w\nmodifiers 0 0 0 0")
            #expect(try s.finishClosedByItself() == 0)
        }

        @Test func tabArrowsScaleEnterAndEscapeOnTheRealCompositor() throws {
            let s = try GallerySession(test: "gallery-keyboard")
            // Home: Tab visits the page links in order; Enter on the fourth opens the pointer page.
            try s.type("Tab")
            #expect(try s.snapshot("tab-1").focus == "touch")
            try s.type("Tab", "Tab", "Tab")
            #expect(try s.snapshot("tab-4").focus == "pointer")
            try s.type("Return")
            var state = try s.snapshot("opened")
            #expect(state.page == .pointer && state.focus == nil)

            // Tab past Add and the alpha control to shape 1; arrows move it 10 px, Shift+arrow 1 px.
            try s.type("Tab", "Tab", "Tab")
            let before = try s.snapshot("focused").shape("shape-1")
            try s.type("Right", "Down")
            try s.play("modifiers 1 0 0 0\ntype Right\nsleep 30\nmodifiers 0 0 0 0")
            state = try s.snapshot("moved")
            #expect(state.focus == "shape-1")
            var after = try state.shape("shape-1")
            #expect(after.x == before.x + 11 && after.y == before.y + 10, "\(before) → \(after)")
            // Ctrl+C copies the focused shape for any client to paste: name, opacity, colour.
            try s.play("modifiers 4 0 0 0\ntype c\nsleep 30\nmodifiers 0 0 0 0")
            let rgb = String(format: "%06X", after.colour.color.argb & 0xFF_FFFF)
            let pasted = try s.sway.paste()
            #expect(pasted == "shape-1 100 % #\(rgb)FF", "wl-paste after Ctrl+C: '\(pasted)'")
            // The Menu key opens the focused square's context menu, a grabbing popup, at its
            // centre (sway takes the key press's serial for the grab); Escape closes it.
            try s.type("Menu")
            let menu = try s.snapshot("menu-key")
            let centre = try state.centre("shape-1")
            let duplicate = try menu.shape("menu-duplicate")
            #expect(
                duplicate.x == centre.x.rounded(.down) && duplicate.y == centre.y.rounded(.down),
                "menu at \(duplicate.x),\(duplicate.y), the square's centre \(centre)")
            try s.type("Escape")
            state = try s.snapshot("menu-closed")
            #expect(!state.shapes.contains { $0.name.hasPrefix("menu-") } && state.page == .pointer)

            // + scales by one step (five double), − twice goes one step below 1.
            try s.type("equal")
            after = try s.snapshot("bigger").shape("shape-1")
            #expect(after.scale == 1.15)
            try s.type("minus", "minus")
            after = try s.snapshot("smaller").shape("shape-1")
            #expect(after.scale == 0.87)

            // The focus ring is drawn around the focused shape, on screen.
            try s.sway.hideCursor()
            try s.play("rel 0 0\nframe", settle: 400)
            let shot = try s.screenshot("focus-ring")
            let ringX = Int(after.x) - 4, midY = Int(after.y + after.height / 2)
            #expect(shot.pixel(x: ringX, y: midY) & 0xFF_FFFF == 0x00_40DD, "no focus ring at (\(ringX), \(midY))")
            #expect(shot.pixel(x: ringX - 6, y: midY) & 0xFF_FFFF != 0x00_40DD)

            // Shift+Tab twice, back past the alpha control to Add; Enter adds a shape.
            try s.play("modifiers 1 0 0 0\ntype Tab\nsleep 30\ntype Tab\nsleep 30\nmodifiers 0 0 0 0")
            #expect(try s.snapshot("add-focused").focus == "add")
            try s.type("Return")
            state = try s.snapshot("added")
            #expect(state.shapes.filter { $0.name.hasPrefix("shape-") }.count == 5)

            // Escape goes back home.
            try s.type("Escape")
            #expect(try s.snapshot("home").page == .home)
            #expect(try s.finish() == 0)
        }
    }
}
