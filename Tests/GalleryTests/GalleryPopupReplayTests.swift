import ContentHost
import Drawing
import Foundation
import Gestures
import Testing
import TraceReplay

@testable import Gallery

/// A trace recorded from the live gallery under sway (Fixtures/recorded) whose context menu is
/// a real xdg_popup: its surface, its configure and the pointer on it replay into the state the
/// live app had; cut while the popup is open, the replayed frame shows it where it was placed.
@Suite struct GalleryPopupReplayTests {
    static let recorded = GalleryGoldens.root.appendingPathComponent("recorded/gallery-popup-duplicate.v121.trace").path

    static func replay(_ text: String) throws -> (core: GalleryCore, canvas: Canvas) {
        let trace = try TraceParser.parse(contents: text, file: recorded)
        let core = GalleryCore()
        Replayer.run(trace, into: core)
        let canvas = Canvas(width: core.bufferSize.width, height: core.bufferSize.height)
        _ = core.render(into: canvas, stale: nil)
        core.compositePopup(onto: canvas)
        return (core, canvas)
    }

    /// The trace up to the left button press on Duplicate: the popup is open.
    static func cutWhileOpen(_ text: String) throws -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let configured = try #require(lines.firstIndex { $0.contains("xdg_popup@") && $0.contains(".configure(") })
        let press = try #require(
            lines[configured...].firstIndex { $0.contains("wl_pointer@") && $0.hasSuffix(", 272, 1)") })
        return lines[..<press].joined(separator: "\n") + "\n"
    }

    @Test func duplicateOnThePopupsSurfaceReplaysAsLive() throws {
        let (core, canvas) = try Self.replay(try String(contentsOfFile: Self.recorded, encoding: .utf8))
        #expect(core.page == .pointer)
        #expect(
            core.shapes.filter { $0.name.hasPrefix("shape-") }.map(\.name) == [
                "shape-1", "shape-2", "shape-3", "shape-4", "shape-5",
            ])
        #expect(core.shape("shape-5")?.offset == Point(x: 24, y: 24))
        #expect(core.popup == nil && core.shape("menu-duplicate") == nil)
        try GalleryGoldens.expected.checkState(core.snapshotJSON(), name: "gallery-popup-duplicate")
        try GalleryGoldens.expected.checkFrame(canvas, name: "gallery-popup-duplicate")
    }

    @Test func aTraceEndingWithThePopupOpenShowsItWhereItWasPlaced() throws {
        let text = try Self.cutWhileOpen(try String(contentsOfFile: Self.recorded, encoding: .utf8))
        let (core, canvas) = try Self.replay(text)
        let request = try #require(core.popup, "the menu is not open at the end")
        let origin = try #require(core.popupOrigin)
        // Where sway configured it (the trace's xdg_popup.configure), which is the anchor here.
        #expect(origin.x == request.anchorX && origin.y == request.anchorY)
        let item = try #require(core.shape("menu-duplicate"))
        #expect(item.frame.x == Double(origin.x) && item.frame.y == Double(origin.y))
        // The popup's pixels over the square: an item's white, the separator between the two.
        #expect(canvas.pixel(x: origin.x + 120, y: origin.y + 4) == GalleryColour.white.color.argb)
        #expect(canvas.pixel(x: origin.x + 120, y: origin.y + 37) == GalleryPalette.light.separator.argb)
        // The window's own frame does not draw the menu: the popup's surface does.
        let window = Canvas(width: core.bufferSize.width, height: core.bufferSize.height)
        _ = core.render(into: window, stale: nil)
        #expect(window.pixel(x: origin.x + 120, y: origin.y + 4) != GalleryColour.white.color.argb)
        try GalleryGoldens.expected.checkState(core.snapshotJSON(), name: "gallery-popup-open")
        try GalleryGoldens.expected.checkFrame(canvas, name: "gallery-popup-open")
    }

    /// Where the compositor put the popup is the trace's answer, not the anchor: the same trace
    /// with its xdg_popup.configure moved (as a compositor sliding it would) replays the menu
    /// there, and the pointer on the popup's surface lands on its items there.
    @Test func thePopupGoesWhereTheTracesConfigurePutIt() throws {
        let text = try String(contentsOfFile: Self.recorded, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let i = try #require(lines.firstIndex { $0.contains("xdg_popup@") && $0.contains(".configure(") })
        let open = lines[i].firstIndex(of: "(")!
        lines[i] = String(lines[i][..<open]) + "(300, 200, 140, 74)"
        let moved = lines.joined(separator: "\n")
        let (openCore, canvas) = try Self.replay(try Self.cutWhileOpen(moved))
        #expect(openCore.popupOrigin.map { [$0.x, $0.y] } == [300, 200])
        #expect(openCore.shape("menu-delete")?.frame.y == 238)
        #expect(canvas.pixel(x: 420, y: 204) == GalleryColour.white.color.argb)
        // The click on Duplicate was at the same place on the popup's surface: it still duplicates.
        let (core, _) = try Self.replay(moved)
        #expect(core.shapes.filter { $0.name.hasPrefix("shape-") }.count == 5)
    }

    /// The recorded session with a drag of the square in progress (left button held, moved)
    /// when the right click opens the menu, released once the menu is up; and with the
    /// keyboard moving as mutter and kwin move it for a popup with a grab: from the window
    /// (wl_surface@3) to the popup (wl_surface@15) once it is configured, and back when it is
    /// gone. `keyboardTo` names where it goes instead; nil: it stays on the window.
    static func dragSession(keyboardTo surface: String?) throws -> String {
        let text = try String(contentsOfFile: recorded, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rightPress = try #require(lines.firstIndex { $0.hasPrefix("[2705224.382] wl_pointer@17.button(") })
        lines.insert(
            contentsOf: [
                "[2705190.000] wl_pointer@17.button(18, 23290014, 272, 1)",
                "[2705190.001] wl_pointer@17.frame()",
                "[2705200.000] wl_pointer@17.motion(23290024, 44.00000000, 130.00000000)",
                "[2705200.001] wl_pointer@17.frame()",
                "[2705210.000] wl_pointer@17.motion(23290034, 54.00000000, 130.00000000)",
                "[2705210.001] wl_pointer@17.frame()",
            ], at: rightPress)
        let configured = try #require(lines.firstIndex { $0.hasPrefix("[2705226.641] xdg_surface@27.configure(") })
        var moving: [String] = []
        if let surface {
            moving = [
                "[2705226.700] wl_keyboard@20.leave(40, wl_surface@3)",
                "[2705226.705] wl_keyboard@20.enter(41, \(surface), array[0])",
            ]
        }
        lines.insert(
            contentsOf: moving + [
                "[2705300.000] wl_pointer@17.button(42, 23290120, 272, 0)",
                "[2705300.001] wl_pointer@17.frame()",
            ], at: configured + 1)
        if let surface {
            let destroyed = try #require(lines.firstIndex { $0.contains("-> xdg_surface@27.destroy()") })
            lines.insert(
                contentsOf: [
                    "[2705955.100] wl_keyboard@20.leave(43, \(surface))",
                    "[2705955.105] wl_keyboard@20.enter(44, wl_surface@3, array[0])",
                ], at: destroyed + 1)
        }
        return lines.joined(separator: "\n")
    }

    /// Replays `text`, with the reasons of the cancellations the engine reported.
    static func cancellations(_ text: String) throws -> (core: GalleryCore, reasons: [CancelReason]) {
        let trace = try TraceParser.parse(contents: text, file: recorded)
        let core = GalleryCore()
        var reasons: [CancelReason] = []
        core.onGestureReport = { if let reason = $0.cancelReason { reasons.append(reason) } }
        Replayer.run(trace, into: core)
        return (core, reasons)
    }

    @Test func theKeyboardMovingToThePopupAndBackIsNoFocusLoss() throws {
        let (still, stillReasons) = try Self.cancellations(try Self.dragSession(keyboardTo: nil))
        let (moved, movedReasons) = try Self.cancellations(try Self.dragSession(keyboardTo: "wl_surface@15"))
        #expect(!movedReasons.contains(.focusLost))
        #expect(movedReasons == stillReasons)
        #expect(moved.snapshotJSON() == still.snapshotJSON())
        // The window itself losing the keyboard and getting it back is a loss: the drag is cancelled.
        let (_, refocused) = try Self.cancellations(try Self.dragSession(keyboardTo: "wl_surface@3"))
        #expect(refocused.contains(.focusLost))
    }
}
