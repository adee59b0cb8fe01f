import Canvas
import ContentHost
import Foundation
import Testing

@testable import OpacityBars

/// The desktop's settings are an input of the app core: the next frame is drawn whole in the
/// scheme's palette, and the snapshot says which settings it ran with.
@Suite struct ColoursDesktopSettingsTests {
    private func frame(_ app: AppCore) -> Canvas {
        let canvas = Canvas(width: app.bufferSize.width, height: app.bufferSize.height)
        _ = app.render(into: canvas, stale: nil)
        return canvas
    }

    @Test func darkRepaintsEverythingInTheDarkPalette() {
        let app = AppCore()
        let light = frame(app)
        #expect(!app.needsRedraw)
        app.setDesktopSettings(DesktopSettings(colorScheme: .dark))
        #expect(app.needsRedraw, "a new scheme is a new frame")
        let canvas = Canvas(width: app.bufferSize.width, height: app.bufferSize.height)
        _ = app.render(into: canvas, stale: nil)
        // The header band, and the list's background between two bars (row 0 ends at 152,
        // row 1 starts at 172).
        #expect(light.pixel(x: 240, y: 4) == RenderTheme.standard.headerBackground.argb)
        #expect(canvas.pixel(x: 240, y: 4) == RenderTheme.dark.headerBackground.argb)
        #expect(canvas.pixel(x: 240, y: 162) == RenderTheme.dark.background.argb)
        app.setDesktopSettings(DesktopSettings(colorScheme: .dark))
        #expect(!app.needsRedraw, "the same settings again change nothing")
    }

    @Test func highContrastThickensTheFocusRingAndPlainsTheText() {
        let t = RenderTheme(for: DesktopSettings(highContrast: true))
        #expect(t.focusRingWidth > RenderTheme.standard.focusRingWidth)
        #expect(t.hoverOutlineWidth > RenderTheme.standard.hoverOutlineWidth)
        #expect(t.titleColor == Color(argb: 0xFF00_0000))
        #expect(
            RenderTheme(for: DesktopSettings(colorScheme: .dark, highContrast: true)).titleColor.argb == 0xFFFF_FFFF)
    }

    @Test func theSnapshotRecordsSettingsOtherThanTheDefaults() throws {
        let app = AppCore()
        #expect(!app.snapshotJSON().contains("settings"), "the defaults print what they always printed")
        app.setDesktopSettings(DesktopSettings(colorScheme: .dark, highContrast: true))
        let json = app.snapshotJSON()
        #expect(json.contains(#""colorScheme" : "dark""#), "\(json)")
        let decoded = try JSONDecoder().decode(StateSnapshot.self, from: Data(json.utf8))
        #expect(decoded.settings == DesktopSettings(colorScheme: .dark, highContrast: true))
    }
}
