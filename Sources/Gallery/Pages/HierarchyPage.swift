import Gestures

/// Gestures in a hierarchy (SwiftUI's `gesture(_:including:)`, `highPriorityGesture`,
/// `simultaneousGesture`, `defersSystemGestures(on:)`):
/// - a circle inside a rectangle, both with a drag; buttons set the circle's mask, high
///   priority on the rectangle, and simultaneous recognition. The circle turns orange only
///   while its own drag is the one that runs;
/// - an orange box whose tap says "Tap detected" and whose high-priority long press says
///   "Long press priority";
/// - a blue square at the left edge that follows a drag, in a band of the page that may defer
///   the back swipe. The band defers, not the square: the square moves away under the first
///   swipe, and the second must still land on a deferring view to be the back gesture.
final class HierarchyPage: GalleryPage {
    let id = PageID.hierarchy
    var shapes: [GalleryShape] = []
    var mask = GestureMask.all
    var rectangleHighPriority = false
    var simultaneous = false
    var defersBack = true

    let root = GestureView()
    var view: GestureView { root }
    private let rectangle = GestureView(), circle = GestureView(), box = GestureView()
    private let band = GestureView(), square = GestureView()
    /// The rectangle's drag as each of the three ways to declare it; one is enabled.
    private var rectangleDrags: [ViewGesture] = []
    private var circleDrag: ViewGesture!
    private var buttons: [GestureView] = []

    static let masks: [(String, GestureMask)] = [
        ("all", .all), ("gesture", .gesture), ("subviews", .subviews), ("none", .none),
    ]

    init() {
        shapes = [
            GalleryShape(name: "rectangle", form: .rectangle, frame: .zero, colour: .gray, label: "rectangle"),
            GalleryShape(name: "circle", form: .circle, frame: .zero, colour: .blue, label: "circle"),
            GalleryShape(name: "orange-box", form: .rectangle, frame: .zero, colour: .orange, label: "orange box"),
            GalleryShape(name: "blue-square", form: .rectangle, frame: .zero, colour: .blue, label: "blue square"),
        ]
        for (name, _) in Self.masks {
            shapes.append(GalleryShape(name: "mask-\(name)", form: .button, frame: .zero, colour: .gray, label: name))
        }
        shapes.append(GalleryShape(name: "high-priority", form: .button, frame: .zero, colour: .gray, label: ""))
        shapes.append(GalleryShape(name: "simultaneous", form: .button, frame: .zero, colour: .gray, label: ""))
        shapes.append(GalleryShape(name: "defer", form: .button, frame: .zero, colour: .gray, label: ""))
        shapes[0].counters = ["drags": 0]
        shapes[1].counters = ["drags": 0]
        buildViews()
        showControls()
    }

    private func buildViews() {
        root.addChild(rectangle).addChild(circle)
        rectangleDrags = [
            rectangle.gesture(drag(0, colour: .teal, rest: .gray)),
            rectangle.highPriorityGesture(drag(0, colour: .teal, rest: .gray)),
            rectangle.simultaneousGesture(drag(0, colour: .teal, rest: .gray)),
        ]
        circleDrag = circle.gesture(drag(1, colour: .orange, rest: .blue))
        root.addChild(box).gesture(TapGesture().onEnded { [unowned self] _ in shapes[2].message = "Tap detected" })
        box.highPriorityGesture(
            LongPressGesture().onEnded { [unowned self] _ in shapes[2].message = "Long press priority" })
        root.addChild(band).addChild(square).gesture(
            DragGesture()
                .onChanged { [unowned self] v in shapes[3].transientOffset = v.translation }
                .onEnded { [unowned self] v in
                    shapes[3].offset = shapes[3].offset + v.translation
                    shapes[3].transientOffset = .zero
                    placeSquare()
                }
                .onCancelled { [unowned self] _ in shapes[3].transientOffset = .zero })
        for i in 4 ..< shapes.count {
            let name = shapes[i].name
            buttons.append(root.addChild(GestureView(id: name)))
            buttons.last!.gesture(TapGesture().onEnded { [unowned self] _ in press(name) })
        }
    }

    /// A drag that shows `colour` on shape `i` while it runs (began to its end) and counts it.
    private func drag(_ i: Int, colour: GalleryColour, rest: GalleryColour) -> CallbackGesture<DragGesture> {
        let running = GestureState(wrappedValue: false)
        return DragGesture()
            .updating(running) { [unowned self] _, r, _ in
                if !r { r = true; shapes[i].colour = colour; shapes[i].count("drags") }
            }
            .onEnded { [unowned self] _ in shapes[i].colour = rest }
            .onCancelled { [unowned self] _ in shapes[i].colour = rest }
    }

