import Drawing
import Foundation
import Testing

/// A directory of goldens (expected state JSON, expected frames), with the one policy every
/// suite follows: compared exactly (text byte for byte, frames pixel for pixel); a missing or
/// different golden fails; re-recorded only when OPACITYBARS_RECORD_GOLDENS=1, and never on
/// CI (a run there compares, it never rewrites what it compares against).
public struct Goldens: Sendable {
    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    public static var recording: Bool { ProcessInfo.processInfo.environment["OPACITYBARS_RECORD_GOLDENS"] == "1" }
    static var onCI: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }
    static let howToRecord = "record it with OPACITYBARS_RECORD_GOLDENS=1 (and look at it before committing it)"

    public func statePath(_ name: String) -> String { directory.appendingPathComponent("\(name).state.json").path }
    public func pngPath(_ name: String) -> String { directory.appendingPathComponent("\(name).png").path }

    /// Checks (or records) the expected state JSON of `name` (one final newline either way).
    public func checkState(_ json: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = statePath(name)
        let text = json.hasSuffix("\n") ? json : json + "\n"
        if try record(
            at: path, sourceLocation: sourceLocation, { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) })
        {
            return
        }
        guard let golden = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("missing expected state \(path): \(Self.howToRecord)", sourceLocation: sourceLocation)
            return
        }
        #expect(golden == text, "state of \(name) differs from \(path)", sourceLocation: sourceLocation)
    }

    /// Checks (or records) the golden frame of `name`; a different frame is written beside
    /// the system's temporary files to look at.
    public func checkFrame(_ canvas: Canvas, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = pngPath(name)
        if try record(at: path, sourceLocation: sourceLocation, { try canvas.writePNG(to: path) }) { return }
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record("missing golden frame \(path): \(Self.howToRecord)", sourceLocation: sourceLocation)
            return
        }
        let golden = try Canvas.readPNG(path: path)
        guard golden.width == canvas.width, golden.height == canvas.height else {
            Issue.record(
                "frame of \(name) is \(canvas.width)×\(canvas.height), golden \(path) is \(golden.width)×\(golden.height)",
                sourceLocation: sourceLocation)
            return
        }
        if let d = canvas.firstDifference(from: golden) {
            let actual = NSTemporaryDirectory() + "\(name).actual.png"
            try? canvas.writePNG(to: actual)
            let mine = String(d.mine, radix: 16), theirs = String(d.theirs, radix: 16)
            let difference = "first at (\(d.x), \(d.y)): 0x\(mine) vs golden 0x\(theirs)"
            Issue.record(
                "frame of \(name) differs from \(path) \(difference); actual written to \(actual)",
                sourceLocation: sourceLocation)
        }
    }

    /// Writes the golden when recording (a failure on CI) and says whether it did.
    private func record(at path: String, sourceLocation: SourceLocation, _ write: () throws -> Void) throws -> Bool {
        guard Self.recording else { return false }
        guard !Self.onCI else {
            Issue.record("refusing to record \(path) on CI", sourceLocation: sourceLocation)
            return true
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try write()
        return true
    }
}
