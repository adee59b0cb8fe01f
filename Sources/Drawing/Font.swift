import CFontLibrary
import CPixelBlend
import CPixman

/// fcft must be initialised once per process before any font is loaded; a global `let` is
/// initialised exactly once, thread-safely, on first use (never, when every glyph drawn came
/// from a glyph snapshot: then fcft and fontconfig are not even loaded, `CFontLibrary`).
private let fcftReady: Bool = fl_fcft_init(
    Int32(FCFT_LOG_COLORIZE_NEVER.rawValue), false, Int32(FCFT_LOG_CLASS_ERROR.rawValue))

/// A font loaded by fcft (fontconfig names such as `"DejaVu Sans:pixelsize=17"` or
/// `"sans-serif:weight=bold:pixelsize=28"`), with its glyphs rasterized once and cached.
///
/// Where a `GlyphStore` is set up (the live app), a font whose glyph snapshot is still valid
/// starts from it and loads nothing through fontconfig until it meets a glyph the snapshot
/// lacks: fontconfig's set-up and the font match are most of a cold start's first frame,
/// and they give the same glyphs every run until a font or its configuration changes.
///
/// A table for ASCII makes drawing a label a few memory reads, with no allocation in steady
/// state.
public final class Font {
    /// The fontconfig pattern it was loaded from.
    public let name: String
    /// The fcft font: loaded at `init` without a valid snapshot, else on the first glyph the
    /// snapshot lacks.
    private var live: UnsafeMutablePointer<fcft_font>?
    /// The snapshot this font started from (nil: it came from fontconfig).
    let snapshot: GlyphSnapshot?
    /// Pixels above the baseline.
    public let ascent: Int
    /// Pixels below the baseline.
    public let descent: Int
    /// Line height.
    public let height: Int
    /// Glyphs for code points 0..<128, and the others, resolved on first use. The ASCII table
    /// is memory of its own rather than an array property: reading an array that a class holds
    /// in a `var` costs a dynamic exclusivity check per read, several per label and frame.
    private let ascii: UnsafeMutablePointer<Glyph?> = {
        let table = UnsafeMutablePointer<Glyph?>.allocate(capacity: 128)
        table.initialize(repeating: nil, count: 128)
        return table
    }()
    private var others: [UInt32: Glyph] = [:]
    /// Code points no font has (asked once).
    private var missing: Set<UInt32> = []
    /// pixman's glyph cache, so a whole label composites in one `pixman_composite_glyphs_no_mask`
    /// call instead of one composite per glyph. Keys: this font, the glyph's code point. Made
    /// when a label first needs pixman (`cached`): labels that `CPixelBlend` blends never do,
    /// and each cache starts with 256 KiB of hash table to clear, a quarter of what loading
    /// the first frame's two fonts costs. Nil only when pixman could not allocate it.
    private(set) var pixmanCache: OpaquePointer?

    /// One glyph: where it sits against the pen, and where its coverage comes from.
    struct Glyph {
        var x, y, width, height, advance: Int
        enum Source {
            case fcft(UnsafePointer<fcft_glyph>)
            case snapshot(GlyphSnapshot.Entry)
        }
        var source: Source
        /// Its a8 coverage rows, `coverageStride` bytes apart (nil: not a8, such as a colour
        /// emoji; pixman draws it), alive as long as the font.
        var coverage: UnsafePointer<UInt8>?
        var coverageStride = 0

        /// Its box with the pen at `pen` on the baseline (y 0), and its place for
        /// `pb_over_a8_run` (nil: not a8 coverage, which pixman draws).
        @inline(__always) func placed(at pen: Int) -> (box: PixelRect, place: pb_glyph?) {
            let box = PixelRect(x: pen + x, y: -y, width: width, height: height)
            guard let coverage else { return (box, nil) }
            return (
                box,
                pb_glyph(
                    mask: coverage, mask_stride: coverageStride, left: Int32(box.x), top: Int32(box.y),
                    width: Int32(box.width), height: Int32(box.height))
            )
        }
    }

