import Accessibility
import WaylandClient

/// The accessibility server on the window's loop (`WaylandWindow.attachment`). With no
/// accessibility bus there is no attachment at all, so the loop is exactly what it is without
/// one; a bus that goes away later is said once and then left alone.
final class AccessibilityAttachment: LoopAttachment {
    private var server: AccessibilityServer?

    /// Joins the accessibility bus and registers `source`; nil (said once on stderr) when
    /// there is none.
    static func start(source: AccessibilitySource) -> AccessibilityAttachment? {
        do {
            return AccessibilityAttachment(server: try AccessibilityServer.start(source: source))
        } catch {
            printError("opacity-bars: no accessibility bus (\(error)): screen readers will not see this window")
            return nil
        }
    }

    private init(server: AccessibilityServer) { self.server = server }

    var pollRequest: (fd: Int32, events: Int16, timeout: Int32) {
        server?.pollRequest ?? (fd: -1, events: 0, timeout: -1)
    }

    func dispatch(at now: Double) {
        guard let server, !server.dispatch(at: now) else { return }
        printError("opacity-bars: the accessibility bus went away: screen readers no longer see this window")
        self.server = nil
    }

    func frameSent() { server?.frameDrawn() }
}
