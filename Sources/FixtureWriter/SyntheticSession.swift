/// A scenario played as a client session: what the compositor sends and what the client
/// requests in return, written by a `TraceWriter`. It starts like a real client (registry,
/// binds, seat capabilities, keymap, the first configure and frame), puts input frames
/// ~8 ms apart with small jitter, ends each input group with its `frame` event, and after
/// each frame has the client redraw (frame callback, attach, damage, commit).
public struct SyntheticSession: Sendable {
    /// The nominal time between two input frames, ms.
    public static let frameMS = 8.0

    public private(set) var writer: TraceWriter
    let size: (width: Int, height: Int)
    let seatVersion: Int
    let appID: String?
    let title: String
    /// The touches down, in the order they went down, where they are.
    var touches: [(id: Int, x: Double, y: Double)] = []
    var pointer: (x: Double, y: Double)?
    var mods: [String] = []

    public init(scenario: Scenario, format: TraceFormat, seed: Int) {
        writer = TraceWriter(
            format: format, clockStart: scenario.clockStart,
            eventTimeStart: scenario.eventTimeStart, seed: seed)
        size = scenario.size ?? (480, 800)
        seatVersion = scenario.seatVersion
        appID = scenario.appID
        title = scenario.title
    }

    /// The trace `scenario` (read from `path`) plays to: a `# synthetic` header naming the
    /// file and the seed, then the session. Errors name `path` and the line.
    public static func generate(
        scenario text: String, path: String, format: TraceFormat,
        seed: Int = 1
    ) throws(ScenarioError) -> String {
        let scenario: Scenario
        do { scenario = try Scenario(text: text) } catch {
            throw ScenarioError(path: path, line: error.line, message: error.message)
        }
        var session = SyntheticSession(scenario: scenario, format: format, seed: seed)
        session.preamble()
        for (line, command) in scenario.commands {
            do { try session.play(command) } catch {
                throw ScenarioError(path: path, line: line, message: error.message)
            }
        }
        // The header names the script that wrote the corpus: the first line of every committed
        // fixture, which the replayer reads as the mark of a synthetic trace.
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        return session.writer.text(
            comment: "synthetic: WAYLAND_DEBUG=client trace in the libwayland "
                + "\(format.release) format, written by scripts/gen-touch-fixture from \(name) (seed \(seed)); "
                + "not recorded from a compositor")
    }

    /// A command that cannot be played here (a touch that is not down).
    public struct PlayError: Error, Sendable { public var message: String }

    // MARK: Start-up

