import Drawing
import Foundation
import Testing

extension WireSuites {
    /// The real gesture gallery (`opacity-bars gallery`) under the fixture compositor: each of
    /// the gallery's touch fixtures (Tests/GalleryTests/Fixtures: the touch enter/exit page,
    /// the recognizers page, the hierarchy page's deferred back swipe, the scrolling page's
    /// nested lists and their carried fling) arrives as real wl_touch events through the C
    /// shim and the live loop, and the gallery's state snapshot (written at exit) and the frame
    /// it put on screen must equal what `opacity-bars replay` gives for the same trace.
    ///
    /// No tolerance: the gallery follows the compositor's virtual clock, so every event, timer
    /// (the 1 s long press, the tap counter's wait) and spring step happens at the instant
    /// replay gives it.
    @Suite
    struct GalleryWireTests {
        /// Each fixture and the page it ends on, so that agreeing on "nothing happened" fails.
        static let pages = [
            "gallery-touch-square": "touch", "gallery-touch-grid": "touch",
            "gallery-recognizers": "recognizers", "gallery-hierarchy-deferral": "hierarchy",
            "gallery-scrolling": "scrolling",
        ]
        static let fixtures = pages.keys.sorted()

        static func path(_ name: String) -> String {
            Binaries.repositoryRoot + "/Tests/GalleryTests/Fixtures/synthetic/\(name).v121.trace"
        }

        @Test(arguments: fixtures)
        func the_gallery_over_the_wire_ends_where_replay_ends(_ name: String) async throws {
            let app = Binaries.opacityBars
            try #require(Binaries.exists(app), "\(app) is not built (swift build --build-tests builds it)")
            let fixture = Self.path(name)
            let directory = try TemporaryDirectory()
            // No --app: replay takes the gallery from the trace's app id, as a user's would.
            let (replayState, replayPNG) = try await replay(fixture, into: directory)

            let liveState = directory.file("live.json")
            let session = try await WireSession(
                fixture: fixture, client: [app, "gallery", "--state", liveState, "--clock", "compositor"])
            let report = try #require(session.report, "\(session.diagnostics)")
            #expect(session.status == 0 && report.outcome == "done", "\(session.diagnostics)")
            #expect(report.clientExitStatus == 0)
            #expect(report.appID == "org.opacitybars.Gallery")
            #expect(report.followsVirtualClock, "the gallery did not bind the virtual clock")
            #expect(report.touchesBound >= 1, "the gallery never bound wl_touch")
            #expect(report.settled, "the gallery kept committing")
            #expect(report.eventsSkipped.isEmpty, "\(report.eventsSkipped)")
            #expect(report.inputEventsDropped == 0, "events with no device to go to")
            #expect(report.undamagedChanges == 0, "\(report.log)")
            #expect(report.heldBufferWrites == 0, "\(report.log)")

            let live =
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: liveState)))
                as? [String: Any]
            #expect(
                live?["page"] as? String == Self.pages[name], "the live gallery ended on \(live?["page"] ?? "nothing")")
            let replayJSON = try String(contentsOfFile: replayState, encoding: .utf8)
            let liveJSON = try String(contentsOfFile: liveState, encoding: .utf8)
            #expect(
                replayJSON.trimmingCharacters(in: .whitespacesAndNewlines)
                    == liveJSON.trimmingCharacters(in: .whitespacesAndNewlines),
                "state differs:\nreplay \(replayJSON)\nlive \(liveJSON)")
            let pixels = PixelComparison(
                replay: try Canvas.readPNG(path: replayPNG),
                live: try Canvas.readPNG(path: session.screenshot))
            #expect(pixels.isEqual, "\(pixels.description)")
        }
    }
}
