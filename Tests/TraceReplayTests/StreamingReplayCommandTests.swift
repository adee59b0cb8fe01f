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

    /// A pipe whose ends no child inherits (the spawn gives the child its own copy as stdin or
    /// stdout): a child holding another replay's stdin open would keep that replay waiting for
    /// its end. The suite is serialized, so no spawn of its own falls between pipe and fcntl.
    static func pipeNotInherited(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        return fcntl(fds[0], F_SETFD, FD_CLOEXEC) == 0 && fcntl(fds[1], F_SETFD, FD_CLOEXEC) == 0
    }

    /// Spawns `opacity-bars replay ARGS` with a pipe on its standard input, writes `feed`'s
    /// chunks into it as the child reads, and waits for this child alone (its own peak memory).
    static func replay(_ args: [String], feed: (_ write: ([UInt8]) -> Void) -> Void) throws -> Run {
        let binary = ReplayCommandTests.binary
        try #require(FileManager.default.isExecutableFile(atPath: binary), "\(binary) is missing")
        var fds: [Int32] = [0, 0]
        try #require(Self.pipeNotInherited(&fds))
        let errPath = NSTemporaryDirectory() + "replay-stderr-\(UUID().uuidString)"
        defer { unlink(errPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
        posix_spawn_file_actions_addclose(&actions, fds[1])
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([binary, "replay"] + args).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid = pid_t()
        try #require(posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0)
        close(fds[0])
        signal(SIGPIPE, SIG_IGN)   // a child that stops reading early must not kill the test
        var peak = 0
        feed { bytes in
            peak = max(peak, Self.vmHWM(pid) ?? 0)
            bytes.withUnsafeBytes { raw in
                var off = 0
                while off < raw.count {
                    let n = write(fds[1], raw.baseAddress! + off, raw.count - off)
                    if n <= 0 { return }
                    off += n
                }
            }
        }
        close(fds[1])
        while let now = Self.vmHWM(pid) {   // until it has exited: a zombie reports none
            peak = max(peak, now)
            usleep(500)
        }
        var status: Int32 = 0
        try #require(waitpid(pid, &status, 0) == pid)
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return Run(status: status & 0x7f == 0 ? (status >> 8) & 0xff : -1, stderr: stderr, maxRSSKiB: peak)
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
                    == String(contentsOfFile: Goldens.statePath(name), encoding: .utf8))
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
        let binary = ReplayCommandTests.binary
        try #require(FileManager.default.isExecutableFile(atPath: binary))
        let text = try String(contentsOfFile: FixturePaths.trace("opacity-drag", "v121"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let head = lines[..<70].joined(separator: "\n") + "\n", tail = lines[70...].joined(separator: "\n")
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        try #require(Self.pipeNotInherited(&input) && Self.pipeNotInherited(&output))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        let argv = ([binary, "replay", "-", "--explain"] as [String]).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid = pid_t()
        try #require(posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0)
        close(input[0]); close(output[1])
        signal(SIGPIPE, SIG_IGN)
        func send(_ s: String) { _ = Array(s.utf8).withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) } }
        send(head)
        // Read what the replay printed so far, with the rest of the trace not yet written.
        var seen = ""
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !seen.contains("horizontal drag") {
            var fds = pollfd(fd: output[0], events: Int16(POLLIN), revents: 0)
            guard poll(&fds, 1, 120_000) > 0 else { break }
            let n = read(output[0], &chunk, chunk.count)
            if n <= 0 { break }
            seen += String(decoding: chunk[..<n], as: UTF8.self)
        }
        #expect(
            seen.split(separator: "\n").contains {
                $0.hasPrefix("line 68 ") && $0.contains("horizontal drag") && $0.contains("accepted")
            },
            "printed before the end of the trace: \(seen)")
        send(tail)
        close(input[1])
        while read(output[0], &chunk, chunk.count) > 0 {}
        close(output[0])
        var status: Int32 = 0
        #expect(waitpid(pid, &status, 0) == pid && status == 0)
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
