/// One object a screen reader sees: what it is (`role`), what it is called, what it shows,
/// where it is, and what can be done to it. A plain value, built from the app's model each
/// time the tree is read (`AccessibilitySource.accessibleTree`), never stored by the app.
public struct AccessibleNode: Equatable, Sendable {
    /// Stable across frames (the bar's colour, the page's name): the last element of the
    /// object's D-Bus path, so letters, digits and `_` only.
    public var id: String
    public var role: AccessibleRole
    public var name: String
    /// What the object shows beyond its name ("30 %", a shape's counters).
    public var description: String
    public var states: AccessibleStates
    /// In window coordinates (logical px), nil for an object with no place of its own.
    public var extents: AccessibleRect?
    /// A slider's range and value (org.a11y.atspi.Value).
    public var value: AccessibleValue?
    /// The one action that activates the object ("click"), nil when it has none
    /// (org.a11y.atspi.Action).
    public var action: String?

    public init(
        id: String, role: AccessibleRole, name: String, description: String = "",
        states: AccessibleStates = [.visible, .showing, .enabled, .sensitive],
        extents: AccessibleRect? = nil, value: AccessibleValue? = nil, action: String? = nil
    ) {
        self.id = id; self.role = role; self.name = name; self.description = description
        self.states = states; self.extents = extents; self.value = value; self.action = action
    }
}

/// AT-SPI roles (AtspiRole in at-spi2-core's atspi-constants.h; the numbers are the wire's).
public enum AccessibleRole: UInt32, Sendable {
    case drawingArea = 18
    case frame = 23
    case list = 31
    case listItem = 32
    case menuItem = 35
    case panel = 39
    case pushButton = 43
    case radioButton = 44
    case scrollPane = 49
    case slider = 51
    case statusBar = 54
    case toggleButton = 62
    case application = 75
    case link = 88

    /// The role's name as AT-SPI spells it (GetRoleName).
    public var name: String {
        switch self {
        case .drawingArea: "drawing area"
        case .frame: "frame"
        case .list: "list"
        case .listItem: "list item"
        case .menuItem: "menu item"
        case .panel: "panel"
        case .pushButton: "push button"
        case .radioButton: "radio button"
        case .scrollPane: "scroll pane"
        case .slider: "slider"
        case .statusBar: "status bar"
        case .toggleButton: "toggle button"
        case .application: "application"
        case .link: "link"
        }
    }
}

/// A set of AT-SPI states (AtspiStateType: bit n of the 64-bit set, sent as two uint32).
public struct AccessibleStates: OptionSet, Equatable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let active = AccessibleStates(rawValue: 1 << 1)
    public static let checked = AccessibleStates(rawValue: 1 << 4)
    public static let enabled = AccessibleStates(rawValue: 1 << 8)
    public static let focusable = AccessibleStates(rawValue: 1 << 11)
    public static let focused = AccessibleStates(rawValue: 1 << 12)
    public static let horizontal = AccessibleStates(rawValue: 1 << 14)
    public static let resizable = AccessibleStates(rawValue: 1 << 21)
    public static let selectable = AccessibleStates(rawValue: 1 << 22)
    public static let selected = AccessibleStates(rawValue: 1 << 23)
    public static let sensitive = AccessibleStates(rawValue: 1 << 24)
    public static let showing = AccessibleStates(rawValue: 1 << 25)
    public static let visible = AccessibleStates(rawValue: 1 << 30)
    public static let checkable = AccessibleStates(rawValue: 1 << 41)

    /// The states whose changes are announced (StateChanged), with AT-SPI's names.
    static let announced: [(AccessibleStates, String)] = [
        (.focused, "focused"), (.checked, "checked"), (.selected, "selected"), (.showing, "showing"),
        (.active, "active"),
    ]
}

/// A rectangle in window coordinates (logical px), as Component.GetExtents returns it.
public struct AccessibleRect: Equatable, Sendable {
    public var x: Int32, y: Int32, width: Int32, height: Int32

    /// Rounds a frame given in doubles outwards to whole pixels.
    public init(x: Double, y: Double, width: Double, height: Double) {
        let left = (x.isFinite ? x : 0).rounded(.down), top = (y.isFinite ? y : 0).rounded(.down)
        let right = (x + width).isFinite ? (x + width).rounded(.up) : left
        let bottom = (y + height).isFinite ? (y + height).rounded(.up) : top
        self.x = Int32(clamping: Int(left)); self.y = Int32(clamping: Int(top))
        self.width = Int32(clamping: Int(max(0, right - left)));
        self.height = Int32(clamping: Int(max(0, bottom - top)))
    }

    func contains(x px: Int32, y py: Int32) -> Bool {
        px >= x && py >= y && Int64(px) < Int64(x) + Int64(width) && Int64(py) < Int64(y) + Int64(height)
    }
}

/// A slider's value (org.a11y.atspi.Value): the range, the step a screen reader takes, the
/// value now and how to say it.
public struct AccessibleValue: Equatable, Sendable {
    public var current: Double
    public var minimum: Double
    public var maximum: Double
    public var increment: Double
    public var text: String

    public init(current: Double, minimum: Double, maximum: Double, increment: Double, text: String) {
        self.current = current; self.minimum = minimum; self.maximum = maximum
        self.increment = increment; self.text = text
    }
}
