/// Identifies a region the app declared (for a list: one per row, one for the list itself).
public struct GestureRegionID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int32
    @inlinable public init(rawValue: Int32) { self.rawValue = rawValue }
    @inlinable public init(_ value: Int) { self.rawValue = Int32(truncatingIfNeeded: value) }
    public var description: String { "region \(rawValue)" }
}

/// Which recognizers a region takes part in. Each sequence that starts in a region competes
/// among the recognizers of that region and of its ancestors (subject to `GestureMask`).
public struct GestureRecognizers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Tap (count 1): wins when the sequence lifts within the slop (location at lift).
    public static let tap = GestureRecognizers(rawValue: 1 << 0)
    /// Double tap, exclusive over `.tap` without delaying it: the first tap reports at once,
    /// the second reports `.doubleTap` instead of a second `.tap`.
    public static let doubleTap = GestureRecognizers(rawValue: 1 << 1)
    /// Long press, sequenced before a drag: after it fires, movement continues as the same
    /// gesture (`.changed`) with enter/exit tracking of the region's siblings ("paint").
    public static let longPress = GestureRecognizers(rawValue: 1 << 2)
    /// Drag constrained to the horizontal cone (wins when the slop is passed horizontally).
    public static let horizontalDrag = GestureRecognizers(rawValue: 1 << 3)
    /// Drag constrained to the vertical cone.
    public static let verticalDrag = GestureRecognizers(rawValue: 1 << 4)
    /// Vertical scroll of this region's content with fling (only on a region with
    /// `scrolls == true`). All touches it wins move the content together by their centroid.
    public static let scroll = GestureRecognizers(rawValue: 1 << 5)
    /// Two-touch pinch (magnification) about the centroid.
    public static let pinch = GestureRecognizers(rawValue: 1 << 6)
    /// Two-touch rotation, simultaneous with pinch.
    public static let rotation = GestureRecognizers(rawValue: 1 << 7)
    /// Pointer hover: began on entering the region, ended on leaving it.
    public static let hover = GestureRecognizers(rawValue: 1 << 8)
    /// Wheel and touchpad vertical axis scrolling of this scrolling region.
    public static let axisScroll = GestureRecognizers(rawValue: 1 << 9)
    /// Touchpad horizontal axis pan over this region (direction locked per axis sequence).
    public static let axisPan = GestureRecognizers(rawValue: 1 << 10)
    /// Ctrl + wheel zoom (one-shot `.wheelZoom` events).
    public static let wheelZoom = GestureRecognizers(rawValue: 1 << 11)
    /// Touchpad pinch (pointer-gestures protocol), reported as `.pinch` with source `.touchpad`.
    public static let touchpadPinch = GestureRecognizers(rawValue: 1 << 12)
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

/// One hit-test region. Frames are in the parent's content coordinates: for a root, surface
/// coordinates; for a child of a region with `scrolls == true`, content coordinates that the
/// engine moves by its scroll offset (so the app does not re-declare rows as it scrolls).
public struct GestureRegion: Hashable, Sendable {
    public var id: GestureRegionID
    /// The enclosing region, or nil for a root. Must be declared before its children.
    public var parent: GestureRegionID?
    public var frame: GestureRect
    public var recognizers: GestureRecognizers
    public var mask: GestureMask
    /// Its children's frames scroll vertically with the engine's scroller (at most one region).
    public var scrolls: Bool
    /// Its recognizers win ties against its descendants' (SwiftUI `highPriorityGesture`);
    /// by default a descendant's recognizer wins a tie against its ancestor's.
    public var highPriority: Bool
    /// The slop (px) for sequences that start in this region, instead of the configuration's
    /// touch or mouse slop (SwiftUI's `DragGesture(minimumDistance:)`): it is the distance a
    /// drag must pass and the one a tap or long press must stay within. The deepest region
    /// under the sequence that sets it wins; nil uses the configuration.
    public var minimumDistance: Double?
    /// Simultaneous composition (SwiftUI's `.simultaneousGesture`, UIKit's
    /// `shouldRecognizeSimultaneouslyWith`): this region's `.verticalDrag` is recognized
    /// together with an ancestor's `.scroll` instead of competing with it. When the movement
    /// past the slop goes to the vertical drag (vertical cone, or a tie decided vertically),
    /// both are accepted for the sequence: the drag reports as usual and the same touch also
    /// joins the shared scroll of the ancestor (the content scrolls under the finger). Without
    /// it (the default) the vertical drag wins alone. Only the vertical drag and the scroll
    /// take the same movement in this engine, so that is the pair it joins; the region's other
    /// recognizers compete as usual.
    public var simultaneousWithAncestors: Bool
    /// Require-to-fail composition (UIKit's `require(toFail:)`, Flutter's arena hold): this
    /// region's `.tap` waits for its `.doubleTap` to fail before it is reported. A tap that
    /// lifts within the slop is *held*; it is reported (`.tap` `.ended`, located at its lift,
    /// timed at its deadline) once the double-tap time has passed without a second tap — the
    /// app arms a timer with `nextDeadline` and calls `advance(to:)` — or as soon as a second
    /// sequence that could have been the double tap turns into something else (moves past the
    /// slop, is held for the long press, is cancelled). A double tap reports `.doubleTap` and
    /// no `.tap` at all. Without it (the default) the tap is exclusive without delay: it
    /// reports at once and a double tap overrides it. Needs `.tap` and `.doubleTap`.
    public var tapRequiresDoubleTapToFail: Bool

    public init(id: GestureRegionID, parent: GestureRegionID? = nil, frame: GestureRect,
                recognizers: GestureRecognizers, mask: GestureMask = .all,
                scrolls: Bool = false, highPriority: Bool = false, minimumDistance: Double? = nil,
                simultaneousWithAncestors: Bool = false, tapRequiresDoubleTapToFail: Bool = false) {
        self.id = id; self.parent = parent; self.frame = frame; self.recognizers = recognizers
        self.mask = mask; self.scrolls = scrolls; self.highPriority = highPriority
        self.minimumDistance = minimumDistance
        self.simultaneousWithAncestors = simultaneousWithAncestors
        self.tapRequiresDoubleTapToFail = tapRequiresDoubleTapToFail
    }
}
