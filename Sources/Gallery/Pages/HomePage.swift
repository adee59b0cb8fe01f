import Gestures

/// The list of pages: a tap (or Tab then Enter) on a row opens it. It is the page a start
/// draws first, so its views and gestures are made when the core first asks for `view` (once
/// the gestures are declared), not with its shapes.
final class HomePage: GalleryPage {
    let id = PageID.home
    private(set) var shapes: [GalleryShape] = []
    /// The pages linked, in order: one row each.
    static let links: [PageID] = [.touch, .recognizers, .hierarchy, .pointer, .scrolling]
    /// Its view, one row per link; nil until the core first asks for `view`.
    private var madeView: GestureView?
    var view: GestureView { madeView ?? makeView() }
    /// Where the page was last laid out.
    private var area = GestureRect(x: 0, y: 0, width: 0, height: 0)
    /// The row tapped since the core last asked.
    private var chosen: PageID?

    init() {
        for link in Self.links {
            shapes.append(
                GalleryShape(name: link.rawValue, form: .button, frame: .zero, colour: .blue, label: link.title))
        }
    }

    private func makeView() -> GestureView {
        let view = GestureView()
        for link in Self.links {
            view.addChild(GestureView(id: link)).gesture(TapGesture().onEnded { [unowned self] _ in chosen = link })
        }
        madeView = view
        place(view)
        return view
    }

    func layout(in area: GestureRect) {
        self.area = area
        for i in shapes.indices {
            shapes[i].frame = GestureRect(
                x: area.x + 24, y: area.y + 24 + Double(i) * 88,
                width: max(40, area.width - 48), height: 72)
        }
        if let view = madeView { place(view) }
    }

    private func place(_ view: GestureView) {
        view.frame = area
        for (i, row) in view.children.enumerated() { row.frameInWindow = shapes[i].frame }
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
