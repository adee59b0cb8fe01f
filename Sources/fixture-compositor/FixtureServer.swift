import CFixtureCompositor
import ContentHost
import Drawing

/// The C fixture compositor (`fc_*`) as a Swift object: the one file that calls into C.
///
/// Not thread-safe: one caller drives the event loop and sends events.
final class FixtureServer {
    struct Configuration {
        var width: Int32, height: Int32
        var outputScale: Int32 = 1
        var seatVersion: UInt32 = 7
        var capabilities: UInt32 = 7
        /// The capabilities a second wl_seat serves instead of the first (0: one seat).
        var secondSeat: UInt32 = 0
        /// The first seat keeps those capabilities too (both seats get those events).
        var secondSeatShares = false
        var releaseImmediately = false
        /// nil sends no wl_keyboard.repeat_info at bind (the fixture's own events are played).
        var repeatInfo: (rate: Int32, delay: Int32)?
        /// FC_KEYMAP_*: the keymap fault, if any.
        var keymapFault: Int32 = 0
        /// zxdg_decoration_manager_v1 is offered, and the mode it configures (nil: as asked).
        var decorationManager = true
        var decorationMode: DecorationMode?
        /// configure_bounds before the first configure, and that configure's states.
        var bounds: (width: Int32, height: Int32)?
        var states: ToplevelStates = [.activated]
        /// wp_presentation is offered on the virtual clock (`VirtualRefresh` steps it).
        var presentation = false
        /// wp_cursor_shape_manager_v1 is offered.
        var cursorShape = false
        /// wp_fractional_scale_manager_v1 is left out (integer scales only).
        var withoutFractionalScale = false
        /// > 0: wl_compositor v6 sending this preferred_buffer_scale, and no fractional scale.
        var preferredBufferScale: Int32 = 0
        /// wl_data_device_manager is offered: the client's selections are read back.
        var clipboard = false
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    private let handle: OpaquePointer

    /// Creates the display and listens on `socketName` (nil: wayland-N) in `runtimeDirectory`.
    /// Calls `fc_server_create`.
    init(_ configuration: Configuration, runtimeDirectory: String, socketName: String?) throws(Failure) {
        var config = fc_config()
        config.width = configuration.width
        config.height = configuration.height
        config.output_scale = configuration.outputScale
        config.seat_version = configuration.seatVersion
        config.capabilities = configuration.capabilities
        config.second_seat = configuration.secondSeat
        config.second_seat_shares = configuration.secondSeatShares
        config.release_mode =
            configuration.releaseImmediately ? Int32(FC_RELEASE_IMMEDIATELY) : Int32(FC_RELEASE_ON_REPLACE)
        config.repeat_rate = configuration.repeatInfo?.rate ?? -1
        config.repeat_delay = configuration.repeatInfo?.delay ?? 0
        config.keymap_fault = configuration.keymapFault
        config.decoration_manager = configuration.decorationManager
        config.decoration_mode = configuration.decorationMode.map(Self.protocolValue) ?? 0
        config.bounds_width = configuration.bounds?.width ?? 0
        config.bounds_height = configuration.bounds?.height ?? 0
        config.states = configuration.states.rawValue
        config.presentation = configuration.presentation
        config.cursor_shape = configuration.cursorShape
        config.without_fractional_scale = configuration.withoutFractionalScale
        config.preferred_buffer_scale = configuration.preferredBufferScale
        config.data_device = configuration.clipboard
        var error = [CChar](repeating: 0, count: 512)
        let created: OpaquePointer? = error.withUnsafeMutableBufferPointer { buffer in
            if let socketName {
                return fc_server_create(&config, runtimeDirectory, socketName, buffer.baseAddress, buffer.count)
            }
            return fc_server_create(&config, runtimeDirectory, nil, buffer.baseAddress, buffer.count)
        }
        guard let created else {
            throw Failure(
                description:
                    "fixture-compositor: \(String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))"
            )
        }
        handle = created
    }

