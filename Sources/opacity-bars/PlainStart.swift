import WaylandClient

/// A live start's command line read without the argument parser: no arguments, `gallery`, and
/// any of the live options (`LiveOptions`, and `--app` without `gallery`), each at most once,
/// every value valid. Anything else — help, another subcommand, a repeated, unknown or invalid
/// option — is nil and goes to `OpacityBarsCommand`, so help and errors still come from it.
///
/// Why: swift-argument-parser reads a command's options by reflection, which makes the Swift
/// runtime build metadata and look up conformances for the whole command tree: a few
/// milliseconds of CPU before the first Wayland message, more than the smallest shm client's
/// whole start (docs/BENCH.md, P5). A start that only opens a window has nothing that needs it.
enum PlainStart {
    /// What `arguments` (without the program's name) open, exactly as the parser would have.
    static func recognize(_ arguments: some Collection<String>) -> (app: AppChoice, settings: LiveSettings)? {
        var rest = arguments[...]
        var app = AppChoice.colours
        var subcommand = false
        if rest.first == "gallery" {
            app = .gallery
            subcommand = true
            rest = rest.dropFirst()
        }
        var values: [String: String] = [:]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else { return nil }
            var name = Substring(argument.dropFirst(2))
            var value: String
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = name[..<equals]
            } else {
                guard let next = rest.popFirst() else { return nil }
                value = next
            }
            let key = String(name)
            guard Self.options.contains(key) || (key == "app" && !subcommand), values[key] == nil,
                !value.isEmpty, !value.hasPrefix("-")
            else { return nil }
            values[key] = value
        }
        if let choice = values["app"] {
            guard let chosen = AppChoice(rawValue: choice) else { return nil }
            app = chosen
        }
        var settings = LiveSettings(state: values["state"], screenshot: values["screenshot"])
        settings.display = values["display"]
        settings.frameLog = values["frame-log"]
        if let text = values["width"] {
            guard let width = Int(text), width > 0 else { return nil }
            settings.width = width
        }
        if let text = values["height"] {
            guard let height = Int(text), height > 0 else { return nil }
            settings.height = height
        }
        if let text = values["clock"] {
            guard let clock = ClockChoice(rawValue: text) else { return nil }
            settings.clock = clock.source
        }
        var pacing = FramePacing.default
        if let text = values["pacing"] {
            guard let mode = FramePacing.Mode(rawValue: text) else { return nil }
            pacing.mode = mode
        }
        if let text = values["pacing-margin"] {
            guard let margin = Double(text), (0 ... 50).contains(margin) else { return nil }
            pacing.margin = margin
        }
        settings.pacing = pacing
        if let text = values["decorations"] {
            guard let decorations = DecorationPreference(rawValue: text) else { return nil }
            settings.decorations = decorations
        }
        return (app, settings)
    }

    /// `LiveOptions`' option names (`--app` is `Run`'s own).
    static let options = [
        "state", "screenshot", "width", "height", "display", "clock", "pacing", "pacing-margin", "frame-log",
        "decorations",
    ]
}
