import Gestures

/// The recognizers of the Recognizers page and what each one's reports do to its shape, by
/// the shape's index in `RecognizersPage.names`. Composed gestures are followed with
/// `ComposedGestureState`, transient offsets with `TransientState`, as an app would.
struct RecognizerBehaviours {
    /// Counts 1, 2 and 3, each waiting for the higher one to fail: a triple tap is not also
    /// a single and a double.
    let counter = TapRecognizer(count: 3).exclusively(before: TapRecognizer(count: 2)).exclusively(before: TapRecognizer())
    let longPress = LongPressRecognizer(minimumDuration: 1000, maximumDistance: 10, reportsPressing: true)
    let magnify = PinchRecognizer(spread: .any, minimumScaleDelta: 0)
    let rotate = RotationRecognizer()
    let magnifyRotate = PinchRecognizer(spread: .any, minimumScaleDelta: 0).simultaneously(with: RotationRecognizer())
    let drag = DragRecognizer()
    let pressDrag = LongPressRecognizer(minimumDuration: 1000).simultaneously(with: DragRecognizer())
    let pressThenDrag = LongPressRecognizer(minimumDuration: 2000).sequenced(before: DragRecognizer(minimumDistance: 0))

    var gestures: [any GestureComposable] {
        [counter, longPress, magnify, rotate, magnifyRotate, drag, pressDrag, pressThenDrag]
    }

    /// Joint values of the composed examples.
    var magnifyRotateState: ComposedGestureState
    var pressDragState: ComposedGestureState
    var pressThenDragState: ComposedGestureState
    /// The drag example's offset: lives while the drag runs, zero after (springs back).
    var dragOffset = TransientState(initial: Point.zero)
    /// The drag example's return to zero after its drag ends or is cancelled, while it runs.
    var dragSpring: SpringBack?
    /// Where the spring had the shape when a new drag caught it: that drag moves it from there.
    var dragCaught = Point.zero
    /// Scale and rotation when the current gesture of each example began (kept at its end);
    /// one pair per example, since two examples may be pinched at once.
    var magnifyBase = 1.0, rotateBase = 0.0, pairBase = (scale: 1.0, rotation: 0.0)

    init() {
        magnifyRotateState = ComposedGestureState(magnifyRotate)
        pressDragState = ComposedGestureState(pressDrag)
        pressThenDragState = ComposedGestureState(pressThenDrag)
    }

    /// The starting look of a shape.
    func reset(_ shape: inout GalleryShape) {
        switch shape.name {
        case "taps": shape.counters = ["single": 0, "double": 0, "triple": 0]; label(&shape)
        default: break
        }
    }

    func label(_ shape: inout GalleryShape) {
        let c = shape.counters
        shape.label = "1×\(c["single"] ?? 0) 2×\(c["double"] ?? 0) 3×\(c["triple"] ?? 0)"
    }

    /// Applies one report of the shape's region; true when the shape moved for good (its
    /// region must follow).
    mutating func apply(_ e: GestureEvent, to shape: inout GalleryShape, index: Int, now: Double) -> Bool {
        switch index {
        case 0: tapCounter(e, &shape)
        case 1: pressing(e, &shape)
        case 2: pinch(e, &shape)
        case 3: rotation(e, &shape)
        case 4: magnifyAndRotate(e, &shape)
        case 5: dragWithOffset(e, &shape, now: now)
        case 6: return pressAndDrag(e, &shape)
        case 7: return pressThenDragging(e, &shape)
        default: break
        }
        return false
    }

    private func tapCounter(_ e: GestureEvent, _ shape: inout GalleryShape) {
        guard e.phase == .ended else { return }
        switch e.count {
        case 1: shape.count("single")
        case 2: shape.count("double")
        case 3: shape.count("triple")
        default: return
        }
        label(&shape)
    }

    /// "pressing" while held, "done" when it fires, nothing when the finger wanders off.
    private func pressing(_ e: GestureEvent, _ shape: inout GalleryShape) {
        switch (e.kind, e.phase) {
        case (.pressing, .began): shape.message = "pressing"; shape.colour = .orange
        case (.pressing, .cancelled): shape.message = ""; shape.colour = .gray
        case (.longPress, .began): shape.message = "done"; shape.colour = .green
        default: break
        }
    }

    private mutating func pinch(_ e: GestureEvent, _ shape: inout GalleryShape) {
        switch e.phase {
        case .began: magnifyBase = shape.scale; shape.scale = magnifyBase * e.scale
        case .changed, .ended: shape.scale = magnifyBase * e.scale
        case .cancelled: shape.scale = magnifyBase
        default: break
        }
    }

