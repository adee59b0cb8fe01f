import Testing

@testable import Drawing

/// A `GlyphRun` walks a text once: its advance and ink box are `Font.measure`'s, and drawing
/// it gives `drawText`'s pixels, whether it blends its places in one call or falls back to the
/// text (a glyph outside the clip, more glyphs than it keeps).
@Suite("Glyph runs")
struct GlyphRunTests {
    @Test func placesWhatMeasureMeasures() throws {
        let font = try Font(sansSerifPixelSize: 17)
        let run = GlyphRun()
        let texts = ["orange 45 %", "Åjgÿ", "Colours é 50 %", " ", "", "fÉ|_", String(repeating: "il", count: 30)]
        for text in texts {
            run.place(text[...], in: font)
            let (advance, ink) = font.measure(text[...])
            #expect(run.advance == advance, "\(text)")
            #expect(run.ink == ink, "\(text)")
            #expect(run.text == text[...])
        }
    }

    @Test func drawsWhatPixmanDraws() throws {
        let font = try Font(sansSerifPixelSize: 17)
        let run = GlyphRun()
        // ASCII, ASCII then not, more glyphs with ink than a run keeps, a text the clip cuts.
        let cases: [(String, PixelRect?)] = [
            ("orange 45 %", nil), ("Colours é 50 %", nil), (String(repeating: "il", count: 20), nil),
            ("orange 45 %", PixelRect(x: 0, y: 0, width: 40, height: 40)),
        ]
        for (text, clip) in cases {
            for color in [Color.black, Color(red: 0, green: 122, blue: 255, alpha: 0.6)] {
                let a = TextBlendTests.background(300, 40, seed: 3)
                let b = TextBlendTests.background(300, 40, seed: 3)
                run.place(text[...], in: font)
                a.draw(run, x: 5, baseline: 28, color: color, clip: clip)
                b.drawText(text[...], font: font, x: 5, baseline: 28, color: color, clip: clip, blend: false)
                let difference = a.firstDifference(from: b)
                #expect(difference == nil, "\(text) in \(color), clip \(String(describing: clip))")
            }
        }
    }
}
