import ContentHost
import DesktopPortal
import WaylandClient

/// The Settings portal on the window's loop (`WaylandWindow.attachments`): the desktop's
/// settings as they are served and whenever they change, handed to the window's content.
/// `--color-scheme` fixes the scheme whatever the portal says. The double-click time, which the
/// portal does not serve, is read from GSettings (GIO) once, after the first frame. Without a
/// session bus there is no attachment: the content keeps what it was given at start.
final class DesktopSettingsAttachment: LoopAttachment {
    private var portal: SettingsPortal?
    private let content: WindowContent
    private let colorScheme: DesktopSettings.ColorScheme?
    private var saidFailure = false
    /// The portal's settings last handed on (nil: none served yet), and GSettings' double-click
    /// time once read.
    private var served: DesktopSettings?
    private var doubleClickTime: Int?
    private var readGSettings = false

    private init(portal: SettingsPortal, content: WindowContent, colorScheme: DesktopSettings.ColorScheme?) {
        self.portal = portal
        self.content = content
        self.colorScheme = colorScheme
    }

    /// Asks the portal, answered on the loop; nil (said once on stderr) without a session bus.
    static func start(content: WindowContent, colorScheme: DesktopSettings.ColorScheme?) -> DesktopSettingsAttachment? {
        do {
            return DesktopSettingsAttachment(
                portal: try SettingsPortal.start(), content: content, colorScheme: colorScheme)
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
        content.setDesktopSettings(settings)
    }

    /// After the first frame: GIO is loaded then, not before it.
    func frameSent() {
        guard !readGSettings else { return }
        readGSettings = true
        doubleClickTime = GSettingsReader.doubleClickTime()
        if let doubleClickTime, doubleClickTime != (served ?? .standard).doubleClickTime { hand() }
    }
}
