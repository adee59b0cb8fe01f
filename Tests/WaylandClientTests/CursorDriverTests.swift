import ContentHost
import Drawing
import Gestures
import Testing

@testable import WaylandClient

/// The pointer's style through `WindowDriver`: what is sent on enter and on change, the custom
/// pointer's buffer at each scale and its pixels, and who may destroy a drawn buffer when.
@Suite struct CursorDriverTests {
    let content = ScriptedContent()
    let backend = RecordingBackend()

    /// A 24 × 24 logical triangle pointing at (3, 2), dark inside and a white outline.
    static let triangle = CustomPointer(
        path: .polygon([Point(x: 3, y: 2), Point(x: 21, y: 12), Point(x: 9, y: 21)]), width: 24, height: 24,
        hotSpot: Point(x: 3, y: 2), fill: 0xFF10_2030, stroke: 0xFFFF_FFFF, lineWidth: 2)

    static func square(_ side: Double) -> CustomPointer {
        CustomPointer(.rectangle, width: side, height: side)
    }

    /// A driver with the pointer inside, its enter's requests already taken.
    func entered(fractional: Bool = true) -> WindowDriver {
        let d = WindowDriver(content: content, backend: backend, fractionalAllowed: fractional)
        d.handle(.input(.pointerEnter(Point(x: 1, y: 1))), at: 0)
        return d
    }

    @Test func hiddenIsSentOnEnterAndOnceUntilTheNextEnter() {
        content.style = .hidden
        let d = entered()
        _ = d.tick(now: 0)
        #expect(backend.take() == [.hideCursor])
        _ = d.tick(now: 1)
        #expect(backend.take().isEmpty)
        d.handle(.input(.pointerLeave), at: 2)
        _ = d.tick(now: 2)
        #expect(backend.take().isEmpty)   // nothing while the pointer is elsewhere
        d.handle(.input(.pointerEnter(Point(x: 2, y: 2))), at: 3)
        _ = d.tick(now: 3)
        #expect(backend.take() == [.hideCursor])
    }

