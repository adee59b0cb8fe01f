import ContentHost
import Drawing

#if canImport(Glibc)
import Glibc
#endif

/// The requests for the content's popup surface. `Connection` (the C shim) is the live
/// implementation; tests record the calls.
protocol PopupBackend: BufferAllocator {
    /// Makes the popup (replacing any) as `request` says; false when it could not.
    func createPopup(_ request: PopupRequest) -> Bool
    func destroyPopup()
    func ackPopupConfigure(serial: UInt32)
    func setPopupBufferScale(_ scale: Int32)
    /// wp_viewport.set_destination on the popup (logical px); -1, -1 unsets it.
    func setPopupViewportDestination(width: Int32, height: Int32)
    func requestPopupFrame()
    /// A round trip (wl_display.sync) for the popup; `PopupDriver.synced` when it is back.
    func syncPopup()
    /// Attach `buffer` (nil: none), damage `rects` in buffer pixels, commit.
    func commitPopup(buffer id: Int32?, damage: Region)
}

/// The popup's decisions, without I/O, beside `WindowDriver`'s for the window: the popup is
/// made when the content asks for one (`PopupContent.popup`), made anew when the content opens
/// another (a new generation), destroyed when it asks for none; its configure is passed on
/// (and acked with the next commit); it is drawn from its own bounded pool (`BufferPool`) at
/// most once per frame callback (`FramePacer`), as the window is. Its scale is the window's,
/// or, where the window's is fractional, the popup surface's own preferred scale once the
/// compositor sends one (a popup may be on another output): shown as the window's is
/// (`SurfaceScale`), through its own viewport at its logical size, or through
/// wl_surface.set_buffer_scale.
///
/// The popup is never acked or committed into a dismissal it could already see. A compositor
/// may dismiss a popup at any moment (a click elsewhere, a focus change), and wlroots 0.15
/// (sway 1.7) then sends popup_done and resets the xdg_surface at once: from then on an
/// ack_configure ("must have a role") or a commit of a surface with a buffer ("has never been
/// configured") ends the client. So a configure is acked and a frame committed only after
/// (1) every event of the batch that brought them was handled, since a popup_done may follow
/// the configure in it, and (2) a wl_display.sync sent once the frame was drawn has come back
/// without a popup_done before it: the compositor answers the sync in order, after any
/// dismissal it made before reading it. What is left is a dismissal within the last leg of
/// that round trip, which no client request can see coming.
final class PopupDriver {
    let content: any PopupContent
    private let backend: PopupBackend
    private(set) var pool = BufferPool()
    private(set) var pacer = FramePacer()
    /// The popup that exists now, as it was asked for.
    private(set) var shown: PopupRequest?
    /// The buffer scale and viewport destination sent for the popup's surface.
    private var appliedScale = SurfaceScale(scale: 1, fractional: false, logicalWidth: 0, logicalHeight: 0)
    /// The scale the popup was last drawn at.
    private var drawnScale = 1.0
    /// The popup surface's own wp_fractional_scale_v1 preference (× 120), for the popup shown.
    private var preferredNumerator: UInt32?
    /// A generation the backend could not make: not asked for again.
    private var refused: Int?
    /// popup_done came: nothing but the destroy goes to this popup any more.
    private(set) var isDismissed = false
    /// The configure to ack with the next commit.
    private var unacked: UInt32?
    /// A frame drawn and waiting for its sync to come back: its slot, damage and how it is shown.
    private var drawn: (index: Int, damage: Region, scale: SurfaceScale)?
    private var syncInFlight = false
    private var syncAnswered = false

    init(content: any PopupContent, backend: PopupBackend) {
        self.content = content
        self.backend = backend
    }

    /// xdg_popup.configure: the content learns where the popup is; the ack goes with the
    /// first commit after it.
    func configured(x: Int32, y: Int32, width: Int32, height: Int32, serial: UInt32) {
        guard shown != nil, !isDismissed else { return }
        content.popupConfigured(x: Int(x), y: Int(y), width: Int(width), height: Int(height))
        unacked = serial
        pacer.didConfigure()
    }

    /// xdg_popup.popup_done.
    func dismissed() {
        if shown != nil { isDismissed = true }
        content.popupDismissed()
    }

