import Accessibility
import Decorations

/// The window as both apps show it to a screen reader, and the root of both trees: the
/// application, and below it a frame named by the title, active while the compositor shows
/// the window active. Each app adds what its model holds below the frame.
public struct AccessibleWindow {
    public let decorated: DecoratedWindow
    public let title: String

    public init(_ decorated: DecoratedWindow, title: String) {
        self.decorated = decorated
        self.title = title
    }

    /// A tree holding the application `name` and the window's frame; the frame's index, to
    /// add below; and the window as it is now, to place content in it.
    func root(application name: String) -> (tree: AccessibleTree, frame: Int, window: WindowFrame) {
        var tree = AccessibleTree(application: name)
        let window = WindowFrame(decorated)
        let frame = tree.add(window.node(title: title), under: 0)
        return (tree, frame, window)
    }
}

/// An app as its accessibility source reads it: the core whose model the tree is read from,
/// and the window around it. Both apps' sources are one of these.
public class AccessibleApp<Core: AnyObject> {
    let core: Core
    let window: AccessibleWindow

    public init(core: Core, window: AccessibleWindow) {
        self.core = core
        self.window = window
    }
}

/// The window at one moment: whether it is active, its size, and the rule from content to
/// window coordinates (below the title bar when the app draws one).
struct WindowFrame {
    let isActive: Bool
    let size: (width: Int, height: Int)
    let origin: (x: Int, y: Int)

    init(_ window: DecoratedWindow) {
        (isActive, size, origin) = (window.isActive, window.windowSize, window.contentOrigin)
    }

    func node(title: String) -> AccessibleNode {
        var states: AccessibleStates = [.visible, .showing, .enabled, .sensitive, .resizable]
        if isActive { states.insert(.active) }
        return AccessibleNode(
            id: "window", role: .frame, name: title, states: states,
            extents: AccessibleRect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)))
    }

    /// A rectangle in the content's coordinates, in window coordinates.
    func extents(x: Double, y: Double, width: Double, height: Double) -> AccessibleRect {
        AccessibleRect(x: x + Double(origin.x), y: y + Double(origin.y), width: width, height: height)
    }
}
