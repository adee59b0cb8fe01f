import Gestures

/// The interaction rules of docs/DESIGN.md, as the gestures of the rows and the list and
/// what each does to the model. The engine has already decided which gesture owns each
/// sequence; a gesture's values are in its row's coordinates, whose x is every row's.
extension GestureInteraction {
    // MARK: Rows

    /// Tap: opacity from the lift point (the minimum-distance fallback).
    func tapGesture(_ bar: Int) -> some Gesture {
        TapGesture().onEnded { [unowned self] tap in
            guard model.setOpacity(ofBar: bar, fromRowX: tap.location.x) else { return }
            model.record(.tap, bar: bar, outcome: .ended, at: tap.time.milliseconds)
        }
    }

    /// Double tap: back to fully opaque.
    func doubleTapGesture(_ bar: Int) -> some Gesture {
        TapGesture(count: 2).onEnded { [unowned self] tap in
            model.setOpacity(ofBar: bar, to: 1)
            model.record(.doubleTap, bar: bar, outcome: .ended, at: tap.time.milliseconds)
        }
    }

    /// Spatial long press: opacity from the hold point at once; moving afterwards is paint
    /// (every bar the finger enters gets its opacity from x, the bar under it highlighted).
    /// A cancelled paint puts every painted bar back.
    func paintGesture(_ bar: Int) -> some Gesture {
        HoldGesture()
            .eachRun { [unowned self] hold in
                var paint = Paint(hold: hold.translation, slop: configuration.gestures.slop(for: hold.source), bar: bar)
                restorePoints.hold(bar, model: model)
                model.setOpacity(ofBar: bar, fromRowX: hold.location.x)
                model.highlighted.insert(bar)
                model.record(.longPress, bar: bar, outcome: .ended, at: hold.time)
                paint.painted.insert(bar)
                return paint
            }
            .onChanged { [unowned self] hold, paint in
                switch hold.step {
                case .entered(let view): if let row = self.bar(of: view) { model.highlighted.insert(row) }
                case .exited(let view): if let row = self.bar(of: view) { model.highlighted.remove(row) }
                case .moved(let view): paintMoved(to: self.bar(of: view), hold, &paint)
                case .began, .lifted: break
                }
            }
            .onEnded { [unowned self] hold, paint in endPaint(paint, cancelled: false, at: hold.time) }
            .onCancelled { [unowned self] cancel, paint in
                endPaint(paint, cancelled: true, at: cancel.time.milliseconds)
            }
    }

    /// The finger moved on to `row` (nil: between rows). It paints once it leaves the bar it
    /// began on or moves past the slop: a tremor while holding still is not a paint (its
    /// opacity still follows x).
    private func paintMoved(to row: Int?, _ hold: HoldGesture.Value, _ paint: inout Paint) {
        if row != paint.startBar || (hold.translation - paint.hold).length > paint.slop { paint.moved = true }
        if let old = paint.lastBar, old != row { model.highlighted.remove(old) }
        if let row {
            if paint.painted.insert(row).inserted { restorePoints.hold(row, model: model) }
            model.setOpacity(ofBar: row, fromRowX: hold.location.x)
            model.highlighted.insert(row)
        }
        paint.lastBar = row
    }

    private func endPaint(_ paint: Paint, cancelled: Bool, at time: Double) {
        for bar in paint.painted {
            model.highlighted.remove(bar)
            restorePoints.release(bar, cancelled: cancelled, model: &model)
        }
        if paint.moved {
            model.record(.paint, bar: paint.lastBar, outcome: cancelled ? .cancelled : .ended, at: time)
        }
    }

    /// Opacity drag: the bar's opacity follows x until lift; cancelled (touch cancel, lost
    /// capability, focus loss, Escape) it goes back to what it was before the drag. A drag
    /// stays on its own bar while it crosses the rows beside it.
    func opacityDragGesture(_ bar: Int) -> some Gesture {
        // The configuration's slop for the source: the list's 20 px for a finger, the mouse's 8.
        DragGesture(minimumDistance: nil, direction: .horizontal)
            .eachRun { [unowned self] drag in
                restorePoints.hold(bar, model: model)
                model.highlighted.insert(bar)
                model.setOpacity(ofBar: bar, fromRowX: drag.location.x)
            }
            .onChanged { [unowned self] drag, _ in model.setOpacity(ofBar: bar, fromRowX: drag.location.x) }
            .onEnded { [unowned self] drag, _ in
                model.setOpacity(ofBar: bar, fromRowX: drag.location.x)
                restorePoints.release(bar, cancelled: false, model: &model)
                model.highlighted.remove(bar)
                model.record(.opacityDrag, bar: bar, outcome: .ended, at: drag.time.milliseconds)
            }
            .onCancelled { [unowned self] cancel, _ in
                restorePoints.release(bar, cancelled: true, model: &model)
                model.highlighted.remove(bar)
                model.record(.opacityDrag, bar: bar, outcome: .cancelled, at: cancel.time.milliseconds)
            }
    }

