import Drawing
import Testing

@Suite("Text through fcft")
struct TextTests {
    @Test func labelDrawsInkInsideItsBoxOnly() throws {
        let font = try Font(sansSerifPixelSize: 17)
        #expect(font.ascent > 8 && font.height >= 17)
        let c = Canvas(width: 200, height: 40)
        c.fill(c.bounds, color: .white)
        let baseline = 28
        let end = c.drawText("red 45 %", font: font, x: 10, baseline: baseline, color: .black)
        #expect(end - 10 == font.width(of: "red 45 %"))
        #expect(end > 50 && end < 150)
        var inside = 0, outside = 0
        for y in 0 ..< c.height {
            for x in 0 ..< c.width where c.pixel(x: x, y: y) != Color.white.argb {
                let inBox = x >= 10 && x < end + 1 && y >= baseline - font.ascent - 1 && y <= baseline + font.descent
                if inBox { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 100)
        #expect(outside == 0)
    }

    /// `measure`'s ink box holds every pixel the text changes and touches each of its edges,
    /// accents, descenders and a glyph that reaches left of the pen included: the renderer
    /// copies exactly that box back in place of a label's glyphs.
    @Test func measuredInkBoxHoldsEveryDrawnPixel() throws {
        let font = try Font(sansSerifPixelSize: 17)
        for text in ["red 45 %", "Åjgÿ", "jump", " ", "fÉ|_"] {
            let c = Canvas(width: 160, height: 60)
            c.fill(c.bounds, color: .white)
            let end = c.drawText(text, font: font, x: 20, baseline: 40, color: .black)
            let (advance, box) = font.measure(text[...])
            #expect(advance == end - 20, "\(text)")
            let ink = box.offsetBy(dx: 20, dy: 40)
            var drawn = PixelRect.zero
            for y in 0 ..< c.height {
                for x in 0 ..< c.width where c.pixel(x: x, y: y) != Color.white.argb {
                    drawn = drawn.union(PixelRect(x: x, y: y, width: 1, height: 1))
                }
            }
            #expect(ink.contains(drawn), "\(text): drew \(drawn), measured \(ink)")
            #expect(text == " " ? drawn.isEmpty && ink.isEmpty : drawn == ink, "\(text)")
        }
    }

    @Test func clipLimitsText() throws {
        let font = try Font(sansSerifPixelSize: 20)
        let c = Canvas(width: 120, height: 40)
        c.fill(c.bounds, color: .white)
        c.drawText(
            "MMMM", font: font, x: 0, baseline: 30, color: .black,
            clip: PixelRect(x: 0, y: 0, width: 30, height: 40))
        for y in 0 ..< 40 { for x in 30 ..< 120 { #expect(c.pixel(x: x, y: y) == Color.white.argb) } }
        var ink = 0
        for y in 0 ..< 40 { for x in 0 ..< 30 where c.pixel(x: x, y: y) != Color.white.argb { ink += 1 } }
        #expect(ink > 20)
    }

    @Test func biggerFontIsWider() throws {
        let small = try Font(sansSerifPixelSize: 17), big = try Font(sansSerifPixelSize: 34)
        let w1 = small.width(of: "Colours"), w2 = big.width(of: "Colours")
        #expect(w2 >= 2 * w1 - 4 && w2 <= 2 * w1 + 4)
    }

    @Test func unknownFontFallsBackOrThrowsClearly() {
        // fontconfig substitutes a default for unknown families, so either outcome is fine —
        // but a fallback must draw text that takes room and leaves ink, and a throw must name
        // the font.
        do {
            let font = try Font(name: "No Such Family XYZ:pixelsize=12")
            let c = Canvas(width: 80, height: 20)
            c.fill(c.bounds, color: .white)
            let end = c.drawText("Ab", font: font, x: 2, baseline: 15, color: .black)
            #expect(end > 2, "the fallback font advanced nothing")
            var ink = 0
            for y in 0 ..< c.height {
                for x in 0 ..< c.width where c.pixel(x: x, y: y) & 0xFFFFFF != 0xFFFFFF { ink += 1 }
            }
            #expect(ink > 0, "the fallback font drew no ink")
        } catch {
            #expect(error.description.contains("No Such Family XYZ"))
        }
    }
}

@Suite("Text: caching and non-ASCII")
struct TextCacheTests {
    @Test func secondDrawIsIdenticalAndNonASCIIDraws() throws {
        let font = try Font(sansSerifPixelSize: 18)
        let a = Canvas(width: 160, height: 30), b = Canvas(width: 160, height: 30)
        for c in [a, b] { c.fill(c.bounds, color: .white) }
        a.drawText("Colours é 50 %", font: font, x: 2, baseline: 22, color: .black)
        b.drawText("Colours é 50 %", font: font, x: 2, baseline: 22, color: .black)   // cached glyphs
        #expect(a.firstDifference(from: b) == nil)
        let e = Canvas(width: 40, height: 30)
        e.fill(e.bounds, color: .white)
        let end = e.drawText("é", font: font, x: 2, baseline: 22, color: .black)
        #expect(end > 2)
        var ink = 0
        for y in 0 ..< 30 { for x in 0 ..< 40 where e.pixel(x: x, y: y) != Color.white.argb { ink += 1 } }
        #expect(ink > 10)
    }
}
