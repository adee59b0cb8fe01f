import Drawing

/// Every colour and size the scene renderer uses, in one value. Sizes are logical pixels;
/// the renderer multiplies them by the buffer scale and rounds, so scale 2 is crisp.
public struct RenderTheme: Sendable {
    /// Behind the rows (the list's background).
    public var background = Color(argb: 0xFFF2_F2F7)
    /// The header band and its bottom hairline.
    public var headerBackground = Color(argb: 0xFFFF_FFFF)
    public var headerSeparator = Color(argb: 0xFFC6_C6C8)
    public var titleColor = Color(argb: 0xFF1C_1C1E)
    /// Title size (px) and left inset (px).
    public var titleSize = 24.0
    public var titleInset = 16.0
    /// The checkerboard under each bar: square side (px) and the two square colours.
    public var checkerCell = 16.0
    public var checkerLight = Color(argb: 0xFFFF_FFFF)
    public var checkerDark = Color(argb: 0xFFCC_CCCC)
    /// Label size (px), its inset from the bar's left edge and the padding of its backing pill.
    public var labelSize = 17.0
    public var labelInset = 16.0
    public var labelPadding = 6.0
    /// Dark text (with a light pill) on light bars, light text (with a dark pill) on dark ones;
    /// the switch happens at this luminance of the bar as seen over the checkerboard.
    public var darkText = Color(argb: 0xFF1C_1C1E)
    public var lightText = Color(argb: 0xFFFF_FFFF)
    public var darkTextPill = Color(red: 255, green: 255, blue: 255, alpha: 0.55)
    public var lightTextPill = Color(red: 0, green: 0, blue: 0, alpha: 0.30)
    public var labelContrastThreshold = 0.35
    /// Hover outline (inside the bar): plain, and with Super held.
    public var hoverOutline = Color(argb: 0xFF1C_1C1E)
    public var hoverOutlineWidth = 3.0
    public var superOutline = Color(argb: 0xFFFF_2D92)
    public var superOutlineWidth = 4.0
    /// Super+Alt hover: the bar darkened by this fraction.
    public var dimAmount = 0.4
    /// Keyboard focus ring, outside the bar: gap and width (px).
    public var focusRing = Color(argb: 0xFF0A_84FF)
    public var focusRingGap = 3.0
    public var focusRingWidth = 2.0
    /// Paint / drag highlight: a light band inside the bar edged by a dark hairline.
    public var highlight = Color(red: 255, green: 255, blue: 255, alpha: 0.75)
    public var highlightEdge = Color(red: 28, green: 28, blue: 30, alpha: 0.6)
    public var highlightWidth = 4.0
    /// Scroll indicator thumb.
    public var scrollIndicator = Color(red: 0, green: 0, blue: 0, alpha: 0.45)

    public init() {}
    public static let standard = RenderTheme()
}
