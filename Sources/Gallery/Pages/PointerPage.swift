import ContentHost
import Gestures

/// Shapes and controls for the pointer and the touchpad as much as for touch, each with its
/// own pointer interaction: a rectangle (the automatic effect), an oval (lift, hit only inside
/// its oval), a rounded rectangle (highlight) and a triangle (hover, with a triangle pointer);
/// five buttons, one per effect and a custom one that keeps its size under a pointer of its own;
/// an alpha control set by a two-finger touchpad scroll or a touch or click on it; an Add button.
///
/// Every shape view moves by a drag (its frame orange while Super is held), comes to the front
/// on a tap, resizes by a pinch (two touches, or the touchpad), takes a teal frame under the
/// pointer (pink with Super), dims to half with Super+Alt inside its inner region, and opens a
/// context menu on the right button (Duplicate / Delete, an xdg_popup: `ContextMenu`).
///
/// Shapes can be added and deleted without end with memory flat: a shape's whole state is its
/// `GalleryShape` and its view, whose gestures and pointer region find the shape by its name;
/// where a pinch started lives in the pinch's own `GestureState`, so nothing is kept per
/// gesture elsewhere.
final class PointerPage: GalleryPage {
    let id = PageID.pointer
    /// The shape views, in draw order (the last on top).
    var squares: [GalleryShape] = []
    /// The Add button, the alpha control and the effect buttons, under the shapes.
    private(set) var controls: [GalleryShape]
    /// The context menu, open or closed.
    var menu = ContextMenu()
    /// The serial the next shape gets (its name).
    private(set) var nextSerial = 1
    private var area = GestureRect.zero
    /// Where Super is read while a pan runs (a drag's value does not carry the modifiers).
    private unowned let engine: GestureEngine
    /// The canvas: a tap on it closes the menu. Its children are the controls, then the shape
    /// views in `squares` order (the last on top).
    let view = GestureView(id: "canvas")
    /// While the menu is open, the only views: the window, and the menu on top.
    private let modal = GestureView(), dismiss = GestureView(id: "menu-dismiss"), popup = GestureView(id: "menu")

    static let palette: [GalleryColour] = [.red, .green, .blue, .purple, .teal, .pink]
    /// The forms the shapes take in turn, and the words their labels start with.
    static let forms: [(form: ShapeForm, word: String)] = [
        (.rectangle, "rectangle"), (.oval, "oval"), (.roundedRectangle, "rounded"), (.triangle, "triangle"),
    ]
    /// Between a shape view's frame and the shape drawn in it: the frame's outline goes there,
    /// and the inner region (where the pointer takes the effect) is the shape's bounds.
    static let frameInset = 8.0
    /// The effect buttons: name, label, effect.
    static let effectButtons: [(name: String, label: String, effect: HoverEffect)] = [
        ("effect-automatic", "Automatic", .automatic), ("effect-highlight", "Highlight", .highlight),
        ("effect-lift", "Lift", .lift), ("effect-hover", "Hover", .hover()), ("effect-custom", "Custom", customEffect),
    ]
    /// The custom button's effect keeps its size and fades a little; its pointer is a ring.
    static let customEffect = HoverEffect.custom { phase in
        HoverEffectValues(scale: 1, opacity: phase.isActive ? 0.75 : 1)
    }
    static let ringPointer = PointerStyle.custom(CustomPointer(.ellipse, width: 18, height: 18, lineWidth: 2.5))
    static let trianglePointer = PointerStyle.custom(
        CustomPointer(.polygon(ShapeForm.trianglePoints), width: 20, height: 18, hotSpot: Point(x: 10, y: 0)))
    /// How far one pixel of touchpad scroll moves the alpha control (a 200 px run covers it all).
    static let alphaPerPixel = 1.0 / 200

