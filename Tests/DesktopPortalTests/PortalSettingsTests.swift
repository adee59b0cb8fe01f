import ContentHost
import DesktopPortal
import Foundation
import Testing

@Suite struct PortalSettingsTests {
    @Test func nothingServedIsTheDefaults() {
        #expect(PortalSettings().settings == .standard)
    }

    /// org.freedesktop.appearance's colour scheme wins over GNOME's own key; 0 (no preference)
    /// and 2 (prefer light) are light.
    @Test func theColourSchemeComesFromTheAppearanceKeyFirst() {
        var p = PortalSettings()
        let gnome = p.set(namespace: "org.gnome.desktop.interface", key: "color-scheme", value: .string("prefer-dark"))
        #expect(gnome && p.settings.colorScheme == .dark, "GNOME's key alone")
        let appearance = p.set(namespace: "org.freedesktop.appearance", key: "color-scheme", value: .uint32(0))
        #expect(appearance)
        #expect(p.settings.colorScheme == .light, "the appearance key wins: no preference")
        p.set(namespace: "org.freedesktop.appearance", key: "color-scheme", value: .uint32(1))
        #expect(p.settings.colorScheme == .dark)
        p.set(namespace: "org.freedesktop.appearance", key: "color-scheme", value: .uint32(2))
        #expect(p.settings.colorScheme == .light)
    }

    @Test func highContrastFromEitherKey() {
        var p = PortalSettings()
        p.set(namespace: "org.gnome.desktop.a11y.interface", key: "high-contrast", value: .bool(true))
        #expect(p.settings.highContrast)
        p.set(namespace: "org.freedesktop.appearance", key: "contrast", value: .uint32(0))
        #expect(!p.settings.highContrast, "the appearance key wins")
    }

    /// GNOME's default layout: close only.
    @Test func theButtonLayoutNamesTheTitleBarsButtons() {
        var p = PortalSettings()
        let first = p.set(
            namespace: "org.gnome.desktop.wm.preferences", key: "button-layout", value: .string("appmenu:close"))
        #expect(first && p.settings.titleBarButtons == [.close])
        let same = p.set(
            namespace: "org.gnome.desktop.wm.preferences", key: "button-layout", value: .string("icon:close"))
        #expect(!same, "the same buttons: no change")
    }

    /// GNOME's "animations" switch off is reduced motion; the appearance key wins where served.
    @Test func reducedMotionFromEitherKey() {
        var p = PortalSettings()
        p.set(namespace: "org.gnome.desktop.interface", key: "enable-animations", value: .bool(false))
        #expect(p.settings.reducedMotion)
        p.set(namespace: "org.freedesktop.appearance", key: "reduced-motion", value: .uint32(0))
        #expect(!p.settings.reducedMotion)
    }

    /// GNOME's cursor theme and size and text scaling: none and 1 while unserved (the cursor
    /// then follows XCURSOR_THEME and XCURSOR_SIZE), and nonsense left out.
    @Test func cursorThemeSizeAndTextScaling() {
        var p = PortalSettings()
        #expect(p.settings.cursorTheme == nil && p.settings.cursorSize == nil && p.settings.textScalingFactor == 1)
        #expect(p.settings.doubleClickTime == 400, "GNOME's double-click default; not the portal's key")
        p.set(namespace: "org.gnome.desktop.interface", key: "cursor-theme", value: .string("DMZ-White"))
        p.set(namespace: "org.gnome.desktop.interface", key: "cursor-size", value: .int32(48))
        let scaled = p.set(namespace: "org.gnome.desktop.interface", key: "text-scaling-factor", value: .double(1.25))
        #expect(scaled)
        #expect(p.settings.cursorTheme == "DMZ-White" && p.settings.cursorSize == 48)
        #expect(p.settings.textScalingFactor == 1.25)
        p.set(namespace: "org.gnome.desktop.interface", key: "cursor-size", value: .int32(0))
        p.set(namespace: "org.gnome.desktop.interface", key: "text-scaling-factor", value: .double(-1))
        p.set(namespace: "org.gnome.desktop.interface", key: "cursor-theme", value: .string(""))
        #expect(p.settings == .standard, "zero, negative and empty values are the defaults")
    }

    /// A snapshot written before the newer keys existed reads with their defaults.
    @Test func settingsJSONWithoutTheNewerKeysDecodes() throws {
        let json = #"{"colorScheme":"dark","highContrast":false,"reducedMotion":false,"titleBarButtons":["close"]}"#
        let s = try JSONDecoder().decode(DesktopSettings.self, from: Data(json.utf8))
        #expect(s == DesktopSettings(colorScheme: .dark, titleBarButtons: [.close]))
        let round = try JSONDecoder().decode(DesktopSettings.self, from: try JSONEncoder().encode(s))
        #expect(round == s)
    }

    @Test func aValueOfAnotherTypeIsIgnored() {
        var p = PortalSettings()
        p.set(namespace: "org.freedesktop.appearance", key: "color-scheme", value: .string("dark"))
        #expect(p.settings.colorScheme == .light)
    }
}
