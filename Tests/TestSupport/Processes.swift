import Foundation

/// Helpers over `Subprocess`: run to completion with a deadline, wait for a pid that is not
/// our child, and read lines from a pipe with a timeout.
package enum Processes {
    package struct Result: Sendable {
        package var status: Int32
        package var stdout: String
        package var stderr: String
    }

    /// Runs `executable` with `arguments` to completion (killing it after `timeout` s), with
    /// `environment` (nil: this process's own).
    package static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        directory: String? = nil, timeout: Double = 30
    ) throws -> Result {
        var exe = executable, args = arguments
        if let directory {   // posix_spawn has no chdir: go through env -C
            exe = "/usr/bin/env"
            args = ["-C", directory, executable] + arguments
        }
        let child = try Subprocess(exe, args, environment: environment, stdout: .pipe, stderr: .pipe)
        var out: [UInt8] = [], err: [UInt8] = []
        var open = [child.stdoutFD!, child.stderrFD!]
        let deadline = Date().addingTimeInterval(timeout)
        // Drain both pipes until both close, so a chatty child never blocks on a full pipe.
        while !open.isEmpty {
            let left = deadline.timeIntervalSinceNow
            if left <= 0 {
                child.signal(SIGKILL)
                _ = child.wait(timeout: 5)
                throw ProcessError(
                    "\(executable) \(arguments.joined(separator: " ")) did not finish in \(timeout) s; "
                        + "stderr: \(String(decoding: err, as: UTF8.self))")
            }
            var pfds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let n = poll(&pfds, nfds_t(pfds.count), Int32(min(left, 1) * 1000) + 1)
            if n <= 0 { continue }
            for p in pfds where p.revents != 0 {
                var chunk = [UInt8](repeating: 0, count: 65536)
                let got = chunk.withUnsafeMutableBytes { read(p.fd, $0.baseAddress, $0.count) }
                if got > 0 {
                    if p.fd == child.stdoutFD { out += chunk[0 ..< got] } else { err += chunk[0 ..< got] }
                } else if got == 0 || errno != EINTR {
                    open.removeAll { $0 == p.fd }
                }
            }
        }
        guard let status = child.wait(timeout: max(1, deadline.timeIntervalSinceNow)) else {
            child.signal(SIGKILL)
            throw ProcessError("\(executable) closed its output but did not exit within \(timeout) s")
        }
        return Result(
            status: status, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    /// `run`, waited for on a thread of its own while the calling task is suspended: Swift
    /// Testing runs tests on a few shared threads (one per core), which a test that waits for a
    /// child would otherwise hold for the child's whole run.
    package static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        directory: String? = nil, timeout: Double = 30
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Swift.Result {
                        try run(
                            executable, arguments, environment: environment, directory: directory, timeout: timeout)
                    })
            }.start()
        }
    }

    /// Runs a command and fails with its stderr unless it exits 0.
    @discardableResult
    package static func check(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        directory: String? = nil, timeout: Double = 30
    ) throws -> String {
        let r = try run(executable, arguments, environment: environment, directory: directory, timeout: timeout)
        guard r.status == 0 else {
            throw ProcessError(
                "\(executable) \(arguments.joined(separator: " ")) exited \(r.status): \(r.stderr)\(r.stdout)")
        }
        return r.stdout
    }

    /// Whether `pid` is a live process (a zombie counts as gone: in a container the
    /// orphaned compositor may never be reaped).
    package static func isAlive(_ pid: pid_t) -> Bool {
        guard pid > 0, kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state != "Z" && state != "X"
    }

    /// Sends SIGTERM to a pid we started (not necessarily our child), then SIGKILL after `grace` s.
    package static func stop(pid: pid_t, grace: Double = 2) {
        guard isAlive(pid) else { return }
        kill(pid, SIGTERM)
        let deadline = Date().addingTimeInterval(grace)
        while isAlive(pid) && Date() < deadline { usleep(20_000) }
        if isAlive(pid) { kill(pid, SIGKILL) }
    }

    /// Polls `condition` every 20 ms until it holds or `timeout` s pass.
    package static func waitUntil(timeout: Double, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if try condition() { return true }
            usleep(20_000)
        } while Date() < deadline
        return try condition()
    }
}

/// Line reader over a pipe's file descriptor with a timeout (poll(2)), for tools that
/// answer on stdout while they keep running (wl-inject's `ready` and `synced`).
package final class PipeLineReader {
    private let fd: Int32
    private var buffer: [UInt8] = []
    package private(set) var transcript: [String] = []

    package init(fd: Int32) { self.fd = fd }

    /// The next line, or nil on end of file; throws after `timeout` s.
    package func next(timeout: Double, what: String) throws -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let nl = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<nl], as: UTF8.self)
                buffer.removeSubrange(...nl)
                transcript.append(line)
                return line
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw ProcessError("timed out after \(timeout) s waiting for \(what)") }
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let n = poll(&pfd, 1, Int32(left * 1000) + 1)
            if n < 0 { if errno == EINTR { continue }; throw ProcessError("poll failed waiting for \(what)") }
            if n == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if got < 0 { if errno == EINTR { continue }; throw ProcessError("read failed waiting for \(what)") }
            if got == 0 {
                if buffer.isEmpty { return nil }
                let line = String(decoding: buffer, as: UTF8.self)
                buffer.removeAll()
                transcript.append(line)
                return line
            }
            buffer.append(contentsOf: chunk[0 ..< got])
        }
    }
}
