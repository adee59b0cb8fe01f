import Drawing
import Foundation
import OpacityBars
import TestSupport
import Testing

/// Real touch sessions recorded under kwin (Tests/Fixtures/recorded/kwin, written by
/// scripts/record-live-fixture --compositor kwin): each replays to exactly its expected state
/// and golden frame, and to the state the live app itself reported at exit
/// (`RecordedSessionChecks`).
@Suite struct KWinRecordedTests {
    static let names = [
        "kwin-touch-taps", "kwin-two-fingers-pinch", "kwin-scroll-fling", "kwin-opacity-drags",
        "kwin-cone", "kwin-three-fingers", "kwin-long-press-paint-up", "kwin-pinch-in",
        "kwin-scroll-then-tap", "kwin-drag-then-double-tap",
        "kwin-csd-move-touch", "kwin-csd-move-pointer", "kwin-csd-resize-edge-pointer",
        "kwin-csd-maximize-double-tap",
    ]

    @Test func everyRecordingIsListed() throws {
        #expect(try RecordedSessionChecks.names(in: "kwin") == Set(Self.names))
        #expect(Self.names.count >= 14)
    }

    @Test(arguments: names)
    func replaysToTheLiveStateAndFrame(_ name: String) throws {
        let base = FixturePaths.recorded.appendingPathComponent("kwin/\(name)")
        let r = try Replayed.run(path: base.appendingPathExtension("v121.trace").path)
        try RecordedSessionChecks.expectReplayMatches(base: base, json: r.json, snapshot: r.snapshot, canvas: r.canvas)
    }

