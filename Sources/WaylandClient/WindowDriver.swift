import ContentHost
import Drawing
import Gestures

#if canImport(Glibc)
import Glibc
#endif

/// The requests the window logic sends for its surface. `Connection` (the C shim) is the
/// live implementation; tests record the calls (like swift-nio's EmbeddedChannel).
protocol SurfaceBackend: BufferAllocator {
    func ackConfigure(serial: UInt32)
    func setBufferScale(_ scale: Int32)
    /// Logical size the buffer is shown at; (-1, -1) unsets it.
    func setViewportDestination(width: Int32, height: Int32)
    /// A shape the desktop names, on every pointer inside the window (cursor-shape-v1, else the
    /// cursor theme at `scale`).
    func setCursor(_ shape: CursorShape, scale: Int32)
    /// The desktop's cursor theme and size (logical px) for `setCursor`'s theme fallback; nil
    /// where the desktop names none (XCURSOR_THEME and XCURSOR_SIZE then hold).
    func setCursorTheme(name: String?, size: Int?)
    /// No cursor on the pointers inside the window (wl_pointer.set_cursor with no surface).
    func hideCursor()
    /// Buffer `buffer` (drawn by the app) as the cursor of every pointer inside the window:
    /// shown at `bufferScale`, or through the viewport at `destination` (logical px), pointing
    /// at `hotSpot` (logical px of the cursor surface).
    func showCursorImage(
        buffer: Int32, bufferScale: Int32, destination: (width: Int32, height: Int32)?, hotSpot: (x: Int32, y: Int32))
    func requestFrame()
    /// wp_presentation feedback for the next commit, tagged `frame` (`ShimEvent.presented`).
    func requestPresentationFeedback(frame: UInt32)
    /// wl_surface.set_opaque_region (logical px; nil: none), applied with the next commit.
    func setOpaqueRegion(_ rect: LogicalRect?)
    /// Attach `buffer` (nil: none), damage `rects` in buffer pixels, commit.
    func commit(buffer id: Int32?, damage: Region)
    /// The backend's clipboard, popup and toplevel sides, nil where it has none: answered by
    /// the extensions below, asked rather than cast for the reason `WindowContent.popupContent`
    /// gives.
    var clipboardSide: (any ClipboardBackend)? { get }
    var popupSide: (any PopupBackend)? { get }
    var toplevelSide: (any ToplevelBackend)? { get }
}

extension SurfaceBackend {
    var clipboardSide: (any ClipboardBackend)? { nil }
    var popupSide: (any PopupBackend)? { nil }
    var toplevelSide: (any ToplevelBackend)? { nil }
}

extension SurfaceBackend where Self: ClipboardBackend {
    var clipboardSide: (any ClipboardBackend)? { self }
}

extension SurfaceBackend where Self: PopupBackend {
    var popupSide: (any PopupBackend)? { self }
}

extension SurfaceBackend where Self: ToplevelBackend {
    var toplevelSide: (any ToplevelBackend)? { self }
}

