import ContentHost
import Drawing
import Gestures
import Testing

@testable import WaylandClient

/// Records every request the driver sends; buffers are real memory.
final class RecordingBackend: SurfaceBackend, ClipboardBackend {
    enum Call: Equatable {
        case ack(UInt32)
        case bufferScale(Int32)
        case viewport(Int32, Int32)
        case cursor(CursorShape, Int32)
        case hideCursor
        case cursorTheme(String?, Int?)
        /// Buffer, buffer scale, viewport destination (-1, -1: none), hot spot.
        case cursorImage(Int32, scale: Int32, destination: [Int32], hotSpot: [Int32])
        case frame
        case feedback(UInt32)
        case commit(Int32?, [PixelRect])
        case create(Int32, Int, Int)
        case destroy(Int32)
        case opaque(LogicalRect?)
        /// A selection offered, numbered from 1.
        case selection(UInt32)
    }
    var calls: [Call] = []
    let allocator = FakeAllocator()

    func createBuffer(width: Int, height: Int) -> AllocatedBuffer? {
        let buffer = allocator.createBuffer(width: width, height: height)
        if let buffer { calls.append(.create(buffer.id, width, height)) }
        return buffer
    }
    func destroyBuffer(id: Int32) { allocator.destroyBuffer(id: id); calls.append(.destroy(id)) }
    func ackConfigure(serial: UInt32) { calls.append(.ack(serial)) }
    func setBufferScale(_ scale: Int32) { calls.append(.bufferScale(scale)) }
    func setViewportDestination(width: Int32, height: Int32) { calls.append(.viewport(width, height)) }
    func setCursor(_ shape: CursorShape, scale: Int32) { calls.append(.cursor(shape, scale)) }
    func hideCursor() { calls.append(.hideCursor) }
    func setCursorTheme(name: String?, size: Int?) { calls.append(.cursorTheme(name, size)) }
    func showCursorImage(
        buffer: Int32, bufferScale: Int32, destination: (width: Int32, height: Int32)?, hotSpot: (x: Int32, y: Int32)
    ) {
        calls.append(
            .cursorImage(
                buffer, scale: bufferScale, destination: [destination?.width ?? -1, destination?.height ?? -1],
                hotSpot: [hotSpot.x, hotSpot.y]))
    }
    func requestFrame() { calls.append(.frame) }
    func setOpaqueRegion(_ rect: LogicalRect?) { calls.append(.opaque(rect)) }
    func requestPresentationFeedback(frame: UInt32) { calls.append(.feedback(frame)) }
    func commit(buffer id: Int32?, damage: Region) {
        calls.append(.commit(id, damage.rects))
    }
    private var selections: UInt32 = 0
    func offerSelection() -> UInt32 {
        selections += 1
        calls.append(.selection(selections))
        return selections
    }
    /// The calls since the last look, then forgets them.
    func take() -> [Call] { defer { calls = [] }; return calls }
}

/// A content whose redraw needs, cursor and damage the test sets by hand.
final class ScriptedContent: WindowContent {
    var size = (width: 100, height: 50)
    var scale = 1.0
    var dirty = true
    var damage: PixelRect? = nil
    var cursor: CursorShape = .default
    /// nil: the named `cursor`.
    var style: PointerStyle?
    var pointerStyle: PointerStyle { style ?? .system(cursor) }
    var animating = false
    var closing = false
    var opaqueRegion: LogicalRect?
    var received: [InputEvent] = []
    var staleSeen: [Region?] = []
    var advancedTo: [Double] = []
    /// Timers the test arms: each is due once, until the content is advanced past it.
    var deadlines: [Double] = []
    /// Each event with the clock's last advance when it arrived.
    var receivedAt: [(InputEvent, Double?)] = []

