import ContentHost
import Drawing

/// The look of the decorations the client draws itself: every number and colour in one place
/// (logical px). Close to GNOME's Adwaita title bar in size, dark to sit above either app.
public struct DecorationStyle: Equatable, Sendable {
    /// Shadow and resize margin outside the window geometry while the window floats.
    public var margin = 12
    public var titleBarHeight = 32
    /// Radius of the title bar's top corners while the window floats.
    public var cornerRadius = 8
    /// Buttons: square hit boxes with a round hover/press backdrop, from the right edge.
    public var buttonSize = 24
    public var buttonSpacing = 6
    public var buttonInset = 6
    /// Along each edge, how far from a corner the corner's diagonal resize reaches.
    public var cornerGrip = 20
    public var titleFontSize = 14

    public var activeTitleBar = Color(red: 0x2E, green: 0x2E, blue: 0x32)
    public var inactiveTitleBar = Color(red: 0x24, green: 0x24, blue: 0x27)
    public var activeTitle = Color(red: 0xF2, green: 0xF2, blue: 0xF2)
    public var inactiveTitle = Color(red: 0x8E, green: 0x8E, blue: 0x93)
    public var buttonHover = Color(red: 0x46, green: 0x46, blue: 0x4B)
    public var buttonPressed = Color(red: 0x5E, green: 0x5E, blue: 0x64)
    public var closeHover = Color(red: 0xC0, green: 0x1C, blue: 0x28)
    public var border = Color(red: 0x10, green: 0x10, blue: 0x12, alpha: 0.55)
    /// Shadow opacity at the window's edge, fading to 0 at the margin's outer edge.
    public var shadowOpacity = 0.28

    public init() {}

    public static let standard = DecorationStyle()

    /// The style for the desktop's settings: `standard` on a light desktop (a dark bar above
    /// the light list), a deeper bar on a dark one, so that it stays apart from the dark list's
    /// header, with a darker shadow that still reads on a dark desktop; high contrast makes the
    /// title white and the border and the inactive title plain.
    public init(for settings: DesktopSettings) {
        self.init()
        titleFontSize = Int((Double(titleFontSize) * settings.textScale).rounded())
        if settings.colorScheme == .dark {
            activeTitleBar = Color(red: 0x1A, green: 0x1A, blue: 0x1C)
            inactiveTitleBar = Color(red: 0x14, green: 0x14, blue: 0x15)
            activeTitle = Color(red: 0xF2, green: 0xF2, blue: 0xF7)
            inactiveTitle = Color(red: 0x7C, green: 0x7C, blue: 0x80)
            buttonHover = Color(red: 0x3A, green: 0x3A, blue: 0x3C)
            buttonPressed = Color(red: 0x4E, green: 0x4E, blue: 0x52)
            border = Color(red: 0, green: 0, blue: 0, alpha: 0.8)
            shadowOpacity = 0.45
        }
        if settings.highContrast {
            activeTitle = Color(red: 0xFF, green: 0xFF, blue: 0xFF)
            inactiveTitle = Color(red: 0xD0, green: 0xD0, blue: 0xD0)
            border =
                settings.colorScheme == .dark
                ? Color(red: 0xFF, green: 0xFF, blue: 0xFF) : Color(red: 0, green: 0, blue: 0)
        }
    }
}
