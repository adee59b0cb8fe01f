import Gestures

extension AppModel {
    /// The frame to draw with the list scrolled by `scrollOffset` (the engine's): rows that
    /// show below the header, in surface coordinates, with their hover, focus, highlight and
    /// dim states, and the scroll indicator.
    func scene(scrollOffset: Double) -> Scene {
        var rows: [SceneRow] = []
        return scene(scrollOffset: scrollOffset, reusing: &rows)
    }

    /// `scene(scrollOffset:)`, with its rows built in `storage`'s memory (emptied first; left
    /// empty). When nothing else holds that array, building the frame allocates nothing.
    func scene(scrollOffset: Double, reusing storage: inout [SceneRow]) -> Scene {
        let layout = self.layout
        let viewTop = layout.headerHeight, viewBottom = Double(height)
        var rows: [SceneRow] = []
        swap(&rows, &storage)
        rows.removeAll(keepingCapacity: true)
        rows.reserveCapacity(bars.count)
        // Only the rows that can show are visited, so a frame costs the same for any list
        // length: rows above `first` end above the header (rows are evenly spaced).
        let above = (viewTop + scrollOffset - layout.firstRowY - layout.rowHeight) / layout.pitch
        let first = above > 0 ? (above < Double(bars.count) ? Int(above) : bars.count) : 0
        for index in first ..< bars.count {
            let bar = bars[index]
            var frame = layout.frame(ofRow: index)
            frame.y -= scrollOffset
            if frame.y >= viewBottom { break }   // and so is every row after it
            guard frame.maxY > viewTop else { continue }
            let hovered = hoverIndex == index
            let superHeld = hoverModifiers.contains(.superKey)
            let dim = hovered && superHeld && hoverModifiers.contains(.alt)
            rows.append(
                SceneRow(
                    id: index, color: bar.color, opacity: bar.opacity, frame: frame,
                    label: Self.label(bar),
                    hover: hovered ? (superHeld ? .superOutline : .outline) : .none,
                    dimmed: dim, focused: focusIndex == index, highlighted: highlighted.contains(index)))
        }
        return Scene(
            width: width, height: height, scale: scale, title: configuration.title,
            headerHeight: layout.headerHeight, rows: rows,
            scrollIndicator: indicator(layout, scrollOffset: scrollOffset))
    }

    /// "red 45 %": the name and the opacity as a whole percentage.
    static func label(_ bar: Bar) -> String {
        "\(bar.name) \(Int((bar.opacity * 100).rounded())) %"
    }

    /// A thin thumb at the right edge whose length is the visible fraction of the content
    /// (sizes: `AppConfiguration.scrollIndicator…`).
    private func indicator(_ layout: ListLayout, scrollOffset: Double) -> SceneRect? {
        let maxOffset = layout.maxScrollOffset
        guard maxOffset > 0 else { return nil }
        let c = configuration
        let trackTop = layout.headerHeight
        let track = Double(height) - trackTop
        guard track > c.scrollIndicatorMinTrack else { return nil }
        let thumb = min(track, max(c.scrollIndicatorMinLength, track * Double(height) / layout.contentHeight))
        let fraction = min(1, max(0, scrollOffset / maxOffset))
        return SceneRect(
            x: Double(width) - (c.scrollIndicatorEdgeGap + c.scrollIndicatorWidth),
            y: trackTop + (track - thumb) * fraction, width: c.scrollIndicatorWidth, height: thumb)
    }
}
