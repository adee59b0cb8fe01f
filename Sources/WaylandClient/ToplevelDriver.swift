import ContentHost

/// The window-management requests for the toplevel. `Connection` (the C shim) is the live
/// implementation; tests record the calls.
protocol ToplevelBackend {
    /// Move, resize and the window menu go out with the serial of the latest press.
    func send(_ request: WindowRequest)
    /// xdg_toplevel.set_min_size (window-geometry size).
    func setMinimumSize(width: Int32, height: Int32)
    /// xdg_surface.set_window_geometry (logical px), applied with the next commit.
    func setWindowGeometry(_ rect: LogicalRect)
}

/// What the window does beside drawing, without I/O, beside `WindowDriver`: passes the
/// toplevel's states, bounds, capabilities and decoration mode to a `ToplevelContent`, sends
/// its requests, and keeps the minimum size and window geometry the compositor knows equal to
/// the content's (each sent once per change). The minimum size is every content's, decorated
/// or not.
struct ToplevelDriver {
    private let backend: ToplevelBackend
    private var sentMinimum: (width: Int, height: Int)?
    private var sentGeometry: LogicalRect?
    /// Suspended (xdg_toplevel.state suspended): nothing is drawn until a configure lifts it.
    private(set) var suspended = false

    init(backend: ToplevelBackend) { self.backend = backend }

    /// A configure's states, before the content hears its size.
    mutating func configure(states: ToplevelStates, content: WindowContent) {
        suspended = states.contains(.suspended)
        content.toplevelContent?.setStates(states)
    }

    /// Sends what the content asked for since the last tick, and a changed minimum size.
    mutating func update(content: WindowContent) {
        if let toplevel = content.toplevelContent {
            for request in toplevel.takeRequests() { backend.send(request) }
        }
        let minimum = content.minimumSize
        if sentMinimum.map({ $0 != minimum }) ?? true {
            backend.setMinimumSize(width: Int32(clamping: minimum.width), height: Int32(clamping: minimum.height))
            sentMinimum = minimum
        }
    }

    /// Before a buffer is committed: the geometry that buffer is drawn for, when it changed.
    /// A content that stops drawing decorations (the compositor took them) has no geometry of
    /// its own any more, but xdg-shell cannot unset one once sent: the whole surface is sent
    /// instead, and kept up with its size, so no stale margin is left around the window.
    mutating func beforeCommit(content: WindowContent) {
        let wanted: LogicalRect
        if let geometry = content.toplevelContent?.windowGeometry {
            wanted = geometry
        } else if sentGeometry != nil {
            let size = content.logicalSize
            wanted = LogicalRect(x: 0, y: 0, width: size.width, height: size.height)
        } else {
            return
        }
        guard wanted != sentGeometry else { return }
        backend.setWindowGeometry(wanted)
        sentGeometry = wanted
    }
}
