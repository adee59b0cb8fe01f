import Foundation

/// mutter 43 headless (GNOME's compositor, without gnome-shell), started through
/// scripts/lib/mutter-headless.sh with a PipeWire daemon beside it, as the unprivileged test
/// user under its own session bus, and stopped as a whole process group (mutter, PipeWire,
/// dbus-daemon) when the test is done.
///
/// mutter offers no virtual-input protocol and no xdg-decoration: input comes from its
/// RemoteDesktop D-Bus API (`injectorCommand`), and a client draws its own decorations.
final class MutterHeadless: SessionBusCompositor {
    /// A rectangle in global (monitor) coordinates.
    let width: Int, height: Int

    /// Starts mutter with one virtual monitor of `width`×`height`; fails with the script's
    /// output if mutter, PipeWire or RemoteDesktop on its bus do not answer within 15 s.
    init(width: Int = 800, height: Int = 600) throws {
        self.width = width
        self.height = height
        try super.init(
            name: "mutter", script: "mutter-headless.sh", width: width, height: height,
            pidKey: "MUTTER_PID", logKey: "MUTTER_LOG")
    }

    /// The command line of the injector: mutter-inject.py as mutter's user on its session bus,
    /// reading wl-inject's line commands (`Injector(command:)`).
    var injectorCommand: [String] { ["/bin/bash", script, "inject", runtimeDirectory] }

    /// The window geometry (global coordinates) mutter last constrained the window to, read from
    /// its "geometry" debug log; nil while it has placed no window. `window`: mutter's name
    /// for it (W0, W1… in creation order); nil: the one placed last.
    ///
    /// Stale after an unmaximize: mutter 43 logs no constraint for it (the window returns to
    /// the rectangle it saved), so a place after a restore is found another way
    /// (`MutterSession.probeSurfaceOrigin`). During a resize the log shows the size mutter
    /// asked for; the client takes it on at its next commit.
    func windowGeometry(window: String? = nil) throws -> ScreenRect? {
        let r = try runScript(["geometry", runtimeDirectory] + (window.map { [$0] } ?? []))
        guard r.status == 0 else { return nil }
        let v = r.stdout.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard v.count == 4 else { throw LiveError("mutter-headless.sh geometry printed '\(r.stdout)'") }
        return ScreenRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}
