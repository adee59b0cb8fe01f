import Canvas
import Gestures
import Testing
import TraceReplay
@testable import Gallery

/// The gallery's touch fixtures replayed as `opacity-bars replay` does (parse, replay into a
/// fresh core, settle, snapshot, full render): each checks its meaning, the expected state
/// JSON and the golden frame, in two libwayland formats (1.21 and 1.24 with colours).
@Suite struct GalleryReplayTests {
    struct Replayed {
        var core: GalleryCore
        var json: String
        var canvas: Canvas
        func shape(_ name: String) -> GalleryShape { core.shape(name)! }
    }

    static let formats = ["v121", "v124"]

    static func replay(_ name: String, _ format: String) throws -> Replayed {
        let trace = try TraceParser.parse(path: GalleryGoldens.trace(name, format))
        #expect(trace.appID == GalleryCore.appID)
        let core = GalleryCore()
        Replayer.run(trace, into: core)
        let canvas = Canvas(width: core.bufferSize.width, height: core.bufferSize.height)
        _ = core.render(into: canvas, stale: nil)
        return Replayed(core: core, json: core.snapshotJSON(), canvas: canvas)
    }

    static func check(_ r: Replayed, _ name: String) throws {
        try GalleryGoldens.checkState(r.json, name: name)
        try GalleryGoldens.checkFrame(r.canvas, name: name)
    }

    @Test(arguments: formats) func aTouchFromOutsideLightsTheSquare(format: String) throws {
        let r = try Self.replay("gallery-touch-square", format)
        #expect(r.core.page == .touch)
        #expect(r.shape("square").colour == .yellow)
        #expect(r.shape("square").counters == ["enter": 1, "exit": 0])
        try Self.check(r, "gallery-touch-square")
    }

    @Test(arguments: formats) func touchesCrossTheGridOnceACell(format: String) throws {
        let r = try Self.replay("gallery-touch-grid", format)
        for c in 0..<3 { #expect(r.shape("cell-1-\(c)").counters == ["enter": 1, "exit": 1]) }
        // Crossed by both touches: the first ended on it (exit at lift), the second passed.
        #expect(r.shape("cell-1-3").counters == ["enter": 2, "exit": 2])
        for row in [0, 2] { #expect(r.shape("cell-\(row)-3").counters == ["enter": 1, "exit": 1]) }
        #expect(r.shape("cell-0-0").counters == ["enter": 0, "exit": 0])
        #expect(r.shape("cell-3-3").counters == ["enter": 1, "exit": 0])
        #expect(r.core.shapes.filter { $0.colour == .yellow }.map(\.name) == ["cell-3-3"])
        try Self.check(r, "gallery-touch-grid")
    }

    @Test(arguments: formats) func aTripleTapALongPressAndADrag(format: String) throws {
        let r = try Self.replay("gallery-recognizers", format)
        #expect(r.core.page == .recognizers)
        #expect(r.shape("taps").counters == ["single": 0, "double": 0, "triple": 1])
        #expect(r.shape("long-press").message == "done")
        #expect(r.shape("drag").message.hasPrefix("t 60,0 "))
        #expect(r.shape("drag").transientOffset == .zero)
        try Self.check(r, "gallery-recognizers")
    }

    @Test(arguments: formats) func theFirstEdgeSwipeDragsTheSquare(format: String) throws {
        let r = try Self.replay("gallery-hierarchy-deferral", format)
        #expect(r.core.page == .hierarchy)
        #expect(r.shape("circle").message == "mask subviews")
        #expect(r.shape("blue-square").offset == Point(x: 120, y: 0))
        try Self.check(r, "gallery-hierarchy-deferral")
    }

    /// Replay is deterministic: the same trace twice gives the same bytes.
    @Test func replayingTwiceGivesTheSameStateAndFrame() throws {
        let a = try Self.replay("gallery-touch-grid", "v121"), b = try Self.replay("gallery-touch-grid", "v121")
        #expect(a.json == b.json)
        #expect(a.canvas.firstDifference(from: b.canvas) == nil)
    }
}