    /// Registry and binds, output and seat, the surface, the keymap, the first configure and
    /// frame, keyboard focus; then 16 ms before the first input.
    public mutating func preamble() {
        let globals = [
            ("wl_compositor", 4), ("wl_shm", 1), ("wl_seat", seatVersion),
            ("xdg_wm_base", 2), ("wl_output", 3), ("zwp_pointer_gestures_v1", 3),
        ]
        request("wl_display", "get_registry", ["new id " + writer.object("wl_registry")])
        request("wl_display", "sync", ["new id " + writer.object("wl_callback", 3)])
        for (name, (interface, version)) in zip(1..., globals) {
            event("wl_registry", "global", [String(name), quoted(interface), String(version)])
        }
        event("wl_callback", "done", [String(writer.nextSerial())], id: 3)
        event("wl_display", "delete_id", ["3"])
        for (name, (interface, version)) in zip(1..., globals) {
            request(
                "wl_registry", "bind",
                [
                    String(name), quoted(interface), String(version),
                    writer.format.unknownNewID(TraceWriter.objectIDs[interface]!),
                ])
        }
        event("wl_shm", "format", ["0"])
        event("wl_shm", "format", ["1"])
        event("wl_output", "geometry", ["0", "0", "0", "0", "0", quoted("headless"), quoted("headless"), "0"])
        event("wl_output", "mode", ["3", String(size.width), String(size.height), "60000"])
        event("wl_output", "scale", ["1"])
        event("wl_output", "done")
        event("wl_seat", "capabilities", ["7"])
        event("wl_seat", "name", [quoted("seat0")])
        for (interface, message) in [
            ("wl_pointer", "get_pointer"), ("wl_keyboard", "get_keyboard"),
            ("wl_touch", "get_touch"),
        ] {
            request("wl_seat", message, ["new id " + writer.object(interface)])
        }
        request("wl_compositor", "create_surface", ["new id " + writer.object("wl_surface")])
        request(
            "xdg_wm_base", "get_xdg_surface", ["new id " + writer.object("xdg_surface"), writer.object("wl_surface")])
        request("xdg_surface", "get_toplevel", ["new id " + writer.object("xdg_toplevel")])
        request("xdg_toplevel", "set_title", [quoted(title)])
        if let appID { request("xdg_toplevel", "set_app_id", [quoted(appID)]) }
        request("wl_surface", "commit")
        event("wl_keyboard", "keymap", ["1", "fd 17", "48024"])
        event("wl_keyboard", "repeat_info", ["25", "600"])
        writer.advance(3.0)
        configure(size.width, size.height)
        writer.advance(5.0)
        event("wl_keyboard", "enter", [serial(), writer.object("wl_surface"), writer.array(0)])
        event("wl_keyboard", "modifiers", [serial(), "0", "0", "0", "0"])
        writer.advance(16.0)
    }

    // MARK: Commands

