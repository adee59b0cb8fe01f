/// What one frame shows, in logical surface coordinates: the boundary between the app model
/// (which builds it) and the renderer (which turns it into pixels and damage).
///
/// A plain value so that two frames can be compared: what differs between them is the damage.
public struct Scene: Equatable, Sendable {
    /// Logical window size (surface coordinates).
    public var width: Int
    public var height: Int
    /// Buffer scale: buffer pixels per logical pixel (1, 2, or fractional).
    public var scale: Double
    /// The list's title, drawn in a header above the rows.
    public var title: String
    /// Height of the header band that holds the title (logical px); rows scroll under it.
    public var headerHeight: Double
    /// Rows that intersect the viewport, top to bottom, with frames in surface coordinates.
    public var rows: [SceneRow]
    /// Where the scroll indicator is drawn, or nil when the content fits.
    public var scrollIndicator: SceneRect?

    public init(
        width: Int, height: Int, scale: Double, title: String, headerHeight: Double,
        rows: [SceneRow], scrollIndicator: SceneRect?
    ) {
        self.width = width; self.height = height; self.scale = scale; self.title = title
        self.headerHeight = headerHeight; self.rows = rows; self.scrollIndicator = scrollIndicator
    }
}

/// One bar as drawn.
public struct SceneRow: Equatable, Sendable {
    /// Stable identity (the bar's index in the model), so damage can match rows across scrolls.
    public var id: Int
    public var color: RGB
    /// 0 (transparent) … 1 (opaque).
    public var opacity: Double
    /// Surface coordinates (content y minus the scroll offset).
    public var frame: SceneRect
    /// "red 45 %", drawn on the bar.
    public var label: String
    public var hover: HoverStyle
    /// Super+Alt while hovered: the bar is drawn dimmed.
    public var dimmed: Bool
    /// Keyboard focus ring.
    public var focused: Bool
    /// Under a painting finger, or being dragged: highlighted.
    public var highlighted: Bool

    public init(
        id: Int, color: RGB, opacity: Double, frame: SceneRect, label: String,
        hover: HoverStyle = .none, dimmed: Bool = false, focused: Bool = false,
        highlighted: Bool = false
    ) {
        self.id = id; self.color = color; self.opacity = opacity; self.frame = frame
        self.label = label; self.hover = hover; self.dimmed = dimmed; self.focused = focused
        self.highlighted = highlighted
    }
}

extension SceneRow {
    /// The label's short form, what the renderer falls back to where the whole label does not
    /// fit the bar: "45 %" of "red 45 %", the words after the first; nil for a label of one
    /// word. A slice of `label`, so asking for it every frame allocates nothing.
    var shortLabel: Substring? {
        guard let space = label.firstIndex(of: " "), space != label.startIndex else { return nil }
        let rest = label[label.index(after: space)...]
        return rest.isEmpty ? nil : rest
    }
}

/// The hover outline: none, the plain outline, or the Super-held colour.
public enum HoverStyle: Equatable, Sendable {
    case none
    case outline
    case superOutline
}

/// An opaque sRGB colour, 8 bits per channel.
public struct RGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red; self.green = green; self.blue = blue
    }
}

/// A rectangle in logical surface coordinates.
public struct SceneRect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
}
