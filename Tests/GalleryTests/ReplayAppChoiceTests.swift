import Foundation
import TestSupport
import Testing
import TraceReplay

@testable import Gallery

/// `opacity-bars replay` picks the app from the trace's xdg_toplevel.set_app_id: the
/// gallery's id → the gallery, the Colours list's id or none → the list, any other id → an
/// error naming the file and line (unless `--app` chooses). Runs the binary SwiftPM built
/// beside this test bundle.
@Suite struct ReplayAppChoiceTests {
    static var binary: String { BuiltProducts.path("opacity-bars") }

    static func run(_ args: [String]) throws -> Processes.Result { try Processes.run(binary, args, timeout: 600) }

    /// A copy of a gallery fixture with its app id replaced by `id`.
    static func withAppID(_ id: String) throws -> (path: String, line: Int) {
        let text = try String(contentsOfFile: GalleryGoldens.trace("gallery-touch-square", "v121"), encoding: .utf8)
        let changed = text.replacingOccurrences(of: "\"\(GalleryCore.appID)\"", with: "\"\(id)\"")
        let path = NSTemporaryDirectory() + "gallery-app-id-\(UUID().uuidString).trace"
        try changed.write(toFile: path, atomically: true, encoding: .utf8)
        let line =
            changed.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("set_app_id") }!
            + 1
        return (path, line)
    }

    @Test func theParserReadsTheAppIDAndItsLine() throws {
        let trace = try TraceParser.parse(path: GalleryGoldens.trace("gallery-touch-square", "v124"))
        #expect(trace.appID == GalleryCore.appID)
        #expect(trace.appIDLine == 33)
    }

    @Test func aGalleryTraceReplaysIntoTheGallery() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary))
        let r = try Self.run(["replay", GalleryGoldens.trace("gallery-touch-grid", "v121"), "--state", "-"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let golden = try String(
            contentsOfFile: GalleryGoldens.expected.statePath("gallery-touch-grid"), encoding: .utf8)
        #expect(r.stdout == golden)
    }

    /// `--reports` prints the gallery's gesture reports too: the recognizers fixture's triple
    /// tap (one multi-tap report), the long press and the drag's end, in order.
    @Test func reportsArePrintedForTheGallery() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary))
        let r = try Self.run(["replay", GalleryGoldens.trace("gallery-recognizers", "v121"), "--reports"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let lines = r.stdout.split(separator: "\n").filter { $0.hasPrefix("report ") }
        let kinds = ["multiTap ended", "longPress began", "drag ended"].map { k in
            lines.firstIndex { $0.contains(" \(k) ") }
        }
        #expect(kinds.allSatisfy { $0 != nil }, "\(lines.joined(separator: "\n"))")
        if let t = kinds[0], let l = kinds[1], let d = kinds[2] { #expect(t < l && l < d) }
    }

    @Test func theColoursAppIDReplaysIntoTheColoursList() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary))
        let (path, _) = try Self.withAppID("org.opacitybars.OpacityBars")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try Self.run(["replay", path, "--state", "-"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout.contains("\"scrollOffset\""))
        #expect(!r.stdout.contains("\"app\" : \"gallery\""))
    }

    @Test func anUnknownAppIDIsAnErrorNamingFileAndLine() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary))
        let (path, line) = try Self.withAppID("org.example.Unknown")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try Self.run(["replay", path, "--state", "-"])
        #expect(r.status == 65)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("\(path):\(line): unknown app id \"org.example.Unknown\""), "stderr: \(r.stderr)")
        // --app chooses explicitly.
        let chosen = try Self.run(["replay", path, "--app", "gallery", "--state", "-"])
        #expect(chosen.status == 0)
        #expect(chosen.stdout.contains("\"page\" : \"touch\""))
    }
}