    func handle(_ event: InputEvent, at now: Double) {
        received.append(event)
        receivedAt.append((event, advancedTo.last))
    }
    func configure(width: Int, height: Int) {
        if width > 0 { size.width = width }
        if height > 0 { size.height = height }
        dirty = true
    }
    func setScale(_ scale: Double) { self.scale = scale; dirty = true }
    func setKeyRepeat(rate: Int32, delay: Int32, at now: Double) {}
    func requestClose() { closing = true }
    func advance(to now: Double) {
        advancedTo.append(now)
        deadlines.removeAll { $0 <= now }
    }
    func settle(from now: Double) -> Double { now }   // the window never settles
    var nextDeadline: Double? { deadlines.min() }
    var isAnimating: Bool { animating }
    var logicalSize: (width: Int, height: Int) { size }
    var needsRedraw: Bool { dirty }
    func render(into canvas: Canvas, stale: Region?) -> Region {
        staleSeen.append(stale)
        dirty = false
        let all = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        return Region(stale == nil ? all : (damage ?? all))
    }
    var wantsToClose: Bool { closing }
    /// What the next tick finds copied (Ctrl+C), once.
    var copied: String?
    func takeCopiedText() -> String? {
        defer { copied = nil }
        return copied
    }
}

@Suite struct WindowDriverTests {
    let content = ScriptedContent()
    let backend = RecordingBackend()
    var driver: WindowDriver { WindowDriver(content: content, backend: backend, fractionalAllowed: true) }

