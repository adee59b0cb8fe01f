/// Reads a whole WAYLAND_DEBUG trace (any libwayland release, any client) into a `Trace`: the
/// events of a `TraceStream`, collected. For tests and tools that look at a short fixture as
/// a whole (the fixture compositor plays one over a socket); `opacity-bars replay` streams.
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
            throw TraceError(
                file: file, line: 0, reason: "xkbcommon cannot compile the default us keymap (is xkb-data installed?)")
        }
        return try parse(contents: contents, file: file, keyboard: keyboard)
    }

    /// Parses with a given keymap resolver (tests).
    public static func parse(
        contents: String, file: String,
        keyboard: any KeyboardResolving
    ) throws(TraceError) -> Trace {
        try collect(TraceStream(contents: contents, file: file, keyboard: keyboard))
    }

    /// Parses a file from disk (`-`: standard input).
    public static func parse(path: String) throws(TraceError) -> Trace {
        try collect(TraceStream(path: path))
    }

    /// Every event of `stream`, and what it learnt of the trace on the way.
    public static func collect(_ stream: TraceStream) throws(TraceError) -> Trace {
        var events: [TimedTraceEvent] = []
        while let e = try stream.next() { events.append(e) }
        var trace = Trace(
            events: events, lastConfiguredSize: stream.lastConfiguredSize,
            firstConfiguredSize: stream.firstConfiguredSize, messageLines: stream.messageLines,
            isSynthetic: stream.isSynthetic)
        trace.appID = stream.appID
        trace.appIDLine = stream.appIDLine
        return trace
    }
}
