import ContentHost
import WaylandClient

/// What a live window opens with: the values of `LiveOptions`, as the parser read them or as
/// `PlainStart` read a live start's command line without building the parser.
struct LiveSettings {
    var state: String?
    var screenshot: String?
    var width: Int?
    var height: Int?
    var display: String?
    var clock = ClockSource.monotonic
    var pacing = FramePacing.default
    var frameLog: String?
    var decorations = DecorationPreference.auto
    /// `--color-scheme`: this scheme whatever the desktop says; nil follows the desktop.
    var colorScheme: DesktopSettings.ColorScheme?
}

extension LiveOptions {
    /// The options' values as settings.
    var settings: LiveSettings {
        LiveSettings(
            state: state, screenshot: screenshot, width: width, height: height, display: display,
            clock: clock.source, pacing: framePacing, frameLog: frameLog, decorations: decorations,
            colorScheme: colorScheme)
    }
}
