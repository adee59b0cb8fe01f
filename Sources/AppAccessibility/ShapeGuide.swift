import Accessibility
import Gallery

/// What a screen reader is told about one of the gallery's shapes beyond what the shape
/// itself holds: its role, a name that stays put while its label counts, what gesture it
/// demonstrates and how to do it without a pointer, and what Enter on it does (its one action,
/// nil where Enter does nothing). Keyed by the page and the shape's name, the gallery model's
/// own handles, so it reads any page whose shapes keep their names.
struct ShapeGuide: Equatable {
    var role: AccessibleRole
    var name: String
    var help: String
    var action: String?
    /// Tab reaches it.
    var isFocusable: Bool

    init(_ role: AccessibleRole, _ name: String, _ help: String, action: String? = nil, focusable: Bool = true) {
        self.role = role; self.name = name; self.help = help; self.action = action; self.isFocusable = focusable
    }

    /// The keyboard, as the gallery's pages share it.
    static let moves = "Keyboard: Tab to it, arrows move it (Shift: 1 px), + and − scale it."
    static let touchOnly = "Touch only: no keyboard equivalent."

    static func of(_ shape: GalleryShape, on page: PageID) -> ShapeGuide {
        switch page {
        case .home: home(shape)
        case .touch: touch(shape)
        case .recognizers: recognizers(shape)
        case .hierarchy: hierarchy(shape)
        case .pointer: pointer(shape)
        case .scrolling: scrolling(shape)
        }
    }

    private static func home(_ shape: GalleryShape) -> ShapeGuide {
        ShapeGuide(
            .pushButton, shape.label, "Opens the \(shape.label) page. Keyboard: Tab to it, then Enter.",
            action: "click")
    }

    private static func touch(_ shape: GalleryShape) -> ShapeGuide {
        let tracking = "while a touch that began anywhere on the page is over it; counts each enter and exit."
        guard shape.name.hasPrefix("cell-") else {
            return ShapeGuide(.drawingArea, shape.label, "Lights \(tracking) \(touchOnly)", focusable: false)
        }
        let place = shape.name.dropFirst("cell-".count).split(separator: "-").compactMap { Int($0) }
        let name = place.count == 2 ? "cell row \(place[0] + 1) column \(place[1] + 1)" : shape.name
        return ShapeGuide(.drawingArea, name, "A grid cell that lights \(tracking) \(touchOnly)", focusable: false)
    }

    private static func recognizers(_ shape: GalleryShape) -> ShapeGuide {
        switch shape.name {
        case "taps":
            ShapeGuide(
                .drawingArea, "tap counter",
                "Counts single, double and triple taps, each waiting for the longer one to fail. "
                    + "Keyboard: Enter counts a single tap; \(moves)", action: "tap")
        case "long-press":
            ShapeGuide(
                .drawingArea, "long press",
                "Hold one second without moving: says pressing, then done. "
                    + "Keyboard: Enter completes a long press; \(moves)", action: "long press")
        case "magnify":
            ShapeGuide(.drawingArea, "magnify", "Pinch with two fingers or on a touchpad to scale it. \(moves)")
        case "rotate":
            ShapeGuide(.drawingArea, "rotate", "Turn two fingers to rotate it (rotation has no key). \(moves)")
        case "magnify-rotate":
            ShapeGuide(
                .drawingArea, "magnify and rotate",
                "Pinch and turn two fingers at once: both gestures run together. \(moves)")
        case "drag":
            ShapeGuide(
                .drawingArea, "drag",
                "Drag it: it follows and springs back when let go, showing the translation, the "
                    + "velocity and the predicted end. \(moves)")
        case "press-drag":
            ShapeGuide(
                .drawingArea, "long press and drag",
                "A one-second press turns it red, a drag moves it while held; either alone or both. \(moves)")
        case "press-then-drag":
            ShapeGuide(
                .drawingArea, "long press, then drag",
                "Hold two seconds to enable dragging (it turns green), then drag it. \(moves)")
        default:
            ShapeGuide(.drawingArea, shape.label, moves)
        }
    }

    /// The circle's gesture masks, as the mask buttons name them.
    static let masks = [
        "all": "the circle's own drag and its subviews' gestures", "gesture": "only the circle's own drag",
        "subviews": "only its subviews' gestures", "none": "no gesture of the circle",
    ]

