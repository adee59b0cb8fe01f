import Testing

extension WireSuites {
    /// A session recorded under GNOME's compositor (Tests/Fixtures/recorded/mutter), which
    /// offers no xdg-decoration, so the app drew its own decorations there. Played by the
    /// fixture compositor, the manager must not be offered either (`TracePrelude.decorationMode`
    /// and `decorationService` decide that from the trace's globals and its window geometry):
    /// otherwise the app would hand its decorations to the compositor and draw a window of
    /// another size than replay's. `AppWireTests` compares state and frame with replay for
    /// this trace like any other; this checks what the app asked of its window.
    @Suite
    struct MutterRecordingWireTests {
        static let recording = "recorded/mutter/mutter-move-resize-maximize.v121.trace"

        @Test func a_mutter_recording_is_played_without_xdg_decoration() async throws {
            let app = Binaries.opacityBars
            try #require(Binaries.exists(app), "\(app) is not built (swift build --build-tests builds it)")
            #expect(Corpus.fixtures.contains(Self.recording), "the wire corpus walks recorded/'s subdirectories")
            let session = try await WireSession(
                fixture: Corpus.path(Self.recording),
                client: [app, "--state", "$DIR/live.json", "--clock", "compositor"])
            let report = try #require(session.report, "\(session.diagnostics)")
            #expect(session.status == 0 && report.outcome == "done", "\(session.diagnostics)")
            let window = report.window
            #expect(window.decorationObjects == 0, "the app made a decoration object: xdg-decoration was offered")
            // Its own decorations: the window geometry inside a 12 px margin, the surface that
            // much larger; the minimum size of Colours plus its title bar.
            #expect(window.geometry == [12, 12, 400, 600], "\(window.geometry ?? [])")
            #expect(
                report.bufferWidth == 424 && report.bufferHeight == 624, "\(report.bufferWidth)×\(report.bufferHeight)")
            #expect(window.minimumSize == [200, 232])
            // The session's window requests: a move by touch, a resize from the right edge, a
            // maximize and a restore, the first two with the serial of their press.
            #expect(window.moves == 1 && window.resizes == 1 && window.lastResizeEdges == 8, "\(window)")
            #expect(window.maximize == 1 && window.unmaximize == 1 && window.withPressSerial == 2, "\(window)")
        }
    }
}