    init(engine: GestureEngine) {
        self.engine = engine
        controls = [GalleryShape(name: "add", form: .button, frame: .zero, colour: .blue, label: "Add shape")]
        var alpha = GalleryShape(name: "alpha", form: .slider, frame: .zero, colour: .purple)
        alpha.label = Self.alphaLabel(1)
        controls.append(alpha)
        for b in Self.effectButtons {
            controls.append(GalleryShape(name: b.name, form: .button, frame: .zero, colour: .blue, label: b.label))
        }
        view.gesture(TapGesture().onEnded { [unowned self] _ in closeMenu() })
        view.addChild(GestureView(id: "add")).gesture(
            TapGesture().onEnded { [unowned self] _ in
                addSquare()
                closeMenu()
            })
        attachAlphaControl(to: view.addChild(GestureView(id: "alpha")))
        for b in Self.effectButtons {
            let button = view.addChild(GestureView(id: b.name))
            button.gesture(
                TapGesture().onEnded { [unowned self] _ in
                    if let i = controls.index(b.name) { controls[i].count("taps") }
                    closeMenu()
                })
            button.hoverEffect(b.effect)
            if b.name == "effect-custom" { button.pointerStyle(Self.ringPointer) }
        }
        modal.addChild(dismiss).gesture(TapGesture().onEnded { [unowned self] _ in closeMenu() })
        modal.addChild(popup)
        for (i, name) in ContextMenu.names.enumerated() {
            popup.addChild(GestureView(id: name)).gesture(TapGesture().onEnded { [unowned self] _ in choose(i) })
        }
        for _ in 0 ..< Self.forms.count { addSquare() }
    }

    var shapes: [GalleryShape] { controls + squares + menu.items }
    var windowShapes: [GalleryShape] { controls + squares }
    var popupShapes: [GalleryShape] { menu.items }

    func forEachWindowShape(_ body: (GalleryShape) -> Void) {
        for s in controls { body(s) }
        for s in squares { body(s) }
    }

    // MARK: Layout

    /// Space between shapes and from the canvas's edges (logical px).
    static let gap = 16.0, margin = 24.0
    static let buttonWidth = 120.0, buttonHeight = 40.0, buttonGap = 8.0

    func layout(in area: GestureRect) {
        self.area = area
        view.frame = area
        let top = GestureRect(x: area.x + Self.margin, y: area.y + 8, width: 160, height: Self.buttonHeight)
        controls[0].frame = top
        let alphaX = top.maxX + Self.gap
        controls[1].frame = GestureRect(
            x: alphaX, y: top.y, width: max(40, min(240, area.maxX - Self.margin - alphaX)), height: Self.buttonHeight)
        // The effect buttons in rows at the bottom, as many to a row as fit.
        let step = Self.buttonWidth + Self.buttonGap
        let perRow = max(1, Int((area.width - 2 * Self.margin + Self.buttonGap) / step))
        let rows = (Self.effectButtons.count + perRow - 1) / perRow
        let firstRow = area.maxY - Self.margin - Double(rows) * Self.buttonHeight - Double(rows - 1) * Self.buttonGap
        for k in 0 ..< Self.effectButtons.count {
            controls[2 + k].frame = GestureRect(
                x: area.x + Self.margin + Double(k % perRow) * step,
                y: firstRow + Double(k / perRow) * (Self.buttonHeight + Self.buttonGap),
                width: Self.buttonWidth, height: Self.buttonHeight)
        }
        for c in controls { view.view(withID: c.name)?.frameInWindow = c.frame }
        for i in squares.indices { squares[i].frame = place(squares[i].slot, squares[i].form) }
        placeSquares()
        placeMenu()
    }

    /// A shape's side: three fit side by side at the least, up to 120 px.
    var side: Double { max(24, min(120, (area.width - 2 * Self.margin - 2 * Self.gap) / 3)) }