    deinit { fc_server_destroy(handle) }

    var socketName: String { String(cString: fc_server_socket_name(handle)) }

    /// Runs the event loop once, waiting at most `timeoutMs` (`fc_server_dispatch`).
    func dispatch(timeoutMs: Int32) throws(Failure) {
        if fc_server_dispatch(handle, timeoutMs) != 0 {
            throw Failure(description: "fixture-compositor: wl_event_loop_dispatch failed")
        }
    }

    func flush() { fc_server_flush(handle) }

    var status: fc_status {
        var s = fc_status()
        fc_server_status(handle, &s)
        return s
    }

    /// Diagnostics since the last call, one per element (`fc_server_take_log`).
    func takeLog() -> [String] {
        guard let text = fc_server_take_log(handle) else { return [] }
        return String(cString: text).split(separator: "\n").map(String.init)
    }

    /// What is on screen for the toplevel, copied into a new canvas (`fc_capture`).
    func capture() -> Canvas? {
        var width: Int32 = 0, height: Int32 = 0, stride: Int32 = 0
        guard let pixels = fc_capture(handle, &width, &height, &stride), width > 0, height > 0 else { return nil }
        let canvas = Canvas(width: Int(width), height: Int(height))
        let screen = Canvas(
            wrapping: UnsafeMutableRawPointer(mutating: pixels), width: Int(width),
            height: Int(height), stride: Int(stride))
        canvas.copy(canvas.bounds, from: screen)
        return canvas
    }

    // MARK: Window

    func configure(width: Int32, height: Int32, states: ToplevelStates) {
        fc_send_configure(handle, width, height, states.rawValue)
    }
    /// xdg_toplevel.configure_bounds, sent before the next configure.
    func configureBounds(width: Int32, height: Int32) { fc_send_configure_bounds(handle, width, height) }
    /// The last configure again, with or without the `suspended` state.
    func configureSuspended(_ suspended: Bool) { fc_send_suspended(handle, suspended) }
    /// Every decoration configure gives `mode` from now on (one follows at once).
    func decorationMode(_ mode: DecorationMode) { fc_send_decoration_mode(handle, Self.protocolValue(mode)) }
    /// zxdg_toplevel_decoration_v1.mode's value.
    private static func protocolValue(_ mode: DecorationMode) -> UInt32 { mode == .client ? 1 : 2 }
    func close() { fc_send_close(handle) }
    /// opacity_bars_test_clock_v1.time: the virtual clock moved to `ms` (clients that follow it).
    func announceTime(_ ms: Double) { fc_send_time(handle, ms) }
    /// A refresh at `ms` shows what the last latch took (`fc_presentation_present`).
    func present(at ms: Double, refreshNanoseconds: UInt32) { fc_presentation_present(handle, ms, refreshNanoseconds) }
    /// The newest commit is taken for the next refresh (`fc_presentation_latch`).
    func latch() { fc_presentation_latch(handle) }
    /// The frame callbacks are answered (`fc_presentation_frame_done`).
    func frameDone(at ms: Double) { fc_presentation_frame_done(handle, ms) }
    func outputScale(_ scale: Int32) { fc_send_output_scale(handle, scale) }
    /// wp_fractional_scale_v1.preferred_scale, as scale × 120.
    func preferredScale(_ scale120: UInt32) { fc_send_preferred_scale(handle, scale120) }
    func capabilities(_ bits: UInt32) { fc_send_capabilities(handle, bits) }
    /// The second seat plugged in (`fc_second_seat_announce`) and unplugged (`_withdraw`).
    func announceSecondSeat() { fc_second_seat_announce(handle) }
    func withdrawSecondSeat() { fc_second_seat_withdraw(handle) }

    // MARK: Faults

