import FixtureWriter

#if canImport(Glibc)
import Glibc
#endif

/// A hover session of any length, written straight to a file in libwayland 1.21's text: the
/// same block again and again (the pointer enters, tours the list at 125 Hz, clicks a bar,
/// leaves), on a clock that keeps running. Lines go through FixtureWriter's `TraceWriter` and
/// are written block by block, so writing 10^6 events holds one block, never the trace.
enum HoverTrace {
    /// Events the app acts on per block: enter + frame, `tour` motions + frames, a press and
    /// a release + frames, leave + frame.
    static let tour = 246
    static let eventsPerBlock = 2 * (tour + 4)
    static let stepMs = 8.0

    /// Writes at least `events` events; returns the trace's span in ms, or nil when the file
    /// cannot be written.
    static func write(events: Int, to path: String) -> Double? {
        guard let f = fopen(path, "w") else { return nil }
        defer { fclose(f) }
        var writer = TraceWriter(format: .v121, dispatchCost: .none)
        func flush() { for line in writer.takeLines() { fputs(line, f); fputs("\n", f) } }
        fputs("# hover session for opacity-bars-bench (generated)\n", f)
        writer.emit("wl_seat", "capabilities", ["7"])
        writer.emit("xdg_toplevel", "configure", ["480", "800", writer.array(0)])
        var written = 0
        var block = 0
        while written < events {
            let c = Double(block % 11)
            writer.advance(40, jitter: false)
            pointer(
                &writer, "enter",
                [String(writer.nextSerial()), writer.object("wl_surface"), writer.fixed(30), writer.fixed(70 + c)])
            for k in 0 ..< tour {
                writer.advance(stepMs, jitter: false)
                let x = 30 + Double(k % 123) * 3.4, y = 70 + Double(k) * 2.9 + c
                pointer(&writer, "motion", [String(writer.eventTime), writer.fixed(x), writer.fixed(y)])
            }
            for pressed in ["1", "0"] {
                writer.advance(60, jitter: false)
                pointer(&writer, "button", [String(writer.nextSerial()), String(writer.eventTime), "272", pressed])
            }
            writer.advance(40, jitter: false)
            pointer(&writer, "leave", [String(writer.nextSerial()), writer.object("wl_surface")])
            written += eventsPerBlock
            block += 1
            flush()
        }
        return writer.clock - writer.clockOrigin
    }

    private static func pointer(_ writer: inout TraceWriter, _ message: String, _ arguments: [String]) {
        writer.emit("wl_pointer", message, arguments)
        writer.emit("wl_pointer", "frame")
    }
}