    public mutating func play(_ command: Scenario.Command) throws(PlayError) {
        let frame = Self.frameMS
        switch command {
        case .wait(let ms):
            writer.advance(ms, jitter: false)
        case .down(let points):
            for p in points {
                if touches.contains(where: { $0.id == p.id }) {
                    throw PlayError(message: "touch \(p.id) is already down")
                }
                touches.append((p.id, p.x, p.y))
                event(
                    "wl_touch", "down",
                    [
                        serial(), time, writer.object("wl_surface"), String(p.id),
                        writer.fixed(p.x), writer.fixed(p.y),
                    ])
            }
            touchFrame()
        case .move(let points, let duration):
            // Each touch once, at its first place in the list, going to its last target.
            var targets: [(id: Int, x: Double, y: Double)] = []
            for p in points {
                guard touches.contains(where: { $0.id == p.id }) else {
                    throw PlayError(message: "touch \(p.id) is not down")
                }
                if let i = targets.firstIndex(where: { $0.id == p.id }) {
                    targets[i] = (p.id, p.x, p.y)
                } else {
                    targets.append((p.id, p.x, p.y))
                }
            }
            let starts = targets.map { t in touches.first { $0.id == t.id }! }
            let n = frames(duration)
            for k in 1 ... n {
                writer.advance(duration / Double(n))
                for (target, start) in zip(targets, starts) {
                    let x = Self.between(start.x, target.x, k, n), y = Self.between(start.y, target.y, k, n)
                    touches[touches.firstIndex { $0.id == target.id }!] = (target.id, x, y)
                    event("wl_touch", "motion", [time, String(target.id), writer.fixed(x), writer.fixed(y)])
                }
                touchFrame()
            }
        case .hold(let duration, let wobble):
            let n = frames(duration)
            for _ in 0 ..< n {
                writer.advance(duration / Double(n))
                if wobble != 0, !touches.isEmpty {
                    for t in touches {
                        // The touch stays where it is; only the reported place wobbles.
                        let x = t.x + writer.random.uniform(-wobble, wobble)
                        let y = t.y + writer.random.uniform(-wobble, wobble)
                        event("wl_touch", "motion", [time, String(t.id), writer.fixed(x), writer.fixed(y)])
                    }
                    touchFrame()
                }
            }
        case .up(let ids):
            writer.advance(frame)
            for id in ids {
                guard let i = touches.firstIndex(where: { $0.id == id }) else {
                    throw PlayError(message: "touch \(id) is not down")
                }
                touches.remove(at: i)
                event("wl_touch", "up", [serial(), time, String(id)])
            }
            touchFrame()
        case .cancel:
            writer.advance(frame)
            event("wl_touch", "cancel")
            touches.removeAll()
        case .pointerEnter(let x, let y):
            pointer = (x, y)
            event("wl_pointer", "enter", [serial(), writer.object("wl_surface"), writer.fixed(x), writer.fixed(y)])
            pointerFrame()
        case .pointerLeave:
            writer.advance(frame)
            event("wl_pointer", "leave", [serial(), writer.object("wl_surface")])
            pointerFrame()
            pointer = nil
        case .pointerMove(let tx, let ty, let duration):
            guard let start = pointer else { throw PlayError(message: "pointer-move before pointer-enter") }
            let n = frames(duration)
            for k in 1 ... n {
                writer.advance(duration / Double(n))
                let p = (x: Self.between(start.x, tx, k, n), y: Self.between(start.y, ty, k, n))
                pointer = p
                event("wl_pointer", "motion", [time, writer.fixed(p.x), writer.fixed(p.y)])
                pointerFrame()
            }
        case .button(let code, let pressed):
            writer.advance(frame)
            event("wl_pointer", "button", [serial(), time, String(code), pressed ? "1" : "0"])
            pointerFrame()
        case .wheel(let clicks, let horizontal):
            let axis = horizontal ? 1 : 0
            writer.advance(frame)
            // wl_seat v5 brought axis_source and axis_discrete, v8 axis_value120; before v5
            // the continuous value comes alone.
            if seatVersion >= 5 { event("wl_pointer", "axis_source", ["0"]) }
            if seatVersion >= 8 {
                event("wl_pointer", "axis_value120", [String(axis), String(120 * clicks)])
            } else if seatVersion >= 5 {
                event("wl_pointer", "axis_discrete", [String(axis), String(clicks)])
            }
            self.axis(axis, 15.0 * Double(clicks))
            pointerFrame()
        case .wheel120(let value, let horizontal):
            let axis = horizontal ? 1 : 0
            writer.advance(frame)
            if seatVersion >= 5 { event("wl_pointer", "axis_source", ["0"]) }
            guard seatVersion >= 8 else { throw PlayError(message: "wheel120 needs seat-version 8") }
            event("wl_pointer", "axis_value120", [String(axis), String(value)])
            self.axis(axis, 15.0 * Double(value) / 120)
            pointerFrame()
        case .fingerScroll(let dx, let dy, let duration, let natural):
            if natural, seatVersion < 9 { throw PlayError(message: "finger-scroll … natural needs seat-version 9") }
            let n = frames(duration)
            let sign: Double = natural ? -1 : 1
            for _ in 0 ..< n {
                writer.advance(duration / Double(n))
                event("wl_pointer", "axis_source", ["1"])
                for (number, value) in [(0, dy), (1, dx)] where value != 0 {
                    if seatVersion >= 9 {
                        event("wl_pointer", "axis_relative_direction", [String(number), natural ? "1" : "0"])
                    }
                    axis(number, sign * value / Double(n))
                }
                pointerFrame()
            }
            writer.advance(frame)
            event("wl_pointer", "axis_source", ["1"])
            if dy != 0 { event("wl_pointer", "axis_stop", [time, "0"]) }
            if dx != 0 { event("wl_pointer", "axis_stop", [time, "1"]) }
            pointerFrame()
        case .touchpadPinch(let target, let duration):
            let n = frames(duration)
            writer.advance(frame)
            event("zwp_pointer_gesture_pinch_v1", "begin", [serial(), time, writer.object("wl_surface"), "2"])
            for k in 1 ... n {
                writer.advance(duration / Double(n))
                let scale = 1 + (target - 1) * Double(k) / Double(n)
                event(
                    "zwp_pointer_gesture_pinch_v1", "update",
                    [
                        time, writer.fixed(0), writer.fixed(0),
                        writer.fixed(scale), writer.fixed(0),
                    ])
                writer.redraw()
            }
            writer.advance(frame)
            event("zwp_pointer_gesture_pinch_v1", "end", [serial(), time, "0"])
        case .mods(let wanted):
            writer.advance(frame)
            for m in wanted where !mods.contains(m) { modifierKey(m, pressed: true) }
            for m in mods where !wanted.contains(m) { modifierKey(m, pressed: false) }
            mods = wanted
            let mask = wanted.reduce(0) { $0 + Scenario.modifiers[$1]!.mask }
            event("wl_keyboard", "modifiers", [serial(), String(mask), "0", "0", "0"])
        case .key(let code, let stroke):
            writer.advance(frame * 4)
            if stroke != .up {
                event("wl_keyboard", "key", [serial(), time, String(code), "1"])
                writer.redraw()
            }
            if stroke == .press { writer.advance(frame * 10) }
            if stroke != .down { event("wl_keyboard", "key", [serial(), time, String(code), "0"]) }
        case .focusOut:
            writer.advance(frame)
            event("wl_keyboard", "leave", [serial(), writer.object("wl_surface")])
        case .focusIn:
            writer.advance(frame)
            event("wl_keyboard", "enter", [serial(), writer.object("wl_surface"), writer.array(0)])
        case .caps(let mask):
            writer.advance(frame)
            event("wl_seat", "capabilities", [String(mask)])
        case .configure(let width, let height):
            writer.advance(frame)
            configure(width, height)
        case .preferredScale(let scale):
            writer.advance(frame)
            event("wp_fractional_scale_v1", "preferred_scale", [String(scale)], id: 17)
            writer.redraw()
        case .close:
            writer.advance(frame)
            event("xdg_toplevel", "close")
        }
    }