    /// xdg_surface.error.invalid_size on the window (`fc_fault_protocol_error`); false without one.
    func postProtocolError() -> Bool { fc_fault_protocol_error(handle) }
    /// Holds back wl_buffer.release while true; false sends the held ones (`fc_fault_hold_releases`).
    func holdReleases(_ hold: Bool) { fc_fault_hold_releases(handle, hold) }
    /// xdg_wm_base.ping; its serial, answered in `status.last_pong_serial` (`fc_ping`).
    func ping() -> UInt32 { fc_ping(handle) }

    // MARK: Input

    func pointerEnter(x: Double, y: Double) { fc_pointer_enter(handle, x, y) }
    func pointerLeave() { fc_pointer_leave(handle) }
    func pointerMotion(time: UInt32, x: Double, y: Double) { fc_pointer_motion(handle, time, x, y) }
    func pointerButton(time: UInt32, button: UInt32, pressed: Bool) { fc_pointer_button(handle, time, button, pressed) }
    func axis(time: UInt32, axis: UInt32, value: Double) { fc_pointer_axis(handle, time, axis, value) }
    func axisSource(_ source: UInt32) { fc_pointer_axis_source(handle, source) }
    func axisStop(time: UInt32, axis: UInt32) { fc_pointer_axis_stop(handle, time, axis) }
    func axisDiscrete(axis: UInt32, steps: Int32) { fc_pointer_axis_discrete(handle, axis, steps) }
    func axisValue120(axis: UInt32, value120: Int32) { fc_pointer_axis_value120(handle, axis, value120) }
    func axisRelativeDirection(axis: UInt32, inverted: Bool) {
        fc_pointer_axis_relative_direction(handle, axis, inverted)
    }
    func pointerFrame() { fc_pointer_frame(handle) }

    func touchDown(time: UInt32, id: Int32, x: Double, y: Double) { fc_touch_down(handle, time, id, x, y) }
    func touchMotion(time: UInt32, id: Int32, x: Double, y: Double) { fc_touch_motion(handle, time, id, x, y) }
    func touchUp(time: UInt32, id: Int32) { fc_touch_up(handle, time, id) }
    func touchCancel() { fc_touch_cancel(handle) }
    func touchFrame() { fc_touch_frame(handle) }

    func keyboardEnter() { fc_keyboard_enter(handle) }
    func keyboardLeave() { fc_keyboard_leave(handle) }
    /// False when no key of the us keymap produces `keysym`.
    @discardableResult
    func key(time: UInt32, keysym: UInt32, pressed: Bool) -> Bool { fc_keyboard_key_sym(handle, time, keysym, pressed) }
    func modifiers(_ bits: UInt32) { fc_keyboard_modifiers(handle, bits) }
    func repeatInfo(rate: Int32, delay: Int32) { fc_keyboard_repeat_info(handle, rate, delay) }

    func pinchBegin(time: UInt32, fingers: UInt32) { fc_gesture_pinch_begin(handle, time, fingers) }
    func pinchUpdate(time: UInt32, dx: Double, dy: Double, scale: Double, rotation: Double) {
        fc_gesture_pinch_update(handle, time, dx, dy, scale, rotation)
    }
    func pinchEnd(time: UInt32, cancelled: Bool) { fc_gesture_pinch_end(handle, time, cancelled) }
    func swipeBegin(time: UInt32, fingers: UInt32) { fc_gesture_swipe_begin(handle, time, fingers) }
    func swipeUpdate(time: UInt32, dx: Double, dy: Double) { fc_gesture_swipe_update(handle, time, dx, dy) }
    func swipeEnd(time: UInt32, cancelled: Bool) { fc_gesture_swipe_end(handle, time, cancelled) }
    func holdBegin(time: UInt32, fingers: UInt32) { fc_gesture_hold_begin(handle, time, fingers) }
    func holdEnd(time: UInt32, cancelled: Bool) { fc_gesture_hold_end(handle, time, cancelled) }
}
