import Canvas
import ContentHost
import Gestures

/// What a `WaylandWindow` shows and drives: the app core conforms to it (in the
/// `opacity-bars` target), tests conform small fakes. The window passes every event and
/// the time (`now`, milliseconds of CLOCK_MONOTONIC, read only by the window's loop) in;
/// the content never reads a clock and never sees Wayland.
public protocol WindowContent: AnyObject {
    /// One input event, in compositor order, at virtual time `now` (ms).
    func handle(_ event: InputEvent, at now: Double)
    /// The raw xdg_toplevel.configure size in logical px: 0 means "you choose" (keep the
    /// current size); the content clamps.
    func configure(width: Int, height: Int)
    /// Buffer scale: integer from wl_output.scale, or fractional (wp_fractional_scale_v1).
    func setScale(_ scale: Double)
    /// xdg_toplevel.close arrived.
    func requestClose()
    /// Fires due timers and steps animations to `now` (ms).
    func advance(to now: Double)
    /// The earliest `now` at which `advance(to:)` has work; nil when idle.
    var nextDeadline: Double? { get }
    /// An animation (fling) wants a frame every display refresh.
    var isAnimating: Bool { get }
    /// Pixels of the buffer to draw into: ceil(logical × scale).
    var bufferSize: (width: Int, height: Int) { get }
    /// Logical (surface) size, for the viewport destination under fractional scale.
    var logicalSize: (width: Int, height: Int) { get }
    /// Something changed since the last `render`.
    var needsRedraw: Bool { get }
    /// Draws what changed plus `stale` (what this buffer missed; nil = everything) into
    /// `canvas` (bufferSize pixels) and returns the damage in buffer pixels.
    func render(into canvas: Canvas, stale: Region?) -> Region
    /// The pointer cursor wanted now. (Named `windowCursor` so an app may keep its own
    /// `cursor` property of its own type.)
    var windowCursor: CursorShape { get }
    /// The content agreed to close (after `requestClose`, or on its own, e.g. Escape).
    var wantsToClose: Bool { get }
}
