/// One line of WAYLAND_DEBUG output, split into its parts (arguments are lexed lazily, only for
/// the events the replayer uses).
///
/// Formats accepted (after ANSI colour codes are stripped):
///
///     [ 954247.819] wl_pointer@11.button(157, 802871, 272, 1)                    1.20–1.22
///     [288732.759] wl_pointer@18.motion(290924892, 311.042969, 45.785156)      ≤ 1.19 (%f)
///     [2112441.581] {Default Queue} wl_touch#12.down(…)                         1.23+
///     [10:00:00.000000] TID#42 {Display Queue} wl_display#1.delete_id(31)       newer, time of day
///     [1700000000.123456] <- wl_pointer@5.frame()                               wayland-rs
///
/// Requests (` -> `) and `discarded` lines are recognised and skipped by the parser.
struct TraceLine {
    enum Kind: Sendable, Equatable { case event, request, discarded }

    var stamp: TraceTimestamp
    var kind: Kind
    var objectID: UInt32
    /// Where the fields are in the line's bytes: the parser compares and lexes them in place.
    var interface: Range<Int>
    var message: Range<Int>
    /// The text after the opening parenthesis, including the closing one.
    var arguments: Range<Int>

    enum ReadResult {
        /// Not a trace line at all (blank, a comment, or another program's stderr).
        case notAMessage
        case message(TraceLine)
        /// Starts like a trace line but cannot be read.
        case malformed(String)
    }

    /// Reads bytes `lo..<hi` of `text` (one line, without its newline). Scans byte offsets and
    /// makes `Substring`s only for error messages: most lines of a trace are requests or
    /// events the replayer skips.
    static func read(_ text: ByteText, _ lo: Int, _ hi: Int) -> ReadResult {
        var (lo, hi) = text.trimmed(lo, hi)
        guard lo < hi, text[lo] == UInt8(ascii: "[") else { return .notAMessage }   // blank, `#`, other output
        lo += 1
        // A client's own log line may start with `[` too ("[INFO] …"): it is only a broken
        // trace line when a Wayland message follows.
        guard let close = text.first(UInt8(ascii: "]"), lo, hi) else {
            return looksLikeMessage(text.substring(lo, hi))
                ? .malformed("missing ']' after the timestamp") : .notAMessage
        }
        guard let stamp = TraceTimestamp(text, lo, close) else {
            return looksLikeMessage(text.substring(close, hi))
                ? .malformed("cannot read timestamp '[\(text.substring(lo, close))]'") : .notAMessage
        }
        var rest = close + 1
        if text.hasPrefix("[rs]", rest, hi) { rest += 4 }
        rest = text.skippingSpaces(rest, hi)
        if text.hasPrefix("TID#", rest, hi) {
            guard let space = text.first(0x20, rest, hi) else { return .malformed("cannot read thread id") }
            rest = text.skippingSpaces(space, hi)
        }
        if rest < hi, text[rest] == UInt8(ascii: "{") {
            guard let end = text.first(UInt8(ascii: "}"), rest, hi) else {
                return .malformed("missing '}' after the queue name")
            }
            rest = text.skippingSpaces(end + 1, hi)
        }
        var kind = Kind.event
        if text.hasPrefix("discarded", rest, hi) || text.hasPrefix("[discarded]", rest, hi) {
            kind = .discarded
            rest = text.skippingSpaces(text.first(0x20, rest, hi) ?? hi, hi)
        }
        if text.hasPrefix("->", rest, hi) {
            if kind == .event { kind = .request }
            rest = text.skippingSpaces(rest + 2, hi)
        } else if text.hasPrefix("<-", rest, hi) {
            rest = text.skippingSpaces(rest + 2, hi)
        }
        guard let open = text.first(UInt8(ascii: "("), rest, hi) else {
            return .malformed("cannot read message '\(text.substring(rest, hi))': missing '('")
        }
        guard let dot = text.last(UInt8(ascii: "."), rest, open) else {
            return .malformed("cannot read message '\(text.substring(rest, open))': expected interface@id.name")
        }
        let name = dot + 1 ..< open
        let arguments = open + 1 ..< hi
        if kind == .discarded {
            // Zombie lines (`[zombie]#5.[event 0](0 fd, 12 byte)`) have no real name or target.
            return .message(
                TraceLine(
                    stamp: stamp, kind: kind, objectID: 0, interface: rest ..< dot, message: name,
                    arguments: arguments))
        }
        guard let split = lastObjectMark(text, rest, dot), split > rest,
            let id = text.parseDigits(split + 1, dot), id <= UInt64(UInt32.max)
        else {
            return .malformed(
                "cannot read object '\(text.substring(rest, dot))': expected interface@id or interface#id")
        }
        guard dot + 1 < open, isMessageName(text, dot + 1, open) else {
            return .malformed("cannot read message name '\(text.substring(dot + 1, open))'")
        }
        return .message(
            TraceLine(
                stamp: stamp, kind: kind, objectID: UInt32(id), interface: rest ..< split, message: name,
                arguments: arguments))
    }

    /// The offset of the last `@` (libwayland ≤ 1.22) or `#` (1.23+) in `lo..<hi`.
    private static func lastObjectMark(_ text: ByteText, _ lo: Int, _ hi: Int) -> Int? {
        var i = hi
        while i > lo {
            i -= 1
            if text[i] == UInt8(ascii: "@") || text[i] == UInt8(ascii: "#") { return i }
        }
        return nil
    }

    /// Bytes `lo..<hi` are all ASCII letters, digits or `_`.
    private static func isMessageName(_ text: ByteText, _ lo: Int, _ hi: Int) -> Bool {
        for i in lo ..< hi {
            let b = text[i]
            guard b == UInt8(ascii: "_") || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A)
            else { return false }
        }
        return true
    }
}

/// True when `text` holds something shaped like `iface@id.name(` or `iface#id.name(`.
func looksLikeMessage(_ text: Substring) -> Bool {
    guard let open = text.firstIndex(of: "(") else { return false }
    let head = text[..<open].split(separator: " ").last ?? ""
    guard let dot = head.lastIndex(of: "."), let mark = head.lastIndex(where: { $0 == "@" || $0 == "#" }),
        mark < dot
    else { return false }
    return head[head.index(after: mark) ..< dot].allSatisfy { $0.isASCII && $0.isNumber }
}

/// Removes ANSI SGR sequences (`ESC [ … letter`), which libwayland 1.24 adds with FORCE_COLOR.
func strippingANSI(_ line: Substring) -> Substring {
    guard line.utf8.contains(0x1B) else { return line }
    var out = ""
    out.reserveCapacity(line.utf8.count)
    var i = line.startIndex
    while i < line.endIndex {
        let c = line[i]
        if c == "\u{1B}" {
            i = line.index(after: i)
            if i < line.endIndex, line[i] == "[" {
                i = line.index(after: i)
                while i < line.endIndex, !(line[i].isASCII && line[i].isLetter) { i = line.index(after: i) }
                if i < line.endIndex { i = line.index(after: i) }
            }
            continue
        }
        out.append(c)
        i = line.index(after: i)
    }
    return Substring(out)
}
