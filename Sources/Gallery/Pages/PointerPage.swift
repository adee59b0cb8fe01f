import ContentHost
import Gestures

/// Squares on a canvas, for the pointer and the touchpad as much as for touch: drag to move,
/// tap to bring to front, pinch (two touches, or a touchpad pinch) to resize, a hover outline
/// that changes colour with Super and dims the square with Super+Alt, two-finger touchpad
/// scroll over a square to change its opacity, the right button for a context menu
/// (Duplicate / Delete, an xdg_popup: `ContextMenu`), and an Add button.
///
/// Squares can be added and deleted without end with memory flat: a square's whole state is
/// its `GalleryShape` and its view, whose gestures find the shape by its name; where a pinch
/// started lives in the pinch's own `GestureState`, so nothing is kept per gesture elsewhere.
final class PointerPage: GalleryPage {
    let id = PageID.pointer
    var squares: [GalleryShape] = []
    var add = GalleryShape(name: "add", form: .button, frame: .zero, colour: .blue, label: "Add square")
    /// The context menu, open or closed.
    var menu = ContextMenu()
    /// The serial the next square gets (its name).
    private(set) var nextSerial = 1
    private var area = GestureRect.zero
    /// The canvas: a tap on it closes the menu. Its children are the Add button, then the
    /// squares in `squares` order (the last on top).
    let view = GestureView(id: "canvas")
    private let addButton = GestureView(id: "add")
    /// While the menu is open, the only views: the window, and the menu on top.
    private let modal = GestureView(), dismiss = GestureView(id: "menu-dismiss"), popup = GestureView(id: "menu")

    static let palette: [GalleryColour] = [.red, .green, .blue, .purple, .teal, .pink]

    init() {
        view.gesture(TapGesture().onEnded { [unowned self] _ in closeMenu() })
        view.addChild(addButton).gesture(
            TapGesture().onEnded { [unowned self] _ in
                addSquare()
                closeMenu()
            })
        modal.addChild(dismiss).gesture(TapGesture().onEnded { [unowned self] _ in closeMenu() })
        modal.addChild(popup)
        for (i, name) in ContextMenu.names.enumerated() {
            popup.addChild(GestureView(id: name)).gesture(TapGesture().onEnded { [unowned self] _ in choose(i) })
        }
        for _ in 0 ..< 3 { addSquare() }
    }

    var shapes: [GalleryShape] { [add] + squares + menu.items }
    var windowShapes: [GalleryShape] { [add] + squares }
    var popupShapes: [GalleryShape] { menu.items }

    func layout(in area: GestureRect) {
        self.area = area
        view.frame = area
        add.frame = GestureRect(x: area.x + 24, y: area.y + 8, width: 160, height: 40)
        addButton.frameInWindow = add.frame
        for i in squares.indices { squares[i].frame = place(squares[i].slot) }
        placeSquares()
        placeMenu()
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
    /// the source's slot, so that a relayout keeps the two together), with its view on top.
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
        attachGestures(to: view.addChild(GestureView(id: square.name)), square.name)
        placeSquares()
    }

    /// The square called `name`, if it is still there.
    subscript(name: String) -> GalleryShape? {
        get { squares.index(name).map { squares[$0] } }
        set { if let i = squares.index(name), let newValue { squares[i] = newValue } }
    }

    /// Drag to move, tap to raise, pinch by touch or touchpad to resize, hover for the
    /// outline, touchpad scroll to fade.
    private func attachGestures(to square: GestureView, _ name: String) {
        square.gesture(
            DragGesture()
                .onChanged { [unowned self] v in self[name]?.transientOffset = v.translation }
                .onEnded { [unowned self] v in
                    self[name]?.offset = (self[name]?.offset ?? .zero) + v.translation
                    self[name]?.transientOffset = .zero
                    placeSquares()
                }
                .onCancelled { [unowned self] _ in self[name]?.transientOffset = .zero })
        square.gesture(
            TapGesture().onEnded { [unowned self] _ in
                if let i = squares.index(name) { bringToFront(i) }
                closeMenu()
            })
        square.gesture(scaling(name, MagnifyGesture(minimumScaleDelta: 0)) { $0.magnification })
        square.gesture(scaling(name, TouchpadPinchGesture()) { $0.magnification })
        // The outline's colour follows Super; Super+Alt dims the square.
        let unhover = { [unowned self] in
            self[name]?.outline = nil
            self[name]?.dimmed = false
        }
        square.gesture(
            HoverGesture()
                .onChanged { [unowned self] v in
                    self[name]?.outline = v.modifiers.contains(.superKey) ? .pink : .yellow
                    self[name]?.dimmed = v.modifiers.isSuperset(of: [.superKey, .alt])
                }
                .onEnded { _ in unhover() }
                .onCancelled { _ in unhover() })
        square.gesture(
            TouchpadScrollGesture().onChanged { [unowned self] v in
                if let o = self[name]?.opacity { self[name]?.opacity = min(1, max(0.1, o - v.delta.y / 300)) }
            })
    }

