import Gestures

/// Where everything is, for one window size and row height: a pure value, recomputed on demand.
///
/// Content coordinates start at the top of the header band; surface y = content y − scroll
/// offset. The header band stays fixed on top and rows scroll under it. For a 480×800 window
/// at row height 80 the first bar is at (16, 72), 448 wide, as in docs/DESIGN.md's snapshot.
public struct ListLayout: Equatable, Sendable {
    public var viewportWidth: Double
    public var viewportHeight: Double
    public var rowHeight: Double
    public var rowCount: Int
    public var headerHeight: Double
    public var margin: Double
    public var rowSpacing: Double

    public init(
        viewportWidth: Double, viewportHeight: Double, rowHeight: Double, rowCount: Int,
        configuration: AppConfiguration
    ) {
        self.viewportWidth = viewportWidth; self.viewportHeight = viewportHeight
        self.rowHeight = rowHeight; self.rowCount = rowCount
        self.headerHeight = configuration.headerHeight; self.margin = configuration.margin
        self.rowSpacing = configuration.rowSpacing
    }

    /// Content y of the first row's top edge.
    public var firstRowY: Double { headerHeight + margin }
    /// Distance from one row's top to the next.
    public var pitch: Double { rowHeight + rowSpacing }
    /// Bar width: the window less both margins, never negative.
    public var rowWidth: Double { max(0, viewportWidth - 2 * margin) }

    /// Total content height: header, margin, rows with spacing between them, bottom margin.
    public var contentHeight: Double {
        guard rowCount > 0 else { return firstRowY + margin }
        return firstRowY + Double(rowCount) * rowHeight + Double(rowCount - 1) * rowSpacing + margin
    }

    /// How far the list can scroll: max(0, contentHeight − viewport).
    public var maxScrollOffset: Double { max(0, contentHeight - viewportHeight) }

    /// Row `index`'s frame in content coordinates.
    public func frame(ofRow index: Int) -> SceneRect {
        SceneRect(x: margin, y: firstRowY + Double(index) * pitch, width: rowWidth, height: rowHeight)
    }

    /// The row under a surface point, or nil (header band, margins, gaps between rows, outside).
    /// - Complexity: O(1).
    public func row(at point: Point, scrollOffset: Double) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        guard point.y >= headerHeight, point.y < viewportHeight else { return nil }
        guard point.x >= margin, point.x < margin + rowWidth else { return nil }
        let y = point.y + scrollOffset - firstRowY
        guard y >= 0 else { return nil }
        let index = Int((y / pitch).rounded(.down))
        guard index < rowCount, y - Double(index) * pitch < rowHeight else { return nil }
        return index
    }

    /// docs/DESIGN.md: opacity = clamp(1 − (x − bar.minX) / bar.width, 0, 1); x in surface
    /// coordinates. Nil when the bar has no width (a window narrower than its margins).
    public func opacity(atX x: Double) -> Double? { opacity(atRowX: x - margin) }

    /// The same, from x in a row's own coordinates (x − bar.minX), as its gestures report it.
    public func opacity(atRowX x: Double) -> Double? {
        guard rowWidth > 0, x.isFinite else { return nil }
        return min(1, max(0, 1 - x / rowWidth))
    }

    /// The scroll offset that keeps row `index` fully visible below the header, changing the
    /// current one as little as possible (keyboard focus).
    public func offset(revealing index: Int, from offset: Double) -> Double {
        let frame = frame(ofRow: index)
        var result = offset
        if frame.maxY + margin - result > viewportHeight { result = frame.maxY + margin - viewportHeight }
        if frame.y - margin - result < headerHeight { result = frame.y - margin - headerHeight }
        return min(maxScrollOffset, max(0, result))
    }

    /// Maps a content y to the same place in a layout with another row height: the row it is
    /// in and its fraction through that row stay the same (zoom about a point).
    public func contentY(_ y: Double, inLayoutWithRowHeight newHeight: Double) -> Double {
        let newPitch = newHeight + rowSpacing
        let local = y - firstRowY
        guard local > 0, pitch > 0 else { return y }
        let index = (local / pitch).rounded(.down)
        let within = local - index * pitch
        let scaledWithin =
            within < rowHeight
            ? within / rowHeight * newHeight
            : newHeight + (within - rowHeight)
        return firstRowY + index * newPitch + scaledWithin
    }
}
