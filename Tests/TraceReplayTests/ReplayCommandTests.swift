import AppTestSupport
import Foundation
import TestSupport
import Testing

/// `opacity-bars replay` as a user runs it: exit status, files written or not, error text.
/// Runs the binary SwiftPM built beside this test bundle.
@Suite struct ReplayCommandTests {
    static var binary: String { BuiltProducts.path("opacity-bars") }

    /// `opacity-bars replay ARGS`, to completion (the limit only keeps a broken build from
    /// hanging the suite).
    static func run(_ args: [String]) throws -> Processes.Result {
        try Processes.run(binary, ["replay"] + args, timeout: 600)
    }

    static func scratch() -> URL {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("replay-cli-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func writesTheStateAndTheGoldenFrame() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.binary),
            "\(Self.binary) is missing: swift build --product opacity-bars")
        let dir = Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let state = dir.appendingPathComponent("tap.json").path, png = dir.appendingPathComponent("tap.png").path
        let r = try Self.run([FixturePaths.trace("tap", "v123"), "--state", state, "--screenshot", png])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let expected = try String(contentsOfFile: Goldens.corpus.statePath("tap"), encoding: .utf8)
        #expect(try String(contentsOfFile: state, encoding: .utf8) == expected)
        #expect(FileManager.default.contents(atPath: png) != nil)
        try Goldens.corpus.checkFrame(try .readPNG(path: png), name: "tap")
    }

    @Test func stateToStandardOutputAndExplain() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary))
        let r = try Self.run([FixturePaths.trace("opacity-drag", "v121"), "--state", "-", "--explain"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("\"scrollOffset\""))
        #expect(r.stdout.contains("accepted"), "explain output: \(r.stdout.prefix(400))")
        // Each decision names the trace line of the event it was made at.
        #expect(
            r.stdout.split(separator: "\n").contains {
                $0.hasPrefix("line ") && $0.contains("horizontal drag") && $0.contains("accepted")
            })
        #expect(r.stdout.contains("settled at"))
    }

    @Test func reportsListEveryGestureReportInOrder() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary))
        let r = try Self.run([FixturePaths.trace("opacity-drag", "v121"), "--state", "-", "--reports"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let reports = r.stdout.split(separator: "\n").filter { $0.hasPrefix("report ") }
        let drag = reports.filter { $0.contains(" drag ") }
        #expect(drag.first?.contains(" began ") == true, "reports: \(reports)")
        #expect(drag.last?.contains(" ended ") == true, "reports: \(reports)")
        #expect(r.stdout.contains("\"scrollOffset\""))
    }

    @Test func anUnreadableTraceWritesNothing() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary))
        let dir = Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("bad.trace").path
        try Data("[1.000] wl_seat@9.capabilities(7)\n[2.000] wl_pointer@11.motion(5, 1.0)\n".utf8)
            .write(to: URL(fileURLWithPath: trace))
        let state = dir.appendingPathComponent("s.json").path, png = dir.appendingPathComponent("s.png").path
        let r = try Self.run([trace, "--state", state, "--screenshot", png])
        #expect(r.status != 0)
        #expect(r.stderr.contains("\(trace):2: wl_pointer.motion expects 3 arguments"), "stderr: \(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: state) && !FileManager.default.fileExists(atPath: png))
    }

    @Test func commandLineSizeForATraceWithoutConfigure() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary))
        let dir = Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("empty.trace").path
        try Data().write(to: URL(fileURLWithPath: trace))
        let r = try Self.run([trace, "--width", "320", "--height", "240", "--state", "-"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("\"width\" : 320") && r.stdout.contains("\"height\" : 240"))
    }
}
