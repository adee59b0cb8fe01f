import Foundation
import Testing

extension WireSuites {
    /// xdg-activation with the launcher's token: a launcher (a desktop file with
    /// `StartupNotify=true`) starts the app with `XDG_ACTIVATION_TOKEN`, and the app shows that
    /// token to the compositor for its window once, when the window maps, so that
    /// focus-stealing prevention lets it take focus. Started without one, it asks for nothing.
    @Suite
    struct ActivationWireTests {
        private func session(app arguments: [String] = [], environment: [String: String]) async throws -> WireReport {
            let app = Binaries.opacityBars
            try #require(Binaries.exists(app), "\(app) is not built (swift build --build-tests builds it)")
            let session = try await WireSession(
                fixture: nil, options: ["--settle-ms", "300"], client: [app] + arguments,
                environment: environment)
            let report = try #require(session.report, "\(session.diagnostics)")
            #expect(session.status == 0 && report.outcome == "done", "\(session.diagnostics)")
            #expect(report.bufferCommits > 0, "the window mapped: \(session.diagnostics)")
            return report
        }

        @Test(arguments: [[], ["--app", "gallery"]])
        func the_launchers_token_activates_the_window_once(app: [String]) async throws {
            let report = try await session(app: app, environment: ["XDG_ACTIVATION_TOKEN": "some-token"])
            #expect(report.activations == 1, "activate requests: \(report.activations)")
            #expect(report.windowActivations == 1, "on the window's surface: \(report.windowActivations)")
            #expect(report.activationToken == "some-token")
        }

        /// `DESKTOP_STARTUP_ID` is X11's startup notification: no token for a Wayland compositor.
        @Test func without_a_token_nothing_is_activated() async throws {
            let report = try await session(environment: ["DESKTOP_STARTUP_ID": "x11-startup-id"])
            #expect(
                report.activations == 0 && report.activationToken == "",
                "\(report.activations) \(report.activationToken)")
        }
    }
}