    /// Slot `slot` of a grid between the top controls and the buttons, filled row by row; slots
    /// past the last wrap to the first, so that any number of shapes stays on screen. An oval
    /// is wider than it is tall, centred in its slot.
    func place(_ slot: Int, _ form: ShapeForm) -> GestureRect {
        let side = side, step = side + Self.gap
        let top = controls[0].frame.maxY + Self.gap
        let bottom = (controls.dropFirst(2).map(\.frame.y).min() ?? area.maxY) - Self.gap
        let columns = max(1, Int((area.width - 2 * Self.margin + Self.gap) / step))
        let rows = max(1, Int((bottom - top + Self.gap) / step))
        let k = slot % (columns * rows)
        let x = area.x + Self.margin + Double(k % columns) * step, y = top + Double(k / columns) * step
        let height = form == .oval ? (side * 0.7).rounded() : side
        return GestureRect(x: x, y: y + (side - height) / 2, width: side, height: height)
    }

    // MARK: Shapes

    /// A new shape in the next slot (the forms in turn), or a copy of `source` 24 px below and
    /// right of it (in the source's slot, so that a relayout keeps the two together), on top.
    func addSquare(copying source: GalleryShape? = nil) {
        let serial = nextSerial
        nextSerial += 1
        let kind =
            source.flatMap { s in Self.forms.firstIndex { $0.form == s.form } } ?? (serial - 1) % Self.forms.count
        var square = GalleryShape(
            name: "shape-\(serial)", form: Self.forms[kind].form, frame: .zero,
            colour: Self.palette[(serial - 1) % Self.palette.count], label: "\(Self.forms[kind].word) \(serial)")
        square.slot = serial - 1
        square.inset = Self.frameInset
        if let source {
            square.slot = source.slot
            square.offset = source.offset + Point(x: 24, y: 24)
            square.scale = source.scale; square.colour = source.colour; square.opacity = source.opacity
        }
        square.frame = place(square.slot, square.form)
        squares.append(square)
        attachInteractions(to: view.addChild(GestureView(id: square.name)), square.name, square.form)
        placeSquares()
    }

    /// The shape called `name`, if it is still there.
    subscript(name: String) -> GalleryShape? {
        get { squares.index(name).map { squares[$0] } }
        set { if let i = squares.index(name), let newValue { squares[i] = newValue } }
    }

    /// Where a shape view takes the pointer and touches: the oval inside its oval only.
    static func hitShape(_ form: ShapeForm) -> ContentShape { form == .oval ? form.contentShape : .rectangle }

    /// The shape's pointer interaction (its effect, and for the oval its hit shape, for the
    /// triangle its pointer), its inner region, and its gestures: drag to move, tap to raise,
    /// pinch by touch or touchpad to resize, hover for the frame.
    private func attachInteractions(to square: GestureView, _ name: String, _ form: ShapeForm) {
        switch form {
        case .oval: square.contentShape(.interaction, Self.hitShape(form)).hoverEffect(.lift)
        case .roundedRectangle: square.contentShape(.hoverEffect, form.contentShape).hoverEffect(.highlight)
        case .triangle:
            square.contentShape(.hoverEffect, form.contentShape).hoverEffect(.hover()).pointerStyle(
                Self.trianglePointer)
        default: square.hoverEffect(.automatic)
        }
        // The inner region: where the shape is drawn, inside its frame. Super+Alt there dims it.
        square.pointerRegion { [unowned self, unowned square] request in
            let dim = request.modifiers.isSuperset(of: [.superKey, .alt])
            if self[name]?.dimmed != dim { self[name]?.dimmed = dim }
            let f = square.frame, inset = Self.frameInset
            return PointerRegion(
                id: "inner",
                rect: GestureRect(
                    x: inset, y: inset, width: max(0, f.width - 2 * inset), height: max(0, f.height - 2 * inset)))
        }
        square.gesture(
            DragGesture()
                .onChanged { [unowned self] v in
                    self[name]?.transientOffset = v.translation
                    let orange: GalleryColour? = v.modifiers.contains(.superKey) ? .orange : nil
                    if self[name]?.panOutline != orange { self[name]?.panOutline = orange }
                }
                .onEnded { [unowned self] v in
                    self[name]?.offset = (self[name]?.offset ?? .zero) + v.translation
                    self[name]?.transientOffset = .zero
                    self[name]?.panOutline = nil
                    placeSquares()
                }
                .onCancelled { [unowned self] _ in
                    self[name]?.transientOffset = .zero
                    self[name]?.panOutline = nil
                })
        square.gesture(
            TapGesture().onEnded { [unowned self] _ in
                if let i = squares.index(name) { bringToFront(i) }
                closeMenu()
            })
        square.gesture(scaling(name, MagnifyGesture(minimumScaleDelta: 0)) { $0.magnification })
        square.gesture(scaling(name, TouchpadPinchGesture()) { $0.magnification })
        let unhover = { [unowned self] in
            self[name]?.hoverOutline = nil
            self[name]?.dimmed = false
        }
        square.gesture(
            HoverGesture()
                .onChanged { [unowned self] v in
                    let colour: GalleryColour = v.modifiers.contains(.superKey) ? .pink : .teal
                    if self[name]?.hoverOutline != colour { self[name]?.hoverOutline = colour }
                }
                .onEnded { _ in unhover() }
                .onCancelled { _ in unhover() })
    }

