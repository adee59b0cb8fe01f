import Gestures

/// The list of pages: a tap (or Tab then Enter) on a row opens it.
final class HomePage: GalleryPage {
    let id = PageID.home
    private(set) var shapes: [GalleryShape] = []
    var regionsChanged = true
    /// One tap recognizer serves every row: it keeps its state per sequence.
    private let tap = TapRecognizer()
    static let links: [PageID] = [.touch, .recognizers, .hierarchy, .pointer, .scrolling]

    init() {
        shapes = Self.links.map {
            GalleryShape(name: $0.rawValue, form: .button, frame: .zero, colour: .blue, label: $0.title)
        }
    }

    func layout(in area: GestureRect) {
        for i in shapes.indices {
            shapes[i].frame = GestureRect(
                x: area.x + 24, y: area.y + 24 + Double(i) * 88,
                width: max(40, area.width - 48), height: 72)
        }
        regionsChanged = true
    }

    func regions(parent: GestureRegionID) -> [GestureRegion] {
        shapes.indices.map {
            GestureRegion(id: GestureRegionID(10 + $0), parent: parent, frame: shapes[$0].frame, gestures: [tap])
        }
    }

    func apply(_ event: GestureEvent, now: Double) -> PageAction {
        guard event.kind == .tap, event.phase == .ended, let r = event.region?.rawValue,
            r >= 10, Int(r) - 10 < Self.links.count
        else { return .none }
        return .open(Self.links[Int(r) - 10])
    }

    var focusable: [String] { shapes.map(\.name) }

    func activate(_ name: String) -> PageAction {
        PageID(rawValue: name).map { .open($0) } ?? .none
    }
}
