import Foundation
import Testing

extension WireSuites {
    /// wp_fractional_scale_v1 as the protocol asks: the buffer of the whole surface is its
    /// logical size × scale rounded half away from zero, shown through a viewport whose
    /// destination is the logical size, with buffer scale 1. Then the compositor maps buffer
    /// pixels to screen pixels one to one and resamples nothing. Odd logical sizes, where
    /// rounding up and rounding to nearest differ, with the app's own decorations (the surface
    /// is the window plus its shadow margins, rounded once) and without.
    @Suite
    struct FractionalScaleWireTests {
        @Test(arguments: [126, 150, 180, 210], ["client", "none"])   // 105 %, 125 %, 150 %, 175 %
        func the_buffer_is_the_surface_at_the_scale_rounded_half_away_from_zero(numerator: Int, decorations: String)
            async throws
        {
            let app = Binaries.opacityBars
            try #require(Binaries.exists(app), "\(app) is not built (swift build --build-tests builds it)")
            let scale = Double(numerator) / 120
            let session = try await WireSession(
                fixture: nil,
                options: [
                    "--scale", "\(scale)", "--width", "505", "--height", "617",
                    "--settle-ms", "300",
                ],
                client: [app, "--decorations", decorations])
            let report = try #require(session.report, "\(session.diagnostics)")
            #expect(session.status == 0 && report.outcome == "done", "\(session.diagnostics)")
            #expect(report.settled && report.bufferCommits > 0, "\(session.diagnostics)")
            // The surface: the window, and around it the shadow margin the window geometry
            // starts at (none without decorations).
            let geometry = report.window.geometry ?? [0, 0, 505, 617]
            let logical = (width: geometry[2] + 2 * geometry[0], height: geometry[3] + 2 * geometry[1])
            #expect(
                decorations == "none" ? geometry == [0, 0, 505, 617] : geometry[0] > 0 && geometry[2] == 505,
                "window geometry \(geometry)")
            #expect(
                report.viewportWidth == logical.width && report.viewportHeight == logical.height,
                "viewport destination \(report.viewportWidth)×\(report.viewportHeight), surface \(logical)")
            let expected = (
                width: Int32((Double(logical.width) * scale).rounded(.toNearestOrAwayFromZero)),
                height: Int32((Double(logical.height) * scale).rounded(.toNearestOrAwayFromZero))
            )
            #expect(
                report.bufferWidth == expected.width && report.bufferHeight == expected.height,
                "buffer \(report.bufferWidth)×\(report.bufferHeight) for \(logical) at \(scale): expected \(expected)")
            #expect(report.bufferScale == 1)
        }

        /// A compositor with integer scales only (wl_compositor v6, no fractional scale, its
        /// outputs at scale 1) prefers scale 2 for the surface: the app binds v6, takes
        /// preferred_buffer_scale, draws twice the logical size and says so with
        /// set_buffer_scale, with no viewport.
        @Test func without_fractional_scale_the_surface_v6_preferred_buffer_scale_is_used() async throws {
            let app = Binaries.opacityBars
            try #require(Binaries.exists(app), "\(app) is not built (swift build --build-tests builds it)")
            let session = try await WireSession(
                fixture: nil,
                options: ["--preferred-buffer-scale", "2", "--width", "505", "--height", "617", "--settle-ms", "300"],
                client: [app, "--decorations", "none"])
            let report = try #require(session.report, "\(session.diagnostics)")
            #expect(session.status == 0 && report.outcome == "done", "\(session.diagnostics)")
            #expect(report.settled && report.bufferCommits > 0, "\(session.diagnostics)")
            #expect(
                report.bufferWidth == 1010 && report.bufferHeight == 1234,
                "buffer \(report.bufferWidth)×\(report.bufferHeight): 505×617 at scale 2")
            #expect(report.bufferScale == 2)
            #expect(report.viewportWidth <= 0 && report.viewportHeight <= 0, "no viewport at an integer scale")
        }
    }
}
