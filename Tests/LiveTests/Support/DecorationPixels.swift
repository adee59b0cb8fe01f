import Drawing
import Testing

/// What an image of the window shows of its decorations, probed at a few documented places:
/// the app's final frame (`--screenshot`, kwin has no screencopy) or a grim shot (sway).
/// `window` is the window geometry's top-left corner in the image.
enum DecorationPixels {
    /// The Colours content's top rows (`RenderTheme.headerBackground`): what shows right under
    /// the title bar, or at the top of the surface when nobody's title bar is drawn in it.
    static let headerBackground: UInt32 = 0xFFFF_FFFF

    /// The app drew its own title bar: the bar's colour 3 px in from the window's left edge
    /// (past the border, below the rounded corner), the content's header right below it.
    static func expectTitleBar(
        in image: Canvas, window: (x: Int, y: Int),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let bar = image.pixel(x: window.x + 3, y: window.y + Int(DrawnDecorations.titleBarHeight) - 4)
        #expect(
            DrawnDecorations.titleBarColours.contains(bar),
            "no title bar at the window's top: \(Pixels.hex(bar)) (alpha \(bar >> 24))", sourceLocation: sourceLocation)
        let content = image.pixel(x: window.x + 3, y: window.y + Int(DrawnDecorations.titleBarHeight) + 2)
        #expect(
            content == headerBackground, "the content should start under the title bar: \(Pixels.hex(content))",
            sourceLocation: sourceLocation)
    }

    /// Nobody's title bar in the image at the window: the content's header is at its top.
    static func expectNoTitleBar(
        in image: Canvas, window: (x: Int, y: Int),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for y in [window.y + 2, window.y + Int(DrawnDecorations.titleBarHeight) - 4] {
            let p = image.pixel(x: window.x + 3, y: y)
            #expect(
                p == headerBackground,
                "expected the content's header at the window's top (y \(y)), got \(Pixels.hex(p)) (alpha \(p >> 24))",
                sourceLocation: sourceLocation)
        }
    }

    /// A floating window's shadow in the app's own frame: 4 px outside the window's left edge
    /// the pixel is translucent black (the shadow fades over the 12 px margin).
    static func expectShadow(in frame: Canvas, sourceLocation: SourceLocation = #_sourceLocation) {
        let p = frame.pixel(x: Int(DrawnDecorations.margin) - 4, y: frame.height / 2)
        let alpha = p >> 24
        #expect(
            alpha > 0 && alpha < 0x80, "expected the shadow's translucent edge, got \(Pixels.hex(p)) alpha \(alpha)",
            sourceLocation: sourceLocation)
    }
}
