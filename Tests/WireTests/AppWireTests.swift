import Canvas
import Foundation
import Testing

extension WireSuites {
    /// The real `opacity-bars` binary under the fixture compositor: each corpus fixture's input
    /// arrives as real wl_touch / wl_pointer / wl_keyboard / pointer-gesture events through the
    /// app's C shim and live loop, and the app's state snapshot (written on xdg_toplevel.close)
    /// and what it put on screen must equal what `opacity-bars replay` of the same fixture gives
    /// (tolerances in `StateComparison` and `PixelComparison`). The compositor's own checks must
    /// also hold: every changed pixel damaged, no buffer written while held, nothing dropped.
    @Suite
    struct AppWireTests {
        @Test func the_corpus_has_touch_fixtures() {
            #expect(Corpus.touchFixtures.count >= 8, "\(Corpus.touchFixtures)")
        }

        @Test(arguments: Corpus.fixtures)
        func the_app_over_the_wire_ends_where_replay_ends(_ name: String) throws {
            try Self.compare(fixture: Corpus.path(name))
        }

        /// A compositor that copies at commit and releases at once (weston's GL renderer does):
        /// the app may reuse a buffer right away and must still show the same frame.
        @Test(arguments: ["fling.v121.trace", "paint.v121.trace"])
        func buffers_released_at_once_give_the_same_result(_ name: String) throws {
            try Self.compare(fixture: Corpus.path("synthetic/" + name), wireOptions: ["--release-immediately"])
        }

        /// Playback compressed 3×: fine for fixtures whose outcome does not depend on waiting.
        @Test func a_compressed_playback_of_a_drag_gives_the_same_result() throws {
            try Self.compare(fixture: Corpus.path("synthetic/opacity-drag.v121.trace"), wireOptions: ["--speed", "3"])
        }

        /// wl_output.scale 2 (the window enters the output once mapped) and a fractional
        /// preferred scale (wp_fractional_scale_v1 with wp_viewporter) against `replay --scale`.
        @Test(arguments: [("tap.v121.trace", "2"), ("scroll.v121.trace", "2"), ("paint.v121.trace", "1.25")])
        func at_a_compositor_scale_the_app_draws_what_replay_draws_at_that_scale(_ name: String, _ scale: String) throws {
            try Self.compare(fixture: Corpus.path("synthetic/" + name),
                             replayOptions: ["--scale", scale], wireOptions: ["--scale", scale])
        }

        // MARK: The comparison

        /// Fixtures whose end state depends on real time at millisecond grain: a touch stops a
        /// fling wherever the fling is when the touch arrives.
        static let realTimeDependent = ["fling-stop"]

        static func compare(fixture: String, replayOptions: [String] = [], wireOptions: [String] = [],
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
            let app = Binaries.opacityBars
            try #require(Binaries.exists(app), "\(app) is not built (swift build --build-tests builds it)",
                         sourceLocation: sourceLocation)
            let directory = try TemporaryDirectory()
            let replayState = directory.file("replay.json"), replayPNG = directory.file("replay.png")
            // The live side is the Colours list whatever client recorded the fixture (foot,
            // weston), so replay is told the app instead of taking it from the trace's app id.
            let replay = try run(app, ["replay", fixture, "--app", "colours", "--state", replayState, "--screenshot", replayPNG]
                                 + replayOptions)
            try #require(replay.status == 0, "replay failed: \(replay.stderr)", sourceLocation: sourceLocation)

            let liveState = directory.file("live.json")
            let session = try WireSession(fixture: fixture, options: wireOptions, client: [app, "--state", liveState])
            let report = try #require(session.report, "\(session.diagnostics)", sourceLocation: sourceLocation)
            #expect(session.result.status == 0 && report.outcome == "done", "\(session.diagnostics)", sourceLocation: sourceLocation)
            #expect(report.clientExitStatus == 0, sourceLocation: sourceLocation)
            #expect(report.title == "Colours", sourceLocation: sourceLocation)
            #expect(report.settled, "the app kept committing", sourceLocation: sourceLocation)
            #expect(report.eventsSkipped.isEmpty, "\(report.eventsSkipped)", sourceLocation: sourceLocation)
            #expect(report.inputEventsDropped == 0, "events with no device to go to", sourceLocation: sourceLocation)
            #expect(report.undamagedChanges == 0, "\(report.log)", sourceLocation: sourceLocation)
            #expect(report.heldBufferWrites == 0, "\(report.log)", sourceLocation: sourceLocation)
        // The fixture's timing: never ahead of it (divided by --speed), and not far behind.
        let speed = wireOptions.firstIndex(of: "--speed").flatMap { Double(wireOptions[$0 + 1]) } ?? 1
        #expect(report.playbackMs >= report.fixtureSpanMs / speed - 1, sourceLocation: sourceLocation)
        #expect(report.playbackMs <= report.fixtureSpanMs / speed + 2000, sourceLocation: sourceLocation)

            let name = URL(fileURLWithPath: fixture).lastPathComponent
            let realTime = realTimeDependent.contains { name.hasPrefix($0 + ".") }
            // 1 px/ms bounds these fixtures' fling speed at the moment the stopping touch lands;
            // the touch and the lift before it are each up to maxLatenessMs late.
            let tolerance = realTime ? 1.0 * (2 * report.maxLatenessMs + 2) : 1.0
            let state = try StateComparison(replay: replayState, live: liveState, scrollOffsetTolerance: tolerance,
                                            playbackLatenessMs: report.maxLatenessMs)
            #expect(state.differences.isEmpty, "\(state.differences.joined(separator: "\n"))", sourceLocation: sourceLocation)
            let pixels = PixelComparison(replay: try Canvas.readPNG(path: replayPNG),
                                         live: try Canvas.readPNG(path: session.screenshot),
                                         rowShift: Int(state.scrollOffsetDelta.rounded(.up)))
            #expect(pixels.isEqual, "\(pixels.description)", sourceLocation: sourceLocation)
        }
    }
}
