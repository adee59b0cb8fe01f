/// Which wl_surface is the window and which the popup, read from the client's requests
/// (`xdg_wm_base.get_xdg_surface`, `xdg_surface.get_toplevel` / `get_popup`,
/// `xdg_popup.destroy`), so that the decoder can route input by surface. Only the last few
/// xdg_surfaces are remembered: a client makes one for its window and one per popup, and
/// replay keeps constant memory however many popups a session opens.
struct SurfaceRoles {
    /// (xdg_surface id, wl_surface id) of the latest get_xdg_surface requests, newest last.
    private var xdgSurfaces: [(xdg: UInt32, surface: UInt32)] = []
    private static let remembered = 4

    /// The window's xdg_surface (from its get_toplevel).
    private var windowXDGSurface: UInt32?

    /// Applies one request line to `decoder`; other requests change nothing. Returns the event
    /// a request means for the content: the window geometry the client set.
    mutating func take(
        interface: Substring, objectID: UInt32, message: Substring,
        argumentText: Substring, decoder: inout EventDecoder
    ) -> TraceEvent? {
        switch (interface, message) {
        case ("xdg_wm_base", "get_xdg_surface"):
            guard case .success(let args) = TraceArgumentLexer.lex(argumentText), args.count == 2,
                case .newID(_, let xdg?) = args[0], case .object("wl_surface", let surface) = args[1]
            else { return nil }
            xdgSurfaces.append((xdg, surface))
            if xdgSurfaces.count > Self.remembered { xdgSurfaces.removeFirst() }
            // Until a get_toplevel says otherwise, the first xdg surface is the window's (a trace
            // may begin after the toplevel was made).
            if decoder.scale.windowSurface == nil { decoder.scale.windowSurface = surface }
        case ("xdg_surface", "get_toplevel"):
            windowXDGSurface = objectID
            if let surface = surface(of: objectID) { decoder.scale.windowSurface = surface }
        case ("xdg_surface", "set_window_geometry"):
            guard objectID == windowXDGSurface, case .success(let args) = TraceArgumentLexer.lex(argumentText),
                args.count == 4, case .int(let x) = args[0], case .int(let y) = args[1],
                case .int(let w) = args[2], case .int(let h) = args[3]
            else { return nil }
            decoder.geometryOrigin = (Int(x), Int(y))
            return .windowGeometry(x: Int(x), y: Int(y), width: Int(w), height: Int(h))
        case ("xdg_surface", "get_popup"):
            guard case .success(let args) = TraceArgumentLexer.lex(argumentText), args.count >= 1,
                case .newID(_, let popup?) = args[0], let surface = surface(of: objectID)
            else { return nil }
            decoder.popupDestroyed()
            decoder.popupSurface = surface
            decoder.popupObject = popup
        case ("xdg_popup", "destroy"):
            if decoder.popupObject == objectID { decoder.popupDestroyed() }
        default:
            break
        }
        return nil
    }

    private func surface(of xdg: UInt32) -> UInt32? { xdgSurfaces.last { $0.xdg == xdg }?.surface }
}
