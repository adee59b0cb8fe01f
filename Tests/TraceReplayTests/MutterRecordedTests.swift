import Foundation
import OpacityBars
import TestSupport
import Testing
import TraceReplay

/// A session recorded under GNOME's compositor (Tests/Fixtures/recorded/mutter, written by
/// scripts/record-live-fixture --compositor mutter): mutter offers no xdg-decoration, so the
/// app drew its own title bar, buttons, border and shadow margin, and the trace's input is in
/// the coordinates of that decorated surface. Replayed as `opacity-bars replay` replays it,
/// inside the same decorations (`DecoratedWindow` in the mode the prelude decides), it ends in
/// exactly its expected state, golden frame and live state (`RecordedSessionChecks`).
@Suite struct MutterRecordedTests {
    static let names = ["mutter-move-resize-maximize"]

    static func base(_ name: String) -> URL { FixturePaths.recorded.appendingPathComponent("mutter/\(name)") }

    static func trace(_ name: String) -> String { base(name).appendingPathExtension("v121.trace").path }

    @Test func everyRecordingIsListed() throws {
        #expect(try RecordedSessionChecks.names(in: "mutter") == Set(Self.names))
    }

    @Test(arguments: names)
    func replaysToTheLiveStateAndFrame(_ name: String) throws {
        let r = try Replayed.run(path: Self.trace(name))
        try RecordedSessionChecks.expectReplayMatches(
            base: Self.base(name), json: r.json, snapshot: r.snapshot, canvas: r.canvas)
    }

    /// What the session shows: the prelude sees no xdg-decoration among mutter's globals and a
    /// window geometry set before the first frame, so the client drew its decorations; the
    /// taps landed on the bars the decorated layout put under them, in a window resized to
    /// 400 wide (bars 368 px from x 16), then maximized (768 px), then restored; the final
    /// frame is the 400×600 window geometry in its 12 px margin.
    @Test func theSessionShowsItsRules() throws {
        let name = "mutter-move-resize-maximize"
        let prelude = try TraceStream(path: Self.trace(name)).readPrelude()
        #expect(prelude.decorationManagerOffered == false && prelude.drawsDecorations)
        #expect(prelude.configuredDecorationMode == nil && prelude.decorationMode == .client)
        let r = try Replayed.run(path: Self.trace(name))
        let s = r.snapshot
        let opacity = { (name: String) in s.bars.first { $0.name == name }?.opacity }
        #expect(opacity("red") == 0.4888)   // 1 − (245 − 16) / 448, before the resize
        #expect(opacity("orange") == 0.5)   // 1 − (200 − 16) / 368, 400 wide
        #expect(opacity("yellow") == 0.75)   // 1 − (208 − 16) / 768, maximized
        #expect(s.gestures.map { "\($0.gesture) \($0.bar ?? "-")" } == ["tap red", "tap orange", "tap yellow"])
        #expect(s.size.width == 400 && s.size.height == 568, "content: the 400×600 window geometry less the title bar")
        #expect(r.canvas.width == 424 && r.canvas.height == 624, "the surface: the window geometry and its margin")
    }
}