    @Test func aCustomPointerIsDrawnOnceAndShownWithItsHotSpot() {
        content.style = .custom(Self.triangle)
        let d = entered()
        _ = d.tick(now: 0)
        #expect(
            backend.take() == [.create(0, 24, 24), .cursorImage(0, scale: 1, destination: [-1, -1], hotSpot: [3, 2])])
        _ = d.tick(now: 1)
        #expect(backend.take().isEmpty)   // a still pointer costs nothing
        d.handle(.input(.pointerEnter(Point(x: 5, y: 5))), at: 2)
        _ = d.tick(now: 2)
        // A new enter shows the same buffer again: nothing is drawn.
        #expect(backend.take() == [.cursorImage(0, scale: 1, destination: [-1, -1], hotSpot: [3, 2])])
    }

    @Test func anIntegerScaleGoesThroughTheBufferScale() {
        content.style = .custom(Self.triangle)
        let d = entered(fractional: false)
        d.handle(.outputScale(output: 3, scale: 2), at: 0)
        _ = d.tick(now: 0)
        #expect(
            backend.take() == [.create(0, 48, 48), .cursorImage(0, scale: 2, destination: [-1, -1], hotSpot: [3, 2])])
    }

    /// A box that is not whole logical px is rounded up, so the buffer stays a multiple of the
    /// buffer scale.
    @Test func aFractionalBoxIsRoundedUpToAMultipleOfTheBufferScale() {
        content.style = .custom(CustomPointer(.ellipse, width: 10.5, height: 7.2, hotSpot: Point(x: 5.4, y: 3.6)))
        let d = entered(fractional: false)
        d.handle(.outputScale(output: 3, scale: 3), at: 0)
        _ = d.tick(now: 0)
        #expect(
            backend.take() == [.create(0, 33, 24), .cursorImage(0, scale: 3, destination: [-1, -1], hotSpot: [5, 4])])
    }

    @Test func aFractionalScaleGoesThroughTheViewportAtTheExactSize() {
        content.style = .custom(Self.triangle)
        let d = entered()
        d.handle(.preferredScale(numerator: 180), at: 0)   // 1.5
        _ = d.tick(now: 0)
        #expect(
            backend.take() == [.create(0, 36, 36), .cursorImage(0, scale: 1, destination: [24, 24], hotSpot: [3, 2])])
    }

    /// A new scale draws the pointer anew; the old buffer goes only once the compositor has
    /// released it.
    @Test func aScaleChangeRedrawsAndTheOldBufferWaitsForItsRelease() {
        content.style = .custom(Self.triangle)
        let d = entered()
        _ = d.tick(now: 0)
        _ = backend.take()
        d.handle(.preferredScale(numerator: 240), at: 1)
        _ = d.tick(now: 1)
        #expect(
            backend.take() == [.create(1, 48, 48), .cursorImage(1, scale: 1, destination: [24, 24], hotSpot: [3, 2])])
        d.handle(.bufferRelease(id: 1), at: 2)
        #expect(backend.take().isEmpty)   // the current one stays, released or not
        d.handle(.bufferRelease(id: 0), at: 3)
        #expect(backend.take() == [.destroy(0)])
        #expect(d.cursor.images.map(\.buffer.id) == [1])
    }

    /// Styles that come back are shown from the buffers drawn for them; a new one takes the
    /// place of the least recently shown that the compositor released; while every buffer kept
    /// is held, the arrow stands in.
    @Test func drawnPointersAreCachedWithinTheCapacity() {
        let d = entered()
        let pointers = (0 ..< 4).map { Self.square(Double(8 + $0)) }
        content.style = .custom(pointers[0])
        _ = d.tick(now: 0)
        content.style = .custom(pointers[1])
        _ = d.tick(now: 1)
        content.style = .custom(pointers[0])
        _ = d.tick(now: 2)
        #expect(
            backend.take() == [
                .create(0, 8, 8), .cursorImage(0, scale: 1, destination: [-1, -1], hotSpot: [4, 4]),
                .create(1, 9, 9), .cursorImage(1, scale: 1, destination: [-1, -1], hotSpot: [5, 5]),
                .cursorImage(0, scale: 1, destination: [-1, -1], hotSpot: [4, 4]),
            ])
        content.style = .custom(pointers[2])
        _ = d.tick(now: 3)
        _ = backend.take()
        content.style = .custom(pointers[3])
        _ = d.tick(now: 4)
        #expect(backend.take() == [.cursor(.default, 1)])   // 0, 1 and 2 all held
        d.handle(.bufferRelease(id: 1), at: 5)
        d.handle(.bufferRelease(id: 0), at: 5)
        #expect(backend.take().isEmpty)   // released buffers at the current scale are kept
        content.style = .hidden
        _ = d.tick(now: 6)
        content.style = .custom(pointers[3])
        _ = d.tick(now: 7)
        // 1 was shown less recently than 0.
        #expect(
            backend.take() == [
                .hideCursor, .destroy(1), .create(3, 11, 11),
                .cursorImage(3, scale: 1, destination: [-1, -1], hotSpot: [6, 6]),
            ])
    }

    @Test func namedShapesAndHiddenInterleaveWithCustomPointers() {
        let d = entered()
        content.style = .system(.pointer)
        _ = d.tick(now: 0)
        content.style = .custom(Self.triangle)
        _ = d.tick(now: 1)
        content.style = .system(.pointer)
        _ = d.tick(now: 2)
        content.style = .hidden
        _ = d.tick(now: 3)
        #expect(
            backend.take() == [
                .cursor(.pointer, 1), .create(0, 24, 24),
                .cursorImage(0, scale: 1, destination: [-1, -1], hotSpot: [3, 2]), .cursor(.pointer, 1), .hideCursor,
            ])
    }

    @Test func theDrawingFillsInsideOutlinesTheEdgeAndLeavesTheRestClear() throws {
        content.style = .custom(Self.triangle)
        let d = entered(fractional: false)
        d.handle(.outputScale(output: 3, scale: 2), at: 0)
        _ = d.tick(now: 0)
        let memory = try #require(backend.allocator.live[0])
        let pixel = { (x: Int, y: Int) in memory.load(fromByteOffset: (y * 48 + x) * 4, as: UInt32.self) }
        // Within one step of 255 per channel: the coverage is summed from sub-scanlines.
        func near(_ a: UInt32, _ b: UInt32) -> Bool {
            (0 ..< 4).allSatisfy { (k: UInt32) -> Bool in
                let x = Int((a >> (8 * k)) & 0xFF), y = Int((b >> (8 * k)) & 0xFF)
                return abs(x - y) <= 1
            }
        }
        #expect(near(pixel(22, 22), 0xFF10_2030))   // (11, 11) logical: inside
        #expect(near(pixel(42, 24), 0xFFFF_FFFF))   // (21, 12): the tip on the right, on the outline
        #expect(pixel(2, 44) == 0)   // (1, 22): outside
        #expect(pixel(46, 2) == 0)
        #expect(d.cursor.images.count == 1)
    }

    @Test func tearDownDestroysTheCursorsBuffers() {
        content.style = .custom(Self.triangle)
        let d = entered()
        _ = d.tick(now: 0)
        _ = backend.take()
        d.tearDown()
        #expect(backend.take() == [.destroy(0)])
    }

    @Test func anUnknownReleaseOrAFailedAllocationChangesNothingElse() {
        content.style = .custom(Self.triangle)
        let d = entered()
        d.handle(.bufferRelease(id: 42), at: 0)
        backend.allocator.failNext = true
        _ = d.tick(now: 0)
        #expect(backend.take() == [.cursor(.default, 1)])
        content.style = .custom(Self.square(12))
        _ = d.tick(now: 1)
        #expect(
            backend.take() == [.create(0, 12, 12), .cursorImage(0, scale: 1, destination: [-1, -1], hotSpot: [6, 6])])
    }
}
