/// What a view asks of the pointer: where it is hit, how the pointer looks over it, its hover
/// effect and regions, and who hears the pointer move over it. Kept apart from the view's
/// gestures, and made only for views that say any of it.
final class PointerAttributes {
    var interactionShape: ContentShape?
    var hoverShape: ContentShape?
    var style: PointerStyle?
    var effect: HoverEffect?
    var region: ((PointerRegionRequest) -> PointerRegion?)?
    var continuousHover: ((HoverPhase) -> Void)?
    var hover: ((Bool) -> Void)?

    /// Whether it gives the pointer a look here: a style, an effect or regions.
    var styles: Bool { style != nil || effect != nil || region != nil }
    var listens: Bool { continuousHover != nil || hover != nil }
    /// The shape effects take, and where they begin.
    var effectShape: ContentShape? { hoverShape ?? interactionShape }
}

extension GestureView {
    /// Hit tests by `shape` instead of the frame (SwiftUI's `contentShape(_:_:eoFill:)`):
    /// `.interaction` for gestures and hover, `.hoverEffect` for the pointer's effects and
    /// styles alone, or both. Children are hit where they are, whatever the shape.
    @discardableResult
    public func contentShape(_ shape: ContentShape) -> GestureView { contentShape(.interaction, shape) }

    /// `shape` for what `kinds` says: `.interaction` (gestures and hover), `.hoverEffect` (the
    /// pointer's effects and styles alone), or both.
    @discardableResult
    public func contentShape(_ kinds: ContentShapeKinds, _ shape: ContentShape) -> GestureView {
        let p = pointerAttributes
        if kinds.contains(.interaction) { p.interactionShape = shape }
        if kinds.contains(.hoverEffect) { p.hoverShape = shape }
        structureChanged()
        return self
    }

    /// The pointer's look over this view and the views inside it that say none (SwiftUI's
    /// `pointerStyle(_:)`); nil: the enclosing view's, or the default arrow.
    @discardableResult
    public func pointerStyle(_ style: PointerStyle?) -> GestureView {
        pointerAttributes.style = style
        pointerChanged()
        return self
    }

    /// The effect while the pointer is over this view (SwiftUI's `hoverEffect(_:isEnabled:)`).
    @discardableResult
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> GestureView {
        pointerAttributes.effect = isEnabled ? effect : nil
        pointerChanged()
        return self
    }

    /// Regions of this view with styles and effects of their own (UIKit's
    /// `pointerInteraction(_:regionFor:defaultRegion:)`): asked as the pointer moves over the
    /// view, with its location in the view's coordinates and the modifiers held. Nil: this
    /// view does not style the pointer there, and the views around it are asked.
    @discardableResult
    public func pointerRegion(_ region: @escaping (PointerRegionRequest) -> PointerRegion?) -> GestureView {
        pointerAttributes.region = region
        pointerChanged()
        return self
    }

    /// Hears the pointer over this view (SwiftUI's `onContinuousHover(coordinateSpace:perform:)`):
    /// `.active` with its location in `coordinateSpace` as it enters and moves, `.ended` as it
    /// leaves. Runs when the host's reports are drained, in order with them.
    @discardableResult
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> GestureView {
        pointerAttributes.continuousHover =
            coordinateSpace == .local
            ? action
            : { [unowned self] phase in
                if case .active(let p) = phase {
                    action(.active(self.convert(p, to: coordinateSpace)))
                } else {
                    action(phase)
                }
            }
        pointerChanged()
        return self
    }

    /// Hears the pointer enter (true) and leave (false) this view (SwiftUI's `onHover(perform:)`).
    @discardableResult
    public func onHover(perform action: @escaping (Bool) -> Void) -> GestureView {
        pointerAttributes.hover = action
        pointerChanged()
        return self
    }

    var pointerAttributes: PointerAttributes {
        if let p = pointer { return p }
        let p = PointerAttributes()
        pointer = p
        return p
    }

    /// The pointer's look may have changed: the host looks again before its next report.
    func pointerChanged() {
        var v: GestureView? = self
        while let a = v {
            if let tree = a.tree {
                tree.pointerVersion &+= 1
                return
            }
            v = a.parent
        }
    }
}
