import CPixman

/// A font's glyphs as fcft rasterized them, saved to a file so that the next start can draw
/// its first frame without fontconfig (`GlyphStore`).
///
/// The file (little-endian): the magic `OBGLYPH1`; the key's length and the key (UTF-8: the
/// font's name, then the `FontconfigFingerprint` lines it was made under); the font's
/// ascent, descent and height; the glyph count; one record per glyph (code point, x, y,
/// width, height, advance, stride, offset: 8 × 4 bytes; advance `noGlyph` for a code point
/// the font lacks); then the glyphs' 8-bit coverage
/// rows, each glyph 4-byte aligned. Anything that does not read back exactly so (a short,
/// corrupt or foreign file) is no snapshot: the font loads through fontconfig as usual.
final class GlyphSnapshot {
    struct Entry {
        var x, y, width, height, advance, stride, offset: Int
    }

    let key: String
    let ascent, descent, height: Int
    /// The glyphs by code point, ascending as the file lists them (found by binary search).
    /// Not a dictionary: its
    /// storage's metadata would make the runtime look up `UInt32: Hashable` by scanning every
    /// conformance record, about 0.1 ms of the first frame.
    private let codePoints: [UInt32]
    private let entries: [Entry]
    /// The coverage rows, 16-byte aligned so that pixman can read them as an a8 image.
    private let pixels: UnsafeMutableRawBufferPointer

    static let magic: [UInt8] = Array("OBGLYPH1".utf8)
    /// Larger glyphs or counts are not a snapshot this program wrote.
    static let maxGlyphs = 1 << 16, maxSide = 1024

    private init(
        key: String, metrics: (Int, Int, Int), codePoints: [UInt32], entries: [Entry],
        pixels: UnsafeMutableRawBufferPointer
    ) {
        self.key = key
        (ascent, descent, height) = metrics
        self.codePoints = codePoints
        self.entries = entries
        self.pixels = pixels
    }

    deinit { pixels.deallocate() }

