/* CFixtureCompositor: a small Wayland compositor on libwayland-server, used as a TEST PEER
 * (not a product). It serves the globals the app binds (wl_compositor, wl_shm, xdg_wm_base,
 * wl_output, wl_seat v9 with pointer / keyboard / touch, zwp_pointer_gestures_v1, wp_viewporter,
 * wp_fractional_scale_manager_v1, zxdg_decoration_manager_v1 and wp_cursor_shape_manager_v1
 * where the driver offers them,
 * xdg_activation_v1, and opacity_bars_test_clock_v1: a virtual clock), lets a
 * driver (the Swift `fixture-compositor` executable) send real input events over the
 * socket, answers frame callbacks on a 60 Hz tick, releases buffers the way a compositor
 * does, and keeps a copy of what is on screen (the committed buffers, applied through
 * their damage) for capture.
 *
 * Why C: libwayland-server's resource implementations are C vtables with stable addresses;
 * Swift sees only this header (opaque handle, plain values). Every symbol has the `fc_`
 * prefix. Single-threaded: every call happens on the thread that calls fc_server_dispatch. */
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

struct fc_server;

/** Seat capability bits, as in wl_seat.capability. */
enum { FC_CAP_POINTER = 1, FC_CAP_KEYBOARD = 2, FC_CAP_TOUCH = 4 };

/** Modifier bits, equal to Gestures.Modifiers raw values (Shift, Ctrl, Alt, Super). */
enum { FC_MOD_SHIFT = 1, FC_MOD_CTRL = 2, FC_MOD_ALT = 4, FC_MOD_SUPER = 8 };

/** How the compositor gives buffers back. */
enum {
    /** wl_buffer.release when a later commit replaces the buffer (pixman-style). */
    FC_RELEASE_ON_REPLACE = 0,
    /** wl_buffer.release right after the commit that attached it (copy-on-commit). */
    FC_RELEASE_IMMEDIATELY = 1,
};

/** The keymap a keyboard gets at bind (fault injection: see faults.c). */
enum {
    FC_KEYMAP_NORMAL = 0,
    /** wl_keyboard.keymap with a valid fd and size 0. */
    FC_KEYMAP_EMPTY = 1,
    /** wl_keyboard.keymap with the real size but a pipe fd, which cannot be mmapped. */
    FC_KEYMAP_UNMAPPABLE = 2,
};

struct fc_config {
    /** Size sent in the first xdg_toplevel.configure (logical px; 0×0 lets the client pick). */
    int32_t width, height;
    /** wl_output.scale. */
    int32_t output_scale;
    /** Advertised wl_seat version (1…9). 8 sends axis_value120 instead of axis_discrete; 9
     *  adds wl_pointer.axis_relative_direction. */
    uint32_t seat_version;
    /** FC_CAP_* bits advertised at bind. */
    uint32_t capabilities;
    /** FC_CAP_* bits served by a second wl_seat, "seat1", instead of the first (a touchscreen
     *  that is a seat of its own): seat1 has these of the capabilities, seat0 the others.
     *  0: one seat. Its global comes and goes with fc_second_seat_announce / _withdraw. */
    uint32_t second_seat;
    /** seat0 keeps the second seat's capabilities too: both seats have those devices, and each
     *  of their events reaches the client through both (two touchscreens touched alike). */
    bool second_seat_shares;
    /** FC_RELEASE_*. */
    int32_t release_mode;
    /** wl_keyboard.repeat_info sent after the keymap (v4+); rate < 0 sends none. */
    int32_t repeat_rate, repeat_delay;
    /** FC_KEYMAP_*. */
    int32_t keymap_fault;
    /** zxdg_decoration_manager_v1 is offered (a compositor that can draw decorations). */
    bool decoration_manager;
    /** The mode each zxdg_toplevel_decoration_v1.configure gives: 1 client-side, 2 server-side,
     *  0 the one the client asked for (server-side when it asked none), as sway and kwin do. */
    uint32_t decoration_mode;
    /** xdg_toplevel.configure_bounds before the first configure (v4+); 0×0 sends none. */
    int32_t bounds_width, bounds_height;
    /** The first configure's states, as bits 1 << xdg_toplevel.state. */
    uint32_t states;
    /** wp_presentation is offered, on the virtual clock: the driver steps the refreshes and
     *  the latch (fc_presentation_*), and frame callbacks are answered at each refresh instead
     *  of on the 60 Hz real-time tick. */
    bool presentation;
    /** wp_cursor_shape_manager_v1 is offered (cursors by name); without it a client sets
     *  cursor images of its own (a theme's or its own drawing) with wl_pointer.set_cursor. */
    bool cursor_shape;
    /** wp_fractional_scale_manager_v1 is not offered (as sway 1.7): a client scales by
     *  wl_output.scale and wl_surface.set_buffer_scale alone. */
    bool without_fractional_scale;
    /** > 0: wl_compositor v6, whose surfaces are each sent this wl_surface.preferred_buffer_scale
     *  (and the normal transform) when made, and no wp_fractional_scale_manager_v1: a
     *  compositor with integer scales only. 0: wl_compositor v5 and fractional scale. */
    int32_t preferred_buffer_scale;
    /** wl_data_device_manager v3 is offered: the clipboard (datadevice.c). */
    bool data_device;
};

