import Canvas
import Foundation
import Testing

/// The gallery's replay fixtures (Tests/GalleryTests/Fixtures: scenarios, the synthetic
/// traces written from them by `opacity-bars gen-trace`, expected states and golden frames).
/// Compared exactly; re-recorded only with OPACITYBARS_RECORD_GOLDENS=1 (never when CI is
/// set), as the Colours list's goldens are.
enum GalleryGoldens {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let expected = root.appendingPathComponent("expected")
    static var recording: Bool {
        ProcessInfo.processInfo.environment["OPACITYBARS_RECORD_GOLDENS"] == "1"
            && (ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty
    }

    static func trace(_ name: String, _ format: String) -> String {
        root.appendingPathComponent("synthetic/\(name).\(format).trace").path
    }

    static func checkState(_ json: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = expected.appendingPathComponent("\(name).state.json").path
        let text = json.hasSuffix("\n") ? json : json + "\n"
        if recording {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return
        }
        guard let golden = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("missing \(path): record it with OPACITYBARS_RECORD_GOLDENS=1", sourceLocation: sourceLocation)
            return
        }
        #expect(golden == text, "state of \(name) differs from \(path)", sourceLocation: sourceLocation)
    }

    static func checkFrame(_ canvas: Canvas, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = expected.appendingPathComponent("\(name).png").path
        if recording {
            try canvas.writePNG(to: path)
            return
        }
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record("missing \(path): record it with OPACITYBARS_RECORD_GOLDENS=1", sourceLocation: sourceLocation)
            return
        }
        let golden = try Canvas.readPNG(path: path)
        #expect(golden.width == canvas.width && golden.height == canvas.height, sourceLocation: sourceLocation)
        if let d = canvas.firstDifference(from: golden) {
            Issue.record("frame of \(name) differs from \(path) at (\(d.x), \(d.y))", sourceLocation: sourceLocation)
        }
    }
}
