import ArgumentParser
import ContentHost
import Drawing
import WaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// `opacity-bars` (the default subcommand): opens the Colours window (or, with `--app
/// gallery`, the gesture gallery) on `$WAYLAND_DISPLAY` and drives the app core with live input until the window is closed or SIGINT/SIGTERM
/// arrives (exit status 0). A lost compositor or a protocol error prints the interface
/// and error code and exits with status 1.
///
///     opacity-bars --state /tmp/state.json     # kill -USR1 $PID rewrites the snapshot
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open the Colours window on $WAYLAND_DISPLAY.",
        discussion: "SIGUSR1 writes the state snapshot to --state; SIGINT/SIGTERM exit cleanly.")

    @OptionGroup var options: LiveOptions

    @Option(help: "Which app: colours (the default) or gallery (the same as `opacity-bars gallery`).")
    var app = AppChoice.colours

    func run() throws {
        try Self.live(app: app, settings: options.settings)
    }

    /// Opens `app`'s window and runs it until it closes: the one live path for both apps.
    static func live(app: AppChoice, settings: LiveSettings) throws {
        let (state, screenshot) = (settings.state, settings.screenshot)
        GlyphSnapshots.useUserCache()   // saved after the first frame
        var made: LiveContent?
        let window: WaylandWindow
        do {
            window = try WaylandWindow(
                title: app.title, appID: app.appID, display: settings.display, userSignals: [SIGUSR1, SIGUSR2],
                clock: settings.clock, pacing: settings.pacing, frameLog: settings.frameLog,
                decorations: settings.decorations
            ) {
                let content = LiveContent(app: app, settings: settings)
                made = content
                return content.decorated
            }
        } catch {
            printError("opacity-bars: \(error)")
            throw ExitCode(1)
        }
        guard let live = made else { preconditionFailure("a window exists only with its content") }
        let (decorated, snapshot) = (live.decorated, live.snapshot)
        if let colorScheme = settings.colorScheme {
            decorated.setDesktopSettings(DesktopSettings(colorScheme: colorScheme))
        }
        // SIGUSR1: the state; SIGUSR2: the frame last committed, as the compositor has it, to
        // `--screenshot` (the final frame still goes there at the end).
        window.onUserSignal = { [unowned window] signal in
            if signal == SIGUSR2 {
                if let frame = window.committedFrame() { writePNG(frame, to: screenshot) }
            } else {
                writeState(snapshot(), to: state)
            }
        }
        // After the first frame: joining the accessibility bus (a round trip or two, more
        // while the bus is being activated) is not the first frame's business.
        window.afterFirstFrame = { [weak window] in
            live.prepareForInput()
            GlyphSnapshots.save()
            let desktop = DesktopSettingsAttachment.start(colorScheme: settings.colorScheme) { [weak window] in
                window?.setDesktopSettings($0)
            }
            let attachments: [LoopAttachment?] = [
                AccessibilityAttachment.start(source: live.accessible()), desktop,
                DoubleClickAttachment.start(for: desktop),
            ]
            window?.attachments = attachments.compactMap { $0 }
        }
        do {
            _ = try window.run()
            writeState(snapshot(), to: state)
            writeScreenshot(decorated, to: screenshot)
            GlyphSnapshots.save()   // fonts first used after the first frame (another scale)
        } catch {
            writeState(snapshot(), to: state)
            writeScreenshot(decorated, to: screenshot)
            printError("opacity-bars: \(error)")
            throw ExitCode(1)
        }
    }

    /// Writes the final frame to `--screenshot` (temp file + rename, as the state).
    private static func writeScreenshot(_ content: any WindowContent, to screenshot: String?) {
        guard let screenshot else { return }
        let size = content.bufferSize
        guard size.width > 0, size.height > 0 else { return }
        let canvas = Canvas(width: size.width, height: size.height)
        _ = content.render(into: canvas, stale: nil)
        writePNG(canvas, to: screenshot)
    }

    /// Writes `canvas` to `path` as PNG (temp file + rename, as the state).
    private static func writePNG(_ canvas: Canvas, to path: String?) {
        guard let screenshot = path else { return }
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

    /// Writes the snapshot JSON to `--state` atomically (temp file + rename), so a reader
    /// never sees half a snapshot. Without `--state` the JSON is not made.
    private static func writeState(_ json: @autoclosure () -> String, to state: String?) {
        guard let state else { return }
        let temporary = state + ".tmp"
        guard let file = fopen(temporary, "w") else {
            printError("opacity-bars: cannot write \(temporary): \(String(cString: strerror(errno)))")
            return
        }
        let json = json() + "\n"
        let written = fputs(json, file)
        if fclose(file) != 0 || written < 0 || rename(temporary, state) != 0 {
            printError("opacity-bars: cannot write \(state): \(String(cString: strerror(errno)))")
        }
    }
}
