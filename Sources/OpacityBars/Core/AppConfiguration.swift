import Gestures

/// Every number of the app core in one value: layout, zoom limits, keyboard steps, the
/// animation frame interval used by `settle`. Gesture thresholds (slops, long-press time,
/// double-tap time, cone, fling physics) live in the engine's configuration, held here too,
/// so that one value configures the whole app.
public struct AppConfiguration: Sendable {
    /// Initial logical window size (docs/DESIGN.md: 480×800 when nothing else says).
    public var initialWidth: Int = 480
    public var initialHeight: Int = 800
    /// The list's title, drawn in the header band.
    public var title: String = "Colours"
    /// Height of the header band that holds the title (logical px).
    public var headerHeight: Double = 56
    /// Margin around the rows (logical px): left, right, below the header and at the end.
    public var margin: Double = 16
    /// Row height at start (logical px; the SwiftUI original: 80).
    public var rowHeight: Double = 80
    /// Vertical gap between rows (logical px; the SwiftUI original: 20).
    public var rowSpacing: Double = 20
    /// Row-height zoom limits (logical px; docs/DESIGN.md: 40–240).
    public var minRowHeight: Double = 40
    public var maxRowHeight: Double = 240
    /// The scroll indicator, a thumb at the right edge below the header (logical px): its
    /// width, its gap to the window's right edge, its shortest length, and the shortest track
    /// (window height below the header) that shows one at all.
    public var scrollIndicatorWidth: Double = 4
    public var scrollIndicatorEdgeGap: Double = 2
    public var scrollIndicatorMinLength: Double = 24
    public var scrollIndicatorMinTrack: Double = 8
    /// The smallest window the list lays out well (logical px), which the app asks the
    /// compositor to keep it above (xdg_toplevel.set_min_size): the header's title, one whole
    /// row at the default height with its label, and the margins around them (56 + 16 + 80 + 16
    /// = 168 high), with room to spare; wide enough for the longest label ("purple 100 %").
    public var minimumWidth: Int = 200
    public var minimumHeight: Int = 200
    /// Window size limits for `configure` (logical px per dimension): what a compositor that
    /// ignores the minimum size may still give is drawn, clipped, rather than refused.
    public var minWindowSize: Int = 1
    public var maxWindowSize: Int = 16384
    /// Buffer scale limits for `setScale`.
    public var minScale: Double = 0.25
    public var maxScale: Double = 8
    /// Right/Left arrow opacity step, and with Shift (docs/DESIGN.md: 10 % and 1 %).
    public var keyOpacityStep: Double = 0.10
    public var keyOpacityFineStep: Double = 0.01
    /// Key repeat before the compositor sends `repeat_info` (Wayland clients' usual 25 Hz, 600 ms).
    public var defaultRepeatRate: Int32 = 25
    public var defaultRepeatDelay: Int32 = 600
    /// A compositor's repeat rate is clamped to this many per second, so that a hostile
    /// `repeat_info` cannot flood a frame with repeats.
    public var maxRepeatRate: Int32 = 1000
    /// Most key repeats one clock step fires; after a longer stall (or an absurd clock) the
    /// repeat schedule restarts from now instead of replaying every missed repeat.
    public var maxRepeatCatchUp: Int = 100
    /// Virtual-clock step that `settle` advances by while an animation runs (ms; 60 Hz).
    public var frameInterval: Double = 1000.0 / 60.0
    /// Upper bound on how long `settle` lets the clock run (ms) so a bug can never hang replay.
    public var maxSettleDuration: Double = 60_000

    /// The snapshot's `gestures` list and the `--explain` lines keep at least this many of the
    /// newest entries (at most a quarter more): a long session must not grow memory without
    /// bound (bench P6).
    public var maxGestureRecords = 1_000
    public var maxExplanations = 10_000

    /// The gesture engine's numbers: slops (touch 20 px, mouse smaller), long press 500 ms,
    /// double tap, the direction cone, fling physics, wheel step and Ctrl+wheel zoom factor.
    public var gestures: GestureConfiguration = .default

    public init() {}
    public static let `default` = AppConfiguration()
}
