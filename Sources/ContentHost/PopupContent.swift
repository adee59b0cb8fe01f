import Drawing

/// A popup a content wants shown beside its window (an xdg_popup: a context menu), in the
/// window's logical coordinates. The host owns the surface; the content only says what it
/// wants and draws it.
///
/// The host anchors the popup at the anchor rectangle's top-left corner and lets it grow down
/// and right from there, and asks the compositor to flip it, then slide it, when that would
/// leave the screen; so where it ends up is the compositor's answer (`popupConfigured`).
public struct PopupRequest: Equatable, Sendable {
    /// Changes each time a new popup is opened: a host replaces its surface when it changes
    /// (a menu reopened elsewhere is a new popup, and a new grab).
    public var generation: Int
    /// Where to anchor (window logical px): the pointer, as a 1×1 rectangle.
    public var anchorX: Int, anchorY: Int, anchorWidth: Int, anchorHeight: Int
    /// The popup's logical size.
    public var width: Int, height: Int
    /// Take an explicit grab (pointer and keyboard until dismissed) with the serial of the
    /// input that opened it, as a context menu does.
    public var grab: Bool

    public init(
        generation: Int, anchorX: Int, anchorY: Int, anchorWidth: Int = 1, anchorHeight: Int = 1,
        width: Int, height: Int, grab: Bool = true
    ) {
        self.generation = generation
        self.anchorX = anchorX; self.anchorY = anchorY; self.anchorWidth = anchorWidth; self.anchorHeight = anchorHeight
        self.width = width; self.height = height; self.grab = grab
    }
}

/// A `WindowContent` that can open a popup. Hosts find it through
/// `WindowContent.popupContent`, so a content with no popup (the Colours list) declares nothing.
///
/// Input that arrives on the popup's surface reaches the content through `handle` like any
/// other, moved into the window's coordinates by the popup's configured position
/// (`SurfaceInputRouting`): the content hit-tests one coordinate space, in which the popup's
/// rectangle is on top of everything else while it is open.
public protocol PopupContent: WindowContent {
    /// The popup wanted now; nil when none (the host destroys its surface).
    var popup: PopupRequest? { get }
    /// The compositor placed the popup at (x, y) relative to the window, width × height
    /// (xdg_popup.configure).
    func popupConfigured(x: Int, y: Int, width: Int, height: Int)
    /// Where the popup is now, relative to the window (logical px): the compositor's configured
    /// position, or the anchor before one came; nil when there is none.
    var popupOrigin: (x: Int, y: Int)? { get }
    /// The compositor dismissed the popup (xdg_popup.popup_done: a click outside the client).
    func popupDismissed()
    /// The popup's look changed since the last `renderPopup`.
    var popupNeedsRedraw: Bool { get }
    /// Draws the whole popup at `scale` into `canvas` (`PopupRequest.bufferSize(scale:)`
    /// pixels); returns the damage in buffer pixels.
    func renderPopup(into canvas: Canvas, scale: Double) -> Region
}

extension PopupRequest {
    /// Buffer pixels for the popup at `scale`, by the window's rule (`BufferGeometry`).
    public func bufferSize(scale: Double) -> (width: Int, height: Int) {
        BufferGeometry.size(of: (width, height), scale: scale)
    }
}

extension PopupContent {
    public var popupContent: (any PopupContent)? { self }

    /// Draws the open popup over `frame` (the window's buffer-sized frame) where it is placed,
    /// clipped to the window: what replay's screenshot shows of it. Nothing when none is open.
    public func compositePopup(onto frame: Canvas) {
        guard let request = popup, let origin = popupOrigin else { return }
        let size = request.bufferSize(scale: scale)
        guard size.width > 0, size.height > 0 else { return }
        let canvas = Canvas(width: size.width, height: size.height)
        _ = renderPopup(into: canvas, scale: scale)
        frame.copy(
            canvas, toX: BufferGeometry.pixels(origin.x, scale: scale), y: BufferGeometry.pixels(origin.y, scale: scale)
        )
    }
}
