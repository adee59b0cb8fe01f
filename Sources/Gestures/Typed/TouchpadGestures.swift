// The touchpad's own gestures as values: a pinch and a finger scroll, as the compositor's
// pointer-gestures and axis events report them. Touch has its own (`MagnifyGesture`,
// `DragGesture`): SwiftUI's macOS versions take both, but here a view may want one and not
// the other (a touchpad scroll that fades a square while touch drags it).

/// A touchpad pinch under the pointer (SwiftUI's `MagnifyGesture` on a trackpad): the
/// magnification is the compositor's, relative to the pinch's begin.
public struct TouchpadPinchGesture: PrimitiveGesture {
    public struct Value: Hashable, Sendable {
        public var time: GestureTime
        /// Relative to the pinch's begin, as the compositor reports it.
        public var magnification: Double
        /// Degrees, clockwise, turned since the begin.
        public var rotation: Double
        /// The pointer.
        public var location: Point
    }

    public init() {}

    package func makeInstance() -> RecognizerInstance<Value> {
        .followingRuns(of: TouchpadPinchRecognizer()) { e in
            Value(time: GestureTime(e.time), magnification: e.scale, rotation: e.rotation, location: e.location)
        }
    }
}

/// Two fingers scrolling vertically on the touchpad over a view: changes with each step of
/// the run, ends at the fingers' lift (`axis_stop`). A wheel's clicks are not part of it.
public struct TouchpadScrollGesture: PrimitiveGesture {
    public struct Value: Hashable, Sendable {
        public var time: GestureTime
        /// The pointer.
        public var location: Point
        /// The run so far, in the axis values' direction (px).
        public var translation: Point
        /// This step of it (zero at the begin and the end).
        public var delta: Point
        /// px/s.
        public var velocity: Point
    }

    public init() {}

    package func makeInstance() -> RecognizerInstance<Value> {
        .followingRuns(of: AxisScrollRecognizer(), kind: .axisScroll) { e in
            Value(
                time: GestureTime(e.time), location: e.location, translation: e.translation, delta: e.delta,
                velocity: e.velocity)
        }
    }
}
