import CWayland
import ContentHost
import Drawing
import Gestures

/// The one Swift file that calls the C shim's connection API (cw_client_*): a typed
/// wrapper so the rest of the module never sees a C type. Docs name the C function.
final class Connection {
    private let client: OpaquePointer

    /// cw_client_connect: connects to `display` (nil = $WAYLAND_DISPLAY) and asks for the
    /// globals; `awaitGlobals` binds them once the compositor has answered.
    init(display: String?) throws(WaylandError) {
        var buffer = [CChar](repeating: 0, count: 512)
        let client: OpaquePointer? = buffer.withUnsafeMutableBufferPointer { error in
            if let display {
                return display.withCString { cw_client_connect($0, error.baseAddress, error.count) }
            }
            return cw_client_connect(nil, error.baseAddress, error.count)
        }
        guard let client else { throw WaylandError(Connection.string(buffer)) }
        self.client = client
    }

    /// cw_client_await_globals: waits for the globals and binds them; throws when the
    /// connection failed or a required global is missing.
    func awaitGlobals() throws(WaylandError) {
        var buffer = [CChar](repeating: 0, count: 512)
        let status = buffer.withUnsafeMutableBufferPointer { cw_client_await_globals(client, $0.baseAddress, $0.count) }
        if status != 0 { throw WaylandError(Connection.string(buffer)) }
    }

    deinit { cw_client_destroy(client) }

    /// cw_client_create_window: wl_surface + xdg_toplevel with title and app_id, and the
    /// decoration mode asked of xdg-decoration when it is offered.
    func createWindow(title: String, appID: String, decorations: DecorationPreference) throws(WaylandError) {
        let mode: cw_decorations =
            switch decorations {
            case .auto: CW_DECORATIONS_SERVER
            case .client: CW_DECORATIONS_CLIENT
            case .none: CW_DECORATIONS_NONE
            }
        let status = title.withCString { t in
            appID.withCString { a in cw_client_create_window(client, t, a, Int32(mode.rawValue)) }
        }
        if status != 0 { throw WaylandError("could not create the xdg_toplevel window") }
    }

    /// cw_client_prepare_buffer: the first buffer of this size is made now and its pages
    /// faulted in beside the caller's work.
    func prepareBuffer(width: Int, height: Int) {
        cw_client_prepare_buffer(client, Int32(clamping: width), Int32(clamping: height))
    }

    /// cw_client_has(CW_GLOBAL_VIEWPORTER): fractional scales need it.
    var hasViewporter: Bool { cw_client_has(client, Int32(CW_GLOBAL_VIEWPORTER.rawValue)) != 0 }

    /// cw_client_has(CW_GLOBAL_DECORATION_MANAGER): server-side decorations can be asked for.
    var hasDecorationManager: Bool { cw_client_has(client, Int32(CW_GLOBAL_DECORATION_MANAGER.rawValue)) != 0 }

    /// cw_client_activate_when_mapped: `token` goes with xdg_activation_v1.activate after the
    /// window's first buffer (nothing when the compositor offers no xdg-activation).
    func activateWhenMapped(token: String) {
        token.withCString { cw_client_activate_when_mapped(client, $0) }
    }

    /// cw_client_follow_test_clock: false when the compositor offers no virtual clock.
    func followTestClock() -> Bool { cw_client_follow_test_clock(client) != 0 }

    /// cw_client_next_event: the next queued event, typed.
    func nextEvent() -> (event: ShimEvent?, dispatched: Double)? {
        var event = cw_event()
        guard cw_client_next_event(client, &event) != 0 else { return nil }
        return (ShimEvent(event), event.dispatched)
    }

    var fileDescriptor: Int32 { cw_client_fd(client) }

    /// cw_client_prepare_read: false when events are already queued (dispatch them first).
    func prepareRead() -> Bool { cw_client_prepare_read(client) == 0 }
    func cancelRead() { cw_client_cancel_read(client) }
    func readEvents() throws(WaylandError) {
        if cw_client_read_events(client) < 0 { throw error() }
    }
    func dispatchPending() throws(WaylandError) {
        if cw_client_dispatch_pending(client) < 0 { throw error() }
    }
    func roundtrip() throws(WaylandError) {
        if cw_client_roundtrip(client) < 0 { throw error() }
    }

    /// cw_client_flush: true when everything was sent, false when the socket is full
    /// (poll for POLLOUT and flush again).
    func flush() throws(WaylandError) -> Bool {
        switch cw_client_flush(client) {
        case 0: return true
        case 1: return false
        default: throw error()
        }
    }

    /// cw_client_error_message: the connection's error (protocol error with interface,
    /// object id and code; or the errno).
    func error() -> WaylandError {
        var buffer = [CChar](repeating: 0, count: 512)
        _ = buffer.withUnsafeMutableBufferPointer { cw_client_error_message(client, $0.baseAddress, $0.count) }
        return WaylandError(Connection.string(buffer))
    }

