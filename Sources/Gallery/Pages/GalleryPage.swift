import ContentHost
import Gestures

/// What a page asks of the gallery core after a report or a key.
public enum PageAction: Equatable, Sendable {
    case none
    case open(PageID)
    case back
}

/// One page of the gallery: its shapes, the tree of views whose gestures change them, and what
/// keys do to them. The core owns the engine, the clock, the header and navigation; a page's
/// gestures change only its own shapes, so each behaviour lives in one small file.
///
/// Pages keep their views for their whole life: the core hangs the current page's view in
/// the window's, and a relayout or a toggle in the middle of a gesture does not disturb it.
protocol GalleryPage: AnyObject {
    var id: PageID { get }
    /// In draw order, the last on top.
    var shapes: [GalleryShape] { get }
    /// Places the shapes in `area` (the window below the header), keeping what the user did.
    func layout(in area: GestureRect)
    /// The desktop asks for reduced motion (or no longer does).
    func setReducedMotion(_ reduced: Bool)
    /// The page's tree of views, in the window's view; frames in window coordinates.
    var view: GestureView { get }
    /// The clock moved to `now`; reports made up to it are about to be applied (the callbacks
    /// of the page's gestures run then).
    func timeMoved(to now: Double)
    /// What the page's gestures asked for since the last call (a link tapped).
    func takeAction() -> PageAction
    /// Names of the shapes Tab visits, in order.
    var focusable: [String] { get }
    /// Enter on the focused shape.
    func activate(_ name: String) -> PageAction
    /// Arrow keys move a shape for good (its offset).
    func move(_ name: String, by delta: Point)
    /// +/− scale a shape.
    func rescale(_ name: String, by factor: Double)
    /// The secondary (right) button went down at `location`: true when the page used it.
    func secondaryPress(at location: Point) -> Bool
    /// The Menu key or Shift+F10 on the focused shape `name`: true when the page opened its
    /// context menu there, as the secondary button would.
    func openMenu(for name: String) -> Bool
    /// Delete on the focused shape: true when the page deleted it.
    func delete(_ name: String) -> Bool
    /// Sets the value (0…1) of the control `name`: true when it is one that has a value.
    func setValue(_ value: Double, of name: String) -> Bool
    /// An animation (a spring back) is running: the host wants a frame every refresh.
    var isAnimating: Bool { get }
    /// Steps animations to virtual time `now` (ms); `.infinity` finishes them.
    func animate(to now: Double)

    // A popup (the pointer page's context menu): shapes drawn in it rather than in the window,
    // in window coordinates at the popup's place; its views replace the window's while open.
    /// The shapes drawn in the window (`shapes` less the popup's).
    var windowShapes: [GalleryShape] { get }
    /// Calls `body` with each of `windowShapes` in order, without building the array (a
    /// frame's drawing allocates nothing).
    func forEachWindowShape(_ body: (GalleryShape) -> Void)
    var popupShapes: [GalleryShape] { get }
    var popupRequest: PopupRequest? { get }
    /// Where the popup is now (window coordinates); nil when it is closed.
    var popupFrame: GestureRect? { get }
    /// The compositor put the popup's top-left corner at `origin` (window coordinates).
    func popupPlaced(at origin: Point)
    /// The popup is to go (dismissed by the compositor, or the page is left).
    func closePopup()
    /// While its popup is open, the only views that take input (the popup is modal).
    var modalView: GestureView? { get }
    /// A key pressed while the popup is open: true when the popup took it.
    func popupKey(_ key: Key, backwards: Bool) -> Bool
}

extension GalleryPage {
    /// The desktop asks for reduced motion: a page with animations of its own skips them.
    func setReducedMotion(_ reduced: Bool) {}
    func timeMoved(to now: Double) {}
    func takeAction() -> PageAction { .none }
    func activate(_ name: String) -> PageAction { .none }
    func secondaryPress(at location: Point) -> Bool { false }
    func openMenu(for name: String) -> Bool { false }
    func delete(_ name: String) -> Bool { false }
    func setValue(_ value: Double, of name: String) -> Bool { false }
    func move(_ name: String, by delta: Point) {}
    func rescale(_ name: String, by factor: Double) {}
    var isAnimating: Bool { false }
    func animate(to now: Double) {}
    var windowShapes: [GalleryShape] { shapes }
    func forEachWindowShape(_ body: (GalleryShape) -> Void) { for s in windowShapes { body(s) } }
    var popupShapes: [GalleryShape] { [] }
    var popupRequest: PopupRequest? { nil }
    var popupFrame: GestureRect? { nil }
    func popupPlaced(at origin: Point) {}
    func closePopup() {}
    var modalView: GestureView? { nil }
    func popupKey(_ key: Key, backwards: Bool) -> Bool { false }
}

/// Keyboard changes that every page with movable shapes makes the same way.
extension Array where Element == GalleryShape {
    /// The index of the shape called `name`.
    func index(_ name: String) -> Int? { firstIndex { $0.name == name } }

    mutating func move(_ name: String, by delta: Point) {
        guard let i = index(name) else { return }
        self[i].offset = self[i].offset + delta
    }

    /// Scales within [0.25, 4]: small enough to stay visible, large enough to stay on screen.
    mutating func rescale(_ name: String, by factor: Double) {
        guard let i = index(name) else { return }
        self[i].scale = Swift.min(4, Swift.max(0.25, self[i].scale * factor))
    }
}
