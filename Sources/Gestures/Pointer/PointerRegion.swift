/// What a view's pointer-region function is asked with (UIKit's `UIPointerRegionRequest`).
public struct PointerRegionRequest: Hashable, Sendable {
    /// The pointer in the view's coordinates.
    public var location: Point
    /// The keyboard modifiers held.
    public var modifiers: Modifiers
}

/// A part of a view where the pointer takes one style and one effect (UIKit's
/// `UIPointerRegion` with the style its delegate gives it). The view's function is asked again
/// as the pointer moves; a region with another identifier starts the effect anew, as UIKit's
/// does, and the same one keeps it running.
///
/// ```swift
/// shape.pointerRegion { request in
///     PointerRegion(id: "inner", rect: innerBounds, effect: .lift)
/// }
/// ```
public struct PointerRegion {
    public var id: AnyHashable
    /// In the view's coordinates.
    public var rect: GestureRect
    /// The region's own shape in `rect`; nil: the rectangle.
    public var shape: ContentShape?
    /// The pointer's style here; nil: the view's.
    public var style: PointerStyle?
    /// The effect here; nil: the view's.
    public var effect: HoverEffect?

    public init(
        id: some Hashable, rect: GestureRect, shape: ContentShape? = nil, style: PointerStyle? = nil,
        effect: HoverEffect? = nil
    ) {
        self.id = AnyHashable(id); self.rect = rect; self.shape = shape; self.style = style; self.effect = effect
    }
}

/// Where the pointer is over a continuously hovered view (SwiftUI's `HoverPhase`).
public enum HoverPhase: Hashable, Sendable {
    /// Where the pointer is: in the view's coordinates, or the space `onContinuousHover` asked.
    case active(Point)
    case ended
}
