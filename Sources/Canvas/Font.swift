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
    /// pixman's glyph cache, so a whole label composites in one `pixman_composite_glyphs_no_mask`
    /// call instead of one composite per glyph. Keys: this font, the fcft glyph pointer.
    let pixmanCache: OpaquePointer

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
        guard let cache = pixman_glyph_cache_create() else {
            fcft_destroy(loaded)
            throw CanvasError("font \"\(name)\": pixman_glyph_cache_create failed")
        }
        pixmanCache = cache
    }

    /// A sans-serif font `pixelSize` pixels tall (DejaVu Sans where installed).
    public convenience init(sansSerifPixelSize pixelSize: Int, bold: Bool = false) throws(CanvasError) {
        try self.init(name: "DejaVu Sans,sans-serif:pixelsize=\(max(1, pixelSize))"
                      + (bold ? ":weight=bold" : ""))
    }

    deinit {
        pixman_glyph_cache_destroy(pixmanCache)
        fcft_destroy(font)
    }

    /// The pixman cache entry for an fcft glyph, inserted on first use (pixman copies it).
    func cached(_ g: UnsafePointer<fcft_glyph>) -> UnsafeRawPointer? {
        let fontKey = UnsafeMutableRawPointer(font), glyphKey = UnsafeMutableRawPointer(mutating: g)
        if let hit = pixman_glyph_cache_lookup(pixmanCache, fontKey, glyphKey) { return hit }
        guard let pix = g.pointee.pix, g.pointee.width > 0, g.pointee.height > 0 else { return nil }
        pixman_glyph_cache_freeze(pixmanCache)
        defer { pixman_glyph_cache_thaw(pixmanCache) }
        return pixman_glyph_cache_insert(pixmanCache, fontKey, glyphKey, -g.pointee.x, g.pointee.y, pix)
    }

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
    /// Glyphs are masks for a solid colour, composited in one
    /// `pixman_composite_glyphs_no_mask` call per label from pixman's glyph cache (about 20 %
    /// cheaper than a composite per glyph). No shaping and no kerning: labels are short Latin.
    @discardableResult
    public func drawText(_ text: String, font: Font, x: Int, baseline: Int, color: Color,
                         clip: PixelRect? = nil) -> Int {
        let limit = clip.map { $0.intersection(bounds) } ?? bounds
        let maxGlyphs = 64
        return withUnsafeTemporaryAllocation(of: pixman_glyph_t.self, capacity: maxGlyphs) { glyphs in
            var pen = x, n = 0, ink = PixelRect.zero
            func flush() {
                if n == 0 { return }
                if limit.contains(ink) {
                    // Wholly inside the clip (the usual label): no clip region to set up.
                    pixman_composite_glyphs_no_mask(PIXMAN_OP_OVER, solid(color), image, 0, 0, 0, 0,
                                                    font.pixmanCache, Int32(n), glyphs.baseAddress)
                } else if !ink.intersection(limit).isEmpty {
                    var region = pixman_region32_t()
                    pixman_region32_init_rect(&region, Int32(limit.x), Int32(limit.y),
                                              UInt32(limit.width), UInt32(limit.height))
                    pixman_image_set_clip_region32(image, &region)
                    pixman_composite_glyphs_no_mask(PIXMAN_OP_OVER, solid(color), image, 0, 0, 0, 0,
                                                    font.pixmanCache, Int32(n), glyphs.baseAddress)
                    pixman_image_set_clip_region32(image, nil)
                    pixman_region32_fini(&region)
                }
                n = 0; ink = .zero
            }
            for s in text.unicodeScalars {
                guard let g = font.glyph(s) else { continue }
                let glyph = g.pointee
                let box = PixelRect(x: pen + Int(glyph.x), y: baseline - Int(glyph.y),
                                    width: Int(glyph.width), height: Int(glyph.height))
                if !box.isEmpty, let entry = font.cached(g) {
                    if n == maxGlyphs { flush() }
                    glyphs[n] = pixman_glyph_t(x: Int32(pen), y: Int32(baseline), glyph: entry)
                    n += 1
                    ink = ink.union(box)
                }
                pen += Int(glyph.advance.x)
            }
            flush()
            return pen
        }
    }
}
