import FixtureWriter

/// A 60 s session in the exact text libwayland 1.21 prints with WAYLAND_DEBUG=client: hover,
/// mouse drags, wheel and touchpad scrolls with flings, touch drags, swipes and flings, with
/// the app's frame requests, frame callbacks and buffer releases at 60 Hz while it draws.
///
/// Lines are written by FixtureWriter's `TraceWriter` (the writer of the synthetic fixtures),
/// but this session keeps its own timeline, unchanged since the bench's first figures so that
/// they stay comparable: no jitter and no dispatch cost (the lines of one batch share a stamp,
/// the start-up lines are 20 µs apart), event times that truncate the elapsed ms, and the
/// app's own redraw cadence (at most one frame per 16 ms, each answering a frame callback).
enum SessionTrace {
    static func generate(seconds: Double) -> String {
        var g = Generator()
        g.header()
        var round = 0
        while g.t < seconds * 1000 - 10_000 { g.round(round); round += 1 }
        g.pointerTour(until: seconds * 1000)
        return g.writer.text(
            comment: "session: 60 s of hover, drags, scrolls and flings for opacity-bars-bench (generated)")
    }

    struct Generator {
        static let base = 954_000.0   // the bracketed clock at t = 0
        var writer = TraceWriter(format: .v121, clockStart: base, dispatchCost: .none)
        var t = 0.0   // ms since the first line
        var callback = 0   // the wl_callback of the frame the app waits for
        var buffer = 0
        var lastFrame = -1000.0

        /// The compositor's event `time` now.
        var time: String { String(UInt32(141_604_000 + Int(t))) }
        func fixed(_ v: Double) -> String { writer.fixed(v) }
        func object(_ interface: String, _ id: Int? = nil) -> String { writer.object(interface, id) }
        mutating func serial() -> String { String(writer.nextSerial()) }

        mutating func event(_ interface: String, _ message: String, _ arguments: [String] = [], id: Int? = nil) {
            writer.clock = Self.base + t
            writer.emit(interface, message, arguments, id: id)
        }
        mutating func request(_ interface: String, _ message: String, _ arguments: [String] = []) {
            writer.clock = Self.base + t
            writer.emit(interface, message, arguments, request: true)
        }

        /// The app draws: at most once per 60 Hz frame callback.
        mutating func frame() {
            guard t - lastFrame >= 16 else { return }
            lastFrame = t
            event("wl_callback", "done", [time], id: callback)
            event("wl_display", "delete_id", [String(callback)])
            draw()
            event("wl_buffer", "release", id: 20 + (1 - buffer))
            buffer = 1 - buffer
        }
        /// A frame request, the next buffer attached, damaged and committed.
        mutating func draw() {
            callback = writer.newCallbackID()
            request("wl_surface", "frame", ["new id " + object("wl_callback", callback)])
            request("wl_surface", "attach", [object("wl_buffer", 20 + buffer), "0", "0"])
            request("wl_surface", "damage_buffer", ["0", "0", "480", "800"])
            request("wl_surface", "commit")
        }
        mutating func step(_ ms: Double) { t += ms }
        mutating func idle(_ ms: Double, drawing: Bool) {
            let end = t + ms
            while t + 16.667 <= end { t += 16.667; if drawing { frame() } }
            t = end
        }

        /// Registry, binds, seat, surface, keymap, the first configure (20 µs a line; its
        /// serials are fixed, 1001 and 1002), the first frame, keyboard focus.
        mutating func header() {
            func spaced(_ write: (inout Generator) -> Void) { write(&self); t += 0.02 }
            spaced { $0.request("wl_display", "get_registry", ["new id " + $0.object("wl_registry")]) }
            spaced { $0.request("wl_display", "sync", ["new id " + $0.object("wl_callback", 3)]) }
            let globals = [("wl_compositor", 4), ("wl_shm", 1), ("wl_seat", 7), ("xdg_wm_base", 2), ("wl_output", 3)]
            for (name, (interface, version)) in zip(1..., globals) {
                spaced { $0.event("wl_registry", "global", [String(name), "\"\(interface)\"", String(version)]) }
            }
            spaced { $0.event("wl_callback", "done", ["1001"], id: 3) }
            spaced { $0.event("wl_display", "delete_id", ["3"]) }
            for (name, (interface, version)) in zip(1..., globals) {
                let id = TraceWriter.objectIDs[interface]!
                spaced {
                    $0.request(
                        "wl_registry", "bind",
                        [
                            String(name), "\"\(interface)\"", String(version),
                            $0.writer.format.unknownNewID(id),
                        ])
                }
            }
            spaced { $0.event("wl_shm", "format", ["0"]) }
            spaced { $0.event("wl_shm", "format", ["1"]) }
            spaced {
                $0.event("wl_output", "geometry", ["0", "0", "0", "0", "0", "\"headless\"", "\"headless\"", "0"])
            }
            spaced { $0.event("wl_output", "mode", ["3", "480", "800", "60000"]) }
            spaced { $0.event("wl_output", "scale", ["1"]) }
            spaced { $0.event("wl_output", "done") }
            spaced { $0.event("wl_seat", "capabilities", ["7"]) }
            spaced { $0.event("wl_seat", "name", ["\"seat0\""]) }
            for (interface, message) in [
                ("wl_pointer", "get_pointer"), ("wl_keyboard", "get_keyboard"), ("wl_touch", "get_touch"),
            ] {
                spaced { $0.request("wl_seat", message, ["new id " + $0.object(interface)]) }
            }
            spaced { $0.request("wl_compositor", "create_surface", ["new id " + $0.object("wl_surface")]) }
            spaced {
                $0.request(
                    "xdg_wm_base", "get_xdg_surface", ["new id " + $0.object("xdg_surface"), $0.object("wl_surface")])
            }
            spaced { $0.request("xdg_surface", "get_toplevel", ["new id " + $0.object("xdg_toplevel")]) }
            spaced { $0.request("xdg_toplevel", "set_title", ["\"Colours\""]) }
            spaced { $0.request("wl_surface", "commit") }
            spaced { $0.event("wl_keyboard", "keymap", ["1", "fd 17", "48024"]) }
            spaced { $0.event("wl_keyboard", "repeat_info", ["25", "600"]) }
            spaced { $0.event("xdg_toplevel", "configure", ["480", "800", $0.writer.array(0)]) }
            spaced { $0.event("xdg_surface", "configure", ["1002"]) }
            spaced { $0.request("xdg_surface", "ack_configure", ["1002"]) }
            draw()
            step(5)
            event("wl_keyboard", "enter", [serial(), object("wl_surface"), writer.array(0)])
            event("wl_keyboard", "modifiers", [serial(), "0", "0", "0", "0"])
        }

