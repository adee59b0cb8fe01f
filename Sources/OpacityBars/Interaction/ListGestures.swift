import Gestures

// The list's gestures that `Gestures` has no typed value for, each as a typed gesture on the
// engine's recognizer that decides it (the same recognizers, so the same decisions): what a
// report of it means for the rules is read here once.

/// A long press that goes on as the finger moves (UIKit's long press): it begins at the hold
/// point once held still for the long-press time, then follows the finger over the rows
/// beside its own, reporting each one it enters or leaves (`LongPressRecognizer`).
struct HoldGesture: PrimitiveGesture {
    struct Value {
        var time: Double
        /// In the coordinates of the row it began on (its x is every row's: they share it).
        var location: Point
        /// From where the sequence went down, in px.
        var translation: Point
        var source: GestureSource
        var step: Step
    }

    /// What this value reports about the rows the finger is over.
    enum Step {
        /// It began, over its own row.
        case began
        /// It moved; the view under the finger (nil: none of the tree's).
        case moved(over: GestureView?)
        case entered(GestureView)
        case exited(GestureView)
        /// The finger lifted.
        case lifted
    }

    func makeInstance() -> RecognizerInstance<Value> {
        RecognizerInstance(LongPressRecognizer()) { e, view in
            let step: Step
            switch e.phase {
            case .began: step = .began
            case .changed: step = .moved(over: view)
            case .entered, .exited:
                guard let view else { return .nothing }
                step = e.phase == .entered ? .entered(view) : .exited(view)
            case .ended: step = .lifted
            case .cancelled: return .cancelled(e.cancelReason ?? .app)
            }
            let v = Value(time: e.time, location: e.location, translation: e.translation, source: e.source, step: step)
            return e.phase == .ended ? .ended(v) : .changed(v)
        }
    }
}

/// The list's row-height pinch: two touches moving apart or together vertically
/// (`PinchRecognizer`, its vertical span), or the touchpad's pinch (`TouchpadPinchRecognizer`).
struct RowHeightPinch: PrimitiveGesture {
    struct Value {
        var time: Double
        /// The row height's factor since the pinch began.
        var factor: Double
        /// The centroid, in the list's coordinates.
        var location: Point
    }
    let touchpad: Bool

    func makeInstance() -> RecognizerInstance<Value> {
        let recognizer: any GestureRecognizer = touchpad ? TouchpadPinchRecognizer() : PinchRecognizer()
        return .followingRuns(of: recognizer) { e in
            Value(time: e.time, factor: e.source == .touch ? e.verticalScale : e.scale, location: e.location)
        }
    }
}

/// Ctrl + wheel: one zoom step per wheel frame (`WheelZoomRecognizer`).
struct WheelZoom: PrimitiveGesture {
    struct Value {
        var time: Double
        var scale: Double
        /// The pointer, in the list's coordinates.
        var location: Point
    }

    func makeInstance() -> RecognizerInstance<Value> {
        .followingRuns(of: WheelZoomRecognizer()) { e in Value(time: e.time, scale: e.scale, location: e.location) }
    }
}

/// A touchpad horizontal run over a row (`AxisPanRecognizer`): the fingers' movement.
struct AxisPan: PrimitiveGesture {
    struct Value {
        var time: Double
        /// Since the previous value, in px along the fingers.
        var delta: Point
    }

    func makeInstance() -> RecognizerInstance<Value> {
        .followingRuns(of: AxisPanRecognizer()) { e in Value(time: e.time, delta: e.delta) }
    }
}
