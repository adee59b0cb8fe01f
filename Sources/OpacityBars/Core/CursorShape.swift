/// The pointer cursor the app asks for; the live client maps it to cursor-shape-v1 or a theme.
public enum CursorShape: Hashable, Sendable {
    case `default`
    /// Over a bar: it can be tapped or dragged.
    case pointer
    /// Hovering with the intent to drag (unused while no button is down).
    case grab
    /// A button-driven opacity drag, paint or scroll is in progress.
    case grabbing
    /// Row-height zoom in progress (Ctrl+wheel, touchpad pinch).
    case rowResize
}
