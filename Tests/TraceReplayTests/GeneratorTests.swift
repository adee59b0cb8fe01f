import FixtureWriter
import Foundation
import Gestures
import TestSupport
import Testing

@testable import TraceReplay

/// The trace writer (`SyntheticSession` over `TraceWriter`): the committed corpus is exactly
/// its output, byte for byte, for every scenario in every format (regenerated in memory here,
/// and once through `opacity-bars gen-trace --corpus`); its traces are realistic (≈ 8 ms
/// frames with small jitter, a frame after each group); a bad scenario is an error naming
/// the scenario line.
@Suite struct GeneratorTests {
    static let faults = FixturePaths.root.appendingPathComponent("faults")
    static let wireFixtures = FixturePaths.root.deletingLastPathComponent().appendingPathComponent("WireTests/Fixtures")
    static let galleryFixtures = FixturePaths.root.deletingLastPathComponent().appendingPathComponent(
        "GalleryTests/Fixtures")

    /// Where the committed text first differs from `generated`, for the failure message.
    static func firstDifference(_ generated: String, _ committed: [UInt8]) -> String {
        let a = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let b = String(decoding: committed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for (i, (x, y)) in zip(a, b).enumerated() where x != y {
            return "line \(i + 1): generated «\(x)», committed «\(y)»"
        }
        return "generated \(a.count) lines, committed \(b.count)"
    }

    /// Generates `scenario` in `format` and compares with the committed `trace`, byte for byte.
    static func check(scenario: URL, format: TraceFormat, against trace: String) throws {
        let text = try String(contentsOf: scenario, encoding: .utf8)
        let generated = try SyntheticSession.generate(scenario: text, path: scenario.path, format: format)
        let committed = try #require(FileManager.default.contents(atPath: trace), "missing \(trace)")
        let identical = Array(generated.utf8) == Array(committed)   // bytes: String's == is not
        #expect(
            identical,
            "\(trace) is not the writer's output (\(firstDifference(generated, Array(committed)))); regenerate: scripts/gen-touch-fixture --corpus Tests/Fixtures/scenarios Tests/Fixtures/synthetic"
        )
    }

    static func scenarios(in dir: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
            .filter { $0.hasSuffix(".scenario") }.sorted().map { dir.appendingPathComponent($0) }
    }

    @Test func everySyntheticTraceIsTheWritersOutput() throws {
        var compared = 0
        for name in FixturePaths.scenarioNames {
            for format in TraceFormat.allCases {
                try Self.check(
                    scenario: FixturePaths.scenarios.appendingPathComponent("\(name).scenario"),
                    format: format, against: FixturePaths.trace(name, format.fileSuffix))
                compared += 1
            }
        }
        // 35 scenarios × 4 formats when this was written: an empty or shrunken list fails.
        #expect(compared >= 140, "only \(compared) synthetic traces compared")
    }

    @Test func theFaultAndWireFixturesAreTheWritersOutput() throws {
        var compared = 0
        for dir in [Self.faults, Self.wireFixtures] {
            for scenario in Self.scenarios(in: dir) {
                try Self.check(
                    scenario: scenario, format: .v121,
                    against: scenario.deletingPathExtension().appendingPathExtension("trace").path)
                compared += 1
            }
        }
        #expect(compared >= 3, "only \(compared) fault and wire fixtures compared")
    }

    @Test func theGalleryFixturesAreTheWritersOutputInEveryFormat() throws {
        var compared = 0
        for scenario in Self.scenarios(in: Self.galleryFixtures.appendingPathComponent("scenarios")) {
            let name = scenario.deletingPathExtension().lastPathComponent
            for format in TraceFormat.allCases {
                let trace = Self.galleryFixtures.appendingPathComponent("synthetic/\(name).\(format.fileSuffix).trace")
                try Self.check(scenario: scenario, format: format, against: trace.path)
                compared += 1
            }
        }
        // 4 scenarios × 4 formats when this was written.
        #expect(compared >= 16, "only \(compared) gallery traces compared")
    }

    // MARK: The command

    static func genTrace(_ args: [String]) throws -> Processes.Result {
        try Processes.run(ReplayCommandTests.binary, ["gen-trace"] + args, timeout: 600)
    }

