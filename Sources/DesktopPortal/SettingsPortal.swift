import Accessibility
import ContentHost

/// The desktop's settings through xdg-desktop-portal's `org.freedesktop.portal.Settings`, on
/// the session bus: `ReadAll` once, then every `SettingChanged`, as libadwaita follows them.
/// Served from the owner's poll loop (`pollRequest`, `dispatch`) like the accessibility bus,
/// never waited on: the answer comes when it comes, and until then, or without a portal, the
/// settings are the defaults (`DesktopSettings.standard`).
public final class SettingsPortal {
    private let bus: AccessibilityBus
    private var served = PortalSettings()
    private var changed = false
    /// Why the portal serves nothing (no portal on the bus, ReadAll refused), once known.
    public private(set) var failure: String?

    static let destination = "org.freedesktop.portal.Desktop"
    static let path = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"

    private init(bus: AccessibilityBus) { self.bus = bus }

    /// Connects to the session bus, follows `SettingChanged` and asks `ReadAll`; throws when
    /// there is no session bus.
    public static func start() throws(PortalUnavailable) -> SettingsPortal {
        let bus: AccessibilityBus
        do { bus = try AccessibilityBus.session() } catch { throw PortalUnavailable(reason: error.reason) }
        let portal = SettingsPortal(bus: bus)
        // The match before the question: a change in between is not missed.
        _ = bus.onSignal(path: path, interface: interface, member: "SettingChanged") { [weak portal] signal in
            guard let portal, let namespace = signal.readString(), let key = signal.readString(),
                let value = signal.readVariant()
            else { return }
            portal.take(namespace: namespace, key: key, value: value)
        }
        let sent = bus.call(
            destination: destination, path: path, interface: interface, member: "ReadAll",
            arguments: { call in call.container("a", "s") { for n in PortalSettings.namespaces { call.append(n) } } },
            answer: { [weak portal] answer in
                guard let portal else { return }
                switch answer {
                case .success(let reply): portal.readAll(reply)
                case .failure(let why): portal.failure = "the Settings portal answered nothing (\(why))"
                }
            })
        guard sent else { throw PortalUnavailable(reason: "ReadAll could not be sent") }
        return portal
    }

    /// The settings served so far.
    public var settings: DesktopSettings { served.settings }

    /// The settings, when they changed since the last call; nil otherwise.
    public func takeChange() -> DesktopSettings? {
        defer { changed = false }
        return changed ? served.settings : nil
    }

    /// What the loop polls: fd, poll(2) events, timeout (ms, −1: none).
    public var pollRequest: (fd: Int32, events: Int16, timeout: Int32) { bus.pollRequest }

    /// Serves what arrived; throws when the session bus went away.
    public func dispatch() throws(PortalUnavailable) {
        guard bus.process() else { throw PortalUnavailable(reason: "the session bus went away") }
    }

    private func take(namespace: String, key: String, value: PortalValue) {
        if served.set(namespace: namespace, key: key, value: value) { changed = true }
    }

    /// ReadAll's `a{sa{sv}}`: namespace → key → value.
    private func readAll(_ reply: BusMessage) {
        guard reply.enter("a", "{sa{sv}}") else { return }
        while reply.enter("e", "sa{sv}") {
            if let namespace = reply.readString(), reply.enter("a", "{sv}") {
                while reply.enter("e", "sv") {
                    if let key = reply.readString(), let value = reply.readVariant() {
                        take(namespace: namespace, key: key, value: value)
                    }
                    reply.exit()
                }
                reply.exit()
            }
            reply.exit()
        }
        reply.exit()
        changed = true
    }
}

/// Why the desktop's settings are the defaults: no session bus, or it went away.
public struct PortalUnavailable: Error, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
}

extension BusMessage {
    /// A variant holding a basic value (or a variant of one, as some portals wrap them); nil
    /// for anything else, which is skipped.
    func readVariant() -> PortalValue? {
        guard let contents = nextContents, enter("v", contents) else { return nil }
        defer { exit() }
        switch contents {
        case "u": return readUInt32().map(PortalValue.uint32)
        case "i": return readInt32().map(PortalValue.int32)
        case "b": return readBool().map(PortalValue.bool)
        case "s": return readString().map(PortalValue.string)
        case "d": return readDouble().map(PortalValue.double)
        case "v": return readVariant()
        default:
            skip(contents)
            return nil
        }
    }
}
