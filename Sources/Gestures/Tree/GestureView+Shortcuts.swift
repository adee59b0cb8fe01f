extension GestureView {
    /// Runs `action` on a tap of `count` taps (SwiftUI's `onTapGesture(count:perform:)`).
    @discardableResult
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> GestureView {
        gesture(TapGesture(count: count).onEnded { _ in action() })
        return self
    }

    /// Runs `action` with where the tap was, in `coordinateSpace` (SwiftUI's
    /// `onTapGesture(count:coordinateSpace:perform:)`).
    @discardableResult
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (Point) -> Void
    ) -> GestureView {
        gesture(TapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { value in action(value.location) })
        return self
    }
}

extension GestureView {
    /// Runs `action` once a press has been held still for `minimumDuration` seconds, the
    /// finger still down, and `onPressingChanged` with true at the down and false when the
    /// press fires or fails (SwiftUI's `onLongPressGesture`).
    @discardableResult
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: Double = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> GestureView {
        var pressing = false
        let tell: (Bool) -> Void = { now in
            guard now != pressing else { return }
            pressing = now
            onPressingChanged?(now)
        }
        gesture(
            LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
                .onChanged { _ in tell(true) }
                .onEnded { _ in
                    tell(false)
                    action()
                }
                .onCancelled { _ in tell(false) })
        return self
    }
}
