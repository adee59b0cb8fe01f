import Drawing
import Testing

extension LiveSuite {
    /// The real app under sway with a virtual pointer: drags and the wheel, checked in the
    /// state snapshot and in grim screenshots.
    @Suite("Pointer")
    struct PointerTests {
        @Test func horizontalDragChangesTheRightBarsOpacity() throws {
            let s = try LiveSession(test: "horizontal-drag")
            let before = try s.screenshot("start")
            let red = try s.initial.surfaceFrame("red")
            let y = red.y + red.height / 2
            let x0 = (red.x + red.width * 0.2).rounded(), x1 = (red.x + red.width * 0.6).rounded()
            try s.play(Script.drag(from: x0, y, to: x1, y))
            let state = try s.settledSnapshot("after-drag")
            let after = try s.screenshot("after-drag")

            // State: red follows x at the release point; every other bar is untouched.
            let expected = 1 - (x1 - red.x) / red.width
            let redOpacity = try state.bar("red").opacity
            #expect(abs(redOpacity - expected) < 0.01, "red opacity \(redOpacity), expected \(expected) from x = \(x1)")
            for bar in state.bars where bar.name != "red" {
                #expect(bar.opacity == 1, "\(bar.name) changed to \(bar.opacity)")
            }
            #expect(state.scrollOffset == s.initial.scrollOffset, "a horizontal drag must not scroll")
            #expect(
                state.gestures.contains { $0.gesture == "opacityDrag" && $0.bar == "red" && $0.outcome == "ended" },
                "gesture log: \(state.gestures.map { "\($0.gesture) \($0.bar ?? "-") \($0.outcome)" })")

            // Pixels: the opaque red was one colour; now the checkerboard shows through it.
            let redBefore = Pixels.grid(before, in: red), redAfter = Pixels.grid(after, in: red)
            #expect(
                Pixels.distinct(redBefore).count == 1,
                "opaque red should be uniform: \(Pixels.distinct(redBefore).map(Pixels.hex))")
            #expect(Pixels.distinct(redAfter).count >= 2, "the checkerboard should show through red at \(expected)")
            #expect(Pixels.changed(before, after, at: redBefore) == redBefore.count, "every red probe should change")
            for name in ["gray", "orange"] {
                let probes = Pixels.grid(before, in: try s.initial.surfaceFrame(name))
                #expect(Pixels.changed(before, after, at: probes) == 0, "\(name) pixels changed")
            }
            let end = try s.finish()
            #expect(end.status == 0)
        }

        @Test func verticalDragScrolls() throws {
            let s = try LiveSession(test: "vertical-drag")
            let before = try s.screenshot("start")
            let orange = try s.initial.surfaceFrame("orange")
            let x = orange.x + orange.width * 0.5, y0 = orange.y + orange.height / 2
            // Up 100 px with the button held, look, then 100 px more, hold still, release.
            try s.play(
                """
                motion \(x) \(y0)
                frame
                sleep 50
                button left 1
                frame
                sleep 16
                glide \(x) \(y0) \(x) \(y0 - 100) 12 16
                sleep 100
                """)
            let mid = try s.app.snapshot("held")
            try s.play(
                """
                glide \(x) \(y0 - 100) \(x) \(y0 - 200) 12 16
                sleep 300
                button left 0
                frame
                """, settle: 300)
            let state = try s.settledSnapshot("after-drag")
            let after = try s.screenshot("after-drag")

            // No jump: the content never runs ahead of the pointer and lags it by at most a
            // slop (≤ 20 px) plus one motion step; then it follows 1:1.
            #expect(
                mid.scrollOffset <= 100 && mid.scrollOffset >= 100 - 20 - 9,
                "offset \(mid.scrollOffset) after the pointer moved 100 px")
            #expect(
                abs((state.scrollOffset - mid.scrollOffset) - 100) <= 0.5,
                "the second 100 px scrolled \(state.scrollOffset - mid.scrollOffset) (1:1 expected; held still before release, so no fling)"
            )
            #expect(state.scrollOffset <= state.maxScrollOffset)
            #expect(state.bars.allSatisfy { $0.opacity == 1 }, "a vertical drag must not change opacity")
            #expect(
                state.gestures.contains { $0.gesture == "scroll" && $0.outcome == "ended" },
                "gesture log: \(state.gestures.map { "\($0.gesture) \($0.outcome)" })")
            try expectScrolled(before: before, after: after, by: state.scrollOffset, initial: s.initial)
            #expect(try s.finish().status == 0)
        }

        @Test func wheelScrolls() throws {
            let s = try LiveSession(test: "wheel")
            let before = try s.screenshot("start")
            let yellow = try s.initial.surfaceFrame("yellow")
            try s.play("motion \(yellow.x + yellow.width / 2) \(yellow.y + yellow.height / 2)\nframe")
            try s.play(Script.wheel(notches: 1))
            let one = try s.settledSnapshot("one-notch")
            #expect(one.scrollOffset > 0, "one wheel notch should scroll down")
            try s.play(Script.wheel(notches: 1) + "\nsleep 50\n" + Script.wheel(notches: 1))
            let three = try s.settledSnapshot("three-notches")
            // Each notch scrolls the same distance (well inside the bounds here).
            #expect(three.scrollOffset < three.maxScrollOffset)
            #expect(
                abs(three.scrollOffset - 3 * one.scrollOffset) <= 1,
                "three notches scrolled \(three.scrollOffset), one scrolled \(one.scrollOffset)")
            #expect(three.bars.allSatisfy { $0.opacity == 1 })
            let after = try s.screenshot("after-wheel")
            try expectScrolled(before: before, after: after, by: three.scrollOffset, initial: s.initial)
            #expect(try s.finish().status == 0)
        }
    }
}

/// The `after` screenshot is `before` moved up by `offset` rows, checked at probes inside
/// every bar that is fully visible (below the header) in both shots.
func expectScrolled(
    before: Canvas, after: Canvas, by offset: Double, initial: LiveState,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    // Compare only where the list was visible at the start (below the title bar).
    let top = initial.bars.first!.frame.y
    let dy = Int(offset.rounded())
    var probed = 0
    for bar in initial.bars {
        let f = try initial.surfaceFrame(bar.name)
        guard f.y - offset >= top, f.y + f.height <= Double(before.height) else { continue }
        let probes = Pixels.grid(before, in: f, xRange: 0.45 ... 0.9)
        probed += probes.count
        let bad = Pixels.scrollMismatches(before: before, after: after, dy: dy, at: probes)
        #expect(
            bad == 0, "\(bar.name): \(bad) of \(probes.count) probes differ after scrolling \(offset) px",
            sourceLocation: sourceLocation)
    }
    #expect(probed > 0, "no bar visible in both shots to compare", sourceLocation: sourceLocation)
}
