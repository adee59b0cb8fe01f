import ArgumentParser

/// Opens the window on the user's compositor. (Owner: the live-client work replaces this.)
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Open the Colours window on $WAYLAND_DISPLAY.")
    func run() throws { throw ValidationError("not implemented yet") }
}