    /// wp_fractional_scale_v1.preferred_scale for the popup's surface (× 120).
    func preferredScale(numerator: UInt32) { preferredNumerator = numerator > 0 ? numerator : nil }

    func frameDone() { pacer.didReceiveFrameDone() }

    /// The sync sent after the last frame was drawn is back: the frame may go out.
    func synced() {
        guard syncInFlight else { return }
        syncInFlight = false
        syncAnswered = true
    }

    func released(id: Int32) { pool.released(id: id) }

    /// Brings the surface in line with what the content wants, then draws if due. Returns
    /// true when the popup that was shown is gone (its input position with it). `geometryOrigin`
    /// is where the window geometry starts in the window's surface: positioners speak window
    /// geometry, contents speak their surface. `fractional`: the window's scale comes from
    /// wp_fractional_scale_v1 and is shown through a viewport, as the popup's then is.
    func update(windowScale: Double, fractional: Bool = false, geometryOrigin: (x: Int, y: Int) = (0, 0)) -> Bool {
        let wanted = content.popup
        var closed = false
        if wanted?.generation != shown?.generation {
            if shown != nil { tearDown(); closed = true }
            if let wanted, wanted.generation != refused {
                var placed = wanted
                placed.anchorX -= geometryOrigin.x
                placed.anchorY -= geometryOrigin.y
                if backend.createPopup(placed) {
                    shown = wanted
                } else {
                    refused = wanted.generation
                }
            }
        }
        let scale = fractional ? preferredNumerator.map { Double($0) / 120 } ?? windowScale : windowScale
        drawIfDue(scale: scale, fractional: fractional)
        return closed
    }

    /// Commits the frame whose sync came back, or draws the next one and sends its sync.
    private func drawIfDue(scale: Double, fractional: Bool) {
        guard let shown, !isDismissed, !syncInFlight else { return }
        if syncAnswered, let frame = drawn {
            syncAnswered = false
            drawn = nil
            commit(frame)
            return
        }
        let wanted = SurfaceScale(
            scale: scale, fractional: fractional, logicalWidth: shown.width, logicalHeight: shown.height)
        guard drawn == nil,
            pacer.shouldDraw(needsRedraw: content.popupNeedsRedraw || scale != drawnScale || wanted != appliedScale)
        else { return }
        let drawAt = fractional ? scale : Double(wanted.bufferScale)
        let size = shown.bufferSize(scale: drawAt)
        guard let index = pool.acquire(width: size.width, height: size.height, allocator: backend) else { return }
        drawn = (index, content.renderPopup(into: pool.slots[index].canvas, scale: drawAt), wanted)
        drawnScale = scale
        syncAnswered = false
        syncInFlight = true
        backend.syncPopup()
    }

    private func commit(_ frame: (index: Int, damage: Region, scale: SurfaceScale)) {
        if let serial = unacked {
            backend.ackPopupConfigure(serial: serial)
            unacked = nil
        }
        if frame.scale.bufferScale != appliedScale.bufferScale { backend.setPopupBufferScale(frame.scale.bufferScale) }
        if frame.scale.viewportDestination != appliedScale.viewportDestination {
            let d = frame.scale.viewportDestination
            backend.setPopupViewportDestination(width: Int32(d?.width ?? -1), height: Int32(d?.height ?? -1))
        }
        appliedScale = frame.scale
        backend.requestPopupFrame()
        backend.commitPopup(buffer: pool.slots[frame.index].buffer.id, damage: frame.damage)
        pool.submitted(frame.index, damage: frame.damage)
        pacer.didCommit()
    }

    /// Destroys the popup and its buffers.
    func tearDown() {
        guard shown != nil else { return }
        backend.destroyPopup()
        pool.removeAll(allocator: backend)
        pacer = FramePacer()
        shown = nil
        appliedScale = SurfaceScale(scale: 1, fractional: false, logicalWidth: 0, logicalHeight: 0)
        drawnScale = 1
        preferredNumerator = nil
        isDismissed = false
        unacked = nil
        drawn = nil
        syncInFlight = false
        syncAnswered = false
    }
}
