import ContentHost
import Drawing
import Gestures
import Testing

@testable import WaylandClient

/// Records the popup requests; buffers are real memory.
final class RecordingPopupBackend: PopupBackend {
    enum Call: Equatable {
        case create(Int)
        case destroy
        case ack(UInt32)
        case scale(Int32)
        case viewport(Int32, Int32)
        case frame, sync
        case commit(Int32?)
    }
    var calls: [Call] = []
    let allocator = FakeAllocator()
    func createBuffer(width: Int, height: Int) -> AllocatedBuffer? {
        allocator.createBuffer(width: width, height: height)
    }
    func destroyBuffer(id: Int32) { allocator.destroyBuffer(id: id) }
    func createPopup(_ request: PopupRequest) -> Bool { calls.append(.create(request.generation)); return true }
    func destroyPopup() { calls.append(.destroy) }
    func ackPopupConfigure(serial: UInt32) { calls.append(.ack(serial)) }
    func setPopupBufferScale(_ scale: Int32) { calls.append(.scale(scale)) }
    func setPopupViewportDestination(width: Int32, height: Int32) { calls.append(.viewport(width, height)) }
    func requestPopupFrame() { calls.append(.frame) }
    func syncPopup() { calls.append(.sync) }
    func commitPopup(buffer id: Int32?, damage: Region) { calls.append(.commit(id)) }
    func take() -> [Call] { defer { calls = [] }; return calls }
}

/// A content with a popup the test opens and closes by hand.
final class PopupScriptedContent: PopupContent {
    let window = ScriptedContent()
    var popup: PopupRequest?
    var placed: [(Int, Int)] = []
    var dismissed = 0
    var popupDirty = true
    var drawnAt: [(Int, Int, Double)] = []
    func handle(_ event: InputEvent, at now: Double) { window.handle(event, at: now) }
    func configure(width: Int, height: Int) { window.configure(width: width, height: height) }
    func setScale(_ scale: Double) { window.setScale(scale) }
    func requestClose() { window.requestClose() }
    func setKeyRepeat(rate: Int32, delay: Int32, at now: Double) {}
    func advance(to now: Double) {}
    func settle(from now: Double) -> Double { now }
    var nextDeadline: Double? { nil }
    var isAnimating: Bool { false }
    var scale: Double { window.scale }
    var logicalSize: (width: Int, height: Int) { window.logicalSize }
    var needsRedraw: Bool { window.needsRedraw }
    func render(into canvas: Canvas, stale: Region?) -> Region { window.render(into: canvas, stale: stale) }
    var cursor: CursorShape { .default }
    var wantsToClose: Bool { false }
    var popupOrigin: (x: Int, y: Int)? { placed.last.map { ($0.0, $0.1) } }
    func popupConfigured(x: Int, y: Int, width: Int, height: Int) { placed.append((x, y)) }
    func popupDismissed() { dismissed += 1; popup = nil }
    var popupNeedsRedraw: Bool { popupDirty }
    func renderPopup(into canvas: Canvas, scale: Double) -> Region {
        drawnAt.append((canvas.width, canvas.height, scale))
        popupDirty = false
        return Region(canvas.bounds)
    }
}

@Suite struct PopupDriverTests {
    let content = PopupScriptedContent()
    let backend = RecordingPopupBackend()

    @Test func madeWhenAskedDrawnOnlyAfterItsConfigureAtTheWindowsScale() {
        let driver = PopupDriver(content: content, backend: backend)
        #expect(driver.update(windowScale: 2) == false && backend.take().isEmpty)
        content.popup = PopupRequest(generation: 1, anchorX: 10, anchorY: 20, width: 140, height: 74)
        _ = driver.update(windowScale: 2)
        #expect(backend.take() == [.create(1)])   // nothing drawn before the configure
        driver.configured(x: 30, y: 40, width: 140, height: 74, serial: 7)
        #expect(content.placed.map { [$0.0, $0.1] } == [[30, 40]])
        _ = driver.update(windowScale: 2)
        #expect(backend.take() == [.sync])   // drawn; acked and committed once the sync is back
        #expect(content.drawnAt.map { [$0.0, $0.1] } == [[280, 148]])
        _ = driver.update(windowScale: 2)
        #expect(backend.take().isEmpty)
        driver.synced()
        _ = driver.update(windowScale: 2)
        #expect(backend.take() == [.ack(7), .scale(2), .frame, .commit(0)])
        // One commit per frame callback, and only when the popup changed.
        content.popupDirty = true
        _ = driver.update(windowScale: 2)
        #expect(backend.take().isEmpty)
        driver.frameDone()
        _ = driver.update(windowScale: 2)
        driver.synced()
        _ = driver.update(windowScale: 2)
        #expect(backend.take() == [.sync, .frame, .commit(1)])
    }

