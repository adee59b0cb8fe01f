import ContentHost
import Gestures

/// Squares on a canvas, for the pointer and the touchpad as much as for touch: drag to move,
/// tap to bring to front, pinch (two touches, or a touchpad pinch) to resize, a hover outline
/// that changes colour with Super and dims the square with Super+Alt, two-finger touchpad
/// scroll over a square to change its opacity, the right button for a context menu
/// (Duplicate / Delete, an xdg_popup: `ContextMenu`), and an Add button.
///
/// Squares can be added and deleted without end with memory flat: a square's whole state is
/// its `GalleryShape`; the hovered square is found by its region id in each report, and
/// nothing is kept per square anywhere else (the recognizers are shared by all squares).
final class PointerPage: GalleryPage {
    let id = PageID.pointer
    var squares: [GalleryShape] = []
    var add = GalleryShape(name: "add", form: .button, frame: .zero, colour: .blue, label: "Add square")
    /// The context menu, open or closed.
    var menu = ContextMenu()
    var regionsChanged = true
    /// The serial the next square gets (its name and region id).
    private(set) var nextSerial = 1
    private var area = GestureRect.zero
    /// The scale each square being pinched had when its pinch began, by serial: two squares
    /// pinched at once each scale from their own. An entry lives only while its pinch runs.
    private var baseScales: [Int: Double] = [:]

    private let drag = DragRecognizer(), tap = TapRecognizer(),
        pinch = PinchRecognizer(spread: .any, minimumScaleDelta: 0)
    private let touchpadPinch = TouchpadPinchRecognizer(), hover = HoverRecognizer(), scroll = AxisScrollRecognizer()
    private let canvasTap = TapRecognizer(), buttonTap = TapRecognizer()

    static let canvas = GestureRegionID(10), addButton = GestureRegionID(11)
    static let firstSquare: Int32 = 1000
    static let palette: [GalleryColour] = [.red, .green, .blue, .purple, .teal, .pink]

    init() {
        for _ in 0 ..< 3 { addSquare() }
    }

    var shapes: [GalleryShape] { [add] + squares + menu.items }
    var windowShapes: [GalleryShape] { [add] + squares }
    var popupShapes: [GalleryShape] { menu.items }

    func layout(in area: GestureRect) {
        self.area = area
        add.frame = GestureRect(x: area.x + 24, y: area.y + 8, width: 160, height: 40)
        for i in squares.indices { squares[i].frame = place(squares[i].slot) }
        regionsChanged = true
    }

    /// Space between squares and from the canvas's edges (logical px).
    static let gap = 16.0, margin = 24.0

    /// A square's side: three fit side by side at the least, up to 120 px.
    var side: Double { max(24, min(120, (area.width - 2 * Self.margin - 2 * Self.gap) / 3)) }

    /// Slot `slot` of a grid below the Add button that fills the canvas row by row; slots
    /// past the last wrap to the first, so that any number of squares stays on screen.
    func place(_ slot: Int) -> GestureRect {
        let side = side, step = side + Self.gap
        let top = add.frame.maxY + Self.gap
        let columns = max(1, Int((area.width - 2 * Self.margin + Self.gap) / step))
        let rows = max(1, Int((area.maxY - top) / step))
        let k = slot % (columns * rows)
        return GestureRect(
            x: area.x + Self.margin + Double(k % columns) * step, y: top + Double(k / columns) * step,
            width: side, height: side)
    }

    /// A new square in the next slot, or a copy of `source` 24 px below and right of it (in
    /// the source's slot, so that a relayout keeps the two together).
    func addSquare(copying source: GalleryShape? = nil) {
        let serial = nextSerial
        nextSerial += 1
        var square = GalleryShape(
            name: "square-\(serial)", form: .rectangle, frame: .zero,
            colour: Self.palette[(serial - 1) % Self.palette.count], label: "square \(serial)")
        square.slot = serial - 1
        if let source {
            square.slot = source.slot
            square.offset = source.offset + Point(x: 24, y: 24)
            square.scale = source.scale; square.colour = source.colour; square.opacity = source.opacity
        }
        square.frame = place(square.slot)
        squares.append(square)
        regionsChanged = true
    }

    func serial(of region: GestureRegionID?) -> Int? {
        guard let r = region?.rawValue, r >= Self.firstSquare else { return nil }
        return Int(r - Self.firstSquare)
    }

    func index(ofSerial serial: Int) -> Int? { squares.firstIndex { $0.name == "square-\(serial)" } }

    func regions(parent: GestureRegionID) -> [GestureRegion] {
        var regions = [
            GestureRegion(id: Self.canvas, parent: parent, frame: area, gestures: [canvasTap]),
            GestureRegion(id: Self.addButton, parent: Self.canvas, frame: add.frame, gestures: [buttonTap]),
        ]
        for square in squares {
            var settled = square
            settled.transientOffset = .zero
            let serial = Int32(square.name.dropFirst("square-".count)) ?? 0
            regions.append(
                GestureRegion(
                    id: GestureRegionID(rawValue: Self.firstSquare + serial), parent: Self.canvas,
                    frame: settled.drawnFrame,
                    gestures: [drag, tap, pinch, touchpadPinch, hover, scroll]))
        }
        return regions
    }

