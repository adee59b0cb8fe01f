import ContentHost

/// Who should draw the window's title bar and border.
public enum DecorationPreference: String, CaseIterable, Sendable {
    /// The compositor's, through xdg-decoration, where it offers them (KDE, sway); the
    /// content's own (a `ToplevelContent` that draws them) where it does not (GNOME, weston).
    case auto
    /// The content's own, even where the compositor could draw them.
    case client
    /// Nobody's: no decoration object, no title bar drawn (the compositor's default applies).
    case none

    /// The mode a content starts in before the compositor answers: the content draws its own
    /// unless the compositor can be asked to.
    func initialMode(decorationManagerOffered: Bool) -> DecorationMode {
        switch self {
        case .auto: decorationManagerOffered ? .server : .client
        case .client: .client
        case .none: .server
        }
    }
}
