import Gestures

/// The interaction rules of docs/DESIGN.md, one engine report at a time. The engine has already decided
/// which gesture owns each sequence; this only says what that gesture does to the model.
extension GestureInteraction {
    func apply(_ e: GestureEvent, model: inout AppModel) {
        let row = Self.row(e.region, count: model.bars.count)
        if e.source == .mouse && e.kind != .hover {
            if e.phase == .began { mouseGestures.insert(e.id) }
            if e.phase == .ended || e.phase == .cancelled { mouseGestures.remove(e.id) }
        }
        switch e.kind {
        case .tap:
            // Tap: opacity from the lift point (the minimum-distance fallback).
            guard e.phase == .ended, let row, model.setOpacity(ofBar: row, fromX: e.location.x) else { return }
            model.record(.tap, bar: row, outcome: .ended, at: e.time)
        case .doubleTap:
            guard e.phase == .ended, let row else { return }
            model.setOpacity(ofBar: row, to: 1)
            model.record(.doubleTap, bar: row, outcome: .ended, at: e.time)
        case .longPress:
            applyLongPress(e, row: row, model: &model)
        case .drag:
            applyOpacityDrag(e, row: row, model: &model)
        case .scroll, .axisScroll, .wheel, .fling:
            // The engine moved its scroller, which is where the offset is read. Bars keep their opacity.
            let name: GestureName =
                switch e.kind {
                case .scroll: .scroll
                case .fling: .fling
                default: .axisScroll
                }
            if e.phase == .ended { model.record(name, bar: nil, outcome: .ended, at: e.time) }
            if e.phase == .cancelled { model.record(name, bar: nil, outcome: .cancelled, at: e.time) }
        case .pinch:
            applyPinch(e, model: &model)
        case .wheelZoom:
            // Ctrl + wheel: row height zoom about the pointer, like a pinch.
            guard e.phase == .ended else { return }
            zoomed(keeping: model.zoom(by: e.scale, anchorY: e.location.y, scrollOffset: offsetForZoom))
            model.record(.pinch, bar: nil, outcome: .ended, at: e.time)
        case .axisPan:
            applyAxisPan(e, row: row, model: &model)
        case .hover:
            switch e.phase {
            case .began, .changed, .entered:
                model.hoverIndex = row
                model.hoverModifiers = e.modifiers
            case .ended, .cancelled, .exited:
                if model.hoverIndex == row { model.hoverIndex = nil }
            }
        default:
            break
        }
    }

    /// Spatial long press: opacity from the hold point at once; moving afterwards is paint
    /// (every bar the finger enters gets its opacity from x, the bar under it highlighted).
    /// A cancelled paint puts every painted bar back.
    private func applyLongPress(_ e: GestureEvent, row: Int?, model: inout AppModel) {
        switch e.phase {
        case .began:
            var paint = Paint(
                holdPoint: e.location, slop: configuration.gestures.slop(for: e.source),
                startBar: row)
            if let row {
                paint.painted.insert(row)
                restorePoints.hold(row, model: model)
                paint.lastBar = row
                model.setOpacity(ofBar: row, fromX: e.location.x)
                model.highlighted.insert(row)
            }
            paints[e.id] = paint
            model.record(.longPress, bar: row, outcome: .ended, at: e.time)
        case .changed, .entered, .exited:
            guard var paint = paints[e.id] else { return }
            // Paint once the finger leaves the bar or moves past the slop: a tremor while
            // holding still is not a paint (its opacity still follows x).
            if e.phase == .changed,
                row != paint.startBar || (e.location - paint.holdPoint).length > paint.slop
            {
                paint.moved = true
            }
            if e.phase == .exited {
                if let row { model.highlighted.remove(row) }
            } else if e.phase == .entered {
                if let row { model.highlighted.insert(row) }
            } else {
                if let old = paint.lastBar, old != row { model.highlighted.remove(old) }
                if let row {
                    if paint.painted.insert(row).inserted { restorePoints.hold(row, model: model) }
                    model.setOpacity(ofBar: row, fromX: e.location.x)
                    model.highlighted.insert(row)
                }
                paint.lastBar = row
            }
            paints[e.id] = paint
        case .ended, .cancelled:
            guard let paint = paints.removeValue(forKey: e.id) else { return }
            for bar in paint.painted {
                model.highlighted.remove(bar)
                restorePoints.release(bar, cancelled: e.phase == .cancelled, model: &model)
            }
            if paint.moved {
                model.record(.paint, bar: paint.lastBar, outcome: e.phase == .ended ? .ended : .cancelled, at: e.time)
            }
        }
    }

