import Gestures

/// Touch enter/exit (UIKit's touch tracking, SwiftUI's `DragGesture(minimumDistance: 0)`
/// with a hit test): one square that lights while a touch that started anywhere on the page
/// is over it, and a 4×4 grid whose cells light while the touch crosses them. One
/// `TrackingGesture` on the page's container says which child each crossing is about, once
/// per child crossed, and the exit from the child under the touch at lift or cancel.
final class TouchPage: GalleryPage {
    let id = PageID.touch
    private(set) var shapes: [GalleryShape] = []
    private let container = GestureView()
    /// The square, then the cells: one view per shape, in `shapes` order.
    private var views: [GestureView] = []
    var view: GestureView { container }

    init() {
        shapes = [GalleryShape(name: "square", form: .rectangle, frame: .zero, colour: .dark, label: "square")]
        for row in 0 ..< 4 {
            for column in 0 ..< 4 {
                shapes.append(
                    GalleryShape(name: "cell-\(row)-\(column)", form: .rectangle, frame: .zero, colour: .dark))
            }
        }
        for i in shapes.indices { shapes[i].counters = ["enter": 0, "exit": 0] }
        views = shapes.map { container.addChild(GestureView(id: $0.name)) }
        container.gesture(
            TrackingGesture().onChanged { [unowned self] value in
                guard let crossing = value.crossing, let i = views.firstIndex(of: crossing.view) else { return }
                switch crossing {
                case .entered: shapes[i].count("enter"); shapes[i].colour = .yellow
                case .exited: shapes[i].count("exit"); shapes[i].colour = .dark
                }
            })
    }

    func layout(in area: GestureRect) {
        // The container starts past the edge-swipe strip, so a swipe from the left edge is
        // the back gesture and not a touch to track.
        container.frame = GestureRect(x: area.x + 20, y: area.y, width: max(0, area.width - 20), height: area.height)
        // The square gives up height to the grid in a short window (at most half of what is
        // left after the margins), so neither ever gets a negative size.
        let side = max(0, min(160, area.width - 80, (area.height - 96) / 2))
        shapes[0].frame = GestureRect(x: area.x + (area.width - side) / 2, y: area.y + 24, width: side, height: side)
        let gridSide = max(0, min(area.width - 80, area.height - side - 96))
        let cell = gridSide / 4
        let x0 = area.x + (area.width - gridSide) / 2, y0 = area.y + side + 72
        for row in 0 ..< 4 {
            for column in 0 ..< 4 {
                shapes[1 + row * 4 + column].frame = GestureRect(
                    x: x0 + Double(column) * cell + 2, y: y0 + Double(row) * cell + 2, width: cell - 4, height: cell - 4
                )
            }
        }
        for (v, shape) in zip(views, shapes) { v.frameInWindow = shape.frame }
    }

    var focusable: [String] { [] }
}
