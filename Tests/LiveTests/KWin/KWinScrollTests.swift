import Foundation
import Testing

extension LiveSuite {
    /// Real wl_touch under kwin: scrolling 1:1 without a jump, a fling on a quick lift, and a
    /// touch that stops a fling and is not a tap, in one app run.
    @Suite("kwin: scroll and fling")
    struct KWinScrollTests {
        @Test func scrollOneToOneFlingAndATouchThatStopsIt() throws {
            let s = try KWinSession(test: "kwin-scroll-fling")

            // Scroll: 100 px up in 4 px steps, held; the list lags the finger by at most the
            // slop plus one step and never runs ahead (no jump). 100 px more, held still, lift:
            // exactly 100 px more (1:1), and no fling (the finger rested).
            try s.play(
                """
                touch_down 0 \(s.at(240, 600))
                touch_frame
                touch_glide 25 16 0 \(s.at(240, 600)) \(s.at(240, 500))
                sleep 100
                """, settle: 100)
            let held = try s.app.snapshot("scroll-held")
            #expect(
                held.scrollOffset <= 100 && held.scrollOffset >= 100 - 20 - 4,
                "offset \(held.scrollOffset) after 100 px")
            try s.play(
                """
                touch_glide 25 16 0 \(s.at(240, 500)) \(s.at(240, 400))
                sleep 300
                touch_up 0
                touch_frame
                """, settle: 300)
            let scrolled = try s.settledSnapshot("scrolled")
            #expect(
                abs(scrolled.scrollOffset - held.scrollOffset - 100) < 0.01,
                "the second 100 px scrolled \(scrolled.scrollOffset - held.scrollOffset)")
            #expect(
                scrolled.gestures.map { "\($0.gesture) \($0.outcome)" } == ["scroll ended"],
                "\(KWinChecks.log(scrolled))")
            #expect(scrolled.bars.allSatisfy { $0.opacity == 1 })

            // Fling: a 100 px flick in 50 ms and an immediate lift; the list keeps going past
            // where the finger left it and settles inside [0, max].
            try s.play(
                """
                touch_down 0 \(s.at(240, 700))
                touch_frame
                touch_glide 5 10 0 \(s.at(240, 700)) \(s.at(240, 600))
                touch_up 0
                touch_frame
                """, settle: 0)
            let flung = try s.settledSnapshot("flung")
            #expect(
                flung.scrollOffset > scrolled.scrollOffset + 100,
                "fling: \(scrolled.scrollOffset) → \(flung.scrollOffset)")
            #expect(flung.scrollOffset <= flung.maxScrollOffset)
            #expect(
                flung.gestures.contains { $0.gesture == "fling" && $0.outcome == "ended" }, "\(KWinChecks.log(flung))")

            // To the bottom, slowly (the finger rests before the lift: no fling), so that the
            // fling below starts at the end of the list: 668 px from the top, which it needs
            // about half a second to reach. The touch 120 ms after the lift then lands while it
            // runs, however late a loaded machine delivers it; from a fling that ended wherever
            // the last one left the list, it could come after the top was reached.
            try s.play(
                """
                touch_down 0 \(s.at(240, 700))
                touch_frame
                touch_glide 40 16 0 \(s.at(240, 700)) \(s.at(240, 100))
                sleep 300
                touch_up 0
                touch_frame
                """, settle: 300)
            let bottom = try s.settledSnapshot("bottom")
            #expect(
                bottom.scrollOffset == bottom.maxScrollOffset,
                "offset \(bottom.scrollOffset) of \(bottom.maxScrollOffset)")

            // A touch during a fling: a 150 px flick down in 75 ms (about 2000 px/s: the fling
            // would run to the top), then a short touch on a bar 120 ms after the lift. The list
            // stops short of the top and stays; that touch is no tap (the bar keeps its opacity).
            try s.play(
                """
                touch_down 0 \(s.at(240, 250))
                touch_frame
                touch_glide 5 15 0 \(s.at(240, 250)) \(s.at(240, 400))
                touch_up 0
                touch_frame
                sleep 120
                touch_down 1 \(s.at(300, 450))
                touch_frame
                sleep 60
                touch_up 1
                touch_frame
                """, settle: 200)
            let stopped = try s.settledSnapshot("stopped")
            usleep(500_000)
            let later = try s.app.snapshot("stopped-later")
            #expect(stopped.scrollOffset > 0, "the fling ran to the top: the touch did not stop it")
            #expect(later.scrollOffset == stopped.scrollOffset)
            #expect(
                stopped.gestures.contains { $0.gesture == "fling" && $0.outcome == "cancelled" },
                "\(KWinChecks.log(stopped))")
            let final = try KWinChecks.expectEnd(s, opacities: [:], offsetTolerance: 0.001)
            #expect(
                !final.gestures.contains { $0.gesture == "tap" },
                "the touch that stopped the fling was a tap: \(KWinChecks.log(final))")
        }
    }
}
