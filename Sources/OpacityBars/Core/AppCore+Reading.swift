/// The model as a reader outside the app sees it (the accessibility layer): read-only, built
/// on request, never kept by the app. Reading it changes nothing.
public struct ListReading: Sendable {
    public struct Row: Sendable {
        public var name: String
        /// 0 transparent … 1 opaque.
        public var opacity: Double
        /// Surface coordinates (the scroll offset applied): where the bar is drawn now.
        public var frame: SceneRect
        /// At least partly inside the list's viewport (below the header, above the bottom).
        public var isOnScreen: Bool
    }

    public var rows: [Row]
    /// The bar the keyboard focus ring is on.
    public var focusIndex: Int
    /// The list's viewport in surface coordinates: the window below the header band.
    public var viewport: SceneRect
    /// The window's logical size.
    public var width: Int, height: Int
}

extension AppCore {
    /// The bars, the focus ring and where each bar is now.
    /// - Complexity: O(bars); allocates the rows (call it per frame, not per input event).
    public var reading: ListReading {
        let layout = model.layout
        let offset = interaction.scrollOffset
        let viewport = SceneRect(
            x: 0, y: layout.headerHeight, width: Double(model.width),
            height: max(0, Double(model.height) - layout.headerHeight))
        let rows = model.bars.indices.map { index in
            var frame = layout.frame(ofRow: index)
            frame.y -= offset
            let onScreen = frame.maxY > viewport.y && frame.y < viewport.maxY && frame.width > 0
            return ListReading.Row(
                name: model.bars[index].name, opacity: model.bars[index].opacity,
                frame: frame, isOnScreen: onScreen)
        }
        return ListReading(
            rows: rows, focusIndex: model.focusIndex, viewport: viewport,
            width: model.width, height: model.height)
    }
}