    /// A pinch that scales shape `name` from the scale it had when this pinch began (two
    /// shapes pinched at once each from their own), back to it if cancelled.
    private func scaling<G: Gesture>(_ name: String, _ pinch: G, _ magnification: @escaping (G.Value) -> Double)
        -> CallbackGesture<G>
    {
        let start = GestureState<Double?>(wrappedValue: nil)
        let scale = { [unowned self] (v: G.Value) -> Void in
            self[name]?.scale = min(4, max(0.25, (start.wrappedValue ?? 1) * magnification(v)))
        }
        return pinch.updating(start) { [unowned self] _, s, _ in s = s ?? self[name]?.scale }
            .onChanged(scale)
            .onEnded { [unowned self] v in
                scale(v)
                placeSquares()
            }
            .onCancelled { [unowned self] _ in if let s = start.wrappedValue { self[name]?.scale = s } }
    }

    /// Each shape's view is where the shape rests (a drag moves only its drawing until the drop).
    private func placeSquares() {
        for square in squares {
            var settled = square
            settled.transientOffset = .zero
            view.view(withID: square.name)?.frameInWindow = settled.drawnFrame
        }
    }

    /// Removes a shape and its view (gestures running on it end with it).
    private func removeSquare(at i: Int) {
        view.view(withID: squares.remove(at: i).name)?.removeFromParent()
    }

    private func bringToFront(_ i: Int) {
        let square = squares.remove(at: i)
        squares.append(square)
        if let v = view.view(withID: square.name) { view.addChild(v) }
    }

    // MARK: The alpha control

    /// Its value is the swatch's opacity, 0…1.
    var alpha: Double { controls[1].opacity }

    static func alphaLabel(_ value: Double) -> String { "Alpha \(Int((value * 100).rounded()))%" }

    /// The value a touch or click at `p` (the control's coordinates) sets: 0 at its left edge,
    /// 1 at its right.
    private func setAlpha(at p: Point) {
        let w = controls[1].frame.width
        if w > 0 { setAlpha(p.x / w) }
    }

    func setValue(_ value: Double, of name: String) -> Bool {
        guard name == "alpha" else { return false }
        setAlpha(value)
        return true
    }

    private func setAlpha(_ value: Double) {
        let v = min(1, max(0, value))
        guard v != controls[1].opacity else { return }
        controls[1].opacity = v
        controls[1].label = Self.alphaLabel(v)
    }