    @Test func theFirstConfigureIsAckedThenOneBufferIsCommittedWithAFrameCallback() {
        let d = driver
        #expect(d.tick(now: 0))
        #expect(backend.take().isEmpty)   // nothing before configure
        d.handle(.configure(width: 0, height: 0, serial: 7), at: 1)
        #expect(d.tick(now: 1))
        #expect(
            backend.take() == [
                .ack(7), .create(0, 100, 50), .frame,
                .commit(0, [PixelRect(x: 0, y: 0, width: 100, height: 50)]),
            ])
        #expect(content.staleSeen == [nil])
        #expect(content.advancedTo == [0, 1, 1])   // the tick, the configure's catch-up, the tick
    }

    /// The largest window at scale 2 would need a 4 GiB buffer, which one wl_shm pool cannot
    /// carry: nothing is created or committed (the ack goes out), rather than a protocol error.
    @Test func aWindowWhoseBufferIsOverThePoolLimitSendsNoBuffer() {
        content.size = (16384, 16384)
        content.scale = 2
        let d = driver
        d.handle(.configure(width: 0, height: 0, serial: 3), at: 0)
        #expect(d.tick(now: 0))
        let sent = backend.take()
        #expect(sent.first == .ack(3))
        #expect(
            !sent.contains { if case .create = $0 { true } else if case .commit(_?, _) = $0 { true } else { false } })
        #expect(content.staleSeen.isEmpty, "nothing drawn")
    }

    /// The first frame is drawn while the configure is on its way, and nothing is sent: the
    /// configure's commit sends that buffer, its damage the frame drawn ahead's plus what the
    /// configure changed.
    @Test func theFirstFrameIsDrawnAheadOfItsConfigureAndSentWithIt() {
        let d = driver
        #expect(d.tick(now: 0))
        d.drawAhead()
        d.drawAhead()   // once
        #expect(backend.take() == [.create(0, 100, 50)])
        #expect(content.staleSeen == [nil])
        content.damage = PixelRect(x: 0, y: 0, width: 10, height: 10)
        d.handle(.configure(width: 0, height: 0, serial: 7), at: 1)
        #expect(d.tick(now: 1))
        #expect(
            backend.take() == [
                .ack(7), .frame, .commit(0, [PixelRect(x: 0, y: 0, width: 100, height: 50)]),
            ])
        #expect(content.staleSeen == [nil, .empty])   // only what the configure changed, redrawn
        d.drawAhead()   // configured: frames go out as they are drawn
        #expect(backend.take().isEmpty)
    }

    /// A configure that changes the size leaves the frame drawn ahead unused: a new buffer is
    /// drawn whole.
    @Test func aConfigureWithAnotherSizeDrawsTheFirstFrameAnew() {
        let d = driver
        _ = d.tick(now: 0)
        d.drawAhead()
        d.handle(.configure(width: 40, height: 30, serial: 9), at: 1)
        _ = d.tick(now: 1)
        #expect(
            backend.take() == [
                .create(0, 100, 50), .ack(9), .destroy(0), .create(1, 40, 30), .frame,
                .commit(1, [PixelRect(x: 0, y: 0, width: 40, height: 30)]),
            ])
        #expect(content.staleSeen == [nil, nil])
    }

    /// The opaque region goes out before the commit of the buffer it describes, once per
    /// change; none is sent for a content that claims none.
    @Test func theOpaqueRegionGoesWithTheBufferItDescribesOncePerChange() {
        /// The opaque regions and commits sent since the last look, in order.
        func sent() -> [String] {
            backend.take().compactMap {
                switch $0 {
                case .opaque(let r?): "opaque \(r.x),\(r.y) \(r.width)×\(r.height)"
                case .opaque(nil): "opaque none"
                case .commit: "commit"
                default: nil
                }
            }
        }
        let d = driver
        d.handle(.configure(width: 0, height: 0, serial: 1), at: 0)
        #expect(d.tick(now: 0))
        #expect(sent() == ["commit"])
        content.opaqueRegion = LogicalRect(x: 0, y: 0, width: 100, height: 50)
        content.dirty = true
        d.handle(.frameDone, at: 16)
        #expect(d.tick(now: 16))
        #expect(sent() == ["opaque 0,0 100×50", "commit"])
        content.dirty = true
        d.handle(.frameDone, at: 32)
        #expect(d.tick(now: 32))
        #expect(sent() == ["commit"])
        content.opaqueRegion = nil   // no longer opaque: the region is unset
        content.dirty = true
        for id: Int32 in 0 ..< 3 { d.handle(.bufferRelease(id: id), at: 40) }   // the pool's three
        d.handle(.frameDone, at: 48)
        #expect(d.tick(now: 48))
        #expect(sent() == ["opaque none", "commit"])
    }

    /// As in replay: timers due before an event fire first, each at its own time, however
    /// late the loop got to the event.
    @Test func timersDueBeforeAnEventFireFirstAtTheirOwnTimes() {
        let d = driver
        content.deadlines = [5, 8, 30]
        d.handle(.input(.pointerMotion(Point(x: 1, y: 1), time: 10)), at: 10)
        #expect(content.advancedTo == [5, 8, 10])
        #expect(content.receivedAt.count == 1 && content.receivedAt.first?.1 == 10)
        #expect(d.tick(now: 40))
        #expect(content.advancedTo == [5, 8, 10, 30, 40])
    }

    @Test func atMostOneCommitPerFrameAndInputBetweenFramesIsCoalesced() {
        let d = driver
        d.handle(.configure(width: 0, height: 0, serial: 1), at: 0)
        _ = d.tick(now: 0)
        _ = backend.take()
        for t in 1 ... 5 {
            d.handle(.input(.pointerMotion(Point(x: Double(t), y: 1), time: UInt32(t))), at: Double(t))
            content.dirty = true
            _ = d.tick(now: Double(t))
        }
        #expect(backend.take().isEmpty)   // waiting for the frame callback
        #expect(content.received.count == 5)   // but every event reached the content
        d.handle(.frameDone, at: 6)
        _ = d.tick(now: 6)
        let calls = backend.take()
        #expect(calls.filter { if case .commit = $0 { true } else { false } }.count == 1)
    }

    @Test func aHeldBufferIsNeverDrawnAndEachBufferGetsWhatItMissed() {
        let d = driver
        d.handle(.configure(width: 0, height: 0, serial: 1), at: 0)
        _ = d.tick(now: 0)   // buffer 0, full
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let b = PixelRect(x: 20, y: 0, width: 10, height: 10)
        content.damage = a; content.dirty = true
        d.handle(.frameDone, at: 1); _ = d.tick(now: 1)   // buffer 0 held → buffer 1 (new: full)
        content.damage = b; content.dirty = true
        d.handle(.frameDone, at: 2); _ = d.tick(now: 2)   // buffer 2 (new: full)
        d.handle(.bufferRelease(id: 0), at: 3)
        content.damage = a; content.dirty = true
        d.handle(.frameDone, at: 3); _ = d.tick(now: 3)   // buffer 0 again: missed frames 1 and 2
        let commits = backend.take().compactMap { call -> Int32?? in
            if case .commit(let id, _) = call { return id } else { return nil }
        }
        #expect(commits == [0, 1, 2, 0])
        #expect(content.staleSeen.count == 4)
        #expect(content.staleSeen[0] == nil && content.staleSeen[1] == nil && content.staleSeen[2] == nil)
        // Buffer 0 missed frame 1 (drawn whole: 100×50) and frame 2.
        #expect(content.staleSeen[3] == Region(PixelRect(x: 0, y: 0, width: 100, height: 50)))
    }

    @Test func aResizeReplacesBuffersAndScaleTwoSetsTheBufferScale() {
        let d = driver
        d.handle(.outputScale(output: 3, scale: 2), at: 0)
        d.handle(.surfaceEnter(output: 3), at: 0)
        d.handle(.configure(width: 40, height: 30, serial: 9), at: 0)
        _ = d.tick(now: 0)
        #expect(content.scale == 2)
        #expect(
            backend.take() == [
                .ack(9), .create(0, 80, 60), .bufferScale(2), .frame,
                .commit(0, [PixelRect(x: 0, y: 0, width: 80, height: 60)]),
            ])
        d.handle(.bufferRelease(id: 0), at: 1)
        d.handle(.frameDone, at: 1)
        d.handle(.configure(width: 50, height: 30, serial: 10), at: 1)
        _ = d.tick(now: 1)
        #expect(
            backend.take() == [
                .ack(10), .destroy(0), .create(1, 100, 60), .frame,
                .commit(1, [PixelRect(x: 0, y: 0, width: 100, height: 60)]),
            ])
    }

    @Test func fractionalScaleGoesThroughTheViewport() {
        let d = driver
        d.handle(.preferredScale(numerator: 180), at: 0)   // 1.5
        d.handle(.configure(width: 40, height: 20, serial: 1), at: 0)
        _ = d.tick(now: 0)
        #expect(
            backend.take() == [
                .ack(1), .create(0, 60, 30), .viewport(40, 20), .frame,
                .commit(0, [PixelRect(x: 0, y: 0, width: 60, height: 30)]),
            ])
    }

    @Test func theCursorIsSetOnEnterAndOnlyWhenItChanges() {
        let d = driver
        _ = d.tick(now: 0)
        #expect(backend.take().isEmpty)   // no pointer inside yet
        d.handle(.input(.pointerEnter(Point(x: 1, y: 1))), at: 1)
        _ = d.tick(now: 1)
        #expect(backend.take() == [.cursor(.default, 1)])
        _ = d.tick(now: 2)
        #expect(backend.take().isEmpty)
        content.cursor = .grabbing
        _ = d.tick(now: 3)
        #expect(backend.take() == [.cursor(.grabbing, 1)])
        d.handle(.input(.pointerLeave), at: 4)
        d.handle(.input(.pointerEnter(Point(x: 1, y: 1))), at: 4)
        _ = d.tick(now: 4)
        #expect(backend.take() == [.cursor(.grabbing, 1)])   // a new enter needs it again
    }

    @Test func theDesktopsCursorThemeIsSentOnceAndTheShapeShownAgain() {
        let d = driver
        d.handle(.input(.pointerEnter(Point(x: 1, y: 1))), at: 1)
        _ = d.tick(now: 1)
        #expect(backend.take() == [.cursor(.default, 1)])
        d.setDesktopSettings(DesktopSettings(cursorTheme: "DMZ-White", cursorSize: 48))
        #expect(backend.take() == [.cursorTheme("DMZ-White", 48)])
        _ = d.tick(now: 2)
        #expect(backend.take() == [.cursor(.default, 1)])   // drawn from the new theme
        d.setDesktopSettings(DesktopSettings(colorScheme: .dark, cursorTheme: "DMZ-White", cursorSize: 48))
        _ = d.tick(now: 3)
        #expect(backend.take().isEmpty)   // the cursor's settings did not change
        d.setDesktopSettings(.standard)
        #expect(backend.take() == [.cursorTheme(nil, nil)])   // back to XCURSOR_THEME / XCURSOR_SIZE
    }

    @Test func anAnimationWithNothingNewAsksForFramesWithEmptyCommits() {
        let d = driver
        d.handle(.configure(width: 0, height: 0, serial: 1), at: 0)
        _ = d.tick(now: 0)
        _ = backend.take()
        content.animating = true
        d.handle(.frameDone, at: 16)
        _ = d.tick(now: 16)
        #expect(backend.take() == [.frame, .commit(nil, [])])
    }

    @Test func closeIsTheContentsDecision() {
        let d = driver
        d.handle(.close, at: 0)
        #expect(content.closing)
        #expect(!d.tick(now: 0))
    }

    @Test func tearDownDestroysEveryBuffer() {
        let d = driver
        d.handle(.configure(width: 0, height: 0, serial: 1), at: 0)
        _ = d.tick(now: 0)
        d.tearDown()
        #expect(backend.allocator.live.isEmpty)
    }
}
