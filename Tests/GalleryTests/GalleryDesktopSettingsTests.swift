import AppTestSupport
import ContentHost
import Drawing
import Foundation
import Testing
import TraceReplay

@testable import Gallery

/// The gallery follows the desktop's colour scheme: its page, header and text, and the
/// context menu, whose white items turn dark grey with light text; the snapshot says so.
@Suite struct GalleryDesktopSettingsTests {
    @Test func darkRepaintsThePageAndItsText() {
        let core = GalleryCore()
        let canvas = Canvas(width: core.bufferSize.width, height: core.bufferSize.height)
        _ = core.render(into: canvas, stale: nil)
        #expect(canvas.pixel(x: 470, y: 4) == GalleryPalette.light.headerBackground.argb)
        #expect(!core.needsRedraw)
        core.setDesktopSettings(DesktopSettings(colorScheme: .dark))
        #expect(core.needsRedraw)
        _ = core.render(into: canvas, stale: nil)
        #expect(canvas.pixel(x: 470, y: 4) == GalleryPalette.dark.headerBackground.argb)
        #expect(canvas.pixel(x: 470, y: core.bufferSize.height - 2) == GalleryPalette.dark.background.argb)
        #expect(GalleryPalette(for: .standard) == .light)
    }

    /// The recorded trace cut while the context menu is open: in dark, its items are the
    /// dark palette's grey, and the popup is redrawn when the scheme changes.
    @Test func theContextMenuIsDarkToo() throws {
        let text = try GalleryPopupReplayTests.cutWhileOpen(
            try String(contentsOfFile: GalleryPopupReplayTests.recorded, encoding: .utf8))
        let trace = try TraceParser.parse(contents: text, file: GalleryPopupReplayTests.recorded)
        let core = GalleryCore()
        Replayer.run(trace, into: core)
        let item = try #require(core.current.popupShapes.first { $0.colour == .white })
        let frame = try #require(core.current.popupFrame)
        let size = try #require(core.popup).bufferSize(scale: 1)
        let popup = Canvas(width: size.width, height: size.height)
        _ = core.renderPopup(into: popup, scale: 1)
        let probe = (x: Int(item.frame.x - frame.x) + 3, y: Int(item.frame.y - frame.y) + 3)
        #expect(popup.pixel(x: probe.x, y: probe.y) == GalleryColour.white.color.argb)
        core.setDesktopSettings(DesktopSettings(colorScheme: .dark))
        #expect(core.popupNeedsRedraw)
        _ = core.renderPopup(into: popup, scale: 1)
        #expect(popup.pixel(x: probe.x, y: probe.y) == GalleryPalette.dark.white?.argb)
    }

    @Test func theSnapshotRecordsSettingsOtherThanTheDefaults() {
        let core = GalleryCore()
        #expect(!core.snapshotJSON().contains("settings"))
        core.setDesktopSettings(DesktopSettings(colorScheme: .dark))
        #expect(core.snapshot().settings?.colorScheme == .dark)
    }

    /// Large Text draws the page's title larger and lays the labels out on taller lines.
    @Test func textScalingDrawsTheTitleAndTheLabelsLarger() throws {
        func title(_ factor: Double) throws -> PixelRect {
            let core = GalleryCore()
            core.setDesktopSettings(DesktopSettings(textScalingFactor: factor))
            let canvas = Canvas(width: core.bufferSize.width, height: core.bufferSize.height)
            _ = core.render(into: canvas, stale: nil)
            let header = PixelRect(x: 0, y: 8, width: canvas.width, height: 40)
            return try #require(canvas.ink(in: header, besides: GalleryPalette.light.headerBackground.argb))
        }
        let plain = try title(1), large = try title(1.5)
        #expect(Double(large.width) / Double(plain.width) > 1.3, "\(plain) → \(large)")
        let shape = try #require(GalleryCore.onPage(.touch).shapes.first { $0.form != .button && !$0.label.isEmpty })
        let measure = { (s: String) in 7.0 * Double(s.count) }
        let one = LabelLayout.lines(of: shape, measure: measure)
        let larger = LabelLayout.lines(of: shape, measure: measure, textScale: 1.5)
        #expect(one.first.map { $0.baseline - LabelLayout.box(of: shape).y } == 14)
        #expect(larger.first.map { $0.baseline - LabelLayout.box(of: shape).y } == 21)
        if larger.count > 1 { #expect(larger[1].baseline - larger[0].baseline == 27) }
    }

    @Test func highContrastThickensTheFocusRing() {
        let p = GalleryPalette(for: DesktopSettings(highContrast: true))
        #expect(p.focusRingWidth == 4 && p.text == Color(argb: 0xFF00_0000))
    }
}

extension GalleryCore {
    /// A gallery opened at `page`.
    fileprivate static func onPage(_ page: PageID) -> GalleryCore {
        let core = GalleryCore()
        core.open(page)
        return core
    }
}
