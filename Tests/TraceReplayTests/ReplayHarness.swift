import AppTestSupport
import ContentHost
import Decorations
import Drawing
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

extension Goldens {
    /// The corpus's expected states and golden frames (Tests/Fixtures/expected).
    static let corpus = Goldens(directory: FixturePaths.expected)
}
