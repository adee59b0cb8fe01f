/// Which of a container's views a touch is over as it moves, from its down (UIKit's touch
/// tracking; SwiftUI's `DragGesture(minimumDistance: 0)` with a hit test of the children).
/// Attach it to the container: it takes every touch that goes down in it, and each value says
/// which child the touch just entered or left (`TrackingRecognizer`).
///
/// ```swift
/// grid.gesture(TrackingGesture().onChanged { value in
///     if case .entered(let cell)? = value.crossing { light(cell) }
/// })
/// ```
///
/// Each touch is a run of its own: with two fingers down, both report their crossings.
public struct TrackingGesture: PrimitiveGesture {
    public struct Value {
        public var location: Point
        public var startLocation: Point
        public var translation: Point
        /// The child of the container this report is about, if it is a crossing.
        public var crossing: Crossing?
    }

    /// A touch went into or out of one of the container's children.
    public enum Crossing {
        case entered(GestureView)
        case exited(GestureView)

        public var view: GestureView {
            switch self {
            case .entered(let v), .exited(let v): v
            }
        }
    }

    public init() {}

    package func makeInstance() -> Instance { Instance() }

    package final class Instance: GestureInstance {
        let recognizer = TrackingRecognizer()
        private let id: ObjectIdentifier
        /// Where the crossed children are found.
        private weak var host: GestureHost?
        package private(set) var value: Value?
        package private(set) var isActive = false
        package var isHolding: Bool { isActive }

        init() { id = ObjectIdentifier(recognizer) }

        package var composable: any GestureComposable { recognizer }
        package func collectRecognizers(into ids: inout [ObjectIdentifier]) { ids.append(id) }
        package func attached(to host: GestureHost) { self.host = host }

        package func take(_ report: GestureReport) -> GestureStep {
            guard report.recognizer == id else { return .notMine }
            var v = Value(
                location: report.location, startLocation: report.startLocation, translation: report.translation,
                crossing: nil)
            switch report.phase {
            case .began, .changed:
                break
            case .entered, .exited:
                guard let region = report.region, let child = host?.view(for: region) else { return .absorbed }
                v.crossing = report.phase == .entered ? .entered(child) : .exited(child)
            case .ended:
                value = v
                isActive = false
                return .ended
            case .cancelled:
                isActive = false
                return .cancelled(report.cancelReason ?? .app)
            }
            value = v
            isActive = true
            return .changed
        }
    }
}
