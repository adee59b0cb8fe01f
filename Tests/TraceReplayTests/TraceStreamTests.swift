import AppTestSupport
import Foundation
import TestSupport
import Testing

@testable import TraceReplay

/// The parser streams: its buffer stays bounded whatever the trace's length, the way a trace
/// is cut into reads never changes what it means, and replay starts after a bounded prefix.
@Suite struct TraceStreamTests {
    /// `count` lines of a pointer tour (motion + frame), as libwayland 1.21 prints them.
    static func tourLine(_ k: Int) -> String {
        let ms = 1000 + k * 8
        return
            "[\(String(repeating: " ", count: max(0, 7 - String(ms).count)))\(ms).000]  wl_pointer@12.motion(\(141_604_000 + ms), \(20 + k % 440).00000000, \(70 + k % 720).00000000)\n"
            + "[\(String(repeating: " ", count: max(0, 7 - String(ms).count)))\(ms).000]  wl_pointer@12.frame()\n"
    }

    @Test func theReadBufferStaysAtOneChunkOverManyMegabytes() {
        // 50 MB of lines made as they are read: the reader keeps one 64 KiB buffer.
        var produced = 0, k = 0
        var pending: [UInt8] = []
        let total = 50 << 20
        let reader = LineReader { space in
            // Every read fills all the room the reader offers.
            while pending.count < space.count, produced + pending.count < total {
                pending += Array(Self.tourLine(k).utf8); k += 1
            }
            let n = min(space.count, pending.count)
            space.copyBytes(from: pending[0 ..< n])
            pending.removeFirst(n)
            produced += n
            return n
        }
        var lines = 0, bytes = 0
        while let length = reader.next({ line, _ in line.count }) { lines += 1; bytes += length + 1 }
        #expect(bytes - 1 == produced)
        #expect(lines == 2 * k + 1)
        #expect(reader.capacity == LineReader.defaultChunkSize, "the buffer grew to \(reader.capacity) bytes")
    }

    @Test func aLineLongerThanTheBoundIsCutAndTheRestSkipped() {
        let long = String(repeating: "x", count: 10_000)
        let reader = LineReader(bytes: Array("a\n\(long)\nb".utf8), chunkSize: 64, maxLineLength: 1000)
        var got: [(String, Bool)] = []
        while let line = reader.next({ (String(decoding: $0, as: UTF8.self), $1) }) { got.append(line) }
        #expect(got.map(\.0) == ["a", String(repeating: "x", count: 1000), "b"])
        #expect(got.map(\.1) == [false, true, false])
        #expect(reader.capacity <= 1000 + 64)
    }

    @Test func aCutLineOfAKnownEventIsAnErrorOnItsLine() {
        let text =
            "[1.000] wl_seat@9.capabilities(7)\n[2.000] wl_pointer@11.motion(5, 1.0, \(String(repeating: "1", count: 500)))\n"
        let stream = TraceStream(
            bytes: Array(text.utf8), file: "f", keyboard: RawKeys(), chunkSize: 16, maxLineLength: 100)
        #expect(throws: TraceError(file: "f", line: 2, reason: "wl_pointer.motion: line longer than 100 bytes")) {
            while try stream.next() != nil {}
        }
    }

    /// Every fixture, read a byte, 7 bytes and 4 KiB at a time, gives the events it gives
    /// read at once: lines that straddle reads are read whole.
    @Test func howATraceIsCutIntoReadsNeverChangesItsEvents() throws {
        let files =
            FixturePaths.scenarioNames.flatMap { name in FixturePaths.formats.map { FixturePaths.trace(name, $0) } }
            + FixturePaths.recordedTraces
        #expect(files.count > 20)
        for path in files {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let whole = try TraceParser.collect(TraceStream(bytes: bytes, file: path, keyboard: RawKeys()))
            for chunk in [1, 7, 4096] {
                let cut = try TraceParser.collect(
                    TraceStream(bytes: bytes, file: path, keyboard: RawKeys(), chunkSize: chunk))
                #expect(cut.events == whole.events, "\(path) read \(chunk) bytes at a time")
            }
        }
    }

    @Test func replayStartsAfterABoundedPrefix() throws {
        // The app id and the first configure precede input: the prelude reads up to the first
        // input event, not the 10 000 lines after it.
        var text =
            "[    999.000]  wl_seat@7.capabilities(7)\n"
            + "[    999.100] -> xdg_toplevel@11.set_app_id(\"org.opacitybars.Gallery\")\n"
            + "[    999.200]  xdg_toplevel@11.configure(640, 480, array[0])\n"
        for k in 0 ..< 5000 { text += Self.tourLine(k) }
        let stream = TraceStream(contents: text, file: "f", keyboard: RawKeys())
        let prelude = try stream.readPrelude()
        #expect(prelude.appID == "org.opacitybars.Gallery" && prelude.appIDLine == 2)
        #expect(prelude.firstConfiguredSize.map { [$0.width, $0.height] } == [640, 480])
        #expect(stream.messageLines <= 5, "the prelude read \(stream.messageLines) messages")
        var events = 0
        while try stream.next() != nil { events += 1 }
        #expect(events == 3 + 2 * 5000)   // capabilities, the configure's states and size, the tour

        // Without input, the read-ahead stops at its line limit.
        let idle = String(repeating: "[    999.000] -> wl_surface@9.commit()\n", count: TracePrelude.lineLimit * 2)
        let quiet = TraceStream(contents: idle, file: "g", keyboard: RawKeys())
        _ = try quiet.readPrelude()
        #expect(quiet.messageLines == TracePrelude.lineLimit)
    }
}
