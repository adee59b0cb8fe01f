import Gestures

/// Gestures in a hierarchy (SwiftUI's `gesture(_:including:)`, `highPriorityGesture`,
/// `simultaneousGesture`, `defersSystemGestures(on:)`):
/// - a circle inside a rectangle, both with a drag; buttons set the circle's mask, high
///   priority on the rectangle, and simultaneous recognition. The circle turns orange only
///   while its own drag is the one that runs;
/// - an orange box whose tap says "Tap detected" and whose high-priority long press says
///   "Long press priority" (the press sits on a high-priority region around the tap's);
/// - a blue square at the left edge that follows a drag, in a band of the page that may defer
///   the back swipe. The band defers, not the square: the square moves away under the first
///   swipe, and the second must still land on a deferring region to be the back gesture.
final class HierarchyPage: GalleryPage {
    let id = PageID.hierarchy
    var shapes: [GalleryShape] = []
    var regionsChanged = true
    var mask = GestureMask.all
    var rectangleHighPriority = false
    var simultaneous = false
    var defersBack = true

    private let rectangleDrag = DragRecognizer(), circleDrag = DragRecognizer(), squareDrag = DragRecognizer()
    private let buttonTap = TapRecognizer(), boxTap = TapRecognizer(), boxPress = LongPressRecognizer()

    static let masks: [(String, GestureMask)] = [
        ("all", .all), ("gesture", .gesture), ("subviews", .subviews), ("none", .none),
    ]
    static let rectangle = GestureRegionID(10), circle = GestureRegionID(11)
    static let boxPressRegion = GestureRegionID(30), boxTapRegion = GestureRegionID(31)
    static let band = GestureRegionID(39), square = GestureRegionID(40)
    /// The lower part of the page, where the blue square lives and the back swipe is deferred.
    private(set) var band = GestureRect.zero

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
        showControls()
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
        band = GestureRect(x: area.x, y: top + 390 * k, width: area.width, height: max(0, area.maxY - (top + 390 * k)))
        shapes[3].frame = GestureRect(x: area.x, y: top + 400 * k, width: 160 * k, height: 160 * k)
        shapes[10].frame = GestureRect(
            x: area.x + area.width / 2, y: top + 400 * k, width: area.width / 2 - 24, height: 40)
        regionsChanged = true
    }

    func regions(parent: GestureRegionID) -> [GestureRegion] {
        var square = shapes[3]
        square.transientOffset = .zero
        var regions = [
            GestureRegion(
                id: Self.rectangle, parent: parent, frame: shapes[0].frame, gestures: [rectangleDrag],
                highPriority: rectangleHighPriority),
            GestureRegion(
                id: Self.circle, parent: Self.rectangle, frame: shapes[1].frame, gestures: [circleDrag],
                mask: mask, simultaneousWithAncestors: simultaneous),
            GestureRegion(
                id: Self.boxPressRegion, parent: parent, frame: shapes[2].frame, gestures: [boxPress],
                highPriority: true),
            GestureRegion(
                id: Self.boxTapRegion, parent: Self.boxPressRegion, frame: shapes[2].frame, gestures: [boxTap]),
            GestureRegion(
                id: Self.band, parent: parent, frame: band, gestures: [],
                defersSystemGestures: defersBack ? .left : []),
            GestureRegion(id: Self.square, parent: Self.band, frame: square.drawnFrame, gestures: [squareDrag]),
        ]
        for i in 4 ..< shapes.count {
            regions.append(
                GestureRegion(
                    id: GestureRegionID(16 + i), parent: parent, frame: shapes[i].frame, gestures: [buttonTap]))
        }
        return regions
    }

    func apply(_ e: GestureEvent, now: Double) -> PageAction {
        guard let region = e.region else { return .none }
        switch region {
        case Self.rectangle where e.kind == .drag:
            running(e, &shapes[0], colour: .teal, rest: .gray)
        case Self.circle where e.kind == .drag:
            running(e, &shapes[1], colour: .orange, rest: .blue)
        case Self.boxTapRegion where e.kind == .tap && e.phase == .ended:
            shapes[2].message = "Tap detected"
        case Self.boxPressRegion where e.kind == .longPress && e.phase == .began:
            shapes[2].message = "Long press priority"
        case Self.square where e.kind == .drag:
            switch e.phase {
            case .began, .changed: shapes[3].transientOffset = e.translation
            case .ended:
                shapes[3].offset = shapes[3].offset + e.translation
                shapes[3].transientOffset = .zero
                regionsChanged = true
            case .cancelled: shapes[3].transientOffset = .zero
            default: break
            }
        default:
            let i = Int(region.rawValue) - 16
            if e.kind == .tap, e.phase == .ended, i >= 4, i < shapes.count { press(shapes[i].name) }
        }
        return .none
    }

    /// A drag's shape shows `colour` while its drag runs (began to its end).
    private func running(_ e: GestureEvent, _ shape: inout GalleryShape, colour: GalleryColour, rest: GalleryColour) {
        switch e.phase {
        case .began: shape.colour = colour; shape.count("drags")
        case .ended, .cancelled: shape.colour = rest
        default: break
        }
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
        regionsChanged = true
    }

    /// Buttons show the settings: the selected mask in blue, toggles with on/off.
    private func showControls() {
        for (i, (_, m)) in Self.masks.enumerated() { shapes[4 + i].colour = m == mask ? .blue : .gray }
        shapes[8].label = "high priority: \(rectangleHighPriority ? "on" : "off")"
        shapes[8].colour = rectangleHighPriority ? .blue : .gray
        shapes[9].label = "simultaneous: \(simultaneous ? "on" : "off")"
        shapes[9].colour = simultaneous ? .blue : .gray
        shapes[10].label = "defer back: \(defersBack ? "on" : "off")"
        shapes[10].colour = defersBack ? .blue : .gray
        shapes[1].message = "mask \(Self.masks.first { $0.1 == mask }!.0)"
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
        regionsChanged = true
    }
}
