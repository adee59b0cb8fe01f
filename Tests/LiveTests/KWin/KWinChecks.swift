import Drawing
import Foundation
import Testing

/// What every kwin live run checks at its end, and the exact numbers of docs/DESIGN.md.
enum KWinChecks {
    /// docs/DESIGN.md: opacity = clamp(1 − (x − bar.minX) / bar.width, 0, 1), rounded to 4
    /// decimals as the state snapshot prints it.
    static func opacity(at x: Double, on bar: LiveState.Frame) -> Double {
        let raw = min(max(1 - (x - bar.x) / bar.width, 0), 1)
        return (raw * 10_000).rounded() / 10_000
    }

    /// The bar colours of docs/DESIGN.md (RGB).
    static let colours: [String: UInt32] = [
        "black": 0x000000, "gray": 0x8E8E93, "red": 0xFF3B30, "orange": 0xFF9500, "yellow": 0xFFCC00,
        "green": 0x34C759, "mint": 0x00C7BE, "teal": 0x30B0C7, "cyan": 0x32ADE6, "blue": 0x007AFF,
        "indigo": 0x5856D6, "purple": 0xAF52DE, "pink": 0xFF2D55, "brown": 0xA2845E,
    ]

    /// The end of a run: the app exited 0; every opacity is the expected one (bars not
    /// named stay opaque); `opacity-bars replay` of the trace the live app printed ends in the
    /// same state and draws exactly the app's own final frame (`run --screenshot`, the one
    /// screenshot kwin gives us: it has no screencopy); and in that frame an opaque bar is
    /// its colour from edge to edge while a translucent one shows the checkerboard.
    ///
    /// `offsetTolerance`: where a fling is stopped mid-flight, the offset depends on the
    /// instants the lift and the touch were handled at. Live takes each from the reading
    /// libwayland stamped its trace line with, replay from that line, so they agree to the
    /// tens of nanoseconds between two clock readings (CLOCK_REALTIME for the stamp,
    /// CLOCK_MONOTONIC for the app); the snapshots print offsets to 0.001 px, which then
    /// rounds either way. The frames are compared only when the offsets agree exactly.
    static func expectEnd(
        _ s: KWinSession, opacities expected: [String: Double], offsetTolerance: Double = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> LiveState {
        let end = try s.finish()
        #expect(end.status == 0, "opacity-bars exited \(end.status)", sourceLocation: sourceLocation)
        let live = end.state
        for bar in live.bars {
            let want = expected[bar.name] ?? 1
            #expect(
                abs(bar.opacity - want) < 1e-9, "\(bar.name): opacity \(bar.opacity), expected \(want)",
                sourceLocation: sourceLocation)
        }
        try expectReplayAgrees(
            s, live: live, frame: end.frame, offsetTolerance: offsetTolerance, sourceLocation: sourceLocation)

        let header = live.bars.first.map { $0.frame.y - 16 } ?? 56
        var probed = 0
        for bar in live.bars {
            let f = try live.surfaceFrame(bar.name)
            guard f.y >= header, f.y + f.height <= Double(end.frame.height) else { continue }
            let colours = Pixels.distinct(Pixels.grid(end.frame, in: f))
            probed += 1
            if bar.opacity == 1 {
                #expect(
                    colours == [0xFF00_0000 | colour(of: bar.name)],
                    "\(bar.name) is opaque: \(colours.map(Pixels.hex))",
                    sourceLocation: sourceLocation)
            } else {
                #expect(
                    colours.count >= 2, "\(bar.name) at \(bar.opacity) should show the checkerboard",
                    sourceLocation: sourceLocation)
            }
        }
        #expect(probed > 0, sourceLocation: sourceLocation)
        return live
    }

    /// `opacity-bars replay` of the trace the live app printed ends in the live state (the
    /// size too: replay follows the trace's configures, inside the same decorations) and draws
    /// exactly the app's own final frame. `offsetTolerance`: see `expectEnd`.
    static func expectReplayAgrees(
        _ s: KWinSession, live: LiveState, frame: Canvas, offsetTolerance: Double = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let replay = try s.replayOfLiveTrace()
        #expect(
            replay.state.size.width == live.size.width && replay.state.size.height == live.size.height,
            "replay size \(replay.state.size.width)×\(replay.state.size.height), live \(live.size.width)×\(live.size.height)",
            sourceLocation: sourceLocation)
        #expect(
            replay.state.opacities == live.opacities, "replay \(replay.state.opacities) vs live \(live.opacities)",
            sourceLocation: sourceLocation)
        #expect(
            abs(replay.state.scrollOffset - live.scrollOffset) <= offsetTolerance
                && replay.state.rowHeight == live.rowHeight,
            "replay offset \(replay.state.scrollOffset) row \(replay.state.rowHeight), live \(live.scrollOffset) row \(live.rowHeight)",
            sourceLocation: sourceLocation)
        #expect(replay.state.gestures.map(describe) == live.gestures.map(describe), sourceLocation: sourceLocation)
        if replay.state.scrollOffset == live.scrollOffset {
            #expect(
                differingPixels(replay.frame, frame) == 0,
                "replay's frame (\(replay.frame.width)×\(replay.frame.height)) differs from the app's own final frame (\(frame.width)×\(frame.height))",
                sourceLocation: sourceLocation)
        }
    }

    private static func colour(of name: String) -> UInt32 { Self.colours[name] ?? 0 }

    static func describe(_ g: LiveState.Gesture) -> String { "\(g.gesture) \(g.bar ?? "-") \(g.outcome)" }

    static func differingPixels(_ a: Canvas, _ b: Canvas) -> Int {
        guard a.width == b.width, a.height == b.height else { return max(a.width * a.height, 1) }
        var n = 0
        for y in 0 ..< a.height {
            for x in 0 ..< a.width where a.pixel(x: x, y: y) | 0xFF00_0000 != b.pixel(x: x, y: y) | 0xFF00_0000 {
                n += 1
            }
        }
        return n
    }

    /// The gesture log as "name bar outcome" lines, for messages and comparisons.
    static func log(_ state: LiveState) -> [String] { state.gestures.map(describe) }
}
