import Canvas
import Gestures
#if canImport(Glibc)
import Glibc
#endif

/// One xdg toplevel window on the user's compositor, driving a `WindowContent`.
///
/// The loop (`run`) polls three fds: the Wayland display, a timerfd armed for
/// `content.nextDeadline`, and a signalfd (SIGINT, SIGTERM and any `userSignals`). It reads
/// CLOCK_MONOTONIC once per wake-up and passes it on as `now`. It follows libwayland's
/// prepare_read / read_events / dispatch_pending protocol and flushes with EAGAIN handled
/// (POLLOUT). Drawing is paced by frame callbacks (`FramePacer`) into a bounded pool of shm
/// buffers (`BufferPool`).
///
/// ```swift
/// let window = try WaylandWindow(title: "Colours", appID: "org.opacitybars.OpacityBars", content: app)
/// let reason = try window.run()   // .closed or .signal(SIGTERM); throws WaylandError
/// ```
public final class WaylandWindow {
    public let content: WindowContent
    /// Called from the loop when one of `userSignals` arrives (e.g. SIGUSR1: dump state).
    public var onUserSignal: ((Int32) -> Void)?
    /// Extra signals routed to `onUserSignal` instead of their default action.
    public let userSignals: [Int32]

    private let connection: Connection
    private var pool = BufferPool(capacity: 3)
    private var pacer = FramePacer()
    private var scales: ScaleTracker
    private var appliedScale: Double = 1
    /// What was last sent with a buffer (buffer scale 1, no viewport destination initially).
    private var appliedSurfaceScale = SurfaceScale(scale: 1, fractional: false, logicalWidth: 0, logicalHeight: 0)
    private var warnedAllocation = false
    private var pointerInside = false
    private var appliedCursor: CursorShape? = nil

    /// Connects to `display` (nil = $WAYLAND_DISPLAY) and creates the toplevel. The window
    /// maps at the first configure.
    public init(title: String, appID: String, content: WindowContent, display: String? = nil,
                userSignals: [Int32] = []) throws(WaylandError) {
        self.content = content
        self.userSignals = userSignals
        connection = try Connection(display: display)
        scales = ScaleTracker(fractionalAllowed: connection.hasViewporter)
        try connection.createWindow(title: title, appID: appID)
    }

    deinit { pool.removeAll(allocator: connection) }

    /// Globals the compositor offered, for logs and tests.
    public var offeredProtocols: [String: Bool] {
        ["wp_viewporter": connection.hasViewporter,
         "wp_fractional_scale_manager_v1": connection.hasFractionalScale,
         "wp_cursor_shape_manager_v1": connection.hasCursorShape,
         "zwp_pointer_gestures_v1": connection.hasPointerGestures,
         "wl_seat": connection.hasSeat]
    }

