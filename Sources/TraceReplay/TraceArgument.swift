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
    static func lex(_ text: Substring) -> Result<[TraceArgument], LexFailure> {
        var args: [TraceArgument] = []
        let failure = ByteText.with(text) { lex($0, 0, $0.count, into: &args) }
        return failure.map { .failure($0) } ?? .success(args)
    }

    /// Lexes bytes `lo..<hi` of `line` (just after the opening parenthesis, through the
    /// closing one) into `args`, replacing what it held: the decoder reuses one array for
    /// every line. Returns why the text cannot be read, if it cannot.
    static func lex(
        _ line: ByteText, _ lo: Int, _ hi: Int, into args: inout [TraceArgument]
    ) -> LexFailure? {
        args.removeAll(keepingCapacity: true)
        var i = line.skippingSpaces(lo, hi)
        if i < hi, line[i] == UInt8(ascii: ")") { return isBlank(line, i + 1, hi) ? nil : .init("text after ')'") }
        while true {
            i = line.skippingSpaces(i, hi)
            if i < hi, line[i] == UInt8(ascii: "\"") {
                // Strings are printed unescaped: the closing quote is the one followed by `,` or `)`.
                let body = line.substring(i + 1, hi)
                guard let close = closingQuote(in: body) else { return .init("unterminated string") }
                args.append(.string(String(body[..<close])))
                i += 1 + body.utf8.distance(from: body.startIndex, to: close) + 1
            } else {
                var end = i
                while end < hi, line[end] != UInt8(ascii: ","), line[end] != UInt8(ascii: ")") { end += 1 }
                guard end < hi else { return .init("missing ')'") }
                let token = line.trimmed(i, end)
                guard let arg = parseToken(line, token.lo, token.hi) else {
                    return .init("cannot read argument '\(line.substring(token.lo, token.hi))'")
                }
                args.append(arg)
                i = end
            }
            i = line.skippingSpaces(i, hi)
            if i < hi, line[i] == UInt8(ascii: ",") { i += 1; continue }
            if i < hi, line[i] == UInt8(ascii: ")") { return isBlank(line, i + 1, hi) ? nil : .init("text after ')'") }
            return .init("missing ')'")
        }
    }

    private static func isBlank(_ line: ByteText, _ lo: Int, _ hi: Int) -> Bool {
        let t = line.trimmed(lo, hi)
        return t.lo == t.hi
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

    /// Bytes `lo..<hi` of `line` as one argument. Numbers, nearly every argument of the
    /// events replayed, are read from the bytes; anything else as text.
    static func parseToken(_ line: ByteText, _ lo: Int, _ hi: Int) -> TraceArgument? {
        if lo < hi, isNumberStart(line[lo]), lo + 1 == hi || line[lo + 1] < 0x80,
            let number = plainNumber(line, lo, hi)
        {
            return number
        }
        return parseToken(line.substring(lo, hi))
    }

    @inline(__always) private static func isNumberStart(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || (b >= 0x30 && b <= 0x39)
    }

    /// `[+-]digits` (at most 18) or `[+-]digits.digits` (at most 15 in all), read exactly as
    /// `parseNumber` reads it; nil for any other number, which `parseNumber` reads. Such a
    /// fixed is `mantissa / 10^fraction`, both exact doubles, so the one rounding of the
    /// division gives the correctly rounded value `Double(String)` gives.
    private static func plainNumber(_ line: ByteText, _ lo: Int, _ hi: Int) -> TraceArgument? {
        var i = lo
        let negative = line[i] == UInt8(ascii: "-")
        if negative || line[i] == UInt8(ascii: "+") { i += 1 }
        var mantissa: Int64 = 0
        var digits = 0
        var fraction: Int?
        while i < hi {
            let b = line[i]
            if b >= 0x30, b <= 0x39 {
                guard digits < 18 else { return nil }
                mantissa = mantissa * 10 + Int64(b - 0x30)
                digits += 1
                if fraction != nil { fraction! += 1 }
            } else if b == UInt8(ascii: "."), fraction == nil, digits > 0 {
                fraction = 0
            } else {
                return nil
            }
            i += 1
        }
        guard digits > 0 else { return nil }
        guard let fraction else { return .int(negative ? -mantissa : mantissa) }
        guard fraction > 0, digits <= 15 else { return nil }
        let value = Double(mantissa) / powersOfTen[fraction]
        return .fixed(negative ? -value : value)
    }

    private static let powersOfTen: [Double] = [
        1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]

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
