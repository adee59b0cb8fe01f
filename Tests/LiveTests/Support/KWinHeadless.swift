import Foundation

/// kwin_wayland 5.27 headless, started through scripts/lib/kwin-headless.sh (as the
/// unprivileged test user, under its own session bus, from a copy of the binary), stopped as
/// a whole process group (kwin and its dbus-daemon) when the test is done.
final class KWinHeadless: SessionBusCompositor {
    /// Starts kwin with one virtual output of `width`×`height`; fails with kwin's log if it
    /// does not answer within the script's deadline (15 s).
    init(width: Int = 800, height: Int = 1000) throws {
        try super.init(
            name: "kwin", script: "kwin-headless.sh", width: width, height: height,
            pidKey: "KWIN_PID", logKey: "KWIN_LOG")
    }

    /// The command line that runs `executable` as kwin's user with kwin's runtime directory
    /// and display: fake input is offered only to clients of that user.
    func asKWinUser(_ executable: String, _ arguments: [String] = []) -> [String] {
        ["/bin/bash", script, "as-user", runtimeDirectory, "--", executable] + arguments
    }

    /// Where the window of process `pid` is, in global (output) coordinates, as kwin's
    /// scripting API reports it (its buffer geometry); nil while kwin knows no such window.
    func windowGeometry(ofPID pid: pid_t) throws -> (x: Double, y: Double, width: Double, height: Double)? {
        try window(ofPID: pid).map { ($0.buffer.x, $0.buffer.y, $0.buffer.width, $0.buffer.height) }
    }

    /// The buffer and frame geometry of the window of process `pid`, and whether kwin is
    /// moving or resizing it (kwin's scripting API, `kwin-headless.sh window`); nil while kwin
    /// knows no such window.
    func window(ofPID pid: pid_t) throws -> KWinWindow? {
        let r = try runScript(["window", runtimeDirectory, "\(pid)"])
        guard r.status == 0 else { return nil }
        let v = r.stdout.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard v.count == 10 else { throw LiveError("kwin-headless.sh window printed '\(r.stdout)'") }
        return KWinWindow(
            buffer: ScreenRect(x: v[0], y: v[1], width: v[2], height: v[3]),
            frame: ScreenRect(x: v[4], y: v[5], width: v[6], height: v[7]),
            isMoving: v[8] == 1, isResizing: v[9] == 1)
    }
}

/// A window as kwin manages it, in global coordinates.
struct KWinWindow: Equatable {
    /// The client's buffer (its whole surface, shadow included).
    var buffer: ScreenRect
    /// What kwin manages: the buffer inside kwin's own decoration when kwin draws one
    /// (server-side), the window geometry inside the buffer's shadow when the client draws
    /// its own (client-side).
    var frame: ScreenRect
    /// An interactive move or resize is under way (the user's, or one a client asked for).
    var isMoving = false
    var isResizing = false

    /// The client's window geometry: the buffer under kwin's frame when kwin decorates it, the
    /// frame (the geometry the client set) when the client does.
    func windowGeometry(_ decorations: DecorationSide) -> ScreenRect { decorations == .client ? frame : buffer }
}
