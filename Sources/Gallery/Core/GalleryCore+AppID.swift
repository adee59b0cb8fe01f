extension GalleryCore {
    /// The gallery's xdg_toplevel app id: its traces carry it, and `replay` picks the
    /// gallery by it.
    public static let appID = "org.opacitybars.Gallery"
    /// The window title.
    public static let title = "Gesture Gallery"
}
