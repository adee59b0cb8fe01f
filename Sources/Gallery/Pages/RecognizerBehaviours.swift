import Gestures

/// The Recognizers page's examples as SwiftUI's documentation writes them: each a gesture
/// value with its callbacks, attached to its cell's view, changing its own cell's shape.
/// Where a gesture starts from (the scale a pinch multiplies, where a drag caught the shape)
/// lives in a `GestureState`, which returns to rest when the gesture ends or is cancelled.
extension RecognizersPage {
    /// The cells, in `names` order.
    enum Cell: Int { case taps, longPress, magnify, rotate, magnifyRotate, drag, pressDrag, pressThenDrag }

    /// `cells` in `Cell` order.
    func attachExamples(to cells: [GestureView]) {
        cells[Cell.taps.rawValue].gesture(tapCounter)
        cells[Cell.longPress.rawValue].gesture(longPress)
        cells[Cell.magnify.rawValue].gesture(magnify)
        cells[Cell.rotate.rawValue].gesture(rotate)
        cells[Cell.magnifyRotate.rawValue].gesture(magnifyAndRotate)
        cells[Cell.drag.rawValue].gesture(dragWithOffset)
        cells[Cell.pressDrag.rawValue].gesture(pressAndDrag)
        cells[Cell.pressThenDrag.rawValue].gesture(pressThenDrag)
    }

    /// Counts 1, 2 and 3, each waiting for the higher one to fail: a triple tap is not also
    /// a single and a double.
    var tapCounter: some Gesture {
        TapGesture(count: 3).onEnded { [unowned self] _ in tapped("triple") }
            .exclusively(before: TapGesture(count: 2).onEnded { [unowned self] _ in tapped("double") })
            .exclusively(before: TapGesture().onEnded { [unowned self] _ in tapped("single") })
    }

    /// "pressing" while held, "done" when it fires, nothing when the finger wanders off.
    var longPress: some Gesture {
        LongPressGesture(minimumDuration: 1)
            .onChanged { [unowned self] _ in show(.longPress, "pressing", .orange) }
            .onEnded { [unowned self] _ in show(.longPress, "done", .green) }
            .onCancelled { [unowned self] _ in show(.longPress, "", .gray) }
    }

    var magnify: some Gesture {
        let start = GestureState<Double?>(wrappedValue: nil)
        return MagnifyGesture(minimumScaleDelta: 0)
            .updating(start) { [unowned self] _, s, _ in s = s ?? self[.magnify].scale }
            .onChanged { [unowned self] v in self[.magnify].scale = (start.wrappedValue ?? 1) * v.magnification }
            .onEnded { [unowned self] v in self[.magnify].scale = (start.wrappedValue ?? 1) * v.magnification }
            .onCancelled { [unowned self] _ in self[.magnify].scale = start.wrappedValue ?? self[.magnify].scale }
    }

    var rotate: some Gesture {
        let start = GestureState<Double?>(wrappedValue: nil)
        return RotateGesture()
            .updating(start) { [unowned self] _, s, _ in s = s ?? self[.rotate].rotation }
            .onChanged { [unowned self] v in self[.rotate].rotation = (start.wrappedValue ?? 0) + v.rotation }
            .onEnded { [unowned self] v in self[.rotate].rotation = (start.wrappedValue ?? 0) + v.rotation }
            .onCancelled { [unowned self] _ in self[.rotate].rotation = start.wrappedValue ?? self[.rotate].rotation }
    }

    var magnifyAndRotate: some Gesture {
        let start = GestureState<(scale: Double, rotation: Double)?>(wrappedValue: nil)
        let turn = { [unowned self] (v: SimultaneousGesture<MagnifyGesture, RotateGesture>.Value) in
            let from = start.wrappedValue ?? (1, 0)
            self[.magnifyRotate].scale = from.scale * (v.first?.magnification ?? 1)
            self[.magnifyRotate].rotation = from.rotation + (v.second?.rotation ?? 0)
        }
        return MagnifyGesture(minimumScaleDelta: 0).simultaneously(with: RotateGesture())
            .updating(start) { [unowned self] _, s, _ in
                s = s ?? (self[.magnifyRotate].scale, self[.magnifyRotate].rotation)
            }
            .onChanged(turn)
            .onEnded(turn)
            .onCancelled { [unowned self] _ in
                if let s = start.wrappedValue { (self[.magnifyRotate].scale, self[.magnifyRotate].rotation) = s }
            }
    }