    /// A fling that ends by itself at the end of the list ends when it did live: replay steps
    /// the clock through every frame between trace events, as the live window does, rather
    /// than jumping to the next event (which once ended this fling 2.7 s late). Live times are
    /// on the monotonic clock and replayed ones on the trace's, so intervals are compared, to
    /// within one frame.
    @Test func aFlingEndsWhenItDidLive() throws {
        let base = FixturePaths.recorded.appendingPathComponent("kwin/kwin-scroll-fling")
        let r = try Replayed.run(path: base.appendingPathExtension("v121.trace").path)
        let live = try JSONDecoder().decode(
            StateSnapshot.self, from: try Data(contentsOf: base.appendingPathExtension("live-state.json")))
        func flingAfterScroll(_ s: StateSnapshot) -> Double? {
            guard let fling = s.gestures.last(where: { $0.gesture == "fling" }),
                let scroll = s.gestures.last(where: { $0.gesture == "scroll" })
            else { return nil }
            return fling.time - scroll.time
        }
        let replayed = try #require(flingAfterScroll(r.snapshot)), lived = try #require(flingAfterScroll(live))
        #expect(
            abs(replayed - lived) <= 1000.0 / 60 + 1,
            "fling ended \(replayed) ms after the lift in replay, \(lived) ms live")
    }

    /// What each session shows, from docs/DESIGN.md's formulas (bars 448 px wide from x 16).
    @Test func theSessionsShowTheirRules() throws {
        let dir = FixturePaths.recorded.appendingPathComponent("kwin")
        let taps = try Replayed.run(path: dir.appendingPathComponent("kwin-touch-taps.v121.trace").path)
        #expect(taps.opacity("red") == 0.4888)   // tap at 245
        #expect(taps.opacity("gray") == 0.3326)   // slop fallback: lift at 315
        #expect(taps.opacity("black") == 1)   // double tap
        #expect(taps.opacity("orange") == 0.8125 && taps.opacity("yellow") == 0.8125)   // long press + paint at 100
        #expect(taps.opacity("green") == 0.1875)   // paint on to 380
        #expect(
            taps.recorded("doubleTap", bar: "black") && taps.recorded("longPress", bar: "orange")
                && taps.recorded("paint"))

        let fingers = try Replayed.run(path: dir.appendingPathComponent("kwin-two-fingers-pinch.v121.trace").path)
        #expect(fingers.opacity("red") == 0.5893 && fingers.opacity("yellow") == 0.3661)   // 200 and 300
        #expect(fingers.snapshot.rowHeight > 80 * 200 / 120 - 0.01 && fingers.snapshot.rowHeight < 80 * 200 / 118)
        #expect(fingers.recorded("pinch"))

        let fling = try Replayed.run(path: dir.appendingPathComponent("kwin-scroll-fling.v121.trace").path)
        #expect(fling.snapshot.scrollOffset == fling.snapshot.maxScrollOffset)   // the flick's fling runs to the end
        #expect(fling.recorded("scroll", outcome: "ended") && fling.recorded("fling", outcome: "ended"))
        #expect(fling.snapshot.bars.allSatisfy { $0.opacity == 1 })

        // Opacity drags: each bar takes the opacity of where the finger was at the lift.
        let drags = try Replayed.run(path: dir.appendingPathComponent("kwin-opacity-drags.v121.trace").path)
        #expect(drags.opacity("red") == 0.0982 && drags.opacity("yellow") == 0.7679 && drags.opacity("green") == 0.4777)
        #expect(drags.snapshot.scrollOffset == 0 && !drags.recorded("scroll") && !drags.recorded("tap"))

        // The cone: 35° is an opacity drag (to x 282), 55° a scroll that leaves green alone.
        let cone = try Replayed.run(path: dir.appendingPathComponent("kwin-cone.v121.trace").path)
        #expect(cone.opacity("orange") == 0.4063 && cone.opacity("green") == 1)
        #expect(cone.recorded("opacityDrag", bar: "orange") && cone.recorded("scroll", outcome: "ended"))
        #expect(cone.snapshot.scrollOffset > 0 && cone.snapshot.scrollOffset <= 82)

        // Three fingers, three bars, three opacity drags at once.
        let three = try Replayed.run(path: dir.appendingPathComponent("kwin-three-fingers.v121.trace").path)
        #expect(three.opacity("black") == 0.8125 && three.opacity("gray") == 0.5893 && three.opacity("red") == 0.3661)

        // Long press on mint at x 150, painted up through green to yellow, then across to 350.
        let paint = try Replayed.run(path: dir.appendingPathComponent("kwin-long-press-paint-up.v121.trace").path)
        #expect(
            paint.opacity("mint") == 0.7009 && paint.opacity("green") == 0.7009 && paint.opacity("yellow") == 0.2545)
        #expect(paint.recorded("longPress", bar: "mint") && !paint.recorded("scroll"))

        // A pinch in shortens the rows (200 px apart to 110); a tap then lands on the bar the
        // new layout puts under it.
        let pinch = try Replayed.run(path: dir.appendingPathComponent("kwin-pinch-in.v121.trace").path)
        #expect(pinch.snapshot.rowHeight < 80 && pinch.snapshot.rowHeight >= 40)
        #expect(pinch.recorded("pinch", outcome: "ended") && pinch.recorded("tap", bar: "orange"))
        #expect(pinch.opacity("orange") == 0.5893)

        // Two fingers scroll once (by their centroid); a tap, then a double tap that restores.
        let scroll = try Replayed.run(path: dir.appendingPathComponent("kwin-scroll-then-tap.v121.trace").path)
        #expect(scroll.snapshot.scrollOffset > 100 && scroll.snapshot.scrollOffset <= 150)
        #expect(scroll.recorded("doubleTap", bar: "yellow") && scroll.snapshot.bars.allSatisfy { $0.opacity == 1 })

        // A drag, a double tap that undoes it, and a drag that ends where it began.
        let undo = try Replayed.run(path: dir.appendingPathComponent("kwin-drag-then-double-tap.v121.trace").path)
        #expect(undo.opacity("gray") == 1 && undo.opacity("black") == 0.5)
        #expect(undo.recorded("opacityDrag", bar: "gray") && undo.recorded("doubleTap", bar: "gray"))
    }

    /// The sessions recorded with `--decorations client` (kwin granted client-side
    /// decorations): the window is the app's own title bar and shadow around the content, and
    /// the input, in surface coordinates, reaches the content moved by them, through a move, a
    /// resize and a maximize (docs/DESIGN.md's bars: 16 px in, the content's width less 32).
    @Test func theClientDecoratedSessionsShowTheirRules() throws {
        let dir = FixturePaths.recorded.appendingPathComponent("kwin")
        func replay(_ name: String) throws -> Replayed {
            try Replayed.run(path: dir.appendingPathComponent("\(name).v121.trace").path)
        }
        // A finger's tap on red at global x 400 (content x 240 in the 480 px window), then
        // the title bar dragged: the window moved, the frame kept its decorations.
        let touch = try replay("kwin-csd-move-touch")
        #expect(touch.opacity("red") == 0.5 && touch.recorded("opacityDrag", bar: "yellow"))
        #expect(touch.canvas.width == 480 + 24 && touch.canvas.height == 832 + 24)
        let pointer = try replay("kwin-csd-move-pointer")
        #expect(pointer.opacity("orange") == 0.8348 && pointer.recorded("tap", bar: "green"))

        // The right edge dragged 100 px left: a 380 px window, bars 348 px wide; a tap at
        // content x 140 on red.
        let resized = try replay("kwin-csd-resize-edge-pointer")
        #expect(resized.snapshot.size.width == 380 && resized.snapshot.size.height == 800)
        #expect(resized.opacity("red") == 0.6437)
        #expect(resized.canvas.width == 380 + 24)

        // Maximized (800 px wide, no margin): a tap at x 500 on gray; restored: a drag on red
        // to content x 100.
        let maximized = try replay("kwin-csd-maximize-double-tap")
        #expect(maximized.opacity("gray") == 0.3698 && maximized.opacity("red") == 0.8125)
        #expect(maximized.snapshot.size.width == 480 && maximized.snapshot.size.height == 800)
    }
}
