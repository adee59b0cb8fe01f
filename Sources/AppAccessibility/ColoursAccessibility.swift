import Accessibility
import OpacityBars

/// The Colours list as a screen reader sees it, read from the app core's model
/// (`AppCore.reading`) every time it is asked:
///
///     application "OpacityBars"
///     └ frame "Colours"                 the window (its title)
///       └ list "Colours"                the list's viewport
///         └ slider "black" … "brown"    one per bar: Value 0…100 (%), step 1, "30 %"
///
/// A screen reader's Value.Set goes through `AppCore.setOpacity(ofBar:to:at:)`, the path
/// the keyboard's steps take.
public final class ColoursAccessibility: AccessibleApp<AppCore>, AccessibilitySource {
    /// The application's name in the registry (what a screen reader announces).
    public static let applicationName = "OpacityBars"

    static func id(ofBar name: String) -> String { "bar_" + name }

    public func accessibleTree() -> AccessibleTree {
        let reading = core.reading
        var (tree, windowIndex, frame) = window.root(application: Self.applicationName)
        let viewport = reading.viewport
        let list = tree.add(
            AccessibleNode(
                id: "list", role: .list, name: window.title,
                extents: frame.extents(x: viewport.x, y: viewport.y, width: viewport.width, height: viewport.height)),
            under: windowIndex)
        for (index, row) in reading.rows.enumerated() {
            var states: AccessibleStates = [.visible, .enabled, .sensitive, .focusable, .horizontal]
            if row.isOnScreen { states.insert(.showing) }
            if index == reading.focusIndex { states.insert(.focused) }
            let percent = Self.percent(row.opacity)
            let text = "\(Int(percent.rounded())) %"
            tree.add(
                AccessibleNode(
                    id: Self.id(ofBar: row.name), role: .slider, name: row.name, description: text, states: states,
                    extents: frame.extents(
                        x: row.frame.x, y: row.frame.y, width: row.frame.width, height: row.frame.height),
                    value: AccessibleValue(current: percent, minimum: 0, maximum: 100, increment: 1, text: text)),
                under: list)
        }
        return tree
    }

    public func setValue(_ value: Double, ofNode id: String, at now: Double) -> Bool {
        guard let index = core.reading.rows.firstIndex(where: { Self.id(ofBar: $0.name) == id }) else { return false }
        core.setOpacity(ofBar: index, to: min(100, max(0, value)) / 100, at: now)
        return true
    }

    /// Opacity as a percentage, to the snapshot's precision (0.37 → 37, not 37.00000000000001).
    static func percent(_ opacity: Double) -> Double { (opacity * 1_000_000).rounded() / 10_000 }
}
