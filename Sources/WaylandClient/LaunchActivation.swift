#if canImport(Glibc)
import Glibc
#endif

/// The xdg-activation token a launcher starts the app with (`XDG_ACTIVATION_TOKEN`, what a
/// desktop file's `StartupNotify=true` asks for): shown to the compositor when the window
/// maps, so that focus-stealing prevention lets the window the user asked for take focus.
///
/// Taken once: the variable is unset as it is read, as GTK and foot do, so that a process
/// the app starts later never presents a token that is not its own. `DESKTOP_STARTUP_ID` is
/// X11's startup notification and means nothing to a Wayland compositor.
enum LaunchActivation {
    static let variable = "XDG_ACTIVATION_TOKEN"

    /// The token, or nil when the app was not started with one; unsets the variable.
    static func takeToken() -> String? {
        guard let value = getenv(variable) else { return nil }
        let token = String(cString: value)
        unsetenv(variable)
        return token.isEmpty ? nil : token
    }
}
