import ArgumentParser

/// `opacity-bars`: with no arguments, opens the Colours window on $WAYLAND_DISPLAY;
/// `opacity-bars gallery` opens the gesture gallery; `opacity-bars replay TRACE` replays a
/// WAYLAND_DEBUG trace headlessly into the app that recorded it; `opacity-bars gen-trace
/// SCENARIO` writes a synthetic one. (`Entry` starts it for every command line `PlainStart` does not read.)
struct OpacityBarsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "opacity-bars",
        abstract: "A scrollable list of colour bars whose opacity you set by dragging them sideways.",
        subcommands: [Run.self, GalleryCommand.self, Replay.self, GenTrace.self],
        defaultSubcommand: Run.self)
}
