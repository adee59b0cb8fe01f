/// One printed argument of a Wayland message, as libwayland's `wl_closure_print` writes it.
enum TraceArgument: Equatable, Sendable {
    case int(Int64)
    /// `wl_fixed_t`, printed `%d.%08d` (libwayland ≥ 1.20) or `%f` (≤ 1.19).
    case fixed(Double)
    case string(String)
    /// A null object or string.
    case null
    case object(interface: String, id: UInt32)
    case newID(interface: String, id: UInt32?)
    /// `array[N]`: only the size survives in the trace.
    case array(Int)
    /// `fd N`: the descriptor's contents are lost.
    case fd(Int32)

    /// The kind name used in error messages.
    var kind: String {
        switch self {
        case .int: "integer"
        case .fixed: "fixed"
        case .string: "string"
        case .null: "nil"
        case .object: "object"
        case .newID: "new id"
        case .array: "array"
        case .fd: "fd"
        }
    }
}

/// Splits the text inside a message's parentheses into arguments.
enum TraceArgumentLexer {
    /// `text` starts just after the opening parenthesis and must end with the closing one.
    /// Returns nil with a reason when the text cannot be read.
    static func lex(_ text: Substring) -> Result<[TraceArgument], LexFailure> {
        var args: [TraceArgument] = []
        var rest = text.droppingSpaces()
        if rest.firstByte == UInt8(ascii: ")") {
            return rest.droppingBytes(1).trimmingSpaces.isEmpty ? .success([]) : .failure(.init("text after ')'"))
        }
        while true {
            rest = rest.droppingSpaces()
            let token: Substring
            if rest.firstByte == UInt8(ascii: "\"") {
                // Strings are printed unescaped: the closing quote is the one followed by `,` or `)`.
                let body = rest.dropFirst()
                guard let close = closingQuote(in: body) else { return .failure(.init("unterminated string")) }
                args.append(.string(String(body[..<close])))
                rest = body[body.index(after: close)...]
            } else {
                guard let end = rest.utf8.firstIndex(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ")") })
                else {
                    return .failure(.init("missing ')'"))
                }
                token = rest[..<end]
                guard let arg = parseToken(token.trimmingSpaces) else {
                    return .failure(.init("cannot read argument '\(token.trimmingSpaces)'"))
                }
                args.append(arg)
                rest = rest[end...]
            }
            rest = rest.droppingSpaces()
            if rest.firstByte == UInt8(ascii: ",") { rest = rest.droppingBytes(1); continue }
            if rest.firstByte == UInt8(ascii: ")") {
                return rest.droppingBytes(1).trimmingSpaces.isEmpty ? .success(args) : .failure(.init("text after ')'"))
            }
            return .failure(.init("missing ')'"))
        }
    }

    struct LexFailure: Error { var reason: String; init(_ r: String) { reason = r } }

    private static func closingQuote(in s: Substring) -> Substring.Index? {
        var i = s.startIndex
        while i < s.endIndex {
            if s[i] == "\"" {
                let after = s[s.index(after: i)...].drop { $0 == " " }
                if after.first == "," || after.first == ")" { return i }
            }
            i = s.index(after: i)
        }
        return nil
    }

    static func parseToken(_ token: Substring) -> TraceArgument? {
        // Most arguments are numbers: those skip the word checks below, which all start with a
        // letter. (Only when the sign or digit is a character of its own: a combining mark
        // after it would make it another character, as the check at the end sees it.)
        let bytes = token.utf8
        if let b = bytes.first, b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || (b >= 0x30 && b <= 0x39),
            bytes.dropFirst().first.map({ $0 < 0x80 }) ?? true
        {
            return parseNumber(token)
        }
        if token == "nil" || token == "null" { return .null }
        if token.hasPrefix("new id ") {
            let created = token.dropFirst("new id ".count)
            guard let split = created.lastIndex(where: { $0 == "@" || $0 == "#" }) else { return nil }
            let idText = created[created.index(after: split)...]
            if idText == "nil" { return .newID(interface: String(created[..<split]), id: nil) }
            guard let id = UInt32(idText) else { return nil }
            return .newID(interface: String(created[..<split]), id: id)
        }
        if token.hasPrefix("fd ") {
            return Int32(token.dropFirst(3)).map { .fd($0) }
        }
        if token == "array" { return .array(0) }   // libwayland ≤ 1.19 prints no size
        if token.hasPrefix("array[") {
            let digits = token.dropFirst("array[".count).prefix { $0.isASCII && $0.isNumber }
            return Int(digits).map { .array($0) }
        }
        if let first = token.first, first == "-" || first == "+" || (first.isASCII && first.isNumber) {
            return parseNumber(token)
        }
        guard let (interface, id) = parseObjectReference(token) else { return nil }
        return .object(interface: interface, id: id)
    }

    /// A wl_fixed (with a point or an exponent) or an integer.
    static func parseNumber(_ token: Substring) -> TraceArgument? {
        if token.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }) {
            guard let value = Double(token), value.isFinite else { return nil }
            return .fixed(value)
        }
        return Int64(token).map { .int($0) }
    }

    /// `iface@id` (libwayland ≤ 1.22) or `iface#id` (1.23+).
    static func parseObjectReference(_ text: Substring) -> (String, UInt32)? {
        guard let split = text.lastIndex(where: { $0 == "@" || $0 == "#" }) else { return nil }
        let interface = text[..<split]
        guard !interface.isEmpty, let id = UInt32(text[text.index(after: split)...]) else { return nil }
        return (String(interface), id)
    }
}
