import Canvas
import ContentHost
import Decorations
import Foundation
import OpacityBars
import TestSupport
import Testing
import TraceReplay

/// A finished replay, as `opacity-bars replay` produces it.
struct Replayed {
    var core: AppCore
    var snapshot: StateSnapshot
    var json: String
    /// The whole window's final frame: the content, inside the decorations the app drew
    /// itself when the trace shows it did.
    var canvas: Canvas

    /// Parse → AppCore inside `DecoratedWindow` (in the mode the prelude decides) → settle →
    /// snapshot → full render: the CLI's path. A trace of a client that drew its own title
    /// bar carries input in its surface's coordinates, margin and title bar included, so the
    /// content must sit where the live app had it.
    static func run(path: String, options: ReplayOptions = .init()) throws -> Replayed {
        let stream = try TraceStream(path: path)
        let prelude = try stream.readPrelude()
        return try run(trace: try TraceParser.collect(stream), decorationMode: prelude.decorationMode, options: options)
    }

    /// A collected trace: the decoration mode is the trace's own configure, server-side until then.
    static func run(trace: Trace, decorationMode: DecorationMode = .server, options: ReplayOptions = .init()) throws
        -> Replayed
    {
        let core = AppCore()
        let window = DecoratedWindow(core, title: AppConfiguration.default.title)
        window.setDecorationMode(decorationMode)
        Replayer.run(trace, into: window, options: options)
        let size = window.bufferSize
        let canvas = Canvas(width: size.width, height: size.height)
        _ = window.render(into: canvas, stale: nil)
        return Replayed(core: core, snapshot: core.snapshot(), json: core.snapshotJSON(), canvas: canvas)
    }

    func opacity(_ bar: String) -> Double {
        snapshot.bars.first { $0.name == bar }!.opacity
    }

    func recorded(_ gesture: String, bar: String? = nil, outcome: String? = nil) -> Bool {
        snapshot.gestures.contains {
            $0.gesture == gesture && (bar == nil || $0.bar == bar) && (outcome == nil || $0.outcome == outcome)
        }
    }

    /// Bars whose opacity is not 1.
    var changedBars: [String] { snapshot.bars.filter { $0.opacity != 1 }.map(\.name) }
}

/// Expected states and golden frames: compared exactly; re-recorded only when
/// OPACITYBARS_RECORD_GOLDENS=1 (refused when CI is set).
enum Goldens {
    static var recording: Bool { ProcessInfo.processInfo.environment["OPACITYBARS_RECORD_GOLDENS"] == "1" }
    static var onCI: Bool { ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false }
    static let howToRecord = "OPACITYBARS_RECORD_GOLDENS=1 swift test --filter TraceReplayTests"

    static func statePath(_ name: String) -> String {
        FixturePaths.expected.appendingPathComponent("\(name).state.json").path
    }
    static func pngPath(_ name: String) -> String {
        FixturePaths.expected.appendingPathComponent("\(name).png").path
    }

    /// Checks (or records) the expected state JSON of `name`.
    static func checkState(_ json: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = statePath(name)
        if recording {
            #expect(!onCI, "refusing to record goldens on CI", sourceLocation: sourceLocation)
            if onCI { return }
            try FileManager.default.createDirectory(at: FixturePaths.expected, withIntermediateDirectories: true)
            try Data((json.hasSuffix("\n") ? json : json + "\n").utf8).write(to: URL(fileURLWithPath: path))
            return
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record(
                "missing expected state \(path): record it with \(howToRecord)", sourceLocation: sourceLocation)
            return
        }
        #expect(
            expected.trimmingCharacters(in: .newlines) == json.trimmingCharacters(in: .newlines),
            "state of \(name) differs from \(path)", sourceLocation: sourceLocation)
    }

    /// Checks (or records) the golden frame of `name`, pixel for pixel.
    static func checkFrame(_ canvas: Canvas, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = pngPath(name)
        if recording {
            if onCI { return }
            try FileManager.default.createDirectory(at: FixturePaths.expected, withIntermediateDirectories: true)
            try canvas.writePNG(to: path)
            return
        }
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record("missing golden frame \(path): record it with \(howToRecord)", sourceLocation: sourceLocation)
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
            Issue.record(
                "frame of \(name) differs from \(path) first at (\(d.x), \(d.y)): 0x\(String(d.mine, radix: 16)) vs golden 0x\(String(d.theirs, radix: 16)); actual written to \(actual)",
                sourceLocation: sourceLocation)
        }
    }
}
