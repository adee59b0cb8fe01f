/// Every number of `ContentRuntime` in one value: what both apps do the same way as window
/// content (the clock, key repeat, settling, the window's and the scale's bounds). Each app's
/// own numbers (layout, gestures) live in its own configuration; the Colours list carries this
/// one inside `AppConfiguration` so that one value still configures the whole app.
public struct RuntimeConfiguration: Sendable, Equatable {
    /// Key repeat before the compositor sends wl_keyboard.repeat_info (per second, and ms
    /// before the first): 25 Hz after 600 ms, what Wayland clients (GTK, foot) assume.
    public var defaultRepeatRate: Int32 = 25
    public var defaultRepeatDelay: Int32 = 600
    /// A compositor's repeat rate is clamped to this many per second, so that a hostile
    /// `repeat_info` cannot flood a frame with repeats.
    public var maxRepeatRate: Int32 = 1000
    /// Most key repeats one clock step fires; after a longer stall (or an absurd clock) the
    /// repeat schedule restarts from now instead of replaying every missed repeat.
    public var maxRepeatCatchUp: Int = 100
    /// The clock step while an animation runs (ms; 60 Hz): how `settle`, and a live host
    /// with no frame callbacks, step a fling or a spring.
    public var frameInterval: Double = 1000.0 / 60.0
    /// How long `settle` lets the clock run at most (ms), so that a bug can never hang replay:
    /// far beyond any timer (a long press is 500 ms) or animation (a fling stops within seconds).
    public var maxSettleDuration: Double = 60_000
    /// Largest window side `configure` accepts (logical px): a compositor's absurd size is
    /// drawn clipped to it. 16 384 keeps a buffer at scale 3 within a canvas's 65 535 pixels
    /// per side (`Canvas.maxDimension`).
    public var maxWindowSize: Int = 16_384
    /// Buffer scales accepted (`setScale`): anything outside is clamped, so a hostile scale
    /// cannot ask for a buffer too large to allocate or too small to see.
    public var minScale: Double = 0.25
    public var maxScale: Double = 8
    /// Latest virtual time accepted (ms, about 31 700 years): far beyond any real clock, small
    /// enough that adding a frame interval still changes it and that every time prints as an
    /// integer.
    public var maxTime: Double = 1e15

    public init() {}
    public static let `default` = RuntimeConfiguration()
}
