import AppTestSupport
import ContentHost
import Drawing
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

    /// GNOME's Large Text (1.25) draws the title and the labels a quarter larger; beyond 2 the
    /// header no longer holds the title, and 3 draws as 2.
    @Test func textScalingDrawsTheTitleLarger() throws {
        func title(_ factor: Double) throws -> PixelRect {
            let app = AppCore()
            app.setDesktopSettings(DesktopSettings(textScalingFactor: factor))
            let canvas = frame(app)
            let header = PixelRect(x: 0, y: 0, width: canvas.width, height: 55)   // above the hairline
            return try #require(canvas.ink(in: header, besides: RenderTheme.standard.headerBackground.argb))
        }
        let plain = try title(1), large = try title(1.25), largest = try title(3)
        #expect(Double(large.width) / Double(plain.width) > 1.15, "\(plain) → \(large)")
        #expect(Double(large.height) / Double(plain.height) > 1.15, "\(plain) → \(large)")
        #expect(largest == (try title(2)))
        #expect(
            RenderTheme(for: DesktopSettings(textScalingFactor: 1.25)).labelSize == 1.25
                * RenderTheme.standard.labelSize)
        let standard = RenderTheme(for: .standard)
        #expect(standard.labelSize == 17 && standard.titleSize == 24, "factor 1 draws what it always drew")
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
