import Foundation

/// A D-Bus session bus of its own: `dbus-run-session` holding a shell that writes the bus's
/// address to a file and sleeps, in a process group of its own, so that stopping the group
/// stops the daemons the bus activated too.
final class SessionBus {
    let processGroup: pid_t
    /// DBUS_SESSION_BUS_ADDRESS of the session.
    let address: String
    private let holder: Subprocess

    /// `addressFile`: where the shell writes the address; `stderr`: the session's log.
    init(environment: [String: String], addressFile file: String, stderr: String) throws {
        try? FileManager.default.removeItem(atPath: file)
        // Subprocess starts it in a process group of its own: the group is the pid.
        holder = try Subprocess(
            "/usr/bin/dbus-run-session",
            [
                "--", "/bin/sh", "-c",
                #"printf '%s\n' "$DBUS_SESSION_BUS_ADDRESS" > "$0.tmp" && mv "$0.tmp" "$0" && exec sleep 600"#, file,
            ], environment: environment, stderr: .file(stderr))
        processGroup = holder.pid
        var address = ""
        _ = Processes.waitUntil(timeout: 10) {
            address =
                (try? String(contentsOfFile: file, encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            return !address.isEmpty
        }
        guard !address.isEmpty else {
            kill(-processGroup, SIGKILL)
            throw LiveError("dbus-run-session wrote no session bus address within 10 s")
        }
        self.address = address
    }

    deinit { stop() }

    /// Stops the session's process group (SIGTERM, then SIGKILL).
    func stop() {
        guard kill(-processGroup, 0) == 0 else { return }
        kill(-processGroup, SIGTERM)
        _ = Processes.waitUntil(timeout: 2) { kill(-processGroup, 0) != 0 }
        kill(-processGroup, SIGKILL)
        _ = holder.wait(timeout: 2)
    }
}
