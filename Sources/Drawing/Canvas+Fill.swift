import CPixelBlend
import CPixman

#if canImport(Glibc)
import Glibc
#endif

extension Canvas {
    /// Sets every pixel of `rect ∩ clip ∩ bounds` to `color` (SRC: no blending).
    /// Calls `pixman_fill`, a plain store loop: the memory floor.
    public func fill(_ rect: PixelRect, color: Color, clip: PixelRect? = nil) {
        let r = clipped(rect, clip)
        if r.isEmpty { return }
        if pixman_fill(
            bits, Int32(rowPixels), 32, Int32(r.x), Int32(r.y), Int32(r.width),
            Int32(r.height), color.argb) == 0
        {   // pixman_bool_t false: no fast path
            for y in r.y ..< r.maxY { (row(y) + r.x).update(repeating: color.argb, count: r.width) }
        }
    }

    /// Composites `color` OVER `rect ∩ clip` (premultiplied; an opaque colour is a fill).
    public func blend(_ rect: PixelRect, color: Color, clip: PixelRect? = nil) {
        if color.isOpaque { return fill(rect, color: color, clip: clip) }
        if color.alpha == 0 { return }
        let r = clipped(rect, clip)
        if r.isEmpty { return }
        pixman_image_composite32(
            PIXMAN_OP_OVER, solid(color), nil, image, 0, 0, 0, 0,
            Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
    }

    /// A border `thickness` pixels wide drawn inside `rect` (OVER), clipped.
    public func strokeRect(_ rect: PixelRect, thickness: Int, color: Color, clip: PixelRect? = nil) {
        let t = max(1, min(thickness, rect.width / 2, rect.height / 2))
        if rect.isEmpty { return }
        if rect.width <= 2 * t || rect.height <= 2 * t { return blend(rect, color: color, clip: clip) }
        blend(PixelRect(x: rect.x, y: rect.y, width: rect.width, height: t), color: color, clip: clip)
        blend(PixelRect(x: rect.x, y: rect.maxY - t, width: rect.width, height: t), color: color, clip: clip)
        blend(PixelRect(x: rect.x, y: rect.y + t, width: t, height: rect.height - 2 * t), color: color, clip: clip)
        blend(
            PixelRect(x: rect.maxX - t, y: rect.y + t, width: t, height: rect.height - 2 * t),
            color: color, clip: clip)
    }

    /// A checkerboard of `cell`-pixel squares over `rect ∩ clip`, squares counted from
    /// `rect`'s top-left corner (which is `light`).
    public func checkerboard(
        _ rect: PixelRect, cell: Int, light: Color, dark: Color,
        clip: PixelRect? = nil
    ) {
        let fill = CheckeredFill(color: light, opacity: 0, cell: cell, light: light, dark: dark)
        fillCheckered(bar: rect, fill: fill, background: light, rows: rect, clip: clip ?? rect)
    }

    /// Writes rows `rows ∩ clip` over the full width of `clip`: inside `bar`, the bar's colour
    /// at its opacity over a checkerboard anchored at `bar`'s top-left; outside, `background`.
    ///
    /// The fast path of the renderer, which keeps a full repaint within 2× a plain fill
    /// (docs/BENCH.md, P2): the two possible scanlines (checker phase 0 and 1) are blended
    /// once into scratch memory, then each row is copied from its scanline (with AVX2, stored
    /// from registers, `pb_copy_rows`), so every pixel is written exactly once.
    ///
    /// `overlay` (inside the bar) is a translucent `overlayColor` composited OVER the bar in
    /// the same pass — a label's backing pill costs no extra pass over its pixels.
    public func fillCheckered(
        bar: PixelRect, fill: CheckeredFill, background: Color,
        rows: PixelRect, clip: PixelRect? = nil,
        overlay: PixelRect = .zero, overlayColor: Color = .transparent
    ) {
        let c = clipped(rows, clip)
        if c.isEmpty { return }
        let cell = max(1, fill.cell)
        let onLight = fill.blendedOverLight.argb, onDark = fill.blendedOverDark.argb
        let bg = background.argb
        // Scanlines cover columns c.x ..< c.maxX.
        let line0 = scratch, line1 = scratch + width
        let inX0 = max(c.x, bar.x), inX1 = min(c.maxX, bar.maxX)
        if inX0 >= inX1 || bar.height <= 0 {
            return self.fill(c, color: background)
        }
        if inX0 > c.x {
            line0.update(repeating: bg, count: inX0 - c.x)
            line1.update(repeating: bg, count: inX0 - c.x)
        }
        if inX1 < c.maxX {
            (line0 + (inX1 - c.x)).update(repeating: bg, count: c.maxX - inX1)
            (line1 + (inX1 - c.x)).update(repeating: bg, count: c.maxX - inX1)
        }
        // The bar part is periodic (two cells): draw one period cell by cell, then double it
        // with memcpy — a few calls however wide the bar is.
        let period = 2 * cell, total = inX1 - inX0
        /// Columns `x0 ..< x1` (inside the bar) of the two scanlines `a` and `b` (`a` has
        /// `even` in the bar's even cells, `b` in its odd ones), cell by cell.
        func cells(
            _ a: UnsafeMutablePointer<UInt32>, _ b: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int,
            even: UInt32, odd: UInt32
        ) {
            var x = x0
            while x < x1 {
                let cellIndex = (x - bar.x) / cell
                let cellEnd = min(x1, bar.x + (cellIndex + 1) * cell)
                let isEven = cellIndex & 1 == 0
                (a + (x - c.x)).update(repeating: isEven ? even : odd, count: cellEnd - x)
                (b + (x - c.x)).update(repeating: isEven ? odd : even, count: cellEnd - x)
                x = cellEnd
            }
        }
        let firstPeriodEnd = min(inX1, inX0 + period)
        cells(line0, line1, inX0, firstPeriodEnd, even: onLight, odd: onDark)
        var filled = firstPeriodEnd - inX0
        let start0 = line0 + (inX0 - c.x), start1 = line1 + (inX0 - c.x)
        while filled < total {
            let n = min(filled, total - filled)   // `filled` is a whole number of periods
            memcpy(start0 + filled, start0, n * 4)
            memcpy(start1 + filled, start1, n * 4)
            filled += n
        }
        // Overlay scanlines: the same two, with the overlay composited over its columns.
        let o = overlay.intersection(bar).intersection(PixelRect(x0: c.x, y0: c.y, x1: c.maxX, y1: c.maxY))
        let hasOverlay = !o.isEmpty && overlayColor.alpha != 0
        let line2 = scratch + 2 * width, line3 = scratch + 3 * width
        if hasOverlay {
            // Under the overlay a scanline holds only the bar's two colours: blend each once.
            line2.update(from: line0, count: c.width)
            line3.update(from: line1, count: c.width)
            cells(
                line2, line3, o.x, o.maxX, even: over(overlayColor, onLight),
                odd: over(overlayColor, onDark))
        }
        // Each scanline is background, bar, background, and the overlay's cut the bar in three:
        // spans that repeat every period. Where the period divides 64, `pb_copy_rows` writes
        // a run of rows from registers, else each row is a `memcpy` of its scanline.
        let registers = Canvas.hasAVX2Blend && 64 % period == 0
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 12) { cuts in
            /// Appends `x` (a column) to the cuts from `base`, unless it repeats the last.
            func cut(_ x: Int, _ base: Int, _ count: inout Int) {
                let v = Int32(x - c.x)
                if count == 0 || cuts[base + count - 1] != v { cuts[base + count] = v; count += 1 }
            }
            var plain = 0, lit = 0
            cut(c.x, 0, &plain); cut(inX0, 0, &plain); cut(inX1, 0, &plain); cut(c.maxX, 0, &plain)
            if hasOverlay {
                cut(c.x, 6, &lit); cut(inX0, 6, &lit); cut(o.x, 6, &lit)
                cut(o.maxX, 6, &lit); cut(inX1, 6, &lit); cut(c.maxX, 6, &lit)
            }
            // Rows in runs that share a scanline (a cell's rows, cut where the overlay starts
            // and ends), so choosing the scanline, and its division, is once per run, not per row.
            let bytes = c.width * 4
            var y = c.y
            while y < c.maxY {
                if y < bar.y || y >= bar.maxY {
                    let end = y < bar.y ? min(bar.y, c.maxY) : c.maxY
                    for background in y ..< end { (row(background) + c.x).update(repeating: bg, count: c.width) }
                    y = end
                    continue
                }
                let cellIndex = (y - bar.y) / cell
                var end = min(c.maxY, bar.maxY, bar.y + (cellIndex + 1) * cell)
                let isLit = hasOverlay && y >= o.y && y < o.maxY
                if hasOverlay { end = min(end, isLit ? o.maxY : (y < o.y ? o.y : end)) }
                let even = cellIndex & 1 == 0
                let source = isLit ? (even ? line2 : line3) : (even ? line0 : line1)
                var destination = row(y) + c.x
                if registers {
                    pb_copy_rows(
                        destination, rowPixels, Int32(end - y), source, Int32(c.width),
                        isLit ? cuts.baseAddress! + 6 : cuts.baseAddress!, Int32(isLit ? lit - 1 : plain - 1))
                } else {
                    for _ in y ..< end {
                        memcpy(destination, source, bytes)
                        destination += rowPixels
                    }
                }
                y = end
            }
        }
    }

