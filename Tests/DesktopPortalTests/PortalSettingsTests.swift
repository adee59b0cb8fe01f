import ContentHost
import DesktopPortal
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

    @Test func aValueOfAnotherTypeIsIgnored() {
        var p = PortalSettings()
        p.set(namespace: "org.freedesktop.appearance", key: "color-scheme", value: .string("dark"))
        #expect(p.settings.colorScheme == .light)
    }
}
