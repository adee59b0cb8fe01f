import Testing

extension LiveSuite {
    /// Moving the window by its title bar under mutter, with the pointer and with touch.
    @Suite("mutter: move by the title bar")
    struct MutterMoveTests {
        /// A drag on the title bar sends xdg_toplevel.move with the serial of the press that
        /// began it (a button press, then a touch down), and mutter moves the window by
        /// exactly the drag: it anchors the move at that press's position, not where the drag
        /// passed its slop, so the few pixels before the app asked are not lost. The content
        /// keeps its size.
        @Test func aTitleBarDragMovesTheWindowByTheDrag() throws {
            let s = try MutterSession(test: "mutter-move")
            let g0 = s.initialGeometry

            // The pointer: from 100 px into the title bar, 120 right and 40 down.
            var mark = try s.trace().messages.count
            let (x0, y0) = (g0.x + 100, g0.y + CSD.titleBarHeight / 2)
            try s.play(Script.drag(from: x0, y0, to: x0 + 120, y0 + 40, holdMS: 100))
            var log = try s.waitForTrace { $0.requests("xdg_toplevel", "move").count >= 1 }
            MutterChecks.expectRequest("move", after: mark, in: log, pressedBy: "wl_pointer", context: s.tails)
            let g1 = try s.waitForGeometry(g0.moved(by: 120, 40))
            #expect(
                g1 == g0.moved(by: 120, 40), "mutter has the window at \(g1), moved from \(g0) by (120, 40)\n\(s.tails)"
            )

            // Touch: down 100 px into the title bar, 60 left and 30 down, lifted.
            mark = log.messages.count
            let (x1, y1) = (g1.x + 100, g1.y + CSD.titleBarHeight / 2)
            try s.play(Script.touchDrag(from: x1, y1, to: x1 - 60, y1 + 30, holdMS: 100))
            log = try s.waitForTrace { $0.requests("xdg_toplevel", "move").count >= 2 }
            MutterChecks.expectRequest("move", after: mark, in: log, pressedBy: "wl_touch", context: s.tails)
            let g2 = try s.waitForGeometry(g1.moved(by: -60, 30))
            #expect(
                g2 == g1.moved(by: -60, 30), "mutter has the window at \(g2), moved from \(g1) by (−60, 30)\n\(s.tails)"
            )

            let state = try s.app.snapshot("moved")
            #expect(
                (state.size.width, state.size.height) == (s.initial.size.width, s.initial.size.height),
                "a move resized the content")
            #expect(
                log.requests("xdg_toplevel", "resize").isEmpty && log.requests("xdg_toplevel", "set_maximized").isEmpty)
            #expect(state.gestures.isEmpty, "the content saw the title bar's input: \(KWinChecks.log(state))")
            let end = try s.finish()
            #expect(end.status == 0)
        }
    }
}
