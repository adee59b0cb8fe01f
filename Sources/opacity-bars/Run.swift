import ArgumentParser
import Canvas
import OpacityBars
import WaylandClient
#if canImport(Glibc)
import Glibc
#endif

/// `opacity-bars` (the default subcommand): opens the Colours window on `$WAYLAND_DISPLAY`
/// and drives the app core with live input until the window is closed or SIGINT/SIGTERM
/// arrives (exit status 0). A lost compositor or a protocol error prints the interface
/// and error code and exits with status 1.
///
///     opacity-bars --state /tmp/state.json     # kill -USR1 $PID rewrites the snapshot
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open the Colours window on $WAYLAND_DISPLAY.",
        discussion: "SIGUSR1 writes the state snapshot to --state; SIGINT/SIGTERM exit cleanly.")

    @Option(help: "Write the state snapshot JSON (the same as `replay`) here on exit and on SIGUSR1.")
    var state: String?

    @Option(help: ArgumentHelp("Write the app's final frame as PNG here on exit.",
                               discussion: "Drawn by the window's renderer from the final state into a fresh buffer "
                                   + "(everything, not just the last damage): what the last committed buffer shows. "
                                   + "Live tests read it where the compositor offers no screenshots (kwin)."))
    var screenshot: String?

    @Option(help: "Initial window width in logical pixels (the compositor may choose another).")
    var width: Int?

    @Option(help: "Initial window height in logical pixels.")
    var height: Int?

    @Option(help: "Wayland display socket (default: $WAYLAND_DISPLAY).")
    var display: String?

    /// The xdg_toplevel app_id (desktop-file name).
    static let appID = "org.opacitybars.OpacityBars"

    func validate() throws {
        if let width, width <= 0 { throw ValidationError("--width must be positive, got \(width)") }
        if let height, height <= 0 { throw ValidationError("--height must be positive, got \(height)") }
    }

    func run() throws {
        var configuration = AppConfiguration.default
        if let width { configuration.initialWidth = width }
        if let height { configuration.initialHeight = height }
        let app = AppCore(configuration: configuration)
        let window: WaylandWindow
        do {
            window = try WaylandWindow(title: configuration.title, appID: Run.appID, content: app,
                                       display: display, userSignals: [SIGUSR1])
        } catch {
            printError("opacity-bars: \(error)")
            throw ExitCode(1)
        }
        window.onUserSignal = { _ in writeState(app) }
        do {
            _ = try window.run()
            writeState(app)
            writeScreenshot(app)
        } catch {
            writeState(app)
            writeScreenshot(app)
            printError("opacity-bars: \(error)")
            throw ExitCode(1)
        }
    }

    /// Writes the final frame to `--screenshot` (temp file + rename, as the state).
    private func writeScreenshot(_ app: AppCore) {
        guard let screenshot else { return }
        let size = app.bufferSize
        guard size.width > 0, size.height > 0 else { return }
        let canvas = Canvas(width: size.width, height: size.height)
        _ = app.render(into: canvas, stale: nil)
        let temporary = screenshot + ".tmp.png"
        do {
            try canvas.writePNG(to: temporary)
            guard rename(temporary, screenshot) == 0 else {
                printError("opacity-bars: cannot write \(screenshot): \(String(cString: strerror(errno)))")
                return
            }
        } catch {
            printError("opacity-bars: cannot write \(screenshot): \(error)")
        }
    }

    /// Writes `app.snapshotJSON()` to `--state` atomically (temp file + rename), so a
    /// reader never sees half a snapshot.
    private func writeState(_ app: AppCore) {
        guard let state else { return }
        let temporary = state + ".tmp"
        guard let file = fopen(temporary, "w") else {
            printError("opacity-bars: cannot write \(temporary): \(String(cString: strerror(errno)))")
            return
        }
        let json = app.snapshotJSON() + "\n"
        let written = fputs(json, file)
        if fclose(file) != 0 || written < 0 || rename(temporary, state) != 0 {
            printError("opacity-bars: cannot write \(state): \(String(cString: strerror(errno)))")
        }
    }
}

