import Gestures

/// Which of the client's surfaces an input event arrived on.
public enum InputSurface: Sendable, Hashable {
    /// The window (the xdg_toplevel's surface).
    case window
    /// The content's popup (`PopupContent`).
    case popup
    /// Any other surface of the client (a subsurface, another client's popup in a trace).
    case other
}

/// The one rule, for both hosts, for input on the client's several surfaces: what arrives on
/// the popup is moved into the window's coordinates by the popup's configured position, what
/// arrives on any other surface is left out. Live, the shim tells which surface a pointer
/// entered or a touch went down on; replay, the trace's object ids do.
///
/// Why translate rather than tag events with their surface: the content has one gesture engine
/// and one pointer, and the compositor moves that pointer between the window and the popup
/// with a leave and an enter, exactly as between two regions of one window. In window
/// coordinates the popup's rectangle is simply on top, so the content's regions and snapshot
/// need no second coordinate space, and `InputEvent` (the engine's vocabulary) stays as it is.
///
/// Only enter, motion, touch down and touch motion carry positions; a surface is named only on
/// enter and touch down, so the pointer's and each touch's surface is remembered until leave
/// and up. Nothing here allocates after `init`.
public struct SurfaceInputRouting: Sendable, Equatable {
    /// The popup's position relative to the window (xdg_popup.configure); nil while there is
    /// no configured popup.
    public var popupOrigin: Point?
    /// The surface the pointer is on.
    public private(set) var pointerSurface = InputSurface.window
    /// Touch points down on a surface other than the window, with that surface.
    private var touches: [(id: Int32, surface: InputSurface)] = []
    /// Touch points tracked on other surfaces at once (more are rare and stay on the window).
    public static let maxTrackedTouches = 32

    public init() { touches.reserveCapacity(Self.maxTrackedTouches) }

    public static func == (a: Self, b: Self) -> Bool {
        a.popupOrigin == b.popupOrigin && a.pointerSurface == b.pointerSurface
            && a.touches.map(\.id) == b.touches.map(\.id) && a.touches.map(\.surface) == b.touches.map(\.surface)
    }

    /// The popup is gone (destroyed or dismissed).
    public mutating func popupClosed() { popupOrigin = nil }

    /// `event` as the content should see it, or nil when it is left out. `surface` is the
    /// surface an enter or a touch down names; other events follow the remembered one.
    public mutating func route(_ event: InputEvent, surface: InputSurface = .window) -> InputEvent? {
        switch event {
        case .pointerEnter(let p):
            pointerSurface = surface
            return moved(p, on: surface).map { .pointerEnter($0) }
        case .pointerLeave:
            defer { pointerSurface = .window }
            return pointerSurface == .other ? nil : event
        case .pointerMotion(let p, let time):
            return moved(p, on: pointerSurface).map { .pointerMotion($0, time: time) }
        case .pointerButton:
            return pointerSurface == .other ? nil : event
        case .touchDown(let id, let p, let time):
            if surface != .window, touches.count < Self.maxTrackedTouches { touches.append((id, surface)) }
            return moved(p, on: surface).map { .touchDown(id: id, $0, time: time) }
        case .touchMotion(let id, let p, let time):
            return moved(p, on: touchSurface(id)).map { .touchMotion(id: id, $0, time: time) }
        case .touchUp(let id, _):
            let on = touchSurface(id)
            touches.removeAll { $0.id == id }
            return on == .other ? nil : event
        case .touchCancel:
            touches.removeAll(keepingCapacity: true)
            return event
        default:
            return event
        }
    }

    private func touchSurface(_ id: Int32) -> InputSurface {
        touches.first { $0.id == id }?.surface ?? .window
    }

    /// `p` in window coordinates; nil for another surface's, or the popup's before it is placed.
    private func moved(_ p: Point, on surface: InputSurface) -> Point? {
        switch surface {
        case .window: return p
        case .popup: return popupOrigin.map { p + $0 }
        case .other: return nil
        }
    }
}
