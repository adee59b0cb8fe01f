import Gestures

/// Squares on a canvas, for the pointer and the touchpad as much as for touch: drag to move,
/// tap to bring to front, pinch (two touches, or a touchpad pinch) to resize, a hover outline
/// that changes colour with Super and dims the square with Super+Alt, two-finger touchpad
/// scroll over a square to change its opacity, the right button for a small in-window menu
/// (Duplicate / Delete: WaylandClient has no xdg_popup), and an Add button.
///
/// Squares can be added and deleted without end with memory flat: a square's whole state is
/// its `GalleryShape`; the hovered square is found by its region id in each report, and
/// nothing is kept per square anywhere else (the recognizers are shared by all squares).
final class PointerPage: GalleryPage {
    let id = PageID.pointer
    var squares: [GalleryShape] = []
    var add = GalleryShape(name: "add", form: .button, frame: .zero, colour: .blue, label: "Add square")
    /// The open context menu's items and the serial of the square it acts on.
    var menu: [GalleryShape] = []
    var menuTarget: Int?
    var regionsChanged = true
    /// The serial the next square gets (its name and region id).
    private(set) var nextSerial = 1
    private var area = GestureRect.zero
    /// Scale of the square being pinched when its pinch began.
    private var baseScale = 1.0

    private let drag = DragRecognizer(), tap = TapRecognizer(), pinch = PinchRecognizer(spread: .any, minimumScaleDelta: 0)
    private let touchpadPinch = TouchpadPinchRecognizer(), hover = HoverRecognizer(), scroll = AxisScrollRecognizer()
    private let canvasTap = TapRecognizer(), buttonTap = TapRecognizer()

    static let canvas = GestureRegionID(10), addButton = GestureRegionID(11)
    static let menuItems = [GestureRegionID(20), GestureRegionID(21)]
    static let firstSquare: Int32 = 1000
    static let palette: [GalleryColour] = [.red, .green, .blue, .purple, .teal, .pink]

    init() {
        for _ in 0..<3 { addSquare() }
    }

    var shapes: [GalleryShape] { [add] + squares + menu }

    func layout(in area: GestureRect) {
        self.area = area
        add.frame = GestureRect(x: area.x + 24, y: area.y + 8, width: 160, height: 40)
        regionsChanged = true
    }

    /// A new square, placed on a diagonal that wraps so that any number of them stays on screen.
    func addSquare(copying source: GalleryShape? = nil) {
        let serial = nextSerial
        nextSerial += 1
        let step = Double((serial - 1) % 8)
        var square = GalleryShape(name: "square-\(serial)", form: .rectangle,
                                  frame: GestureRect(x: 40 + step * 36, y: 140 + step * 48, width: 120, height: 120),
                                  colour: Self.palette[(serial - 1) % Self.palette.count], label: "square \(serial)")
        if let source {
            square.frame = source.frame
            square.offset = source.offset + Point(x: 24, y: 24)
            square.scale = source.scale; square.colour = source.colour; square.opacity = source.opacity
        }
        squares.append(square)
        regionsChanged = true
    }

    func serial(of region: GestureRegionID?) -> Int? {
        guard let r = region?.rawValue, r >= Self.firstSquare else { return nil }
        return Int(r - Self.firstSquare)
    }

    func index(ofSerial serial: Int) -> Int? { squares.firstIndex { $0.name == "square-\(serial)" } }

    func regions(parent: GestureRegionID) -> [GestureRegion] {
        var regions = [GestureRegion(id: Self.canvas, parent: parent, frame: area, gestures: [canvasTap]),
                       GestureRegion(id: Self.addButton, parent: Self.canvas, frame: add.frame, gestures: [buttonTap])]
        for square in squares {
            var settled = square
            settled.transientOffset = .zero
            let serial = Int32(square.name.dropFirst("square-".count)) ?? 0
            regions.append(GestureRegion(id: GestureRegionID(rawValue: Self.firstSquare + serial), parent: Self.canvas,
                                         frame: settled.drawnFrame,
                                         gestures: [drag, tap, pinch, touchpadPinch, hover, scroll]))
        }
        for (item, id) in zip(menu, Self.menuItems) {
            regions.append(GestureRegion(id: id, parent: Self.canvas, frame: item.frame, gestures: [buttonTap]))
        }
        return regions
    }

    func apply(_ e: GestureEvent, now: Double) -> PageAction {
        if e.kind == .tap, e.phase == .ended {
            switch e.region {
            case Self.addButton?: addSquare(); closeMenu()
            case Self.menuItems[0]?:
                if let t = menuTarget.flatMap(index(ofSerial:)) { addSquare(copying: squares[t]) }
                closeMenu()
            case Self.menuItems[1]?:
                if let t = menuTarget.flatMap(index(ofSerial:)) { squares.remove(at: t); regionsChanged = true }
                closeMenu()
            case Self.canvas?: closeMenu()
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
        switch e.phase {
        case .began: baseScale = squares[i].scale; fallthrough
        case .changed, .ended:
            squares[i].scale = min(4, max(0.25, baseScale * e.scale))
            if e.phase == .ended { regionsChanged = true }
        case .cancelled: squares[i].scale = baseScale
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

    private func bringToFront(_ i: Int) {
        squares.append(squares.remove(at: i))
        regionsChanged = true
    }

    /// The right button over a square opens the menu there; anywhere else it closes it.
    func secondaryPress(at location: Point) -> Bool {
        guard let i = squares.lastIndex(where: { $0.drawnFrame.contains(location) }) else {
            closeMenu()
            return true
        }
        menuTarget = Int(squares[i].name.dropFirst("square-".count))
        let x = min(location.x, area.maxX - 140), y = min(location.y, area.maxY - 80)
        menu = [GalleryShape(name: "menu-duplicate", form: .button, frame: GestureRect(x: x, y: y, width: 140, height: 36),
                             colour: .white, label: "Duplicate"),
                GalleryShape(name: "menu-delete", form: .button, frame: GestureRect(x: x, y: y + 38, width: 140, height: 36),
                             colour: .white, label: "Delete")]
        regionsChanged = true
        return true
    }

    private func closeMenu() {
        guard !menu.isEmpty else { return }
        menu = []
        menuTarget = nil
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
        squares.remove(at: i)
        closeMenu()
        regionsChanged = true
        return true
    }
}