    /// Hover: the bar under the pointer, and the modifiers that style it.
    func hoverGesture(_ bar: Int) -> some Gesture {
        HoverGesture()
            .onChanged { [unowned self] hover in
                model.hoverIndex = bar
                model.hoverModifiers = hover.modifiers
            }
            .onEnded { [unowned self] _ in unhover(bar) }
            .onCancelled { [unowned self] _ in unhover(bar) }
    }

    private func unhover(_ bar: Int) {
        if model.hoverIndex == bar { model.hoverIndex = nil }
    }

    /// Touchpad horizontal scroll over a bar: opacity −= Δx / width (the fingers moving right
    /// make it more transparent, like a drag to the right: the values follow the fingers under
    /// natural scrolling too). The engine locks the direction per run.
    func axisPanGesture(_ bar: Int) -> some Gesture {
        AxisPan()
            .eachRun { [unowned self] pan in
                restorePoints.hold(bar, model: model)
                changeOpacity(of: bar, by: pan.delta)
            }
            .onChanged { [unowned self] pan, _ in changeOpacity(of: bar, by: pan.delta) }
            .onEnded { [unowned self] pan, _ in
                changeOpacity(of: bar, by: pan.delta)
                restorePoints.release(bar, cancelled: false, model: &model)
                model.record(.axisOpacity, bar: bar, outcome: .ended, at: pan.time)
            }
            .onCancelled { [unowned self] cancel, _ in
                restorePoints.release(bar, cancelled: true, model: &model)
                model.record(.axisOpacity, bar: bar, outcome: .cancelled, at: cancel.time.milliseconds)
            }
    }

    private func changeOpacity(of bar: Int, by delta: Point) {
        let width = model.layout.rowWidth
        guard delta.x != 0, width > 0 else { return }
        model.setOpacity(ofBar: bar, to: model.bars[bar].opacity - delta.x / width)
    }

    // MARK: The list

    /// The list's own scrolling, by touch and button or by wheel and touchpad, and its fling:
    /// the engine moves the list's offset, where it is read. Bars keep their opacity; the
    /// log says how each phase that ended went.
    func scrollPhaseEnded(_ phase: ScrollPhase, _ change: ScrollPhaseChangeContext) {
        let name: GestureName
        switch phase {
        case .idle: return
        case .interacting: name = change.source == .wheel || change.source == .touchpad ? .axisScroll : .scroll
        case .decelerating: name = .fling
        }
        model.record(
            name, bar: nil, outcome: change.cancelReason == nil ? .ended : .cancelled, at: change.time.milliseconds)
    }

    /// Pinch (two touches vertically, or the touchpad): row height = height at began ×
    /// factor, about the centroid.
    func pinchGesture(touchpad: Bool) -> some Gesture {
        RowHeightPinch(touchpad: touchpad)
            .eachRun { [unowned self] _ in model.rowHeight }
            .onChanged { [unowned self] pinch, began in zoom(to: began * pinch.factor, about: pinch.location) }
            .onEnded { [unowned self] pinch, began in
                zoom(to: began * pinch.factor, about: pinch.location)
                model.record(.pinch, bar: nil, outcome: .ended, at: pinch.time)
            }
            .onCancelled { [unowned self] cancel, _ in
                model.record(.pinch, bar: nil, outcome: .cancelled, at: cancel.time.milliseconds)
            }
    }

    /// `location` is in the list's coordinates; the model's anchor, in the window's.
    private func zoom(to height: Double, about location: Point) {
        let anchor = list.convert(location, to: nil)
        zoomed(keeping: model.setRowHeight(height, anchorY: anchor.y, scrollOffset: offsetForZoom))
    }

    /// Ctrl + wheel: row height zoom about the pointer, like a pinch.
    func wheelZoomGesture() -> some Gesture {
        WheelZoom().onEnded { [unowned self] step in
            let anchor = list.convert(step.location, to: nil)
            zoomed(keeping: model.zoom(by: step.scale, anchorY: anchor.y, scrollOffset: offsetForZoom))
            model.record(.pinch, bar: nil, outcome: .ended, at: step.time)
        }
    }
}

/// A long press's run: where it fired, and the bars it painted since.
struct Paint {
    /// Where the long press fired (from the down point), and the slop of its source.
    var hold: Point
    var slop: Double
    /// The bar the long press fired on.
    var startBar: Int
    /// The finger moved after the press: it is a paint.
    var moved = false
    var lastBar: Int?
    /// Every bar painted so far (each holds a restore point).
    var painted: Set<Int> = []

    init(hold: Point, slop: Double, bar: Int) {
        self.hold = hold
        self.slop = slop
        startBar = bar
        lastBar = bar
    }
}
