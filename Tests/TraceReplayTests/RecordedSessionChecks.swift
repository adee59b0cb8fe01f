import Drawing
import Foundation
import OpacityBars
import TestSupport
import Testing

/// What every session recorded live by scripts/record-live-fixture must give when replayed
/// (Tests/Fixtures/recorded/COMPOSITOR/NAME.*): exactly its expected state (NAME.state.json)
/// and golden frame (NAME.png), and the state the live app itself reported at exit
/// (NAME.live-state.json), gesture times aside: live ones are on the monotonic clock,
/// replayed ones on the trace's. The recorder refused any recording whose replay did not draw
/// the live app's own final frame, so the golden is that frame.
enum RecordedSessionChecks {
    static func expectReplayMatches(
        base: URL, json: String, snapshot: StateSnapshot, canvas: Canvas,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let name = base.lastPathComponent
        let expected = try String(contentsOf: base.appendingPathExtension("state.json"), encoding: .utf8)
        #expect(
            json.trimmingCharacters(in: .newlines) == expected.trimmingCharacters(in: .newlines),
            "\(name): replay's state differs from the expected one", sourceLocation: sourceLocation)
        let golden = try Canvas.readPNG(path: base.appendingPathExtension("png").path)
        #expect(
            canvas.firstDifference(from: golden) == nil, "\(name): replay's frame differs from the golden",
            sourceLocation: sourceLocation)
        let live = try JSONDecoder().decode(
            StateSnapshot.self, from: try Data(contentsOf: base.appendingPathExtension("live-state.json")))
        #expect(
            timeless(snapshot) == timeless(live), "\(name): replay's state differs from the live app's",
            sourceLocation: sourceLocation)
    }

    static func timeless(_ s: StateSnapshot) -> StateSnapshot {
        var s = s
        s.gestures = s.gestures.map {
            var g = $0; g.time = 0; return g
        }
        return s
    }

    /// The names of the recorded sessions in recorded/`compositor` (NAME.v121.trace).
    static func names(in compositor: String) throws -> Set<String> {
        Set(
            try FileManager.default.contentsOfDirectory(
                atPath: FixturePaths.recorded.appendingPathComponent(compositor).path
            )
            .filter { $0.hasSuffix(".v121.trace") }.map { String($0.dropLast(".v121.trace".count)) })
    }
}
