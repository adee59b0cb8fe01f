import Drawing
import Foundation
import Gallery
import Testing

extension LiveSuite {
    /// The pointer page's context menu as a real xdg_popup on sway headless: opened by the
    /// right button at the pointer with a grab, chosen by pointer or keyboard, dismissed by
    /// Escape, a click on the window or a click outside the client (popup_done); and replay of
    /// the trace the live app printed ends in the same state.
    @Suite("Gallery popup")
    struct GalleryPopupLiveTests {
        /// The separator colour between the menu's items (GalleryPalette.light.separator).
        static let separator: UInt32 = 0xC6_C6C8, item: UInt32 = 0xFA_FAFA

        @Test func aRightClickOpensAPopupWhoseDuplicateAddsASquare() throws {
            let s = try GallerySession(test: "gallery-popup-duplicate", appEnvironment: ["WAYLAND_DEBUG": "client"])
            var state = try s.open(.pointer)
            let one = try state.shape("shape-1")
            let anchor = (x: (one.x + 10).rounded(.down), y: (one.y + 10).rounded(.down))
            try s.click(anchor, button: "right")
            state = try s.snapshot("menu")
            // The compositor put the popup at the pointer (it fits on the output).
            let duplicate = try state.shape("menu-duplicate"), delete = try state.shape("menu-delete")
            #expect(
                duplicate.x == anchor.x && duplicate.y == anchor.y,
                "menu at \(duplicate.x),\(duplicate.y), pointer at \(anchor)")
            #expect(delete.y == duplicate.y + 38)

            // On screen: the popup's items over the square, the separator line between them.
            try s.play("motion \(duplicate.x + duplicate.width - 4) \(duplicate.y + 30)\nframe")
            let shot = try s.screenshot("menu-open")
            #expect(shot.pixel(x: Int(duplicate.x) + 120, y: Int(duplicate.y) + 4) & 0xFF_FFFF == Self.item)
            #expect(shot.pixel(x: Int(duplicate.x) + 120, y: Int(duplicate.y) + 37) & 0xFF_FFFF == Self.separator)

            // Through the popup's surface: a click on Duplicate copies shape 1, 24 px down and right.
            try s.click(try state.centre("menu-duplicate"))
            state = try s.snapshot("duplicated")
            #expect(
                state.shapes.filter { $0.name.hasPrefix("shape-") }.map(\.name) == [
                    "shape-1", "shape-2", "shape-3", "shape-4", "shape-5",
                ])
            let copy = try state.shape("shape-5")
            #expect(copy.x == one.x + 24 && copy.y == one.y + 24 && copy.colour == one.colour)
            #expect(!state.shapes.contains { $0.name.hasPrefix("menu-") })
            let live = state
            #expect(try s.finish() == 0)

