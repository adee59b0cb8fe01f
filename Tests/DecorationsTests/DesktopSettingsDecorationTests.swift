import ContentHost
import Decorations
import Drawing
import Gestures
import Testing

/// The title bar follows the desktop: its palette, high contrast, and the buttons the
/// desktop's layout names; the content gets the same settings.
@Suite struct DesktopSettingsDecorationTests {
    /// GNOME's default layout, `appmenu:close`, names close only: one button, at the right.
    @Test func onlyTheButtonsTheLayoutNamesAreDrawnAndTapped() {
        let d = DecoratedWindowDriver()
        #expect(d.window.titleBarButtons == [.minimize, .maximize, .close])
        d.window.setDesktopSettings(DesktopSettings(titleBarButtons: TitleBarButtons(layout: "appmenu:close")))
        #expect(d.window.titleBarButtons == [.close])
        #expect(d.content.settings.last?.titleBarButtons == [.close], "the content is told too")
        // Where minimize and maximize were: now the title bar, which a tap does not minimize.
        var input = Input(window: d)
        input.click(340, 28)
        input.time += 1000
        input.click(370, 28)
        #expect(d.requests.isEmpty, "\(d.requests)")
        input.time += 1000
        input.click(400, 28)
        #expect(d.content.closeRequested, "close is still there")
    }

    /// Large Text: the title's font a quarter larger (14 → 18 px, rounded), the same at 1.
    @Test func textScalingEnlargesTheTitle() {
        #expect(DecorationStyle(for: DesktopSettings(textScalingFactor: 1.25)).titleFontSize == 18)
        #expect(DecorationStyle(for: .standard).titleFontSize == DecorationStyle.standard.titleFontSize)
        #expect(DecorationStyle(for: DesktopSettings(textScalingFactor: 0.1)).titleFontSize == 7, "held to 0.5")
    }

    /// Dark: a deeper bar than the light desktop's, so the dark list's header stands apart.
    @Test func theTitleBarIsRepaintedInTheDarkPalette() {
        let d = DecoratedWindowDriver()
        let canvas = Canvas(width: d.window.bufferSize.width, height: d.window.bufferSize.height)
        _ = d.window.render(into: canvas, stale: nil)
        let probe = (x: 12 + 100, y: 12 + 4)   // the title bar, left of the title
        #expect(canvas.pixel(x: probe.x, y: probe.y) == DecorationStyle.standard.activeTitleBar.argb)
        d.window.setDesktopSettings(DesktopSettings(colorScheme: .dark))
        #expect(d.window.needsRedraw)
        _ = d.window.render(into: canvas, stale: .empty)
        let dark = DecorationStyle(for: DesktopSettings(colorScheme: .dark))
        #expect(canvas.pixel(x: probe.x, y: probe.y) == dark.activeTitleBar.argb)
        #expect(dark.activeTitleBar != DecorationStyle.standard.activeTitleBar)
        #expect(DecorationStyle(for: .standard) == .standard, "light is the style there always was")
    }

    @Test func highContrastMakesTheTitleWhiteAndTheBorderPlain() {
        let light = DecorationStyle(for: DesktopSettings(highContrast: true))
        #expect(light.activeTitle == Color(red: 255, green: 255, blue: 255))
        #expect(light.border == Color(red: 0, green: 0, blue: 0))
        let dark = DecorationStyle(for: DesktopSettings(colorScheme: .dark, highContrast: true))
        #expect(dark.border == Color(red: 255, green: 255, blue: 255))
    }
}

/// F11 toggles fullscreen, whoever draws the decorations; the content never sees the key.
@Suite struct FullscreenKeyTests {
    static let f11 = Key(rawValue: 0xffc8)

    @Test(arguments: [DecorationMode.client, .server])
    func f11AsksForFullscreenAndBack(mode: DecorationMode) {
        let d = DecoratedWindowDriver(mode: mode)
        let before = d.content.events.count
        d.send([.key(Self.f11, pressed: true, time: 1, code: 87)], at: 10)
        d.send([.key(Self.f11, pressed: false, time: 2, code: 87)], at: 20)
        #expect(d.requests == [.setFullscreen(true)])
        #expect(d.content.events.count == before, "the content does not get F11")
        d.window.setStates([.activated, .fullscreen])
        d.send([.key(Self.f11, pressed: true, time: 3, code: 87)], at: 30)
        #expect(d.requests == [.setFullscreen(true), .setFullscreen(false)])
    }

    @Test func withoutTheCapabilityF11DoesNothing() {
        let d = DecoratedWindowDriver(capabilities: [.maximize, .minimize])
        d.send([.key(Self.f11, pressed: true, time: 1, code: 87)], at: 10)
        #expect(d.requests.isEmpty)
    }
}