    /// Loads `name`: from its glyph snapshot when `store` (by default the process's) has a
    /// valid one, else through fontconfig, and then `store` saves it later.
    /// - Throws: `CanvasError` when fcft cannot initialise or no font matches.
    public init(name: String, store: GlyphStore? = GlyphStore.shared) throws(CanvasError) {
        self.name = name
        if let snapshot = store?.snapshot(for: name) {
            self.snapshot = snapshot
            (ascent, descent, height) = (snapshot.ascent, snapshot.descent, snapshot.height)
        } else {
            let loaded: UnsafeMutablePointer<fcft_font>
            loaded = try Font.load(name)
            live = loaded
            snapshot = nil
            (ascent, descent, height) = (
                Int(loaded.pointee.ascent), Int(loaded.pointee.descent), Int(loaded.pointee.height)
            )
            store?.register(self)
        }
    }

    /// A sans-serif font `pixelSize` pixels tall (DejaVu Sans where installed).
    public convenience init(
        sansSerifPixelSize pixelSize: Int, bold: Bool = false,
        store: GlyphStore? = GlyphStore.shared
    ) throws(CanvasError) {
        try self.init(
            name: "DejaVu Sans,sans-serif:pixelsize=\(max(1, pixelSize))"
                + (bold ? ":weight=bold" : ""), store: store)
    }

    deinit {
        ascii.deinitialize(count: 128)
        ascii.deallocate()
        if let pixmanCache { pixman_glyph_cache_destroy(pixmanCache) }
        if let live { fl_fcft_destroy(live) }
    }

    private static func load(_ name: String) throws(CanvasError) -> UnsafeMutablePointer<fcft_font> {
        guard fcftReady else {
            let why = fl_load_error().map { String(cString: $0) } ?? "fcft_init failed"
            throw CanvasError("\(why); cannot load font \"\(name)\"")
        }
        let loaded: UnsafeMutablePointer<fcft_font>? = name.withCString { cName in
            var names: [UnsafePointer<CChar>?] = [cName]
            return names.withUnsafeMutableBufferPointer {
                fl_fcft_from_name(1, $0.baseAddress!, nil)?.assumingMemoryBound(to: fcft_font.self)
            }
        }
        guard let loaded else { throw CanvasError("font \"\(name)\": no match from fontconfig/fcft") }
        return loaded
    }

    /// True once the font went through fontconfig (always without a valid snapshot).
    public var usedFontconfig: Bool { live != nil }

    /// The glyph for `scalar`, or nil when no font has one.
    func glyph(_ scalar: Unicode.Scalar) -> Glyph? {
        let cp = scalar.value
        if cp < 128, let g = ascii[Int(cp)] { return g }
        if cp >= 128, let g = others[cp] { return g }
        if missing.contains(cp) { return nil }
        guard let g = resolve(cp) else {
            missing.insert(cp)
            return nil
        }
        if cp < 128 { ascii[Int(cp)] = g } else { others[cp] = g }
        return g
    }

    private func resolve(_ cp: UInt32) -> Glyph? {
        if let known = snapshot?.entry(for: cp) {
            guard let entry = known else { return nil }
            return Glyph(
                x: entry.x, y: entry.y, width: entry.width, height: entry.height, advance: entry.advance,
                source: .snapshot(entry), coverage: snapshot?.coverage(of: entry), coverageStride: entry.stride)
        }
        if live == nil { live = try? Font.load(name) }   // a glyph the snapshot lacks
        guard let live,
            let g = fl_fcft_rasterize_char_utf32(live, cp, Int32(FCFT_SUBPIXEL_NONE.rawValue))?
                .assumingMemoryBound(to: fcft_glyph.self)
        else { return nil }
        let p = g.pointee
        var glyph = Glyph(
            x: Int(p.x), y: Int(p.y), width: Int(p.width), height: Int(p.height), advance: Int(p.advance.x),
            source: .fcft(g))
        if let pix = p.pix, pixman_image_get_format(pix) == PIXMAN_a8,
            Int(pixman_image_get_width(pix)) == glyph.width, Int(pixman_image_get_height(pix)) == glyph.height,
            let bits = pixman_image_get_data(pix)
        {
            glyph.coverage = UnsafeRawPointer(bits).assumingMemoryBound(to: UInt8.self)
            glyph.coverageStride = Int(pixman_image_get_stride(pix))
        }
        return glyph
    }

