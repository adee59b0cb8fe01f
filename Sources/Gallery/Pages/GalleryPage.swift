import ContentHost
import Gestures

/// What a page asks of the gallery core after a report or a key.
public enum PageAction: Equatable, Sendable {
    case none
    case open(PageID)
    case back
}

/// One page of the gallery: its shapes, the regions that make them touchable, and how gesture
/// reports and keys change them. The core owns the engine, the clock, the header and
/// navigation; a page only maps reports of its own regions to its own shapes, so each
/// behaviour lives in one small file.
///
/// Pages keep their recognizer objects for their whole life and hand the same ones to every
/// `regions` call: the engine keeps per-sequence state in them, so a region list rebuilt in
/// the middle of a gesture (a toggle, a dropped square) does not disturb it.
protocol GalleryPage: AnyObject {
    var id: PageID { get }
    /// In draw order, the last on top.
    var shapes: [GalleryShape] { get }
    /// Places the shapes in `area` (the window below the header), keeping what the user did.
    func layout(in area: GestureRect)
    /// The page's tree of views, under the window region (nil: the page declares regions).
    var view: GestureView? { get }
    /// The page's regions, children of the window region `parent`; ids from 10 on.
    func regions(parent: GestureRegionID) -> [GestureRegion]
    /// True after a change that moves or re-declares regions (cleared by the core).
    var regionsChanged: Bool { get set }
    /// The clock moved to `now`; reports made up to it are about to be applied (the callbacks
    /// of the page's attached gestures run then).
    func timeMoved(to now: Double)
    /// One report of the engine, in order, at virtual time `now`.
    func apply(_ event: GestureEvent, now: Double) -> PageAction
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
    /// Delete on the focused shape: true when the page deleted it.
    func delete(_ name: String) -> Bool
    /// An animation (a spring back) is running: the host wants a frame every refresh.
    var isAnimating: Bool { get }
    /// Steps animations to virtual time `now` (ms); `.infinity` finishes them.
    func animate(to now: Double)

    // A popup (the pointer page's context menu): shapes drawn in it rather than in the window,
    // in window coordinates at the popup's place; its regions replace the page's while open.
    /// The shapes drawn in the window (`shapes` less the popup's).
    var windowShapes: [GalleryShape] { get }
    var popupShapes: [GalleryShape] { get }
    var popupRequest: PopupRequest? { get }
    /// Where the popup is now (window coordinates); nil when it is closed.
    var popupFrame: GestureRect? { get }
    /// The compositor put the popup's top-left corner at `origin` (window coordinates).
    func popupPlaced(at origin: Point)
    /// The popup is to go (dismissed by the compositor, or the page is left).
    func closePopup()
    /// The page's regions while its popup is open, all of them: the window is `window`.
    func popupRegions(window: GestureRect) -> [GestureRegion]
    /// A key pressed while the popup is open: true when the popup took it.
    func popupKey(_ key: Key, backwards: Bool) -> Bool
}

extension GalleryPage {
    var view: GestureView? { nil }
    func regions(parent: GestureRegionID) -> [GestureRegion] { [] }
    /// A page of views: its gestures' callbacks have done what the reports mean.
    func apply(_ event: GestureEvent, now: Double) -> PageAction { .none }
    func timeMoved(to now: Double) {}
    func activate(_ name: String) -> PageAction { .none }
    func secondaryPress(at location: Point) -> Bool { false }
    func delete(_ name: String) -> Bool { false }
    func move(_ name: String, by delta: Point) {}
    func rescale(_ name: String, by factor: Double) {}
    var isAnimating: Bool { false }
    func animate(to now: Double) {}
    var windowShapes: [GalleryShape] { shapes }
    var popupShapes: [GalleryShape] { [] }
    var popupRequest: PopupRequest? { nil }
    var popupFrame: GestureRect? { nil }
    func popupPlaced(at origin: Point) {}
    func closePopup() {}
    func popupRegions(window: GestureRect) -> [GestureRegion] { [] }
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
