/// Byte-level helpers for the parser's hot path: traces are ASCII where it matters (stamps,
/// names, numbers), and scanning UTF-8 bytes is several times faster than `Character`s.
extension Substring {
    @inline(__always) func firstIndex(ofByte byte: UInt8) -> Index? { utf8.firstIndex(of: byte) }
    @inline(__always) func lastIndex(ofByte byte: UInt8) -> Index? { utf8.lastIndex(of: byte) }
    @inline(__always) var firstByte: UInt8? { utf8.first }

    /// Without leading spaces (0x20).
    @inline(__always) func droppingSpaces() -> Substring {
        var i = utf8.startIndex
        while i < utf8.endIndex, utf8[i] == 0x20 { utf8.formIndex(after: &i) }
        return self[i...]
    }

    /// Starts with the ASCII text `prefix`.
    @inline(__always) func hasBytePrefix(_ prefix: StaticString) -> Bool {
        let p = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        var i = utf8.startIndex
        for b in p {
            guard i < utf8.endIndex, utf8[i] == b else { return false }
            utf8.formIndex(after: &i)
        }
        return true
    }

    /// After the first `count` bytes (ASCII only).
    @inline(__always) func droppingBytes(_ count: Int) -> Substring {
        let i = utf8.index(utf8.startIndex, offsetBy: count, limitedBy: utf8.endIndex) ?? utf8.endIndex
        return self[i...]
    }

    /// Without leading and trailing ASCII whitespace (space, tab, CR).
    var trimmingSpaces: Substring {
        var lo = utf8.startIndex, hi = utf8.endIndex
        while lo < hi, Self.isSpace(utf8[lo]) { utf8.formIndex(after: &lo) }
        while lo < hi {
            let before = utf8.index(before: hi)
            guard Self.isSpace(utf8[before]) else { break }
            hi = before
        }
        return self[lo..<hi]
    }

    @inline(__always) static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0B || b == 0x0C }

    /// Parses an unsigned decimal number of ASCII digits only (no sign, no spaces).
    func parseDigits() -> UInt64? {
        guard !utf8.isEmpty, utf8.count <= 19 else { return nil }
        var value: UInt64 = 0
        for b in utf8 {
            guard b >= 0x30, b <= 0x39 else { return nil }
            value = value * 10 + UInt64(b - 0x30)
        }
        return value
    }
}
