/// Which wl_surface is the window and which the popup, read from the client's requests
/// (`xdg_wm_base.get_xdg_surface`, `xdg_surface.get_toplevel` / `get_popup`,
/// `xdg_popup.destroy`), so that the decoder can route input by surface. Only the last few
/// xdg_surfaces are remembered: a client makes one for its window and one per popup, and
/// replay keeps constant memory however many popups a session opens.
struct SurfaceRoles {
    /// (xdg_surface id, wl_surface id) of the latest get_xdg_surface requests, newest last.
    private var xdgSurfaces: [(xdg: UInt32, surface: UInt32)] = []
    private static let remembered = 4

    /// Applies one request line to `decoder`; other requests change nothing.
    mutating func take(interface: Substring, objectID: UInt32, message: Substring,
                       argumentText: Substring, decoder: inout EventDecoder) {
        switch (interface, message) {
        case ("xdg_wm_base", "get_xdg_surface"):
            guard case .success(let args) = TraceArgumentLexer.lex(argumentText), args.count == 2,
                  case .newID(_, let xdg?) = args[0], case .object("wl_surface", let surface) = args[1] else { return }
            xdgSurfaces.append((xdg, surface))
            if xdgSurfaces.count > Self.remembered { xdgSurfaces.removeFirst() }
            // Until a get_toplevel says otherwise, the first xdg surface is the window's (a trace
            // may begin after the toplevel was made).
            if decoder.scale.windowSurface == nil { decoder.scale.windowSurface = surface }
        case ("xdg_surface", "get_toplevel"):
            if let surface = surface(of: objectID) { decoder.scale.windowSurface = surface }
        case ("xdg_surface", "get_popup"):
            guard case .success(let args) = TraceArgumentLexer.lex(argumentText), args.count >= 1,
                  case .newID(_, let popup?) = args[0], let surface = surface(of: objectID) else { return }
            decoder.popupDestroyed()
            decoder.popupSurface = surface
            decoder.popupObject = popup
        case ("xdg_popup", "destroy"):
            if decoder.popupObject == objectID { decoder.popupDestroyed() }
        default:
            return
        }
    }

    private func surface(of xdg: UInt32) -> UInt32? { xdgSurfaces.last { $0.xdg == xdg }?.surface }
}
