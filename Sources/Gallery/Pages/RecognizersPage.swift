import Gestures

/// The built-in recognizers one by one, as SwiftUI's documentation examples use them: a tap
/// counter (1, 2, 3, exclusive), a long press, magnification, rotation, both together, a
/// drag with transient offset, a long press with a drag, a long press before a drag. Each
/// example is a cell with its own region; what a report does is in `RecognizerBehaviours`.
final class RecognizersPage: GalleryPage {
    let id = PageID.recognizers
    var shapes: [GalleryShape] = []
    var regionsChanged = true
    var behaviours = RecognizerBehaviours()
    /// The cells, where two fingers fit: a pinch or a rotation needs both inside the region.
    private(set) var cells: [GestureRect] = []

    static let names = ["taps", "long-press", "magnify", "rotate", "magnify-rotate", "drag", "press-drag", "press-then-drag"]

    init() {
        shapes = Self.names.map { name in
            let circle = name.hasPrefix("press")
            return GalleryShape(name: name, form: circle ? .circle : .rectangle, frame: .zero,
                                colour: circle ? .blue : .gray, label: name)
        }
        for i in shapes.indices { behaviours.reset(&shapes[i]) }
        cells = Array(repeating: .zero, count: shapes.count)
    }

    func layout(in area: GestureRect) {
        let gap = 8.0
        let w = (area.width - 3 * gap) / 2, h = (area.height - 5 * gap) / 4
        for i in shapes.indices {
            let cell = GestureRect(x: area.x + gap + Double(i % 2) * (w + gap),
                                   y: area.y + gap + Double(i / 2) * (h + gap), width: w, height: h)
            cells[i] = cell
            let side = min(96, min(w, h) - 40)
            shapes[i].frame = GestureRect(x: cell.x + (w - side) / 2, y: cell.y + (h - side) / 2 + 12, width: side, height: side)
        }
        regionsChanged = true
    }

    /// Shapes that move are touched where they are; the others anywhere in their cell.
    static let moves: Set<String> = ["drag", "press-drag", "press-then-drag"]

    func regions(parent: GestureRegionID) -> [GestureRegion] {
        shapes.indices.map { i in
            var frame = cells[i]
            if Self.moves.contains(shapes[i].name) {
                var settled = shapes[i]
                settled.transientOffset = .zero
                frame = settled.drawnFrame
            }
            return GestureRegion(id: GestureRegionID(10 + i), parent: parent, frame: frame,
                                 gestures: [behaviours.gestures[i]])
        }
    }

    func apply(_ event: GestureEvent, now: Double) -> PageAction {
        guard let r = event.region?.rawValue, r >= 10, Int(r) - 10 < shapes.count else { return .none }
        let i = Int(r) - 10
        if behaviours.apply(event, to: &shapes[i], index: i) { regionsChanged = true }
        return .none
    }

    var focusable: [String] { shapes.map(\.name) }

    /// Enter does what the example's simplest gesture does: one tap, a completed long press.
    func activate(_ name: String) -> PageAction {
        guard let i = shapes.index(name) else { return .none }
        switch name {
        case "taps": shapes[i].count("single"); behaviours.label(&shapes[i])
        case "long-press": shapes[i].message = "done"; shapes[i].colour = .green
        default: break
        }
        return .none
    }

    func move(_ name: String, by delta: Point) { shapes.move(name, by: delta); regionsChanged = true }
    func rescale(_ name: String, by factor: Double) { shapes.rescale(name, by: factor) }
}
