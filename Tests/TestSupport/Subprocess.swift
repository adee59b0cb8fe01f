import Foundation

/// A child that could not be started, run or spoken to, with what to act on.
package struct ProcessError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// A child process started with posix_spawn and reaped with waitpid: the one way every test
/// starts a program.
///
/// Why not Foundation's `Process`: on Linux a child inherits the test runner thread's
/// blocked signals (sway then never sees SIGTERM, the app never sees SIGUSR1), and
/// `waitUntilExit` was seen to hang after a short script had exited. Here the child gets an
/// empty signal mask and default handlers, and exits are observed with waitpid. It leads a
/// process group of its own, so that what it starts in turn is killed with it when it is
/// dropped still running, and a terminal's Ctrl-C reaches the test runner alone.
package final class Subprocess {
    package enum Stream {
        case null
        case pipe
        case file(String)
    }

    package let pid: pid_t
    package let command: String
    /// Our ends of the pipes asked for (nil otherwise).
    package private(set) var stdinFD: Int32?
    package private(set) var stdoutFD: Int32?
    package private(set) var stderrFD: Int32?
    private var status: Int32?

    package init(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        stdin: Stream = .null, stdout: Stream = .null, stderr: Stream = .null
    ) throws {
        command = ([executable] + arguments).joined(separator: " ")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var toClose: [Int32] = []
        defer { for fd in toClose { close(fd) } }

        func setUp(_ stream: Stream, target: Int32, childReads: Bool) throws -> Int32? {
            switch stream {
            case .null:
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", childReads ? O_RDONLY : O_WRONLY, 0)
                return nil
            case .file(let path):
                posix_spawn_file_actions_addopen(&actions, target, path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
                return nil
            case .pipe:
                var fds: [Int32] = [0, 0]
                guard pipe(&fds) == 0 else { throw ProcessError("pipe failed: \(String(cString: strerror(errno)))") }
                // Close-on-exec, so other children never hold our ends (dup2 clears it on the child's copy).
                _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
                _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
                let (childEnd, ourEnd) = childReads ? (fds[0], fds[1]) : (fds[1], fds[0])
                posix_spawn_file_actions_adddup2(&actions, childEnd, target)
                toClose.append(childEnd)
                return ourEnd
            }
        }
        stdinFD = try setUp(stdin, target: 0, childReads: true)
        stdoutFD = try setUp(stdout, target: 1, childReads: false)
        stderrFD = try setUp(stderr, target: 2, childReads: false)

        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attr, &empty)
        posix_spawnattr_setsigdefault(&attr, &all)
        posix_spawnattr_setpgroup(&attr, 0)
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let env = environment ?? ProcessInfo.processInfo.environment
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, executable, &actions, &attr, argv, envp)
        guard rc == 0 else {
            for fd in [stdinFD, stdoutFD, stderrFD].compactMap({ $0 }) { close(fd) }
            throw ProcessError("cannot start \(executable): \(String(cString: strerror(rc)))")
        }
        pid = child
    }

    deinit {
        if isRunning { kill(-pid, SIGKILL); _ = wait(timeout: 5) }
        closeStdin()
        if let fd = stdoutFD { close(fd) }
        if let fd = stderrFD { close(fd) }
    }

    /// The exit status once the child has exited: its code, or 128 + the signal.
    package var exitStatus: Int32? {
        if status == nil {
            var raw: Int32 = 0
            if waitpid(pid, &raw, WNOHANG) == pid {
                status = (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
            }
        }
        return status
    }

    package var isRunning: Bool { exitStatus == nil }

    /// Waits up to `timeout` s for the exit; nil if it is still running.
    package func wait(timeout: Double) -> Int32? {
        _ = Processes.waitUntil(timeout: timeout) { !isRunning }
        return exitStatus
    }

    /// Waits up to `timeout` s for the exit, looking every `interval` s, without holding a
    /// thread: the task sleeps between looks, so that tests waiting for children at once share
    /// Swift Testing's few threads. Nil if it is still running (or the task was cancelled).
    package func exited(within timeout: Double, every interval: Double = 0.005) async -> Int32? {
        let deadline = ContinuousClock.now + .seconds(timeout)
        while isRunning, ContinuousClock.now < deadline {
            do { try await Task.sleep(for: .seconds(interval)) } catch { break }
        }
        return exitStatus
    }

    package func signal(_ sig: Int32) { if isRunning { kill(pid, sig) } }

    /// Writes text to the child's stdin pipe.
    package func write(_ text: String) throws { try write(bytes: Array(text.utf8)) }

    /// Writes bytes to the child's stdin pipe.
    package func write(bytes all: [UInt8]) throws {
        guard let fd = stdinFD else { throw ProcessError("\(command): stdin is not a pipe") }
        var bytes = all[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ProcessError("\(command): cannot write to stdin: \(String(cString: strerror(errno)))")
            }
            bytes = bytes.dropFirst(n)
        }
    }

    package func closeStdin() {
        if let fd = stdinFD { close(fd); stdinFD = nil }
    }
}
