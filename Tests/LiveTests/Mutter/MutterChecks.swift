import Drawing
import Testing

/// Checks that several mutter tests make, on the app's trace and its frames.
enum MutterChecks {
    /// How many states an `xdg_toplevel.configure` carried: the trace prints the states array
    /// only as `array[BYTES]`, 4 bytes a state.
    static func stateCount(_ configure: WaylandTraceLog.Message) -> Int? {
        guard configure.arguments.count == 3, let open = configure.arguments[2].firstIndex(of: "["),
            let bytes = Int(configure.arguments[2][configure.arguments[2].index(after: open)...].dropLast())
        else { return nil }
        return bytes / 4
    }

    /// The window requests `interface.name` sent after `mark`, the last of them checked to
    /// carry the serial of the press before it, made by `device` (wl_pointer or wl_touch):
    /// mutter starts an interactive move or resize only for the serial of a press it sent.
    @discardableResult
    static func expectRequest(
        _ name: String, after mark: Int, in log: WaylandTraceLog, pressedBy device: String,
        context: @autoclosure () -> String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> WaylandTraceLog.Message? {
        let sent = log.after(mark).filter { $0.isRequest && $0.interface == "xdg_toplevel" && $0.name == name }
        guard let request = sent.last else {
            Issue.record("no xdg_toplevel.\(name) request\n\(context())", sourceLocation: sourceLocation)
            return nil
        }
        #expect(sent.count == 1, "one \(name) per gesture: \(sent)", sourceLocation: sourceLocation)
        let press = log.pressBefore(request)
        #expect(
            press?.interface == device, "the press before \(request) is \(press.map(\.line) ?? "none")",
            sourceLocation: sourceLocation)
        #expect(
            press != nil && request.int(1) == press?.int(0),
            "\(name) carries serial \(request.arguments.dropFirst().first ?? "?"), the press was \(press.map(\.line) ?? "none")",
            sourceLocation: sourceLocation)
        return request
    }

    /// The pixel at (x, y) as #RRGGBB (premultiplied) with its alpha, for messages.
    static func describe(_ frame: Canvas, _ x: Int, _ y: Int) -> String {
        let p = frame.pixel(x: x, y: y)
        return "\(Pixels.hex(p)) alpha \(p >> 24) at (\(x), \(y))"
    }
}
