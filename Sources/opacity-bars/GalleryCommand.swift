import ArgumentParser

/// `opacity-bars gallery`: opens the gesture gallery on `$WAYLAND_DISPLAY` (the same as
/// `opacity-bars --app gallery`), with the live options of the Colours window.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Open the gesture gallery on $WAYLAND_DISPLAY.",
        discussion: "SIGUSR1 writes the state snapshot to --state; SIGINT/SIGTERM exit cleanly.")

    @Option(help: "Write the state snapshot JSON (the same as `replay`) here on exit and on SIGUSR1.")
    var state: String?

    @Option(help: "Initial window width in logical pixels (the compositor may choose another).")
    var width: Int?

    @Option(help: "Initial window height in logical pixels.")
    var height: Int?

    @Option(help: "Wayland display socket (default: $WAYLAND_DISPLAY).")
    var display: String?

    func validate() throws {
        if let width, width <= 0 { throw ValidationError("--width must be positive, got \(width)") }
        if let height, height <= 0 { throw ValidationError("--height must be positive, got \(height)") }
    }

    func run() throws {
        try Run.live(app: .gallery, state: state, width: width, height: height, display: display)
    }
}
