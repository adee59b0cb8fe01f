/// How one libwayland release prints a message under WAYLAND_DEBUG=client (`wl_closure_print`),
/// for the four text formats the parser reads. Each case is named after the release the corpus
/// was modelled on; the format holds for a range of releases:
///
///   1.18  (≤ 1.19)      `[%10.3f]` stamps, `iface@id`, wl_fixed as `%f`, arrays as `array`
///   1.21  (1.20–1.22)   `[%7u.%03u]` stamps, wl_fixed exactly as `%d.%08d`, `array[N]`
///   1.23                as 1.21 with `{Default Queue} ` prefixes and `iface#id`
///   1.24                as 1.23 with the ANSI colours libwayland 1.24 prints under FORCE_COLOR
public enum TraceFormat: String, CaseIterable, Sendable {
    case v118 = "1.18"
    case v121 = "1.21"
    case v123 = "1.23"
    case v124 = "1.24"

    /// The release as written on the command line and in the header ("1.21").
    public var release: String { rawValue }

    /// The corpus file suffix ("v121" in NAME.v121.trace).
    public var fileSuffix: String { "v" + rawValue.filter { $0 != "." } }

    /// Whether object ids print as `iface#id` (1.23 on) rather than `iface@id`.
    var hashIDs: Bool { self == .v123 || self == .v124 }

    /// The bracketed clock, from microseconds modulo 2^32 (libwayland's own wrap).
    public func stamp(micros: Int) -> String {
        if self == .v118 {
            return "[" + Printf.fixed(Double(micros) / 1000.0, decimals: 3, width: 10) + "]"
        }
        return "[" + Printf.integer(micros / 1000, width: 7) + "."
            + Printf.integer(micros % 1000, width: 3, zeroPadded: true) + "]"
    }

    /// An object argument or target: `wl_surface@9`, or `wl_surface#9` from 1.23 on.
    public func object(_ interface: String, _ id: Int) -> String {
        interface + (hashIDs ? "#" : "@") + String(id)
    }

    /// A `new_id` argument whose interface the request does not name (wl_registry.bind).
    public func unknownNewID(_ id: Int) -> String {
        "new id [unknown]" + (hashIDs ? "#" : "@") + String(id)
    }

    /// A wl_fixed argument (24.8 fixed point): the value is first rounded to 1/256, as on the
    /// wire; 1.18 prints it through a double with `%f`, later releases print the exact
    /// decimal expansion (1/256 = 0.00390625 is 390625 · 10^-8).
    public func fixed(_ value: Double) -> String {
        let raw = Int((value * 256).rounded(.toNearestOrEven))
        if self == .v118 { return Printf.fixed(Double(raw) / 256.0) }
        let sign = raw < 0 ? "-" : ""
        let magnitude = raw.magnitude
        return sign + String(magnitude / 256) + "."
            + Printf.integer(390_625 * Int(magnitude % 256), width: 8, zeroPadded: true)
    }

    /// An array argument of `count` bytes.
    public func array(_ count: Int) -> String {
        self == .v118 ? "array" : "array[\(count)]"
    }

    /// One trace line: `[stamp] iface@id.message(args)` for an event, with ` -> ` before the
    /// target for a request; 1.23 on put the queue the message was dispatched on first
    /// (the display's own events on `{Display Queue}`), and 1.24 colours the parts.
    public func line(
        stamp: String, interface: String, id: Int, message: String,
        arguments: [String], request: Bool
    ) -> String {
        let text = arguments.joined(separator: ", ")
        let arrow = request ? " -> " : ""
        var queue = ""
        if hashIDs {
            queue = interface == "wl_display" && !request ? "{Display Queue} " : "{Default Queue} "
        }
        guard self == .v124 else {
            return stamp + " " + queue + arrow + object(interface, id) + "." + message + "(" + text + ")"
        }
        let green = "\u{1B}[0;32m", yellow = "\u{1B}[0;33m", red = "\u{1B}[0;31m", blue = "\u{1B}[0;34m"
        let magenta = "\u{1B}[0;35m", cyan = "\u{1B}[0;36m", reset = "\u{1B}[0m"
        return green + stamp + " " + yellow + queue + red + reset + arrow + blue + interface + magenta
            + "#" + String(id) + cyan + "." + message + reset + "(" + text + ")" + reset
    }
}