    /// Every glyph resolved so far, by code point (for a snapshot).
    var resolvedGlyphs: [(UInt32, Glyph)] {
        (0 ..< 128).compactMap { i in ascii[i].map { (UInt32(i), $0) } } + others.map { ($0.key, $0.value) }
    }

    /// Code points asked for that no font has (for a snapshot).
    var missingCodePoints: Set<UInt32> { missing }

    /// The pixman cache entry for a glyph, inserted on first use (pixman copies its image).
    func cached(_ g: Glyph, codePoint cp: UInt32) -> UnsafeRawPointer? {
        let fontKey = Unmanaged.passUnretained(self).toOpaque()
        let glyphKey = UnsafeMutableRawPointer(bitPattern: UInt(cp) + 1)!
        if pixmanCache == nil { pixmanCache = pixman_glyph_cache_create() }
        guard let cache = pixmanCache else { return nil }
        if let hit = pixman_glyph_cache_lookup(cache, fontKey, glyphKey) { return hit }
        guard g.width > 0, g.height > 0 else { return nil }
        pixman_glyph_cache_freeze(cache)
        defer { pixman_glyph_cache_thaw(cache) }
        switch g.source {
        case .fcft(let f):
            guard let pix = f.pointee.pix else { return nil }
            return pixman_glyph_cache_insert(cache, fontKey, glyphKey, Int32(-g.x), Int32(g.y), pix)
        case .snapshot(let entry):
            return snapshot?.withImage(of: entry) { image in
                pixman_glyph_cache_insert(cache, fontKey, glyphKey, Int32(-g.x), Int32(g.y), image)
            } ?? nil
        }
    }

    /// The advance width of `text` in pixels (no shaping; kerning ignored).
    ///
    /// `String` and `Substring` (a label's short form) rather than any `StringProtocol`: a
    /// generic walks the text through witness tables when called from another module, which
    /// made measuring and drawing a label about a third of a one-bar frame.
    public func width(of text: Substring) -> Int { measure(text).advance }

    /// The advance width of `text` in pixels.
    public func width(of text: String) -> Int { width(of: text[...]) }

    /// The advance width of `text`, and the box of every pixel that drawing it with the pen
    /// at (0, 0) on the baseline can change (its glyphs' boxes; empty for no ink).
    public func measure(_ text: Substring) -> (advance: Int, ink: PixelRect) {
        var ink = PixelRect.zero
        let advance = forEachGlyph(of: text) { g, pen in
            let box = PixelRect(x: pen + g.x, y: -g.y, width: g.width, height: g.height)
            if !box.isEmpty { ink = ink.union(box) }
            return true
        }
        return (advance ?? 0, ink)   // never nil: the walk is not stopped
    }

    /// Calls `body` with each glyph of `text` that the font has and the pen's x before it
    /// (starting at 0), until `body` returns false; returns the pen after the last glyph, nil
    /// when `body` stopped the walk.
    ///
    /// ASCII is read byte by byte from the table, without decoding scalars (which was most of
    /// what walking a label cost); the text from its first other byte on goes scalar by scalar.
    @inline(__always) func forEachGlyph(of text: Substring, _ body: (Glyph, Int) -> Bool) -> Int? {
        var pen = 0
        let asciiEnd: Int? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for (i, byte) in bytes.enumerated() {
                if byte >= 0x80 { return i }
                guard let g = ascii[Int(byte)] ?? glyph(Unicode.Scalar(byte)) else { continue }
                if !body(g, pen) { return -1 }
                pen += g.advance
            }
            return bytes.count
        }
        if asciiEnd == -1 { return nil }
        let rest = text.utf8.index(text.startIndex, offsetBy: asciiEnd ?? 0)
        for s in text[rest...].unicodeScalars {
            guard let g = glyph(s) else { continue }
            if !body(g, pen) { return nil }
            pen += g.advance
        }
        return pen
    }
}

