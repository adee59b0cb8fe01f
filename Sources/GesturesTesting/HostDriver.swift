import Gestures

/// A `GestureHost` as a test drives it: every event sent as Wayland groups it (the host's
/// framing is `.wayland`), the reports drained after every call so that the gestures'
/// callbacks have run when the call returns, and each report kept, in order.
///
/// ```swift
/// let driver = InputDriver(DrainingHost(root: card))
/// driver.down(0, 120, 80)
/// driver.advance(by: 0.6)          // the long press fires, its callbacks run
/// driver.move(0, 160, 80)
/// driver.up()
/// #expect(driver.target.reports.map(\.kind) == [.longPress, .longPress, .drag, …])
/// ```
public final class DrainingHost: InputTarget {
    public let host: GestureHost
    /// Every report drained so far, oldest first.
    public var reports: [GestureReport] = []

    public init(_ host: GestureHost = GestureHost(framing: .wayland)) { self.host = host }

    /// A host whose tree is `root`.
    public convenience init(root: GestureView) {
        self.init()
        host.root = root
    }

    public func handle(_ event: InputEvent, at now: Double) {
        host.send(event, at: now)
        host.drainReports { reports.append($0) }
    }

    public func advance(to now: Double) {
        host.advance(to: now)
        host.drainReports { reports.append($0) }
    }
}

extension InputDriver where Target == DrainingHost {
    /// Drives a host whose tree is `root`.
    public convenience init(root: GestureView) { self.init(DrainingHost(root: root)) }

    public var host: GestureHost { target.host }
    public var reports: [GestureReport] { target.reports }
}