/** How many cursor requests fc_status keeps (the first ones). */
#define FC_MAX_CURSOR_REQUESTS 32

/** One request about the pointer's look (cursor.c). */
enum { FC_CURSOR_SHAPE = 1, FC_CURSOR_HIDDEN = 2, FC_CURSOR_SURFACE = 3 };
struct fc_cursor_request {
    uint32_t kind;        /**< FC_CURSOR_*: set_shape, set_cursor without or with a surface */
    uint32_t shape;       /**< set_shape's shape (wp_cursor_shape_device_v1.shape) */
    bool serial_matches;  /**< it carried the serial of the latest wl_pointer.enter */
    /** With a surface: its committed buffer (px), buffer scale and viewport destination (0 ×
     *  0: none) when the request came, and the hot spot (surface-local, logical px). */
    int32_t buffer_width, buffer_height, buffer_scale, viewport_width, viewport_height;
    int32_t hotspot_x, hotspot_y;
};

/** What happened so far: the driver's gate conditions and the test's evidence. */
struct fc_status {
    int32_t clients;               /**< connected clients now */
    int32_t clients_ever;          /**< clients that ever connected */
    bool has_toplevel;             /**< an xdg_toplevel exists */
    bool configured;               /**< the client acked our latest configure */
    uint32_t buffer_commits_at_ack; /**< buffer_commits when it did (what came after answers it) */
    bool committed_since_configure; /**< … and committed after that ack (its answer to it) */
    bool mapped;                   /**< a buffer was committed after the ack */
    bool pong_received;            /**< the client answered xdg_wm_base.ping */
    uint32_t last_pong_serial;     /**< the serial of the latest xdg_wm_base.pong */
    uint32_t commits;              /**< wl_surface.commit on the toplevel's surface */
    uint32_t buffer_commits;       /**< … of those, with a newly attached buffer */
    uint32_t buffers_released;     /**< wl_buffer.release sent */
    uint32_t frames_done;          /**< wl_callback.done sent for frame callbacks */
    uint32_t held_buffer_writes;   /**< commits of a buffer the client changed while we held it */
    uint32_t undamaged_changes;    /**< commits that changed pixels outside their damage */
    uint32_t input_events_sent;    /**< wl_pointer/wl_keyboard/wl_touch/gesture events sent */
    uint32_t input_events_dropped; /**< events with no device resource or no focus to go to */
    uint32_t keyboards_bound, pointers_bound, touches_bound;
    uint32_t seats_bound;          /**< wl_seat objects bound (every seat global counts) */
    uint32_t seats_released;       /**< wl_seat.release requests */
    int32_t buffer_width, buffer_height; /**< the last committed buffer, in pixels */
    int32_t buffer_scale;          /**< wl_surface.set_buffer_scale */
    int32_t viewport_width, viewport_height; /**< the toplevel's wp_viewport destination at its
                                              *   last commit (logical px); 0 = none */
    uint32_t last_commit_ms;       /**< fc_now_ms() at the last commit of the toplevel */
    uint32_t buffer_size_changes;  /**< toplevel buffer commits whose size differs from the last */
    /* wl_buffer lifetimes (buffers.c): every buffer of every client (cursor images too), and
     * those ever attached to the toplevel's surface. */
    uint32_t buffers_created, buffers_alive, buffers_alive_max;
    uint32_t toplevel_buffers_created, toplevel_buffers_alive, toplevel_buffers_alive_max;
    /** wl_buffer.release held back by fc_fault_hold_releases, and the most buffers held at once. */
    uint32_t releases_deferred, buffers_held_max;
    /** opacity_bars_test_clock_v1 objects ever bound (clients following the virtual clock). */
    uint32_t clocks_bound;
    /* Window management (xdg.c, decorations.c): what the client asked of its toplevel. */
    int32_t min_width, min_height;       /**< the last xdg_toplevel.set_min_size */
    bool has_geometry;                   /**< xdg_surface.set_window_geometry, as last committed: */
    int32_t geometry_x, geometry_y, geometry_width, geometry_height;
    uint32_t decoration_objects;         /**< zxdg_toplevel_decoration_v1 ever made */
    uint32_t decoration_requested;       /**< the last set_mode (0: none, or unset_mode) */
    uint32_t decoration_configured;      /**< the last mode configured (0: none sent) */
    /** Interactive requests, and how many of them carried the serial of the latest button
     *  press or touch down (a compositor ignores the others). */
    uint32_t moves, resizes, window_menus, press_serial_requests;
    uint32_t last_resize_edges;
    int32_t last_window_menu_x, last_window_menu_y; /**< the latest show_window_menu's point */
    uint32_t maximize_requests, unmaximize_requests, minimize_requests;
    uint32_t fullscreen_requests, unfullscreen_requests;
    /** xdg_activation_v1.activate requests, those of them that named the toplevel's surface,
     *  and the latest one's token. */
    uint32_t activations, toplevel_activations;
    char activation_token[128];
    char title[128];
    char app_id[128];
    /** Requests about the pointer's look, in order: the first FC_MAX_CURSOR_REQUESTS of
     *  cursor_request_count, and the cursor images whose buffer does not divide by their
     *  buffer scale (a protocol error for a compositor that checks). */
    uint32_t cursor_request_count;
    struct fc_cursor_request cursor_requests[FC_MAX_CURSOR_REQUESTS];
    uint32_t cursor_bad_sizes;
    /** The clipboard (datadevice.c): wl_data_device objects made, set_selection requests and
     *  how many carried the latest key press's serial, the last selection's offered mime
     *  types (comma-separated), and its text as read back as text/plain;charset=utf-8
     *  (the first 255 bytes), with the pastes read to their end. */
    uint32_t data_devices, selections, selections_with_key_serial, selection_pastes;
    char selection_types[128];
    char selection_text[256];
    uint32_t selection_text_length;
};

