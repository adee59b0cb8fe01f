import Foundation
import Testing

extension LiveSuite {
    /// Real wl_touch under kwin: the opacity drag, and the cone that decides drag or scroll
    /// at the first event past the 20 px slop (horizontal within 40° of horizontal; between
    /// 40° and 50° a tie that goes to the scroll; beyond 50° the vertical cone), one app run.
    @Suite("kwin: opacity drag and the cone")
    struct KWinDragTests {
        @Test func opacityDragAndTheConeOnBothSidesOfFortyAndFiftyDegrees() throws {
            let s = try KWinSession(test: "kwin-drag-cone")
            let red = try s.initial.surfaceFrame("red")
            let ry = red.y + red.height / 2

            // Opacity drag: 250 px to the left; red follows x to the lift point, no scroll.
            try s.play(
                """
                touch_down 0 \(s.at(400, ry))
                touch_frame
                touch_glide 20 10 0 \(s.at(400, ry)) \(s.at(150, ry))
                sleep 30
                touch_up 0
                touch_frame
                """, settle: 300)
            let dragged = try s.app.snapshot("drag")
            #expect(try dragged.bar("red").opacity == KWinChecks.opacity(at: 150, on: red))
            #expect(dragged.scrollOffset == 0, "an opacity drag must not scroll")
            #expect(KWinChecks.log(dragged) == ["opacityDrag red ended"])

            // The cone: 60 px up and to the left at each angle from the horizontal, in 4 px
            // steps, held still before the lift (no fling). Each starts on the next bar.
            var state = dragged
            var expected: [String: Double] = ["red": KWinChecks.opacity(at: 150, on: red)]
            for (degrees, bar) in [(38.0, "orange"), (42.0, "yellow"), (48.0, "green"), (52.0, "mint")] {
                let f = try state.surfaceFrame(bar)
                let y0 = f.y + f.height / 2, x0 = 400.0
                let angle = degrees * .pi / 180
                let x1 = x0 - 60 * cos(angle), y1 = y0 - 60 * sin(angle)
                try s.play(
                    """
                    touch_down 0 \(s.at(x0, y0))
                    touch_frame
                    touch_glide 15 16 0 \(s.at(x0, y0)) \(s.at(x1, y1))
                    sleep 200
                    touch_up 0
                    touch_frame
                    """, settle: 300)
                let next = try s.settledSnapshot("cone-\(Int(degrees))")
                let last = KWinChecks.log(next).last
                if degrees < 40 {
                    // Inside the horizontal cone: the bar follows x, the list stays.
                    expected[bar] = KWinChecks.opacity(at: x1, on: f)
                    let got = try next.bar(bar).opacity
                    #expect(got == expected[bar], "\(degrees)°: \(bar) \(got)")
                    #expect(next.scrollOffset == state.scrollOffset, "\(degrees)°: scrolled")
                    #expect(last == "opacityDrag \(bar) ended", "\(degrees)°: \(KWinChecks.log(next))")
                } else {
                    // The tie (40°–50°) and the vertical cone both scroll; no bar changes. The
                    // list follows the finger's 60·sin θ px up, less at most the slop.
                    let dy = 60 * sin(angle)
                    #expect(try next.bar(bar).opacity == 1, "\(degrees)°: \(bar) changed")
                    let moved = next.scrollOffset - state.scrollOffset
                    #expect(
                        moved > dy - 20 - 4 && moved <= dy + 0.01,
                        "\(degrees)°: scrolled \(moved) for \(dy) px of finger")
                    #expect(
                        next.gestures.last.map { "\($0.gesture) \($0.outcome)" } == "scroll ended",
                        "\(degrees)°: \(KWinChecks.log(next))")
                }
                state = next
            }
            let final = try KWinChecks.expectEnd(s, opacities: expected)
            #expect(
                !final.gestures.contains { $0.gesture == "fling" || $0.gesture == "tap" }, "\(KWinChecks.log(final))")
        }
    }
}
