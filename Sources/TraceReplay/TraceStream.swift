import ContentHost

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A WAYLAND_DEBUG trace read as it comes: lines are read through one bounded buffer
/// (`LineReader`), parsed and decoded one at a time, and handed out as timed events, so replay
/// holds neither the file nor its events, whatever the trace's length, and can follow a client
/// through a pipe while it runs (`opacity-bars replay -`).
///
/// ```swift
/// let stream = try TraceStream(path: "tap.trace")       // "-": standard input
/// let prelude = try stream.readPrelude()                 // app id, first configure
/// while let e = try stream.next() { core.advance(to: e.now); … }
/// ```
///
/// Errors are `FILE:LINE: reason` (`-:LINE: reason` for standard input) and are thrown when
/// the line is reached: a caller that must leave nothing behind on a bad trace writes its
/// output only once `next()` has returned nil.
public final class TraceStream {
    /// The name errors give the trace: the path, or `-` for standard input.
    public let file: String
    private let reader: LineReader
    private var lines: TraceLineDecoder
    private var frames = FrameCompletion()
    /// Events decoded but not handed out yet: those of the current line (and the frames
    /// completed before them), or those of the prelude.
    private var ready: [TimedTraceEvent] = []
    private var readyHead = 0
    private var ended = false
    private var closeOnDeinit: Int32?
    private var sawInput = false
    public private(set) var prelude: TracePrelude?

    /// Every line that was a Wayland message so far (events, requests, discarded).
    public var messageLines: Int { lines.messageLines }
    /// True when a `# synthetic` header comment marked the trace as generated.
    public var isSynthetic: Bool { lines.isSynthetic }
    /// The last `xdg_toplevel.set_app_id` read so far, and its line.
    public var appID: String? { lines.appID }
    public var appIDLine: Int { lines.appIDLine }
    /// The first and the last configure with both sides non-zero, read so far.
    public private(set) var firstConfiguredSize: (Int, Int)?
    public private(set) var lastConfiguredSize: (Int, Int)?
    /// The client set a window geometry (it drew its own decorations), read so far.
    public private(set) var drawsDecorations = false
    /// The first `zxdg_toplevel_decoration_v1.configure` read so far.
    public private(set) var firstDecorationMode: DecorationMode?
    /// The bytes the read buffer holds at most (the bound on the parser's memory).
    public var bufferCapacity: Int { reader.capacity }

    /// Opens a trace file, or standard input for `-`.
    public convenience init(path: String) throws(TraceError) {
        guard let keyboard = XKBKeyboard() else {
            throw TraceError(
                file: path, line: 0, reason: "xkbcommon cannot compile the default us keymap (is xkb-data installed?)")
        }
        if path == "-" {
            self.init(reader: LineReader(fd: 0), file: path, keyboard: keyboard)
            return
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw TraceError(file: path, line: 0, reason: errno == ENOENT ? "no such file" : "cannot read the file")
        }
        self.init(reader: LineReader(fd: fd), file: path, keyboard: keyboard)
        closeOnDeinit = fd
    }

    /// Reads a trace already in memory (tests, tools, the fuzzer), `chunkSize` bytes at a
    /// time. Invalid UTF-8 reads as U+FFFD, as from a file.
    public convenience init(
        contents: String, file: String, keyboard: any KeyboardResolving,
        chunkSize: Int = 64 * 1024
    ) {
        self.init(bytes: Array(contents.utf8), file: file, keyboard: keyboard, chunkSize: chunkSize)
    }

    public convenience init(
        bytes: [UInt8], file: String, keyboard: any KeyboardResolving,
        chunkSize: Int = 64 * 1024, maxLineLength: Int = 1 << 20
    ) {
        self.init(
            reader: LineReader(bytes: bytes, chunkSize: chunkSize, maxLineLength: maxLineLength),
            file: file, keyboard: keyboard)
    }

    init(reader: LineReader, file: String, keyboard: any KeyboardResolving) {
        self.reader = reader
        self.file = file
        lines = TraceLineDecoder(file: file, keyboard: keyboard)
    }