    /// wlroots 0.15 resets a dismissed popup's xdg_surface as it sends popup_done: an ack or a
    /// commit after it is fatal. A popup_done in the configure's batch stops the ack.
    @Test func aPopupDoneBehindTheConfigureGetsNoAck() {
        let driver = PopupDriver(content: content, backend: backend)
        content.popup = PopupRequest(generation: 1, anchorX: 10, anchorY: 20, width: 140, height: 74)
        _ = driver.update(windowScale: 1)
        driver.configured(x: 30, y: 40, width: 140, height: 74, serial: 7)
        driver.dismissed()
        _ = driver.update(windowScale: 1)
        #expect(backend.take() == [.create(1), .destroy])
    }

    /// A popup_done that arrives before the sync sent after the draw: no ack, no buffer.
    @Test func aPopupDoneBeforeTheSyncStopsTheFirstBuffer() {
        let driver = PopupDriver(content: content, backend: backend)
        content.popup = PopupRequest(generation: 1, anchorX: 10, anchorY: 20, width: 140, height: 74)
        _ = driver.update(windowScale: 1)
        driver.configured(x: 30, y: 40, width: 140, height: 74, serial: 7)
        _ = driver.update(windowScale: 1)
        #expect(backend.take() == [.create(1), .sync])
        driver.dismissed()
        driver.synced()
        #expect(driver.update(windowScale: 1) == true)
        #expect(backend.take() == [.destroy])
    }

    /// The same for a later frame (a hover redraw): drawn, then dismissed before its sync.
    @Test func aPopupDoneBeforeTheSyncStopsARedraw() {
        let driver = PopupDriver(content: content, backend: backend)
        content.popup = PopupRequest(generation: 1, anchorX: 10, anchorY: 20, width: 140, height: 74)
        _ = driver.update(windowScale: 1)
        driver.configured(x: 30, y: 40, width: 140, height: 74, serial: 7)
        _ = driver.update(windowScale: 1)
        driver.synced()
        _ = driver.update(windowScale: 1)
        #expect(backend.take() == [.create(1), .sync, .ack(7), .frame, .commit(0)])
        content.popupDirty = true
        driver.frameDone()
        _ = driver.update(windowScale: 1)
        #expect(backend.take() == [.sync])
        content.popupDirty = true
        driver.dismissed()
        // Even a content that keeps its request after popup_done gets nothing more sent.
        content.popup = PopupRequest(generation: 1, anchorX: 10, anchorY: 20, width: 140, height: 74)
        driver.synced()
        driver.frameDone()
        _ = driver.update(windowScale: 1)
        #expect(backend.take().isEmpty && driver.isDismissed)
    }

    /// At a fractional scale the popup is shown as the window is: a buffer of its logical size
    /// × scale rounded half away from zero, buffer scale 1, its own viewport at its logical
    /// size; and once its own surface hears a preferred scale, at that one.
    @Test func atAFractionalScaleItHasAViewportAndFollowsItsOwnPreferredScale() {
        let driver = PopupDriver(content: content, backend: backend)
        content.popup = PopupRequest(generation: 1, anchorX: 10, anchorY: 20, width: 140, height: 74)
        _ = driver.update(windowScale: 1.25, fractional: true)
        driver.configured(x: 30, y: 40, width: 140, height: 74, serial: 7)
        _ = driver.update(windowScale: 1.25, fractional: true)
        driver.synced()
        _ = driver.update(windowScale: 1.25, fractional: true)
        #expect(backend.take() == [.create(1), .sync, .ack(7), .viewport(140, 74), .frame, .commit(0)])
        #expect(content.drawnAt.last.map { [Double($0.0), Double($0.1), $0.2] } == [175, 93, 1.25])
        driver.preferredScale(numerator: 210)   // 175 %: the popup is on another output
        driver.frameDone()
        _ = driver.update(windowScale: 1.25, fractional: true)
        driver.synced()
        _ = driver.update(windowScale: 1.25, fractional: true)
        #expect(backend.take() == [.sync, .frame, .commit(1)])
        #expect(content.drawnAt.last.map { [Double($0.0), Double($0.1), $0.2] } == [245, 130, 1.75])
    }

    @Test func aNewMenuIsANewPopupAndNoneDestroysIt() {
        let driver = PopupDriver(content: content, backend: backend)
        content.popup = PopupRequest(generation: 1, anchorX: 10, anchorY: 20, width: 140, height: 74)
        _ = driver.update(windowScale: 1)
        content.popup = PopupRequest(generation: 2, anchorX: 50, anchorY: 60, width: 140, height: 74)
        #expect(driver.update(windowScale: 1) == true)
        #expect(backend.take() == [.create(1), .destroy, .create(2)])
        driver.dismissed()   // popup_done: the content lets it go, the next update destroys it
        #expect(content.dismissed == 1)
        #expect(driver.update(windowScale: 1) == true)
        #expect(backend.take() == [.destroy] && driver.shown == nil)
    }
}
