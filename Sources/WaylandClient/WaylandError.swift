/// Why the window's loop could not go on. The description names the Wayland interface,
/// object and error code for protocol errors (wl_display_get_protocol_error).
public struct WaylandError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Why `WaylandWindow.run()` returned normally: each is a clean exit (status 0).
public enum ExitReason: Equatable, Sendable {
    /// The compositor sent xdg_toplevel.close (or the content asked to close).
    case closed
    /// SIGINT or SIGTERM.
    case signal(Int32)
}
