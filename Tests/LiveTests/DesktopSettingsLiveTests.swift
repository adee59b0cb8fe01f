import Drawing
import Foundation
import Testing

extension LiveSuite {
    /// The real app under sway, its session bus running the real xdg-desktop-portal with its
    /// GTK backend over a dconf store (`PortalSession`): what `gsettings set` changes while the
    /// app runs reaches it through the portal's SettingChanged (the double-click time through
    /// GSettings' own change signal), and the window repaints.
    @Suite("Desktop settings (xdg-desktop-portal)")
    struct DesktopSettingsLiveTests {
        /// Colours: the header band and the list's background between the first two bars.
        static let header = (x: 700, y: 4), between = (x: 400, y: 162)
        static let light = (header: UInt32(0xFFFF_FFFF), background: UInt32(0xFFF2_F2F7))
        static let dark = (header: UInt32(0xFF2C_2C2E), background: UInt32(0xFF1C_1C1E))

        @Test func gsettingsColorSchemeRepaintsTheRunningWindow() throws {
            let artifacts = try LivePaths.artifacts(for: "portal-color-scheme")
            let sway = try SwayHeadless()
            defer { sway.stop() }
            let portal = try PortalSession(compositor: sway.environment, artifacts: artifacts)
            defer { portal.stop() }
            // Set before the app starts: the cursor and text keys come with ReadAll, the
            // double-click time from GSettings itself (GIO) after the first frame.
            try portal.set("org.gnome.desktop.peripherals.mouse", "double-click", "250")
            try portal.set("org.gnome.desktop.interface", "cursor-size", "32")
            try portal.set("org.gnome.desktop.interface", "text-scaling-factor", "1.25")
            var environment = sway.environment
            environment.merge(portal.appEnvironment) { $1 }
            let app = try AppUnderTest(environment: environment, artifacts: artifacts)
            defer { _ = try? app.terminate() }
            let mapped = try Processes.waitUntil(timeout: 20) {
                guard app.isRunning else { return false }
                return try sway.window(ofPID: app.pid)?["rect"] != nil
            }
            try #require(mapped, "the window never appeared: \(app.stderrTail())")

            // GNOME's default button layout (appmenu:close) is not the app's own default: once
            // the snapshot carries it, the portal's ReadAll has been answered, light.
            let served = try waitForSettings(app, "read-all") {
                $0?.titleBarButtons == ["close"] && $0?.doubleClickTime == 250
            }
            #expect(
                served
                    == .init(
                        colorScheme: "light", highContrast: false, reducedMotion: false, titleBarButtons: ["close"],
                        doubleClickTime: 250, cursorTheme: "Adwaita", cursorSize: 32, textScalingFactor: 1.25),
                "\(String(describing: served))")
            let before = try sway.screenshot(artifacts.appendingPathComponent("01-light.png").path)
            #expect(pixel(before, Self.header) == Self.light.header, "light header: \(hex(pixel(before, Self.header)))")
            #expect(pixel(before, Self.between) == Self.light.background)

            try portal.set("org.gnome.desktop.interface", "color-scheme", "prefer-dark")
            let dark = try waitForSettings(app, "dark") { $0?.colorScheme == "dark" }
            #expect(dark?.colorScheme == "dark", "SettingChanged reached the running app")
            let after = try screenshot(sway, artifacts, "02-dark") { pixel($0, Self.header) == Self.dark.header }
            #expect(pixel(after, Self.header) == Self.dark.header, "dark header: \(hex(pixel(after, Self.header)))")
            #expect(pixel(after, Self.between) == Self.dark.background)

            // GSettings itself, followed while the app runs, as the portal's keys are.
            try portal.set("org.gnome.desktop.peripherals.mouse", "double-click", "520")
            let slower = try waitForSettings(app, "double-click") { $0?.doubleClickTime == 520 }
            #expect(slower?.doubleClickTime == 520, "the double-click time changed in the running app")

            try portal.set("org.gnome.desktop.a11y.interface", "high-contrast", "true")
            let contrast = try waitForSettings(app, "high-contrast") { $0?.highContrast == true }
            #expect(contrast?.highContrast == true && contrast?.colorScheme == "dark")
            try portal.set("org.gnome.desktop.interface", "enable-animations", "false")
            let still = try waitForSettings(app, "reduced-motion") { $0?.reducedMotion == true }
            #expect(still?.reducedMotion == true, "GNOME's animations switch off")

            try portal.set("org.gnome.desktop.interface", "color-scheme", "default")
            _ = try waitForSettings(app, "light-again") { $0?.colorScheme == "light" }
            let back = try screenshot(sway, artifacts, "03-light-again") {
                pixel($0, Self.between) == Self.light.background
            }
            #expect(pixel(back, Self.between) == Self.light.background, "back to light")
            #expect(try app.terminate().status == 0)
        }

        /// Polls the app's snapshot until its settings satisfy `done` (10 s); returns the last.
        private func waitForSettings(
            _ app: AppUnderTest, _ label: String, _ done: (LiveState.Settings?) -> Bool
        ) throws -> LiveState.Settings? {
            var settings = try app.snapshot(label).settings
            _ = try Processes.waitUntil(timeout: 10) {
                if done(settings) { return true }
                settings = try app.snapshot(label).settings
                return false
            }
            return settings
        }

        /// A screenshot once `drawn` holds (the frame after the change reached the screen), or
        /// the last one after 5 s.
        private func screenshot(_ sway: SwayHeadless, _ artifacts: URL, _ name: String, _ drawn: (Canvas) -> Bool)
            throws -> Canvas
        {
            let path = artifacts.appendingPathComponent(name + ".png").path
            var shot = try sway.screenshot(path)
            _ = try Processes.waitUntil(timeout: 5) {
                if drawn(shot) { return true }
                shot = try sway.screenshot(path)
                return false
            }
            return shot
        }

        private func pixel(_ canvas: Canvas, _ at: (x: Int, y: Int)) -> UInt32 {
            canvas.pixel(x: at.x, y: at.y) | 0xFF00_0000
        }
        private func hex(_ argb: UInt32) -> String { String(argb, radix: 16) }
    }
}
