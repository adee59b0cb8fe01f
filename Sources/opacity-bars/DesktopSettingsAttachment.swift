import ContentHost
import DesktopPortal
import Glibc
import WaylandClient

/// The Settings portal on the window's loop (`WaylandWindow.attachments`): the desktop's
/// settings as they are served and whenever they change, handed to the window (its content
/// and its cursor).
/// `--color-scheme` fixes the scheme whatever the portal says; the double-click time, which the
/// portal does not serve, comes from `DoubleClickAttachment`. Without a session bus there is no
/// attachment: the content keeps what it was given at start.
final class DesktopSettingsAttachment: LoopAttachment {
    private var portal: SettingsPortal?
    private let apply: (DesktopSettings) -> Void
    private let colorScheme: DesktopSettings.ColorScheme?
    private var saidFailure = false
    /// The portal's settings last handed on (nil: none served yet).
    private var served: DesktopSettings?
    /// GSettings' double-click time (nil: none read).
    var doubleClickTime: Int? {
        didSet { if doubleClickTime != oldValue { hand() } }
    }

    private init(
        portal: SettingsPortal, apply: @escaping (DesktopSettings) -> Void, colorScheme: DesktopSettings.ColorScheme?
    ) {
        self.portal = portal
        self.apply = apply
        self.colorScheme = colorScheme
    }

    /// Asks the portal, answered on the loop; nil (said once on stderr) without a session bus.
    static func start(
        colorScheme: DesktopSettings.ColorScheme?, apply: @escaping (DesktopSettings) -> Void
    ) -> DesktopSettingsAttachment? {
        do {
            return DesktopSettingsAttachment(portal: try SettingsPortal.start(), apply: apply, colorScheme: colorScheme)
        } catch {
            printError("opacity-bars: \(error): the desktop's settings are the defaults")
            return nil
        }
    }

    var pollRequest: (fd: Int32, events: Int16, timeout: Int32) {
        portal?.pollRequest ?? (fd: -1, events: 0, timeout: -1)
    }

    func dispatch(at now: Double) {
        guard let portal else { return }
        do { try portal.dispatch() } catch {
            printError("opacity-bars: \(error): the desktop's settings no longer change")
            self.portal = nil
            return
        }
        if let failure = portal.failure, !saidFailure {
            saidFailure = true
            printError("opacity-bars: \(failure): the desktop's settings are the defaults")
        }
        if let settings = portal.takeChange() {
            served = settings
            hand()
        }
    }

    /// The portal's settings (the defaults before it answers), with `--color-scheme` and the
    /// double-click time over them.
    private func hand() {
        var settings = served ?? .standard
        if let colorScheme { settings.colorScheme = colorScheme }
        if let doubleClickTime { settings.doubleClickTime = doubleClickTime }
        apply(settings)
    }

    func frameSent() {}
}

/// GSettings' double-click time for the window's settings, now and whenever the user changes
/// it (`GSettingsWatch`): started with the portal's attachment, after the first frame, so that
/// GIO is loaded then and not before. Without GIO, the schema or the key, none: the default holds.
final class DoubleClickAttachment: LoopAttachment {
    private let watch: GSettingsWatch
    private let settings: DesktopSettingsAttachment

    private init(watch: GSettingsWatch, settings: DesktopSettingsAttachment) {
        self.watch = watch
        self.settings = settings
    }

    static func start(for settings: DesktopSettingsAttachment?) -> DoubleClickAttachment? {
        guard let settings else { return nil }
        do { return DoubleClickAttachment(watch: try GSettingsWatch.doubleClickTime(), settings: settings) } catch {
            printError("opacity-bars: \(error): the double-click time is the default")
            return nil
        }
    }

    var pollRequest: (fd: Int32, events: Int16, timeout: Int32) { (watch.fd, Int16(POLLIN), -1) }

    func dispatch(at now: Double) {
        if let ms = watch.take(), ms > 0 { settings.doubleClickTime = Int(ms) }
    }

    func frameSent() {}
}
