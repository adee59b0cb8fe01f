import Drawing
import Testing

extension LiveSuite {
    /// Hover with modifiers (the pointer-interaction seed): Super+Alt dims the hovered bar.
    @Suite("Hover")
    struct HoverTests {
        @Test func superAltWhileHoveringDimsTheBar() throws {
            let s = try LiveSession(test: "hover-super-alt")
            let yellow = try s.initial.surfaceFrame("yellow")
            // The pointer rests on the bar's left part; the probes take its right part, far
            // from the cursor image (which stays visible: hiding it would end the hover).
            try s.play("motion \(yellow.x + yellow.width * 0.25) \(yellow.y + yellow.height / 2)\nframe")
            let plain = try s.screenshot("hover", hideCursor: false)
            try s.play("modifiers 72 0 0 0")   // Super (64) + Alt (8)
            let dimmed = try s.screenshot("hover-super-alt", hideCursor: false)
            let state = try s.app.snapshot("super-alt")
            try s.play("modifiers 0 0 0 0")
            let released = try s.screenshot("hover-released", hideCursor: false)

            let probes = Pixels.grid(plain, in: yellow)
            #expect(Pixels.changed(plain, dimmed, at: probes) == probes.count, "every yellow probe should dim")
            let lPlain = Pixels.meanLuminance(probes), lDimmed = Pixels.meanLuminance(Pixels.grid(dimmed, in: yellow))
            #expect(lDimmed < lPlain * 0.95, "dimmed luminance \(lDimmed) vs \(lPlain)")
            #expect(Pixels.changed(plain, released, at: probes) == 0, "releasing Super+Alt should undim")
            for name in ["orange", "green"] {
                let other = Pixels.grid(plain, in: try s.initial.surfaceFrame(name))
                #expect(Pixels.changed(plain, dimmed, at: other) == 0, "\(name) is not hovered but changed")
            }
            // Dimming is a hover effect, not an opacity change.
            #expect(state.bars.allSatisfy { $0.opacity == 1 })
            #expect(try s.finish().status == 0)
        }
    }
}