    func ackConfigure(serial: UInt32) { cw_client_ack_configure(client, serial) }
    func setBufferScale(_ scale: Int32) { cw_client_set_buffer_scale(client, scale) }
    func setViewportDestination(width: Int32, height: Int32) {
        cw_client_set_viewport_destination(client, width, height)
    }
    func setCursor(_ shape: CursorShape, scale: Int32) { cw_client_set_cursor(client, shape.rawValue, scale) }
    func setCursorTheme(name: String?, size: Int?) {
        cw_client_set_cursor_theme(client, name ?? "", Int32(clamping: size ?? 0))
    }
    /// cw_client_hide_cursor: wl_pointer.set_cursor with no surface.
    func hideCursor() { cw_client_hide_cursor(client) }
    /// cw_client_show_cursor_image: the buffer on the cursor surface, then wl_pointer.set_cursor.
    func showCursorImage(
        buffer: Int32, bufferScale: Int32, destination: (width: Int32, height: Int32)?, hotSpot: (x: Int32, y: Int32)
    ) {
        cw_client_show_cursor_image(
            client, buffer, bufferScale, destination?.width ?? -1, destination?.height ?? -1, hotSpot.x, hotSpot.y)
    }
    func requestFrame() { cw_client_request_frame(client) }
    func setOpaqueRegion(_ r: LogicalRect?) {
        cw_client_set_opaque_region(
            client, Int32(clamping: r?.x ?? 0), Int32(clamping: r?.y ?? 0),
            Int32(clamping: r?.width ?? 0), Int32(clamping: r?.height ?? 0))
    }
    func requestPresentationFeedback(frame: UInt32) { cw_client_request_presentation_feedback(client, frame) }

    /// cw_client_commit: attach buffer `id` (nil: none), damage (buffer px), commit.
    func commit(buffer id: Int32?, damage: Region) {
        Self.withRects(damage) { cw_client_commit(client, id ?? -1, $0, damage.count) }
    }

    /// The damage as x, y, width, height quadruples for C, in stack memory: a region holds
    /// at most `Region.capacity` rectangles.
    static func withRects(_ damage: Region, _ body: (UnsafePointer<Int32>?) -> Void) {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 4 * Region.capacity) { flat in
            for i in 0 ..< damage.count {
                let r = damage[i]
                flat[4 * i] = Int32(r.x); flat[4 * i + 1] = Int32(r.y)
                flat[4 * i + 2] = Int32(r.width); flat[4 * i + 3] = Int32(r.height)
            }
            body(UnsafePointer(flat.baseAddress))
        }
    }

    private static func string(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension Connection: SurfaceBackend {
    /// cw_client_create_buffer: memfd + wl_shm ARGB8888.
    func createBuffer(width: Int, height: Int) -> AllocatedBuffer? {
        var data: UnsafeMutableRawPointer?
        var stride: Int32 = 0
        let id = cw_client_create_buffer(client, Int32(width), Int32(height), &data, &stride)
        guard id >= 0, let data else { return nil }
        return AllocatedBuffer(id: id, data: data, stride: Int(stride))
    }

    func destroyBuffer(id: Int32) { cw_client_destroy_buffer(client, id) }
}

extension Connection: PopupBackend {
    /// cw_popup_create: surface, positioner, xdg_popup, grab with the latest press's serial.
    func createPopup(_ r: PopupRequest) -> Bool {
        cw_popup_create(
            client, Int32(r.anchorX), Int32(r.anchorY), Int32(r.anchorWidth), Int32(r.anchorHeight),
            Int32(r.width), Int32(r.height), r.grab ? 1 : 0) == 0
    }
    func destroyPopup() { cw_popup_destroy(client) }
    func ackPopupConfigure(serial: UInt32) { cw_popup_ack_configure(client, serial) }
    func setPopupBufferScale(_ scale: Int32) { cw_popup_set_buffer_scale(client, scale) }
    func setPopupViewportDestination(width: Int32, height: Int32) {
        cw_popup_set_viewport_destination(client, width, height)
    }
    func requestPopupFrame() { cw_popup_request_frame(client) }
    func syncPopup() { cw_popup_sync(client) }
    func commitPopup(buffer id: Int32?, damage: Region) {
        Connection.withRects(damage) { cw_popup_commit(client, id ?? -1, $0, damage.count) }
    }
}

extension Connection: ToplevelBackend {
    func send(_ request: WindowRequest) {
        switch request {
        case .move: cw_client_move(client)
        case .resize(let edges): cw_client_resize(client, edges.rawValue)
        case .setMaximized(let on): cw_client_set_maximized(client, on ? 1 : 0)
        case .setFullscreen(let on): cw_client_set_fullscreen(client, on ? 1 : 0)
        case .minimize: cw_client_set_minimized(client)
        case .showWindowMenu(let x, let y): cw_client_show_window_menu(client, Int32(clamping: x), Int32(clamping: y))
        }
    }
    func setMinimumSize(width: Int32, height: Int32) { cw_client_set_min_size(client, width, height) }
    func setWindowGeometry(_ r: LogicalRect) {
        cw_client_set_window_geometry(
            client, Int32(clamping: r.x), Int32(clamping: r.y),
            Int32(clamping: r.width), Int32(clamping: r.height))
    }
}

extension Connection: ClipboardBackend {
    /// cw_clipboard_offer_text: a wl_data_source offering text, set as the selection.
    func offerSelection() -> UInt32 { cw_clipboard_offer_text(client) }
}

/// Signals and timers through the shim (signalfd, timerfd, CLOCK_MONOTONIC).
enum LoopSystem {
    /// CLOCK_MONOTONIC in ms: the only clock read in the whole program's live path.
    static func monotonicMilliseconds() -> Double { cw_monotonic_ms() }

    static func openSignalFD(_ signals: [Int32]) -> Int32 {
        signals.withUnsafeBufferPointer { cw_signalfd_open($0.baseAddress, Int32($0.count)) }
    }
    static func readSignal(_ fd: Int32) -> Int32 { cw_signalfd_read(fd) }
    static func openTimerFD() -> Int32 { cw_timerfd_open() }
    static func armTimer(_ fd: Int32, at deadline: Double?) { _ = cw_timerfd_arm(fd, deadline ?? 0) }
    static func clearTimer(_ fd: Int32) { cw_timerfd_clear(fd) }
}
