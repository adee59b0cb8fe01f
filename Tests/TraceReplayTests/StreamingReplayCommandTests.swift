import AppTestSupport
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `opacity-bars replay -` reads standard input as it comes: the same result as from the file,
/// errors named `-:LINE` with nothing written, and memory that does not grow with the stream.
/// Runs the binary SwiftPM built beside this test bundle, fed through a pipe.
@Suite(.serialized) struct StreamingReplayCommandTests {
    struct Run { var status: Int32; var stderr: String; var maxRSSKiB: Int }

    /// Spawns `opacity-bars replay ARGS` with a pipe on its standard input, writes `feed`'s
    /// chunks into it as the child reads, and waits for this child alone (its own peak memory).
    static func replay(_ args: [String], feed: (_ write: ([UInt8]) -> Void) -> Void) throws -> Run {
        let binary = try BuiltProducts.executable("opacity-bars")
        let errPath = NSTemporaryDirectory() + "replay-stderr-\(UUID().uuidString)"
        defer { unlink(errPath) }
        let child = try Subprocess(binary, ["replay"] + args, stdin: .pipe, stderr: .file(errPath))
        signal(SIGPIPE, SIG_IGN)   // a child that stops reading early must not kill the test
        var peak = 0
        feed { bytes in
            peak = max(peak, Self.vmHWM(child.pid) ?? 0)
            try? child.write(bytes: bytes)
        }
        child.closeStdin()
        while let now = Self.vmHWM(child.pid) {   // until it has exited: a zombie reports none
            peak = max(peak, now)
            usleep(500)
        }
        let status = try #require(child.wait(timeout: 60))
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return Run(status: status, stderr: stderr, maxRSSKiB: peak)
    }

    /// The child's own peak resident memory (VmHWM, KiB), nil once it has exited. Not wait4's
    /// ru_maxrss: a posix_spawn (vfork) child shares this test process's address space until
    /// exec, and exec records that space's high-water mark as the child's, so ru_maxrss is
    /// never below the test runner's own peak (which grows while other suites run).
    static func vmHWM(_ pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.dropFirst(6).filter(\.isNumber))
    }

    @Test func standardInputReplaysAsTheFileDoes() throws {
        let dir = ReplayCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["opacity-drag", "fling"] {
            let trace = FixturePaths.trace(name, "v123")
            let fileState = dir.appendingPathComponent("\(name).file.json").path
            let filePNG = dir.appendingPathComponent("\(name).file.png").path
            let file = try ReplayCommandTests.run([trace, "--state", fileState, "--screenshot", filePNG])
            #expect(file.status == 0, "stderr: \(file.stderr)")
            let pipedState = dir.appendingPathComponent("\(name).pipe.json").path
            let pipedPNG = dir.appendingPathComponent("\(name).pipe.png").path
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: trace)))
            let piped = try Self.replay(["-", "--state", pipedState, "--screenshot", pipedPNG]) { write in
                // In pieces that cut lines, as a running client's output arrives.
                var i = 0
                while i < bytes.count { write(Array(bytes[i ..< min(bytes.count, i + 333)])); i += 333 }
            }
            #expect(piped.status == 0, "stderr: \(piped.stderr)")
            #expect(FileManager.default.contents(atPath: pipedState) == FileManager.default.contents(atPath: fileState))
            #expect(FileManager.default.contents(atPath: pipedPNG) == FileManager.default.contents(atPath: filePNG))
            #expect(
                try String(contentsOfFile: pipedState, encoding: .utf8)
                    == String(contentsOfFile: Goldens.corpus.statePath(name), encoding: .utf8))
        }
    }

    @Test func aBadLateLineOnStandardInputNamesItAndWritesNothing() throws {
        let dir = ReplayCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        var text = try String(contentsOfFile: FixturePaths.trace("opacity-drag", "v121"), encoding: .utf8)
        if !text.hasSuffix("\n") { text += "\n" }
        let badLine = text.split(separator: "\n", omittingEmptySubsequences: false).count
        text += "[ 999999.000]  wl_pointer@11.motion(5, 1.0)\n"
        let state = dir.appendingPathComponent("s.json").path, png = dir.appendingPathComponent("s.png").path
        let r = try Self.replay(["-", "--state", state, "--screenshot", png]) { $0(Array(text.utf8)) }
        #expect(r.status == 65)
        #expect(
            r.stderr.contains("opacity-bars: -:\(badLine): wl_pointer.motion expects 3 arguments"),
            "stderr: \(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: state) && !FileManager.default.fileExists(atPath: png))
    }

    /// `--explain` on standard input prints a decision while the client is still running:
    /// the drag's acceptance arrives on the pipe before the rest of the trace is even
    /// written (the deadline only keeps a broken build from hanging the suite).
    @Test func explainPrintsDecisionsBeforeTheTraceEnds() throws {
        let binary = try BuiltProducts.executable("opacity-bars")
        let text = try String(contentsOfFile: FixturePaths.trace("opacity-drag", "v121"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let head = lines[..<70].joined(separator: "\n") + "\n", tail = lines[70...].joined(separator: "\n")
        let child = try Subprocess(binary, ["replay", "-", "--explain"], stdin: .pipe, stdout: .pipe)
        let output = child.stdoutFD!
        signal(SIGPIPE, SIG_IGN)
        func send(_ s: String) { try? child.write(s) }
        send(head)
        // Read what the replay printed so far, with the rest of the trace not yet written.
        var seen = ""
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !seen.contains("horizontal drag") {
            var fds = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            guard poll(&fds, 1, 120_000) > 0 else { break }
            let n = read(output, &chunk, chunk.count)
            if n <= 0 { break }
            seen += String(decoding: chunk[..<n], as: UTF8.self)
        }
        #expect(
            seen.split(separator: "\n").contains {
                $0.hasPrefix("line 68 ") && $0.contains("horizontal drag") && $0.contains("accepted")
            },
            "printed before the end of the trace: \(seen)")
        send(tail)
        child.closeStdin()
        while read(output, &chunk, chunk.count) > 0 {}
        #expect(child.wait(timeout: 120) == 0)
    }

    /// A hover stream of `events` events, made while it is written.
    static func hover(events: Int, _ write: ([UInt8]) -> Void) {
        write(
            Array(
                ("[    999.000]  wl_seat@7.capabilities(7)\n"
                    + "[    999.100]  xdg_toplevel@11.configure(480, 800, array[0])\n").utf8))
        var chunk = ""
        for k in 0 ..< events / 2 {
            chunk += TraceStreamTests.tourLine(k)
            if chunk.utf8.count > 60_000 { write(Array(chunk.utf8)); chunk = "" }
        }
        write(Array(chunk.utf8))
    }

    /// Ten times the events through the pipe, the same maximum RSS: the replay holds neither
    /// the text nor the events (whole-trace reading took about 30 MB more at 2·10^5 events).
    @Test func memoryDoesNotGrowWithTheStream() throws {
        let dir = ReplayCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let state = dir.appendingPathComponent("s.json").path
        let small = try Self.replay(["-", "--state", state]) { Self.hover(events: 20_000, $0) }
        let large = try Self.replay(["-", "--state", state]) { Self.hover(events: 200_000, $0) }
        #expect(small.status == 0 && large.status == 0, "stderr: \(small.stderr) \(large.stderr)")
        #expect(
            large.maxRSSKiB - small.maxRSSKiB < 2048,
            "max RSS \(small.maxRSSKiB) KiB for 2·10^4 events, \(large.maxRSSKiB) KiB for 2·10^5")
    }
}
