import Foundation

/// A D-Bus session of its own on which the real xdg-desktop-portal, its GTK backend and a
/// dconf-backed GSettings store run (D-Bus activated on first use), as on a GNOME desktop:
/// `gsettings set` changes what the portal serves, and the portal tells its clients. Started
/// inside a compositor's environment, since the GTK backend needs a display. Stopping the
/// process group stops the daemons it started.
final class PortalSession {
    let bus: SessionBus
    var address: String { bus.address }
    private let environment: [String: String]
    /// dconf's user database lives under it.
    private let configHome: String

    /// `compositor`: the compositor's environment (WAYLAND_DISPLAY, XDG_RUNTIME_DIR).
    init(compositor: [String: String], artifacts: URL) throws {
        let config = artifacts.appendingPathComponent("config").path   // dconf's user database
        try? FileManager.default.removeItem(atPath: config)
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        var env = compositor
        for key in ["DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "DISPLAY"] { env.removeValue(forKey: key) }
        env["XDG_CURRENT_DESKTOP"] = "GNOME"   // the GTK backend's UseIn
        env["GSETTINGS_BACKEND"] = "dconf"
        env["XDG_CONFIG_HOME"] = config
        bus = try SessionBus(
            environment: env, addressFile: artifacts.appendingPathComponent("portal-bus-address").path,
            stderr: artifacts.appendingPathComponent("portal.stderr").path)
        env["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        environment = env
        configHome = config
    }

    func stop() { bus.stop() }

    /// What the app needs to reach this session's portal.
    var appEnvironment: [String: String] {
        [
            "DBUS_SESSION_BUS_ADDRESS": address, "AT_SPI_BUS_ADDRESS": "",
            // GIO reads what the portal does not serve (the double-click time) from the same store.
            "GSETTINGS_BACKEND": "dconf", "XDG_CONFIG_HOME": configHome,
        ]
    }

    /// `gsettings set SCHEMA KEY VALUE` in the session (dconf, through its D-Bus service).
    func set(_ schema: String, _ key: String, _ value: String) throws {
        try Processes.check("/usr/bin/gsettings", ["set", schema, key, value], environment: environment, timeout: 20)
    }
}
