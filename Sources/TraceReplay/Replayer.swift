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

/// Feeds a trace's events to a target on the trace's virtual clock, as they are read.
public enum Replayer {
    /// The window size before input: the trace's first non-zero configure, else the options,
    /// else 480×800. (Later configures apply in order, so the final size is the trace's last
    /// non-zero configure, as docs/DESIGN.md specifies for `replay`.)
    public static func initialSize(_ configured: (Int, Int)?, options: ReplayOptions) -> (width: Int, height: Int) {
        if let (w, h) = configured { return (w, h) }
        return (options.width ?? ReplayOptions.defaultSize.width, options.height ?? ReplayOptions.defaultSize.height)
    }

    public static func initialSize(of trace: Trace, options: ReplayOptions) -> (width: Int, height: Int) {
        initialSize(trace.firstConfiguredSize, options: options)
    }

    /// Replays a stream into `target` as it is read (its prelude decides the first size), then
    /// lets timers and animations settle. `handled` is called after each event, so a caller
    /// can report what the target decided while the trace is still being read. Returns the
    /// virtual time at which everything was at rest; throws at the first line that cannot be
    /// read (the target has then seen the events before it).
    @discardableResult
    public static func run(
        _ stream: TraceStream, into target: any WindowContent, options: ReplayOptions = .init(),
        handled: (TimedTraceEvent) -> Void = { _ in }
    ) throws(TraceError) -> Double {
        let prelude = try stream.readPrelude()
        var source = stream
        return try run(
            &source, initialSize: prelude.firstConfiguredSize.map { ($0.width, $0.height) },
            into: target, options: options, handled: handled)
    }

    /// Replays a collected trace (tests, tools): the same loop over its events.
    @discardableResult
    public static func run(_ trace: Trace, into target: any WindowContent, options: ReplayOptions = .init()) -> Double {
        var source = trace.source
        return run(&source, initialSize: trace.firstConfiguredSize, into: target, options: options)
    }

    /// Every event into `target` (the same `WindowContent` the live window drives; timers due
    /// before an event fire first), then settles.
    ///
    /// The initial size is configured only when the trace or the options give one: otherwise
    /// the target keeps the size it was made with (both apps' 480×800), as the live window
    /// does until the compositor says otherwise, so a content inside decorations keeps its own
    /// height rather than sharing a made-up window height with its title bar.
    public static func run<Source: TraceEventSource>(
        _ source: inout Source, initialSize configured: (Int, Int)?, into target: any WindowContent,
        options: ReplayOptions, handled: (TimedTraceEvent) -> Void = { _ in }
    ) throws(Source.Failure) -> Double {
        if configured != nil || options.width != nil || options.height != nil {
            let size = initialSize(configured, options: options)
            target.configure(width: size.width, height: size.height)
        }
        if let scale = options.scale { target.setScale(scale) }
        let toplevel = target.toplevelContent
        var replayedStates = TraceToplevelStates()
        var now = 0.0
        while let timed = try source.next() {
            now = max(now, timed.now)
            target.catchUp(to: now)
            switch timed.event {
            case .input(let event): target.handle(event, at: now)
            case .toplevelStates(let count):
                replayedStates.count = count
                if replayedStates.clientSide { toplevel?.setStates(replayedStates.states) }
            case .configureBounds(let w, let h): toplevel?.setBounds(width: w, height: h)
            case .windowGeometry(let x, let y, _, _):
                replayedStates.geometryOrigin = (x, y)
                toplevel?.setStates(replayedStates.states)
            case .decorationMode(let mode): toplevel?.setDecorationMode(mode)
            case .configure(let w, let h): target.configure(width: w, height: h)
            case .close: target.requestClose()
            case .keyRepeat(let rate, let delay): target.setKeyRepeat(rate: rate, delay: delay, at: now)
            case .scale(let s): if options.scale == nil { target.setScale(s) }
            case .popupConfigure(let x, let y, let w, let h):
                target.popupContent?.popupConfigured(x: x, y: y, width: w, height: h)
            case .popupDone: target.popupContent?.popupDismissed()
            }
            handled(timed)
        }
        return target.settle(from: now)
    }
}

/// The toplevel states a trace implies for a client that draws its own decorations, from what
/// the trace keeps of them: whether the last configure carried any state (an active window
/// does), and whether the client's last window geometry left room for a shadow (a floating
/// window) or began at 0, 0 (maximized or tiled; a fullscreen window replays as maximized).
/// Replay gives them to the content; the fixture compositor sends them in its configures.
public struct TraceToplevelStates: Equatable, Sendable {
    /// States in the last configure.
    public var count = 0
    /// The client's last window geometry's origin; nil before it set one.
    public var geometryOrigin: (x: Int, y: Int)? {
        get { origin.map { ($0.x, $0.y) } }
        set { origin = newValue.map { Origin(x: $0.x, y: $0.y) } }
    }
    private struct Origin: Equatable, Sendable { var x: Int, y: Int }
    private var origin: Origin?

    public init() {}

    /// The client has drawn its own decorations.
    public var clientSide: Bool { origin != nil }

    public var states: ToplevelStates {
        var s: ToplevelStates = count > 0 ? [.activated] : []
        if let o = origin, o.x == 0, o.y == 0 { s.insert(.maximized) }
        return s
    }
}