    /// A two-finger touchpad scroll changes the alpha as it runs (up raises it; a wheel's
    /// clicks are not a touchpad scroll); a touch or click sets it to where it lands, from 0
    /// at the left edge to 1 at the right, and a drag follows. Its region gives the pointer
    /// the left-right arrow that says it is set sideways.
    private func attachAlphaControl(to control: GestureView) {
        control.gesture(
            TouchpadScrollGesture().onChanged { [unowned self] v in setAlpha(alpha - v.delta.y * Self.alphaPerPixel) })
        control.gesture(TapGesture().onEnded { [unowned self] v in setAlpha(at: v.location) })
        control.gesture(DragGesture().onChanged { [unowned self] v in setAlpha(at: v.location) })
        control.pointerRegion { [unowned control] request in
            let bounds = GestureRect(x: 0, y: 0, width: control.frame.width, height: control.frame.height)
            return bounds.contains(request.location)
                ? PointerRegion(id: "alpha", rect: bounds, style: .system(.ewResize)) : nil
        }
    }

    // MARK: The context menu

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

    /// Menu item `i` (Duplicate, Delete) acts on the menu's shape, then the menu closes.
    private func choose(_ i: Int) {
        if let t = menu.target.flatMap({ squares.index("shape-\($0)") }) {
            if i == 0 { addSquare(copying: squares[t]) } else { removeSquare(at: t) }
        }
        closeMenu()
    }

    /// The right button over a shape opens the menu there (a new one if one was open);
    /// anywhere else it closes it. On the open menu itself it does nothing.
    func secondaryPress(at location: Point) -> Bool {
        if menu.isOpen, menu.frame.contains(location) { return false }
        guard let i = squares.lastIndex(where: { Self.hitShape($0.form).contains(location, in: $0.drawnFrame) })
        else {
            closeMenu()
            return true
        }
        return openMenu(onSquare: i, at: location)
    }

    /// The keyboard's way to the menu (the Menu key, Shift+F10) opens it at the focused
    /// square's centre, where GTK opens a widget's context menu from the keyboard.
    func openMenu(for name: String) -> Bool {
        guard let i = squares.index(name) else { return false }
        let f = squares[i].drawnFrame
        return openMenu(onSquare: i, at: Point(x: f.x + f.width / 2, y: f.y + f.height / 2))
    }

    private func openMenu(onSquare i: Int, at location: Point) -> Bool {
        guard let serial = Int(squares[i].name.dropFirst("shape-".count)) else { return false }
        menu.open(for: serial, at: location)
        placeMenu()
        // The menu is modal: the shapes' views go, and their hover looks with them.
        for j in squares.indices {
            squares[j].hoverOutline = nil; squares[j].panOutline = nil; squares[j].dimmed = false
        }
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

    // MARK: Keyboard

    /// Top to bottom: Add and the alpha control, the shapes, the effect buttons.
    var focusable: [String] { controls.prefix(2).map(\.name) + squares.map(\.name) + controls.dropFirst(2).map(\.name) }

    func activate(_ name: String) -> PageAction {
        if name == "add" {
            addSquare()
        } else if let i = squares.index(name) {
            bringToFront(i)
        } else if let i = controls.index(name), controls[i].form == .button {
            controls[i].count("taps")
        }
        return .none
    }

    /// Arrows move a shape; on the alpha control, left and right step its value by 5 %.
    func move(_ name: String, by delta: Point) {
        if name == "alpha" {
            if delta.x != 0 { setAlpha(((alpha * 20).rounded() + (delta.x > 0 ? 1 : -1)) / 20) }
            return
        }
        squares.move(name, by: delta)
        placeSquares()
    }

    func rescale(_ name: String, by factor: Double) { squares.rescale(name, by: factor); placeSquares() }

    func delete(_ name: String) -> Bool {
        guard let i = squares.index(name) else { return false }
        removeSquare(at: i)
        closeMenu()
        return true
    }
}