    func layout(in area: GestureRect) {
        let x = area.x + 24, w = area.width - 48, y = area.y
        let bw = (w - 24) / 4
        for i in 0 ..< 4 {
            shapes[4 + i].frame = GestureRect(x: x + Double(i) * (bw + 8), y: y + 8, width: bw, height: 36)
        }
        shapes[8].frame = GestureRect(x: x, y: y + 52, width: (w - 8) / 2, height: 36)
        shapes[9].frame = GestureRect(x: x + (w + 8) / 2, y: y + 52, width: (w - 8) / 2, height: 36)
        // Below the controls, everything shrinks together when the window is short.
        let top = y + 100, k = min(1, max(0.3, (area.maxY - top) / 570))
        shapes[0].frame = GestureRect(x: x, y: top, width: w, height: 200 * k)
        shapes[1].frame = GestureRect(x: x + w / 2 - 60 * k, y: top + 40 * k, width: 120 * k, height: 120 * k)
        // The circle's name and mask beside it, inside the rectangle: a circle has no room.
        let c = shapes[1].frame
        shapes[1].caption = GestureRect(
            x: c.maxX + 8, y: c.y + c.height / 2 - LabelLayout.lineHeight,
            width: max(0, x + w - 8 - (c.maxX + 8)), height: 2 * LabelLayout.lineHeight)
        shapes[2].frame = GestureRect(
            x: area.x + area.width / 2, y: top + 220 * k, width: area.width / 2 - 24, height: 150 * k)
        shapes[3].frame = GestureRect(x: area.x, y: top + 400 * k, width: 160 * k, height: 160 * k)
        shapes[10].frame = GestureRect(
            x: area.x + area.width / 2, y: top + 400 * k, width: area.width / 2 - 24, height: 40)
        // The views: the page is the window; each shape's view is where it is laid out.
        root.frame = GestureRect(x: 0, y: 0, width: area.maxX, height: area.maxY)
        rectangle.frame = shapes[0].frame
        circle.frameInWindow = shapes[1].frame
        box.frame = shapes[2].frame
        band.frame = GestureRect(
            x: area.x, y: top + 390 * k, width: area.width, height: max(0, area.maxY - (top + 390 * k)))
        for (k, button) in buttons.enumerated() { button.frame = shapes[4 + k].frame }
        placeSquare()
    }

    /// The square's view is where it rests (a drag moves only its drawing until the drop).
    private func placeSquare() {
        var rest = shapes[3]
        rest.transientOffset = .zero
        square.frameInWindow = rest.drawnFrame
    }

    /// A control button: the mask, the two toggles, deferral.
    func press(_ name: String) {
        if let (_, m) = Self.masks.first(where: { "mask-\($0.0)" == name }) { mask = m }
        switch name {
        case "high-priority": rectangleHighPriority.toggle()
        case "simultaneous": simultaneous.toggle()
        case "defer": defersBack.toggle()
        default: break
        }
        showControls()
    }

    /// Buttons show the settings: the selected mask in blue, toggles with on/off. The views
    /// take them: the circle's mask, which of the rectangle's drags is on, the band's edges.
    private func showControls() {
        for (i, (_, m)) in Self.masks.enumerated() { shapes[4 + i].colour = m == mask ? .blue : .gray }
        shapes[8].label = "high priority: \(rectangleHighPriority ? "on" : "off")"
        shapes[8].colour = rectangleHighPriority ? .blue : .gray
        shapes[9].label = "simultaneous: \(simultaneous ? "on" : "off")"
        shapes[9].colour = simultaneous ? .blue : .gray
        shapes[10].label = "defer back: \(defersBack ? "on" : "off")"
        shapes[10].colour = defersBack ? .blue : .gray
        shapes[1].message = "mask \(Self.masks.first { $0.1 == mask }!.0)"
        circleDrag.mask = mask
        // High priority wins first, so with it on the rectangle's drag is never simultaneous.
        let on = rectangleHighPriority ? 1 : simultaneous ? 2 : 0
        for (k, drag) in rectangleDrags.enumerated() { drag.isEnabled = k == on }
        band.defersSystemGestures(on: defersBack ? .leading : [])
    }

    var focusable: [String] { shapes.map(\.name) }

    func activate(_ name: String) -> PageAction {
        switch name {
        case "orange-box": shapes[2].message = "Tap detected"
        default:
            if name.hasPrefix("mask-") || ["high-priority", "simultaneous", "defer"].contains(name) { press(name) }
        }
        return .none
    }

    func move(_ name: String, by delta: Point) {
        guard name == "blue-square" else { return }
        shapes.move(name, by: delta)
        placeSquare()
    }
}
