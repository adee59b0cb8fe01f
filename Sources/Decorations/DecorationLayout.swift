import ContentHost
import Gestures

/// Where everything of a decorated window is, in logical surface px, for one size and set of
/// states: the window geometry inside its shadow margin, the title bar, the buttons, the
/// content, and which edge a point resizes. A value: recomputed on every change, compared to
/// know what to redraw.
public struct DecorationLayout: Equatable, Sendable {
    public enum Button: Int, CaseIterable, Sendable { case minimize, maximize, close }

    /// Who draws (`server`: nothing here, the content fills the surface).
    public let mode: DecorationMode
    public let states: ToplevelStates
    /// The window geometry's size (content plus title bar).
    public let windowWidth: Int, windowHeight: Int
    public let margin: Int
    public let titleBarHeight: Int
    public let cornerRadius: Int
    private let style: DecorationStyle
    /// The buttons shown, left to right: what the compositor can do and the desktop's
    /// button layout names.
    public let buttons: [Button]

    /// The layout around a content of `contentWidth` × `contentHeight`.
    public init(
        mode: DecorationMode, states: ToplevelStates, capabilities: WindowCapabilities,
        contentWidth: Int, contentHeight: Int, style: DecorationStyle = .standard,
        named: TitleBarButtons = .all
    ) {
        self.mode = mode
        self.states = states
        self.style = style
        titleBarHeight = Self.titleBarHeight(mode: mode, states: states, style: style)
        let floating = titleBarHeight > 0 && states.isDisjoint(with: ToplevelStates.constrained)
        margin = floating ? style.margin : 0
        cornerRadius = floating ? style.cornerRadius : 0
        windowWidth = contentWidth
        windowHeight = contentHeight + titleBarHeight
        var shown: [Button] = []
        if titleBarHeight > 0 {
            if capabilities.contains(.minimize), named.contains(.minimize) { shown.append(.minimize) }
            if capabilities.contains(.maximize), named.contains(.maximize) { shown.append(.maximize) }
            if named.contains(.close) { shown.append(.close) }
        }
        buttons = shown
    }

    /// Client-side and not fullscreen: a title bar is drawn.
    public static func titleBarHeight(mode: DecorationMode, states: ToplevelStates, style: DecorationStyle) -> Int {
        mode == .client && !states.contains(.fullscreen) ? style.titleBarHeight : 0
    }

    /// Decorations are drawn (client-side, not fullscreen).
    public var isDrawn: Bool { titleBarHeight > 0 }
    public var surfaceWidth: Int { windowWidth + 2 * margin }
    public var surfaceHeight: Int { windowHeight + 2 * margin }
    /// What xdg_surface.set_window_geometry says; nil when nothing is drawn around the content.
    public var windowGeometry: LogicalRect? {
        mode == .client ? LogicalRect(x: margin, y: margin, width: windowWidth, height: windowHeight) : nil
    }
    public var contentRect: LogicalRect {
        LogicalRect(x: margin, y: margin + titleBarHeight, width: windowWidth, height: windowHeight - titleBarHeight)
    }
    public var titleBarRect: LogicalRect {
        LogicalRect(x: margin, y: margin, width: windowWidth, height: titleBarHeight)
    }

    /// The hit box of `button`, right-aligned in the title bar.
    public func rect(of button: Button) -> LogicalRect? {
        guard let index = buttons.firstIndex(of: button) else { return nil }
        let fromRight = buttons.count - 1 - index
        let x =
            margin + windowWidth - style.buttonInset - style.buttonSize
            - fromRight * (style.buttonSize + style.buttonSpacing)
        return LogicalRect(
            x: x, y: margin + (titleBarHeight - style.buttonSize) / 2,
            width: style.buttonSize, height: style.buttonSize)
    }

    /// The title's box: between the left inset and the first button.
    public var titleRect: LogicalRect {
        let right =
            buttons.first.flatMap { rect(of: $0) }.map { $0.x - style.buttonSpacing }
            ?? margin + windowWidth - style.buttonInset
        let left = margin + style.buttonInset
        return LogicalRect(x: left, y: margin, width: max(0, right - left), height: titleBarHeight)
    }

    public func button(at x: Double, _ y: Double) -> Button? {
        buttons.first { b in rect(of: b).map { $0.contains(x, y) } ?? false }
    }

    public func inContent(_ x: Double, _ y: Double) -> Bool { contentRect.contains(x, y) }
    public func inTitleBar(_ x: Double, _ y: Double) -> Bool { isDrawn && titleBarRect.contains(x, y) }

    /// The edges a press at (x, y) resizes: in the margin outside the window, with corners
    /// reaching `cornerGrip` along each edge. Empty inside the window or when not floating.
    public func resizeEdges(at x: Double, _ y: Double) -> ResizeEdges {
        guard margin > 0 else { return [] }
        let g = LogicalRect(x: margin, y: margin, width: windowWidth, height: windowHeight)
        if g.contains(x, y) { return [] }
        guard x >= 0, y >= 0, x < Double(surfaceWidth), y < Double(surfaceHeight) else { return [] }
        let grip = Double(style.cornerGrip)
        let left = Double(g.x), right = Double(g.x + g.width), top = Double(g.y), bottom = Double(g.y + g.height)
        var edges: ResizeEdges = []
        // Outside an edge resizes it; near a corner, the neighbouring edge too.
        if x < left || x >= right {
            edges.insert(x < left ? .left : .right)
            if y < top + grip { edges.insert(.top) } else if y >= bottom - grip { edges.insert(.bottom) }
        }
        if y < top || y >= bottom {
            edges.insert(y < top ? .top : .bottom)
            if x < left + grip { edges.insert(.left) } else if x >= right - grip { edges.insert(.right) }
        }
        return edges
    }
}

extension LogicalRect {
    func contains(_ px: Double, _ py: Double) -> Bool {
        px >= Double(x) && py >= Double(y) && px < Double(x + width) && py < Double(y + height)
    }
}

extension ResizeEdges {
    /// The cursor that shows this resize.
    var cursor: CursorShape {
        switch self {
        case [.top, .left]: .nwResize
        case [.top, .right]: .neResize
        case [.bottom, .left]: .swResize
        case [.bottom, .right]: .seResize
        case .top: .nResize
        case .bottom: .sResize
        case .left: .wResize
        case .right: .eResize
        default: .default
        }
    }
}
