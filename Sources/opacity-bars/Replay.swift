import ArgumentParser

/// Replays a WAYLAND_DEBUG trace headlessly. (Owner: the replay work replaces this.)
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Replay a WAYLAND_DEBUG trace headlessly.")
    @Argument(help: "The trace file(s).") var traces: [String]
    func run() throws { throw ValidationError("not implemented yet") }
}
