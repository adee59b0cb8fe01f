import Foundation
import TestSupport
import Testing

@testable import Drawing

/// Glyph snapshots: a start with a valid one draws the same pixels without fontconfig; any
/// change fontconfig would see, and any damaged file, falls back to fontconfig.
@Suite("Glyph snapshots")
struct GlyphSnapshotTests {
    static let text = "Colours 100 % é"

    static func store() throws -> (GlyphStore, String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glyphs-\(UUID().uuidString)")
            .path
        return (GlyphStore(directory: directory + "/glyphs"), directory)
    }

    /// Where the first glyph record starts in snapshot `bytes`: after the magic, the key and
    /// its padding to 4 bytes, the three metrics and the count.
    static func firstRecordOffset(in bytes: [UInt8]) -> Int? {
        let keyAt = GlyphSnapshot.magic.count
        guard bytes.count >= keyAt + 4 else { return nil }
        let keyLength = bytes[keyAt ..< keyAt + 4].reversed().reduce(0) { $0 << 8 | Int($1) }
        let first = (keyAt + 4 + keyLength + 3) / 4 * 4 + 4 * 4
        return first + 32 <= bytes.count ? first : nil
    }

    static func draw(_ text: String, _ font: Font) -> Canvas {
        let c = Canvas(width: 240, height: 40)
        c.fill(c.bounds, color: .white)
        c.drawText(text, font: font, x: 4, baseline: 28, color: .black)
        return c
    }

    static func samePixels(_ a: Canvas, _ b: Canvas) -> Bool {
        for y in 0 ..< a.height {
            for x in 0 ..< a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { return false }
        }
        return true
    }

    @Test func aSnapshotDrawsWhatFontconfigDrewWithoutFontconfig() throws {
        let (store, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = try Font(sansSerifPixelSize: 17, store: store)
        #expect(first.usedFontconfig && store.snapshot(for: first.name) == nil)
        let expected = Self.draw(Self.text, first)
        #expect(store.saveSnapshots().isEmpty)

        let second = try Font(sansSerifPixelSize: 17, store: store)
        #expect(!second.usedFontconfig)
        #expect((second.ascent, second.descent, second.height) == (first.ascent, first.descent, first.height))
        #expect(second.width(of: Self.text) == first.width(of: Self.text))
        #expect(Self.samePixels(Self.draw(Self.text, second), expected))
        #expect(!second.usedFontconfig, "every glyph of the text, the space and é included, came from the snapshot")

        // A glyph the snapshot lacks loads the font through fontconfig, and draws as it would.
        let cyrillic = "жук"
        let reference = try Font(sansSerifPixelSize: 17, store: nil)
        #expect(Self.samePixels(Self.draw(cyrillic, second), Self.draw(cyrillic, reference)))
        #expect(second.usedFontconfig)
    }

    /// fcft draws a code point no font has as the font's "missing glyph" box; that box is
    /// saved like any glyph, so the next start does not ask fontconfig about it again.
    @Test func aCodePointNoFontHasComesFromTheSnapshotToo() throws {
        let (store, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let nowhere = Unicode.Scalar(0x10FFFD)!   // a private-use plane: no font has it
        let first = try Font(sansSerifPixelSize: 15, store: store)
        let box = first.glyph(nowhere)
        store.saveSnapshots()
        let second = try Font(sansSerifPixelSize: 15, store: store)
        let again = second.glyph(nowhere)
        #expect(again?.width == box?.width && again?.height == box?.height && again?.advance == box?.advance)
        #expect(!second.usedFontconfig)
    }

    @Test func aFingerprintHoldsOnlyWhileNothingItNamesChanged() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fp-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/fonts.conf", later = directory + "/99-user.conf"
        try "<fontconfig/>".write(toFile: file, atomically: false, encoding: .utf8)
        func holds(_ lines: [String]) -> Bool { FontconfigFingerprint.holds(lines.map { Substring($0) }[...]) }

        let lines = FontconfigFingerprint.lines(paths: [file, later, directory])
        #expect(holds(lines))
        #expect(lines.contains("absent \(later)"))
        // A file that appears where fontconfig would read it.
        try "<fontconfig/>".write(toFile: later, atomically: false, encoding: .utf8)
        #expect(!holds(lines))
        let withLater = FontconfigFingerprint.lines(paths: [file, later])
        #expect(holds(withLater))
        // A file that changes, or goes.
        try "<fontconfig><dir>/x</dir></fontconfig>".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(!holds(withLater))
        let changed = FontconfigFingerprint.lines(paths: [file])
        try FileManager.default.removeItem(atPath: file)
        #expect(!holds(changed))
        // The environment: a different value, or a variable the snapshot does not mention.
        let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
        #expect(!holds(changed.map { $0 == "env HOME=\(home)" ? "env HOME=/nowhere" : $0 }))
        #expect(!holds(changed.filter { !$0.hasPrefix("env LANG=") }))
        #expect(!holds(["garbage"]))
    }

    @Test func aDamagedFileIsNoSnapshot() throws {
        let (store, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let font = try Font(sansSerifPixelSize: 13, store: store)
        _ = Self.draw(Self.text, font)
        store.saveSnapshots()
        let path = store.path(for: font.name)
        let good = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        try #require(GlyphSnapshot.decode(good) != nil && store.snapshot(for: font.name) != nil)

        // Every truncation is refused (the data section is read to its declared end).
        for length in stride(from: 0, to: good.count, by: 7) {
            #expect(GlyphSnapshot.decode(Array(good[..<length])) == nil, "\(length) of \(good.count) bytes")
        }
        // Flipped bytes: refused, or read within bounds and drawn without crashing. Seeded, so
        // a failure comes back with its seed.
        var generator = SplitMix(state: 0x61_7365)
        for _ in 0 ..< 300 {
            var bad = good
            let at = generator.below(bad.count)
            bad[at] ^= UInt8(1 + generator.below(255))
            guard GlyphSnapshot.decode(bad) != nil else { continue }
            try Data(bad).write(to: URL(fileURLWithPath: path))
            if let again = try? Font(name: font.name, store: store) { _ = Self.draw(Self.text, again) }
        }
        // A second record for the first record's code point: refused.
        let first = try #require(Self.firstRecordOffset(in: good))
        var twice = good
        twice[(first + 32) ..< (first + 36)] = good[first ..< (first + 4)]
        #expect(GlyphSnapshot.decode(twice) == nil)
        // An advance's upper bytes flipped: refused (a pen that far would not fit pixman's
        // 32-bit glyph positions).
        let advanceAt = first + 5 * 4
        for byte in 1 ..< 4 {
            var bad = good
            bad[advanceAt + byte] ^= 0x40
            #expect(GlyphSnapshot.decode(bad) == nil, "advance byte \(byte) flipped")
        }
        // A key naming another font (or a changed fingerprint) is not this font's snapshot.
        var other = good
        let nameStart = 12
        other[nameStart] ^= 0x20
        try Data(other).write(to: URL(fileURLWithPath: path))
        #expect(store.snapshot(for: font.name) == nil)
        #expect(try Font(name: font.name, store: store).usedFontconfig)
    }
}
