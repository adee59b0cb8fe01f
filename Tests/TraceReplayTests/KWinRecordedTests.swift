import Canvas
import Foundation
import OpacityBars
import Testing
import TestSupport

/// Real touch sessions recorded under kwin (Tests/Fixtures/recorded/kwin, written by
/// scripts/record-kwin-fixture): each replays to exactly its expected state and golden frame,
/// and to the state the live app itself reported at exit (gesture times aside: live ones are
/// on the monotonic clock, replayed ones on the trace's). The recorder refused any recording
/// whose replay did not draw the live app's own final frame, so the golden is that frame.
@Suite struct KWinRecordedTests {
    static let names = ["kwin-touch-taps", "kwin-two-fingers-pinch", "kwin-scroll-fling"]

    @Test(arguments: names)
    func replaysToTheLiveStateAndFrame(_ name: String) throws {
        let base = FixturePaths.recorded.appendingPathComponent("kwin/\(name)")
        let r = try Replayed.run(path: base.appendingPathExtension("v121.trace").path)
        let expected = try String(contentsOf: base.appendingPathExtension("state.json"), encoding: .utf8)
        #expect(r.json.trimmingCharacters(in: .newlines) == expected.trimmingCharacters(in: .newlines))
        let golden = try Canvas.readPNG(path: base.appendingPathExtension("png").path)
        #expect(r.canvas.firstDifference(from: golden) == nil, "\(name): replay's frame differs from the golden")
        let live = try JSONDecoder().decode(
            StateSnapshot.self, from: try Data(contentsOf: base.appendingPathExtension("live-state.json")))
        func timeless(_ s: StateSnapshot) -> StateSnapshot {
            var s = s
            s.gestures = s.gestures.map { var g = $0; g.time = 0; return g }
            return s
        }
        #expect(timeless(r.snapshot) == timeless(live))
    }

    /// What each session shows, from docs/DESIGN.md's formulas (bars 448 px wide from x 16).
    @Test func theSessionsShowTheirRules() throws {
        let dir = FixturePaths.recorded.appendingPathComponent("kwin")
        let taps = try Replayed.run(path: dir.appendingPathComponent("kwin-touch-taps.v121.trace").path)
        #expect(taps.opacity("red") == 0.4888)                       // tap at 245
        #expect(taps.opacity("gray") == 0.3326)                      // slop fallback: lift at 315
        #expect(taps.opacity("black") == 1)                          // double tap
        #expect(taps.opacity("orange") == 0.8125 && taps.opacity("yellow") == 0.8125)   // long press + paint at 100
        #expect(taps.opacity("green") == 0.1875)                     // paint on to 380
        #expect(taps.recorded("doubleTap", bar: "black") && taps.recorded("longPress", bar: "orange") && taps.recorded("paint"))

        let fingers = try Replayed.run(path: dir.appendingPathComponent("kwin-two-fingers-pinch.v121.trace").path)
        #expect(fingers.opacity("red") == 0.5893 && fingers.opacity("yellow") == 0.3661)   // 200 and 300
        #expect(fingers.snapshot.rowHeight > 80 * 200 / 120 - 0.01 && fingers.snapshot.rowHeight < 80 * 200 / 118)
        #expect(fingers.recorded("pinch"))

        let fling = try Replayed.run(path: dir.appendingPathComponent("kwin-scroll-fling.v121.trace").path)
        #expect(fling.snapshot.scrollOffset == fling.snapshot.maxScrollOffset)   // the flick's fling runs to the end
        #expect(fling.recorded("scroll", outcome: "ended") && fling.recorded("fling", outcome: "ended"))
        #expect(fling.snapshot.bars.allSatisfy { $0.opacity == 1 })
    }
}