    /// The glyph for `codePoint`: `.some(nil)` when the font has none (known, so fontconfig
    /// need not be asked again), nil when the snapshot does not say.
    func entry(for codePoint: UInt32) -> Entry?? {
        var lo = 0, hi = codePoints.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if codePoints[mid] < codePoint { lo = mid + 1 } else { hi = mid }
        }
        guard lo < codePoints.count, codePoints[lo] == codePoint else { return nil }
        let e = entries[lo]
        return e.advance == Self.noGlyph ? .some(nil) : e
    }

    /// The advance that marks a code point the font has no glyph for.
    static let noGlyph = Int(Int32.min)
    var count: Int { entries.count }

    /// A pixman a8 image over `entry`'s coverage, for the duration of `body` (pixman's glyph
    /// cache copies it).
    /// The coverage rows of `entry` (`entry.stride` bytes apart), alive as long as the snapshot.
    func coverage(of entry: Entry) -> UnsafePointer<UInt8> {
        UnsafePointer((pixels.baseAddress! + entry.offset).assumingMemoryBound(to: UInt8.self))
    }

    func withImage<R>(of entry: Entry, _ body: (OpaquePointer) -> R) -> R? {
        let bits = (pixels.baseAddress! + entry.offset).assumingMemoryBound(to: UInt32.self)
        guard
            let image = pixman_image_create_bits(
                PIXMAN_a8, Int32(entry.width), Int32(entry.height), bits,
                Int32(entry.stride))
        else { return nil }
        defer { pixman_image_unref(image) }
        return body(image)
    }

    // MARK: Reading

    /// The snapshot in `bytes`, or nil unless every field is in bounds.
    static func decode(_ bytes: [UInt8]) -> GlyphSnapshot? {
        var reader = Reader(bytes: bytes)
        guard reader.take(magic.count).map(Array.init) == magic,
            let keyLength = reader.u32(), keyLength <= 1 << 20,
            let keyBytes = reader.take(Int(keyLength)),
            let key = String(validating: keyBytes, as: UTF8.self),
            reader.align(4),
            let ascent = reader.i32(), let descent = reader.i32(), let height = reader.i32(),
            [ascent, descent, height].allSatisfy({ (-maxSide ... maxSide).contains($0) }),
            let count = reader.u32(), count <= maxGlyphs
        else { return nil }
        var codePoints: [UInt32] = [], entries: [Entry] = []
        codePoints.reserveCapacity(Int(count))
        entries.reserveCapacity(Int(count))
        for _ in 0 ..< Int(count) {
            guard let cp = reader.u32(), let x = reader.i32(), let y = reader.i32(),
                let w = reader.i32(), let h = reader.i32(), let advance = reader.i32(),
                let stride = reader.u32(), let offset = reader.u32(),
                (0 ... maxSide).contains(w), (0 ... maxSide).contains(h),
                // Offsets and advances a glyph of at most maxSide could have: a damaged one
                // would otherwise carry the pen past what pixman's 32-bit positions hold.
                (-maxSide ... maxSide).contains(x), (-maxSide ... maxSide).contains(y),
                advance == noGlyph || (-maxSide ... maxSide).contains(advance),
                stride % 4 == 0, Int(stride) >= w, offset % 4 == 0,
                // Records out of order, or a code point twice, are no file this program wrote.
                codePoints.last.map({ cp > $0 }) ?? true
            else { return nil }
            codePoints.append(cp)
            entries.append(
                Entry(x: x, y: y, width: w, height: h, advance: advance, stride: Int(stride), offset: Int(offset)))
        }
        let data = reader.rest
        guard entries.allSatisfy({ $0.offset + $0.stride * $0.height <= data.count }) else { return nil }
        let pixels = UnsafeMutableRawBufferPointer.allocate(byteCount: max(16, data.count), alignment: 16)
        if !data.isEmpty { data.withUnsafeBytes { pixels.copyMemory(from: $0) } }
        return GlyphSnapshot(
            key: key, metrics: (ascent, descent, height), codePoints: codePoints, entries: entries, pixels: pixels)
    }

    /// Bounds-checked little-endian reads.
    private struct Reader {
        let bytes: [UInt8]
        var at = 0
        mutating func take(_ n: Int) -> ArraySlice<UInt8>? {
            guard n >= 0, at + n <= bytes.count else { return nil }
            defer { at += n }
            return bytes[at ..< at + n]
        }
        mutating func u32() -> UInt32? {
            take(4).map { s in s.reversed().reduce(0) { $0 << 8 | UInt32($1) } }
        }
        mutating func i32() -> Int? { u32().map { Int(Int32(bitPattern: $0)) } }
        mutating func align(_ n: Int) -> Bool { take((n - at % n) % n) != nil }
        var rest: ArraySlice<UInt8> { bytes[at...] }
    }

    // MARK: Writing

    /// One glyph to save: its metrics and its coverage (`height` rows of `width` bytes; none
    /// for a space). A code point the font lacks is saved with advance `noGlyph`.
    struct Saved {
        var codePoint: UInt32
        var x, y, width, height, advance: Int
        var rows: [UInt8]
    }

    /// The file for `glyphs` of a font with these metrics, under `key`.
    static func encode(key: String, ascent: Int, descent: Int, height: Int, glyphs: [Saved]) -> [UInt8] {
        var out = magic
        func u32(_ v: UInt32) { for i in 0 ..< 4 { out.append(UInt8(truncatingIfNeeded: v >> (8 * i))) } }
        func i32(_ v: Int) { u32(UInt32(bitPattern: Int32(truncatingIfNeeded: v))) }
        let keyBytes = Array(key.utf8)
        u32(UInt32(keyBytes.count))
        out += keyBytes
        while out.count % 4 != 0 { out.append(0) }
        i32(ascent); i32(descent); i32(height)
        let kept = glyphs.filter { (0 ... maxSide).contains($0.width) && (0 ... maxSide).contains($0.height) }
        u32(UInt32(kept.count))
        var data: [UInt8] = []
        for g in kept.sorted(by: { $0.codePoint < $1.codePoint }) {
            let stride = (g.width + 3) / 4 * 4
            u32(g.codePoint); i32(g.x); i32(g.y); i32(g.width); i32(g.height); i32(g.advance)
            u32(UInt32(stride)); u32(UInt32(data.count))
            for row in 0 ..< g.height {
                data += g.rows[row * g.width ..< (row + 1) * g.width]
                data += repeatElement(0, count: stride - g.width)
            }
        }
        return out + data
    }
}
