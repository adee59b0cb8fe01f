import Gestures

/// Nested scrolling (UIKit's nested scroll views, SwiftUI's `ScrollView` in a `ScrollView`):
/// - a horizontal pager of three vertical lists: a drag goes to the one whose axis its angle
///   is in, so a list scrolls and the pager turns the page;
/// - a vertical list holding a shorter vertical list: the inner one scrolls first, and at its
///   edge the same drag, and a fling's speed left, scroll the outer one.
/// Every row counts its taps, wherever the lists have scrolled it.
final class ScrollingPage: GalleryPage {
    let id = PageID.scrolling
    let view = GestureView()
    private let pager = GestureView(id: "pager").scrollable(.horizontal, contentLength: 0)
    private let outer = GestureView(id: "outer").scrollable(.vertical, contentLength: 0)
    private let inner = GestureView(id: "inner").scrollable(.vertical, contentLength: 0)
    private var pages: [GestureView] = []
    /// Every row, with its name, label and colour, in draw order.
    private var rows: [(name: String, label: String, colour: GalleryColour, view: GestureView)] = []
    private var taps: [String: Int] = [:]

    static let pageColours: [GalleryColour] = [.blue, .teal, .orange]
    static let rowHeight = 56.0, innerRowHeight = 48.0

    init() {
        view.addChild(pager)
        for p in 0 ..< 3 {
            let list = pager.addChild(GestureView(id: "page-\(p)").scrollable(.vertical, contentLength: 0))
            pages.append(list)
            for r in 0 ..< 12 {
                addRow("page-\(p)-row-\(r)", "page \(p + 1) row \(r + 1)", Self.pageColours[p], to: list)
            }
        }
        view.addChild(outer)
        for r in 0 ..< 2 { addRow("outer-row-\(r)", "outer row \(r + 1)", .purple, to: outer) }
        outer.addChild(inner)
        for r in 0 ..< 10 { addRow("inner-row-\(r)", "inner row \(r + 1)", .green, to: inner) }
        for r in 2 ..< 10 { addRow("outer-row-\(r)", "outer row \(r + 1)", .purple, to: outer) }
    }

    private func addRow(_ name: String, _ label: String, _ colour: GalleryColour, to list: GestureView) {
        let row = list.addChild(GestureView(id: name))
        row.gesture(TapGesture().onEnded { [unowned self] _ in taps[name, default: 0] += 1 })
        rows.append((name, label, colour, row))
    }

    func layout(in area: GestureRect) {
        view.frame = area
        let w = max(0, area.width - 32), pagerHeight = max(0, min(300, (area.height - 24) * 0.4))
        pager.frame = GestureRect(x: 16, y: 8, width: w, height: pagerHeight)
        pager.contentLength = 3 * w
        for (p, list) in pages.enumerated() {
            list.frame = GestureRect(x: Double(p) * w, y: 0, width: w, height: pagerHeight)
            list.contentLength = 12 * Self.rowHeight
        }
        outer.frame = GestureRect(
            x: 16, y: pagerHeight + 16, width: w, height: max(0, area.height - pagerHeight - 24))
        inner.frame = GestureRect(x: 8, y: 2 * Self.rowHeight, width: max(0, w - 16), height: 200)
        inner.contentLength = 10 * Self.innerRowHeight
        outer.contentLength = 2 * Self.rowHeight + 200 + 8 + 8 * Self.rowHeight
        for row in rows {
            let list = row.view.parent!, k = list.children.firstIndex(of: row.view)!
            if list === inner {
                row.view.frame = GestureRect(
                    x: 4, y: Double(k) * Self.innerRowHeight + 2, width: max(0, inner.frame.width - 8),
                    height: Self.innerRowHeight - 4)
            } else {
                // The outer list's rows after its inner list sit below it.
                let y = list === outer && k > 2 ? Double(k - 1) * Self.rowHeight + 208 : Double(k) * Self.rowHeight
                row.view.frame = GestureRect(x: 8, y: y + 4, width: max(0, list.frame.width - 16), height: 48)
            }
        }
    }

    /// The rows that show, each cut to the lists around it; one cut shorter, or narrower than
    /// its text, shows none.
    var shapes: [GalleryShape] {
        rows.compactMap { row in
            guard let frame = visible(row.view) else { return nil }
            let readable = frame.height == row.view.frame.height && frame.width >= 120
            var s = GalleryShape(
                name: row.name, form: .rectangle, frame: frame, colour: row.colour, label: readable ? row.label : "")
            if let n = taps[row.name] {
                s.counters = ["taps": n]
                if readable { s.message = "taps \(n)" }
            }
            return s
        }
    }

    /// How far the list called `name` ("pager", "page-N", "outer", "inner") is scrolled.
    func offset(_ name: String) -> Double? { view.view(withID: name)?.scrollOffset }

    /// What of `view` shows in the window: its frame cut to every scroll view around it.
    private func visible(_ view: GestureView) -> GestureRect? {
        var f = view.frameInWindow
        var v = view.parent
        while let a = v {
            if a.scrollAxis != nil {
                let c = a.frameInWindow
                let x0 = max(f.x, c.x), y0 = max(f.y, c.y)
                f = GestureRect(x: x0, y: y0, width: min(f.maxX, c.maxX) - x0, height: min(f.maxY, c.maxY) - y0)
            }
            v = a.parent
        }
        return f.width > 0 && f.height > 0 ? f : nil
    }

    /// A fling moves a list on the engine's clock: the page asks for frames meanwhile.
    var isAnimating: Bool { ([pager, outer, inner] + pages).contains(where: \.isFlinging) }

    var focusable: [String] { [] }
}
