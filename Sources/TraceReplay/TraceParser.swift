import FoundationEssentials
import Gestures

/// Reads WAYLAND_DEBUG traces (any libwayland release, any client) into timed events.
///
/// ```swift
/// let trace = try TraceParser.parse(contents: text, file: "tap.trace")
/// for e in trace.events { core.advance(to: e.now); … }
/// ```
///
/// Event lines of interfaces the app uses are decoded; requests, `discarded` and zombie lines,
/// events of other interfaces, blank lines, `#` comments and lines that are not Wayland
/// messages at all (a client's own stderr) are skipped. A line that starts like a message
/// (`[timestamp]`) but cannot be read, or a known event with the wrong arguments, is an error.
public enum TraceParser {
    /// Parses a whole trace. `file` is used in error messages only.
    public static func parse(contents: String, file: String) throws(TraceError) -> Trace {
        guard let keyboard = XKBKeyboard() else {
            throw TraceError(file: file, line: 0, reason: "xkbcommon cannot compile the default us keymap (is xkb-data installed?)")
        }
        return try parse(contents: contents, file: file, keyboard: keyboard)
    }

    /// Parses with a given keymap resolver (tests).
    public static func parse(contents: String, file: String,
                             keyboard: any KeyboardResolving) throws(TraceError) -> Trace {
        var decoder = EventDecoder(keyboard: keyboard)
        var clock = VirtualClock()
        var trace = Trace()
        var lineNumber = 0
        var firstForeignLine: Int?
        // Colour codes come only from libwayland 1.24 with FORCE_COLOR: one scan of the whole
        // trace spares every line of every other trace its own.
        let hasANSI = contents.utf8.contains(0x1B)
        for bytes in contents.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let text = hasANSI ? strippingANSI(Substring(bytes)) : Substring(bytes)
            // A generator marks its output with a leading `# synthetic` comment.
            if lineNumber <= 20, text.firstByte == UInt8(ascii: "#"),
               text.trimmingSpaces.lowercased().hasPrefix("# synthetic") {
                trace.isSynthetic = true
            }
            switch TraceLine.read(text) {
            case .notAMessage:
                if firstForeignLine == nil {
                    let t = text.trimmingSpaces
                    if !t.isEmpty, t.firstByte != UInt8(ascii: "#") { firstForeignLine = lineNumber }
                }
            case .malformed(let reason):
                throw TraceError(file: file, line: lineNumber, reason: reason)
            case .message(let line):
                trace.messageLines += 1
                let now = clock.now(for: line.stamp)
                if line.kind == .request, line.interface == "xdg_wm_base", line.message == "get_xdg_surface",
                   case .success(let args) = TraceArgumentLexer.lex(line.argumentText),
                   args.count == 2, case .object("wl_surface", let surface) = args[1] {
                    decoder.scale.windowSurface = surface  // only this surface's enter/leave counts
                }
                guard line.kind == .event,
                      EventDecoder.isKnown(interface: line.interface, message: line.message) else { continue }
                let args: [TraceArgument]
                switch TraceArgumentLexer.lex(line.argumentText) {
                case .success(let a): args = a
                case .failure(let f):
                    throw TraceError(file: file, line: lineNumber,
                                     reason: "\(line.interface).\(line.message): \(f.reason)")
                }
                let events: [TraceEvent]
                do {
                    events = try decoder.decode(interface: line.interface, objectID: line.objectID,
                                                message: line.message, args: args)
                } catch {
                    throw TraceError(file: file, line: lineNumber, reason: error.reason)
                }
                for event in events {
                    if case .configure(let w, let h) = event, w > 0, h > 0 {
                        trace.lastConfiguredSize = (w, h)
                        if trace.firstConfiguredSize == nil { trace.firstConfiguredSize = (w, h) }
                    }
                    trace.events.append(TimedTraceEvent(now: now, event: event, line: lineNumber))
                }
            }
        }
        if trace.messageLines == 0, let foreign = firstForeignLine {
            throw TraceError(file: file, line: foreign,
                             reason: "not a WAYLAND_DEBUG trace: no line starts with a [timestamp]")
        }
        trace.events = FrameCompletion.complete(trace.events)
        return trace
    }

    /// Parses a file from disk.
    public static func parse(path: String) throws(TraceError) -> Trace {
        guard FileManager.default.fileExists(atPath: path) else {
            throw TraceError(file: path, line: 0, reason: "no such file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TraceError(file: path, line: 0, reason: "cannot read the file")
        }
        // Traces are ASCII in practice; stray bytes (a client's own output) must not stop replay.
        let contents = String(decoding: data, as: UTF8.self)
        return try parse(contents: contents, file: path)
    }
}
