import RealModule

/// Ctrl + wheel zoom: one discrete `.wheelZoom` per wheel frame while the configuration's
/// zoom modifiers are held, `scale` the factor for that frame (scroll up zooms in), about
/// the pointer.
package final class WheelZoomRecognizer: GestureRecognizer {
    package var kind: GestureKind { .wheelZoom }
    package var inputs: GestureInputs { .axis }

    package init() {}

    package func wheel(_ f: AxisFrame, region r: RegionHandle, context: EngineContext) -> Bool {
        let c = context.configuration
        guard !c.wheelZoomModifiers.isEmpty, context.modifiers.isSuperset(of: c.wheelZoomModifiers) else {
            return false
        }
        let delta =
            f.hasValue
            ? f.value
            : Point(x: f.discrete.x * c.wheelPixelsPerDetent, y: f.discrete.y * c.wheelPixelsPerDetent)
        let detents = f.hasDiscrete ? f.discrete.y : f.value.y / c.wheelZoomPixelsPerDetent
        guard detents != 0, detents.isFinite else { return true }
        let scale = Double.pow(c.wheelZoomFactorPerDetent, -detents)
        context.note(.axis, .accepted, .wheelZoom, region: r, move: delta)
        context.emit(
            .wheelZoom, .ended, id: context.newGestureID(), sequence: .axis, source: .wheel,
            region: r, location: context.pointerLocation ?? .zero, delta: delta, scale: scale)
        return true
    }
}
