import Drawing
import FixtureWriter
import Foundation
import Gestures
import Testing
import TraceReplay

@testable import Gallery

/// The gallery's touch fixtures replayed as `opacity-bars replay` does (parse, replay into a
/// fresh core, settle, snapshot, full render): each checks its meaning, the expected state
/// JSON and the golden frame, in every libwayland format the writer has (`TraceFormat`: 1.18,
/// 1.21, 1.23 and 1.24 with colours).
@Suite struct GalleryReplayTests {
    struct Replayed {
        var core: GalleryCore
        var json: String
        var canvas: Canvas
        func shape(_ name: String) -> GalleryShape { core.shape(name)! }
    }

    static let formats = TraceFormat.allCases.map(\.fileSuffix)

    /// Every scenario in Fixtures/scenarios, by name.
    static var scenarioNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(
            atPath: GalleryGoldens.root.appendingPathComponent("scenarios").path)) ?? [])
            .filter { $0.hasSuffix(".scenario") }.map { String($0.dropLast(".scenario".count)) }.sorted()
    }

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
        try GalleryGoldens.expected.checkState(r.json, name: name)
        try GalleryGoldens.expected.checkFrame(r.canvas, name: name)
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
        for c in 0 ..< 3 { #expect(r.shape("cell-1-\(c)").counters == ["enter": 1, "exit": 1]) }
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

    @Test(arguments: formats) func nestedListsHandOnTheDragAndTheFling(format: String) throws {
        let r = try Self.replay("gallery-scrolling", format)
        #expect(r.core.page == .scrolling)
        let page = try #require(r.core.pages[.scrolling] as? ScrollingPage)
        #expect((page.offset("pager") ?? 0) > 200)   // the swipe turned the pager
        #expect((page.offset("page-1") ?? 0) > 100 && page.offset("page-0") == 0)   // a drag up scrolled page 2
        #expect(page.offset("inner") == 280)   // the flick ran the inner list to its edge…
        #expect((page.offset("outer") ?? 0) > 0)   // …and carried on in the outer list
        #expect(r.shape("inner-row-6").message == "taps 1")
        #expect(r.core.shapes.filter { !$0.counters.isEmpty }.count == 1)
        try Self.check(r, "gallery-scrolling")
    }

    @Test(arguments: formats) func theOvalLiftsAndSuperAltDimsIt(format: String) throws {
        let r = try Self.replay("gallery-pointer-lift", format)
        #expect(r.core.page == .pointer)
        #expect(r.shape("shape-2").dimmed && r.shape("shape-2").outline == .pink)
        let state = r.core.snapshot()
        #expect(state.pointer == .init(style: "hidden", visible: false, view: "shape-2", region: "inner"))
        #expect(state.effects == [.init(view: "shape-2", kind: "lift", progress: 1, active: true)])
        try Self.check(r, "gallery-pointer-lift")
    }

    @Test(arguments: formats) func aFingerScrollFadesTheSwatchAndTheWheelDoesNot(format: String) throws {
        let r = try Self.replay("gallery-pointer-alpha", format)
        #expect(abs(r.shape("alpha").opacity - 0.7) < 1e-9, "\(r.shape("alpha").opacity)")
        let state = r.core.snapshot()
        #expect(state.pointer.view == "effect-highlight" && !state.pointer.visible)
        #expect(state.effects == [.init(view: "effect-highlight", kind: "highlight", progress: 1, active: true)])
        try Self.check(r, "gallery-pointer-alpha")
    }

    @Test(arguments: formats) func theTriangleMovesWithSuperAndShowsItsPointer(format: String) throws {
        let r = try Self.replay("gallery-pointer-triangle", format)
        #expect(r.shape("shape-4").offset == Point(x: 60, y: 0))
        #expect(r.shape("shape-4").outline == .pink)
        let state = r.core.snapshot()
        #expect(state.pointer == .init(style: "custom", visible: true, view: "shape-4", region: "inner"))
        #expect(state.effects?.last?.kind == "hover" && state.effects?.last?.progress == 1)
        try Self.check(r, "gallery-pointer-triangle")
    }

    /// Each scenario is written in every format, and each format replays to the one expected
    /// state and golden frame: a format the parser reads differently shows here.
    @Test func everyScenarioReplaysAlikeInEveryFormat() throws {
        let names = Self.scenarioNames
        #expect(names.count >= 4, "only \(names) in Fixtures/scenarios")
        for name in names {
            for format in Self.formats {
                let path = GalleryGoldens.trace(name, format)
                guard FileManager.default.fileExists(atPath: path) else {
                    Issue.record(
                        "missing \(path): scripts/gen-touch-fixture --corpus Tests/GalleryTests/Fixtures/scenarios Tests/GalleryTests/Fixtures/synthetic"
                    )
                    continue
                }
                try Self.check(try Self.replay(name, format), name)
            }
        }
    }

    /// Replay is deterministic: the same trace twice gives the same bytes.
    @Test func replayingTwiceGivesTheSameStateAndFrame() throws {
        let a = try Self.replay("gallery-touch-grid", "v121"), b = try Self.replay("gallery-touch-grid", "v121")
        #expect(a.json == b.json)
        #expect(a.canvas.firstDifference(from: b.canvas) == nil)
    }
}
