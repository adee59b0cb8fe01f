import Foundation

/// kwin_wayland 5.27 headless, started through scripts/lib/kwin-headless.sh (as the
/// unprivileged test user, under its own session bus, from a copy of the binary), stopped as
/// a whole process group (kwin and its dbus-daemon) when the test is done.
final class KWinHeadless: SessionBusCompositor {
    /// Starts kwin with one virtual output of `width`×`height`; fails with kwin's log if it
    /// does not answer within the script's deadline (15 s).
    init(width: Int = 800, height: Int = 1000) throws {
        try super.init(name: "kwin", script: "kwin-headless.sh", width: width, height: height,
                       pidKey: "KWIN_PID", logKey: "KWIN_LOG")
    }

    /// The command line that runs `executable` as kwin's user with kwin's runtime directory
    /// and display: fake input is offered only to clients of that user.
    func asKWinUser(_ executable: String, _ arguments: [String] = []) -> [String] {
        ["/bin/bash", script, "as-user", runtimeDirectory, "--", executable] + arguments
    }

    /// Where the window of process `pid` is, in global (output) coordinates, as kwin's
    /// scripting API reports it; nil while kwin knows no such window.
    func windowGeometry(ofPID pid: pid_t) throws -> (x: Double, y: Double, width: Double, height: Double)? {
        let r = try runScript(["geometry", runtimeDirectory, "\(pid)"])
        guard r.status == 0 else { return nil }
        let v = r.output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard v.count == 4 else { throw LiveError("kwin-headless.sh geometry printed '\(r.output)'") }
        return (v[0], v[1], v[2], v[3])
    }
}
