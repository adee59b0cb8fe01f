import ArgumentParser

/// `opacity-bars gallery`: opens the gesture gallery on `$WAYLAND_DISPLAY` (the same as
/// `opacity-bars --app gallery`), with the live options of the Colours window.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Open the gesture gallery on $WAYLAND_DISPLAY.",
        discussion: "SIGUSR1 writes the state snapshot to --state; SIGINT/SIGTERM exit cleanly.")

    @OptionGroup var options: LiveOptions

    func run() throws {
        try Run.live(app: .gallery, settings: options.settings)
    }
}
