/// Identifies a region the app declared (for a list: one per row, one for the list itself).
package struct GestureRegionID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    package var rawValue: Int32
    @inlinable package init(rawValue: Int32) { self.rawValue = rawValue }
    @inlinable package init(_ value: Int) { self.rawValue = Int32(truncatingIfNeeded: value) }
    package var description: String { "region \(rawValue)" }
}

/// Which gestures of a region and of its subtree may take part (SwiftUI's `GestureMask`).
public enum GestureMask: UInt8, Hashable, Sendable {
    /// The region's own recognizers and its descendants'.
    case all
    /// Only the region's own recognizers; descendants' are disabled.
    case gesture
    /// Only descendants' recognizers; the region's own are disabled.
    case subviews
    /// Neither.
    case none
}

/// An edge of the window or a view (SwiftUI's `Edge`), for the system gestures that start at
/// one (an edge swipe) and the views that defer them. The apps lay out left to right: leading
/// is the left edge, trailing the right.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// Edges together (SwiftUI's `Edge.Set`).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        @inlinable public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.horizontal, .vertical]
    }
}

/// One hit-test region and the gestures attached to it.
///
/// Frames are in the parent's content coordinates: for a root, surface coordinates; inside a
/// region with a `scrollAxis`, content coordinates that the engine moves by that region's
/// scroll offset and the offsets of the scrolling regions around it (so the app does not
/// re-declare rows as they scroll).
///
/// Recognizers are objects, and one object may serve many regions: a list declares one tap,
/// one drag… and gives the same ones to every row (the recognizer keeps its state per
/// sequence, not per region), so a list of 100 000 rows holds a handful of recognizers.
package struct GestureRegion {
    package var id: GestureRegionID
    /// The enclosing region, or nil for a root. Must be declared before its children.
    package var parent: GestureRegionID?
    package var frame: GestureRect
    /// The region's gestures: recognizers, and recognizers composed
    /// (`simultaneously(with:)`, `sequenced(before:)`, `exclusively(before:)`). For a sequence
    /// that starts here their recognizers join its arena after those of the regions inside
    /// this one (the deepest region's first), so a descendant wins a tie against its ancestor
    /// unless the ancestor is `highPriority`.
    package var gestures: [any GestureComposable]
    package var mask: GestureMask
    /// The axis its content scrolls on, or nil: a scrolling region has an offset, a range and
    /// a fling of its own (`GestureEngine.scrollOffset(of:)`), which its `ScrollRecognizer` and
    /// `AxisScrollRecognizer` move. Scrolling regions nest: what an inner one cannot take at
    /// its edge, a drag's movement or a fling's speed, goes on to the one around it.
    package var scrollAxis: Axis?
    /// Its content scrolls vertically (`scrollAxis == .vertical`).
    package var scrolls: Bool {
        get { scrollAxis == .vertical }
        set { scrollAxis = newValue ? .vertical : nil }
    }
    /// Its recognizers win every conflict with its descendants' (SwiftUI's
    /// `highPriorityGesture`): when claims meet in an arena, the high-priority region's claim
    /// wins whatever the descendants claimed.
    package var highPriority: Bool
    /// The slop (px) for sequences that start in this region, instead of the configuration's
    /// touch or mouse slop (SwiftUI's `DragGesture(minimumDistance:)`): the distance a drag
    /// must pass and the one a tap or long press must stay within. The deepest region under
    /// the sequence that sets it wins; nil uses the configuration.
    package var minimumDistance: Double?
    /// Simultaneous recognition with the ancestors (SwiftUI's `simultaneousGesture`, UIKit's
    /// `shouldRecognizeSimultaneouslyWith`): when one of this region's recognizers wins a
    /// sequence, every ancestor recognizer that claimed the same sequence in the same decision
    /// is accepted with it instead of losing (a row's vertical drag and its list's scroll:
    /// the row reports its drag while the list scrolls under the finger).
    package var simultaneousWithAncestors: Bool
    /// Simultaneous recognition with the descendants (SwiftUI's `simultaneousGesture`, said on
    /// the parent): when this region's recognizers and a descendant's claim the same sequence
    /// in the same decision, whichever wins, the other is accepted with it.
    package var simultaneousWithDescendants: Bool
    /// System gestures from these edges wait for a second swipe (SwiftUI's
    /// `defersSystemGestures(on:)`): a swipe that starts at such an edge over this region goes
    /// to the region's own gestures, and only another one within the configuration's
    /// `systemGestureDeferral` goes to the system gesture (`EdgeSwipeRecognizer`).
    package var defersSystemGestures: Edge.Set
    /// Where in its frame the region is hit (SwiftUI's `contentShape`); nil: all of it. The
    /// regions inside it are hit where they are, whatever this shape.
    package var contentShape: ContentShape?
    /// Where the pointer's effects and styles hit it, when not `contentShape`.
    var hoverShape: ContentShape?

    package init(
        id: GestureRegionID, parent: GestureRegionID? = nil, frame: GestureRect,
        gestures: [any GestureComposable], mask: GestureMask = .all,
        scrolls: Bool = false, scrollAxis: Axis? = nil, highPriority: Bool = false, minimumDistance: Double? = nil,
        simultaneousWithAncestors: Bool = false, simultaneousWithDescendants: Bool = false,
        defersSystemGestures: Edge.Set = []
    ) {
        self.id = id; self.parent = parent; self.frame = frame; self.gestures = gestures
        self.mask = mask; self.scrollAxis = scrollAxis ?? (scrolls ? .vertical : nil)
        self.highPriority = highPriority
        self.minimumDistance = minimumDistance
        self.simultaneousWithAncestors = simultaneousWithAncestors
        self.simultaneousWithDescendants = simultaneousWithDescendants
        self.defersSystemGestures = defersSystemGestures
    }
}
