import Foundation

/// The wl-inject tool: one set of virtual devices for the whole test (under sway a virtual
/// pointer and keyboard, under kwin its fake input with touch), fed line commands (see
/// `wl-inject --help`).
final class Injector {
    private let child: Subprocess
    private let reader: PipeLineReader
    private let errorLog: String
    private var syncCount = 0

    /// Starts wl-inject and waits for its `ready` (devices exist, the seat shows them).
    /// Its stderr goes to `errorLog`. `launcher` turns wl-inject's command line into the one
    /// to run (kwin: as kwin's user, `KWinHeadless.asKWinUser`).
    convenience init(
        environment: [String: String], errorLog: String,
        launcher: (String, [String]) -> [String] = { [$0] + $1 }
    ) throws {
        try self.init(
            command: launcher(try BuiltProducts.executable("wl-inject"), []), environment: environment,
            errorLog: errorLog)
    }

    /// Starts `command`, an injector that speaks wl-inject's commands on stdin (mutter's
    /// RemoteDesktop injector, `MutterHeadless.injectorCommand`), and waits for its `ready`.
    ///
    /// It runs at real-time priority (`chrt --fifo`): its sleeps between the events of a gesture
    /// are the gesture's timing (the virtual pointer's timestamps are its clock), and a loaded
    /// machine must not stretch a flick's last gap into a finger that rested, as it cannot
    /// stretch a real device's.
    init(command: [String], environment: [String: String], errorLog: String) throws {
        self.errorLog = errorLog
        child = try Subprocess(
            "/usr/bin/chrt", ["--fifo", "10"] + command, environment: environment,
            stdin: .pipe, stdout: .pipe, stderr: .file(errorLog))
        reader = PipeLineReader(fd: child.stdoutFD!)
        let line = try reader.next(timeout: 15, what: "wl-inject's ready")
        guard line == "ready" else {
            _ = child.wait(timeout: 2)
            throw LiveError("\(command.joined(separator: " ")) did not get ready (got \(line ?? "EOF")): \(errors())")
        }
    }

    private func errors() -> String {
        (try? String(contentsOfFile: errorLog, encoding: .utf8)) ?? ""
    }

    /// Sends command lines as they are (a multi-line script is fine).
    func send(_ script: String) throws {
        guard child.isRunning else { throw LiveError("wl-inject has exited (\(child.exitStatus ?? -1)): \(errors())") }
        try child.write(script.hasSuffix("\n") ? script : script + "\n")
    }

    /// Waits until wl-inject has executed everything sent so far and the compositor has
    /// received it (a round trip).
    func sync(timeout: Double = 30) throws {
        syncCount += 1
        let tag = "s\(syncCount)"
        try send("sync \(tag)")
        while true {
            guard let line = try reader.next(timeout: timeout, what: "wl-inject's sync \(tag)") else {
                throw LiveError("wl-inject exited before sync \(tag): \(errors())")
            }
            if line == "synced \(tag)" { return }
        }
    }

    /// Ends the run (devices are destroyed) and fails unless wl-inject exits 0.
    func finish() throws {
        try? send("quit")
        child.closeStdin()
        guard let status = child.wait(timeout: 10) else {
            child.signal(SIGKILL)
            throw LiveError("wl-inject did not exit after quit")
        }
        guard status == 0 else { throw LiveError("wl-inject exited \(status): \(errors())") }
    }
}
