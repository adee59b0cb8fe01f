import Gestures

/// The built-in recognizers one by one, as SwiftUI's documentation examples use them: a tap
/// counter (1, 2, 3, exclusive), a long press, magnification, rotation, both together, a
/// drag with transient offset, a long press with a drag, a long press before a drag. Each
/// example is a cell with its own view and gesture (RecognizerBehaviours.swift).
final class RecognizersPage: GalleryPage {
    let id = PageID.recognizers
    var shapes: [GalleryShape] = []
    /// The page, the whole window; a view per cell, in `names` order, holds its example.
    private let root = GestureView()
    private var views: [GestureView] = []
    var view: GestureView { root }
    /// The drag example's return to zero after its drag ends or is cancelled, while it runs.
    var dragSpring: SpringBack?
    /// The desktop asks for reduced motion: the drag example is back at once, no spring.
    var reducedMotion = false

    func setReducedMotion(_ reduced: Bool) { reducedMotion = reduced }
    /// The gallery's clock as of the reports being applied.
    private(set) var now = 0.0
    /// The cells, where two fingers fit: a pinch or a rotation needs both inside the view.
    private(set) var cells: [GestureRect] = []

    static let names = [
        "taps", "long-press", "magnify", "rotate", "magnify-rotate", "drag", "press-drag", "press-then-drag",
    ]

    init() {
        shapes = Self.names.map { name in
            let circle = name.hasPrefix("press")
            return GalleryShape(
                name: name, form: circle ? .circle : .rectangle, frame: .zero,
                colour: circle ? .blue : .gray, label: name)
        }
        self[.taps].counters = ["single": 0, "double": 0, "triple": 0]
        label(&self[.taps])
        cells = Array(repeating: .zero, count: shapes.count)
        views = shapes.map { root.addChild(GestureView(id: $0.name)) }
        attachExamples(to: views)
    }

    /// Gap between cells and inside them (logical px).
    static let gap = 8.0
    /// The caption under each shape: three lines (the name and up to two of message).
    static let captionHeight = 3 * LabelLayout.lineHeight
    /// Shapes never grow past this, so a big window shows the same examples, not bigger ones.
    static let maxSide = 160.0

    /// Two columns of four cells in a portrait window, four columns of two in a landscape
    /// one: either keeps every cell roughly square. Each cell holds its shape, sized from the
    /// cell, and the caption under it, centred together.
    func layout(in area: GestureRect) {
        let gap = Self.gap
        let columns = area.width < area.height ? 2 : 4
        let rows = (shapes.count + columns - 1) / columns
        let w = max(0, (area.width - Double(columns + 1) * gap) / Double(columns))
        let h = max(0, (area.height - Double(rows + 1) * gap) / Double(rows))
        for i in shapes.indices {
            let cell = GestureRect(
                x: area.x + gap + Double(i % columns) * (w + gap),
                y: area.y + gap + Double(i / columns) * (h + gap), width: w, height: h)
            cells[i] = cell
            let side = max(0, min(Self.maxSide, w - 2 * gap, h - 2 * gap - Self.captionHeight - gap / 2))
            let top = cell.y + (h - side - gap / 2 - Self.captionHeight) / 2
            shapes[i].frame = GestureRect(x: cell.x + (w - side) / 2, y: top, width: side, height: side)
            shapes[i].caption = GestureRect(
                x: cell.x + gap, y: top + side + gap / 2,
                width: max(0, w - 2 * gap), height: Self.captionHeight)
        }
        root.frame = GestureRect(x: 0, y: 0, width: area.maxX, height: area.maxY)
        for i in shapes.indices { place(i) }
    }

    /// Shapes that move are touched where they are; the others anywhere in their cell.
    static let moves: Set<String> = ["drag", "press-drag", "press-then-drag"]

    /// Cell `i`'s view: where its shape rests if it moves, else the whole cell.
    private func place(_ i: Int) {
        var settled = shapes[i]
        settled.transientOffset = .zero
        views[i].frame = Self.moves.contains(shapes[i].name) ? settled.drawnFrame : cells[i]
    }

    func timeMoved(to now: Double) { self.now = now }

    var isAnimating: Bool { dragSpring != nil }

    /// Steps the drag example's spring to `now`.
    func animate(to now: Double) {
        guard let spring = dragSpring else { return }
        self[.drag].transientOffset = spring.offset(at: now)
        if spring.isDone(at: now) { dragSpring = nil }
    }

    var focusable: [String] { shapes.map(\.name) }

    /// Enter does what the example's simplest gesture does: one tap, a completed long press.
    func activate(_ name: String) -> PageAction {
        guard let i = shapes.index(name) else { return .none }
        switch name {
        case "taps": shapes[i].count("single"); label(&shapes[i])
        case "long-press": shapes[i].message = "done"; shapes[i].colour = .green
        default: break
        }
        return .none
    }

    func move(_ name: String, by delta: Point) {
        shapes.move(name, by: delta)
        if let i = shapes.index(name) { place(i) }
    }
    func rescale(_ name: String, by factor: Double) { shapes.rescale(name, by: factor) }
}
