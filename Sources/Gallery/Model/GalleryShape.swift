import Gestures

/// What a shape looks like: the renderer draws each form its own way.
public enum ShapeForm: String, Sendable, Codable {
    case rectangle, circle
    /// The ellipse inscribed in its frame, a rectangle with rounded corners
    /// (`ShapeForm.cornerRadius`), and a triangle standing on its base.
    case oval, roundedRectangle, triangle
    /// A labelled control (a page link, a toggle, a menu item).
    case button
    /// A swatch whose opacity is the value (the pointer page's alpha control).
    case slider

    /// Where it is hit and how it is filled, in its frame: pointer effects take this shape too.
    public var contentShape: ContentShape {
        switch self {
        case .circle, .oval: .ellipse
        case .roundedRectangle: .roundedRectangle(cornerRadius: Self.cornerRadius)
        case .triangle: .polygon(Self.trianglePoints)
        case .rectangle, .button, .slider: .rectangle
        }
    }

    /// A rounded rectangle's corners (logical px).
    public static let cornerRadius = 20.0
    /// A triangle's corners in its frame's unit coordinates: apex at the top, base at the bottom.
    public static let trianglePoints = [Point(x: 0.5, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
}

/// One thing on a page that can be seen, touched and asserted on: everything the renderer
/// draws and the snapshot reports about it. Pages own arrays of these and change them from
/// gesture reports; nothing else holds per-shape state, so a deleted shape leaves nothing.
public struct GalleryShape: Equatable, Sendable {
    /// Stable name, unique on its page (the snapshot's key, the tests' handle).
    public var name: String
    public var form: ShapeForm
    /// Where layout put it, before any movement (surface coordinates).
    public var frame: GestureRect
    /// Movement that stays (a drop, an arrow key).
    public var offset: Point = .zero
    /// Movement that lasts only while a gesture runs (SwiftUI's `@GestureState`): it springs
    /// back to zero when the gesture ends or is cancelled.
    public var transientOffset: Point = .zero
    public var scale: Double = 1
    /// Degrees, clockwise.
    public var rotation: Double = 0
    public var colour: GalleryColour
    /// The text drawn in it (a label, a status, numbers).
    public var label: String
    /// A status the behaviour sets ("pressing", "Tap detected"); empty when none.
    public var message: String = ""
    public var opacity: Double = 1
    /// How far inside its frame the shape itself is drawn (logical px): the outline goes around
    /// the frame, so a shape view shows its frame as the pointer page's do.
    public var inset = 0.0
    /// Drawn around it when set (hover, keyboard focus is drawn separately).
    public var outline: GalleryColour?
    /// Drawn at half its opacity (hover with Super+Alt).
    public var dimmed = false
    /// The pointer page's frame colours apart, the one shown being `outline`: the hover's
    /// (teal, pink with Super) and a pan's with Super held (orange), which wins while it lasts.
    var hoverOutline: GalleryColour? { didSet { outline = panOutline ?? hoverOutline } }
    var panOutline: GalleryColour? { didSet { outline = panOutline ?? hoverOutline } }
    /// Named counts (taps by count, enters and exits).
    public var counters: [String: Int] = [:]
    /// Where layout put the label and message when they do not go inside the shape (a
    /// caption under or beside it); it moves with the shape but does not scale, so the text
    /// stays readable while the shape is pinched.
    public var caption: GestureRect?
    /// Which of its page's places layout puts it in, for pages whose shapes come and go
    /// (the pointer page's squares): a relayout moves it with its place.
    var slot = 0

    public init(name: String, form: ShapeForm, frame: GestureRect, colour: GalleryColour, label: String = "") {
        self.name = name; self.form = form; self.frame = frame; self.colour = colour; self.label = label
    }

    /// Where it is drawn now: moved by both offsets and scaled about its centre.
    public var drawnFrame: GestureRect {
        let w = frame.width * scale, h = frame.height * scale
        let cx = frame.x + frame.width / 2 + offset.x + transientOffset.x
        let cy = frame.y + frame.height / 2 + offset.y + transientOffset.y
        return GestureRect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
    }

    /// The caption where it is drawn now: moved by both offsets.
    public var drawnCaption: GestureRect? {
        caption.map {
            GestureRect(
                x: $0.x + offset.x + transientOffset.x, y: $0.y + offset.y + transientOffset.y,
                width: $0.width, height: $0.height)
        }
    }

    /// The shape and its caption together: what must fit in the window.
    public var drawnBounds: GestureRect {
        let f = drawnFrame
        guard let c = drawnCaption else { return f }
        let x0 = min(f.x, c.x), y0 = min(f.y, c.y)
        return GestureRect(x: x0, y: y0, width: max(f.maxX, c.maxX) - x0, height: max(f.maxY, c.maxY) - y0)
    }

    mutating func count(_ key: String, by n: Int = 1) { counters[key, default: 0] += n }
}
