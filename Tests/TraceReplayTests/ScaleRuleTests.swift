import Testing
import TraceReplay

/// The replay side of the shared scale rule (`ContentHost.ScaleTracker`): what only other
/// clients' traces carry (wl_surface v6 preferred_buffer_scale), and its order with the rest.
@Suite struct ReplayScaleRuleTests {
    static func scales(_ text: String) throws -> [Double] {
        try TraceParser.parse(contents: text, file: "s.trace").events.compactMap {
            if case .scale(let s) = $0.event { s } else { nil }
        }
    }

    @Test func thePreferredBufferScaleBeatsTheOutputsAndLosesToTheFractionalScale() throws {
        let s = try Self.scales(
            """
            [1.000]  -> xdg_wm_base@6.get_xdg_surface(new id xdg_surface@10, wl_surface@9)
            [1.000] wl_output@8.scale(3)
            [2.000] wl_surface@9.enter(wl_output@8)
            [3.000] wl_surface@9.preferred_buffer_scale(2)
            [4.000] wp_fractional_scale_v1@20.preferred_scale(150)
            [5.000] wl_surface@9.preferred_buffer_scale(1)
            """)
        #expect(s == [3, 2, 1.25])
    }

    @Test func aPreferredBufferScaleBelowOneIsAnError() {
        #expect(throws: TraceError.self) {
            try Self.scales("[1.000] wl_surface@9.preferred_buffer_scale(0)")
        }
    }
}
