import Gestures

/// The app's state and the only code that changes it: bars, row height, window size, focus,
/// hover, highlight, and the log of finished gestures. Interaction code (the engine adapter,
/// the keyboard) decides *what* happens; this type keeps every value in range while doing it.
///
/// The scroll offset is not here: the engine's scroller owns it (it clamps it, flings it and
/// hit-tests the rows with it), and everything that shows it reads it from there
/// (`GestureInteraction.scrollOffset`). A copy here would have to be pushed back into the
/// engine after every zoom, which is the two-way flow this leaves out.
///
/// Every stored value the scene is built from bumps `sceneGeneration` when it is set, so
/// "has the frame changed?" starts with comparing one number (`AppCore.needsRedraw`). The
/// app core keeps one model for its whole life: replacing it whole would bypass the count.
struct AppModel: Sendable {
    let configuration: AppConfiguration
    /// Changes with every write to a value the scene reads (equal values included); never
    /// with the gesture log, which the scene does not show.
    private(set) var sceneGeneration: UInt64 = 0
    var bars: [Bar] = Bar.palette { didSet { sceneGeneration &+= 1 } }
    var width: Int { didSet { sceneGeneration &+= 1 } }
    var height: Int { didSet { sceneGeneration &+= 1 } }
    var scale: Double = 1 { didSet { sceneGeneration &+= 1 } }
    private(set) var rowHeight: Double { didSet { sceneGeneration &+= 1 } }
    /// Keyboard focus ring (docs/DESIGN.md: starts on the first bar).
    var focusIndex: Int = 0 { didSet { sceneGeneration &+= 1 } }
    /// The bar under the hovering pointer, and the modifiers that style it.
    var hoverIndex: Int? { didSet { sceneGeneration &+= 1 } }
    var hoverModifiers: Modifiers = [] { didSet { sceneGeneration &+= 1 } }
    /// Bars under a painting finger or being dragged.
    var highlighted: Set<Int> = [] { didSet { sceneGeneration &+= 1 } }
    var gestureLog: [StateSnapshot.GestureRecord] = []

    init(configuration: AppConfiguration) {
        self.configuration = configuration
        width = min(configuration.runtime.maxWindowSize, max(1, configuration.initialWidth))
        height = min(configuration.runtime.maxWindowSize, max(1, configuration.initialHeight))
        rowHeight = min(configuration.maxRowHeight, max(configuration.minRowHeight, configuration.rowHeight))
    }

    var layout: ListLayout {
        ListLayout(
            viewportWidth: Double(width), viewportHeight: Double(height), rowHeight: rowHeight,
            rowCount: bars.count, configuration: configuration)
    }

    // MARK: Opacity

    /// Sets bar `index`'s opacity from an x in a row's coordinates (docs/DESIGN.md's
    /// formula); false when the bar has no width or the index is out of range.
    @discardableResult
    mutating func setOpacity(ofBar index: Int, fromRowX x: Double) -> Bool {
        guard bars.indices.contains(index), let value = layout.opacity(atRowX: x) else { return false }
        bars[index].opacity = value
        return true
    }

    /// Sets an opacity directly (restoring a cancelled drag, keyboard steps), clamped to [0, 1].
    mutating func setOpacity(ofBar index: Int, to value: Double) {
        guard bars.indices.contains(index) else { return }
        bars[index].opacity = clampUnit(value, fallback: bars[index].opacity)
    }

    // MARK: Zoom

    /// Multiplies the row height by `factor` (clamped to the configured range), like
    /// `setRowHeight`.
    mutating func zoom(by factor: Double, anchorY: Double, scrollOffset: Double) -> Double? {
        guard factor.isFinite, factor > 0 else { return nil }
        return setRowHeight(rowHeight * factor, anchorY: anchorY, scrollOffset: scrollOffset)
    }

    /// Sets the row height (clamped to the configured range). Returns the scroll offset, in
    /// [0, the new maximum], that keeps the content under surface y `anchorY` where it is when
    /// scrolled by `scrollOffset` now, for the engine to take; nil when the height did not change.
    mutating func setRowHeight(_ proposed: Double, anchorY: Double, scrollOffset: Double) -> Double? {
        guard proposed.isFinite else { return nil }
        let newHeight = min(configuration.maxRowHeight, max(configuration.minRowHeight, proposed))
        guard newHeight != rowHeight else { return nil }
        let anchor = anchorY.isFinite ? anchorY : Double(height) / 2
        let oldLayout = layout
        let newContentY = oldLayout.contentY(anchor + scrollOffset, inLayoutWithRowHeight: newHeight)
        rowHeight = newHeight
        let kept = newContentY - anchor
        guard kept.isFinite else { return scrollOffset }
        return min(layout.maxScrollOffset, max(0, kept))
    }

    // MARK: Log

    mutating func record(_ gesture: GestureName, bar: Int?, outcome: GestureOutcome, at now: Double) {
        let name = bar.flatMap { bars.indices.contains($0) ? bars[$0].name : nil }
        gestureLog.append(
            .init(
                time: rounded(now, places: StateSnapshot.lengthDecimals), gesture: gesture.rawValue,
                bar: name, outcome: outcome.rawValue))
        trimToNewest(&gestureLog, keeping: configuration.maxGestureRecords)
    }
}

/// Gesture names of the state snapshot (docs/DESIGN.md).
enum GestureName: String, Sendable {
    case tap, doubleTap, longPress, paint, opacityDrag, scroll, fling, pinch, axisScroll, axisOpacity, key
}

/// Outcomes of the state snapshot (docs/DESIGN.md).
enum GestureOutcome: String, Sendable {
    case ended, cancelled
}
