import ContentHost
import Drawing
import Gestures
import Testing

@testable import WaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// Offers a selection numbered from 1, or none when told to (no data device, no key yet).
final class SelectionBackend: ClipboardBackend {
    var offers: UInt32 = 0
    var refuses = false
    func offerSelection() -> UInt32 {
        guard !refuses else { return 0 }
        offers += 1
        return offers
    }
}

/// A pipe that takes `capacity` bytes per call until the test drains it, then EAGAIN; a
/// reader gone is EPIPE. Records every fd closed.
final class ScriptedIO: TransferIO {
    var capacity = Int.max
    var readerGone = false
    var written: [Int32: [UInt8]] = [:]
    var nonBlocking: Set<Int32> = []
    var closed: [Int32] = []
    func setNonBlocking(_ fd: Int32) { nonBlocking.insert(fd) }
    func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        if readerGone { return -Int(EPIPE) }
        let n = min(capacity, bytes.count)
        guard n > 0 else { return -Int(EAGAIN) }
        written[fd, default: []] += bytes.prefix(n)
        capacity -= n
        return n
    }
    func close(_ fd: Int32) { closed.append(fd) }
    func text(_ fd: Int32) -> String { String(decoding: written[fd] ?? [], as: UTF8.self) }
}

@Suite struct ClipboardTests {
    let backend = SelectionBackend()
    let io = ScriptedIO()

    @Test func aPasteGetsTheTextCopiedAndItsFdIsClosedOnce() {
        var clipboard = Clipboard()
        clipboard.copy("red 30 % #FF3B304D", backend: backend)
        clipboard.send(source: 1, fd: 40, text: true, io: io)
        #expect(io.text(40) == "red 30 % #FF3B304D")
        #expect(io.nonBlocking == [40], "written without blocking the loop")
        #expect(io.closed == [40] && clipboard.pollFD == -1)
    }

    /// A pipe that is full takes the rest once it polls writable; the loop never waits on it.
    @Test func whatThePipeCannotTakeNowWaitsForPOLLOUT() {
        var clipboard = Clipboard()
        clipboard.copy("blue 100 % #007AFFFF", backend: backend)
        io.capacity = 4
        clipboard.send(source: 1, fd: 41, text: true, io: io)
        #expect(io.text(41) == "blue" && io.closed.isEmpty)
        #expect(clipboard.pollFD == 41)
        clipboard.pump(io: io)   // still full: nothing more, nothing closed
        #expect(io.text(41) == "blue" && io.closed.isEmpty)
        io.capacity = .max
        clipboard.pump(io: io)
        #expect(io.text(41) == "blue 100 % #007AFFFF" && io.closed == [41] && clipboard.pollFD == -1)
    }

    @Test func aReaderThatWentAwayEndsItsTransfer() {
        var clipboard = Clipboard()
        clipboard.copy("x", backend: backend)
        io.readerGone = true
        clipboard.send(source: 1, fd: 42, text: true, io: io)
        #expect(io.closed == [42] && clipboard.transfers.isEmpty)
    }

    /// Another client took the selection, an older selection's send, a type not offered: the
    /// fd is closed with nothing written.
    @Test func aCancelledOrReplacedSelectionOrAnotherTypeGetsNothing() {
        var clipboard = Clipboard()
        clipboard.copy("first", backend: backend)
        clipboard.copy("second", backend: backend)
        clipboard.send(source: 1, fd: 43, text: true, io: io)
        clipboard.send(source: 2, fd: 44, text: false, io: io)
        clipboard.cancelled(source: 2)
        clipboard.send(source: 2, fd: 45, text: true, io: io)
        #expect(io.written.isEmpty)
        #expect(io.closed == [43, 44, 45])
        #expect(clipboard.selection == nil)
    }

    @Test func noSelectionWithoutADataDevice() {
        var clipboard = Clipboard()
        backend.refuses = true
        clipboard.copy("x", backend: backend)
        clipboard.send(source: 0, fd: 46, text: true, io: io)
        #expect(clipboard.selection == nil && io.closed == [46])
    }

    @Test func pastesBeyondTheLimitAreRefusedAndTearDownClosesTheRest() {
        var clipboard = Clipboard()
        clipboard.copy("text", backend: backend)
        io.capacity = 0
        for fd in Int32(50) ..< 50 + Int32(Clipboard.maxTransfers) + 2 {
            clipboard.send(source: 1, fd: fd, text: true, io: io)
        }
        #expect(clipboard.transfers.count == Clipboard.maxTransfers)
        #expect(io.closed == [58, 59])
        clipboard.removeAll(io: io)
        #expect(io.closed.count == Clipboard.maxTransfers + 2 && clipboard.pollFD == -1)
    }

    /// Through the window driver: the content's copy becomes a selection at the tick, and the
    /// compositor's send is answered with its text.
    @Test func theDriverOffersWhatTheContentCopied() {
        let content = ScriptedContent()
        let surface = RecordingBackend()
        let driver = WindowDriver(content: content, backend: surface, fractionalAllowed: true, transferIO: io)
        #expect(driver.tick(now: 0))
        #expect(!surface.take().contains(.selection(1)), "nothing copied, nothing offered")
        content.copied = "green 50 % #34C75980"
        #expect(driver.tick(now: 1))
        #expect(surface.take().filter { if case .selection = $0 { true } else { false } } == [.selection(1)])
        driver.handle(.clipboardSend(source: 1, fd: 60, text: true), at: 2)
        #expect(io.text(60) == "green 50 % #34C75980" && io.closed == [60])
        driver.handle(.clipboardCancelled(source: 1), at: 3)
        driver.handle(.clipboardSend(source: 1, fd: 61, text: true), at: 4)
        #expect(io.written[61] == nil && io.closed == [60, 61])
    }
}
