// The built-in gestures as values, each on the recognizer that decides it, with SwiftUI's
// units and defaults: durations in seconds, distances in logical pixels. Locations are in
// surface coordinates; a value's time is its moment on the host's clock.

/// SwiftUI's name for a tap that reports where it lifted; ours always does.
public typealias SpatialTapGesture = TapGesture

/// One or more taps (SwiftUI's `SpatialTapGesture`): ends at the last lift.
public struct TapGesture: PrimitiveGesture {
    public struct Value: Hashable, Sendable {
        /// Where the last tap lifted.
        public var location: Point
        /// Taps in the series.
        public var count: Int
        /// When it was recognized.
        public var time: GestureTime
        /// The keyboard modifiers held then (UIKit's `modifierFlags`).
        public var modifiers: Modifiers
    }
    public var count: Int
    /// Distance (px) each tap may move; nil: the sequence's slop.
    public var maximumDistance: Double?
    /// Where `location` is measured.
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, maximumDistance: Double? = nil, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.maximumDistance = maximumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// SwiftUI's `SpatialTapGesture(count:coordinateSpace:)`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace) {
        self.init(count: count, maximumDistance: nil, coordinateSpace: coordinateSpace)
    }

    package func makeInstance() -> RecognizerInstance<Value> {
        let instance = RecognizerInstance(TapRecognizer(count: count, maximumDistance: maximumDistance)) { e in
            e.phase == .ended
                ? .ended(Value(location: e.location, count: e.count, time: GestureTime(e.time), modifiers: e.modifiers))
                : .nothing
        }
        instance.coordinateSpace = coordinateSpace
        return instance
    }
}

/// A press held still for a minimum duration (SwiftUI's `LongPressGesture`): changes to
/// `true` when the press goes down, ends with `true` at the minimum duration — while the
/// finger is still down — and is cancelled if it moves too far or lifts before.
public struct LongPressGesture: PrimitiveGesture {
    public typealias Value = Bool
    /// Hold time (s).
    public var minimumDuration: Double
    /// Distance (px) it may wander while held.
    public var maximumDistance: Double

    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    package func makeInstance() -> RecognizerInstance<Bool> {
        let recognizer = LongPressRecognizer(
            minimumDuration: minimumDuration * 1000, maximumDistance: maximumDistance,
            reportsPressing: true)
        return RecognizerInstance(recognizer) { e in
            switch (e.kind, e.phase) {
            case (.pressing, .began): .changed(true)
            case (.pressing, .ended): .ended(true, holding: true)
            case (.pressing, .cancelled): .cancelled(e.cancelReason ?? .app)
            case (.longPress, .ended), (.longPress, .cancelled): .holding(false)
            default: .nothing
            }
        }
    }
}

/// A press held still for a minimum duration that says where (the spatial long press SwiftUI
/// lacks): ends at the minimum duration, while the finger is still down, with the location
/// it was held at; cancelled if it moves too far or lifts before.
public struct SpatialLongPressGesture: PrimitiveGesture {
    public struct Value: Hashable, Sendable {
        /// Where the press was held when it fired.
        public var location: Point
        /// When it fired.
        public var time: GestureTime
        /// The keyboard modifiers held then.
        public var modifiers: Modifiers
    }
    /// Hold time (s).
    public var minimumDuration: Double
    /// Distance (px) it may wander while held.
    public var maximumDistance: Double
    /// Where `location` is measured.
    public var coordinateSpace: CoordinateSpace

    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local)
    {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
        self.coordinateSpace = coordinateSpace
    }

    package func makeInstance() -> RecognizerInstance<Value> {
        let recognizer = LongPressRecognizer(minimumDuration: minimumDuration * 1000, maximumDistance: maximumDistance)
        let instance = RecognizerInstance<Value>(recognizer) { e in
            switch e.phase {
            case .began:
                .ended(Value(location: e.location, time: GestureTime(e.time), modifiers: e.modifiers), holding: true)
            case .ended, .cancelled: .holding(false)
            default: .nothing
            }
        }
        instance.coordinateSpace = coordinateSpace
        return instance
    }
}

/// A drag (SwiftUI's `DragGesture`): begins once the sequence moved `minimumDistance` in
/// its direction; with a minimum distance of 0 it begins at the touch-down, where the
/// touch went down, so it also serves as a tap.
public struct DragGesture: PrimitiveGesture {
    /// SwiftUI's `DragGesture.Value`.
    public struct Value: Hashable, Sendable {
        /// When this value was reported.
        public var time: GestureTime
        public var location: Point
        public var startLocation: Point
        /// `location − startLocation`.
        public var translation: Point
        /// px/s.
        public var velocity: Point
        /// Where `location` would come to rest if released now.
        public var predictedEndLocation: Point
        /// The keyboard modifiers held at this value (UIKit's `modifierFlags`: a pan that
        /// does something else while Command is held).
        public var modifiers: Modifiers
        public var predictedEndTranslation: Point { predictedEndLocation - startLocation }
    }
    /// px; nil: the configuration's slop for the sequence's source (`touchSlop` for a finger,
    /// the smaller `mouseSlop` for a mouse button), for an app that tunes those.
    public var minimumDistance: Double?
    public var direction: Direction
    /// Where its locations are measured (translations are the same in every space).
    public var coordinateSpace: CoordinateSpace

