import Testing

@testable import Drawing

/// `CPixelBlend`'s AVX2 blend against pixman's composite: the same text drawn both ways over
/// the same pixels must give the same pixels, for opaque and translucent colours, glyphs at
/// the canvas's right edge (a row's last group of eight without room) and a clip that sends
/// the text to pixman.
@Suite("Text blended as pixman composites it")
struct TextBlendTests {
    /// Pixels that exercise every channel: a gradient, a checkerboard, translucent pixels.
    static func background(_ width: Int, _ height: Int, seed: UInt32) -> Canvas {
        let c = Canvas(width: width, height: height)
        var state = seed
        for y in 0 ..< height {
            for x in 0 ..< width {
                state = state &* 1_664_525 &+ 1_013_904_223
                let alpha = (x / 7 + y / 5) % 3 == 0 ? UInt32(state >> 24) | 0x20 : 0xFF
                func channel(_ v: UInt32) -> UInt32 { v * alpha / 255 }
                let rgb = state & 0xFF_FFFF
                let argb =
                    alpha << 24 | channel(rgb >> 16 & 0xFF) << 16 | channel(rgb >> 8 & 0xFF) << 8
                    | channel(rgb & 0xFF)
                c.fill(PixelRect(x: x, y: y, width: 1, height: 1), color: Color(argb: argb))
            }
        }
        return c
    }

    @Test func blendGivesPixmansPixels() throws {
        try #require(Canvas.hasAVX2Blend, "this CPU has no AVX2: text is composited by pixman only")
        let colours = [
            Color(argb: 0xFF1C_1C1E), .white, Color(red: 255, green: 149, blue: 0),
            Color(red: 0, green: 122, blue: 255, alpha: 0.6), Color(red: 255, green: 255, blue: 255, alpha: 0.3),
        ]
        for size in [11, 17, 24, 34] {
            let font = try Font(sansSerifPixelSize: size)
            // Coverage is what sends a glyph to the blend rather than to pixman.
            #expect(font.glyph("g")?.coverage != nil)
            for (i, color) in colours.enumerated() {
                let width = 200, height = size * 2 + 8
                // The last ends a pixel or two from the right edge: no room for a whole group.
                let edge = width - font.measure("gray 7 %"[...]).ink.maxX - 2
                for (text, x) in [("orange 45 %", 3), ("Wjgÿ|_ 100 %", 17), ("MMMMMMMMMM", 90), ("gray 7 %", edge)] {
                    let blended = Self.background(width, height, seed: UInt32(size * 31 + i))
                    let composited = Self.background(width, height, seed: UInt32(size * 31 + i))
                    let a = blended.drawText(
                        text[...], font: font, x: x, baseline: size + 4, color: color, clip: nil, blend: true)
                    let b = composited.drawText(
                        text[...], font: font, x: x, baseline: size + 4, color: color, clip: nil, blend: false)
                    #expect(a == b)
                    let difference = blended.firstDifference(from: composited)
                    #expect(difference == nil, "\(text) at \(size) px in \(color): \(String(describing: difference))")
                }
            }
        }
    }

    /// A font makes pixman's glyph cache only for text pixman composites: labels that are
    /// blended never clear its 256 KiB hash table.
    @Test func onlyCompositedTextMakesTheGlyphCache() throws {
        try #require(Canvas.hasAVX2Blend, "this CPU has no AVX2: text is composited by pixman only")
        let font = try Font(sansSerifPixelSize: 17)
        let canvas = Canvas(width: 120, height: 40)
        canvas.drawText("orange 45 %"[...], font: font, x: 2, baseline: 24, color: .black, clip: nil, blend: true)
        #expect(font.pixmanCache == nil)
        canvas.drawText("orange 45 %"[...], font: font, x: 2, baseline: 24, color: .black, clip: nil, blend: false)
        #expect(font.pixmanCache != nil)
    }

    /// Text that leaves the clip is pixman's (clipped), drawn the same whatever `blend` says.
    @Test func clippedTextIsComposited() throws {
        let font = try Font(sansSerifPixelSize: 20)
        let clip = PixelRect(x: 0, y: 0, width: 30, height: 40)
        let a = Self.background(120, 40, seed: 7), b = Self.background(120, 40, seed: 7)
        a.drawText("MMMM"[...], font: font, x: 0, baseline: 30, color: .black, clip: clip, blend: true)
        b.drawText("MMMM"[...], font: font, x: 0, baseline: 30, color: .black, clip: clip, blend: false)
        #expect(a.firstDifference(from: b) == nil)
        let untouched = Self.background(120, 40, seed: 7)
        for y in 0 ..< 40 { for x in 30 ..< 120 { #expect(a.pixel(x: x, y: y) == untouched.pixel(x: x, y: y)) } }
    }
}