    deinit { if let fd = closeOnDeinit { close(fd) } }

    /// Reads ahead to decide what replay needs before the first event (see `TracePrelude`),
    /// keeping the events read meanwhile for `next()`. Idempotent.
    @discardableResult
    public func readPrelude() throws(TraceError) -> TracePrelude {
        if let prelude { return prelude }
        while !sawInput, !ended, reader.lineNumber < TracePrelude.lineLimit { try readLine() }
        var decided = TracePrelude(
            appID: appID, appIDLine: appIDLine, firstConfiguredSize: firstConfiguredSize,
            isSynthetic: isSynthetic, drawsDecorations: drawsDecorations)
        decided.configuredDecorationMode = firstDecorationMode
        decided.decorationManagerOffered = lines.sawGlobals ? lines.offersDecorationManager : nil
        prelude = decided
        return decided
    }

    /// The next event in trace order (with the `frame`s the trace lacks added), or nil at the
    /// end of the trace. Throws when the line being read cannot be.
    public func next() throws(TraceError) -> TimedTraceEvent? {
        while readyHead == ready.count {
            ready.removeAll(keepingCapacity: true)
            readyHead = 0
            if ended { return nil }
            try readLine()
        }
        defer { readyHead += 1 }
        return ready[readyHead]
    }

    /// Reads one line into `ready`, or ends the stream.
    private func readLine() throws(TraceError) {
        let outcome: TraceError?? = reader.next { raw, truncated in take(raw, truncated: truncated) }
        switch outcome {
        case .some(.some(let error)):
            throw error
        case .some(.none):
            return
        case .none:
            if reader.readError != nil { throw TraceError(file: file, line: 0, reason: "cannot read the file") }
            if let error = lines.finish() { throw error }
            lines.endBatch(emit: accept)
            frames.finish(into: &ready)
            ended = true
        }
    }

    private func take(_ raw: UnsafeBufferPointer<UInt8>, truncated: Bool) -> TraceError? {
        let number = reader.lineNumber
        // Traces are ASCII in practice; stray bytes (a client's own output) must not stop
        // replay: they read as U+FFFD where text is made of them (`ByteText`).
        let line = ByteText(bytes: raw)
        if truncated, case .message(let m) = TraceLine.read(line, 0, line.count), m.kind == .event,
            let event = KnownEvent.named(interface: m.interface, message: m.message, in: line)
        {
            return TraceError(
                file: file, line: number, reason: "\(event.rawValue): line longer than \(reader.maxLineLength) bytes")
        }
        // Colour codes (libwayland 1.24 with FORCE_COLOR) are stripped before reading.
        if line.first(0x1B, 0, line.count) != nil {
            return ByteText.with(strippingANSI(line.substring(0, line.count))) { plain in
                lines.take(plain, 0, plain.count, lineNumber: number, emit: accept)
            }
        }
        return lines.take(line, 0, line.count, lineNumber: number, emit: accept)
    }

    /// One decoded event: noted for the prelude, then through frame completion into `ready`.
    private func accept(_ event: TimedTraceEvent) {
        switch event.event {
        case .configure(let w, let h) where w > 0 && h > 0:
            lastConfiguredSize = (w, h)
            if firstConfiguredSize == nil { firstConfiguredSize = (w, h) }
        case .windowGeometry:
            drawsDecorations = true
        case .decorationMode(let mode):
            if firstDecorationMode == nil { firstDecorationMode = mode }
        case .input(.capabilities):
            break
        case .input:
            sawInput = true
        default:
            break
        }
        frames.add(event, to: &ready)
    }
}

/// Where replay takes its events from: a stream being read, or a trace already collected.
public protocol TraceEventSource {
    associatedtype Failure: Error
    /// The next event, or nil at the end.
    mutating func next() throws(Failure) -> TimedTraceEvent?
}

extension TraceStream: TraceEventSource {
    public typealias Failure = TraceError
}
