/// What the compositor says about the window beyond its size, and what a content that draws
/// its own title bar asks of it: the xdg_toplevel vocabulary without Wayland.

/// xdg_toplevel.configure's states, as bits `1 << state` (the protocol's numbering, so the
/// shim passes them through unchanged).
public struct ToplevelStates: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let maximized = ToplevelStates(rawValue: 1 << 1)
    public static let fullscreen = ToplevelStates(rawValue: 1 << 2)
    /// An interactive resize is in progress.
    public static let resizing = ToplevelStates(rawValue: 1 << 3)
    /// Decorations are drawn as those of the active window.
    public static let activated = ToplevelStates(rawValue: 1 << 4)
    public static let tiledLeft = ToplevelStates(rawValue: 1 << 5)
    public static let tiledRight = ToplevelStates(rawValue: 1 << 6)
    public static let tiledTop = ToplevelStates(rawValue: 1 << 7)
    public static let tiledBottom = ToplevelStates(rawValue: 1 << 8)
    /// Not visible at all (minimized, another workspace): draw nothing.
    public static let suspended = ToplevelStates(rawValue: 1 << 9)

    /// States in which the window's edges touch something (the screen, another window): no
    /// shadow, square corners, no resize margin outside the window.
    public static let constrained: ToplevelStates = [
        .maximized, .fullscreen, .tiledLeft, .tiledRight,
        .tiledTop, .tiledBottom,
    ]
}

/// xdg_toplevel.wm_capabilities, as bits `1 << capability`. A compositor that never sends
/// them supports all (`all`).
public struct WindowCapabilities: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let windowMenu = WindowCapabilities(rawValue: 1 << 1)
    public static let maximize = WindowCapabilities(rawValue: 1 << 2)
    public static let fullscreen = WindowCapabilities(rawValue: 1 << 3)
    public static let minimize = WindowCapabilities(rawValue: 1 << 4)
    public static let all: WindowCapabilities = [.windowMenu, .maximize, .fullscreen, .minimize]
}

/// Who draws the title bar and the border.
public enum DecorationMode: Sendable, Equatable {
    /// The compositor (xdg-decoration granted server-side), or nobody: the content fills the
    /// surface.
    case server
    /// The client: the compositor offers no xdg-decoration (GNOME, weston) or asked for it.
    case client
}

/// xdg_toplevel.resize_edge, as bits: top 1, bottom 2, left 4, right 8, a corner the sum.
public struct ResizeEdges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let top = ResizeEdges(rawValue: 1)
    public static let bottom = ResizeEdges(rawValue: 2)
    public static let left = ResizeEdges(rawValue: 4)
    public static let right = ResizeEdges(rawValue: 8)
}

/// A window-management request from the content's own title bar or edges; the host sends it
/// to the compositor (move, resize and the window menu with the serial of the press that
/// started them).
public enum WindowRequest: Equatable, Sendable {
    case move
    case resize(ResizeEdges)
    case setMaximized(Bool)
    /// xdg_toplevel.set_fullscreen (on the output the compositor picks) or unset_fullscreen.
    case setFullscreen(Bool)
    case minimize
    /// The compositor's window menu at this point of the surface (logical px), the origin
    /// xdg-shell names: the surface's own, not the window geometry's.
    case showWindowMenu(x: Int, y: Int)
}

/// A rectangle in logical (surface) pixels.
public struct LogicalRect: Equatable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// A `WindowContent` that takes part in window management: it hears the toplevel's states,
/// bounds, capabilities and decoration mode, and may ask for moves, resizes and maximizing.
/// Hosts find it through `WindowContent.toplevelContent`; `Decorations.DecoratedWindow` is the
/// one the apps use.
///
/// Order, as the compositor sends them: `setBounds` and `setCapabilities` when they come,
/// `setDecorationMode` and `setStates` just before the `configure(width:height:)` they
/// belong to.
public protocol ToplevelContent: WindowContent {
    func setStates(_ states: ToplevelStates)
    /// xdg_toplevel.configure_bounds: the largest a window should be at its first size (0 = unknown).
    func setBounds(width: Int, height: Int)
    func setCapabilities(_ capabilities: WindowCapabilities)
    func setDecorationMode(_ mode: DecorationMode)
    /// The part of the surface that is the window (logical px); nil = all of it. Sent with
    /// the next buffer when it changes.
    var windowGeometry: LogicalRect? { get }
    /// Requests since the last call, in order.
    func takeRequests() -> [WindowRequest]
}

extension ToplevelContent {
    public var toplevelContent: (any ToplevelContent)? { self }
}
