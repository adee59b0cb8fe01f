import Decorations
import Drawing

/// The decorations the app draws itself where the compositor offers no xdg-decoration, as
/// the live tests expect them at scale 1: stated here rather than computed from the app's
/// layout, so that a layout change shows up as a failure (`matchesTheAppsStyle` ties the
/// numbers to `DecorationStyle`). Colours are the style's.
enum CSD {
    /// Shadow and resize margin around the window geometry while floating (0 when maximized).
    static let margin = 12.0
    /// At the top of the window geometry.
    static let titleBarHeight = 32.0
    /// Buttons: square hit boxes, `buttonSpacing` apart, `buttonInset` from the right edge,
    /// vertically centred in the title bar; left to right minimize, maximize, close.
    static let buttonSize = 24.0
    static let buttonSpacing = 6.0
    static let buttonInset = 6.0
    /// How far along each edge a corner's diagonal resize reaches.
    static let cornerGrip = 20.0

    enum Button: Int, CaseIterable { case minimize, maximize, close }

    /// The centre of `button`, relative to the window geometry's top-left corner, in a window
    /// `windowWidth` wide that shows all three buttons.
    static func centre(of button: Button, windowWidth: Double) -> (x: Double, y: Double) {
        let fromRight = Double(Button.allCases.count - 1 - button.rawValue)
        return (
            windowWidth - buttonInset - buttonSize / 2 - fromRight * (buttonSize + buttonSpacing), titleBarHeight / 2
        )
    }

    static var style: DecorationStyle { .standard }

    /// The numbers above are the app's style's.
    static var matchesTheAppsStyle: Bool {
        let s = style
        return Double(s.margin) == margin && Double(s.titleBarHeight) == titleBarHeight
            && Double(s.buttonSize) == buttonSize
            && Double(s.buttonSpacing) == buttonSpacing && Double(s.buttonInset) == buttonInset
            && Double(s.cornerGrip) == cornerGrip
    }
}