    /// Which way it must first move to begin (a project extension: SwiftUI's drags take any).
    public enum Direction: Sendable { case any, horizontal, vertical }

    public init(minimumDistance: Double? = 10, coordinateSpace: CoordinateSpace = .local, direction: Direction = .any) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
        self.direction = direction
    }

    package func makeInstance() -> RecognizerInstance<Value> {
        let instance = RecognizerInstance.followingRuns(
            of: DragRecognizer(direction: direction, minimumDistance: minimumDistance)
        ) { e in
            Value(
                time: GestureTime(e.time), location: e.location, startLocation: e.startLocation,
                translation: e.translation, velocity: e.velocity,
                predictedEndLocation: e.predictedEndLocation, modifiers: e.modifiers)
        }
        instance.coordinateSpace = coordinateSpace
        return instance
    }
}

/// Two touches spreading or closing (SwiftUI's `MagnifyGesture`): the magnification is
/// relative to where the fingers went down, so the object stays under them.
public struct MagnifyGesture: PrimitiveGesture {
    public struct Value: Hashable, Sendable {
        public var time: GestureTime
        /// Distance between the touches relative to where they went down.
        public var magnification: Double
        /// The touches' centroid.
        public var location: Point
        public var startLocation: Point
    }
    /// Relative change it begins past; nil: the configuration's pinch slop (px).
    public var minimumScaleDelta: Double?

    public init(minimumScaleDelta: Double? = nil) { self.minimumScaleDelta = minimumScaleDelta }

    package func makeInstance() -> RecognizerInstance<Value> {
        .followingRuns(
            of: PinchRecognizer(spread: .any, minimumScaleDelta: minimumScaleDelta, measuresFromDown: true),
            kind: .pinch
        ) { e in
            Value(
                time: GestureTime(e.time), magnification: e.scale, location: e.location, startLocation: e.startLocation)
        }
    }
}

/// Two touches turning (SwiftUI's `RotateGesture`): the rotation is since where the fingers
/// went down, so the object stays under them.
public struct RotateGesture: PrimitiveGesture {
    public struct Value: Hashable, Sendable {
        public var time: GestureTime
        /// Degrees, clockwise, since the fingers went down.
        public var rotation: Double
        /// The touches' centroid.
        public var location: Point
    }
    /// The turn (degrees) it begins past.
    public var minimumAngleDelta: Double

    public init(minimumAngleDelta: Double = 1) { self.minimumAngleDelta = minimumAngleDelta }

    package func makeInstance() -> RecognizerInstance<Value> {
        .followingRuns(of: RotationRecognizer(minimumAngleDelta: minimumAngleDelta, measuresFromDown: true)) { e in
            Value(time: GestureTime(e.time), rotation: e.rotation, location: e.location)
        }
    }
}

/// The pointer over a region (SwiftUI's `onContinuousHover`): changes as it moves, ends
/// when it leaves. A button press ends it and the release begins it again, as UIKit's hover
/// does: a drag with the button held is the drag's.
public struct HoverGesture: PrimitiveGesture {
    public struct Value: Hashable, Sendable {
        public var location: Point
        public var modifiers: Modifiers
    }

    public init() {}

    package func makeInstance() -> RecognizerInstance<Value> {
        .followingRuns(of: HoverRecognizer(pausesWhilePressed: true)) { e in
            Value(location: e.location, modifiers: e.modifiers)
        }
    }
}

/// SwiftUI's older pinch, whose value is the magnification alone: for code written against
/// it (``MagnifyGesture`` also says where).
@available(*, deprecated, renamed: "MagnifyGesture")
public struct MagnificationGesture: PrimitiveGesture {
    public typealias Value = Double
    /// Relative change it begins past; nil: the configuration's pinch slop (px).
    public var minimumScaleDelta: Double?

    public init(minimumScaleDelta: Double? = nil) { self.minimumScaleDelta = minimumScaleDelta }

    package func makeInstance() -> RecognizerInstance<Double> {
        .followingRuns(
            of: PinchRecognizer(spread: .any, minimumScaleDelta: minimumScaleDelta, measuresFromDown: true),
            kind: .pinch
        ) { $0.scale }
    }
}

/// SwiftUI's older rotation, whose value is the angle alone (degrees, clockwise): for code
/// written against it (``RotateGesture`` also says where).
@available(*, deprecated, renamed: "RotateGesture")
public struct RotationGesture: PrimitiveGesture {
    public typealias Value = Double
    /// The turn (degrees) it begins past.
    public var minimumAngleDelta: Double

    public init(minimumAngleDelta: Double = 1) { self.minimumAngleDelta = minimumAngleDelta }

    package func makeInstance() -> RecognizerInstance<Double> {
        .followingRuns(of: RotationRecognizer(minimumAngleDelta: minimumAngleDelta, measuresFromDown: true)) {
            $0.rotation
        }
    }
}