/// Everything the window decides, without I/O: shim events in (`handle`), requests out
/// through a `SurfaceBackend` (`tick`). `WaylandWindow` runs it from its poll loop with
/// its `LoopClock` as `now`; tests run it with a fake backend and a manual clock.
///
/// Decisions: configure → content.configure with the raw size, ack, a commit owed;
/// at most one commit per frame callback, drawn at the callback or at the deadline
/// predicted from presentation feedback (`FramePacer`, `WindowDriver+Presentation`); buffers from a bounded pool that
/// never hands out one the compositor holds (`BufferPool`), with each buffer's stale damage
/// passed to the content; scale from outputs / fractional scale (`ScaleTracker`), applied
/// with the buffer it fits (`SurfaceScale`); the pointer's style shown on enter and on change
/// (`CursorDriver`); the touch
/// frame a compositor omits after the last up, synthesized at the end of the batch
/// (`TouchFrameCompletion`, the rule replay applies too).
final class WindowDriver {
    let content: WindowContent
    let backend: SurfaceBackend
    private(set) var pool: BufferPool
    var pacer: FramePacer
    /// The content starts at scale 1: a scale is handed on only when it differs.
    private(set) var scales: ScaleTracker
    /// The opaque region last sent (none initially, as the protocol starts).
    private var appliedOpaqueRegion: LogicalRect?
    /// What was last sent with a buffer (buffer scale 1, no viewport destination initially).
    private var appliedSurfaceScale = SurfaceScale(scale: 1, fractional: false, logicalWidth: 0, logicalHeight: 0)
    private var warnedAllocation = false
    private(set) var pointerInside = false
    /// The pointer's look: what was sent, and the custom pointers drawn for it.
    private(set) var cursor = CursorDriver()
    private var touchFrames = TouchFrameCompletion()
    /// Input on the popup moved into the window's coordinates, other surfaces' left out.
    private var routing = SurfaceInputRouting()
    /// The keyboard moving between the window and the popup is no focus loss.
    private var focusMoves = KeyboardFocusMoves()
    /// When the leave held back arrived: a loss after all is handed on at that time.
    private var heldLeaveTime = 0.0
    /// The content's popup, when the content has one and the backend can make it.
    private(set) var popups: PopupDriver?
    /// States, requests, minimum size and window geometry, when the backend can send them.
    private(set) var toplevel: ToplevelDriver?
    /// wp_presentation's clock, once announced; feedback is asked for only on CLOCK_MONOTONIC.
    var presentationClock: UInt32?
    /// The number of the last buffer committed (feedback is tagged with it); 0 before the first.
    var frameNumber: UInt32 = 0
    /// The buffer the window's surface was last committed with.
    private var committedBuffer: Int32?
    /// Which motions went into which frame and when it was shown: only with a frame log.
    var recorder: FrameRecorder?
    /// `now` of the tick that drew a frame, until the loop says when it went out.
    var drewAt: Double?
    /// What the content copied, offered as the selection, and the pastes being written.
    private(set) var clipboard = Clipboard()
    private let clipboardBackend: ClipboardBackend?
    private let transferIO: TransferIO

    init(
        content: WindowContent, backend: SurfaceBackend, fractionalAllowed: Bool,
        pacing: FramePacing = .default, recordsFrames: Bool = false, transferIO: TransferIO = SystemTransferIO()
    ) {
        self.content = content
        self.backend = backend
        clipboardBackend = backend.clipboardSide
        self.transferIO = transferIO
        pacer = FramePacer(pacing: pacing)
        recorder = recordsFrames ? FrameRecorder() : nil
        scales = ScaleTracker(fractionalAllowed: fractionalAllowed, announced: 1)
        pool = BufferPool()
        if let content = content.popupContent, let backend = backend.popupSide {
            popups = PopupDriver(content: content, backend: backend)
        }
        if let backend = backend.toplevelSide { toplevel = ToplevelDriver(backend: backend) }
        // The sides answer as the casts would (checked where asserts run: the tests).
        assert((content.toplevelContent != nil) == (content is any ToplevelContent))
        assert((content.popupContent != nil) == (content is any PopupContent))
        assert((backend.clipboardSide != nil) == (backend is any ClipboardBackend))
        assert((backend.popupSide != nil) == (backend is any PopupBackend))
        assert((backend.toplevelSide != nil) == (backend is any ToplevelBackend))
    }

    /// A copy of the pixels the window's surface was last committed with (what the compositor
    /// shows, decorations drawn by the app included); nil before the first commit.
    func committedFrame() -> Canvas? {
        guard let id = committedBuffer, let shown = pool.slots.first(where: { $0.buffer.id == id })?.canvas else {
            return nil
        }
        let copy = Canvas(width: shown.width, height: shown.height)
        copy.copy(shown.bounds, from: shown)
        return copy
    }

    /// Destroys every buffer (the window is going away).
    func tearDown() {
        clipboard.removeAll(io: transferIO)
        popups?.tearDown()
        pool.removeAll(allocator: backend)
        cursor.removeAll(allocator: backend)
    }

