import CPixelBlend

/// A line of text placed once: its advance, its ink box, and each glyph's box and coverage,
/// ready to be blended in one call.
///
/// A label is measured, to see whether it fits its bar, and then drawn: with `Font.measure`
/// and `Canvas.drawText` that walks its text twice, glyph by glyph, and those walks were a
/// good part of a frame that redraws one bar (docs/BENCH.md, P1). A run walks it once.
///
/// Keep one per place that draws text every frame: placing text reuses the run's storage, so
/// in steady state nothing is allocated. Not thread-safe: its state is read and written
/// without the dynamic exclusivity checks (`@exclusivity(unchecked)`), which cost more than
/// placing a short label; no access to it overlaps another.
public final class GlyphRun {
    /// Glyphs with ink a run keeps places for; a longer text is drawn from its text.
    public static let capacity = 32

    /// The text last placed (empty before the first).
    @exclusivity(unchecked) public private(set) var text: Substring = ""
    /// The font it was placed in (nil before the first text).
    @exclusivity(unchecked) public private(set) var font: Font?
    /// The pen's advance over the text, in pixels.
    @exclusivity(unchecked) public private(set) var advance = 0
    /// Every pixel drawing the text can change, with the pen's start at (0, 0) on the
    /// baseline (empty: no ink), as `Font.measure` gives it.
    @exclusivity(unchecked) public private(set) var ink = PixelRect.zero
    /// Each glyph with ink, in order.
    private let places = UnsafeMutablePointer<pb_glyph>.allocate(capacity: GlyphRun.capacity)
    @exclusivity(unchecked) private var count = 0
    /// Every glyph with ink is a8 coverage and has its place: CPixelBlend can draw the run.
    @exclusivity(unchecked) private var blendable = false

    public init() {}

    deinit { places.deallocate() }

    /// Places `text` in `font`, forgetting the text placed before.
    public func place(_ text: Substring, in font: Font) {
        self.text = text
        if self.font !== font { self.font = font }   // the same font every frame: no retain
        var ink = PixelRect.zero, n = 0, blendable = true
        let places = places
        advance =
            font.forEachGlyph(of: text) { glyph, pen in
                let (box, place) = glyph.placed(at: pen)
                if box.isEmpty { return true }
                ink = ink.union(box)
                if let place, n < GlyphRun.capacity {
                    places[n] = place
                    n += 1
                } else {
                    blendable = false
                }
                return true
            } ?? 0   // never nil: the walk is not stopped
        self.ink = ink
        count = n
        self.blendable = blendable
    }

    /// Blends the run with the pen's start at (`x`, `baseline`) of `canvas`, when it can:
    /// false, having drawn nothing, otherwise.
    func blend(into canvas: Canvas, x: Int, baseline: Int, color: Color, limit: PixelRect) -> Bool {
        guard Canvas.hasAVX2Blend, blendable, limit.contains(ink.offsetBy(dx: x, dy: baseline)) else { return false }
        pb_over_a8_run(
            canvas.bits, canvas.rowPixels, Int32(canvas.width), Int32(x), Int32(baseline), places, Int32(count),
            color.argb)
        return true
    }
}

extension Canvas {
    /// Draws `run`'s text as `drawText` does, with the pen's start at `x` on `baseline`, in
    /// `color` (OVER), clipped to `clip`: the same pixels, from the run's places in one
    /// `CPixelBlend` call where it can (AVX2, a8 glyphs, ink inside the clip), else from its text.
    public func draw(_ run: GlyphRun, x: Int, baseline: Int, color: Color, clip: PixelRect? = nil) {
        guard let font = run.font else { return }
        if run.blend(into: self, x: x, baseline: baseline, color: color, limit: clipped(bounds, clip)) { return }
        drawText(run.text, font: font, x: x, baseline: baseline, color: color, clip: clip, blend: false)
    }
}