/** Creates the display, the globals and the socket. `runtime_dir` must exist (it becomes
 *  XDG_RUNTIME_DIR for libwayland); `socket_name` NULL picks wayland-N. On failure returns
 *  NULL and writes a reason into `error`. */
struct fc_server *fc_server_create(const struct fc_config *config, const char *runtime_dir,
                                   const char *socket_name, char *error, size_t error_size);
void fc_server_destroy(struct fc_server *server);
/** The socket's name (for WAYLAND_DISPLAY). */
const char *fc_server_socket_name(const struct fc_server *server);
/** Runs the event loop once (waits at most `timeout_ms`, -1 = forever) and flushes clients.
 *  Returns 0, or -1 if the loop failed. */
int fc_server_dispatch(struct fc_server *server, int timeout_ms);
void fc_server_flush(struct fc_server *server);
void fc_server_status(const struct fc_server *server, struct fc_status *out);
/** Diagnostics since the last call (protocol errors sent, client misbehaviour), one per
 *  line; NULL when there are none. The string stays valid until the next call. */
const char *fc_server_take_log(struct fc_server *server);
/** CLOCK_MONOTONIC in milliseconds, truncated to 32 bits (the compositor's event clock). */
uint32_t fc_now_ms(void);

/* --- Window ------------------------------------------------------------------------- */
/** xdg_toplevel.configure(width, height, states) + xdg_surface.configure (after the
 *  pending configure_bounds and the decoration's configure, when there are). `states`: bits
 *  1 << xdg_toplevel.state. */
