import ContentHost
import Drawing

/// The gallery's colours around its shapes (page, header, back button, text, focus ring),
/// and how a shape's colour is shown: one palette per colour scheme, dark designed for dark
/// (the white and near-black shapes, the menu's items among them, turned so that they keep
/// their contrast with the page), and high contrast on either (plain text, a thicker ring).
struct GalleryPalette: Equatable {
    var background: Color
    var headerBackground: Color
    /// The header's bottom line, and the popup menu's lines between its items.
    var separator: Color
    var backButton: Color
    /// Text on the page (titles, captions, the back button's).
    var text: Color
    var focusRing: Color
    /// The focus ring's width (logical px).
    var focusRingWidth: Double
    /// How the white and the dark shapes are shown (nil: as themselves).
    var white: Color?
    var dark: Color?

    /// The palette there always was.
    static let light = GalleryPalette(
        background: Color(argb: 0xFFF2_F2F7), headerBackground: Color(argb: 0xFFFF_FFFF),
        separator: Color(argb: 0xFFC6_C6C8), backButton: Color(argb: 0xFFE5_E5EA), text: Color(argb: 0xFF1C_1C1E),
        focusRing: Color(argb: 0xFF00_40DD), focusRingWidth: 2, white: nil, dark: nil)

    static let dark = GalleryPalette(
        background: Color(argb: 0xFF1C_1C1E), headerBackground: Color(argb: 0xFF2C_2C2E),
        separator: Color(argb: 0xFF48_484A), backButton: Color(argb: 0xFF3A_3A3C), text: Color(argb: 0xFFF2_F2F7),
        focusRing: Color(argb: 0xFF40_9CFF), focusRingWidth: 2, white: Color(argb: 0xFF3A_3A3C),
        dark: Color(argb: 0xFFAE_AEB2))

    init(
        background: Color, headerBackground: Color, separator: Color, backButton: Color, text: Color,
        focusRing: Color, focusRingWidth: Double, white: Color?, dark: Color?
    ) {
        self.background = background
        self.headerBackground = headerBackground
        self.separator = separator
        self.backButton = backButton
        self.text = text
        self.focusRing = focusRing
        self.focusRingWidth = focusRingWidth
        self.white = white
        self.dark = dark
    }

    init(for settings: DesktopSettings) {
        self = settings.colorScheme == .dark ? .dark : .light
        if settings.highContrast {
            let isDark = settings.colorScheme == .dark
            text = isDark ? Color(argb: 0xFFFF_FFFF) : Color(argb: 0xFF00_0000)
            separator = text
            focusRing = isDark ? Color(argb: 0xFF9E_CBFF) : Color(argb: 0xFF00_40DD)
            focusRingWidth = 4
        }
    }

    /// The colour a shape of `colour` is painted in.
    func paint(_ colour: GalleryColour) -> Color {
        switch colour {
        case .white: white ?? colour.color
        case .dark: dark ?? colour.color
        default: colour.color
        }
    }
}
