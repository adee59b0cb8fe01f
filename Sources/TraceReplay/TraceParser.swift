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
        var builder = TraceBuilder(file: file, keyboard: keyboard)
        // One pass over the trace's contiguous bytes: lines are found with memchr and read at
        // byte offsets, so no line is copied or sliced into a `Substring` just to be skipped.
        let failure: TraceError? = ByteText.with(Substring(contents)) { all in
            // Colour codes come only from libwayland 1.24 with FORCE_COLOR: one scan of the whole
            // trace spares every line of every other trace its own.
            let hasANSI = all.first(0x1B, 0, all.count) != nil
            var lineNumber = 0
            var start = 0
            // As `split(separator: "\n", omittingEmptySubsequences: false)`: n newlines, n + 1 lines.
            while start <= all.count {
                let end = all.first(UInt8(ascii: "\n"), start, all.count) ?? all.count
                lineNumber += 1
                let failure = hasANSI
                    ? ByteText.with(strippingANSI(all.substring(start, end))) { line in
                        builder.take(line, 0, line.count, lineNumber: lineNumber)
                    }
                    : builder.take(all, start, end, lineNumber: lineNumber)
                if let failure { return failure }
                start = end + 1
            }
            return nil
        }
        if let failure { throw failure }
        return try builder.finish()
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

/// The parser's state across lines: what one line does to the trace being built.
private struct TraceBuilder {
    let file: String
    var decoder: EventDecoder
    var clock = VirtualClock()
    var trace = Trace()
    var firstForeignLine: Int?

    init(file: String, keyboard: any KeyboardResolving) {
        self.file = file
        decoder = EventDecoder(keyboard: keyboard)
    }

    /// Reads bytes `lo..<hi` of `text`, line `lineNumber` of the file, into the trace.
    /// Returns the error that stops the parse, if any.
    mutating func take(_ text: ByteText, _ lo: Int, _ hi: Int, lineNumber: Int) -> TraceError? {
        // A generator marks its output with a leading `# synthetic` comment.
        if lineNumber <= 20, lo < hi, text[lo] == UInt8(ascii: "#"),
           text.substring(lo, hi).trimmingSpaces.lowercased().hasPrefix("# synthetic") {
            trace.isSynthetic = true
        }
        switch TraceLine.read(text, lo, hi) {
        case .notAMessage:
            if firstForeignLine == nil {
                let t = text.trimmed(lo, hi)
                if t.lo < t.hi, text[t.lo] != UInt8(ascii: "#") { firstForeignLine = lineNumber }
            }
        case .malformed(let reason):
            return TraceError(file: file, line: lineNumber, reason: reason)
        case .message(let line):
            trace.messageLines += 1
            let now = clock.now(for: line.stamp)
            if line.kind == .request, line.interface == "xdg_wm_base", line.message == "get_xdg_surface",
               case .success(let args) = TraceArgumentLexer.lex(line.argumentText),
               args.count == 2, case .object("wl_surface", let surface) = args[1] {
                decoder.scale.windowSurface = surface  // only this surface's enter/leave counts
            }
            if line.kind == .request, line.interface == "xdg_toplevel", line.message == "set_app_id",
               case .success(let args) = TraceArgumentLexer.lex(line.argumentText),
               args.count == 1, case .string(let id) = args[0] {
                trace.appID = id
                trace.appIDLine = lineNumber
            }
            guard line.kind == .event,
                  EventDecoder.isKnown(interface: line.interface, message: line.message) else { return nil }
            let args: [TraceArgument]
            switch TraceArgumentLexer.lex(line.argumentText) {
            case .success(let a): args = a
            case .failure(let f):
                return TraceError(file: file, line: lineNumber,
                                  reason: "\(line.interface).\(line.message): \(f.reason)")
            }
            let events: [TraceEvent]
            do {
                events = try decoder.decode(interface: line.interface, objectID: line.objectID,
                                            message: line.message, args: args)
            } catch {
                return TraceError(file: file, line: lineNumber, reason: error.reason)
            }
            for event in events {
                if case .configure(let w, let h) = event, w > 0, h > 0 {
                    trace.lastConfiguredSize = (w, h)
                    if trace.firstConfiguredSize == nil { trace.firstConfiguredSize = (w, h) }
                }
                trace.events.append(TimedTraceEvent(now: now, event: event, line: lineNumber))
            }
        }
        return nil
    }

    /// The trace, once every line is read; an error if no line was a Wayland message.
    mutating func finish() throws(TraceError) -> Trace {
        if trace.messageLines == 0, let foreign = firstForeignLine {
            throw TraceError(file: file, line: foreign,
                             reason: "not a WAYLAND_DEBUG trace: no line starts with a [timestamp]")
        }
        trace.events = FrameCompletion.complete(trace.events)
        return trace
    }
}
