import ContentHost
import Foundation
import Testing

@Suite struct DesktopSettingsTests {
    /// GNOME's `button-layout`: buttons on either side of the colon; names without a button
    /// here (appmenu, icon, menu, spacer) are left out.
    @Test(
        arguments: [
            ("appmenu:close", [TitleBarButtons.close]),
            ("close,minimize,maximize:", [.close, .minimize, .maximize]),
            ("icon:minimize,maximize,close", [.minimize, .maximize, .close]),
            (":", []),
            ("menu:spacer", []),
        ] as [(String, TitleBarButtons)])
    func aButtonLayoutNamesTheButtons(layout: String, buttons: TitleBarButtons) {
        #expect(TitleBarButtons(layout: layout) == buttons, "\(layout)")
    }

    @Test func theDefaultsAreLightWithEveryButton() {
        let s = DesktopSettings.standard
        #expect(s.colorScheme == .light && !s.highContrast && !s.reducedMotion && s.titleBarButtons == .all)
        #expect(
            s.doubleClickTime == 400 && s.cursorTheme == nil && s.cursorSize == nil && s.textScalingFactor == 1)
    }

    @Test func inJSONTheButtonsAreNamed() throws {
        let s = DesktopSettings(colorScheme: .dark, titleBarButtons: [.close, .minimize], cursorSize: 48)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(s), as: UTF8.self)
        #expect(
            json
                == #"{"colorScheme":"dark","cursorSize":48,"doubleClickTime":400,"#
                + #""highContrast":false,"reducedMotion":false,"textScalingFactor":1,"titleBarButtons":["minimize","close"]}"#
        )
        #expect(try JSONDecoder().decode(DesktopSettings.self, from: Data(json.utf8)) == s)
    }
}
