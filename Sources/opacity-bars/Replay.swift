import ArgumentParser
import ContentHost
import Drawing
import FoundationEssentials
import OpacityBars
import TraceReplay
import WindowOptions

#if canImport(Glibc)
import Glibc
#endif

/// `opacity-bars replay TRACE`: replays a WAYLAND_DEBUG trace headlessly through the same
/// `AppCore` and renderer as the live window, lets timers and animations settle, then writes
/// the state snapshot (JSON) and the final frame (PNG). The trace is streamed (`-` reads
/// standard input, so a running client can be piped in), and `--explain` / `--reports` print
/// as the decisions are made; the state and the frame are written only once the whole trace
/// has been read, so a bad line anywhere leaves nothing written.
///
///     opacity-bars replay tap.trace --state - --screenshot tap.png
///     WAYLAND_DEBUG=client some-client 2>&1 | opacity-bars replay - --explain
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a WAYLAND_DEBUG trace headlessly and write the state and the final frame.",
        discussion: """
            The window size is the trace's last non-zero xdg_toplevel.configure, else \
            --width/--height, else 480×800. The trace's bracketed timestamps are the virtual \
            clock. TRACE '-' reads standard input, as the client prints it; --explain and \
            --reports print while it is read. \
            Without --state or --screenshot the state is printed to standard output. \
            The app is the one whose id the trace's xdg_toplevel.set_app_id names (none: the \
            Colours list); another id is an error unless --app chooses.
            """)

    @Argument(help: "A WAYLAND_DEBUG=client trace (any libwayland release, any client); '-' for standard input.")
    var trace: String

    @OptionGroup var window: WindowOptions

    @Option(help: "Write the JSON state snapshot to FILE ('-' for standard output).")
    var state: String?

    @Option(help: "Write the final frame as a PNG to FILE.")
    var screenshot: String?

    @Option(help: "Replay into this app (colours or gallery) whatever app id the trace carries.")
    var app: AppChoice?

    @Option(help: "Draw in the light (the default) or dark colour scheme.")
    var colorScheme = DesktopSettings.ColorScheme.light

    @Flag(help: "Print the gesture engine's decisions (who won each sequence and why).")
    var explain = false

    @Flag(help: "Print every gesture report the app applied (kind, phase, id, where), in order.")
    var reports = false

    func validate() throws {
        if let png = screenshot, png == "-" { throw ValidationError("--screenshot needs a file name") }
    }

    func run() throws {
        GlyphSnapshots.useUserCache()   // the final frame's text; the same glyphs as fontconfig's
        defer { GlyphSnapshots.save() }
        let options = ReplayOptions(width: window.width, height: window.height, scale: window.scale)
        let output = ReplayResult.Output(
            explain: explain, reports: reports, emit: { print($0) },
            flush: { fflush(nil) })   // every output stream: stdout, without naming the global
        let outcome = Result { () throws(TraceError) -> ReplayResult in
            try ReplayResult.replay(
                path: trace, options: options, app: app, settings: DesktopSettings(colorScheme: colorScheme),
                output: output)
        }
        guard case .success(let result) = outcome else {
            if case .failure(let error) = outcome {
                printError("opacity-bars: \(error)")
            }
            throw ExitCode(65)   // EX_DATAERR: the trace cannot be read
        }
        // Encode everything first so that a failure writes nothing.
        let png: [UInt8]?
        do {
            png = try screenshot.map { _ in try result.canvas.pngData() }
        } catch {
            printError("opacity-bars: cannot encode the PNG: \(error)")
            throw ExitCode.failure
        }
        let json = result.json.hasSuffix("\n") ? result.json : result.json + "\n"
        if let state, state != "-" {
            try write(Data(json.utf8), to: state)
        }
        if let screenshot, let png {
            try write(Data(png), to: screenshot)
        }
        if state == "-" || (state == nil && screenshot == nil) {
            print(json, terminator: "")
        }
    }

    private func write(_ data: Data, to path: String) throws {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            printError("opacity-bars: cannot write \(path): \(error)")
            throw ExitCode.failure
        }
    }
}
