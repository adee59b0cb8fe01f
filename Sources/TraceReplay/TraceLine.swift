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
struct TraceLine: Sendable {
    enum Kind: Sendable, Equatable { case event, request, discarded }

    var stamp: TraceTimestamp
    var kind: Kind
    var interface: Substring
    var objectID: UInt32
    var message: Substring
    /// The text after the opening parenthesis, including the closing one.
    var argumentText: Substring

    enum ReadResult {
        /// Not a trace line at all (blank, a comment, or another program's stderr).
        case notAMessage
        case message(TraceLine)
        /// Starts like a trace line but cannot be read.
        case malformed(String)
    }

    static func read(_ raw: Substring) -> ReadResult {
        var line = raw.trimmingSpaces
        guard line.firstByte == UInt8(ascii: "[") else { return .notAMessage }  // blank, `#`, other output
        line = line.droppingBytes(1)
        // A client's own log line may start with `[` too ("[INFO] …"): it is only a broken
        // trace line when a Wayland message follows.
        guard let close = line.firstIndex(ofByte: UInt8(ascii: "]")) else {
            return looksLikeMessage(line) ? .malformed("missing ']' after the timestamp") : .notAMessage
        }
        guard let stamp = TraceTimestamp(line[..<close]) else {
            return looksLikeMessage(line[close...]) ? .malformed("cannot read timestamp '[\(line[..<close])]'")
                : .notAMessage
        }
        var rest = line[line.utf8.index(after: close)...]
        if rest.hasBytePrefix("[rs]") { rest = rest.droppingBytes(4) }
        rest = rest.droppingSpaces()
        if rest.hasBytePrefix("TID#") {
            guard let space = rest.firstIndex(ofByte: 0x20) else { return .malformed("cannot read thread id") }
            rest = rest[space...].droppingSpaces()
        }
        if rest.firstByte == UInt8(ascii: "{") {
            guard let end = rest.firstIndex(ofByte: UInt8(ascii: "}")) else {
                return .malformed("missing '}' after the queue name")
            }
            rest = rest[rest.utf8.index(after: end)...].droppingSpaces()
        }
        var kind = Kind.event
        if rest.hasBytePrefix("discarded") || rest.hasBytePrefix("[discarded]") {
            kind = .discarded
            rest = rest[(rest.firstIndex(ofByte: 0x20) ?? rest.endIndex)...].droppingSpaces()
        }
        if rest.hasBytePrefix("->") {
            if kind == .event { kind = .request }
            rest = rest.droppingBytes(2).droppingSpaces()
        } else if rest.hasBytePrefix("<-") {
            rest = rest.droppingBytes(2).droppingSpaces()
        }
        guard let open = rest.firstIndex(ofByte: UInt8(ascii: "(")) else {
            return .malformed("cannot read message '\(rest)': missing '('")
        }
        let head = rest[..<open]
        guard let dot = head.lastIndex(ofByte: UInt8(ascii: ".")) else {
            return .malformed("cannot read message '\(head)': expected interface@id.name")
        }
        let name = head[head.utf8.index(after: dot)...]
        let target = head[..<dot]
        let arguments = rest[rest.utf8.index(after: open)...]
        if kind == .discarded {
            // Zombie lines (`[zombie]#5.[event 0](0 fd, 12 byte)`) have no real name or target.
            return .message(TraceLine(stamp: stamp, kind: kind, interface: target, objectID: 0,
                                      message: name, argumentText: arguments))
        }
        guard let split = target.utf8.lastIndex(where: { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "#") }),
              split > target.startIndex,
              let id = target[target.utf8.index(after: split)...].parseDigits(), id <= UInt64(UInt32.max) else {
            return .malformed("cannot read object '\(target)': expected interface@id or interface#id")
        }
        guard !name.isEmpty, name.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || ($0 >= 0x30 && $0 <= 0x39)
                || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) }) else {
            return .malformed("cannot read message name '\(name)'")
        }
        return .message(TraceLine(stamp: stamp, kind: kind, interface: target[..<split], objectID: UInt32(id),
                                  message: name, argumentText: arguments))
    }
}

/// True when `text` holds something shaped like `iface@id.name(` or `iface#id.name(`.
func looksLikeMessage(_ text: Substring) -> Bool {
    guard let open = text.firstIndex(of: "(") else { return false }
    let head = text[..<open].split(separator: " ").last ?? ""
    guard let dot = head.lastIndex(of: "."), let mark = head.lastIndex(where: { $0 == "@" || $0 == "#" }),
          mark < dot else { return false }
    return head[head.index(after: mark)..<dot].allSatisfy { $0.isASCII && $0.isNumber }
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
