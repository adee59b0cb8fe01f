import ContentHost
import Drawing
import Gestures
import Testing

@testable import WaylandClient

/// The surface requests (through `RecordingBackend`) and the toplevel's in one log, in order.
final class ToplevelRecordingBackend: SurfaceBackend, ToplevelBackend {
    let surface = RecordingBackend()
    var log: [String] = []

    func createBuffer(width: Int, height: Int) -> AllocatedBuffer? {
        surface.createBuffer(width: width, height: height)
    }
    func destroyBuffer(id: Int32) { surface.destroyBuffer(id: id) }
    func ackConfigure(serial: UInt32) { log.append("ack \(serial)") }
    func setBufferScale(_ scale: Int32) {}
    func setViewportDestination(width: Int32, height: Int32) {}
    func setCursor(_ shape: CursorShape, scale: Int32) {}
    func hideCursor() {}
    func setCursorTheme(name: String?, size: Int?) {}
    func showCursorImage(
        buffer: Int32, bufferScale: Int32, destination: (width: Int32, height: Int32)?, hotSpot: (x: Int32, y: Int32)
    ) {}
    func requestFrame() {}
    func setOpaqueRegion(_ rect: LogicalRect?) {}
    func requestPresentationFeedback(frame: UInt32) {}
    func commit(buffer id: Int32?, damage: Region) { log.append(id == nil ? "commit" : "commit buffer") }
    func send(_ request: WindowRequest) { log.append("\(request)") }
    func setMinimumSize(width: Int32, height: Int32) { log.append("min-size \(width)×\(height)") }
    func setWindowGeometry(_ r: LogicalRect) { log.append("geometry \(r.x),\(r.y) \(r.width)×\(r.height)") }
    func take() -> [String] { defer { log = [] }; return log }
}

/// A content with decorations of its own, as far as the driver can tell.
final class ScriptedToplevel: ToplevelContent {
    let inner = ScriptedContent()
    var states: [ToplevelStates] = []
    var bounds: (Int, Int)?
    var capabilities: WindowCapabilities?
    var modes: [DecorationMode] = []
    var windowGeometry: LogicalRect? = LogicalRect(x: 12, y: 12, width: 100, height: 82)
    var pending: [WindowRequest] = []
    var minimum = (width: 60, height: 40)
    /// As DecoratedWindow's close button: the content hears requestClose when the requests are taken.
    var closeTapped = false

    func setStates(_ states: ToplevelStates) { self.states.append(states) }
    func setBounds(width: Int, height: Int) { bounds = (width, height) }
    func setCapabilities(_ capabilities: WindowCapabilities) { self.capabilities = capabilities }
    func setDecorationMode(_ mode: DecorationMode) { modes.append(mode) }
    func takeRequests() -> [WindowRequest] {
        if closeTapped { closeTapped = false; requestClose() }
        defer { pending = [] }
        return pending
    }
    var minimumSize: (width: Int, height: Int) { minimum }

    func handle(_ event: InputEvent, at now: Double) { inner.handle(event, at: now) }
    func configure(width: Int, height: Int) { inner.configure(width: width, height: height) }
    func setScale(_ scale: Double) { inner.setScale(scale) }
    func requestClose() { inner.requestClose() }
    func setKeyRepeat(rate: Int32, delay: Int32, at now: Double) {}
    func advance(to now: Double) { inner.advance(to: now) }
    func settle(from now: Double) -> Double { now }
    var nextDeadline: Double? { nil }
    var isAnimating: Bool { false }
    var scale: Double { inner.scale }
    var logicalSize: (width: Int, height: Int) { inner.logicalSize }
    var needsRedraw: Bool { inner.needsRedraw }
    func render(into canvas: Canvas, stale: Region?) -> Region { inner.render(into: canvas, stale: stale) }
    var cursor: CursorShape { .default }
    var wantsToClose: Bool { inner.wantsToClose }
}

@Suite struct ToplevelDriverTests {
    let content = ScriptedToplevel()
    let backend = ToplevelRecordingBackend()

    @Test func statesBoundsCapabilitiesAndModeReachTheContentBeforeTheSize() {
        let d = WindowDriver(content: content, backend: backend, fractionalAllowed: false)
        d.handle(.configureBounds(width: 800, height: 600), at: 0)
        d.handle(.capabilities([.maximize, .minimize]), at: 0)
        d.handle(.decorationMode(.server), at: 0)
        d.handle(.configure(width: 300, height: 200, states: [.activated, .maximized], serial: 4), at: 0)
        #expect(content.bounds! == (800, 600))
        #expect(content.capabilities == [.maximize, .minimize])
        #expect(content.modes == [.server])
        #expect(content.states == [[.activated, .maximized]])
        #expect(content.logicalSize == (300, 200))
    }

