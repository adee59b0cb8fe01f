import ContentHost
import Gestures

/// Every number of the app core in one value: layout, zoom limits, keyboard steps. Gesture
/// thresholds (slops, long-press time, double-tap time, cone, fling physics) live in the
/// engine's configuration, and the clock's, key repeat's and window's bounds in the content
/// runtime's (shared with the gallery), both held here too, so that one value configures the
/// whole app.
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
    /// Right/Left arrow opacity step, and with Shift (docs/DESIGN.md: 10 % and 1 %).
    public var keyOpacityStep: Double = 0.10
    public var keyOpacityFineStep: Double = 0.01

    /// The snapshot's `gestures` list and the `--explain` lines keep at least this many of the
    /// newest entries (at most a quarter more): a long session must not grow memory without
    /// bound (bench P6).
    public var maxGestureRecords = 1_000
    public var maxExplanations = 10_000

    /// The gesture engine's numbers: the library's defaults (long press 500 ms, double tap,
    /// the direction cone, fling physics, wheel step and Ctrl+wheel zoom factor) but for the
    /// touch slop. The list's is 20 px, the seed document's row distance: a bar is a wide
    /// target that a finger crosses while scrolling, so its scroll and its opacity drag both
    /// wait twice the library's 10 px before the direction cone decides.
    public var gestures: GestureConfiguration = {
        var c = GestureConfiguration.default
        c.touchSlop = 20
        return c
    }()
    /// The numbers the list shares with every content: key repeat, the animation frame step,
    /// the settle bound, the window's and the scale's bounds (`RuntimeConfiguration`).
    public var runtime: RuntimeConfiguration = .default

    public init() {}
    public static let `default` = AppConfiguration()
}
