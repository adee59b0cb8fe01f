import Foundation
import Gestures
import Testing
import TestSupport
@testable import TraceReplay

/// scripts/gen-touch-fixture: the committed corpus is its current output, its traces are
/// realistic (≈ 8 ms frames with small jitter, a frame after each group), and a bad scenario
/// is an error naming the scenario line.
@Suite struct GeneratorTests {
    static let script = FixturePaths.root.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/gen-touch-fixture").path

    static func generate(_ args: [String]) throws -> (status: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", script] + args
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    @Test(arguments: [("tap", "1.21", "v121"), ("pinch", "1.23", "v123"), ("paint", "1.18", "v118"),
                      ("keyboard", "1.24", "v124")])
    func theCommittedTraceIsTheGeneratorsOutput(name: String, format: String, suffix: String) throws {
        let scenario = FixturePaths.scenarios.appendingPathComponent("\(name).scenario").path
        let r = try Self.generate([scenario, "--format", format])
        #expect(r.status == 0, "\(r.err)")
        let committed = try String(contentsOfFile: FixturePaths.trace(name, suffix), encoding: .utf8)
        #expect(r.out == committed,
                "\(name).\(suffix).trace is stale: scripts/gen-touch-fixture --corpus Tests/Fixtures/scenarios Tests/Fixtures/synthetic")
    }

    @Test func touchFramesComeEvery8msWithSmallJitter() throws {
        let trace = try TraceParser.parse(path: FixturePaths.trace("scroll", "v121"))
        let frames = trace.events.filter { $0.event == .input(.touchFrame) }.map(\.now)
        let gaps = zip(frames.dropFirst(), frames).map { $0 - $1 }
        // The move: 600 ms in 75 frames; the hold: 200 ms in 25 frames (no events, so no frames).
        let moving = gaps.filter { $0 < 20 }
        #expect(moving.count >= 70)
        let mean = moving.reduce(0, +) / Double(moving.count)
        #expect(abs(mean - 8) < 0.2, "mean frame gap \(mean) ms")
        #expect(moving.allSatisfy { $0 > 6.4 && $0 < 9.6 }, "gaps \(moving.min()!)…\(moving.max()!) ms")
        #expect(Set(moving.map { ($0 * 1000).rounded() }).count > 10, "the gaps should jitter")
        // Every touch group ends with a frame in the file itself (none synthesised).
        let touchLines = trace.events.filter {
            if case .input(.touchMotion) = $0.event { true } else { false }
        }
        for e in touchLines {
            let i = trace.events.firstIndex(of: e)!
            #expect(trace.events[i + 1].event == .input(.touchFrame))
        }
    }

    @Test func aBadScenarioNamesItsLine() throws {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("gen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenario = dir.appendingPathComponent("bad.scenario").path
        try Data("down 0 10 10\nmove 3 20 20 over 40\n".utf8).write(to: URL(fileURLWithPath: scenario))
        let r = try Self.generate([scenario])
        #expect(r.status != 0)
        #expect(r.err.contains("bad.scenario:2: touch 3 is not down"), "\(r.err)")
    }
}
