/// A rectangle in a tree of views that gestures are attached to, as SwiftUI's views are:
/// its frame is relative to its parent's, its gestures report values in its own coordinates,
/// and what wins between it and the views inside it is said per gesture
/// (`gesture(_:including:)`, `highPriorityGesture(_:including:)`,
/// `simultaneousGesture(_:including:)`).
///
/// ```swift
/// let card = GestureView(id: "card", frame: GestureRect(x: 20, y: 80, width: 300, height: 200))
/// let close = card.addChild(GestureView(frame: GestureRect(x: 260, y: 10, width: 30, height: 30)))
/// close.gesture(TapGesture().onEnded { _ in dismiss() })
/// card.gesture(DragGesture().onChanged { value in offset = value.translation })
/// host.root = card
/// card.frame.y = 120          // relayout: a running drag goes on undisturbed
/// ```
///
/// A view is its own identity (`===`, `Hashable`); `id` is any `Hashable` the app gives to
/// find it again (`view(withID:)`). Hit testing clips to every ancestor: a child is touched
/// only where it lies inside its parent. The root's frame is in window coordinates.
public final class GestureView: Hashable {
    /// What the app calls this view, to find it again (`view(withID:)`).
    public let id: AnyHashable?
    /// Relative to the parent's top-left corner (the root's: to the window's). Changing it
    /// moves the view and its subtree at once, without rebuilding anything: a gesture that
    /// runs goes on.
    public var frame: GestureRect {
        didSet { if frame != oldValue { tree?.moved(self) } }
    }
    // Back references are unowned, cleared by the one referred to when it goes (`deinit`):
    // a weak one would give every view a side table, and every retain of it a slow path.
    public private(set) unowned(safe) var parent: GestureView?
    /// In declaration order; later ones are on top where they overlap.
    public private(set) var children: [GestureView] = []
    /// System gestures from these window edges wait for a second swipe over this view
    /// (SwiftUI's `defersSystemGestures(on:)`).
    public private(set) var deferredEdges: Edge.Set = []
    /// The name gestures inside it measure in with `.named(_:)` (`coordinateSpace(name:)`).
    public internal(set) var coordinateSpaceName: AnyHashable?

    /// The gestures attached, in declaration order.
    var gestures: [ViewGesture] = []
    /// The host's tree that compiled this view last, and its place in it.
    unowned(safe) var tree: ViewTree?
    var treeIndex = 0
    /// Its innermost region's id, which its children hang under; given once per host.
    var bodyID: GestureRegionID?
    /// When it scrolls (`scrollable(_:contentLength:)`): its axis, its recognizers, what the
    /// app set before the host ran it, and what `onScroll` last told.
    var scrolling: ScrollingState?
    /// Its content shapes, pointer style, hover effect, regions and hover listeners, if any.
    var pointer: PointerAttributes?

    public init(frame: GestureRect = .zero) {
        self.id = nil
        self.frame = frame
    }

    public init(id: some Hashable, frame: GestureRect = .zero) {
        self.id = AnyHashable(id)
        self.frame = frame
    }

    deinit {
        for c in children { c.parent = nil }
        for g in gestures { g.viewWentAway() }
    }

    public static func == (a: GestureView, b: GestureView) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: The tree

    /// Adds `child` on top of the others (taking it from its former parent) and returns it.
    @discardableResult
    public func addChild(_ child: GestureView) -> GestureView {
        precondition(!child.isAncestor(of: self), "GestureView.addChild: a view cannot contain its own ancestor")
        child.removeFromParent()
        child.parent = self
        children.append(child)
        structureChanged()
        return child
    }

