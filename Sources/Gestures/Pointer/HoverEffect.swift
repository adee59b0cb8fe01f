/// What a view does while the pointer is over it (SwiftUI's `hoverEffect(_:)`, UIKit's
/// `UIPointerEffect`). The host animates it in and out on its own clock; the app draws it from
/// `GestureHost.hoverEffects`.
///
/// On a desktop the app is the system that draws these: the host hides the pointer where the
/// effect stands for it (highlight, lift) and the renderer draws the platter, the lifted view
/// and its shadow itself.
public enum HoverEffect: Sendable {
    /// What UIKit would pick for the view: `highlight` for a view the size of a control (both
    /// sides within `HoverEffect.controlSize`), otherwise `hover` with a tint and no scaling.
    case automatic
    /// The pointer becomes a platter behind the view, which follows the pointer a little
    /// (parallax); the pointer is hidden.
    case highlight
    /// The view grows, with a soft shadow under it, and slides a little with the pointer; the
    /// pointer is hidden.
    case lift
    /// A tint over the view and, preferred, a slight scale and a shadow; the pointer stays,
    /// in its style (UIKit's `UIPointerHoverEffect`).
    case hover(tint: HoverTint = .overlay, prefersShadow: Bool = false, prefersScaledContent: Bool = true)
    /// The app's own: scale, offset and opacity as functions of where the pointer is in the
    /// view and of the active phase (SwiftUI's `CustomHoverEffect`). The pointer stays.
    case custom(@Sendable (HoverEffectPhase) -> HoverEffectValues)

    /// The largest view `automatic` highlights (logical px): a button, a bar item.
    public static let controlSize = (width: 200.0, height: 80.0)

    /// The effect `automatic` stands for on a view of `size`.
    public func resolved(for size: (width: Double, height: Double)) -> HoverEffect {
        guard case .automatic = self else { return self }
        if size.width <= Self.controlSize.width && size.height <= Self.controlSize.height { return .highlight }
        return .hover(tint: .overlay, prefersShadow: false, prefersScaledContent: false)
    }

    /// Its name, for snapshots and the explain log.
    public var name: String {
        switch self {
        case .automatic: "automatic"
        case .highlight: "highlight"
        case .lift: "lift"
        case .hover: "hover"
        case .custom: "custom"
        }
    }

    /// Whether the pointer is hidden while it is on (the effect stands for it).
    public var hidesPointer: Bool {
        switch self {
        case .highlight, .lift: true
        default: false
        }
    }
}

/// How `HoverEffect.hover` tints the view.
public enum HoverTint: Hashable, Sendable {
    case none
    /// A translucent layer over the view.
    case overlay
    /// The view's content tinted in place (drawn as the overlay, under the view's text).
    case underlay
}

/// What a custom hover effect is asked with.
public struct HoverEffectPhase: Hashable, Sendable {
    /// Asked once for the effect at rest (false) and once for it in full (true); the host
    /// springs between the two.
    public var isActive: Bool
    /// The pointer in the view's coordinates.
    public var location: Point
    /// The view's size.
    public var width: Double
    public var height: Double
}

/// A view's transform and opacity under an effect.
public struct HoverEffectValues: Hashable, Sendable {
    /// About the view's centre.
    public var scale: Double
    public var offset: Point
    public var opacity: Double

    public init(scale: Double = 1, offset: Point = .zero, opacity: Double = 1) {
        self.scale = scale; self.offset = offset; self.opacity = opacity
    }

    public static let identity = HoverEffectValues()

    /// `a` at 0, `b` at 1.
    static func mix(_ a: HoverEffectValues, _ b: HoverEffectValues, _ t: Double) -> HoverEffectValues {
        HoverEffectValues(
            scale: a.scale + (b.scale - a.scale) * t,
            offset: Point(x: a.offset.x + (b.offset.x - a.offset.x) * t, y: a.offset.y + (b.offset.y - a.offset.y) * t),
            opacity: a.opacity + (b.opacity - a.opacity) * t)
    }
}

/// One view's effect as it stands at the host's time: everything a renderer needs to draw it,
/// already animated. `progress` runs from 0 (at rest) to 1 (in full) on a spring.
public struct HoverEffectState: Equatable {
    public enum Kind: String, Hashable, Sendable { case highlight, lift, hover, custom }
    public var kind: Kind
    /// The view's `id`, if it has one.
    public var viewID: AnyHashable?
    /// The pointer region the effect belongs to, if one was given.
    public var regionID: AnyHashable?
    /// 0 at rest … 1 in full (a spring may overshoot slightly).
    public var progress: Double
    /// Whether it is animating in (true) or out.
    public var isActive: Bool
    /// Where the view is (window coordinates), before the effect's transform.
    public var frame: GestureRect
    /// The effect's shape in `frame` (the hover-effect content shape, else the interaction
    /// one, else the rectangle).
    public var shape: ContentShape
    /// The view's transform and opacity (scale about the frame's centre, then the offset).
    public var values: HoverEffectValues
    /// Highlight: the platter behind the view (window coordinates) and its shape.
    public var platter: GestureRect?
    /// Lift and a hover that prefers it: the shadow's strength, 0…1.
    public var shadow: Double
    /// Hover: the tint's strength, 0…1, and how it is drawn.
    public var tint: Double
    public var tintMode: HoverTint

    /// What the effect covers on screen, for damage: the transformed view, its platter and
    /// its shadow (`shadowReach` px beyond the view).
    public func bounds(shadowReach: Double = 16) -> GestureRect {
        var r = transformedFrame
        if let p = platter { r = r.union(p) }
        if shadow > 0 {
            r = GestureRect(
                x: r.x - shadowReach, y: r.y - shadowReach, width: r.width + 2 * shadowReach,
                height: r.height + 2 * shadowReach)
        }
        return r
    }

    /// The view's frame under the effect's transform.
    public var transformedFrame: GestureRect {
        let w = frame.width * values.scale, h = frame.height * values.scale
        let cx = frame.x + frame.width / 2 + values.offset.x, cy = frame.y + frame.height / 2 + values.offset.y
        return GestureRect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
    }
}

extension GestureRect {
    /// The smallest rectangle holding both.
    public func union(_ o: GestureRect) -> GestureRect {
        let x0 = min(minX, o.minX), y0 = min(minY, o.minY)
        return GestureRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }
}