void fc_send_configure(struct fc_server *server, int32_t width, int32_t height, uint32_t states);
/** The configure last sent again (size and states), with the `suspended` state (xdg_wm_base
 *  v6) added or taken away. */
void fc_send_suspended(struct fc_server *server, bool suspended);
/** xdg_toplevel.configure_bounds before the next configure (v4+ toplevels). */
void fc_send_configure_bounds(struct fc_server *server, int32_t width, int32_t height);
/** From now on every decoration configure gives `mode` (1 client-side, 2 server-side); a
 *  configure follows at once when the window has a decoration object. */
void fc_send_decoration_mode(struct fc_server *server, uint32_t mode);
/** xdg_toplevel.close. */
void fc_send_close(struct fc_server *server);
/** wl_output.scale + done (wl_output v2+). */
void fc_send_output_scale(struct fc_server *server, int32_t scale);
/** wp_fractional_scale_v1.preferred_scale (scale × 120) to every fractional-scale object, when
 *  it changes. New objects get the current value; it starts at output_scale × 120. */
void fc_send_preferred_scale(struct fc_server *server, uint32_t scale_120);
/** wl_seat.capabilities to every seat resource, when they differ from the current ones
 *  (with a second seat, each seat gets its share of them). */
void fc_send_capabilities(struct fc_server *server, uint32_t capabilities);

/** Announces the second seat's global (config.second_seat): a seat plugged in while clients
 *  run. No-op without one, or when it is announced already. */
void fc_second_seat_announce(struct fc_server *server);
/** Withdraws it (wl_registry.global_remove): the seat unplugged. */
void fc_second_seat_withdraw(struct fc_server *server);

/* --- Virtual clock (clock.c) --------------------------------------------------------- */
/** opacity_bars_test_clock_v1.time to every client that follows the clock (and to one that
 *  binds it later): the events sent after it happened at `ms`. Never call it with a time
 *  below the last one. */
void fc_send_time(struct fc_server *server, double ms);

/* --- Presentation on the virtual clock (presentation.c; config.presentation) ----------- */
/** A refresh at `ms` on the virtual clock: what the last latch took is presented then
 *  (wp_presentation_feedback.presented, `refresh_ns`, the refresh's count as its sequence,
 *  vsync). */
void fc_presentation_present(struct fc_server *server, double ms, uint32_t refresh_ns);
/** The compositor takes each surface's newest commit for the next refresh; the feedback of
 *  the commits it replaces since the last latch is discarded. */
void fc_presentation_latch(struct fc_server *server);
/** The frame callbacks are answered, `ms` their time (at each refresh, after its latch when
 *  the latch is at the refresh). */
void fc_presentation_frame_done(struct fc_server *server, double ms);

/** xdg_wm_base.ping to every client that bound it; returns the serial (0: none bound). A client
 *  answers after it has dispatched every event sent before the ping (`last_pong_serial`). */
uint32_t fc_ping(struct fc_server *server);

/* --- Faults (faults.c, buffers.c) ------------------------------------------------------ */
/** Posts xdg_surface.error.invalid_size on the toplevel's xdg_surface; the client is
 *  disconnected. False when there is no toplevel. */