    // MARK: Helpers

    private mutating func event(_ interface: String, _ message: String, _ arguments: [String] = [], id: Int? = nil) {
        writer.emit(interface, message, arguments, id: id)
    }

    private mutating func request(_ interface: String, _ message: String, _ arguments: [String] = []) {
        writer.emit(interface, message, arguments, request: true)
    }

    private mutating func serial() -> String { String(writer.nextSerial()) }
    private var time: String { String(writer.eventTime) }
    private func quoted(_ s: String) -> String { "\"" + s + "\"" }

    /// Frames for `duration`: one per ~8 ms, at least one.
    private func frames(_ duration: Double) -> Int {
        max(1, Int((duration / Self.frameMS).rounded(.toNearestOrEven)))
    }

    /// Step k of n from a to b, computed as a + (b − a)·k / n (the order keeps the bytes).
    private static func between(_ a: Double, _ b: Double, _ k: Int, _ n: Int) -> Double {
        a + (b - a) * Double(k) / Double(n)
    }

    private mutating func axis(_ axis: Int, _ value: Double) {
        event("wl_pointer", "axis", [time, String(axis), writer.fixed(value)])
    }

    private mutating func touchFrame() {
        event("wl_touch", "frame")
        writer.redraw()
    }

    /// wl_pointer.frame exists from wl_seat v5 on; the client redraws either way.
    private mutating func pointerFrame() {
        if seatVersion >= 5 { event("wl_pointer", "frame") }
        writer.redraw()
    }

    private mutating func modifierKey(_ name: String, pressed: Bool) {
        let code = Scenario.keys[Scenario.modifiers[name]!.key]!
        event("wl_keyboard", "key", [serial(), time, String(code), pressed ? "1" : "0"])
    }

    /// A configure round: toplevel size, surface configure, the client's ack and redraw.
    private mutating func configure(_ width: Int, _ height: Int) {
        event("xdg_toplevel", "configure", [String(width), String(height), writer.array(0)])
        event("xdg_surface", "configure", [serial()])
        request("xdg_surface", "ack_configure", [String(writer.serial)])
        writer.redraw()
    }
}