    /// Takes this view and its subtree out of the tree; gestures running in it finish.
    public func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        p.structureChanged()
    }

    /// This view or the first descendant (depth first, in declaration order) whose `id` is `id`.
    public func view(withID id: some Hashable) -> GestureView? {
        let wanted = AnyHashable(id)
        if self.id == wanted { return self }
        for c in children {
            if let v = c.view(withID: wanted) { return v }
        }
        return nil
    }

    /// Whether this view contains `other` (strictly).
    public func isAncestor(of other: GestureView) -> Bool {
        var v = other.parent
        while let p = v {
            if p === self { return true }
            v = p.parent
        }
        return false
    }

    // MARK: Coordinates

    /// Its top-left corner in window coordinates (where the scroll views around it have
    /// scrolled it to).
    public var originInWindow: Point {
        var p = Point(x: frame.x, y: frame.y)
        var v = parent
        while let a = v {
            p = Point(x: p.x + a.frame.x, y: p.y + a.frame.y)
            if a.scrolling != nil { p = p - a.contentShift }
            v = a.parent
        }
        return p
    }

    /// Its frame in window coordinates; setting it places the view there, whatever its
    /// parent's place (for an app whose layout is in window coordinates).
    public var frameInWindow: GestureRect {
        get {
            let o = originInWindow
            return GestureRect(x: o.x, y: o.y, width: frame.width, height: frame.height)
        }
        set {
            let o = parent.map { $0.originInWindow - $0.contentShift } ?? Point(x: 0, y: 0)
            frame = GestureRect(
                x: newValue.x - o.x, y: newValue.y - o.y, width: newValue.width, height: newValue.height)
        }
    }

    /// `point`, given in this view's coordinates, in `view`'s (nil: the window's).
    public func convert(_ point: Point, to view: GestureView?) -> Point {
        let o = originInWindow, w = Point(x: point.x + o.x, y: point.y + o.y)
        guard let view else { return w }
        let t = view.originInWindow
        return Point(x: w.x - t.x, y: w.y - t.y)
    }

    /// `point`, given in `view`'s coordinates (nil: the window's), in this view's.
    public func convert(_ point: Point, from view: GestureView?) -> Point {
        let w = view?.convert(point, to: nil) ?? point
        let o = originInWindow
        return Point(x: w.x - o.x, y: w.y - o.y)
    }

    // MARK: Gestures

    /// Attaches `gesture`: it competes with the gestures of the views inside this one, which
    /// win a tie (SwiftUI's `gesture(_:including:)`). `mask` says what stays enabled: this
    /// gesture, the views inside (and gestures of lower rank on this view), both or neither.
    @discardableResult
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ViewGesture {
        attach(gesture, .normal, mask)
    }

    /// Attaches `gesture` ahead of every gesture inside this view and this view's other
    /// gestures (SwiftUI's `highPriorityGesture(_:including:)`): when they both claim, it wins.
    @discardableResult
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ViewGesture {
        attach(gesture, .high, mask)
    }

    /// Attaches `gesture` to run together with the gestures inside this view and this view's
    /// plain gestures (SwiftUI's `simultaneousGesture(_:including:)`, declared on the parent):
    /// when one of them and this one claim the same input at once, both run.
    @discardableResult
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ViewGesture {
        attach(gesture, .simultaneous, mask)
    }

    /// Takes `gesture` off this view (SwiftUI's `gesture(nil)`): it takes no new input, and a
    /// run it is in finishes. A handle of another view's gesture is left alone.
    public func removeGesture(_ gesture: ViewGesture) {
        guard let i = gestures.firstIndex(where: { $0 === gesture }) else { return }
        gestures.remove(at: i)
        structureChanged()
    }

    /// System gestures from `edges` (the back swipe) wait for a second swipe when the first
    /// starts over this view (SwiftUI's `defersSystemGestures(on:)`).
    @discardableResult
    public func defersSystemGestures(on edges: Edge.Set) -> GestureView {
        if edges != deferredEdges {
            deferredEdges = edges
            structureChanged()
        }
        return self
    }

    private func attach<G: Gesture>(_ gesture: G, _ rank: GestureRank, _ mask: GestureMask) -> ViewGesture {
        let attached = ViewGesture(gesture, rank: rank, mask: mask, view: self)
        gestures.append(attached)
        structureChanged()
        return attached
    }

    /// Something the regions are made from changed: the host recompiles before its next input.
    func structureChanged() {
        var v: GestureView? = self
        while let a = v {
            if let tree = a.tree {
                tree.needsCompile = true
                return
            }
            v = a.parent
        }
    }
}
