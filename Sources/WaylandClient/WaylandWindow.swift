import ContentHost
import Drawing
import Gestures

#if canImport(Glibc)
import Glibc
#endif

/// One xdg toplevel window on the user's compositor, driving a `WindowContent`.
///
/// The loop (`run`) polls the Wayland display, a timerfd armed for
/// `content.nextDeadline`, a signalfd (SIGINT, SIGTERM and any `userSignals`), a paste the
/// pipe could not take at once (`Clipboard`), and one
/// more per `attachments` (the accessibility bus, the Settings portal's session bus). It reads
/// CLOCK_MONOTONIC once per wake-up and passes it on as `now` (or, under the fixture
/// compositor's virtual clock, the time it announced: `LoopClock`). It follows libwayland's
/// prepare_read / read_events / dispatch_pending protocol and flushes with EAGAIN handled
/// (POLLOUT). What to do with each event and when to draw is decided by `WindowDriver`
/// (no I/O, tested with a fake backend).
///
/// ```swift
/// let window = try WaylandWindow(title: "Colours", appID: "org.opacitybars.OpacityBars", content: app)
/// let reason = try window.run()   // .closed or .signal(SIGTERM); throws WaylandError
/// ```
public final class WaylandWindow {
    public let content: WindowContent
    /// Called from the loop when one of `userSignals` arrives (e.g. SIGUSR1: dump state).
    public var onUserSignal: ((Int32) -> Void)?

    /// A copy of the pixels the window was last committed with: what the compositor was
    /// given to show (live tests read it where the compositor takes no screenshots); nil
    /// before the first commit.
    public func committedFrame() -> Canvas? { driver.committedFrame() }
    /// The desktop's settings (the Settings portal's, as they change): handed to the content,
    /// and the cursor theme and size the window's named cursors are drawn from where the
    /// compositor has no cursor-shape-v1.
    public func setDesktopSettings(_ settings: DesktopSettings) { driver.setDesktopSettings(settings) }
    /// Called once, after the first frame with a buffer has been sent to the compositor:
    /// work the first frame does not need waits here (saving glyph snapshots).
    public var afterFirstFrame: (() -> Void)?
    /// Extra signals routed to `onUserSignal` instead of their default action.
    public let userSignals: [Int32]
    /// Connections served by this loop too (the accessibility bus, the Settings portal),
    /// polled beside the display; none: the loop polls exactly what it always did.
    public var attachments: [LoopAttachment] = []

    private let connection: Connection
    private let driver: WindowDriver
    private var clock: LoopClock
    /// SIGINT, SIGTERM and `userSignals`, blocked from `init` on (threads started later
    /// inherit the mask; they stay blocked, see deinit) and read through this signalfd.
    private let signals: [Int32]
    private let signalFD: Int32
    private let frameLog: FrameLog?

    /// Connects to `display` (nil = $WAYLAND_DISPLAY) and creates the toplevel. The window
    /// maps at the first configure. `clock` `.compositor` fails unless the compositor offers
    /// its virtual clock (only the project's fixture compositor does). `pacing` says when
    /// frames are drawn; `frameLog` names a file for the frames shown and the motions each
    /// showed first (`FrameLog`). `decorations` says who draws the title bar: a content that
    /// can (`ToplevelContent`) hears which mode it is in before the first configure. A
    /// launcher's activation token (`LaunchActivation`) is taken and shown when the window maps.
    public convenience init(
        title: String, appID: String, content: WindowContent, display: String? = nil,
        userSignals: [Int32] = [], clock: ClockSource = .monotonic, pacing: FramePacing = .default,
        frameLog: String? = nil, decorations: DecorationPreference = .auto
    ) throws(WaylandError) {
        try self.init(
            title: title, appID: appID, display: display, userSignals: userSignals, clock: clock,
            pacing: pacing, frameLog: frameLog, decorations: decorations, makeContent: { content })
    }

    /// The same, with the content made by `makeContent` while the compositor answers the
    /// connection's first request: a start that builds its content (an app core and its
    /// gesture tree) need not wait for the compositor before it, nor the compositor for it.
    ///
    /// ```swift
    /// let window = try WaylandWindow(title: "Colours", appID: "org.opacitybars.OpacityBars") { AppCore() }
    /// ```
    public init(
        title: String, appID: String, display: String? = nil, userSignals: [Int32] = [],
        clock: ClockSource = .monotonic, pacing: FramePacing = .default, frameLog: String? = nil,
        decorations: DecorationPreference = .auto, makeContent: () -> WindowContent
    ) throws(WaylandError) {
        self.userSignals = userSignals
        self.clock = LoopClock(clock)
        // A client that pastes and closes its end before the text is written makes write(2)
        // fail with EPIPE instead of ending the process.
        signal(SIGPIPE, SIG_IGN)
        signals = WaylandWindow.exitSignals + userSignals
        signalFD = LoopSystem.openSignalFD(signals)
        guard signalFD >= 0 else { throw WaylandError("signalfd: \(String(cString: strerror(errno)))") }
        do { connection = try Connection(display: display) } catch {
            close(signalFD)
            throw error
        }
        let content = makeContent()
        self.content = content
        // The first frame's buffer, faulted in on the other core while the compositor answers,
        // the window is made and the fonts load (its memory needs nothing from the compositor).
        let size = content.bufferSize
        connection.prepareBuffer(width: size.width, height: size.height)
        do { try connection.awaitGlobals() } catch {
            close(signalFD)
            throw error
        }
        if clock == .compositor, !connection.followTestClock() {
            close(signalFD)
            throw WaylandError(
                "the compositor offers no opacity_bars_test_clock_v1 to follow "
                    + "(--clock compositor is for the project's fixture compositor)")
        }
        driver = WindowDriver(
            content: content, backend: connection, fractionalAllowed: connection.hasViewporter,
            pacing: pacing, recordsFrames: frameLog != nil)
        content.toplevelContent?.setDecorationMode(
            decorations.initialMode(decorationManagerOffered: connection.hasDecorationManager))
        try connection.createWindow(title: title, appID: appID, decorations: decorations)
        if let token = LaunchActivation.takeToken() { connection.activateWhenMapped(token: token) }
        // Last: its file existing tells a bench that the window (and its signal mask) exists.
        self.frameLog = try frameLog.map { path throws(WaylandError) in try FrameLog(path: path, pacing: pacing) }
    }