    /// Premultiplied OVER of `color` onto the pixel `d`, 8 bits per channel, rounded:
    /// `d' = s + d·(255 − sα)/255`.
    private func over(_ color: Color, _ d: UInt32) -> UInt32 {
        let s = color.argb, k = 255 - (s >> 24)
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            let dc = (d >> shift) & 0xFF, sc = (s >> shift) & 0xFF
            return min(sc + (dc * k + 127) / 255, 255) << shift
        }
        return channel(0) | channel(8) | channel(16) | channel(24)
    }

    /// `rect ∩ clip ∩ bounds`.
    @inline(__always) func clipped(_ rect: PixelRect, _ clip: PixelRect?) -> PixelRect {
        let r = rect.intersection(bounds)
        return clip.map { r.intersection($0) } ?? r
    }
}

/// How `Canvas.fillCheckered` colours a bar: an opaque `color` at `opacity` over a checkerboard
/// of `light` and `dark` squares `cell` pixels wide, then darkened by `dim` (0 = none).
///
/// Immutable, with its two blended pixels computed once at `init`: the renderer reads them for
/// the bar's scanlines and for its label's contrast and cache key.
public struct CheckeredFill: Hashable, Sendable {
    public let color: Color
    public let opacity: Double
    public let cell: Int
    public let light: Color
    public let dark: Color
    public let dim: Double
    /// The bar's pixel over a light square.
    public let blendedOverLight: Color
    /// The bar's pixel over a dark square.
    public let blendedOverDark: Color