    func popupRegions(window: GestureRect) -> [GestureRegion] {
        menu.regions(window: window, itemTap: buttonTap, dismissTap: canvasTap)
    }

    func apply(_ e: GestureEvent, now: Double) -> PageAction {
        if e.kind == .tap, e.phase == .ended {
            switch e.region {
            case Self.addButton?: addSquare(); closeMenu()
            case ContextMenu.itemRegions[0]?: choose(0)
            case ContextMenu.itemRegions[1]?: choose(1)
            case Self.canvas?, ContextMenu.dismissRegion?: closeMenu()
            default:
                if let s = serial(of: e.region), let i = index(ofSerial: s) { bringToFront(i) }
                closeMenu()
            }
            return .none
        }
        guard let s = serial(of: e.region), let i = index(ofSerial: s) else { return .none }
        switch e.kind {
        case .drag: dragged(e, i)
        case .pinch: pinched(e, i)
        case .hover: hovered(e, i)
        case .axisScroll: squares[i].opacity = min(1, max(0.1, squares[i].opacity - e.delta.y / 300))
        default: break
        }
        return .none
    }

    private func dragged(_ e: GestureEvent, _ i: Int) {
        switch e.phase {
        case .began, .changed: squares[i].transientOffset = e.translation
        case .ended:
            squares[i].offset = squares[i].offset + e.translation
            squares[i].transientOffset = .zero
            regionsChanged = true
        case .cancelled: squares[i].transientOffset = .zero
        default: break
        }
    }

    private func pinched(_ e: GestureEvent, _ i: Int) {
        guard let serial = serial(of: e.region) else { return }
        switch e.phase {
        case .began:
            baseScales[serial] = squares[i].scale
            squares[i].scale = min(4, max(0.25, squares[i].scale * e.scale))
        case .changed, .ended:
            let base = baseScales[serial] ?? squares[i].scale
            squares[i].scale = min(4, max(0.25, base * e.scale))
            if e.phase == .ended { baseScales[serial] = nil; regionsChanged = true }
        case .cancelled:
            if let base = baseScales.removeValue(forKey: serial) { squares[i].scale = base }
        default: break
        }
    }

    /// The outline's colour follows Super; Super+Alt dims the square.
    private func hovered(_ e: GestureEvent, _ i: Int) {
        switch e.phase {
        case .began, .changed:
            let superHeld = e.modifiers.contains(.superKey)
            squares[i].outline = superHeld ? .pink : .yellow
            squares[i].dimmed = superHeld && e.modifiers.contains(.alt)
        default:
            squares[i].outline = nil
            squares[i].dimmed = false
        }
    }

    /// Removes a square and anything kept for its running gestures.
    private func removeSquare(at i: Int) {
        if let serial = Int(squares[i].name.dropFirst("square-".count)) { baseScales[serial] = nil }
        squares.remove(at: i)
        regionsChanged = true
    }

    private func bringToFront(_ i: Int) {
        squares.append(squares.remove(at: i))
        regionsChanged = true
    }

    /// Menu item `i` (Duplicate, Delete) acts on the menu's square, then the menu closes.
    private func choose(_ i: Int) {
        if let t = menu.target.flatMap(index(ofSerial:)) {
            if i == 0 { addSquare(copying: squares[t]) } else { removeSquare(at: t) }
        }
        closeMenu()
    }

    /// The right button over a square opens the menu there (a new one if one was open);
    /// anywhere else it closes it. On the open menu itself it does nothing.
    func secondaryPress(at location: Point) -> Bool {
        if menu.isOpen, menu.frame.contains(location) { return false }
        guard let i = squares.lastIndex(where: { $0.drawnFrame.contains(location) }),
            let serial = Int(squares[i].name.dropFirst("square-".count))
        else {
            closeMenu()
            return true
        }
        menu.open(for: serial, at: location)
        // The menu is modal: the squares' regions go, and their hover looks with them.
        for j in squares.indices { squares[j].outline = nil; squares[j].dimmed = false }
        regionsChanged = true
        return true
    }

    var popupRequest: PopupRequest? { menu.request }
    var popupFrame: GestureRect? { menu.isOpen ? menu.frame : nil }

    func popupPlaced(at origin: Point) {
        menu.place(at: origin)
        regionsChanged = true
    }

    func closePopup() { closeMenu() }

    func popupKey(_ key: Key, backwards: Bool) -> Bool {
        guard menu.isOpen else { return false }
        switch menu.key(key, backwards: backwards) {
        case .none: break
        case .choose(let i): choose(i)
        case .close: closeMenu()
        }
        return true
    }

    private func closeMenu() {
        guard menu.isOpen else { return }
        menu.close()
        regionsChanged = true
    }

    var focusable: [String] { ["add"] + squares.map(\.name) }

    func activate(_ name: String) -> PageAction {
        if name == "add" { addSquare() } else if let i = squares.index(name) { bringToFront(i) }
        return .none
    }

    func move(_ name: String, by delta: Point) { squares.move(name, by: delta); regionsChanged = true }
    func rescale(_ name: String, by factor: Double) { squares.rescale(name, by: factor); regionsChanged = true }

    func delete(_ name: String) -> Bool {
        guard let i = squares.index(name) else { return false }
        removeSquare(at: i)
        closeMenu()
        regionsChanged = true
        return true
    }
}