    private static func hierarchy(_ shape: GalleryShape) -> ShapeGuide {
        let enter = "Keyboard: Tab to it, then Enter."
        switch shape.name {
        case "rectangle":
            return ShapeGuide(
                .drawingArea, "rectangle",
                "Drag it: teal while its own drag runs. The circle inside has a drag too; the buttons "
                    + "above decide which one wins. \(touchOrPointer)")
        case "circle":
            return ShapeGuide(
                .drawingArea, "circle",
                "Drag it: orange while its own drag is the one that runs; the mask buttons set which "
                    + "of its gestures may run. \(touchOrPointer)")
        case "orange-box":
            return ShapeGuide(
                .drawingArea, "orange box",
                "Tap: says Tap detected. A long press, with high priority over the tap: says Long "
                    + "press priority. Keyboard: Enter taps.", action: "tap")
        case "blue-square":
            return ShapeGuide(
                .drawingArea, "blue square",
                "Drag it. The band it sits in defers the back swipe from the left edge while defer back "
                    + "is on. Keyboard: Tab to it, arrows move it (Shift: 1 px).")
        case "high-priority":
            return ShapeGuide(
                .toggleButton, "high priority",
                "Gives the rectangle's drag high priority over the circle's. \(enter)", action: "click")
        case "simultaneous":
            return ShapeGuide(
                .toggleButton, "simultaneous",
                "Lets the circle's drag run together with the rectangle's. \(enter)", action: "click")
        case "defer":
            return ShapeGuide(
                .toggleButton, "defer back",
                "Makes the blue square's band defer the back swipe from the left edge. \(enter)",
                action: "click")
        default:
            let mask = String(shape.name.dropFirst("mask-".count))
            return ShapeGuide(
                .radioButton, "mask \(mask)",
                "Sets the circle's gesture mask: \(masks[mask] ?? mask) may run. \(enter)", action: "click")
        }
    }

    static let touchOrPointer = "Needs a pointer or touch: no keyboard equivalent."

    private static func scrolling(_ shape: GalleryShape) -> ShapeGuide {
        // "page-1-row-3" is page 2 row 4: counted from 1, as its label says while it shows whole.
        let name = shape.name.split(separator: "-").map { Int($0).map { String($0 + 1) } ?? String($0) }
        return ShapeGuide(
            .drawingArea, name.joined(separator: " "),
            "A row of a list that scrolls inside another: counts its taps. \(touchOnly)", focusable: false)
    }

    private static func pointer(_ shape: GalleryShape) -> ShapeGuide {
        let press = "Keyboard: Tab to it, then Enter."
        switch shape.name {
        case "add":
            return ShapeGuide(
                .pushButton, shape.label, "Adds a shape, the four forms in turn. \(press)", action: "click")
        case "alpha":
            return ShapeGuide(
                .slider, "alpha",
                "The swatch's alpha: scroll with two fingers on a touchpad over it, or touch or click "
                    + "where along it to set it. Keyboard: Tab to it, Left and Right step it by 5 %.")
        case "menu-duplicate", "menu-delete":
            return ShapeGuide(
                .menuItem, shape.label,
                "\(shape.label) the shape the menu was opened on. Keyboard: Up and Down choose, Enter "
                    + "does it, Escape closes the menu.", focusable: false)
        case let name where name.hasPrefix("effect-"):
            let effect = shape.label.lowercased()
            let what =
                effect == "custom"
                ? "a custom effect that keeps the button's size, under a ring pointer"
                : "the \(effect) pointer effect"
            return ShapeGuide(
                .pushButton, shape.label, "Shows \(what) while the pointer is over it. \(press)", action: "click")
        default:
            return ShapeGuide(
                .drawingArea, shape.label,
                "Drag to move it (its frame orange while Super is held), tap to bring it to the front, "
                    + "pinch to resize it, the right button for Duplicate and Delete; the pointer over it "
                    + "takes its effect. Keyboard: Tab to it, Enter brings it to the front, arrows move it, "
                    + "+ and − resize it, Delete removes it.", action: "tap")
        }
    }
}
