/// Where a gesture's locations are measured from (SwiftUI's `CoordinateSpace`): the view the
/// gesture is attached to, the window, or an ancestor that named its space.
public enum CoordinateSpace: Hashable {
    /// The window's coordinates.
    case global
    /// The view's own: its top-left corner is the origin (the default).
    case local
    /// The coordinates of the nearest view, itself or an ancestor, given this name with
    /// `coordinateSpace(name:)`; the window's if there is none.
    case named(AnyHashable)
}

extension GestureView {
    /// Names this view's coordinate space, for the gestures inside it that measure in it
    /// (SwiftUI's `coordinateSpace(name:)`).
    @discardableResult
    public func coordinateSpace(name: some Hashable) -> GestureView {
        coordinateSpaceName = AnyHashable(name)
        return self
    }

    /// `point`, given in this view's coordinates, in `space`.
    public func convert(_ point: Point, to space: CoordinateSpace) -> Point {
        switch space {
        case .local: return point
        case .global: return convert(point, to: nil)
        case .named(let name):
            var v: GestureView? = self
            while let a = v {
                if a.coordinateSpaceName == name { return convert(point, to: a) }
                v = a.parent
            }
            return convert(point, to: nil)
        }
    }
}