    private mutating func rotation(_ e: GestureEvent, _ shape: inout GalleryShape) {
        switch e.phase {
        case .began: rotateBase = shape.rotation; shape.rotation = rotateBase + e.rotation
        case .changed, .ended: shape.rotation = rotateBase + e.rotation
        case .cancelled: shape.rotation = rotateBase
        default: break
        }
    }

    private mutating func magnifyAndRotate(_ e: GestureEvent, _ shape: inout GalleryShape) {
        guard magnifyRotateState.update(with: e), let phase = magnifyRotateState.phase else { return }
        if phase == .began { pairBase = (shape.scale, shape.rotation) }
        if phase == .cancelled {
            (shape.scale, shape.rotation) = pairBase
            return
        }
        let value = magnifyRotateState.value
        shape.scale = pairBase.scale * (value?.report(.pinch)?.scale ?? 1)
        shape.rotation = pairBase.rotation + (value?.report(.rotation)?.rotation ?? 0)
    }

    /// The offset is transient: at the drag's end or cancel it springs back to zero on the
    /// virtual clock (`SpringBack`, stepped by `animate(_:to:)`); a drag that catches the
    /// shape on its way back moves it from where it is. The numbers stay shown after the drop.
    private mutating func dragWithOffset(_ e: GestureEvent, _ shape: inout GalleryShape, now: Double) {
        guard e.kind == .drag else { return }
        if e.phase == .began, dragOffset.owner == nil {
            dragCaught = dragSpring?.offset(at: now) ?? .zero
            dragSpring = nil
        }
        let from = dragCaught + dragOffset.value
        guard dragOffset.update(with: e, { value, e in value = e.translation }) else { return }
        switch e.phase {
        case .ended, .cancelled:
            let velocity = e.phase == .ended ? e.velocity : .zero
            let released = e.phase == .ended ? dragCaught + e.translation : from
            dragSpring = SpringBack(from: released, velocity: velocity, at: now)
            dragCaught = .zero
            shape.transientOffset = released
        default:
            shape.transientOffset = dragCaught + dragOffset.value
            shape.message = "t \(whole(e.translation)) v \(whole(e.velocity)) end \(whole(e.predictedEndTranslation))"
        }
    }

    /// Steps the spring of the drag example (index 5) to `now`.
    mutating func animate(_ shapes: inout [GalleryShape], to now: Double) {
        guard let spring = dragSpring, shapes.indices.contains(5) else { return }
        shapes[5].transientOffset = spring.offset(at: now)
        if spring.isDone(at: now) { dragSpring = nil }
    }

    var isAnimating: Bool { dragSpring != nil }

    /// Red while the press holds, moved by the drag; both may happen, or either alone.
    private mutating func pressAndDrag(_ e: GestureEvent, _ shape: inout GalleryShape) -> Bool {
        guard pressDragState.update(with: e), let phase = pressDragState.phase else { return false }
        let translation = pressDragState.value?.report(.drag)?.translation ?? .zero
        switch phase {
        case .began, .changed:
            shape.colour = pressDragState.value?.report(.longPress) != nil ? .red : .blue
            shape.transientOffset = translation
            return false
        case .ended:
            return drop(&shape, translation)
        default:
            return drop(&shape, .zero)
        }
    }

    /// Green once the 2 s press enabled dragging; only then does the drag move it.
    private mutating func pressThenDragging(_ e: GestureEvent, _ shape: inout GalleryShape) -> Bool {
        guard pressThenDragState.update(with: e), let phase = pressThenDragState.phase else { return false }
        var translation = Point.zero
        if case .sequence(_, let second?)? = pressThenDragState.value { translation = second.report(.drag)?.translation ?? .zero }
        switch phase {
        case .began, .changed:
            shape.colour = .green
            shape.transientOffset = translation
            return false
        case .ended:
            return drop(&shape, translation)
        default:
            return drop(&shape, .zero)
        }
    }

    /// The gesture is over: the shape keeps `translation` and looks as at rest.
    private func drop(_ shape: inout GalleryShape, _ translation: Point) -> Bool {
        shape.offset = shape.offset + translation
        shape.transientOffset = .zero
        shape.colour = .blue
        return true
    }
}

/// "(x, y)" rounded to whole pixels, for numbers shown in a shape.
func whole(_ p: Point) -> String {
    func n(_ v: Double) -> Int { v.isFinite ? Int(max(-1e9, min(1e9, v)).rounded()) : 0 }
    return "\(n(p.x)),\(n(p.y))"
}
