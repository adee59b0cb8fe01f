import ArgumentParser

/// `--width`, `--height`, `--scale`: the window a trace is played in where the trace itself is
/// silent, the same three options with the same meaning for both players of a trace,
/// `opacity-bars replay` (headless) and `fixture-compositor` (over a real socket), so that
/// one command line gives the two the same window.
public struct WindowOptions: ParsableArguments {
    @Option(help: "Window width (logical px) when the trace has no configure (default 480).")
    public var width: Int?

    @Option(help: "Window height (logical px) when the trace has no configure (default 800).")
    public var height: Int?

    @Option(help: "Buffer scale (1, 2, 1.25 …); replaces any scale the trace announces.")
    public var scale: Double?

    public init() {}

    public func validate() throws {
        if let w = width, w <= 0 { throw ValidationError("--width must be positive, got \(w)") }
        if let h = height, h <= 0 { throw ValidationError("--height must be positive, got \(h)") }
        if let s = scale, !(s > 0 && s.isFinite) { throw ValidationError("--scale must be positive, got \(s)") }
    }
}
