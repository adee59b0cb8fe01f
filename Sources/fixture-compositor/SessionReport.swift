import CFixtureCompositor
import Foundation

/// What a session did, written as JSON with `--report`: the evidence tests check.
struct SessionReport: Codable {
    var socket = ""
    var fixture: String?
    /// Where the session ended: "done", or the phase that failed ("mapping", "playing",
    /// "settling", "closing").
    var outcome = "done"
    var failure: String?
    var clientExitStatus: Int32?
    var eventsInFixture = 0
    var eventsSent = 0
    var eventsSkipped: [String] = []
    /// Wall time of the playback phase and of the fixture's own span (ms).
    var playbackMs = 0.0
    var fixtureSpanMs = 0.0
    /// Largest lateness of an event against its scheduled time (ms). On the virtual clock
    /// (`followsVirtualClock`) it changes nothing the client decides.
    var maxLatenessMs = 0.0
    /// The client followed the virtual clock (opacity_bars_test_clock_v1): each event reached
    /// it stamped with its fixture time, so its state does not depend on delivery.
    var followsVirtualClock = false
    /// The client stopped committing for `--settle-ms` before the capture; how long that took.
    var settled = false
    var settleWaitMs = 0.0
    var screenshot: String?
    var screenshotSize: [Int]?

    // From fc_status.
    var clientsEver: Int32 = 0
    var title = ""
    var appID = ""
    var pongReceived = false
    var commits: UInt32 = 0
    var bufferCommits: UInt32 = 0
    var buffersReleased: UInt32 = 0
    var framesDone: UInt32 = 0
    var heldBufferWrites: UInt32 = 0
    var undamagedChanges: UInt32 = 0
    var inputEventsSent: UInt32 = 0
    var inputEventsDropped: UInt32 = 0
    var pointersBound: UInt32 = 0
    var keyboardsBound: UInt32 = 0
    var touchesBound: UInt32 = 0
    /// wl_seat objects the client bound (one per seat global it bound).
    var seatsBound: UInt32 = 0
    /// With `--second-seat`: the client released that seat when it was unplugged (its global
    /// withdrawn after the playback), before the window closed.
    var secondSeatReleased = false
    var bufferWidth: Int32 = 0
    var bufferHeight: Int32 = 0
    var bufferScale: Int32 = 0
    /// The window's wp_viewport destination at its last commit (logical px); 0 × 0 = none.
    var viewportWidth: Int32 = 0
    var viewportHeight: Int32 = 0
    var bufferSizeChanges: UInt32 = 0
    /// wl_buffer lifetimes: all of the client's (cursor images too), and the window's.
    var buffersCreated: UInt32 = 0
    var buffersAliveMax: UInt32 = 0
    var windowBuffersCreated: UInt32 = 0
    var windowBuffersAliveMax: UInt32 = 0
    var releasesDeferred: UInt32 = 0
    var buffersHeldMax: UInt32 = 0
    /// What the client asked of its window: the minimum size, the window geometry (its own
    /// decorations around it), the decoration mode it asked for and the one configured (1
    /// client-side, 2 server-side, 0 none), and its window-management requests.
    var window = WindowRequests()
    /// xdg_activation_v1.activate requests: how many, how many named the window's surface, and
    /// the latest one's token ("" when none came).
    var activations: UInt32 = 0
    var windowActivations: UInt32 = 0
    var activationToken = ""
    /// What the client asked of the pointer's look, in order (the first 32), and how many
    /// cursor images had a buffer that does not divide by their buffer scale.
    var cursorRequests: [CursorRequest] = []
    var cursorRequestCount: UInt32 = 0
    var cursorBadSizes: UInt32 = 0
    /// The clipboard (`--clipboard`): wl_data_device objects, selections set and how many with
    /// the latest key press's serial, the last selection's mime types, and its text as pasted
    /// back, with the pastes read to their end.
    var clipboard = ClipboardReport()
    /// The client's peak resident memory before it was asked to close (KiB; VmHWM).
    var clientPeakResidentKiB: Int?
    /// The injected fault and what it did (`--fault`).
    var fault: FaultReport?
    var log: [String] = []

