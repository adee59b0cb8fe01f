import ContentHost
import Drawing

extension RenderTheme {
    /// The theme for the desktop's settings: `standard` for light, a palette designed for
    /// dark (greys lifted off black so the checkerboard still shows a bar's transparency,
    /// outlines light), and high contrast on top of either (pure text colours, outlines and
    /// the focus ring thicker), with the text at the desktop's text scale.
    public init(for settings: DesktopSettings) {
        self = settings.colorScheme == .dark ? .dark : .standard
        if settings.highContrast { applyHighContrast(dark: settings.colorScheme == .dark) }
        labelSize *= settings.textScale
        titleSize *= settings.textScale
    }

    /// The Colours list on a dark desktop.
    public static let dark: RenderTheme = {
        var t = RenderTheme()
        t.background = Color(argb: 0xFF1C_1C1E)
        t.headerBackground = Color(argb: 0xFF2C_2C2E)
        t.headerSeparator = Color(argb: 0xFF48_484A)
        t.titleColor = Color(argb: 0xFFF2_F2F7)
        t.checkerLight = Color(argb: 0xFF48_484A)
        t.checkerDark = Color(argb: 0xFF2C_2C2E)
        t.hoverOutline = Color(argb: 0xFFF2_F2F7)
        t.superOutline = Color(argb: 0xFFFF_375F)
        t.focusRing = Color(argb: 0xFF40_9CFF)
        t.highlightEdge = Color(red: 242, green: 242, blue: 247, alpha: 0.6)
        t.scrollIndicator = Color(red: 255, green: 255, blue: 255, alpha: 0.45)
        return t
    }()

    private mutating func applyHighContrast(dark: Bool) {
        let ink = dark ? Color(argb: 0xFFFF_FFFF) : Color(argb: 0xFF00_0000)
        titleColor = ink
        headerSeparator = ink
        hoverOutline = ink
        darkText = Color(argb: 0xFF00_0000)
        lightText = Color(argb: 0xFFFF_FFFF)
        darkTextPill = Color(red: 255, green: 255, blue: 255, alpha: 0.9)
        lightTextPill = Color(red: 0, green: 0, blue: 0, alpha: 0.75)
        hoverOutlineWidth = 4
        superOutlineWidth = 5
        focusRing = dark ? Color(argb: 0xFF9E_CBFF) : Color(argb: 0xFF00_40DD)
        focusRingWidth = 4
        highlightEdge =
            dark ? Color(red: 255, green: 255, blue: 255, alpha: 0.9) : Color(red: 0, green: 0, blue: 0, alpha: 0.9)
        scrollIndicator =
            dark ? Color(red: 255, green: 255, blue: 255, alpha: 0.8) : Color(red: 0, green: 0, blue: 0, alpha: 0.8)
    }
}