    @Test func theMinimumSizeAndTheGeometryGoOutOncePerChangeTheGeometryBeforeItsCommit() {
        let d = WindowDriver(content: content, backend: backend, fractionalAllowed: false)
        d.handle(.configure(width: 0, height: 0, serial: 1), at: 0)
        #expect(d.tick(now: 0))
        #expect(backend.take() == ["ack 1", "min-size 60×40", "geometry 12,12 100×82", "commit buffer"])
        d.handle(.frameDone, at: 16)
        content.inner.dirty = true
        #expect(d.tick(now: 16))
        #expect(backend.take() == ["commit buffer"])
        content.minimum = (80, 40)
        content.windowGeometry = LogicalRect(x: 0, y: 0, width: 100, height: 50)
        d.handle(.frameDone, at: 32)
        content.inner.dirty = true
        #expect(d.tick(now: 32))
        #expect(backend.take() == ["min-size 80×40", "geometry 0,0 100×50", "commit buffer"])
    }

    /// The compositor takes the decorations: the content has no geometry of its own any more,
    /// and since xdg-shell has no way to unset one, the whole surface goes out in its place
    /// (and follows the surface's size from then on).
    @Test func aGeometryNoLongerWantedBecomesTheWholeSurface() {
        let d = WindowDriver(content: content, backend: backend, fractionalAllowed: false)
        d.handle(.configure(width: 0, height: 0, serial: 1), at: 0)
        #expect(d.tick(now: 0))
        #expect(backend.take().contains("geometry 12,12 100×82"))
        content.windowGeometry = nil
        d.handle(.decorationMode(.server), at: 10)
        d.handle(.configure(width: 300, height: 200, serial: 2), at: 10)
        d.handle(.frameDone, at: 16)
        #expect(d.tick(now: 16))
        #expect(backend.take() == ["ack 2", "geometry 0,0 300×200", "commit buffer"])
        d.handle(.configure(width: 320, height: 240, serial: 3), at: 20)
        d.handle(.frameDone, at: 32)
        #expect(d.tick(now: 32))
        #expect(backend.take() == ["ack 3", "geometry 0,0 320×240", "commit buffer"])
        // A content that never had one sends none.
        let plain = ToplevelRecordingBackend()
        let undecorated = ScriptedToplevel()
        undecorated.windowGeometry = nil
        let p = WindowDriver(content: undecorated, backend: plain, fractionalAllowed: false)
        p.handle(.configure(width: 0, height: 0, serial: 1), at: 0)
        #expect(p.tick(now: 0))
        #expect(!plain.take().contains { $0.hasPrefix("geometry") })
    }

    @Test func requestsGoOutInOrderAtTheTick() {
        let d = WindowDriver(content: content, backend: backend, fractionalAllowed: false)
        d.handle(.configure(width: 0, height: 0, serial: 1), at: 0)
        content.pending = [
            .move, .resize([.bottom, .right]), .setMaximized(true), .minimize, .showWindowMenu(x: 3, y: 4),
        ]
        #expect(d.tick(now: 0))
        let log = backend.take()
        #expect(
            log.filter {
                !$0.hasPrefix("min-size") && !$0.hasPrefix("geometry") && !$0.hasPrefix("commit")
                    && !$0.hasPrefix("ack")
            }
                == [
                    "\(WindowRequest.move)", "\(WindowRequest.resize([.bottom, .right]))",
                    "\(WindowRequest.setMaximized(true))",
                    "\(WindowRequest.minimize)", "\(WindowRequest.showWindowMenu(x: 3, y: 4))",
                ])
    }

    /// A close asked for with the requests (the decorations' close button) ends the window in
    /// the tick that takes them, with nothing left to draw: no frame callback or deadline would
    /// wake the loop for another tick. Seen under mutter: a click on the close button whose
    /// press and release arrived together, so the pressed look was never drawn, left the app
    /// waiting for an event that never came.
    @Test func aCloseTakenWithTheRequestsEndsTheWindowInThatTick() {
        let d = WindowDriver(content: content, backend: backend, fractionalAllowed: false)
        d.handle(.configure(width: 0, height: 0, serial: 1), at: 0)
        #expect(d.tick(now: 0))
        d.handle(.frameDone, at: 16)
        #expect(d.tick(now: 16))
        #expect(!content.needsRedraw && content.nextDeadline == nil)
        content.closeTapped = true
        #expect(!d.tick(now: 20), "the tick that took the close must end the window")
    }

    @Test func aSuspendedWindowDrawsNothingUntilAConfigureLiftsIt() {
        let d = WindowDriver(content: content, backend: backend, fractionalAllowed: false)
        d.handle(.configure(width: 0, height: 0, states: [.suspended], serial: 1), at: 0)
        #expect(d.tick(now: 0))
        #expect(!backend.take().contains("commit buffer"))
        d.handle(.configure(width: 0, height: 0, states: [.activated], serial: 2), at: 10)
        #expect(d.tick(now: 10))
        #expect(backend.take().contains("commit buffer"))
    }
}