        mutating func pointer(_ message: String, _ arguments: [String]) {
            event("wl_pointer", message, arguments); event("wl_pointer", "frame"); frame()
        }
        mutating func touch(_ message: String, _ arguments: [String]) {
            event("wl_touch", message, arguments); event("wl_touch", "frame"); frame()
        }

        mutating func pointerTour(until end: Double) {
            pointer("enter", [serial(), object("wl_surface"), fixed(20), fixed(70)])
            var k = 0.0
            while t < end - 10 {
                step(8); k += 1
                let x = 20 + (k * 3).truncatingRemainder(dividingBy: 440)
                let y = 70 + (k * 5).truncatingRemainder(dividingBy: 720)
                pointer("motion", [time, fixed(x), fixed(y)])
            }
            pointer("leave", [serial(), object("wl_surface")])
        }

        /// About 10 s: hover, a mouse opacity drag, wheel clicks, a touchpad scroll and fling,
        /// a touch opacity drag, a touch swipe with a fling and a touch that stops it.
        mutating func round(_ r: Int) {
            let c = Double(r % 7)
            // Hover 2 s.
            step(200)
            pointer("enter", [serial(), object("wl_surface"), fixed(30), fixed(70)])
            for k in 0 ..< 250 {
                step(8)
                pointer("motion", [time, fixed(30 + Double(k) * 1.7), fixed(70 + Double(k) * 2.8 + c)])
            }
            // Mouse drag on one bar, 1 s.
            let y = 110 + c * 90
            step(100)
            pointer("motion", [time, fixed(60), fixed(y)])
            step(100)
            pointer("button", [serial(), time, "272", "1"])
            for k in 0 ..< 120 {
                step(8)
                pointer("motion", [time, fixed(60 + Double(k) * 3), fixed(y + Double(k % 5) * 0.4)])
            }
            pointer("button", [serial(), time, "272", "0"])
            // Wheel: 8 clicks down, 8 up, 1.2 s.
            for k in 0 ..< 16 {
                step(75)
                event("wl_pointer", "axis_source", ["0"])
                event("wl_pointer", "axis", [time, "0", fixed(k < 8 ? 15 : -15)])
                pointer("axis_discrete", ["0", k < 8 ? "1" : "-1"])
            }
            // Touchpad two-finger scroll, then axis_stop hands over to a fling; 1.5 s.
            step(100)
            for k in 0 ..< 40 {
                step(8)
                event("wl_pointer", "axis_source", ["1"])
                pointer("axis", [time, "0", fixed(r % 2 == 0 ? 6 + Double(k % 3) : -6 - Double(k % 3))])
            }
            event("wl_pointer", "axis_source", ["1"])
            pointer("axis_stop", [time, "0"])
            idle(800, drawing: true)
            pointer("leave", [serial(), object("wl_surface")])
            // Touch opacity drag, 0.5 s.
            step(150)
            let ty = 130 + c * 100
            touch("down", [serial(), time, object("wl_surface"), "0", fixed(70), fixed(ty)])
            for k in 0 ..< 60 {
                step(8)
                touch("motion", [time, "0", fixed(70 + Double(k) * 5), fixed(ty + Double(k % 4) * 0.5)])
            }
            touch("up", [serial(), time, "0"])
            // Touch swipe with a fling, a touch that stops it, 2 s.
            step(200)
            let down = r % 2 == 1
            touch("down", [serial(), time, object("wl_surface"), "1", fixed(240), fixed(down ? 200 : 700)])
            for k in 1 ... 20 {
                step(8)
                let dy = Double(k) * 24
                touch("motion", [time, "1", fixed(241), fixed(down ? 200 + dy : 700 - dy)])
            }
            touch("up", [serial(), time, "1"])
            idle(500, drawing: true)
            touch("down", [serial(), time, object("wl_surface"), "2", fixed(240), fixed(400)])
            step(40)
            touch("up", [serial(), time, "2"])
            idle(1000, drawing: false)
        }
    }
}
