import AppTestSupport
import Foundation
import Gestures
import OpacityBars
import TestSupport
import Testing

@testable import TraceReplay

/// Traces recorded from other clients (other object ids, other globals, sway's quirks such
/// as the double `leave` when a virtual device goes away) replay like our own.
@Suite struct OtherClientTests {
    static let eventdemo = FixturePaths.root.appendingPathComponent("other-client/weston-eventdemo.v121.trace").path

    @Test func westonEventdemoUnderSwayParses() throws {
        let trace = try TraceParser.parse(path: Self.eventdemo)
        #expect(!trace.isSynthetic)
        #expect(trace.lastConfiguredSize! == (800, 600))
        let input = trace.inputEvents
        #expect(input.contains(.pointerButton(button: .primary, pressed: true, time: 1_022_992)))
        #expect(input.contains(.pointerButton(button: .primary, pressed: false, time: 1_023_056)))
        #expect(input.filter { $0 == .axisDiscrete(.vertical, steps: 1) }.count == 2)
        #expect(input.contains(.key(.down, pressed: true, time: 1_023_509, code: 108)))
        #expect(input.contains(.modifiers(.superKey)))
        #expect(input.last == .capabilities([]))
    }

    @Test func westonEventdemoReplaysToTheClickAndTheWheel() throws {
        let r = try Replayed.run(path: Self.eventdemo)
        #expect((r.snapshot.size.width, r.snapshot.size.height) == (800, 600))
        // A left click (no motion) on red at x = 110: a tap; bars are 800 − 32 = 768 wide.
        #expect(abs(r.opacity("red") - (1 - (110 - 16) / 768.0)) < 1e-3)
        #expect(r.recorded("tap", bar: "red"))
        #expect(r.snapshot.scrollOffset > 0)
        #expect(r.changedBars == ["red"])
        try Goldens.corpus.checkState(r.json, name: "weston-eventdemo")
        try Goldens.corpus.checkFrame(r.canvas, name: "weston-eventdemo")
    }

    static let terminal = FixturePaths.root.appendingPathComponent("other-client/weston-terminal.v121.trace").path

    @Test func westonTerminalDragAndTouchpadOpacity() throws {
        let trace = try TraceParser.parse(path: Self.terminal)
        // The client's own stderr line ("Unknown parameter: ?2004") is skipped, not an error.
        #expect(trace.inputEvents.filter { $0 == .axis(.horizontal, value: 8, time: 1_953_744) }.count == 1)
        let r = try Replayed.run(trace: trace)
        // Mouse drag (past the 8 px mouse slop, horizontal) to x = 500; bars are 768 wide.
        #expect(abs(r.opacity("orange") - (1 - (500 - 16) / 768.0)) < 1e-3)
        #expect(r.recorded("opacityDrag", bar: "orange", outcome: "ended"))
        // Touchpad horizontal scroll of 48 px over yellow: −48 / 768.
        #expect(abs(r.opacity("yellow") - (1 - 48 / 768.0)) < 1e-3)
        #expect(r.recorded("axisOpacity", bar: "yellow"))
        #expect(r.snapshot.scrollOffset == 0)
        #expect(r.changedBars == ["orange", "yellow"])
        try Goldens.corpus.checkState(r.json, name: "weston-terminal")
        try Goldens.corpus.checkFrame(r.canvas, name: "weston-terminal")
    }

    /// The app's own session recorded live under sway: replaying its trace must reproduce the
    /// state the live app reported at exit (gesture times aside: live ones are on the
    /// monotonic clock, replayed ones on the trace's).
    @Test func liveSessionReplaysToTheLiveState() throws {
        let base = FixturePaths.recorded.appendingPathComponent("opacity-bars-session")
        let live = try JSONDecoder().decode(
            StateSnapshot.self, from: try Data(contentsOf: base.appendingPathExtension("live-state.json")))
        let r = try Replayed.run(path: base.appendingPathExtension("v121.trace").path)
        func timeless(_ s: StateSnapshot) -> StateSnapshot {
            var s = s
            s.gestures = s.gestures.map {
                var g = $0; g.time = 0; return g
            }
            return s
        }
        #expect(timeless(r.snapshot) == timeless(live))
        #expect(!live.gestures.isEmpty && r.changedBars.count >= 2)
    }

    /// Real traces the live tests record under sway (Tests/Fixtures/recorded/**.trace) must parse
    /// and replay deterministically; their expected states and frames sit beside them when recorded.
    @Test func recordedTracesReplay() throws {
        for path in FixturePaths.recordedTraces {
            let a = try Replayed.run(path: path)
            let b = try Replayed.run(path: path)
            #expect(a.json == b.json, "\(path) replays to different states")
            #expect(a.canvas.firstDifference(from: b.canvas) == nil, "\(path) replays to different frames")
        }
    }
}
