import CPixman

/// fcft must be initialised once per process before any font is loaded; a global `let` is
/// initialised exactly once, thread-safely, on first use.
private let fcftReady: Bool = fcft_init(FCFT_LOG_COLORIZE_NEVER, false, FCFT_LOG_CLASS_ERROR)

/// A font loaded by fcft (fontconfig names such as `"DejaVu Sans:pixelsize=17"` or
/// `"sans-serif:weight=bold:pixelsize=28"`), with its glyphs rasterized once and cached.
///
/// fcft keeps its own glyph cache; this class adds a lock-free table for ASCII so that
/// drawing a label is a few array reads, with no allocation in steady state.
public final class Font {
    /// The fontconfig pattern it was loaded from.
    public let name: String
    let font: UnsafeMutablePointer<fcft_font>
    /// Glyphs for code points 0..<128, rasterized on first use.
    private var ascii: [UnsafePointer<fcft_glyph>?] = Array(repeating: nil, count: 128)

    /// Loads `name` through fontconfig.
    /// - Throws: `CanvasError` when fcft cannot initialise or no font matches.
    public init(name: String) throws(CanvasError) {
        guard fcftReady else { throw CanvasError("fcft_init failed; cannot load font \"\(name)\"") }
        let loaded: UnsafeMutablePointer<fcft_font>? = name.withCString { cName in
            var names: [UnsafePointer<CChar>?] = [cName]
            return names.withUnsafeMutableBufferPointer { fcft_from_name(1, $0.baseAddress!, nil) }
        }
        guard let loaded else { throw CanvasError("font \"\(name)\": no match from fontconfig/fcft") }
        self.name = name
        font = loaded
    }

    /// A sans-serif font `pixelSize` pixels tall (DejaVu Sans where installed).
    public convenience init(sansSerifPixelSize pixelSize: Int, bold: Bool = false) throws(CanvasError) {
        try self.init(name: "DejaVu Sans,sans-serif:pixelsize=\(max(1, pixelSize))"
                      + (bold ? ":weight=bold" : ""))
    }

    deinit { fcft_destroy(font) }

    /// Pixels above the baseline.
    public var ascent: Int { Int(font.pointee.ascent) }
    /// Pixels below the baseline.
    public var descent: Int { Int(font.pointee.descent) }
    /// Line height.
    public var height: Int { Int(font.pointee.height) }

    /// The glyph for `scalar`, or nil when no font has one.
    func glyph(_ scalar: Unicode.Scalar) -> UnsafePointer<fcft_glyph>? {
        let cp = scalar.value
        if cp < 128, let g = ascii[Int(cp)] { return g }
        guard let g = fcft_rasterize_char_utf32(font, cp, FCFT_SUBPIXEL_NONE) else { return nil }
        if cp < 128 { ascii[Int(cp)] = g }
        return g
    }

    /// The advance width of `text` in pixels (no shaping; kerning ignored).
    public func width(of text: String) -> Int {
        var w = 0
        for s in text.unicodeScalars { w += glyph(s).map { Int($0.pointee.advance.x) } ?? 0 }
        return w
    }
}

extension Canvas {
    /// Draws `text` with its baseline at `baseline`, starting at `x`, in `color` (OVER),
    /// clipped to `clip`. Returns the x after the last glyph.
    ///
    /// Greyscale glyphs are masks for a solid colour; colour glyphs (emoji) are composited as
    /// they are.
    @discardableResult
    public func drawText(_ text: String, font: Font, x: Int, baseline: Int, color: Color,
                         clip: PixelRect? = nil) -> Int {
        let limit = clip.map { $0.intersection(bounds) } ?? bounds
        var pen = x
        let src = solid(color)
        for s in text.unicodeScalars {
            guard let g = font.glyph(s) else { continue }
            let glyph = g.pointee
            let gx = pen + Int(glyph.x), gy = baseline - Int(glyph.y)
            let r = PixelRect(x: gx, y: gy, width: Int(glyph.width), height: Int(glyph.height))
                .intersection(limit)
            if !r.isEmpty, let pix = glyph.pix {
                let sx = Int32(r.x - gx), sy = Int32(r.y - gy)
                if pixman_image_get_format(pix) == PIXMAN_a8r8g8b8 {
                    pixman_image_composite32(PIXMAN_OP_OVER, pix, nil, image, sx, sy, 0, 0,
                                             Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
                } else {
                    pixman_image_composite32(PIXMAN_OP_OVER, src, pix, image, 0, 0, sx, sy,
                                             Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
                }
            }
            pen += Int(glyph.advance.x)
        }
        return pen
    }
}