    /// Runs until the window is closed or SIGINT/SIGTERM arrives (clean exits), or throws
    /// a `WaylandError` when the compositor goes away or sends a protocol error.
    public func run() throws(WaylandError) -> ExitReason {
        let exitSignals: [Int32] = [SIGINT, SIGTERM]
        let allSignals = exitSignals + userSignals
        let signalFD = LoopSystem.openSignalFD(allSignals)
        guard signalFD >= 0 else { throw WaylandError("signalfd: \(String(cString: strerror(errno)))") }
        defer { LoopSystem.closeSignalFD(signalFD, allSignals) }
        let timerFD = LoopSystem.openTimerFD()
        guard timerFD >= 0 else { throw WaylandError("timerfd_create: \(String(cString: strerror(errno)))") }
        defer { close(timerFD) }
        let displayFD = connection.fileDescriptor
        var wantWrite = false

        while true {
            let now = LoopSystem.monotonicMilliseconds()
            try drainEvents(now: now)
            content.advance(to: now)
            if content.wantsToClose { return .closed }
            updateCursor()
            drawIfDue()
            LoopSystem.armTimer(timerFD, at: content.nextDeadline)

            // libwayland's read protocol: prepare, flush, poll, read or cancel, dispatch.
            guard connection.prepareRead() else {
                try connection.dispatchPending()
                continue
            }
            do { wantWrite = try !connection.flush() } catch {
                connection.cancelRead()
                throw error
            }
            var fds = [
                pollfd(fd: displayFD, events: Int16(POLLIN) | (wantWrite ? Int16(POLLOUT) : 0), revents: 0),
                pollfd(fd: timerFD, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signalFD, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, nfds_t(fds.count), -1)
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
            if fds[1].revents != 0 { LoopSystem.clearTimer(timerFD) }
            if fds[2].revents != 0 {
                var signal = LoopSystem.readSignal(signalFD)
                while signal != 0 {
                    if exitSignals.contains(signal) { return .signal(signal) }
                    onUserSignal?(signal)
                    signal = LoopSystem.readSignal(signalFD)
                }
            }
        }
    }

    /// Maps every queued shim event: input to the content, window events to the loop state.
    private func drainEvents(now: Double) throws(WaylandError) {
        while let next = connection.nextEvent() {
            guard let event = next else { continue }
            switch event {
            case .input(let input):
                switch input {
                case .pointerEnter: pointerInside = true; appliedCursor = nil
                case .pointerLeave: pointerInside = false
                case .capabilities(let caps) where !caps.contains(.pointer): pointerInside = false
                default: break
                }
                content.handle(input, at: now)
            case .configure(let width, let height, let serial):
                content.configure(width: Int(width), height: Int(height))
                connection.ackConfigure(serial: serial)
                pacer.didConfigure()
            case .close:
                content.requestClose()
            case .frameDone:
                pacer.didReceiveFrameDone()
            case .bufferRelease(let id):
                pool.released(id: id)
            case .outputScale, .outputGone, .surfaceEnter, .surfaceLeave, .preferredScale:
                scales.apply(event)
                let scale = scales.scale
                if scale != appliedScale {
                    appliedScale = scale
                    content.setScale(scale)
                    appliedCursor = nil
                }
            }
        }
    }

    private func updateCursor() {
        guard pointerInside else { return }
        let wanted = content.windowCursor
        guard wanted != appliedCursor else { return }
        connection.setCursor(wanted, scale: Int32(appliedScale.rounded(.up)))
        appliedCursor = wanted
    }

    /// Draws and commits one frame if the pacer allows it and there is something to show.
    private func drawIfDue() {
        if pacer.shouldDraw(needsRedraw: content.needsRedraw) {
            let size = content.bufferSize
            guard size.width > 0, size.height > 0,
                  let index = pool.acquire(width: size.width, height: size.height, allocator: connection)
            else {
                // Every buffer is held: wl_buffer.release will wake the loop. Otherwise the
                // shm allocation failed (memory): say so once rather than stay silently blank.
                if pool.busyCount < pool.capacity, !warnedAllocation {
                    warnedAllocation = true
                    let line = Array("opacity-bars: warning: cannot allocate a \(size.width)×\(size.height) shm buffer\n".utf8)
                    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
                }
                return
            }
            let slot = pool.slots[index]
            let canvas = Canvas(wrapping: slot.buffer.data, width: size.width, height: size.height,
                                stride: slot.buffer.stride)
            let damage = content.render(into: canvas, stale: slot.stale)
            applySurfaceScale()
            connection.requestFrame()
            connection.commit(buffer: slot.buffer.id,
                              damage: damage.rects.map { ($0.x, $0.y, $0.width, $0.height) })
            pool.submitted(index, damage: damage)
            pacer.didCommit()
        } else if pacer.shouldRequestIdleFrame(isAnimating: content.isAnimating) {
            connection.requestFrame()
            connection.commit(buffer: nil, damage: [])
            pacer.didCommit()
        }
    }

    /// Sends the buffer scale / viewport destination (`SurfaceScale`) that fit the buffer
    /// about to be attached, when they changed.
    private func applySurfaceScale() {
        let logical = content.logicalSize
        // The scale the content actually drew at (it may clamp what it was given).
        let drawn = Double(content.bufferSize.width) / Double(max(1, logical.width))
        let wanted = SurfaceScale(scale: drawn.rounded(), fractional: scales.usesFractionalScale,
                                  logicalWidth: logical.width, logicalHeight: logical.height)
        guard wanted != appliedSurfaceScale else { return }
        if wanted.bufferScale != appliedSurfaceScale.bufferScale { connection.setBufferScale(wanted.bufferScale) }
        if wanted.viewportDestination != appliedSurfaceScale.viewportDestination {
            let d = wanted.viewportDestination
            connection.setViewportDestination(width: Int32(d?.width ?? -1), height: Int32(d?.height ?? -1))
        }
        appliedSurfaceScale = wanted
    }
}
