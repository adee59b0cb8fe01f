extension GestureView {
    /// Runs `action` on a tap of `count` taps (SwiftUI's `onTapGesture(count:perform:)`).
    @discardableResult
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> GestureView {
        gesture(TapGesture(count: count).onEnded { _ in action() })
        return self
    }

    /// Runs `action` with where the tap was, in this view's coordinates (SwiftUI's
    /// `onTapGesture(count:coordinateSpace:perform:)`).
    @discardableResult
    public func onTapGesture(count: Int = 1, perform action: @escaping (Point) -> Void) -> GestureView {
        gesture(TapGesture(count: count).onEnded { value in action(value.location) })
        return self
    }
}
