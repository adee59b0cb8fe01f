import ContentHost
import Gestures

/// The pointer page's context menu (Duplicate / Delete), shown by the host as an xdg_popup.
///
/// Its items live in the window's coordinates at the popup's place: the anchor (where the
/// right button went down) until the compositor says where it put the popup, then there. While
/// it is open the page is modal: the menu's items are the only views besides a dismiss area
/// over the window (a click on the window closes the menu, as a click outside the client does
/// through xdg_popup.popup_done), and the keyboard chooses an item (Up / Down / Tab, Enter or
/// Space, Escape closes).
struct ContextMenu {
    /// The items, in the window's coordinates; empty when closed.
    private(set) var items: [GalleryShape] = []
    /// The serial of the square it acts on.
    private(set) var target: Int?
    /// The item the keyboard has chosen (outlined).
    private(set) var selection: Int?
    /// Where the right button went down (window logical px, whole pixels as the positioner takes them).
    private(set) var anchor = Point.zero
    /// The popup's top-left corner: the anchor until the compositor placed it.
    private(set) var origin = Point.zero
    /// Counts the menus opened: each is a new popup (a new surface and grab).
    private(set) var generation = 0

    static let itemWidth = 140.0, itemHeight = 36.0, itemGap = 2.0
    static let names = ["menu-duplicate", "menu-delete"], labels = ["Duplicate", "Delete"]
    static let size = (width: Int(itemWidth), height: Int(2 * itemHeight + itemGap))
    /// The outline of the item the keyboard chose.
    static let selectionColour = GalleryColour.blue

    var isOpen: Bool { !items.isEmpty }

    /// The popup's rectangle in window coordinates.
    var frame: GestureRect {
        GestureRect(x: origin.x, y: origin.y, width: Double(Self.size.width), height: Double(Self.size.height))
    }

    /// What the host is asked for while the menu is open.
    var request: PopupRequest? {
        guard isOpen else { return nil }
        return PopupRequest(
            generation: generation, anchorX: Int(anchor.x), anchorY: Int(anchor.y),
            width: Self.size.width, height: Self.size.height)
    }

    /// Opens a new menu for square `serial` at `location` (a new popup even if one was open).
    mutating func open(for serial: Int, at location: Point) {
        generation += 1
        target = serial
        selection = nil
        anchor = Point(x: location.x.rounded(.down), y: location.y.rounded(.down))
        origin = anchor
        layOut()
    }

    /// The compositor placed the popup at `position` (xdg_popup.configure).
    mutating func place(at position: Point) {
        guard isOpen else { return }
        origin = position
        layOut()
    }

    mutating func close() {
        items = []
        target = nil
        selection = nil
    }

    private mutating func layOut() {
        items = zip(Self.names, Self.labels).enumerated().map { i, item in
            var shape = GalleryShape(
                name: item.0, form: .button,
                frame: GestureRect(
                    x: origin.x, y: origin.y + Double(i) * (Self.itemHeight + Self.itemGap),
                    width: Self.itemWidth, height: Self.itemHeight),
                colour: .white, label: item.1)
            shape.outline = selection == i ? Self.selectionColour : nil
            return shape
        }
    }

    /// What a key does to the open menu.
    enum KeyOutcome: Equatable {
        case none
        case choose(Int)
        case close
    }

    /// Up / Down / Tab move the choice (wrapping), Enter or Space takes it, Escape closes; any
    /// other key does nothing while the menu is open.
    mutating func key(_ key: Key, backwards: Bool) -> KeyOutcome {
        let count = items.count
        switch key {
        case .escape: return .close
        case .up: select((selection ?? 0) + count - 1)
        case .down: select(selection.map { $0 + 1 } ?? 0)
        case .tab: select(selection.map { $0 + (backwards ? count - 1 : 1) } ?? (backwards ? count - 1 : 0))
        case GalleryCore.isoLeftTab: select((selection ?? 0) + count - 1)
        case .return, GalleryCore.keypadEnter, .space: return selection.map { .choose($0) } ?? .none
        default: break
        }
        return .none
    }

    private mutating func select(_ index: Int) {
        selection = index % items.count
        layOut()
    }
}
