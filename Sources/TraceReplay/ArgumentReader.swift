/// Typed access to a known event's arguments; every mismatch becomes a reason naming the
/// event, the argument and what was expected.
struct ArgumentReader {
    let event: KnownEvent
    /// The documented argument names, ", "-separated: one static text, read only to count
    /// them and for error messages.
    let names: StaticString
    let args: [TraceArgument]

    /// Fails unless the event has exactly the documented arguments.
    init(event: KnownEvent, names: StaticString, args: [TraceArgument]) throws(DecodeFailure) {
        self.event = event; self.names = names; self.args = args
        let expected = Self.count(names)
        guard args.count == expected else {
            throw DecodeFailure(
                "\(event.rawValue) expects \(expected) argument\(expected == 1 ? "" : "s") (\(names)), got \(args.count)"
            )
        }
    }

    private static func count(_ names: StaticString) -> Int {
        let n = names.utf8CodeUnitCount
        guard n > 0 else { return 0 }
        var commas = 0
        for k in 0 ..< n where names.utf8Start[k] == UInt8(ascii: ",") { commas += 1 }
        return commas + 1
    }

    /// The name of argument `i`.
    private func name(_ i: Int) -> Substring {
        "\(names)".split(separator: ", ", omittingEmptySubsequences: false)[i]
    }

    private func mismatch(_ i: Int, _ expected: String) -> DecodeFailure {
        DecodeFailure("\(event.rawValue) argument \(i + 1) (\(name(i))) must be \(expected), got \(args[i].kind)")
    }

    func uint32(_ i: Int) throws(DecodeFailure) -> UInt32 {
        guard case .int(let v) = args[i] else { throw mismatch(i, "an unsigned integer") }
        guard let u = UInt32(exactly: v) else {
            throw DecodeFailure("\(event.rawValue) argument \(i + 1) (\(name(i))) = \(v) is out of range for uint")
        }
        return u
    }

    func int32(_ i: Int) throws(DecodeFailure) -> Int32 {
        guard case .int(let v) = args[i] else { throw mismatch(i, "an integer") }
        guard let s = Int32(exactly: v) else {
            throw DecodeFailure("\(event.rawValue) argument \(i + 1) (\(name(i))) = \(v) is out of range for int")
        }
        return s
    }

    /// A `wl_fixed_t`; an integer is accepted too (some printers drop the fraction).
    func fixed(_ i: Int) throws(DecodeFailure) -> Double {
        switch args[i] {
        case .fixed(let v): return v
        case .int(let v): return Double(v)
        default: throw mismatch(i, "a fixed-point number")
        }
    }

    /// An object reference or nil.
    func object(_ i: Int) throws(DecodeFailure) {
        switch args[i] {
        case .object, .null: return
        default: throw mismatch(i, "an object")
        }
    }

    /// The array's size in bytes (0 where the trace format prints none).
    @discardableResult
    func array(_ i: Int) throws(DecodeFailure) -> Int {
        guard case .array(let bytes) = args[i] else { throw mismatch(i, "an array") }
        return bytes
    }

    func fd(_ i: Int) throws(DecodeFailure) {
        guard case .fd = args[i] else { throw mismatch(i, "an fd") }
    }
}

struct DecodeFailure: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