            let trace = try String(contentsOfFile: s.app.stderrFile, encoding: .utf8)
            for request in [".get_popup(", ".grab(", ".set_anchor_rect(\(Int(anchor.x)), \(Int(anchor.y)), 1, 1)"] {
                #expect(trace.contains(request), "the trace has no \(request)")
            }
            #expect(
                trace.split(separator: "\n").contains {
                    $0.contains("xdg_popup@") && $0.contains(".configure(") && !$0.contains("->")
                })
            #expect(
                trace.split(separator: "\n").contains { $0.contains("-> xdg_popup@") && $0.contains(".destroy()") },
                "the popup was not destroyed when the menu closed")
            try Self.expectReplayAgrees(with: live, s)
        }

        @Test func theKeyboardChoosesEscapeAndClicksOutsideDismiss() throws {
            let s = try GallerySession(test: "gallery-popup-dismiss", appEnvironment: ["WAYLAND_DEBUG": "client"])
            var state = try s.open(.pointer)
            func squares() -> [String] { state.shapes.filter { $0.name.hasPrefix("shape-") }.map(\.name) }
            func menuOpen() -> Bool { state.shapes.contains { $0.name == "menu-duplicate" } }

            // Down chooses Duplicate, Down again Delete (outlined), Enter deletes shape 2.
            let two = try state.shape("shape-2")
            try s.click((two.x + 20, two.y + 20), button: "right")
            try s.type("Down")
            state = try s.snapshot("chose-duplicate")
            #expect(try state.shape("menu-duplicate").outline == .blue && state.shape("menu-delete").outline == nil)
            try s.type("Down")
            state = try s.snapshot("chose-delete")
            #expect(try state.shape("menu-delete").outline == .blue)
            try s.type("Return")
            state = try s.snapshot("deleted")
            #expect(squares() == ["shape-1", "shape-3", "shape-4"] && !menuOpen())

            // Escape closes the menu and stays on the page.
            let one = try state.shape("shape-1")
            try s.click((one.x + 20, one.y + 20), button: "right")
            state = try s.snapshot("menu-again")
            #expect(menuOpen())
            try s.type("Escape")
            state = try s.snapshot("escaped")
            #expect(!menuOpen() && state.page == .pointer && squares() == ["shape-1", "shape-3", "shape-4"])

            // A click on the window outside the popup closes it and does nothing else.
            try s.click((one.x + 20, one.y + 20), button: "right")
            try s.click((760, 560))
            state = try s.snapshot("clicked-window")
            #expect(!menuOpen() && squares() == ["shape-1", "shape-3", "shape-4"])

            // A click outside the client: the window floats at 480×560 in the output's corner,
            // the click lands on the empty output, and the compositor ends the grab (popup_done).
            try s.sway.swaymsg("[pid=\(s.app.pid)]", "floating enable, resize set 480 560, move position 0 0")
            _ = try Processes.waitUntil(timeout: 10) {
                state = try s.snapshot("floating")
                return state.size.width == 480
            }
            #expect(state.size.width == 480 && state.size.height == 560)
            let moved = try state.shape("shape-1")
            try s.click((moved.x + 20, moved.y + 20), button: "right")
            state = try s.snapshot("menu-floating")
            #expect(menuOpen())
            try s.click((700, 300))
            state = try s.snapshot("clicked-outside")
            #expect(!menuOpen() && squares() == ["shape-1", "shape-3", "shape-4"])
            let live = state
            #expect(try s.finish() == 0)

            let trace = try String(contentsOfFile: s.app.stderrFile, encoding: .utf8)
            #expect(
                trace.split(separator: "\n").contains { $0.contains("xdg_popup@") && $0.contains(".popup_done()") },
                "sway sent no popup_done for the click outside the client")
            try Self.expectReplayAgrees(with: live, s)
        }

        /// `opacity-bars replay` of the trace the live app printed ends in the live state.
        static func expectReplayAgrees(with live: GallerySnapshot, _ s: GallerySession) throws {
            let trace = s.artifacts.appendingPathComponent("live.trace").path
            try? FileManager.default.removeItem(atPath: trace)
            try FileManager.default.copyItem(atPath: s.app.stderrFile, toPath: trace)
            let statePath = s.artifacts.appendingPathComponent("replay.state.json").path
            try Processes.check(
                try BuiltProducts.executable("opacity-bars"),
                [
                    "replay", trace, "--state", statePath,
                    "--screenshot", s.artifacts.appendingPathComponent("replay.png").path,
                ])
            var replayed = try JSONDecoder().decode(
                GallerySnapshot.self, from: Data(contentsOf: URL(fileURLWithPath: statePath)))
            // The live state was taken with the pointer on the surface; the trace goes on to the
            // injector's end, whose leave the replay plays too: the pointer's part is of another
            // moment, so only the rest must agree.
            replayed.pointer = live.pointer
            replayed.effects = live.effects
            #expect(
                replayed == live,
                "replay: \(replayed.shapes.map(\.name)) focus \(replayed.focus ?? "-"); live: \(live.shapes.map(\.name)) focus \(live.focus ?? "-")"
            )
        }
    }
}
