import Accessibility
import Gallery
import Gestures

/// The gesture gallery as a screen reader sees it, read from `GalleryCore` as it is:
///
///     application "OpacityBars Gallery"
///     └ frame "Gesture Gallery"              the window (its title)
///       └ panel named after the page shown   one at a time: a page change removes one
///         ├ push button "Back"               every page but home; Action "click"
///         ├ status bar                       the page's last gesture: "tap ended"
///         └ one object per shape             the page's shapes in draw order (`ShapeGuide`)
///
/// A shape's name stays put; its description says what gesture it demonstrates, how to do it
/// without a pointer, and what it shows now (message, counters), so a recognized gesture
/// that changes a shape is a description event. An action does what Enter on the shape
/// does, through the core's keyboard path, at the loop's time.
public final class GalleryAccessibility: AccessibleApp<GalleryCore>, AccessibilitySource {
    public static let applicationName = "OpacityBars Gallery"
    static let backID = "back", statusID = "status"

    /// The shape's object id: its name, in the letters a D-Bus path takes.
    static func id(of shape: GalleryShape) -> String {
        "shape_" + String(shape.name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    public func accessibleTree() -> AccessibleTree {
        var (tree, windowIndex, frame) = window.root(application: Self.applicationName)
        let size = core.logicalSize
        let panel = tree.add(
            AccessibleNode(
                id: "page_" + core.page.rawValue, role: .panel, name: core.page.title,
                extents: frame.extents(x: 0, y: 0, width: Double(size.width), height: Double(size.height))),
            under: windowIndex)
        if core.page != .home {
            let f = core.backButtonFrame
            tree.add(
                AccessibleNode(
                    id: Self.backID, role: .pushButton, name: "Back",
                    description: "Back to the list of pages. Keyboard: Escape. Touch: swipe in from the left edge.",
                    extents: frame.extents(x: f.x, y: f.y, width: f.width, height: f.height), action: "click"),
                under: panel)
        }
        tree.add(
            AccessibleNode(id: Self.statusID, role: .statusBar, name: Self.status(core.lastGesture)), under: panel)
        for shape in core.shapes {
            let guide = ShapeGuide.of(shape, on: core.page)
            let f = shape.drawnFrame
            tree.add(
                AccessibleNode(
                    id: Self.id(of: shape), role: guide.role, name: guide.name,
                    description: Self.description(of: shape, guide), states: states(of: shape, guide),
                    extents: frame.extents(x: f.x, y: f.y, width: f.width, height: f.height),
                    value: guide.role == .slider ? Self.value(of: shape) : nil, action: guide.action),
                under: panel)
        }
        return tree
    }

    /// A slider's value in percent: its shape's opacity.
    static func value(of shape: GalleryShape) -> AccessibleValue {
        let percent = (shape.opacity * 100).rounded()
        return AccessibleValue(current: percent, minimum: 0, maximum: 100, increment: 5, text: "\(Int(percent)) %")
    }

    /// The page's last gesture as a status line: "long press began", "" before the first.
    static func status(_ gesture: (kind: GestureKind, phase: GesturePhase)?) -> String {
        guard let gesture else { return "" }
        // The kinds are camel case ("longPress"): said as words.
        let words = gesture.kind.description.reduce(into: "") { text, c in
            if c.isUppercase { text += " " + c.lowercased() } else { text.append(c) }
        }
        return "\(words) \(gesture.phase)"
    }

    /// The guide's help, then what the shape shows now beyond its name: its label where the
    /// name is not it ("1×2 2×0 3×0"), its message, its counters, an opacity below 100 %.
    static func description(of shape: GalleryShape, _ guide: ShapeGuide) -> String {
        var now: [String] = []
        if shape.label != guide.name, !shape.label.isEmpty { now.append(shape.label) }
        if !shape.message.isEmpty { now.append(shape.message) }
        for (name, count) in shape.counters.sorted(by: { $0.key < $1.key }) { now.append("\(name) \(count)") }
        if shape.opacity < 1, guide.role != .slider { now.append("opacity \(Int((shape.opacity * 100).rounded())) %") }
        return now.isEmpty ? guide.help : guide.help + " Now: " + now.joined(separator: ", ") + "."
    }

    /// Focus as the keyboard has it; toggles and masks checked as the page shows them (a
    /// toggle's label ends in "on", the selected mask is blue); the menu item the keyboard
    /// chose (outlined) selected.
    func states(of shape: GalleryShape, _ guide: ShapeGuide) -> AccessibleStates {
        var states: AccessibleStates = [.visible, .showing, .enabled, .sensitive]
        if guide.isFocusable { states.insert(.focusable) }
        if core.focus == shape.name { states.insert(.focused) }
        switch guide.role {
        case .toggleButton:
            states.insert(.checkable)
            if shape.label.hasSuffix(": on") { states.insert(.checked) }
        case .radioButton:
            states.insert(.checkable)
            if shape.colour == .blue { states.insert(.checked) }
        case .menuItem:
            states.insert(.selectable)
            if shape.outline != nil { states.insert(.selected) }
        default: break
        }
        return states
    }

    public func setValue(_ value: Double, ofNode id: String, at now: Double) -> Bool {
        guard let shape = core.shapes.first(where: { Self.id(of: $0) == id }),
            ShapeGuide.of(shape, on: core.page).role == .slider
        else { return false }
        core.advance(to: now)
        return core.setValue(min(100, max(0, value)) / 100, of: shape.name)
    }

    public func activate(node id: String, at now: Double) -> Bool {
        if id == Self.backID, core.page != .home {
            core.advance(to: now)
            core.back()
            return true
        }
        guard let shape = core.shapes.first(where: { Self.id(of: $0) == id }),
            ShapeGuide.of(shape, on: core.page).action != nil
        else { return false }
        core.advance(to: now)
        core.activate(shape.name)
        return true
    }
}