    @Test func theCommandRegeneratesTheCorpusUnchanged() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: ReplayCommandTests.binary),
            "\(ReplayCommandTests.binary) is missing: swift build --product opacity-bars")
        let dir = ReplayCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Self.genTrace(["--corpus", FixturePaths.scenarios.path, dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        let names = FixturePaths.scenarioNames
        #expect(r.stdout.contains("\(names.count) scenarios, \(4 * names.count) traces"), "\(r.stdout)")
        let written = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        let committed = try FileManager.default.contentsOfDirectory(atPath: FixturePaths.synthetic.path)
            .filter { $0.hasSuffix(".trace") }.sorted()
        #expect(written == committed)
        #expect(written.count >= 140)
        for file in written {
            let identical =
                FileManager.default.contents(atPath: dir.appendingPathComponent(file).path)
                == FileManager.default.contents(atPath: FixturePaths.synthetic.appendingPathComponent(file).path)
            #expect(identical, "\(file) differs from the committed one")
        }
    }

    @Test func theCommandWritesOneTraceToStandardOutputOrAFile() throws {
        try #require(FileManager.default.isExecutableFile(atPath: ReplayCommandTests.binary))
        let scenario = Self.faults.appendingPathComponent("scale-change-mid-drag.scenario").path
        let committed = try String(
            contentsOfFile: Self.faults.appendingPathComponent("scale-change-mid-drag.trace").path,
            encoding: .utf8)
        let r = try Self.genTrace([scenario, "--format", "1.21"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == committed)
        // -o, another format and a negative seed (read as the seed's value, not an option).
        let dir = ReplayCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("t.trace").path
        let w = try Self.genTrace([scenario, "--format", "1.23", "--seed", "-7", "-o", out])
        #expect(w.status == 0, "\(w.stderr)")
        let expected = try SyntheticSession.generate(
            scenario: try String(contentsOfFile: scenario, encoding: .utf8),
            path: scenario, format: .v123, seed: -7)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == expected)
        #expect(
            expected.hasPrefix(
                "# synthetic: WAYLAND_DEBUG=client trace in the libwayland 1.23 format, written by "
                    + "scripts/gen-touch-fixture from scale-change-mid-drag.scenario (seed -7)"))
        // Bad usage and a bad scenario: a non-zero status and the reason.
        #expect(try Self.genTrace([scenario, "--format", "1.22"]).status != 0)
        #expect(try Self.genTrace([]).status != 0)
        let bad = dir.appendingPathComponent("bad.scenario")
        try Data("down 0 10 10\nmove 3 20 20 over 40\n".utf8).write(to: bad)
        let e = try Self.genTrace([bad.path])
        #expect(e.status != 0)
        #expect(e.stderr.contains("bad.scenario:2: touch 3 is not down"), "\(e.stderr)")
    }

    // MARK: What the traces look like

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

    @Test func aGeneratedTraceParsesToTheScenariosEvents() throws {
        let text = try SyntheticSession.generate(
            scenario: "size 300 500\ndown 3 10.5 20\nmove 3 30 20 over 16\nup 3\n",
            path: "x.scenario", format: .v124)
        let dir = ReplayCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("x.trace").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let trace = try TraceParser.parse(path: path)
        #expect(trace.isSynthetic)
        #expect(trace.firstConfiguredSize.map { [$0.0, $0.1] } == [300, 500])
        let touch = trace.inputEvents.filter {
            switch $0 {
            case .touchDown, .touchMotion, .touchUp: true
            default: false
            }
        }
        #expect(touch.count == 4)   // down, two motions (16 ms = 2 frames), up
        if case .touchDown(let id, let p, _) = touch.first { #expect(id == 3 && p == Point(x: 10.5, y: 20)) }
        if case .touchMotion(_, let p, _) = touch[2] { #expect(p == Point(x: 30, y: 20)) }
    }

    // MARK: Errors

    static func error(_ scenario: String) -> String? {
        do {
            _ = try SyntheticSession.generate(scenario: scenario, path: "dir/bad.scenario", format: .v121)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aBadScenarioNamesItsLine() {
        #expect(Self.error("down 0 10 10\nmove 3 20 20 over 40\n") == "dir/bad.scenario:2: touch 3 is not down")
        #expect(Self.error("# comment\n\ndown 0 1 1\ndown 0 2 2") == "dir/bad.scenario:4: touch 0 is already down")
        #expect(Self.error("wait soon") == "dir/bad.scenario:1: wait: argument 1 must be a number")
        #expect(Self.error("down 0 1 1\nmove 0 5 5") == "dir/bad.scenario:2: move needs `over MS`")
        #expect(Self.error("down 0 1") == "dir/bad.scenario:1: down takes ID X Y triples")
        #expect(Self.error("pointer-move 1 1 over 8") == "dir/bad.scenario:1: pointer-move before pointer-enter")
        #expect(Self.error("wheel120 60") == "dir/bad.scenario:1: wheel120 needs seat-version 8")
        #expect(Self.error("mods shift hyper") == "dir/bad.scenario:1: unknown modifier hyper")
        #expect(Self.error("key F13") == "dir/bad.scenario:1: unknown key 'f13'")
        #expect(Self.error("press nose") == "dir/bad.scenario:1: unknown button 'nose'")
        #expect(Self.error("caps mouse") == "dir/bad.scenario:1: unknown capability 'mouse'")
        #expect(Self.error("jump 3") == "dir/bad.scenario:1: unknown command 'jump'")
        #expect(Self.error("wait inf") == "dir/bad.scenario:1: wait: argument 1 must be a number")
        #expect(Self.error("seat-version 8\nwheel120 60 horizontal\r\nkey esc # bye") == nil)
    }
}
