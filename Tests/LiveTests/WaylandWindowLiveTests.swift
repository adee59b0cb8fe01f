import ContentHost
import Drawing
import Gestures
import Testing
import WaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// A small content that paints one colour and asks to close after a few frames: it
/// exercises connect, configure/ack, shm buffers, damage and frame callbacks for real.
final class SolidContent: WindowContent {
    var configures: [(Int, Int)] = []
    var size = (width: 320, height: 200)
    var scale = 1.0
    var frames = 0
    var lastStale: [Region?] = []
    var closeAfterFrames: Int
    var closeRequested = false
    var lastNow = 0.0
    /// How many configures had arrived when the first frame was drawn.
    var configuresAtFirstFrame: Int?
    /// Runs once after the first frame is drawn (tests use it to raise signals or kill
    /// the compositor mid-run).
    var afterFirstFrame: (() -> Void)?

    init(closeAfterFrames: Int) { self.closeAfterFrames = closeAfterFrames }

    func handle(_ event: InputEvent, at now: Double) { lastNow = now }
    func configure(width: Int, height: Int) {
        configures.append((width, height))
        if width > 0 { size.width = min(width, 16384) }
        if height > 0 { size.height = min(height, 16384) }
    }
    func setScale(_ scale: Double) { self.scale = scale }
    func setKeyRepeat(rate: Int32, delay: Int32, at now: Double) {}
    func requestClose() { closeRequested = true }
    func advance(to now: Double) { lastNow = now }
    func settle(from now: Double) -> Double { now }   // the window never settles
    var nextDeadline: Double? { nil }
    var isAnimating: Bool { frames < closeAfterFrames }
    var logicalSize: (width: Int, height: Int) { size }
    var needsRedraw: Bool { frames < closeAfterFrames }
    func render(into canvas: Canvas, stale: Region?) -> Region {
        lastStale.append(stale)
        let all = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        canvas.fill(all, color: Color(argb: 0xff33_6699))
        frames += 1
        if frames == 1 { configuresAtFirstFrame = configures.count }
        if frames == 1, let hook = afterFirstFrame { afterFirstFrame = nil; hook() }
        return Region(all)
    }
    var cursor: CursorShape { .default }
    var wantsToClose: Bool { closeRequested || frames >= closeAfterFrames }
}

extension LiveSuite {
    /// weston 10 headless (pixman, no seat): the window maps, configures and commits frames
    /// paced by frame callbacks. Needs weston installed (scripts/test installs it).
    @Suite("WaylandWindow under weston")
    struct WaylandWindowLiveTests {
        @Test func rendersFramesUnderWestonHeadless() throws {
            let weston = try WestonHeadless(width: 800, height: 600)
            defer { weston.stop() }
            let content = SolidContent(closeAfterFrames: 3)
            let window = try WaylandWindow(
                title: "Colours", appID: "org.opacitybars.Test", content: content,
                display: weston.socketPath)
            let reason = try window.run()
            #expect(reason == .closed)
            #expect(content.frames == 3)
            #expect(!content.configures.isEmpty)
            #expect(content.lastStale.first! == nil)   // a fresh buffer is drawn whole
            #expect(content.configuresAtFirstFrame == 0)   // drawn while the configure came
            #expect(content.lastNow > 0)   // the loop passed CLOCK_MONOTONIC as now
        }

        @Test func sigtermEndsTheLoopCleanlyAndUserSignalsReachTheCallback() throws {
            let weston = try WestonHeadless(width: 800, height: 600)
            defer { weston.stop() }
            let content = SolidContent(closeAfterFrames: 1_000_000)
            // raise() targets this thread, which the loop has blocked the signals in: they
            // arrive through the signalfd, never as a default action.
            content.afterFirstFrame = {
                raise(SIGUSR1); raise(SIGTERM)
            }
            let window = try WaylandWindow(
                title: "Colours", appID: "org.opacitybars.Test", content: content,
                display: weston.socketPath, userSignals: [SIGUSR1])
            var userSignals: [Int32] = []
            window.onUserSignal = { userSignals.append($0) }
            let reason = try window.run()
            #expect(reason == .signal(SIGTERM))
            #expect(userSignals == [SIGUSR1])
        }

        @Test func aCompositorThatGoesAwayIsAnErrorNotAHang() throws {
            let weston = try WestonHeadless(width: 800, height: 600)
            defer { weston.stop() }
            let content = SolidContent(closeAfterFrames: 1_000_000)
            content.afterFirstFrame = { kill(weston.pid, SIGKILL) }
            let window = try WaylandWindow(
                title: "Colours", appID: "org.opacitybars.Test", content: content,
                display: weston.socketPath)
            do {
                let reason = try window.run()
                Issue.record("run() returned \(reason) after the compositor died")
            } catch {
                #expect(
                    error.description.contains("connection") || error.description.contains("Broken pipe"),
                    "\(error)")
            }
        }

        /// The content is made once the connection is open, while the compositor answers
        /// it, and not at all without a compositor.
        @Test func theContentIsMadeOnceConnected() throws {
            var made = 0
            #expect(throws: WaylandError.self) {
                _ = try WaylandWindow(
                    title: "Colours", appID: "org.opacitybars.Test", display: "no-such-display-424242"
                ) {
                    made += 1
                    return SolidContent(closeAfterFrames: 1)
                }
            }
            #expect(made == 0)
            let weston = try WestonHeadless(width: 800, height: 600)
            defer { weston.stop() }
            let window = try WaylandWindow(
                title: "Colours", appID: "org.opacitybars.Test", display: weston.socketPath
            ) {
                made += 1
                return SolidContent(closeAfterFrames: 2)
            }
            #expect(made == 1)
            #expect(try window.run() == .closed)
        }

        @Test func connectingToAMissingDisplayNamesIt() {
            do {
                _ = try WaylandWindow(
                    title: "Colours", appID: "org.opacitybars.Test",
                    content: SolidContent(closeAfterFrames: 1), display: "no-such-display-424242")
                Issue.record("connected to a display that does not exist")
            } catch {
                #expect(error.description.contains("no-such-display-424242"))
            }
        }
    }
}