bool fc_fault_protocol_error(struct fc_server *server);
/** While `hold` is true, buffers the compositor would release are kept instead; setting it
 *  false sends every held-back wl_buffer.release at once. */
void fc_fault_hold_releases(struct fc_server *server, bool hold);

/* --- Input (to the toplevel's surface; a no-op counted as dropped when there is none) --- */
void fc_pointer_enter(struct fc_server *server, double x, double y);
void fc_pointer_leave(struct fc_server *server);
void fc_pointer_motion(struct fc_server *server, uint32_t time, double x, double y);
void fc_pointer_button(struct fc_server *server, uint32_t time, uint32_t button, bool pressed);
void fc_pointer_axis(struct fc_server *server, uint32_t time, uint32_t axis, double value);
void fc_pointer_axis_source(struct fc_server *server, uint32_t source);
void fc_pointer_axis_stop(struct fc_server *server, uint32_t time, uint32_t axis);
void fc_pointer_axis_discrete(struct fc_server *server, uint32_t axis, int32_t steps);
/** axis_value120 to v8 pointers; v5–v7 pointers get axis_discrete for each whole click. */
void fc_pointer_axis_value120(struct fc_server *server, uint32_t axis, int32_t value120);
/** wl_pointer.axis_relative_direction to v9 pointers: the physical motion is against the
 *  axis value (`inverted`: natural scrolling) or along it. */
void fc_pointer_axis_relative_direction(struct fc_server *server, uint32_t axis, bool inverted);
void fc_pointer_frame(struct fc_server *server);

void fc_touch_down(struct fc_server *server, uint32_t time, int32_t id, double x, double y);
void fc_touch_motion(struct fc_server *server, uint32_t time, int32_t id, double x, double y);
void fc_touch_up(struct fc_server *server, uint32_t time, int32_t id);
void fc_touch_cancel(struct fc_server *server);
void fc_touch_frame(struct fc_server *server);

void fc_keyboard_enter(struct fc_server *server);
void fc_keyboard_leave(struct fc_server *server);
/** Sends wl_keyboard.key for the evdev code that produces `keysym` at level 1 of the us
 *  keymap. Returns false (and sends nothing) when no key produces it. */
bool fc_keyboard_key_sym(struct fc_server *server, uint32_t time, uint32_t keysym, bool pressed);
/** wl_keyboard.modifiers with FC_MOD_* bits mapped to the keymap's depressed mask. */
void fc_keyboard_modifiers(struct fc_server *server, uint32_t fc_mods);
void fc_keyboard_repeat_info(struct fc_server *server, int32_t rate, int32_t delay);

void fc_gesture_pinch_begin(struct fc_server *server, uint32_t time, uint32_t fingers);
void fc_gesture_pinch_update(struct fc_server *server, uint32_t time, double dx, double dy,
                             double scale, double rotation);
void fc_gesture_pinch_end(struct fc_server *server, uint32_t time, bool cancelled);
void fc_gesture_swipe_begin(struct fc_server *server, uint32_t time, uint32_t fingers);
void fc_gesture_swipe_update(struct fc_server *server, uint32_t time, double dx, double dy);
void fc_gesture_swipe_end(struct fc_server *server, uint32_t time, bool cancelled);
void fc_gesture_hold_begin(struct fc_server *server, uint32_t time, uint32_t fingers);
void fc_gesture_hold_end(struct fc_server *server, uint32_t time, bool cancelled);

/* --- Capture -------------------------------------------------------------------------- */
/** What is on screen for the toplevel: ARGB8888 (premultiplied; XRGB buffers get alpha
 *  0xff), `*stride` bytes per row. NULL before the first buffer. Owned by the server;
 *  valid until the next dispatch. */
const uint32_t *fc_capture(const struct fc_server *server, int32_t *width, int32_t *height,
                           int32_t *stride);

#ifdef __cplusplus
}
#endif
