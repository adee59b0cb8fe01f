import ArgumentParser
import ContentHost
import WaylandClient

/// What a live window takes from the command line, for either app (`opacity-bars`,
/// `opacity-bars --app gallery`, `opacity-bars gallery`).
struct LiveOptions: ParsableArguments {
    @Option(help: "Write the state snapshot JSON (the same as `replay`) here on exit and on SIGUSR1.")
    var state: String?

    @Option(
        help: ArgumentHelp(
            "Write the app's final frame as PNG here on exit, and the frame last committed on SIGUSR2.",
            discussion: "Drawn by the window's renderer from the final state into a fresh buffer "
                + "(everything, not just the last damage): what the last committed buffer shows. "
                + "SIGUSR2 copies the buffer last committed while the window runs. "
                + "Live tests read them where the compositor offers no screenshots (kwin, mutter)."))
    var screenshot: String?

    @Option(help: "Initial window width in logical pixels (the compositor may choose another).")
    var width: Int?

    @Option(help: "Initial window height in logical pixels.")
    var height: Int?

    @Option(help: "Wayland display socket (default: $WAYLAND_DISPLAY).")
    var display: String?

    @Option(
        help: ArgumentHelp(
            "The clock: monotonic (the default), or compositor: the project's fixture "
                + "compositor's virtual clock, which its wire tests use to compare the live app "
                + "with replay exactly (docs/TESTING.md).", visibility: .hidden))
    var clock = ClockChoice.monotonic

    @Option(
        help: ArgumentHelp(
            "When to draw: adaptive (the default), deadline (as late as the next refresh allows) or callback.",
            discussion: "deadline draws at the refresh predicted from wp_presentation feedback "
                + "minus --pacing-margin minus the recent frame cost, so input that arrives after "
                + "the frame callback still makes the next refresh; callback draws when the frame "
                + "callback arrives. adaptive learns from the delays between commits and their "
                + "presentations when the compositor takes a commit, and where it takes them "
                + "late in the refresh draws so the commit goes out just before that latch "
                + "(before the refresh − --pacing-margin until it has learnt one), where it takes "
                + "them early at once. "
                + "Without wp_presentation every mode is callback."))
    var pacing = FramePacing.Mode.adaptive

    @Option(help: "Milliseconds between a deadline-paced commit and the refresh (adaptive: until it learns the latch).")
    var pacingMargin = FramePacing.defaultMargin

    @Option(
        help: ArgumentHelp(
            "Write one line per frame the compositor showed, with the motions it was the first to show.",
            discussion: "Presentation and commit times in µs on CLOCK_MONOTONIC, motion "
                + "timestamps as the compositor sent them (whole ms): what the bench's "
                + "input-to-photon figure reads."))
    var frameLog: String?

    @Option(
        help: ArgumentHelp(
            "Who draws the title bar: auto (the compositor where it offers xdg-decoration, "
                + "else the app), client (always the app) or none.",
            discussion: "The app's own decorations have the title, minimize, maximize and close "
                + "buttons, a drag to move, a double click to maximize, resize edges and a shadow."))
    var decorations = DecorationPreference.auto

    @Option(
        help: ArgumentHelp(
            "light or dark whatever the desktop says (default: the desktop's, from the Settings portal).",
            discussion: "The desktop's other settings (high contrast, the title bar's buttons) still follow it."))
    var colorScheme: DesktopSettings.ColorScheme?

    /// The pacing the options ask for.
    var framePacing: FramePacing { FramePacing(mode: pacing, margin: pacingMargin) }

    func validate() throws {
        if let width, width <= 0 { throw ValidationError("--width must be positive, got \(width)") }
        if let height, height <= 0 { throw ValidationError("--height must be positive, got \(height)") }
        if !(0 ... 50).contains(pacingMargin) {
            throw ValidationError("--pacing-margin must be between 0 and 50 ms, got \(pacingMargin)")
        }
    }
}

extension DecorationPreference: ExpressibleByArgument {}
extension DesktopSettings.ColorScheme: ExpressibleByArgument {}

/// `--clock`: the live window's `ClockSource` as a command-line value.
enum ClockChoice: String, ExpressibleByArgument, Sendable {
    case monotonic, compositor

    var source: ClockSource { self == .monotonic ? .monotonic : .compositor }
}

extension FramePacing.Mode: ExpressibleByArgument {}
