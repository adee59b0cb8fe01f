/// Writes the lines of a WAYLAND_DEBUG=client trace in one `TraceFormat`, keeping what a real
/// session's lines share: the bracketed clock (with the small cost of dispatching each line),
/// the compositor's event `time`, serials, and the ids of the objects a client creates.
///
/// Time has two clocks: `nominal`, where the session would be without jitter, and `clock`,
/// the stamp of the next line. `advance` moves the nominal clock and puts the stamp near it
/// (up to ±0.7 ms away with jitter, never back in time), so jitter never accumulates and a
/// 700 ms hold lasts 700 ms. All randomness comes from one `PythonRandom`, drawn in a fixed
/// order, so a seed gives the same bytes every time.
public struct TraceWriter: Sendable {
    /// Object ids as a typical xdg-shell client ends up with them.
    public static let objectIDs: [String: Int] = [
        "wl_display": 1, "wl_registry": 2, "wl_compositor": 4, "wl_shm": 5, "xdg_wm_base": 6,
        "wl_seat": 7, "wl_output": 8, "wl_surface": 9, "xdg_surface": 10, "xdg_toplevel": 11,
        "wl_pointer": 12, "wl_keyboard": 13, "wl_touch": 14, "zwp_pointer_gestures_v1": 15,
        "zwp_pointer_gesture_pinch_v1": 16,
    ]

    /// How long dispatching one line takes, between the lines of one batch.
    public enum DispatchCost: Sendable {
        /// A uniform draw in 4…30 µs after each line (synthetic scenarios).
        case jittered
        /// No time passes within a batch: its lines share one stamp.
        case none
    }

    public let format: TraceFormat
    /// The stamp of the next line, ms (printed modulo 2^32 µs). A session that keeps its own
    /// timeline sets it before each line (with `DispatchCost.none`) and never calls `advance`.
    public var clock: Double
    /// Where the clock would be without jitter, ms.
    public private(set) var nominal: Double
    public let clockOrigin: Double
    /// The compositor's event `time` at `clockOrigin`, ms.
    public let eventTimeOrigin: Int
    /// The event `time` argument now: the origin plus the whole ms elapsed, modulo 2^32.
    public private(set) var eventTime: Int
    public var dispatchCost: DispatchCost
    /// The session's one source of jitter (dispatch cost, frame jitter, wobbling touches).
    public var random: PythonRandom
    /// The last serial handed out.
    public private(set) var serial = 1000
    /// The id of the next wl_callback the client creates for a frame.
    public private(set) var nextCallbackID = 30
    public private(set) var lines: [String] = []

    public init(
        format: TraceFormat, clockStart: Double = 954_000, eventTimeStart: Int = 141_604_443,
        seed: Int = 1, dispatchCost: DispatchCost = .jittered
    ) {
        self.format = format
        clock = clockStart
        nominal = clockStart
        clockOrigin = clockStart
        eventTimeOrigin = eventTimeStart
        eventTime = eventTimeStart
        self.dispatchCost = dispatchCost
        random = PythonRandom(seed: seed)
    }

    /// The stamp of the next line.
    public var stamp: String {
        format.stamp(micros: Self.modulo32(Int((clock * 1000).rounded(.toNearestOrEven))))
    }

    /// An object as an argument: `wl_surface@9` (its usual id unless `id` is given).
    public func object(_ interface: String, _ id: Int? = nil) -> String {
        format.object(interface, id ?? Self.id(of: interface))
    }

    public func fixed(_ value: Double) -> String { format.fixed(value) }
    public func array(_ count: Int) -> String { format.array(count) }

    /// Appends one message line: an event (`request: false`) or one of the client's requests.
    public mutating func emit(
        _ interface: String, _ message: String, _ arguments: [String] = [],
        request: Bool = false, id: Int? = nil
    ) {
        lines.append(
            format.line(
                stamp: stamp, interface: interface, id: id ?? Self.id(of: interface),
                message: message, arguments: arguments, request: request))
        if case .jittered = dispatchCost { clock += random.uniform(0.004, 0.030) }
    }

    public mutating func nextSerial() -> Int {
        serial += 1
        return serial
    }

    /// Moves both clocks by `ms`: frames land on the nominal grid, with up to ±0.7 ms of
    /// jitter around it when `jitter`, and the stamp always moves at least 0.05 ms forward.
    public mutating func advance(_ ms: Double, jitter: Bool = true) {
        nominal += ms
        let target = nominal + (jitter ? random.uniform(-0.7, 0.7) : 0.0)
        let floor = clock + 0.05
        clock = target > floor ? target : floor
        eventTime = Self.modulo32(eventTimeOrigin + Int((clock - clockOrigin).rounded(.toNearestOrEven)))
    }

    /// A new wl_callback id for a frame request.
    public mutating func newCallbackID() -> Int {
        defer { nextCallbackID += 1 }
        return nextCallbackID
    }

    /// What a client does after an input frame: ask for a frame callback, attach one of its
    /// two buffers, damage and commit; the compositor releases the other buffer.
    public mutating func redraw() {
        let callback = newCallbackID()
        emit("wl_surface", "frame", ["new id " + object("wl_callback", callback)], request: true)
        emit("wl_surface", "attach", [object("wl_buffer", 20 + callback % 2), "0", "0"], request: true)
        emit("wl_surface", "damage_buffer", ["0", "0", "2147483647", "2147483647"], request: true)
        emit("wl_surface", "commit", [], request: true)
        emit("wl_buffer", "release", [], id: 20 + (callback + 1) % 2)
    }

    /// Hands over the lines written so far and forgets them, so that a session of any length
    /// can be written to a file in constant memory (the bench's long streams).
    public mutating func takeLines() -> [String] {
        defer { lines.removeAll(keepingCapacity: true) }
        return lines
    }

    /// The trace: a `#` comment line (the replayer skips comments), then the lines.
    public func text(comment: String) -> String {
        var out = "# " + comment + "\n"
        out.reserveCapacity(lines.reduce(out.utf8.count) { $0 + $1.utf8.count + 1 })
        for line in lines {
            out += line
            out += "\n"
        }
        return out
    }

    static func id(of interface: String) -> Int {
        guard let id = objectIDs[interface] else {
            preconditionFailure("TraceWriter: \(interface) has no usual id; pass one")
        }
        return id
    }

    static func modulo32(_ n: Int) -> Int {
        let m = n % (1 << 32)
        return m < 0 ? m + (1 << 32) : m
    }
}