    public init(color: Color, opacity: Double, cell: Int, light: Color, dark: Color, dim: Double = 0) {
        self.color = color; self.opacity = opacity; self.cell = cell
        self.light = light; self.dark = dark; self.dim = dim
        blendedOverLight = color.over(light, opacity: opacity).darkened(by: dim)
        blendedOverDark = color.over(dark, opacity: opacity).darkened(by: dim)
    }
}

extension Canvas {
    /// Composites `color` OVER each pixel of `rect ∩ bounds` at the coverage `coverage(x, y)`
    /// (0…1) gives it: antialiased shapes (rounded corners, circles, diagonal strokes, a
    /// shadow's falloff) drawn from their distance functions. Pixels of coverage ≤ 0 are left.
    public func blend(_ rect: PixelRect, color: Color, coverage: (Int, Int) -> Double) {
        let r = rect.intersection(bounds)
        if r.isEmpty || color.alpha == 0 { return }
        let a = Double(color.alpha), cr = Double(color.red), cg = Double(color.green), cb = Double(color.blue)
        @inline(__always) func mix(_ src: Double, _ dst: UInt32, _ shift: UInt32, _ keep: Double) -> UInt32 {
            UInt32(min(255, max(0, (src + Double(dst >> shift & 0xFF) * keep).rounded()))) << shift
        }
        for y in r.y ..< r.maxY {
            let line = row(y)
            for x in r.x ..< r.maxX {
                let c = min(1, coverage(x, y))
                guard c > 0 else { continue }
                let keep = 1 - a * c / 255
                let d = line[x]
                line[x] =
                    mix(a * c, d, 24, keep) | mix(cr * c, d, 16, keep) | mix(cg * c, d, 8, keep)
                    | mix(cb * c, d, 0, keep)
            }
        }
    }
}
