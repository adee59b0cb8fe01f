// libFuzzer entry point for the WAYLAND_DEBUG trace parser (a reliability check: no input may
// crash it, hang it or leak; every rejection is `FILE:LINE: reason`).
//
// Built by scripts/fuzz-trace-parser as the one target of the Fuzz/ package (swift build
// --sanitize=fuzzer,address over the product's TraceReplay library): libFuzzer supplies
// `main`, and the product's own build never sees this file.
//
// The properties: any byte string either parses, or is rejected with `FILE:LINE: reason` where
// FILE is the name passed in, LINE is within 1…(number of lines) and the reason is one
// non-empty line. And the parser streams: read through a tiny buffer (a few bytes a read, a
// line bound of a few hundred, both chosen by the input's first byte), so that lines straddle
// reads and long lines are cut, the input gives the same events or the same error as read in
// one piece, as long as no line was cut. Anything else traps, so libFuzzer reports it with
// the input that did it.
import Gestures
import TraceReplay

/// Keys are not under test: the xkb keymap would cost milliseconds per input (as in the tests).
private final class RawKeys: KeyboardResolving {
    func key(evdev: UInt32, pressed: Bool) -> Key { Key(rawValue: evdev) }
    func modifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) -> Modifiers {
        Modifiers(rawValue: UInt8(truncatingIfNeeded: depressed))
    }
}

/// Stops with why the input broke the property (libFuzzer saves the input as a crash).
private func violated(_ what: String) -> Never {
    fatalError("trace parser property violated: \(what)")
}

/// Every event of the stream, or the error that stopped it.
private func drain(_ stream: TraceStream) -> Result<[TimedTraceEvent], TraceError> {
    var events: [TimedTraceEvent] = []
    do throws(TraceError) {
        while let e = try stream.next() { events.append(e) }
        return .success(events)
    } catch {
        return .failure(error)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraceParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var lineCount = 1
    var longestLine = 0, current = 0
    for byte in bytes {
        if byte == 0x0A { lineCount += 1; current = 0 } else { current += 1; longestLine = max(longestLine, current) }
    }
    let file = "fuzz.trace"
    // As `opacity-bars replay` reads a file: 64 KiB reads, lines up to 1 MiB.
    let whole = drain(TraceStream(bytes: bytes, file: file, keyboard: RawKeys()))
    switch whole {
    case .success(let events):
        for e in events {
            guard (0...lineCount).contains(e.line) else { violated("event from line \(e.line) of \(lineCount)") }
            guard e.now.isFinite, e.now >= 0 else { violated("event at virtual time \(e.now)") }
        }
    case .failure(let error):
        guard error.file == file else { violated("error names file '\(error.file)': \(error)") }
        guard (1...lineCount).contains(error.line) else { violated("error on line \(error.line) of \(lineCount): \(error)") }
        guard !error.reason.isEmpty, !error.reason.utf8.contains(0x0A) else { violated("reason not one line: \(error)") }
        guard error.description == "\(file):\(error.line): \(error.reason)" else { violated("not FILE:LINE: reason: \(error)") }
    }
    // The same bytes through a buffer of a few bytes.
    let chunk = 1 + Int(bytes.first ?? 0) % 13
    let maxLine = 64 + Int(bytes.first ?? 0) * 4
    let small = drain(TraceStream(bytes: bytes, file: file, keyboard: RawKeys(), chunkSize: chunk, maxLineLength: maxLine))
    if longestLine <= maxLine {
        switch (whole, small) {
        case (.success(let a), .success(let b)) where a == b: break
        case (.failure(let a), .failure(let b)) where a == b: break
        default: violated("read \(chunk) bytes at a time, the trace gives \(small), in one piece \(whole)")
        }
    } else if case .failure(let error) = small, !(1...lineCount).contains(error.line) {
        violated("with lines cut at \(maxLine) bytes, error on line \(error.line) of \(lineCount): \(error)")
    }
    return 0
}
