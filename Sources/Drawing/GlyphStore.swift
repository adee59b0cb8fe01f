import CPixman

#if canImport(Glibc)
import Glibc
#endif

/// Where glyph snapshots live, for a program that starts often and wants its first frame
/// soon (the live app). A font made while a store is set starts from its snapshot when the
/// snapshot's fontconfig fingerprint still holds; otherwise it loads through fontconfig and
/// is remembered, and `saveSnapshots()` (called once the first frame is on screen) writes
/// what it rasterized for the next start.
///
/// Without a store (replay, tests, the bench's renderer) every font loads through fontconfig.
public final class GlyphStore {
    /// The process's store; nil = none. Set once at start-up, before any font is made.
    nonisolated(unsafe) public static var shared: GlyphStore?

    public let directory: String
    /// Fonts that loaded through fontconfig since the last save.
    private var pending: [WeakFont] = []
    /// The fingerprint (its lines) that last held, until the next save: the first frame's
    /// fonts share one, and its few dozen `stat` calls need not run once per font.
    private var heldFingerprint: String?
    private struct WeakFont { weak var font: Font? }

    public init(directory: String) { self.directory = directory }

    /// `$XDG_CACHE_HOME/opacity-bars/glyphs` (or `~/.cache/…`); nil without either variable.
    public static func userCache() -> GlyphStore? {
        let env = FontconfigFingerprint.variable
        guard let base = env("XDG_CACHE_HOME") ?? env("HOME").map({ $0 + "/.cache" }) else { return nil }
        return GlyphStore(directory: base + "/opacity-bars/glyphs")
    }

    /// The file for the font called `name`.
    func path(for name: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325   // FNV-1a 64
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return directory + "/" + String(hash, radix: 16) + ".glyphs"
    }

    /// The snapshot for `name`, if one is there, reads back whole and still holds.
    func snapshot(for name: String) -> GlyphSnapshot? {
        guard let bytes = try? FileBytes.read(path(for: name), limit: 64 << 20),
            let snapshot = GlyphSnapshot.decode(bytes)
        else { return nil }
        // The key is the name's line, then the fingerprint's. Read as bytes, and split into
        // lines only when checked: a Character-wise split of every key was a tenth of a start's
        // first frame.
        let key = snapshot.key
        let newline = key.utf8.firstIndex(of: UInt8(ascii: "\n"))
        guard key[..<(newline ?? key.endIndex)] == name else { return nil }
        let fingerprint = newline.map { String(key[key.utf8.index(after: $0)...]) } ?? ""
        if fingerprint != heldFingerprint {
            let lines =
                newline == nil
                ? []
                : fingerprint.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(
                    Substring.init)
            guard FontconfigFingerprint.holds(lines[...]) else { return nil }
            heldFingerprint = fingerprint
        }
        return snapshot
    }

    func register(_ font: Font) { pending.append(WeakFont(font: font)) }

    /// Writes a snapshot for every font that loaded through fontconfig since the last call:
    /// the glyphs it drew plus printable ASCII. Each file is written whole (temporary file,
    /// then rename) or not at all. Returns a message per file that could not be written.
    @discardableResult
    public func saveSnapshots() -> [String] {
        heldFingerprint = nil   // fonts made from now on check theirs again
        let fonts = pending.compactMap(\.font)
        pending = []
        guard !fonts.isEmpty else { return [] }
        let fingerprint = FontconfigFingerprint.current()
        var problems: [String] = []
        if !Self.makeDirectories(directory) {
            return ["cannot create \(directory): \(String(cString: strerror(errno)))"]
        }
        for font in fonts {
            for cp in UInt32(0x20) ... 0x7E { _ = font.glyph(Unicode.Scalar(cp)!) }
            let glyphs =
                font.resolvedGlyphs.compactMap { cp, g in Self.saved(cp, g) }
                + font.missingCodePoints.map {
                    GlyphSnapshot.Saved(
                        codePoint: $0, x: 0, y: 0, width: 0, height: 0,
                        advance: GlyphSnapshot.noGlyph, rows: [])
                }
            let key = ([font.name] + fingerprint).joined(separator: "\n")
            let bytes = GlyphSnapshot.encode(
                key: key, ascent: font.ascent, descent: font.descent, height: font.height,
                glyphs: glyphs)
            do { try FileBytes.write(bytes, to: path(for: font.name), what: "glyph snapshot") } catch {
                problems.append(error.description)
            }
        }
        return problems
    }

    /// An fcft glyph's coverage as rows of bytes; nil for a glyph that is not 8-bit coverage
    /// (a colour emoji, a bitmap font without antialiasing): those keep coming from fcft.
    private static func saved(_ cp: UInt32, _ g: Font.Glyph) -> GlyphSnapshot.Saved? {
        guard case .fcft(let f) = g.source else { return nil }
        if g.width == 0 || g.height == 0 {   // a space: metrics only
            return GlyphSnapshot.Saved(codePoint: cp, x: g.x, y: g.y, width: 0, height: 0, advance: g.advance, rows: [])
        }
        guard let pix = f.pointee.pix, pixman_image_get_format(pix) == PIXMAN_a8,
            let data = pixman_image_get_data(pix)
        else { return nil }
        let stride = Int(pixman_image_get_stride(pix))
        let base = UnsafeRawPointer(data)
        var rows: [UInt8] = []
        rows.reserveCapacity(g.width * g.height)
        for y in 0 ..< g.height {
            rows += UnsafeRawBufferPointer(start: base + y * stride, count: g.width)
        }
        return GlyphSnapshot.Saved(
            codePoint: cp, x: g.x, y: g.y, width: g.width, height: g.height,
            advance: g.advance, rows: rows)
    }

    // MARK: Files

    /// `mkdir -p`.
    private static func makeDirectories(_ path: String) -> Bool {
        var prefix = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + part
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST { return false }
        }
        return true
    }
}
