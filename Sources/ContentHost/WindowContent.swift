import Drawing
import Gestures

/// What an app's content is to its hosts: the live window (`WaylandClient.WaylandWindow`,
/// which calls everything but `settle`) and the trace replayer (`TraceReplay.Replayer`, which
/// calls the input, window and clock members and `settle`). `OpacityBars.AppCore` conforms
/// where it is declared; tests and the bench conform small fakes and wrappers.
///
/// The host passes every event and the time (`now`, virtual milliseconds: CLOCK_MONOTONIC
/// live, the trace's clock in replay) in; the content never reads a clock and never sees
/// Wayland.
public protocol WindowContent: AnyObject {
    /// One input event, in compositor order, at virtual time `now` (ms).
    func handle(_ event: InputEvent, at now: Double)
    /// The raw xdg_toplevel.configure size in logical px: 0 means "you choose" (keep the
    /// current size); the content clamps.
    func configure(width: Int, height: Int)
    /// Buffer scale: integer from wl_output.scale, or fractional (wp_fractional_scale_v1),
    /// as `ScaleTracker` decides.
    func setScale(_ scale: Double)
    /// xdg_toplevel.close arrived.
    func requestClose()
    /// wl_keyboard.repeat_info at virtual time `now` (ms): repeats per second (0 = none) and
    /// the delay before the first (ms). Compositors send no repeats, so a content that wants
    /// them makes them on its own clock; this is keyboard configuration, not input for the
    /// gesture engine, which is why it is not an `InputEvent`.
    func setKeyRepeat(rate: Int32, delay: Int32, at now: Double)
    /// Fires due timers and steps animations to `now` (ms).
    func advance(to now: Double)
    /// Lets the clock run from `now` until nothing is pending (bounded); returns the time it
    /// stopped at. Replay calls it after the trace's last event.
    func settle(from now: Double) -> Double
    /// The earliest `now` at which `advance(to:)` has work; nil when idle.
    var nextDeadline: Double? { get }
    /// An animation (fling) wants a frame every display refresh.
    var isAnimating: Bool { get }
    /// The scale the content draws at (1, 2, or fractional), the last one `setScale` gave it
    /// that it accepted.
    var scale: Double { get }
    /// Logical (surface) size, for the viewport destination under fractional scale.
    var logicalSize: (width: Int, height: Int) { get }
    /// Something changed since the last `render`.
    var needsRedraw: Bool { get }
    /// Draws what changed plus `stale` (what this buffer missed; nil = everything) into
    /// `canvas` (bufferSize pixels) and returns the damage in buffer pixels.
    func render(into canvas: Canvas, stale: Region?) -> Region
    /// The pointer cursor wanted now, as a shape the desktop names.
    var cursor: CursorShape { get }
    /// How the pointer looks now: a named shape, one the host draws from a path, or hidden.
    /// The default is `cursor`, so a content that only ever names shapes says nothing more.
    var pointerStyle: PointerStyle { get }
    /// The content agreed to close (after `requestClose`, or on its own, e.g. Escape).
    var wantsToClose: Bool { get }
    /// The smallest logical size the content lays out well: the host sends it (plus any
    /// decorations) as xdg_toplevel.set_min_size, and `configure` clamps to it.
    var minimumSize: (width: Int, height: Int) { get }
    /// The part of the surface every frame draws fully opaque (logical px), or nil for none:
    /// the host sends it as wl_surface.set_opaque_region, so the compositor need not draw what
    /// lies under it. Claiming less than is opaque only costs the compositor work; claiming
    /// more shows whatever lies beneath.
    var opaqueRegion: LogicalRect? { get }
    /// The desktop's settings (`DesktopSettings`), whenever they change: an input like the
    /// time, which the content draws with from the next frame on.
    func setDesktopSettings(_ settings: DesktopSettings)
    /// The text the user copied since the last call (Ctrl+C), or nil: the host offers it as
    /// the clipboard's selection.
    func takeCopiedText() -> String?
    /// The content as a `ToplevelContent` or a `PopupContent`, nil when it is not one. The
    /// protocols' own extensions answer, so a conformer writes nothing. Hosts ask these rather
    /// than cast: the first cast of a type to a protocol makes the runtime scan every
    /// conformance record of the program, about 70 µs each in the static app, on the way to
    /// its first frame (docs/BENCH.md, P5).
    var toplevelContent: (any ToplevelContent)? { get }
    var popupContent: (any PopupContent)? { get }
}

extension WindowContent {
    public var toplevelContent: (any ToplevelContent)? { nil }
    public var popupContent: (any PopupContent)? { nil }
    public var minimumSize: (width: Int, height: Int) { (1, 1) }
    public var opaqueRegion: LogicalRect? { nil }
    public var pointerStyle: PointerStyle { .system(cursor) }

    /// A content that draws one way whatever the desktop says.
    public func setDesktopSettings(_ settings: DesktopSettings) {}

    /// A content with nothing to copy.
    public func takeCopiedText() -> String? { nil }

    /// Pixels of the buffer to draw into: the logical size at `scale`, by the one rule
    /// (`BufferGeometry`).
    public var bufferSize: (width: Int, height: Int) { BufferGeometry.size(of: logicalSize, scale: scale) }
}
