import Testing

extension LiveSuite {
    /// The close button under mutter, clicked and tapped.
    @Suite("mutter: close button")
    struct MutterCloseTests {
        enum Press: String, CaseIterable, CustomTestStringConvertible {
            case click, tap
            var testDescription: String { rawValue }
        }

        /// A click (pointer) or a tap (touch) on the close button ends the app by itself, with
        /// exit status 0 and its state written on the way out (the content's size, untouched
        /// opacities): the close goes through the app's own close path, as xdg_toplevel.close
        /// would, not a crash or a kill. One app run each.
        @Test(arguments: Press.allCases)
        func theCloseButtonEndsTheApp(_ press: Press) throws {
            let s = try MutterSession(test: "mutter-close-\(press.rawValue)")
            let g = s.initialGeometry
            let close = CSD.centre(of: .close, windowWidth: g.width)
            let script =
                press == .click ? Script.click(g.x + close.x, g.y + close.y) : Script.tap(g.x + close.x, g.y + close.y)
            let (status, state) = try s.playExpectingExit(script)
            #expect(
                status == 0,
                "the app \(status.map { "exited \($0)" } ?? "was still running 5 s after the \(press)")\n\(s.tails)")
            let written = try #require(state, "no state written at exit\n\(s.tails)")
            #expect((written.size.width, written.size.height) == (s.initial.size.width, s.initial.size.height))
            #expect(
                written.bars.allSatisfy { $0.opacity == 1 } && written.gestures.isEmpty,
                "the press reached the content: \(KWinChecks.log(written))")
        }
    }
}
