#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The UTF-8 bytes of one line. The parser scans byte offsets (no index arithmetic, no
/// grapheme breaking, no per-line allocation) and makes a `Substring` only for what it keeps
/// or reports. Every offset it cuts at is an ASCII byte, and UTF-8 resynchronises at ASCII, so
/// each `Substring` it decodes is the one slicing the whole decoded line would give, stray
/// bytes read as U+FFFD included.
struct ByteText {
    let bytes: UnsafeBufferPointer<UInt8>

    /// Calls `body` with the contiguous bytes of `text` (copied only if the string is not
    /// natively UTF-8, e.g. bridged, which traces read from disk never are).
    static func with<R>(_ text: Substring, _ body: (ByteText) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable({ body(ByteText(bytes: $0)) }) {
            return result
        }
        let copy = Array(text.utf8)
        return copy.withUnsafeBufferPointer { body(ByteText(bytes: $0)) }
    }

    var count: Int { bytes.count }

    @inline(__always) subscript(i: Int) -> UInt8 { bytes[i] }

    /// The text of bytes `lo..<hi`: fields kept, error messages.
    func substring(_ lo: Int, _ hi: Int) -> Substring {
        Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[lo ..< hi]), as: UTF8.self))
    }

    func substring(_ range: Range<Int>) -> Substring { substring(range.lowerBound, range.upperBound) }

    /// The bytes in `range` are exactly the ASCII text `word`.
    @inline(__always) func equals(_ word: StaticString, _ range: Range<Int>) -> Bool {
        range.count == word.utf8CodeUnitCount && hasPrefix(word, range.lowerBound, range.upperBound)
    }

    /// The bytes in `range` start with the ASCII text `prefix`.
    @inline(__always) func hasPrefix(_ prefix: StaticString, _ range: Range<Int>) -> Bool {
        hasPrefix(prefix, range.lowerBound, range.upperBound)
    }

    /// The offset of the first `byte` in `lo..<hi` (memchr: the whole trace is scanned for
    /// newlines and colour codes, so this is the hottest loop of the parser).
    @inline(__always) func first(_ byte: UInt8, _ lo: Int, _ hi: Int) -> Int? {
        guard lo < hi, let base = bytes.baseAddress,
            let hit = memchr(base + lo, Int32(byte), hi - lo)
        else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// The offset of the last `byte` in `lo..<hi`.
    @inline(__always) func last(_ byte: UInt8, _ lo: Int, _ hi: Int) -> Int? {
        var i = hi
        while i > lo {
            i -= 1
            if bytes[i] == byte { return i }
        }
        return nil
    }

    /// The first offset from `lo` that is not a space (0x20), at most `hi`.
    @inline(__always) func skippingSpaces(_ lo: Int, _ hi: Int) -> Int {
        var i = lo
        while i < hi, bytes[i] == 0x20 { i += 1 }
        return i
    }

    /// `lo..<hi` without leading and trailing ASCII whitespace (space, tab, CR, VT, FF).
    @inline(__always) func trimmed(_ lo: Int, _ hi: Int) -> (lo: Int, hi: Int) {
        var lo = lo, hi = hi
        while lo < hi, Self.isSpace(bytes[lo]) { lo += 1 }
        while lo < hi, Self.isSpace(bytes[hi - 1]) { hi -= 1 }
        return (lo, hi)
    }

    @inline(__always) private static func isSpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0B || b == 0x0C
    }

    /// The bytes at `at..<hi` start with the ASCII text `prefix`.
    @inline(__always) func hasPrefix(_ prefix: StaticString, _ at: Int, _ hi: Int) -> Bool {
        let n = prefix.utf8CodeUnitCount
        guard hi - at >= n else { return false }
        let p = prefix.utf8Start
        for k in 0 ..< n where bytes[at + k] != p[k] { return false }
        return true
    }

    /// Parses `lo..<hi` as an unsigned decimal number of ASCII digits only: no sign, no
    /// spaces, at most 19 digits.
    @inline(__always) func parseDigits(_ lo: Int, _ hi: Int) -> UInt64? {
        guard lo < hi, hi - lo <= 19 else { return nil }
        var value: UInt64 = 0
        for i in lo ..< hi {
            let b = bytes[i]
            guard b >= 0x30, b <= 0x39 else { return nil }
            value = value * 10 + UInt64(b - 0x30)
        }
        return value
    }
}