extension Canvas {
    /// Draws `text` with its baseline at `baseline`, starting at `x`, in `color` (OVER),
    /// clipped to `clip`. Returns the x after the last glyph.
    ///
    /// Glyphs are coverage masks for a solid colour, blended by `CPixelBlend` (AVX2) where the
    /// CPU has it and the text lies inside the clip, else composited in one
    /// `pixman_composite_glyphs_no_mask` call per label from pixman's glyph cache (about 20 %
    /// cheaper than a composite per glyph); the pixels are the same either way. No shaping and
    /// no kerning: labels are short Latin.
    /// `String` and `Substring` only, for the reason `Font.width(of:)` gives.
    @discardableResult
    public func drawText(
        _ text: String, font: Font, x: Int, baseline: Int, color: Color,
        clip: PixelRect? = nil
    ) -> Int {
        drawText(text[...], font: font, x: x, baseline: baseline, color: color, clip: clip)
    }

    /// Draws `text`, a slice of a string (see the `String` form).
    @discardableResult
    public func drawText(
        _ text: Substring, font: Font, x: Int, baseline: Int, color: Color,
        clip: PixelRect? = nil
    ) -> Int {
        drawText(text, font: font, x: x, baseline: baseline, color: color, clip: clip, blend: Canvas.hasAVX2Blend)
    }

    /// Whether this CPU runs `CPixelBlend`'s blend, which gives pixman's pixels in about a
    /// third of pixman's time.
    static let hasAVX2Blend = pb_available()

    /// `drawText`, its glyphs blended by `CPixelBlend` where `blend` and every glyph is a8
    /// coverage wholly inside the clip, else composited by pixman: the same pixels (tests draw
    /// both ways).
    @discardableResult
    func drawText(
        _ text: Substring, font: Font, x: Int, baseline: Int, color: Color,
        clip: PixelRect?, blend: Bool
    ) -> Int {
        let limit = clip.map { $0.intersection(bounds) } ?? bounds
        if blend, let end = blendText(text, font: font, x: x, baseline: baseline, color: color, limit: limit) {
            return end
        }
        let maxGlyphs = 64
        return withUnsafeTemporaryAllocation(of: pixman_glyph_t.self, capacity: maxGlyphs) { glyphs in
            var pen = x, n = 0, ink = PixelRect.zero
            func flush() {
                if n == 0 { return }
                if limit.contains(ink) {
                    // Wholly inside the clip (the usual label): no clip region to set up.
                    pixman_composite_glyphs_no_mask(
                        PIXMAN_OP_OVER, solid(color), image, 0, 0, 0, 0,
                        font.pixmanCache, Int32(n), glyphs.baseAddress)
                } else if !ink.intersection(limit).isEmpty {
                    var region = pixman_region32_t()
                    pixman_region32_init_rect(
                        &region, Int32(limit.x), Int32(limit.y),
                        UInt32(limit.width), UInt32(limit.height))
                    pixman_image_set_clip_region32(image, &region)
                    pixman_composite_glyphs_no_mask(
                        PIXMAN_OP_OVER, solid(color), image, 0, 0, 0, 0,
                        font.pixmanCache, Int32(n), glyphs.baseAddress)
                    pixman_image_set_clip_region32(image, nil)
                    pixman_region32_fini(&region)
                }
                n = 0; ink = .zero
            }
            for s in text.unicodeScalars {
                guard let glyph = font.glyph(s) else { continue }
                let box = PixelRect(x: pen + glyph.x, y: baseline - glyph.y, width: glyph.width, height: glyph.height)
                if !box.isEmpty, let entry = font.cached(glyph, codePoint: s.value) {
                    if n == maxGlyphs { flush() }
                    glyphs[n] = pixman_glyph_t(x: Int32(pen), y: Int32(baseline), glyph: entry)
                    n += 1
                    ink = ink.union(box)
                }
                pen += glyph.advance
            }
            flush()
            return pen
        }
    }

    /// Blends `text`'s glyphs in order with `CPixelBlend` when every one is a8 coverage inside
    /// `limit` (`GlyphRun`), and returns the x after the last; nil, having drawn nothing,
    /// otherwise.
    private func blendText(
        _ text: Substring, font: Font, x: Int, baseline: Int, color: Color, limit: PixelRect
    ) -> Int? {
        let run = textRun
        run.place(text, in: font)
        return run.blend(into: self, x: x, baseline: baseline, color: color, limit: limit) ? x + run.advance : nil
    }
}