    /// One shim event at virtual time `now`: input goes to the content, window events
    /// update the window state. Timers due before `now` fire first, as in replay; while a
    /// keyboard leave is held back, only once it is handed over, at its own time.
    func handle(_ event: ShimEvent, at now: Double) {
        if focusMoves.heldLeave == nil { content.catchUp(to: now) }
        switch event {
        case .input(let input):
            handle(input, on: .window, at: now)
        case .inputOn(let input, let surface):
            handle(input, on: surface, at: now)
        case .configure(let width, let height, let states, let serial):
            toplevel?.configure(states: states, content: content)
            content.configure(width: Int(width), height: Int(height))
            backend.ackConfigure(serial: serial)
            pacer.didConfigure()
        case .configureBounds(let width, let height):
            content.toplevelContent?.setBounds(width: Int(width), height: Int(height))
        case .capabilities(let capabilities):
            content.toplevelContent?.setCapabilities(capabilities)
        case .decorationMode(let mode):
            content.toplevelContent?.setDecorationMode(mode)
        case .close:
            content.requestClose()
        case .keyRepeat(let rate, let delay):
            content.setKeyRepeat(rate: rate, delay: delay, at: now)
        case .frameDone:
            pacer.didReceiveFrameDone()
        case .bufferRelease(let id):
            if !cursor.released(id: id, allocator: backend) {
                pool.released(id: id)
                popups?.released(id: id)
            }
        case .clock:
            break   // the loop's clock (LoopClock), already applied to `now`
        case .popupConfigure(let x, let y, let width, let height, let serial):
            // Relative to the window geometry; the content speaks its surface's coordinates.
            let origin = geometryOrigin
            let (sx, sy) = (x + Int32(clamping: origin.x), y + Int32(clamping: origin.y))
            routing.popupOrigin = Point(x: Double(sx), y: Double(sy))
            popups?.configured(x: sx, y: sy, width: width, height: height, serial: serial)
        case .popupDone:
            popups?.dismissed()
        case .popupFrameDone:
            popups?.frameDone()
        case .popupPreferredScale(let numerator):
            popups?.preferredScale(numerator: numerator)
        case .popupSynced:
            popups?.synced()
        case .presentationClock, .presented, .discarded:
            handlePresentation(event)
        case .clipboardSend(let source, let fd, let text):
            clipboard.send(source: source, fd: fd, text: text, io: transferIO)
        case .clipboardCancelled(let source):
            clipboard.cancelled(source: source)
        case .outputScale, .outputGone, .surfaceEnter, .surfaceLeave, .preferredScale, .preferredBufferScale:
            scales.apply(event)
            if let scale = scales.change() {
                content.setScale(scale)
            }
        }
    }

    /// Input from `surface`, in the window's coordinates (`SurfaceInputRouting`), to the
    /// content; a keyboard leave waits for what follows it (`KeyboardFocusMoves`).
    private func handle(_ event: InputEvent, on surface: InputSurface, at now: Double) {
        switch focusMoves.admit(event, surface: surface) {
        case .pass: break
        case .withhold:
            if case .keyboardFocus(false) = event { heldLeaveTime = now }
            return
        case .passAfterFocusLoss:
            deliver(.keyboardFocus(false), on: .window, at: heldLeaveTime)
            content.catchUp(to: now)
        }
        deliver(event, on: surface, at: now)
    }

    private func deliver(_ event: InputEvent, on surface: InputSurface, at now: Double) {
        // Left out (another surface's), or a late frame already synthesized.
        guard let input = routing.route(event, surface: surface), touchFrames.admit(input) else { return }
        recorder?.handled(input)
        switch input {
        case .pointerEnter: pointerInside = true; cursor.pointerEntered()
        case .pointerLeave: pointerInside = false
        case .capabilities(let caps) where !caps.contains(.pointer): pointerInside = false
        default: break
        }
        content.handle(input, at: now)
    }

    /// The batch of events that one dispatch queued has been handled: a touch frame the
    /// compositor owes after the last up and did not send in it goes to the content now, and
    /// so does a keyboard leave that no enter followed (a real focus loss).
    func endOfBatch(at now: Double) {
        if focusMoves.endBatch() { deliver(.keyboardFocus(false), on: .window, at: heldLeaveTime) }
        if touchFrames.endBatch() { content.handle(.touchFrame, at: now) }
    }

    /// The desktop's settings: the content's, and the cursor theme's.
    func setDesktopSettings(_ settings: DesktopSettings) {
        content.setDesktopSettings(settings)
        cursor.setTheme(name: settings.cursorTheme, size: settings.cursorSize, backend: backend)
    }

    /// After a batch of events: lets the content's clock run to `now`, then sends the
    /// cursor and at most one frame. Returns false once the content wants to close.
    func tick(now: Double) -> Bool {
        content.catchUp(to: now)
        if content.wantsToClose { return false }
        if pointerInside {
            cursor.update(
                style: content.pointerStyle, scale: scales.scale, fractional: scales.usesFractionalScale,
                backend: backend)
        }
        toplevel?.update(content: content)
        if let text = content.takeCopiedText(), let clipboardBackend {
            clipboard.copy(text, backend: clipboardBackend)
        }
        // The decorations' close button asks to close through the requests just taken: this
        // tick must end the window, since nothing else may wake the loop for another (a press
        // and release that reached the app in one batch leave nothing to redraw).
        if content.wantsToClose { return false }
        if toplevel?.suspended != true { drawIfDue(now: now) }
        if popups?.update(
            windowScale: content.scale, fractional: scales.usesFractionalScale,
            geometryOrigin: geometryOrigin) == true
        {
            routing.popupClosed()
        }
        return true
    }

