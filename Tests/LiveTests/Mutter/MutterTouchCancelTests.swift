import Testing

extension LiveSuite {
    /// mutter takes a touch over once it starts an interactive move or resize, and tells the
    /// client with wl_touch.cancel: the app must carry on.
    @Suite("mutter: touch cancel after move and resize")
    struct MutterTouchCancelTests {
        /// A touch drag on the title bar (a move) and a touch in the right margin (a resize)
        /// are each followed by wl_touch.cancel from mutter; the app keeps running, its
        /// content saw none of it, and a later tap on a bar sets that bar's opacity by the
        /// rule: 1 − (x − bar.minX) / bar.width, at the tap's x.
        @Test func theAppCarriesOnAfterMuttersTouchCancel() throws {
            let s = try MutterSession(test: "mutter-touch-cancel")
            let g0 = s.initialGeometry

            // A move by touch: 100 right, 40 down.
            var mark = try s.trace().messages.count
            let (x0, y0) = (g0.x + 150, g0.y + CSD.titleBarHeight / 2)
            try s.play(Script.touchDrag(from: x0, y0, to: x0 + 100, y0 + 40, holdMS: 100))
            var log = try s.waitForTrace {
                $0.after(mark).contains { $0.interface == "wl_touch" && $0.name == "cancel" }
            }
            let move = MutterChecks.expectRequest("move", after: mark, in: log, pressedBy: "wl_touch", context: s.tails)
            let cancelAfterMove = log.after(mark).first { $0.interface == "wl_touch" && $0.name == "cancel" }
            #expect(
                move != nil && cancelAfterMove != nil && cancelAfterMove!.index > move!.index,
                "wl_touch.cancel after the move: \(cancelAfterMove.map(\.line) ?? "none")\n\(s.tails)")
            #expect(s.app.isRunning, "the app exited (\(s.app.child.exitStatus ?? -1)) after the cancel\n\(s.tails)")
            let g1 = try s.waitForGeometry(g0.moved(by: 100, 40))
            #expect(g1 == g0.moved(by: 100, 40), "\(g1)")

            // A resize by touch: the right margin, 80 px in.
            mark = log.messages.count
            let (x1, y1) = (g1.x + g1.width + CSD.margin / 2, g1.y + g1.height / 2)
            try s.play(Script.touchDrag(from: x1, y1, to: x1 - 80, y1, holdMS: 100))
            log = try s.waitForTrace { $0.after(mark).contains { $0.interface == "wl_touch" && $0.name == "cancel" } }
            let resize = MutterChecks.expectRequest(
                "resize", after: mark, in: log, pressedBy: "wl_touch", context: s.tails)
            let cancelAfterResize = log.after(mark).first { $0.interface == "wl_touch" && $0.name == "cancel" }
            #expect(
                resize != nil && cancelAfterResize != nil && cancelAfterResize!.index > resize!.index,
                "wl_touch.cancel after the resize: \(cancelAfterResize.map(\.line) ?? "none")\n\(s.tails)")
            let g2 = try s.waitForGeometry(g1.sized(g1.width - 80, g1.height))
            #expect(g2 == g1.sized(g1.width - 80, g1.height), "\(g2)")

            // Still responsive: a tap on red, 30 % into the bar (at a whole pixel).
            let resized = try s.waitForContentSize(Int(g2.width), Int(g2.height - CSD.titleBarHeight), label: "resized")
            #expect(s.app.isRunning)
            #expect(
                resized.gestures.isEmpty,
                "the content saw the title bar's or the margin's touches: \(KWinChecks.log(resized))")
            let red = try resized.surfaceFrame("red")
            let x = (red.x + red.width * 0.3).rounded(), y = red.y + red.height / 2
            try s.play(Script.tap(g2.x + x, g2.y + CSD.titleBarHeight + y))
            var tapped = resized
            _ = try Processes.waitUntil(timeout: 5) {
                tapped = try s.app.snapshot("tapped")
                return !tapped.gestures.isEmpty
            }
            #expect(
                try tapped.bar("red").opacity == KWinChecks.opacity(at: x, on: red),
                "tap at x \(x) on \(red)\n\(s.tails)")
            #expect(KWinChecks.log(tapped) == ["tap red ended"])

            let end = try s.finish()
            #expect(end.status == 0)
        }
    }
}
