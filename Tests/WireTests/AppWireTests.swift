import Drawing
import Foundation
import Testing

extension WireSuites {
    /// The real `opacity-bars` binary under the fixture compositor: each corpus fixture's input
    /// arrives as real wl_touch / wl_pointer / wl_keyboard / pointer-gesture events through the
    /// app's C shim and live loop, and the app's state snapshot (written on xdg_toplevel.close)
    /// and what it put on screen must equal what `opacity-bars replay` of the same fixture gives
    /// (exactly: the app follows the compositor's virtual clock, `StateComparison`). The compositor's own checks must
    /// also hold: every changed pixel damaged, no buffer written while held, nothing dropped.
    @Suite
    struct AppWireTests {
        @Test func the_corpus_has_touch_fixtures() {
            #expect(Corpus.touchFixtures.count >= 8, "\(Corpus.touchFixtures)")
        }

        @Test(arguments: Corpus.fixtures)
        func the_app_over_the_wire_ends_where_replay_ends(_ name: String) async throws {
            try await Self.compare(fixture: Corpus.path(name))
        }

        /// A compositor that copies at commit and releases at once (weston's GL renderer does):
        /// the app may reuse a buffer right away and must still show the same frame.
        @Test(arguments: ["fling.v121.trace", "paint.v121.trace"])
        func buffers_released_at_once_give_the_same_result(_ name: String) async throws {
            try await Self.compare(fixture: Corpus.path("synthetic/" + name), wireOptions: ["--release-immediately"])
        }

        /// Playback compressed 3×: every event arrives long before its time, yet the app decides
        /// what it decided at full speed, even where the outcome is all timing (a fling stopped
        /// in flight, a long press, a double tap), because it follows the virtual clock.
        @Test(arguments: [
            "opacity-drag.v121.trace", "fling-stop.v121.trace", "long-press.v121.trace", "double-tap.v121.trace",
        ])
        func a_compressed_playback_gives_the_same_result(_ name: String) async throws {
            try await Self.compare(fixture: Corpus.path("synthetic/" + name), wireOptions: ["--speed", "3"])
        }

        /// The other side of the coin, so that agreeing is not an accident: on the real clock the
        /// same compressed playback reaches the app three times faster, and its gesture times
        /// and where the touch stopped the fling are no longer replay's.
        @Test func on_the_real_clock_a_compressed_playback_decides_otherwise() async throws {
            let app = Binaries.opacityBars
            try #require(Binaries.exists(app), "\(app) is not built (swift build --build-tests builds it)")
            let fixture = Corpus.path("synthetic/fling-stop.v121.trace")
            let directory = try TemporaryDirectory()
            let replayState = try await replay(fixture, ["--app", "colours"], into: directory).state
            let liveState = directory.file("live.json")
            let session = try await WireSession(
                fixture: fixture, options: ["--speed", "3"], client: [app, "--state", liveState])
            let report = try #require(session.report, "\(session.diagnostics)")
            #expect(
                session.status == 0 && report.outcome == "done" && !report.followsVirtualClock,
                "\(session.diagnostics)")
            let differences = try StateComparison(replay: replayState, live: liveState).differences
            #expect(differences.contains { $0.hasPrefix("gestures[") && $0.contains(".time") }, "\(differences)")
            #expect(differences.contains { $0.hasPrefix("scrollOffset") }, "\(differences)")
        }

        /// wl_output.scale 2 (the window enters the output once mapped) and a fractional
        /// preferred scale (wp_fractional_scale_v1 with wp_viewporter) against `replay --scale`.
        @Test(arguments: [("tap.v121.trace", "2"), ("scroll.v121.trace", "2"), ("paint.v121.trace", "1.25")])
        func at_a_compositor_scale_the_app_draws_what_replay_draws_at_that_scale(_ name: String, _ scale: String)
            async throws
        {
            try await Self.compare(
                fixture: Corpus.path("synthetic/" + name),
                replayOptions: ["--scale", scale], wireOptions: ["--scale", scale])
        }