    /// A pinch that scales square `name` from the scale it had when this pinch began (two
    /// squares pinched at once each from their own), back to it if cancelled.
    private func scaling<G: Gesture>(_ name: String, _ pinch: G, _ magnification: @escaping (G.Value) -> Double)
        -> CallbackGesture<G>
    {
        let start = GestureState<Double?>(wrappedValue: nil)
        let scale = { [unowned self] (v: G.Value) -> Void in
            self[name]?.scale = min(4, max(0.25, (start.wrappedValue ?? 1) * magnification(v)))
        }
        return pinch.updating(start) { [unowned self] _, s in s = s ?? self[name]?.scale }
            .onChanged(scale)
            .onEnded { [unowned self] v in
                scale(v)
                placeSquares()
            }
            .onCancelled { [unowned self] _ in if let s = start.wrappedValue { self[name]?.scale = s } }
    }

    /// Each square's view is where the square rests (a drag moves only its drawing until the drop).
    private func placeSquares() {
        for square in squares {
            var settled = square
            settled.transientOffset = .zero
            view.view(withID: square.name)?.frameInWindow = settled.drawnFrame
        }
    }

    /// The menu's views where its items are; the modal views cover the window and the menu,
    /// which the compositor may have put beyond the window's edge.
    private func placeMenu() {
        let window = GestureRect(x: 0, y: 0, width: area.maxX, height: area.maxY), m = menu.frame
        let x0 = min(window.x, m.x), y0 = min(window.y, m.y)
        modal.frame = GestureRect(
            x: x0, y: y0, width: max(window.maxX, m.maxX) - x0, height: max(window.maxY, m.maxY) - y0)
        dismiss.frameInWindow = window
        popup.frameInWindow = m
        for (item, v) in zip(menu.items, popup.children) { v.frameInWindow = item.frame }
    }

    /// Removes a square and its view (gestures running on it end with it).
    private func removeSquare(at i: Int) {
        view.view(withID: squares.remove(at: i).name)?.removeFromParent()
    }

    private func bringToFront(_ i: Int) {
        let square = squares.remove(at: i)
        squares.append(square)
        if let v = view.view(withID: square.name) { view.addChild(v) }
    }

    /// Menu item `i` (Duplicate, Delete) acts on the menu's square, then the menu closes.
    private func choose(_ i: Int) {
        if let t = menu.target.flatMap({ squares.index("square-\($0)") }) {
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
        placeMenu()
        // The menu is modal: the squares' views go, and their hover looks with them.
        for j in squares.indices { squares[j].outline = nil; squares[j].dimmed = false }
        return true
    }

    var popupRequest: PopupRequest? { menu.request }
    var popupFrame: GestureRect? { menu.isOpen ? menu.frame : nil }
    var modalView: GestureView? { menu.isOpen ? modal : nil }

    func popupPlaced(at origin: Point) {
        menu.place(at: origin)
        placeMenu()
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

    private func closeMenu() { menu.close() }

    var focusable: [String] { ["add"] + squares.map(\.name) }

    func activate(_ name: String) -> PageAction {
        if name == "add" { addSquare() } else if let i = squares.index(name) { bringToFront(i) }
        return .none
    }

    func move(_ name: String, by delta: Point) { squares.move(name, by: delta); placeSquares() }
    func rescale(_ name: String, by factor: Double) { squares.rescale(name, by: factor); placeSquares() }

    func delete(_ name: String) -> Bool {
        guard let i = squares.index(name) else { return false }
        removeSquare(at: i)
        closeMenu()
        return true
    }
}
