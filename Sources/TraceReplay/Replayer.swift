import ContentHost

/// The command line's say over the window, used where the trace is silent.
public struct ReplayOptions: Sendable, Equatable {
    public var width: Int?
    public var height: Int?
    /// When set, replaces every scale the trace announces.
    public var scale: Double?

    public init(width: Int? = nil, height: Int? = nil, scale: Double? = nil) {
        self.width = width; self.height = height; self.scale = scale
    }

    public static let defaultSize = (width: 480, height: 800)
}

/// Feeds a parsed trace to a target on the trace's virtual clock.
public enum Replayer {
    /// The window size before input: the trace's first non-zero configure, else the options,
    /// else 480×800. (Later configures apply in order, so the final size is the trace's last
    /// non-zero configure, as docs/DESIGN.md specifies for `replay`.)
    public static func initialSize(of trace: Trace, options: ReplayOptions) -> (width: Int, height: Int) {
        if let (w, h) = trace.firstConfiguredSize { return (w, h) }
        return (options.width ?? ReplayOptions.defaultSize.width, options.height ?? ReplayOptions.defaultSize.height)
    }

    /// Replays every event into `target` (the same `WindowContent` the live window drives;
    /// timers due before an event fire first), then lets timers and animations settle.
    /// Returns the virtual time at which everything was at rest.
    @discardableResult
    public static func run(_ trace: Trace, into target: any WindowContent, options: ReplayOptions = .init()) -> Double {
        let size = initialSize(of: trace, options: options)
        target.configure(width: size.width, height: size.height)
        if let scale = options.scale { target.setScale(scale) }
        var now = 0.0
        for timed in trace.events {
            now = max(now, timed.now)
            target.advance(to: now)
            switch timed.event {
            case .input(let event): target.handle(event, at: now)
            case .configure(let w, let h): target.configure(width: w, height: h)
            case .close: target.requestClose()
            case .keyRepeat(let rate, let delay): target.setKeyRepeat(rate: rate, delay: delay, at: now)
            case .scale(let s): if options.scale == nil { target.setScale(s) }
            }
        }
        return target.settle(from: now)
    }
}
