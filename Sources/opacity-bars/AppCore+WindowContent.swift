import OpacityBars
import WaylandClient

/// The app core is the live window's content: every `WindowContent` requirement but the
/// cursor is already an `AppCore` member with the same signature (docs/ARCHITECTURE.md).
extension AppCore: WindowContent {
    /// The app's cursor in the window's vocabulary (cursor-shape-v1 names).
    public var windowCursor: WaylandClient.CursorShape {
        switch cursor {
        case .default: .default
        case .pointer: .pointer
        case .grab: .grab
        case .grabbing: .grabbing
        case .rowResize: .rowResize
        }
    }
}
