/// A swipe in from a window edge: the system's back gesture, which SwiftUI leaves to the
/// platform and an app here declares itself. Attach it to the view that covers the window
/// with `highPriorityGesture`, so it wins over every gesture inside; a view that defers the
/// edge (`defersSystemGestures(on:)`) gets the first swipe for its own gestures.
///
/// ```swift
/// window.highPriorityGesture(EdgeSwipeGesture(edge: .leading).onEnded { _ in goBack() })
/// ```
public struct EdgeSwipeGesture: PrimitiveGesture {
    public struct Value: Hashable, Sendable {
        public var location: Point
        public var startLocation: Point
        public var translation: Point
        /// px/s.
        public var velocity: Point
    }
    public var edge: Edge

    public init(edge: Edge = .leading) { self.edge = edge }

    package func makeInstance() -> RecognizerInstance<Value> {
        .followingRuns(of: EdgeSwipeRecognizer(edge: edge)) { e in
            Value(
                location: e.location, startLocation: e.startLocation, translation: e.translation,
                velocity: e.velocity)
        }
    }
}
