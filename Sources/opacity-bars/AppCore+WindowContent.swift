import OpacityBars
import WaylandClient

/// The app core is the live window's content: every `WindowContent` requirement but the
/// cursor is already an `AppCore` member with the same signature (docs/ARCHITECTURE.md).
extension AppCore: WindowContent {
    /// The app's cursor: one `CursorShape` (ContentHost's) for the app and the window.
    public var windowCursor: CursorShape { cursor }
}
