import ContentHost
import Drawing
import Gestures

/// The pointer's look on the window, without I/O: the content's `PointerStyle` in, the
/// requests that show it out (`SurfaceBackend`), sent on enter and when the style or the scale
/// changes, and nothing while both stay as they are.
///
/// A named shape goes to the compositor by name (cursor-shape-v1, else the cursor theme: the
/// shim decides); hidden is `wl_pointer.set_cursor` with no surface; a custom pointer is drawn
/// here (`CursorPainter`, through `Canvas`) into an shm buffer at the window's scale and shown
/// on the shim's cursor surface, so it is as crisp as the window. Who owns a drawn buffer when:
/// once shown, the compositor may read it until wl_buffer.release, and it is never drawn into
/// again (an image is drawn once); it is destroyed only after that release, when a scale
/// change has made it useless or the cache needs its place.
struct CursorDriver {
    /// One custom pointer drawn at one scale.
    struct Image {
        var pointer: CustomPointer
        var scale: Double
        var fractional: Bool
        var buffer: AllocatedBuffer
        var geometry: CursorGeometry
        /// Shown since the compositor's last wl_buffer.release for it.
        var held = false
        /// When it was last shown, in `update` calls: the least recently shown goes first.
        var lastUse = 0
    }

    /// At most this many drawn pointers are kept: enough for a content that changes between a
    /// few custom pointers to show each again without drawing it anew, and few against the
    /// shim's buffer slots, which the window and its popup share.
    static let capacity = 3

    /// What was last sent; nil: nothing yet, or sent again on the next update (a new enter).
    private var applied: Applied?
    private(set) var images: [Image] = []
    private var uses = 0
    /// The arrow stands in for a pointer that found no buffer: a release may make room.
    private var retryOnRelease = false
    /// Reused for every pointer drawn: its buffers grow once.
    private let filler = PathFiller()

    private struct Applied: Equatable {
        var style: PointerStyle
        var scale: Double
        var fractional: Bool
    }

    /// The pointer entered the window: whatever was shown, the compositor needs it again with
    /// the new enter's serial.
    mutating func pointerEntered() { applied = nil }

    /// The desktop's cursor theme and size (nil: not said), for named shapes where the shim
    /// falls back to a theme: sent when they change, and the shape shown then is sent again.
    private var theme: (name: String?, size: Int?) = (nil, nil)
    mutating func setTheme(name: String?, size: Int?, backend: SurfaceBackend) {
        guard name != theme.name || size != theme.size else { return }
        theme = (name, size)
        backend.setCursorTheme(name: name, size: size)
        if case .system? = applied?.style { applied = nil }
    }

    /// Sends what shows `style` at `scale` (integer through the buffer scale, or fractional
    /// through the viewport), unless that was the last thing sent.
    mutating func update(style: PointerStyle, scale: Double, fractional: Bool, backend: SurfaceBackend) {
        let wanted = Applied(style: style, scale: scale, fractional: fractional)
        guard wanted != applied else { return }
        applied = wanted
        retryOnRelease = false
        uses += 1
        switch style {
        case .system(let shape):
            backend.setCursor(shape, scale: CursorGeometry.bufferScale(for: scale))
        case .hidden:
            backend.hideCursor()
        case .custom(let pointer):
            guard let index = image(for: pointer, scale: scale, fractional: fractional, allocator: backend) else {
                // No memory, or every buffer kept is still the compositor's: a named arrow
                // rather than a pointer left in the wrong shape, and another try once the
                // compositor gives a buffer back.
                backend.setCursor(.default, scale: CursorGeometry.bufferScale(for: scale))
                retryOnRelease = true
                return
            }
            images[index].held = true
            images[index].lastUse = uses
            let g = images[index].geometry
            backend.showCursorImage(
                buffer: images[index].buffer.id, bufferScale: g.bufferScale, destination: g.destination,
                hotSpot: g.hotSpot)
        }
        dropStale(allocator: backend)
    }

    /// wl_buffer.release for `id`: false when it is none of the cursor's.
    mutating func released(id: Int32, allocator: BufferAllocator) -> Bool {
        guard let i = images.firstIndex(where: { $0.buffer.id == id }) else { return false }
        images[i].held = false
        dropStale(allocator: allocator)
        if retryOnRelease { applied = nil }
        return true
    }

    /// Destroys every buffer (the window is going away).
    mutating func removeAll(allocator: BufferAllocator) {
        for image in images { allocator.destroyBuffer(id: image.buffer.id) }
        images.removeAll()
        applied = nil
    }

