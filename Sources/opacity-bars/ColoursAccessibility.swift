import Accessibility
import Decorations
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
final class ColoursAccessibility: AccessibilitySource {
    let core: AppCore
    /// The window around the core: its title, whether it is active, where the core sits in it.
    let window: DecoratedWindow
    let title: String

    init(core: AppCore, window: DecoratedWindow, title: String) {
        self.core = core
        self.window = window
        self.title = title
    }

    /// The application's name in the registry (what a screen reader announces).
    static let applicationName = "OpacityBars"

    static func id(ofBar name: String) -> String { "bar_" + name }

    func accessibleTree() -> AccessibleTree {
        let reading = core.reading
        var tree = AccessibleTree(application: Self.applicationName)
        let frame = WindowFrame(window)
        let windowIndex = tree.add(frame.node(title: title), under: 0)
        let viewport = reading.viewport
        let list = tree.add(
            AccessibleNode(
                id: "list", role: .list, name: title,
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

    func setValue(_ value: Double, ofNode id: String, at now: Double) -> Bool {
        guard let index = core.reading.rows.firstIndex(where: { Self.id(ofBar: $0.name) == id }) else { return false }
        core.setOpacity(ofBar: index, to: min(100, max(0, value)) / 100, at: now)
        return true
    }

    /// Opacity as a percentage, to the snapshot's precision (0.37 → 37, not 37.00000000000001).
    static func percent(_ opacity: Double) -> Double { (opacity * 1_000_000).rounded() / 10_000 }
}

/// The window as both apps show it: a frame named by the title, active while the compositor
/// shows it active, and the rule from content to window coordinates.
struct WindowFrame {
    let isActive: Bool
    let size: (width: Int, height: Int)
    let origin: (x: Int, y: Int)

    init(_ window: DecoratedWindow) {
        (isActive, size, origin) = (window.isActive, window.windowSize, window.contentOrigin)
    }

    func node(title: String) -> AccessibleNode {
        var states: AccessibleStates = [.visible, .showing, .enabled, .sensitive, .resizable]
        if isActive { states.insert(.active) }
        return AccessibleNode(
            id: "window", role: .frame, name: title, states: states,
            extents: AccessibleRect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)))
    }

    /// A rectangle in the content's coordinates, in window coordinates.
    func extents(x: Double, y: Double, width: Double, height: Double) -> AccessibleRect {
        AccessibleRect(x: x + Double(origin.x), y: y + Double(origin.y), width: width, height: height)
    }
}
