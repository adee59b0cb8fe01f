import Accessibility
import WaylandClient

/// The accessibility server on the window's loop (`WaylandWindow.attachments`). With no
/// accessibility bus there is no attachment at all, so the loop is exactly what it is without
/// one; a bus that goes away later is said once and then left alone.
final class AccessibilityAttachment: LoopAttachment {
    private var connection: AccessibilityConnection?

    /// Starts joining the accessibility bus and registering `source`, answered on the loop;
    /// nil (said once on stderr) when there is plainly none.
    static func start(source: AccessibilitySource) -> AccessibilityAttachment? {
        do {
            return AccessibilityAttachment(connection: try AccessibilityConnection.start(source: source))
        } catch {
            printError("opacity-bars: no accessibility bus (\(error)): screen readers will not see this window")
            return nil
        }
    }

    private init(connection: AccessibilityConnection) { self.connection = connection }

    var pollRequest: (fd: Int32, events: Int16, timeout: Int32) {
        connection?.pollRequest ?? (fd: -1, events: 0, timeout: -1)
    }

    func dispatch(at now: Double) {
        do {
            try connection?.dispatch(at: now)
        } catch {
            let registered = connection?.isRegistered ?? false
            printError(
                registered
                    ? "opacity-bars: \(error): screen readers no longer see this window"
                    : "opacity-bars: no accessibility bus (\(error)): screen readers will not see this window")
            connection = nil
        }
    }

    func frameSent() { connection?.frameDrawn() }
}