    /// The signals stay blocked after the window is gone: a late SIGTERM or SIGUSR1 must
    /// not kill the process while it writes its state and exits.
    deinit {
        frameLog?.finish(discarded: driver.recorder?.discardedCount ?? 0, clock: driver.presentationClock)
        driver.tearDown()
        close(signalFD)
    }

    /// End the loop cleanly (exit status 0).
    private static let exitSignals: [Int32] = [SIGINT, SIGTERM]

    /// Runs until the window is closed or SIGINT/SIGTERM arrives (clean exits), or throws
    /// a `WaylandError` when the compositor goes away or sends a protocol error.
    public func run() throws(WaylandError) -> ExitReason {
        let timerFD = LoopSystem.openTimerFD()
        guard timerFD >= 0 else { throw WaylandError("timerfd_create: \(String(cString: strerror(errno)))") }
        defer { close(timerFD) }
        let displayFD = connection.fileDescriptor
        var wantWrite = false

        while true {
            var now = clock.read()
            // Everything one dispatch queued (each drain follows exactly one dispatch).
            while let next = connection.nextEvent() {
                guard let event = next.event else { continue }
                if case .clock(let time) = event {
                    // A frame waiting for its draw time is drawn at that time once the clock
                    // passes it, as the timer would wake the loop on the real clock, however
                    // many announcements one read brought.
                    if let due = driver.nextDrawTime, due > now, due <= time {
                        guard driver.tick(now: due) else { return .closed }
                        afterTick()
                    }
                    now = clock.announce(time)
                } else {
                    driver.handle(event, at: clock.time(ofEventDispatchedAt: next.dispatched, readAt: now))
                }
            }
            driver.endOfBatch(at: now)
            guard driver.tick(now: now) else { return .closed }
            afterTick()
            // On the compositor's clock nothing fires by itself: time moves only when it says.
            LoopSystem.armTimer(
                timerFD, at: clock.armsTimers ? earliest(content.nextDeadline, driver.nextDrawTime) : nil)

            // libwayland's read protocol: prepare, flush, poll, read or cancel, dispatch.
            guard connection.prepareRead() else {
                try connection.dispatchPending()
                continue
            }
            do { wantWrite = try !connection.flush() } catch {
                connection.cancelRead()
                throw error
            }
            // The first commit is out: the first frame is drawn while its configure comes.
            if !wantWrite { driver.drawAhead() }
            if driver.frameNumber > 0, !wantWrite, let work = afterFirstFrame {
                afterFirstFrame = nil
                work()
            }
            // poll(2) ignores a negative fd: an attachment with none is inert.
            let extra = attachments.map(\.pollRequest)
            var fds = [
                pollfd(fd: displayFD, events: Int16(POLLIN) | (wantWrite ? Int16(POLLOUT) : 0), revents: 0),
                pollfd(fd: timerFD, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signalFD, events: Int16(POLLIN), revents: 0),
                // A paste the pipe could not take at once (-1, ignored, when there is none).
                pollfd(fd: driver.clipboardPollFD, events: Int16(POLLOUT), revents: 0),
            ]
            fds += extra.map { pollfd(fd: $0.fd, events: $0.events, revents: 0) }
            let timeouts = extra.map(\.timeout).filter { $0 >= 0 }
            let ready = poll(&fds, nfds_t(fds.count), timeouts.min() ?? -1)
            if ready < 0 {
                connection.cancelRead()
                if errno == EINTR { continue }
                throw WaylandError("poll: \(String(cString: strerror(errno)))")
            }
            let display = fds[0].revents
            if display & Int16(POLLIN) != 0 {
                try connection.readEvents()
            } else {
                connection.cancelRead()
                if display & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 {
                    throw WaylandError("the compositor closed the Wayland connection")
                }
            }
            try connection.dispatchPending()
            // Its fd is ready, or it has a deadline (sd-bus: replies due, or messages read
            // while it waited for a call and not yet served).
            for (i, attachment) in attachments.enumerated() where fds[4 + i].revents != 0 || extra[i].timeout >= 0 {
                attachment.dispatch(at: clock.read())
            }
            if fds[3].revents != 0 { driver.clipboardWritable() }
            if fds[1].revents != 0 { LoopSystem.clearTimer(timerFD) }
            if fds[2].revents != 0 {
                var signal = LoopSystem.readSignal(signalFD)
                while signal != 0 {
                    if WaylandWindow.exitSignals.contains(signal) { return .signal(signal) }
                    onUserSignal?(signal)
                    signal = LoopSystem.readSignal(signalFD)
                }
            }
        }
    }

    /// A frame drawn in this tick is measured (the pacer starts that much before its
    /// deadline); frames shown go to the frame log.
    private func afterTick() {
        if driver.drewAt != nil {
            driver.frameSent(at: clock.read())
            for attachment in attachments { attachment.frameSent() }
        }
        frameLog?.write(driver.pacer.state)
        frameLog?.write(driver.takePresentedFrames())
    }

    private func earliest(_ a: Double?, _ b: Double?) -> Double? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a, b)
    }
}
