#if canImport(Glibc)
import Glibc
#endif

/// The app's side of AT-SPI as its poll loop sees it, from looking for the accessibility bus
/// to serving on it. Each step is a message sent and its answer served by `dispatch`, never a
/// wait: finding the bus (org.a11y.Bus.GetAddress, which may activate at-spi-bus-launcher)
/// and registering (Embed) may each take seconds, up to their 5 s timeouts, and meanwhile the
/// window keeps drawing, reading input and answering the compositor's pings.
///
/// ```swift
/// let accessibility = try AccessibilityConnection.start(source: app)   // throws AccessibilityUnavailable
/// // loop: poll(accessibility.pollRequest.fd …); try accessibility.dispatch(at: now); …; accessibility.frameDrawn()
/// ```
public final class AccessibilityConnection {
    private let source: AccessibilitySource
    private var stage: Stage

    private enum Stage {
        /// GetAddress asked on the session bus; its answer is on the way.
        case findingBus(session: AccessibilityBus, address: Result<String, AccessibilityUnavailable>?)
        case serving(AccessibilityServer)
    }

    private init(source: AccessibilitySource, stage: Stage) {
        self.source = source
        self.stage = stage
    }

    /// Starts joining the accessibility bus: at `busAddress` (`$AT_SPI_BUS_ADDRESS`) when set, else where the
    /// session bus's org.a11y.Bus says. Throws only what is known at once (libsystemd missing,
    /// no session bus); later failures come from `dispatch`.
    public static func start(
        source: AccessibilitySource, busAddress: String? = getenv("AT_SPI_BUS_ADDRESS").map { String(cString: $0) }
    ) throws(AccessibilityUnavailable) -> AccessibilityConnection {
        if let address = busAddress, !address.isEmpty {
            let server = AccessibilityServer(bus: try AccessibilityBus(address: address), source: source)
            return AccessibilityConnection(source: source, stage: .serving(server))
        }
        let session = try AccessibilityBus.session()
        let connection = AccessibilityConnection(source: source, stage: .findingBus(session: session, address: nil))
        let sent = session.call(
            destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", member: "GetAddress"
        ) { [weak connection] answer in
            guard let connection, case .findingBus(let session, .none) = connection.stage else { return }
            let address: Result<String, AccessibilityUnavailable> =
                switch answer {
                case .success(let reply):
                    reply.readString().flatMap { $0.isEmpty ? nil : $0 }.map { .success($0) }
                        ?? .failure(AccessibilityUnavailable(reason: "org.a11y.Bus.GetAddress returned no address"))
                case .failure(let why):
                    .failure(AccessibilityUnavailable(reason: "the session bus has no org.a11y.Bus (\(why))"))
                }
            connection.stage = .findingBus(session: session, address: address)
        }
        guard sent else { throw AccessibilityUnavailable(reason: "org.a11y.Bus.GetAddress could not be sent") }
        return connection
    }

    /// Registered with the AT-SPI registry: screen readers can find the application.
    public var isRegistered: Bool { if case .serving(let server) = stage { server.isRegistered } else { false } }

    /// What the loop polls: the session bus while the address is on its way, then the
    /// accessibility bus (fd, poll(2) events, timeout in ms, −1: none).
    public var pollRequest: (fd: Int32, events: Int16, timeout: Int32) {
        switch stage {
        case .findingBus(let session, _): session.pollRequest
        case .serving(let server): server.pollRequest
        }
    }

    /// Serves what arrived and takes the next step when an answer came; `now` (virtual ms) is
    /// when the source's Value and Action calls happen. Throws, once, why accessibility ended
    /// (no org.a11y.Bus, the registry refused, the bus went away): the caller then drops it.
    public func dispatch(at now: Double) throws(AccessibilityUnavailable) {
        switch stage {
        case .findingBus(let session, let address):
            if address == nil, !session.process() {
                throw AccessibilityUnavailable(reason: "the session bus went away")
            }
            guard case .findingBus(_, let answered?) = stage else { return }
            let bus = try AccessibilityBus(address: try answered.get())
            let server = AccessibilityServer(bus: bus, source: source)
            stage = .serving(server)
            try server.dispatch(at: now)
        case .serving(let server):
            try server.dispatch(at: now)
        }
    }

    /// After each frame drawn: the events of what changed, while a screen reader listens.
    public func frameDrawn() {
        if case .serving(let server) = stage { server.frameDrawn() }
    }
}