    /// Opacity drag: the bar's opacity follows x until lift; cancelled (touch cancel, lost
    /// capability, focus loss, Escape) it goes back to what it was before the drag. Every
    /// report of a drag names the row it began on, and only a drag that began ends.
    private func applyOpacityDrag(_ e: GestureEvent, row: Int?, model: inout AppModel) {
        guard let bar = row else { return }
        switch e.phase {
        case .began:
            restorePoints.hold(bar, model: model)
            model.highlighted.insert(bar)
            model.setOpacity(ofBar: bar, fromX: e.location.x)
        case .changed:
            model.setOpacity(ofBar: bar, fromX: e.location.x)
        case .ended:
            model.setOpacity(ofBar: bar, fromX: e.location.x)
            restorePoints.release(bar, cancelled: false, model: &model)
            model.highlighted.remove(bar)
            model.record(.opacityDrag, bar: bar, outcome: .ended, at: e.time)
        case .cancelled:
            restorePoints.release(bar, cancelled: true, model: &model)
            model.highlighted.remove(bar)
            model.record(.opacityDrag, bar: bar, outcome: .cancelled, at: e.time)
        case .entered, .exited:
            break   // crossing the rows beside it: the drag stays on its own bar
        }
    }

    /// Pinch (two touches vertically, or the touchpad): row height = height at began × scale,
    /// about the centroid. Touch pinches use the vertical span ratio, because the rule is
    /// about touches moving apart or together vertically.
    private func applyPinch(_ e: GestureEvent, model: inout AppModel) {
        switch e.phase {
        case .began:
            pinches[e.id] = model.rowHeight
        case .changed, .ended:
            guard let base = pinches[e.id] else { return }
            let factor = e.source == .touch ? e.verticalScale : e.scale
            zoomed(keeping: model.setRowHeight(base * factor, anchorY: e.location.y, scrollOffset: offsetForZoom))
            if e.phase == .ended {
                pinches[e.id] = nil
                model.record(.pinch, bar: nil, outcome: .ended, at: e.time)
            }
        case .cancelled:
            guard pinches.removeValue(forKey: e.id) != nil else { return }
            model.record(.pinch, bar: nil, outcome: .cancelled, at: e.time)
        case .entered, .exited:
            break
        }
    }

    /// Touchpad horizontal scroll over a bar: opacity −= Δx / width (the fingers moving right
    /// make it more transparent, like a drag to the right: `.axisPan` follows the fingers under
    /// natural scrolling too). The engine locks the direction per run, and names the row the
    /// run began on in every report.
    private func applyAxisPan(_ e: GestureEvent, row: Int?, model: inout AppModel) {
        guard let bar = row else { return }
        switch e.phase {
        case .began:
            restorePoints.hold(bar, model: model)
            applyPanDelta(e, bar: bar, model: &model)
        case .changed:
            applyPanDelta(e, bar: bar, model: &model)
        case .ended:
            applyPanDelta(e, bar: bar, model: &model)
            restorePoints.release(bar, cancelled: false, model: &model)
            model.record(.axisOpacity, bar: bar, outcome: .ended, at: e.time)
        case .cancelled:
            restorePoints.release(bar, cancelled: true, model: &model)
            model.record(.axisOpacity, bar: bar, outcome: .cancelled, at: e.time)
        case .entered, .exited:
            break
        }
    }

    private func applyPanDelta(_ e: GestureEvent, bar: Int, model: inout AppModel) {
        let width = model.layout.rowWidth
        guard e.delta.x != 0, width > 0 else { return }
        model.setOpacity(ofBar: bar, to: model.bars[bar].opacity - e.delta.x / width)
    }
}
