import Gestures

/// The list of pages: a tap (or Tab then Enter) on a row opens it.
final class HomePage: GalleryPage {
    let id = PageID.home
    private(set) var shapes: [GalleryShape] = []
    /// The pages linked, in order: one row each.
    static let links: [PageID] = [.touch, .recognizers, .hierarchy, .pointer, .scrolling]
    let view = GestureView()
    /// The row tapped since the core last asked.
    private var chosen: PageID?

    init() {
        for link in Self.links {
            shapes.append(
                GalleryShape(name: link.rawValue, form: .button, frame: .zero, colour: .blue, label: link.title))
            view.addChild(GestureView(id: link)).gesture(TapGesture().onEnded { [unowned self] _ in chosen = link })
        }
    }

    func layout(in area: GestureRect) {
        view.frame = area
        for (i, row) in view.children.enumerated() {
            shapes[i].frame = GestureRect(
                x: area.x + 24, y: area.y + 24 + Double(i) * 88,
                width: max(40, area.width - 48), height: 72)
            row.frameInWindow = shapes[i].frame
        }
    }

    func takeAction() -> PageAction {
        defer { chosen = nil }
        return chosen.map { .open($0) } ?? .none
    }

    var focusable: [String] { shapes.map(\.name) }

    func activate(_ name: String) -> PageAction {
        PageID(rawValue: name).map { .open($0) } ?? .none
    }
}
