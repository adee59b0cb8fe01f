import Canvas
import ContentHost
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
    /// Attach `buffer` (nil: none), damage `rects` in buffer pixels, commit.
    func commitPopup(buffer id: Int32?, damage: Region)
}

/// The popup's decisions, without I/O, beside `WindowDriver`'s for the window: the popup is
/// made when the content asks for one (`PopupContent.popup`), made anew when the content opens
/// another (a new generation), destroyed when it asks for none; its configure is passed on and
/// acked; it is drawn from its own bounded pool (`BufferPool`) at most once per frame callback
/// (`FramePacer`), as the window is. Its scale is the window's, or, where the window's is
/// fractional, the popup surface's own preferred scale once the compositor sends one (a
/// popup may be on another output): shown as the window's is (`SurfaceScale`), through its
/// own viewport at its logical size, or through wl_surface.set_buffer_scale.
final class PopupDriver {
    let content: any PopupContent
    private let backend: PopupBackend
    private(set) var pool = BufferPool()
    private(set) var pacer = FramePacer()
    /// The popup that exists now, as it was asked for.
    private(set) var shown: PopupRequest?
    private var appliedScale = SurfaceScale(scale: 1, fractional: false, logicalWidth: 0, logicalHeight: 0)
    /// The scale the popup was last drawn at.
    private var drawnScale = 1.0
    /// The popup surface's own wp_fractional_scale_v1 preference (× 120), for the popup shown.
    private var preferredNumerator: Int32?
    /// A generation the backend could not make: not asked for again.
    private var refused: Int?

    init(content: any PopupContent, backend: PopupBackend) {
        self.content = content
        self.backend = backend
    }

    /// xdg_popup.configure: the content learns where the popup is, the configure is acked.
    func configured(x: Int32, y: Int32, width: Int32, height: Int32, serial: UInt32) {
        guard shown != nil else { return }
        content.popupConfigured(x: Int(x), y: Int(y), width: Int(width), height: Int(height))
        backend.ackPopupConfigure(serial: serial)
        pacer.didConfigure()
    }

    func dismissed() { content.popupDismissed() }
    /// wp_fractional_scale_v1.preferred_scale for the popup's surface (× 120).
    func preferredScale(numerator: Int32) { preferredNumerator = numerator > 0 ? numerator : nil }
    func frameDone() { pacer.didReceiveFrameDone() }
    func released(id: Int32) { pool.released(id: id) }

    /// Brings the surface in line with what the content wants, then draws if due. Returns
    /// true when the popup that was shown is gone (its input position with it). `geometryOrigin`
    /// is where the window geometry starts in the window's surface: positioners speak window
    /// geometry, contents speak their surface.
    /// `fractional`: the window's scale comes from wp_fractional_scale_v1 and is shown through
    /// a viewport, as the popup's then is.
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
                    appliedScale = SurfaceScale(scale: 1, fractional: false, logicalWidth: 0, logicalHeight: 0)
                    preferredNumerator = nil
                } else {
                    refused = wanted.generation
                }
            }
        }
        let scale = fractional ? preferredNumerator.map { Double($0) / 120 } ?? windowScale : windowScale
        drawIfDue(scale: scale, fractional: fractional)
        return closed
    }

    private func drawIfDue(scale: Double, fractional: Bool) {
        guard let shown else { return }
        let wanted = SurfaceScale(scale: scale, fractional: fractional, logicalWidth: shown.width, logicalHeight: shown.height)
        guard pacer.shouldDraw(needsRedraw: content.popupNeedsRedraw || scale != drawnScale || wanted != appliedScale)
        else { return }
        let drawAt = fractional ? scale : Double(wanted.bufferScale)
        let size = shown.bufferSize(scale: drawAt)
        guard let index = pool.acquire(width: size.width, height: size.height, allocator: backend) else { return }
        let slot = pool.slots[index]
        let damage = content.renderPopup(into: slot.canvas, scale: drawAt)
        drawnScale = scale
        if wanted.bufferScale != appliedScale.bufferScale { backend.setPopupBufferScale(wanted.bufferScale) }
        if wanted.viewportDestination != appliedScale.viewportDestination {
            let d = wanted.viewportDestination
            backend.setPopupViewportDestination(width: Int32(d?.width ?? -1), height: Int32(d?.height ?? -1))
        }
        appliedScale = wanted
        backend.requestPopupFrame()
        backend.commitPopup(buffer: slot.buffer.id, damage: damage)
        pool.submitted(index, damage: damage)
        pacer.didCommit()
    }

    /// Destroys the popup and its buffers.
    func tearDown() {
        guard shown != nil else { return }
        backend.destroyPopup()
        pool.removeAll(allocator: backend)
        pacer = FramePacer()
        shown = nil
    }
}