    /// The image of `pointer` at this scale: the one drawn before, or a new one drawn now in
    /// the place of the least recently shown that the compositor no longer reads.
    private mutating func image(
        for pointer: CustomPointer, scale: Double, fractional: Bool, allocator: BufferAllocator
    ) -> Int? {
        if let i = images.firstIndex(where: {
            $0.pointer == pointer && $0.scale == scale && $0.fractional == fractional
        }) {
            return i
        }
        if images.count >= Self.capacity {
            guard
                let oldest = images.indices.filter({ !images[$0].held }).min(by: {
                    images[$0].lastUse < images[$1].lastUse
                })
            else { return nil }
            allocator.destroyBuffer(id: images[oldest].buffer.id)
            images.remove(at: oldest)
        }
        let geometry = CursorGeometry(pointer: pointer, scale: scale, fractional: fractional)
        guard let buffer = allocator.createBuffer(width: geometry.bufferWidth, height: geometry.bufferHeight)
        else { return nil }
        let canvas = Canvas(
            wrapping: buffer.data, width: geometry.bufferWidth, height: geometry.bufferHeight, stride: buffer.stride)
        CursorPainter.paint(pointer, into: canvas, scale: geometry.drawingScale, filler: filler)
        images.append(Image(pointer: pointer, scale: scale, fractional: fractional, buffer: buffer, geometry: geometry))
        return images.count - 1
    }

    /// Images at a scale other than the one last sent are no use once the compositor has let
    /// them go.
    private mutating func dropStale(allocator: BufferAllocator) {
        guard let applied else { return }
        images.removeAll { image in
            guard !image.held, image.scale != applied.scale || image.fractional != applied.fractional else {
                return false
            }
            allocator.destroyBuffer(id: image.buffer.id)
            return true
        }
    }
}

/// Where a custom pointer's pixels go: its box rounded up to whole logical px, the buffer that
/// holds it at the scale, and how the compositor is told to show that buffer at the box's
/// logical size.
///
/// Integer scales: `wl_surface.set_buffer_scale(ceil(scale))` with a buffer of the box × that
/// scale, which is a multiple of it, as the protocol requires of a scaled buffer. Fractional
/// scales (wp_fractional_scale_v1, through wp_viewporter): the buffer is the box at the exact
/// scale, rounded as the window's is (`BufferGeometry`), buffer scale 1, and the viewport's
/// destination is the box, so the compositor maps its pixels one to one to the screen's.
struct CursorGeometry: Equatable {
    var logicalWidth: Int
    var logicalHeight: Int
    var bufferWidth: Int
    var bufferHeight: Int
    var bufferScale: Int32
    /// The viewport's destination (logical px); nil: none (integer scales).
    var destination: (width: Int32, height: Int32)?
    /// Buffer px per logical px, as the path is drawn.
    var drawingScale: Double
    /// Where it points, in the cursor surface's logical coordinates (wl_pointer.set_cursor).
    var hotSpot: (x: Int32, y: Int32)

    /// The largest box drawn: far past any pointer, and it keeps a buffer's size sane whatever
    /// a content asks.
    static let maxLogicalSide = 256

    init(pointer: CustomPointer, scale: Double, fractional: Bool) {
        func side(_ length: Double) -> Int {
            length.isFinite ? max(1, min(Self.maxLogicalSide, Int(length.rounded(.up)))) : 1
        }
        logicalWidth = side(pointer.width)
        logicalHeight = side(pointer.height)
        if fractional, scale.isFinite, scale > 0 {
            let size = BufferGeometry.size(of: (logicalWidth, logicalHeight), scale: min(scale, 16))
            bufferWidth = max(1, size.width)
            bufferHeight = max(1, size.height)
            bufferScale = 1
            destination = (Int32(logicalWidth), Int32(logicalHeight))
            drawingScale = min(scale, 16)
        } else {
            bufferScale = Self.bufferScale(for: scale)
            bufferWidth = logicalWidth * Int(bufferScale)
            bufferHeight = logicalHeight * Int(bufferScale)
            destination = nil
            drawingScale = Double(bufferScale)
        }
        func spot(_ v: Double, _ limit: Int) -> Int32 {
            v.isFinite ? Int32(max(0, min(Double(limit), v.rounded()))) : 0
        }
        hotSpot = (spot(pointer.hotSpot.x, logicalWidth), spot(pointer.hotSpot.y, logicalHeight))
    }

    /// wl_surface.set_buffer_scale for `scale`: rounded up, so a pointer is never drawn
    /// coarser than the screen, and within 1…16.
    static func bufferScale(for scale: Double) -> Int32 {
        guard scale.isFinite, scale > 1 else { return 1 }
        return Int32(min(16, scale.rounded(.up)))
    }

    static func == (a: CursorGeometry, b: CursorGeometry) -> Bool {
        a.logicalWidth == b.logicalWidth && a.logicalHeight == b.logicalHeight && a.bufferWidth == b.bufferWidth
            && a.bufferHeight == b.bufferHeight && a.bufferScale == b.bufferScale
            && a.destination?.width == b.destination?.width && a.destination?.height == b.destination?.height
            && a.drawingScale == b.drawingScale && a.hotSpot == b.hotSpot
    }
}