    mutating func record(_ s: fc_status) {
        clientsEver = s.clients_ever
        title = Self.string(s.title)
        appID = Self.string(s.app_id)
        pongReceived = s.pong_received
        commits = s.commits
        bufferCommits = s.buffer_commits
        buffersReleased = s.buffers_released
        framesDone = s.frames_done
        heldBufferWrites = s.held_buffer_writes
        undamagedChanges = s.undamaged_changes
        inputEventsSent = s.input_events_sent
        inputEventsDropped = s.input_events_dropped
        pointersBound = s.pointers_bound
        keyboardsBound = s.keyboards_bound
        touchesBound = s.touches_bound
        seatsBound = s.seats_bound
        bufferWidth = s.buffer_width
        bufferHeight = s.buffer_height
        bufferScale = s.buffer_scale
        viewportWidth = s.viewport_width
        viewportHeight = s.viewport_height
        bufferSizeChanges = s.buffer_size_changes
        buffersCreated = s.buffers_created
        buffersAliveMax = s.buffers_alive_max
        windowBuffersCreated = s.toplevel_buffers_created
        windowBuffersAliveMax = s.toplevel_buffers_alive_max
        releasesDeferred = s.releases_deferred
        buffersHeldMax = s.buffers_held_max
        followsVirtualClock = s.clocks_bound > 0
        window = WindowRequests(s)
        activations = s.activations
        windowActivations = s.toplevel_activations
        activationToken = Self.string(s.activation_token)
        clipboard = ClipboardReport(
            dataDevices: s.data_devices, selections: s.selections, withKeySerial: s.selections_with_key_serial,
            pastes: s.selection_pastes, types: Self.string(s.selection_types), text: Self.string(s.selection_text))
        cursorRequestCount = s.cursor_request_count
        cursorBadSizes = s.cursor_bad_sizes
        cursorRequests = withUnsafeBytes(of: s.cursor_requests) { raw in
            Array(
                raw.bindMemory(to: fc_cursor_request.self).prefix(
                    Int(min(s.cursor_request_count, UInt32(FC_MAX_CURSOR_REQUESTS)))))
        }.map(CursorRequest.init)
    }

    struct ClipboardReport: Codable {
        var dataDevices: UInt32 = 0
        var selections: UInt32 = 0
        var withKeySerial: UInt32 = 0
        var pastes: UInt32 = 0
        var types = ""
        var text = ""
    }

    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func string<T>(_ tuple: T) -> String {
        withUnsafeBytes(of: tuple) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

/// The window-management part of `SessionReport`.
struct WindowRequests: Codable, Equatable {
    var minimumSize: [Int32] = [0, 0]
    /// x, y, width, height; nil when the client set none.
    var geometry: [Int32]?
    var decorationObjects: UInt32 = 0
    var decorationRequested: UInt32 = 0
    var decorationConfigured: UInt32 = 0
    var moves: UInt32 = 0
    var resizes: UInt32 = 0
    var lastResizeEdges: UInt32 = 0
    var windowMenus: UInt32 = 0
    /// The latest window menu's point as sent (surface coordinates); nil when none was asked.
    var lastWindowMenu: [Int32]?
    /// Moves, resizes and window menus that carried the serial of the latest press.
    var withPressSerial: UInt32 = 0
    var maximize: UInt32 = 0
    var unmaximize: UInt32 = 0
    var minimize: UInt32 = 0
    var fullscreen: UInt32 = 0
    var unfullscreen: UInt32 = 0

    init() {}

    init(_ s: fc_status) {
        minimumSize = [s.min_width, s.min_height]
        geometry = s.has_geometry ? [s.geometry_x, s.geometry_y, s.geometry_width, s.geometry_height] : nil
        decorationObjects = s.decoration_objects
        decorationRequested = s.decoration_requested
        decorationConfigured = s.decoration_configured
        moves = s.moves
        resizes = s.resizes
        lastResizeEdges = s.last_resize_edges
        windowMenus = s.window_menus
        lastWindowMenu = s.window_menus > 0 ? [s.last_window_menu_x, s.last_window_menu_y] : nil
        withPressSerial = s.press_serial_requests
        maximize = s.maximize_requests
        unmaximize = s.unmaximize_requests
        minimize = s.minimize_requests
        fullscreen = s.fullscreen_requests
        unfullscreen = s.unfullscreen_requests
    }
}

/// One request about the pointer's look (`fc_cursor_request`).
struct CursorRequest: Codable, Equatable {
    /// "shape" (wp_cursor_shape_device_v1.set_shape), "hidden" (wl_pointer.set_cursor without a
    /// surface) or "surface" (with one).
    var kind: String
    /// The shape's number (kind "shape").
    var shape: UInt32?
    /// It carried the serial of the latest pointer enter.
    var serialMatches: Bool
    /// Kind "surface": the surface's committed buffer (px), buffer scale and viewport
    /// destination (nil: none) when the request came, and the hot spot (logical px).
    var buffer: [Int32]?
    var bufferScale: Int32?
    var viewport: [Int32]?
    var hotSpot: [Int32]?

    init(_ r: fc_cursor_request) {
        serialMatches = r.serial_matches
        switch Int32(r.kind) {
        case Int32(FC_CURSOR_SHAPE):
            kind = "shape"
            shape = r.shape
        case Int32(FC_CURSOR_HIDDEN):
            kind = "hidden"
        default:
            kind = "surface"
            buffer = [r.buffer_width, r.buffer_height]
            bufferScale = r.buffer_scale
            viewport = r.viewport_width > 0 ? [r.viewport_width, r.viewport_height] : nil
            hotSpot = [r.hotspot_x, r.hotspot_y]
        }
    }
}
