/// The pointer cursor the content asks for. The raw values are cursor-shape-v1's
/// (wp_cursor_shape_device_v1.shape), so the live window passes them through as they are, or
/// draws the same shape from the default wayland-cursor theme when cursor-shape-v1 is not
/// offered.
public enum CursorShape: UInt32, Hashable, Sendable, CaseIterable {
    case `default` = 1
    /// Over a bar: it can be tapped or dragged.
    case pointer = 4
    /// Hovering with the intent to drag (unused while no button is down).
    case grab = 16
    /// A button-driven opacity drag, paint or scroll is in progress.
    case grabbing = 17
    /// Over a window edge or corner the decorations resize from.
    case eResize = 18
    case nResize, neResize, nwResize, sResize, seResize, swResize, wResize
    /// Row-height zoom in progress (Ctrl+wheel, touchpad pinch).
    case rowResize = 31
}