    /// The offset is transient: at the drag's end or cancel it springs back to zero on the
    /// virtual clock (`SpringBack`, stepped by `animate(to:)`); a drag that catches the shape
    /// on its way back moves it from where it is. The numbers stay shown after the drop.
    var dragWithOffset: some Gesture {
        let caught = GestureState<Point?>(wrappedValue: nil)
        return DragGesture()
            .updating(caught) { [unowned self] _, c, _ in
                if c == nil { c = dragSpring?.offset(at: now) ?? .zero; dragSpring = nil }
            }
            .onChanged { [unowned self] v in
                self[.drag].transientOffset = (caught.wrappedValue ?? .zero) + v.translation
                self[.drag].message =
                    "t \(whole(v.translation)) v \(whole(v.velocity)) end \(whole(v.predictedEndTranslation))"
            }
            .onEnded { [unowned self] v in release((caught.wrappedValue ?? .zero) + v.translation, velocity: v.velocity)
            }
            .onCancelled { [unowned self] _ in release(self[.drag].transientOffset, velocity: .zero) }
    }

    /// Red once the press fired, moved by the drag while it runs; both may happen, or either
    /// alone. The offset is transient: the shape is back in its place at the lift.
    var pressAndDrag: some Gesture {
        LongPressGesture(minimumDuration: 1).onEnded { [unowned self] _ in self[.pressDrag].colour = .red }
            .simultaneously(with: DragGesture())
            .onChanged { [unowned self] v in self[.pressDrag].transientOffset = v.second?.translation ?? .zero }
            .onEnded { [unowned self] _ in rest(.pressDrag) }
            .onCancelled { [unowned self] _ in rest(.pressDrag) }
    }

    /// Green once the 2 s press enabled dragging; only then does the drag move it, and only
    /// while it runs: the shape is back in its place at the lift.
    var pressThenDrag: some Gesture {
        LongPressGesture(minimumDuration: 2).sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { [unowned self] v in
                guard case .second(_, let drag) = v else { return }
                self[.pressThenDrag].colour = .green
                self[.pressThenDrag].transientOffset = drag?.translation ?? .zero
            }
            .onEnded { [unowned self] _ in rest(.pressThenDrag) }
            .onCancelled { [unowned self] _ in rest(.pressThenDrag) }
    }

    // MARK: What the callbacks do

    subscript(cell: Cell) -> GalleryShape {
        get { shapes[cell.rawValue] }
        set { shapes[cell.rawValue] = newValue }
    }

    func tapped(_ counter: String) {
        self[.taps].count(counter)
        label(&self[.taps])
    }

    func show(_ cell: Cell, _ message: String, _ colour: GalleryColour) {
        self[cell].message = message
        self[cell].colour = colour
    }

    func label(_ shape: inout GalleryShape) {
        let c = shape.counters
        shape.label = "1×\(c["single"] ?? 0) 2×\(c["double"] ?? 0) 3×\(c["triple"] ?? 0)"
    }

    /// The drag example let go at `offset`: it springs back from there (with reduced motion,
    /// it is back at once).
    func release(_ offset: Point, velocity: Point) {
        guard !reducedMotion else {
            dragSpring = nil
            self[.drag].transientOffset = .zero
            return
        }
        dragSpring = SpringBack(from: offset, velocity: velocity, at: now)
        self[.drag].transientOffset = offset
    }

    /// The gesture is over: the shape is back where it was, as at rest.
    func rest(_ cell: Cell) {
        self[cell].transientOffset = .zero
        self[cell].colour = .blue
    }
}

/// "(x, y)" rounded to whole pixels, for numbers shown in a shape.
func whole(_ p: Point) -> String {
    func n(_ v: Double) -> Int { v.isFinite ? Int(max(-1e9, min(1e9, v)).rounded()) : 0 }
    return "\(n(p.x)),\(n(p.y))"
}