    /// The fd of a paste still being written, for the loop to poll for POLLOUT (−1: none).
    var clipboardPollFD: Int32 { clipboard.pollFD }

    /// That fd polled writable (or failed): the pastes take what they can now.
    func clipboardWritable() { clipboard.pump(io: transferIO) }

    /// Where the window geometry starts in the surface (decorations drawn around it).
    private var geometryOrigin: (x: Int, y: Int) {
        content.toplevelContent?.windowGeometry.map { ($0.x, $0.y) } ?? (0, 0)
    }

    /// Draws and commits one frame if the pacer allows it and there is something to show.
    private func drawIfDue(now: Double) {
        if pacer.shouldDraw(needsRedraw: content.needsRedraw, now: now) {
            let size = content.bufferSize
            guard size.width > 0, size.height > 0,
                let index = pool.acquire(width: size.width, height: size.height, allocator: backend)
            else {
                // Every buffer is held: wl_buffer.release will wake the loop. Otherwise the
                // shm allocation failed (memory): say so once rather than stay silently blank.
                if pool.busyCount < pool.capacity, !warnedAllocation {
                    warnedAllocation = true
                    let why =
                        BufferPool.oversized(width: size.width, height: size.height).map { "error: \($0): not drawn" }
                        ?? "warning: cannot allocate a \(size.width)×\(size.height) shm buffer"
                    let line = Array("opacity-bars: \(why)\n".utf8)
                    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
                }
                return
            }
            let slot = pool.slots[index]
            let damage = content.render(into: slot.canvas, stale: slot.stale).union(slot.unsent)
            applySurfaceScale()
            applyOpaqueRegion()
            toplevel?.beforeCommit(content: content)
            // A probe goes out within the refresh of the frame before it: that frame's
            // callback stands for both.
            if !pacer.drawingProbe { backend.requestFrame() }
            requestFeedback(now: now)
            backend.commit(buffer: slot.buffer.id, damage: damage)
            pool.submitted(index, damage: damage)
            committedBuffer = slot.buffer.id
            pacer.didCommit()
        } else if pacer.shouldRequestIdleFrame(isAnimating: content.isAnimating) {
            backend.requestFrame()
            backend.commit(buffer: nil, damage: .empty)
            pacer.didCommit()
        }
    }

    /// Draws the first frame before the first configure, while the compositor answers the
    /// window's first commit (`WaylandWindow.run` calls it then): creating the buffer, touching
    /// its pages, loading the fonts and drawing need not wait for that answer. The configure's
    /// commit then sends this buffer with what the configure changed redrawn; a new size or
    /// scale takes a new buffer, drawn whole.
    func drawAhead() {
        guard !pacer.configured, pool.slots.isEmpty else { return }
        let size = content.bufferSize
        guard size.width > 0, size.height > 0,
            let index = pool.acquire(width: size.width, height: size.height, allocator: backend)
        else { return }
        pool.drewAhead(index, damage: content.render(into: pool.slots[index].canvas, stale: nil))
    }

    /// Sends the content's opaque region with the buffer it describes, when it changed.
    private func applyOpaqueRegion() {
        let wanted = content.opaqueRegion
        guard wanted != appliedOpaqueRegion else { return }
        backend.setOpaqueRegion(wanted)
        appliedOpaqueRegion = wanted
    }

    /// Sends the buffer scale / viewport destination (`SurfaceScale`) that fit the buffer
    /// about to be attached, when they changed.
    private func applySurfaceScale() {
        let logical = content.logicalSize
        // The scale the content actually drew at (it may clamp what it was given).
        let wanted = SurfaceScale(
            scale: content.scale, fractional: scales.usesFractionalScale,
            logicalWidth: logical.width, logicalHeight: logical.height)
        guard wanted != appliedSurfaceScale else { return }
        if wanted.bufferScale != appliedSurfaceScale.bufferScale { backend.setBufferScale(wanted.bufferScale) }
        if wanted.viewportDestination != appliedSurfaceScale.viewportDestination {
            let d = wanted.viewportDestination
            backend.setViewportDestination(width: Int32(d?.width ?? -1), height: Int32(d?.height ?? -1))
        }
        appliedSurfaceScale = wanted
    }
}
