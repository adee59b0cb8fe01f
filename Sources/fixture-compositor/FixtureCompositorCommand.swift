import ArgumentParser
import ContentHost
import Foundation
import Gestures
import TraceReplay
import WindowOptions

/// `fixture-compositor`: a test compositor that plays a fixture's input to a real client.
///
/// ```
/// fixture-compositor Tests/Fixtures/tap.trace --screenshot wire.png --report r.json \
///     -- opacity-bars --state wire.json
/// ```
@main
struct FixtureCompositorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fixture-compositor",
        abstract: "A test compositor on libwayland-server: plays a WAYLAND_DEBUG fixture's input over a real socket.",
        discussion: """
            Serves wl_compositor, wl_shm, xdg_wm_base, wl_output, wl_seat (pointer, keyboard with a \
            real us keymap, touch), zxdg_decoration_manager_v1 as the recorded compositor offered it, \
            xdg_activation_v1 and zwp_pointer_gestures_v1. Waits for the client's window to be \
            configured and mapped, plays the fixture's events with its timing (divided by --speed), \
            waits until the client stops committing, writes what is on screen as PNG, sends \
            xdg_toplevel.close and waits for the client to exit. Without a client command it prints \
            WAYLAND_DISPLAY and XDG_RUNTIME_DIR and waits for a client to connect.
            Exit status: the client's, or 1 when the session failed.
            """)

    @Argument(help: "The fixture (a WAYLAND_DEBUG trace). Omit it to serve a client without input.")
    var fixture: String?

    @Option(help: "Socket name in the runtime directory (default: the first free wayland-N).")
    var socket: String?

    @Option(help: "Runtime directory for the socket (default: a fresh one, removed at exit).")
    var runtimeDir: String?

    /// The first configure's size where the fixture has none, and the scale (wl_output.scale
    /// is its ceiling, wp_fractional_scale_v1 gets it exactly): the rule replay follows.
    @OptionGroup var window: WindowOptions

    @Option(help: "Playback speed: 2 plays the fixture twice as fast. Timers in the client run on real time.")
    var speed: Double = 1

    @Option(help: "Milliseconds without a commit after the last event before the client counts as settled.")
    var settleMs: Double = 1000

    @Option(help: "Longest wait for the client to settle (ms); then the capture is taken anyway.")
    var settleTimeoutMs: Double = 20000

    @Option(help: "Longest wait for the client to exit after xdg_toplevel.close or a fault (ms).")
    var exitTimeoutMs: Double = 10000

    @Option(
        help: ArgumentHelp(
            "wl_seat version to advertise (default 7, the wheel's axis_discrete; 9 when the "
                + "fixture has axis_value120 or axis_relative_direction)."))
    var seatVersion: UInt32?

    @Option(
        help: ArgumentHelp(
            "xdg-decoration: auto (as the recorded compositor: offered unless the trace's client "
                + "drew its own where none was offered, with the mode it configured), none (not offered, "
                + "as GNOME), client or server (offered, every configure gives that mode)."))
    var decorations = DecorationChoice.auto

    @Flag(help: "Release each buffer right after its commit (copy-on-commit) instead of when replaced.")
    var releaseImmediately = false

    @Option(
        help: ArgumentHelp(
            "Serve these devices (comma-separated: pointer, keyboard, touch) from a second wl_seat, "
                + "seat1, instead of the first: a touchscreen that is a seat of its own, plugged in once "
                + "the window is mapped and unplugged after the playback."))
    var secondSeat: SeatDevices?

    @Flag(
        help: ArgumentHelp(
            "With --second-seat: the first seat keeps those devices too, and every event for them "
                + "reaches the client through both seats (two touchscreens touched alike)."))
    var secondSeatShares = false

    @Option(
        help: "Inject a compositor fault: \(Fault.allCases.map(\.rawValue).joined(separator: ", ")) (see Fault.swift).")
    var fault: Fault?

    @Option(help: "When the fault fires, in ms on the fixture's clock (default: the middle of the fixture).")
    var faultAtMs: Double?

    @Option(help: "How long hold-buffers holds the releases back (ms).")
    var faultDurationMs: Double = 1000

    @Option(
        help: ArgumentHelp(
            "Offer wp_presentation on the virtual clock (clients that follow it): refreshes at 60 Hz, "
                + "frame callbacks at each, and each refresh's commit taken late (at the refresh, for the "
                + "next) or early (\(Int(PresentationLatch.earlyLatch)) ms after it)."))
    var presentation: PresentationLatch?

    @Flag(
        help: ArgumentHelp(
            "Offer wp_cursor_shape_manager_v1 (cursors by name); without it a client sets cursor images "
                + "with wl_pointer.set_cursor."))
    var cursorShape = false

    @Flag(
        help: ArgumentHelp(
            "Offer wl_data_device_manager (the clipboard): each selection the client sets is pasted back "
                + "as text/plain;charset=utf-8 and reported with its serial and mime types."))
    var clipboard = false

    @Flag(
        help: ArgumentHelp(
            "Leave wp_fractional_scale_manager_v1 out (as sway 1.7): --scale is then wl_output.scale, "
                + "rounded up, alone."))
    var noFractionalScale = false

    @Option(
        help: ArgumentHelp(
            "Offer wl_compositor v6 and send each surface this wl_surface.preferred_buffer_scale, "
                + "with no wp_fractional_scale_manager_v1: a compositor with integer scales only."))
    var preferredBufferScale: Int32?

    @Option(help: "Write what is on screen at the end as PNG.")
    var screenshot: String?

    @Option(help: "Write a JSON report (counts, checks, log) to this file.")
    var report: String?

    @Flag(help: "Print diagnostics as they happen.")
    var verbose = false

    @Argument(parsing: .postTerminator, help: "The client to run (after --), with WAYLAND_DISPLAY set.")
    var command: [String] = []

    mutating func validate() throws {
        guard speed > 0, speed.isFinite else { throw ValidationError("--speed must be positive") }
        if let scale = window.scale, !(scale <= 16) { throw ValidationError("--scale must be in (0, 16]") }
        if let v = seatVersion, !(1 ... 9).contains(v) { throw ValidationError("--seat-version must be 1…9") }
        if let s = preferredBufferScale, !(1 ... 16).contains(s) {
            throw ValidationError("--preferred-buffer-scale must be 1…16")
        }
        if secondSeatShares, secondSeat == nil { throw ValidationError("--second-seat-shares needs --second-seat") }
        if let faultAtMs, !(faultAtMs >= 0 && faultAtMs.isFinite) { throw ValidationError("--fault-at-ms must be ≥ 0") }
        guard faultDurationMs >= 0, faultDurationMs.isFinite else {
            throw ValidationError("--fault-duration-ms must be ≥ 0")
        }
    }

    func run() throws {
        var trace = Trace()
        var prelude = TracePrelude()
        if let fixture {
            do {
                let stream = try TraceStream(path: fixture)
                prelude = try stream.readPrelude()
                trace = try TraceParser.collect(stream)
            } catch {
                FileHandle.standardError.write(Data("\(error.description)\n".utf8))
                throw ExitCode(1)
            }
        }
        // The first size replay gives: the trace's before any input, else the options', else
        // none (0×0: the client keeps its own, as replay keeps the content's).
        let size =
            prelude.firstConfiguredSize.map { ($0.width, $0.height) }
            ?? ((window.width != nil || window.height != nil)
                ? Replayer.initialSize(nil, options: ReplayOptions(width: window.width, height: window.height))
                : (0, 0))
        // configure_bounds that came with the trace's first configure.
        let bounds = trace.events.prefix { if case .configure = $0.event { false } else { true } }
            .lazy.compactMap { e -> (width: Int32, height: Int32)? in
                if case .configureBounds(let w, let h) = e.event {
                    (Int32(clamping: w), Int32(clamping: h))
                } else {
                    nil
                }
            }.first
        let decorations = self.decorations.service(for: prelude)
        let scale = window.scale
        // v8 and v9 clients get axis_value120 instead of axis_discrete; v9 is v8 with
        // axis_relative_direction.
        let usesV9 = trace.inputEvents.contains {
            switch $0 {
            case .axisValue120, .axisRelativeDirection: true
            default: false
            }
        }
        let firstCapabilities = trace.inputEvents.lazy.compactMap { event -> SeatCapabilities? in
            if case .capabilities(let caps) = event { caps } else { nil }
        }.first
        let firstScale = trace.events.lazy.compactMap { event -> Double? in
            if case .scale(let s) = event.event { s } else { nil }
        }.first
        let initialCapabilities = firstCapabilities ?? [.pointer, .keyboard, .touch]
        let configuration = FixtureServer.Configuration(
            width: Int32(clamping: size.0), height: Int32(clamping: size.1),
            outputScale: Int32(max(1, (scale ?? firstScale ?? 1).rounded(.up))),
            seatVersion: seatVersion ?? (usesV9 ? 9 : 7),
            capabilities: UInt32(initialCapabilities.rawValue),
            secondSeat: UInt32(secondSeat?.capabilities.rawValue ?? 0), secondSeatShares: secondSeatShares,
            releaseImmediately: releaseImmediately,
            keymapFault: fault?.keymapMode ?? 0,
            decorationManager: decorations.offered, decorationMode: decorations.mode, bounds: bounds,
            presentation: presentation != nil, cursorShape: cursorShape,
            withoutFractionalScale: noFractionalScale, preferredBufferScale: preferredBufferScale ?? 0,
            clipboard: clipboard)

        let (runtime, ownsRuntime) = try makeRuntimeDirectory()
        defer { if ownsRuntime { try? FileManager.default.removeItem(atPath: runtime) } }
        let server: FixtureServer
        do { server = try FixtureServer(configuration, runtimeDirectory: runtime, socketName: socket) } catch {
            FileHandle.standardError.write(Data("\(error.description)\n".utf8))
            throw ExitCode(1)
        }
        if let scale { server.preferredScale(UInt32((scale * 120).rounded())) }
        var client: ClientProcess?
        if command.isEmpty {
            FileHandle.standardOutput.write(
                Data("WAYLAND_DISPLAY=\(server.socketName) XDG_RUNTIME_DIR=\(runtime)\n".utf8))
        } else {
            do {
                client = try ClientProcess(command: command, socket: server.socketName, runtimeDirectory: runtime)
            } catch {
                FileHandle.standardError.write(Data("\(error.description)\n".utf8))
                throw ExitCode(1)
            }
        }
        var options = Session.Options()
        options.speed = speed
        options.settleMs = settleMs
        options.settleTimeoutMs = settleTimeoutMs
        options.exitTimeoutMs = exitTimeoutMs
        options.screenshot = screenshot
        options.ignoreScaleEvents = scale != nil
        options.initialCapabilities = initialCapabilities
        options.secondSeat = secondSeat?.capabilities ?? []
        options.verbose = verbose
        options.initialSize = (Int32(clamping: size.0), Int32(clamping: size.1))
        options.presentation = presentation
        if let fault {
            let span = (trace.events.last?.now ?? 0) - (trace.events.first?.now ?? 0)
            options.fault = FaultInjector(fault, atFixtureMs: faultAtMs ?? span / 2, durationMs: faultDurationMs)
        }
        let session = Session(server: server, client: client, options: options)
        var result = session.run(events: trace.events)
        result.fixture = fixture
        if let report {
            do { try result.json().write(toFile: report, atomically: true, encoding: .utf8) } catch {
                FileHandle.standardError.write(
                    Data("fixture-compositor: \(report): cannot write the report: \(error)\n".utf8))
                throw ExitCode(1)
            }
        }
        if let failure = result.failure {
            FileHandle.standardError.write(Data("fixture-compositor: \(result.outcome): \(failure)\n".utf8))
            throw ExitCode(1)
        }
        if let status = result.clientExitStatus, status != 0 { throw ExitCode(status) }
    }

    private func makeRuntimeDirectory() throws -> (String, Bool) {
        if let runtimeDir { return (runtimeDir, false) }
        let temporary =
            NSTemporaryDirectory().hasSuffix("/") ? String(NSTemporaryDirectory().dropLast()) : NSTemporaryDirectory()
        var template = Array("\(temporary)/fixture-compositor-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw ValidationError(
                "cannot create a runtime directory in \(NSTemporaryDirectory()): \(String(cString: strerror(errno)))")
        }
        return (String(cString: made), true)
    }
}