        /// Natural scrolling, for real (wl_seat v9, which the fixture offers for this fixture):
        /// every axis_relative_direction reached the app's wl_pointer (one sent to an older
        /// pointer is counted as dropped), and the touchpad run moved red the way the fingers
        /// moved, right: 1 − 112/448, where the values alone would leave it opaque.
        @Test func under_natural_scrolling_the_touchpad_opacity_run_follows_the_fingers() async throws {
            let app = Binaries.opacityBars
            try #require(Binaries.exists(app), "\(app) is not built (swift build --build-tests builds it)")
            let fixture = Corpus.path("synthetic/touchpad-opacity-natural.v121.trace")
            let directions = try String(contentsOfFile: fixture, encoding: .utf8)
                .split(separator: "\n").filter { $0.contains(".axis_relative_direction(1, 1)") }.count
            #expect(directions >= 10, "\(directions) inverted directions in the fixture")
            let directory = try TemporaryDirectory()
            let liveState = directory.file("live.json")
            let session = try await WireSession(
                fixture: fixture, options: [],
                client: [app, "--state", liveState, "--clock", "compositor"])
            let report = try #require(session.report, "\(session.diagnostics)")
            #expect(report.clientExitStatus == 0, "\(session.diagnostics)")
            #expect(report.inputEventsDropped == 0, "\(report.log)")
            let red = try #require(try AppState.read(liveState).opacity("red"))
            #expect(abs(red - 0.75) < 1e-3, "red \(red)")
        }

        // MARK: The comparison

        /// Returns the compositor's report and the app's live state, for a caller's own checks.
        @discardableResult
        static func compare(
            fixture: String, replayOptions: [String] = [], wireOptions: [String] = [],
            sourceLocation: SourceLocation = #_sourceLocation
        ) async throws -> (report: WireReport, state: AppState) {
            let app = Binaries.opacityBars
            try #require(
                Binaries.exists(app), "\(app) is not built (swift build --build-tests builds it)",
                sourceLocation: sourceLocation)
            let directory = try TemporaryDirectory()
            // The live side is the Colours list whatever client recorded the fixture (foot,
            // weston), so replay is told the app instead of taking it from the trace's app id.
            let (replayState, replayPNG) = try await replay(
                fixture, ["--app", "colours"] + replayOptions, into: directory, sourceLocation: sourceLocation)

            let liveState = directory.file("live.json")
            let session = try await WireSession(
                fixture: fixture, options: wireOptions,
                client: [app, "--state", liveState, "--clock", "compositor"])
            let report = try #require(session.report, "\(session.diagnostics)", sourceLocation: sourceLocation)
            #expect(
                session.status == 0 && report.outcome == "done", "\(session.diagnostics)",
                sourceLocation: sourceLocation)
            #expect(report.clientExitStatus == 0, sourceLocation: sourceLocation)
            #expect(report.title == "Colours", sourceLocation: sourceLocation)
            #expect(
                report.followsVirtualClock, "the app did not bind the virtual clock", sourceLocation: sourceLocation)
            #expect(report.settled, "the app kept committing", sourceLocation: sourceLocation)
            #expect(report.eventsSkipped.isEmpty, "\(report.eventsSkipped)", sourceLocation: sourceLocation)
            #expect(report.inputEventsDropped == 0, "events with no device to go to", sourceLocation: sourceLocation)
            #expect(report.undamagedChanges == 0, "\(report.log)", sourceLocation: sourceLocation)
            #expect(report.heldBufferWrites == 0, "\(report.log)", sourceLocation: sourceLocation)
            // The fixture's timing: never ahead of it (divided by --speed).
            let speed = wireOptions.firstIndex(of: "--speed").flatMap { Double(wireOptions[$0 + 1]) } ?? 1
            #expect(report.playbackMs >= report.fixtureSpanMs / speed - 1, sourceLocation: sourceLocation)

            let state = try StateComparison(replay: replayState, live: liveState)
            #expect(
                state.differences.isEmpty, "\(state.differences.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
            let pixels = PixelComparison(
                replay: try Canvas.readPNG(path: replayPNG),
                live: try Canvas.readPNG(path: session.screenshot))
            #expect(pixels.isEqual, "\(pixels.description)", sourceLocation: sourceLocation)
            return (report, try AppState.read(liveState))
        }
    }
}
