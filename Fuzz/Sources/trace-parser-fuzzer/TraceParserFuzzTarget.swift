// libFuzzer entry point for the WAYLAND_DEBUG trace parser (a reliability check: no input may
// crash it, hang it or leak; every rejection is `FILE:LINE: reason`).
//
// Built by scripts/fuzz-trace-parser as the one target of the Fuzz/ package (swift build
// --sanitize=fuzzer,address over the product's TraceReplay library): libFuzzer supplies
// `main`, and the product's own build never sees this file.
//
// The property: any byte string either parses, or is rejected with `FILE:LINE: reason` where
// FILE is the name passed in, LINE is within 1…(number of lines) and the reason is one
// non-empty line. Anything else traps, so libFuzzer reports it with the input that did it.
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

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraceParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    // As `TraceParser.parse(path:)` reads a file: invalid UTF-8 becomes U+FFFD.
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var lineCount = 1
    for byte in text.utf8 where byte == 0x0A { lineCount += 1 }
    let file = "fuzz.trace"
    do throws(TraceError) {
        let trace = try TraceParser.parse(contents: text, file: file, keyboard: RawKeys())
        for e in trace.events {
            guard (0...lineCount).contains(e.line) else { violated("event from line \(e.line) of \(lineCount)") }
            guard e.now.isFinite, e.now >= 0 else { violated("event at virtual time \(e.now)") }
        }
    } catch {
        guard error.file == file else { violated("error names file '\(error.file)': \(error)") }
        guard (1...lineCount).contains(error.line) else { violated("error on line \(error.line) of \(lineCount): \(error)") }
        guard !error.reason.isEmpty, !error.reason.utf8.contains(0x0A) else { violated("reason not one line: \(error)") }
        guard error.description == "\(file):\(error.line): \(error.reason)" else { violated("not FILE:LINE: reason: \(error)") }
    }
    return 0
}