/// `--decorations`: who the fixture compositor says draws the window's decorations.
enum DecorationChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, none, client, server

    func service(for prelude: TracePrelude) -> (offered: Bool, mode: DecorationMode?) {
        switch self {
        case .auto: prelude.decorationService
        case .none: (false, nil)
        case .client: (true, .client)
        case .server: (true, .server)
        }
    }
}

extension TracePrelude {
    /// The xdg-decoration the fixture serves to play this trace as the recorded compositor
    /// did, so that the client under test ends in the mode replay gives (`decorationMode`):
    /// offered unless the client drew its own decorations where none was offered, and the
    /// mode the compositor configured where the trace shows one (nil: as the client asks).
    var decorationService: (offered: Bool, mode: DecorationMode?) {
        (configuredDecorationMode != nil || decorationMode == .server, configuredDecorationMode)
    }
}

/// `--second-seat`: the devices a second seat serves.
struct SeatDevices: ExpressibleByArgument {
    var capabilities: SeatCapabilities

    init?(argument: String) {
        var capabilities: SeatCapabilities = []
        for name in argument.split(separator: ",") {
            switch name {
            case "pointer": capabilities.insert(.pointer)
            case "keyboard": capabilities.insert(.keyboard)
            case "touch": capabilities.insert(.touch)
            default: return nil
            }
        }
        guard !capabilities.isEmpty else { return nil }
        self.capabilities = capabilities
    }
}
