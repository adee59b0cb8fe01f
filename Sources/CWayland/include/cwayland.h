/* CWayland: the C side of the live client.
 *
 * Why a C shim: libwayland delivers input through C listener tables with wl_fixed_t
 * arguments and needs stable addresses for interfaces and listeners. Doing that from
 * Swift is fragile (docs/TESTING.md: `&wl_foo_interface` may point at a temporary copy
 * in release builds). So the shim owns every listener, converts each callback into a
 * plain `cw_event` value (fixed-point already converted to double, keys resolved to
 * keysyms, modifiers resolved to Shift/Ctrl/Alt/Super) and queues it; Swift drains the
 * queue. No wl_* type appears in this header: Swift sees only opaque handles. Keys are
 * resolved through the xkb helpers of the CXKB target (cxkb.h).
 *
 * Every symbol carries the `cw_` prefix. */
#pragma once
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------------------------
 * Events: every listener callback becomes one cw_event in a FIFO queue, in the order
 * the compositor sent them. Swift drains it with cw_client_next_event after each
 * dispatch and maps input events 1:1 to Gestures.InputEvent.
 *
 * A cw_event is its type, its time and when it was dispatched, and then the one payload
 * struct of that type (the member of `union cw_event_data` the type names below). Events
 * without arguments have no payload. Positions and deltas are surface-local logical px
 * (wl_fixed_t already converted); every size, serial, id and counter keeps the protocol's
 * integer type. */
enum cw_event_type {
    CW_EVENT_NONE = 0,
    CW_EVENT_POINTER_ENTER,   /* pointer_enter */
    CW_EVENT_POINTER_LEAVE,
    CW_EVENT_POINTER_MOTION,  /* pointer_motion; time */
    CW_EVENT_POINTER_BUTTON,  /* pointer_button; time */
    CW_EVENT_AXIS,            /* axis; time */
    CW_EVENT_AXIS_SOURCE,     /* axis_source */
    CW_EVENT_AXIS_STOP,       /* axis_stop; time */
    CW_EVENT_AXIS_DISCRETE,   /* axis_steps: whole clicks */
    CW_EVENT_AXIS_VALUE120,   /* axis_steps: 120ths of a click */
    CW_EVENT_POINTER_FRAME,   /* also synthesized after every pointer event below wl_pointer v5 */
    CW_EVENT_TOUCH_DOWN,      /* touch_down; time */
    CW_EVENT_TOUCH_MOTION,    /* touch_motion; time */
    CW_EVENT_TOUCH_UP,        /* touch_up; time */
    CW_EVENT_TOUCH_CANCEL,    /* a wl_touch.cancel of any seat: every touch ends ("Seats" below) */
    CW_EVENT_TOUCH_FRAME,     /* as sent: the frame some compositors omit after the last up is
                               * synthesized on the Swift side, after the dispatch */
    CW_EVENT_KEY,             /* key; time */
    CW_EVENT_MODIFIERS,       /* modifiers */
    CW_EVENT_REPEAT_INFO,     /* repeat_info */
    CW_EVENT_KEYBOARD_FOCUS,  /* keyboard_focus */
    CW_EVENT_PINCH_BEGIN,     /* gesture_begin; time */
    CW_EVENT_PINCH_UPDATE,    /* pinch_update; time */
    CW_EVENT_PINCH_END,       /* gesture_end; time */
    CW_EVENT_SWIPE_BEGIN,     /* gesture_begin; time */
    CW_EVENT_SWIPE_UPDATE,    /* swipe_update; time */
    CW_EVENT_SWIPE_END,       /* gesture_end; time */
    CW_EVENT_HOLD_BEGIN,      /* gesture_begin; time */
    CW_EVENT_HOLD_END,        /* gesture_end; time */
    CW_EVENT_CAPABILITIES,    /* capabilities */
    CW_EVENT_CONFIGURE,       /* configure */
    CW_EVENT_CLOSE,           /* xdg_toplevel.close */
    CW_EVENT_FRAME_DONE,      /* the wl_surface.frame callback fired; time */
    CW_EVENT_BUFFER_RELEASE,  /* buffer_release */
    CW_EVENT_OUTPUT_SCALE,    /* output_scale (sent at wl_output.done) */
    CW_EVENT_OUTPUT_GONE,     /* output: its global was removed */
    CW_EVENT_SURFACE_ENTER,   /* output */
    CW_EVENT_SURFACE_LEAVE,   /* output */
    CW_EVENT_PREFERRED_SCALE, /* preferred_scale (wp_fractional_scale_v1) */
    CW_EVENT_CLOCK,           /* clock (cw_client_follow_test_clock) */
    CW_EVENT_PRESENTATION_CLOCK, /* presentation_clock (sent once, at bind) */
    CW_EVENT_PRESENTED,       /* presented */
    CW_EVENT_DISCARDED,       /* discarded */
    CW_EVENT_CONFIGURE_BOUNDS, /* configure_bounds */
    CW_EVENT_WM_CAPABILITIES, /* wm_capabilities; never sent = all of them */
    CW_EVENT_DECORATION_MODE, /* decoration_mode */
    CW_EVENT_AXIS_RELATIVE_DIRECTION, /* axis_relative_direction (wl_pointer v9) */
    CW_EVENT_PREFERRED_BUFFER_SCALE, /* buffer_scale (wl_surface v6 preferred_buffer_scale) */
    CW_EVENT_DATA_SEND,       /* data_send: a client pastes the selection (cw_clipboard_offer_text) */
    CW_EVENT_DATA_CANCELLED,  /* data_cancelled: another client took the selection */
};

/* Input events that name a surface carry enum cw_surface (declared with the popup below). */
struct cw_pointer_enter_event { double x, y; uint32_t surface; };
struct cw_pointer_motion_event { double x, y; };
struct cw_pointer_button_event { uint32_t button; /* evdev code */ uint32_t pressed; /* 0/1 */ };
/* `axis`: 0 vertical, 1 horizontal (wl_pointer.axis). */
struct cw_axis_event { uint32_t axis; double value; };
/* 0 wheel, 1 finger, 2 continuous, 3 wheel tilt. */
struct cw_axis_source_event { uint32_t source; };
struct cw_axis_stop_event { uint32_t axis; };
struct cw_axis_steps_event { uint32_t axis; int32_t steps; };
/* `inverted` 1: the fingers moved against the value (natural scrolling); 0 identical. */
struct cw_axis_relative_direction_event { uint32_t axis; uint32_t inverted; };
/* Touch ids are the client's: unique across seats (see "Seats" below). */
struct cw_touch_down_event { int32_t id; uint32_t surface; double x, y; };
struct cw_touch_motion_event { int32_t id; double x, y; };
struct cw_touch_up_event { int32_t id; };
struct cw_key_event { uint32_t keysym; uint32_t code; /* evdev */ uint32_t pressed; };
struct cw_modifiers_event { uint32_t bits; /* CW_MOD_*: Shift 1, Ctrl 2, Alt 4, Super 8 */ };
struct cw_repeat_info_event { int32_t rate; /* per s */ int32_t delay; /* ms */ };
/* The surface entered or left: a popup's grab moves the keyboard to it and back. */
struct cw_keyboard_focus_event { uint32_t entered; uint32_t surface; };
struct cw_gesture_begin_event { uint32_t fingers; };
struct cw_pinch_update_event { double dx, dy, scale, rotation; /* degrees */ };
struct cw_swipe_update_event { double dx, dy; };
struct cw_gesture_end_event { uint32_t cancelled; };
/* Bits 1 pointer, 2 keyboard, 4 touch (= SeatCapabilities): what the seats have together. */
struct cw_capabilities_event { uint32_t bits; };
/* Raw xdg_toplevel.configure (0 = client chooses), its states as bits 1 << xdg_toplevel.state
 * (maximized 1, fullscreen 2, resizing 3, activated 4, tiled left 5, right 6, top 7, bottom 8,
 * suspended 9), and the xdg_surface.configure serial: ack it with cw_client_ack_configure
 * after applying the size. */
struct cw_configure_event { int32_t width, height; uint32_t states; uint32_t serial; };
/* xdg_toplevel.configure_bounds; 0 = unknown. */
struct cw_configure_bounds_event { int32_t width, height; };
/* Bits 1 << xdg_toplevel.wm_capabilities (window menu 1, maximize 2, fullscreen 3, minimize 4). */
struct cw_wm_capabilities_event { uint32_t bits; };
/* zxdg_toplevel_decoration_v1.mode: 1 client-side, 2 server-side. */
struct cw_decoration_mode_event { uint32_t mode; };
/* The id cw_client_create_buffer returned. */
struct cw_buffer_release_event { int32_t buffer; };
/* Outputs are named by their registry name. */
struct cw_output_scale_event { uint32_t output; int32_t scale; };
struct cw_output_event { uint32_t output; };
struct cw_preferred_scale_event { uint32_t scale_120; /* fractional scale × 120 */ };
struct cw_buffer_scale_event { int32_t factor; };
/* wl_data_source.send: write the text to `fd` and close it (the receiver owns the fd now).
 * `source` is the number cw_clipboard_offer_text returned (0: a selection replaced since,
 * whose text is gone: just close the fd); `text` 1 when the mime type asked is one offered. */
struct cw_data_send_event { uint32_t source; int32_t fd; uint32_t text; };
/* wl_data_source.cancelled of the selection numbered `source` (the shim destroyed it). */
struct cw_data_cancelled_event { uint32_t source; };
/* The test clock's time, ms: the events after it happened then. */
struct cw_clock_event { double ms; };
/* wp_presentation.clock_id: the clock of PRESENTED's times. */
struct cw_presentation_clock_event { uint32_t clock_id; };
/* `frame` is the number given to cw_client_request_presentation_feedback; `time_ms` on the
 * presentation clock (tv_sec·1000 + tv_nsec/10^6); `refresh_ns` to the next refresh (0 =
 * unknown or variable); `sequence` the output's refresh counter; `flags`
 * wp_presentation_feedback.kind bits. */
struct cw_presented_event { uint32_t frame; uint32_t refresh_ns; uint64_t sequence; double time_ms; uint32_t flags; };
/* That content update was never shown. */
struct cw_discarded_event { uint32_t frame; };
/* xdg_popup.configure: where (relative to the window) and how big, and the xdg_surface
 * serial to ack with cw_popup_ack_configure. */
struct cw_popup_configure_event { int32_t x, y, width, height; uint32_t serial; };

union cw_event_data {
    struct cw_pointer_enter_event pointer_enter;
    struct cw_pointer_motion_event pointer_motion;
    struct cw_pointer_button_event pointer_button;
    struct cw_axis_event axis;
    struct cw_axis_source_event axis_source;
    struct cw_axis_stop_event axis_stop;
    struct cw_axis_steps_event axis_steps;
    struct cw_axis_relative_direction_event axis_relative_direction;
    struct cw_touch_down_event touch_down;
    struct cw_touch_motion_event touch_motion;
    struct cw_touch_up_event touch_up;
    struct cw_key_event key;
    struct cw_modifiers_event modifiers;
    struct cw_repeat_info_event repeat_info;
    struct cw_keyboard_focus_event keyboard_focus;
    struct cw_gesture_begin_event gesture_begin;
    struct cw_pinch_update_event pinch_update;
    struct cw_swipe_update_event swipe_update;
    struct cw_gesture_end_event gesture_end;
    struct cw_capabilities_event capabilities;
    struct cw_configure_event configure;
    struct cw_configure_bounds_event configure_bounds;
    struct cw_wm_capabilities_event wm_capabilities;
    struct cw_decoration_mode_event decoration_mode;
    struct cw_buffer_release_event buffer_release;
    struct cw_output_scale_event output_scale;
    struct cw_output_event output;
    struct cw_preferred_scale_event preferred_scale;
    struct cw_buffer_scale_event buffer_scale;
    struct cw_clock_event clock;
    struct cw_presentation_clock_event presentation_clock;
    struct cw_presented_event presented;
    struct cw_discarded_event discarded;
    struct cw_popup_configure_event popup_configure;
    struct cw_data_send_event data_send;
    struct cw_data_cancelled_event data_cancelled;
};

/** One queued event: the payload member is the one its type names. */
struct cw_event {
    uint32_t type; /* enum cw_event_type or enum cw_popup_event_type */
    uint32_t time; /* compositor timestamp, ms (wraps); 0 for events without one */
    /* CLOCK_MONOTONIC (ms) when libwayland dispatched the event: the instant its WAYLAND_DEBUG
     * line is stamped with (instant.c), however late the loop then reads it. */
    double dispatched;
    union cw_event_data data;
};

/* ---------------------------------------------------------------------------------
 * Seats: every wl_seat the compositor announces is bound (also ones announced later; one
 * whose global goes is released), each with its own pointer, keyboard, touch, keymap and
 * cursor, and their events share the one queue: input is one stream, as if one user had
 * every device. So that it stays one:
 *   - touch ids are the client's: a touch keeps the compositor's id unless a touch of
 *     another seat holds it, then it takes the lowest free one; TOUCH_CANCEL cancels the
 *     touches of every seat (the engine has one set of touches);
 *   - keyboard focus is the app's: KEYBOARD_FOCUS entered when the first seat's keyboard
 *     enters a surface, left when the last one leaves it; MODIFIERS and REPEAT_INFO are the
 *     last sending seat's (the keyboard in use);
 *   - CAPABILITIES is the union of every seat's;
 *   - the cursor is set on every seat's pointer that is inside the window;
 *   - move, resize and the window menu go with the seat of the latest button press or touch
 *     down (the serial is that seat's); a popup's grab with that, or with the latest key
 *     press when it came later (a menu opened from the keyboard);
 *   - the clipboard's selection goes with the seat and serial of the latest key press. */

/* ---------------------------------------------------------------------------------
 * The client: one connection, one toplevel window. Opaque. Single-threaded. */
struct cw_client;

/** Globals the compositor offered (cw_client_has). */
enum cw_global {
    CW_GLOBAL_VIEWPORTER = 1, /* fractional scales are shown through wp_viewporter */
    CW_GLOBAL_PRESENTATION = 2, /* wp_presentation: feedback on when frames were shown */
    CW_GLOBAL_DECORATION_MANAGER = 3, /* zxdg_decoration_manager_v1: server-side decorations */
};

/** Cursor shapes: the values of wp_cursor_shape_device_v1.shape (1 default … 34 zoom_out,
 *  the CSS cursor names in the protocol's order). Gestures.CursorShape has the same numbers. */
enum cw_cursor {
    CW_CURSOR_DEFAULT = 1,
    CW_CURSOR_ZOOM_OUT = 34, /* the last */
};

/** Connects to `display_name` (NULL = $WAYLAND_DISPLAY) and asks for the globals, without
 *  waiting for them: the caller may work while the compositor answers, then calls
 *  cw_client_await_globals before anything else. On failure returns NULL and writes a
 *  message to `error`. */
struct cw_client *cw_client_connect(const char *display_name, char *error, size_t error_size);
/** Waits for the globals asked for at connection (one roundtrip) and binds them. Returns 0,
 *  or -1 with a message in `error` (the connection failed, or a required global is missing);
 *  the client is then only fit for cw_client_destroy. */
int cw_client_await_globals(struct cw_client *client, char *error, size_t error_size);

/** Who draws the window's decorations (the mode asked of xdg-decoration when offered). */
enum cw_decorations {
    CW_DECORATIONS_SERVER = 0, /* ask for server-side; DECORATION_MODE says what was granted */
    CW_DECORATIONS_CLIENT = 1, /* say the client draws its own */
    CW_DECORATIONS_NONE = 2,   /* create no decoration object (the compositor's default) */
};

/** Creates the wl_surface + xdg_toplevel (title, app_id), the viewport and fractional
 *  scale objects when offered, the toplevel decoration asking for `decorations` (enum
 *  cw_decorations) when xdg-decoration is offered, and does the initial commit. 0 on success. */
int cw_client_create_window(struct cw_client *client, const char *title, const char *app_id, int decorations);

/** Asks the compositor to focus the window with `token`, a launcher's xdg-activation token,
 *  once the window is mapped: xdg_activation_v1.activate right after the first commit with a
 *  buffer, then the token is forgotten. Nothing when xdg_activation_v1 is not offered. */
void cw_client_activate_when_mapped(struct cw_client *client, const char *token);

/** Follows the fixture compositor's virtual clock (protocols/opacity-bars-test-clock-v1.xml)
 *  when it offers one: CLOCK events then say at which instant the events after them
 *  happened. 1 if it is offered (and now followed), 0 otherwise. For tests only. */
int cw_client_follow_test_clock(struct cw_client *client);

/** 1 if the compositor offered `global` (enum cw_global). */
int cw_client_has(const struct cw_client *client, int global);

/** The next queued event into `out`; 1 if there was one, 0 when the queue is empty. */
int cw_client_next_event(struct cw_client *client, struct cw_event *out);

/* Event loop plumbing (libwayland's prepare_read protocol). */
int cw_client_fd(const struct cw_client *client);
/** wl_display_prepare_read: 0 = prepared; -1 = events pending, dispatch them first. */
int cw_client_prepare_read(struct cw_client *client);
void cw_client_cancel_read(struct cw_client *client);
/** wl_display_read_events; -1 on error (see cw_client_error_message). */
int cw_client_read_events(struct cw_client *client);
/** wl_display_dispatch_pending; queues events; -1 on error. Everything it queues is one
 *  batch (what the compositor flushed and one read took in). */
int cw_client_dispatch_pending(struct cw_client *client);
/** wl_display_flush: 0 all sent (or the peer closed its end: the next read reports
 *  why), 1 the socket is full (poll for POLLOUT and retry), -1 error. */
int cw_client_flush(struct cw_client *client);
/** wl_display_roundtrip; -1 on error. */
int cw_client_roundtrip(struct cw_client *client);
/** Describes the connection error (protocol error: interface, object id and code;
 *  otherwise errno) into `buffer`. Returns wl_display_get_error (0 = no error). */
int cw_client_error_message(struct cw_client *client, char *buffer, size_t size);

/* Window requests. */
void cw_client_ack_configure(struct cw_client *client, uint32_t serial);
/** wl_surface.set_buffer_scale (integer scale, no viewport). */
void cw_client_set_buffer_scale(struct cw_client *client, int32_t scale);
/** wp_viewport.set_destination: the logical size the buffer is shown at (fractional
 *  scale); width/height -1 unsets it. No-op without viewporter. */
void cw_client_set_viewport_destination(struct cw_client *client, int32_t width, int32_t height);
/** wl_surface.set_opaque_region: the part of the surface drawn fully opaque (surface-local,
 *  logical px), applied with the next commit; width or height ≤ 0 sets none. */
void cw_client_set_opaque_region(struct cw_client *client, int32_t x, int32_t y, int32_t width, int32_t height);
/** Sets the cursor of every seat's pointer that is inside the window, with that pointer's
 *  last enter serial (cursor-shape-v1 when offered, else the wayland-cursor theme at
 *  `scale` (cw_client_set_cursor_theme), by the shape's CSS name, then its X11 name, then the arrow). No-op without a
 *  pointer inside. */
void cw_client_set_cursor(struct cw_client *client, uint32_t shape, int32_t scale);
/** The cursor theme and its size (logical px) the desktop's settings name, for the theme
 *  fallback: NULL / "" and 0 where they name none, and then XCURSOR_THEME and XCURSOR_SIZE
 *  hold, as for other Wayland clients, else the default theme at 24. A change takes effect
 *  at the next cw_client_set_cursor; a theme loaded before is unloaded. */
void cw_client_set_cursor_theme(struct cw_client *client, const char *name, int32_t size);
/** wl_pointer.set_cursor with no surface on every seat's pointer inside the window: no
 *  cursor is drawn (the app draws what stands for it). */
void cw_client_hide_cursor(struct cw_client *client);
/** Buffer `id` (cw_client_create_buffer, drawn by the app) as the cursor of every seat's
 *  pointer inside the window: attached to the seat's cursor surface with `buffer_scale`, or,
 *  when `dest_width` > 0, through the surface's wp_viewport at dest_width × dest_height
 *  (logical px; buffer scale 1), damaged whole and committed, then wl_pointer.set_cursor with
 *  the hot spot in the surface's logical px. The buffer stays the app's to destroy after its
 *  wl_buffer.release (CW_EVENT_BUFFER_RELEASE). */
void cw_client_show_cursor_image(struct cw_client *client, int32_t id, int32_t buffer_scale, int32_t dest_width,
                                 int32_t dest_height, int32_t hot_x, int32_t hot_y);

/* Window management, for a client that draws its own title bar. move, resize and the
 * window menu use the serial of the latest button press or touch down. */
void cw_client_move(struct cw_client *client);
/** `edges`: xdg_toplevel.resize_edge (top 1, bottom 2, left 4, right 8, corners the sums). */
void cw_client_resize(struct cw_client *client, uint32_t edges);
/** The compositor's window menu at (x, y), in the surface's coordinates (xdg-shell's). */
void cw_client_show_window_menu(struct cw_client *client, int32_t x, int32_t y);
void cw_client_set_maximized(struct cw_client *client, int maximized);
/** xdg_toplevel.set_fullscreen on the output the compositor picks, or unset_fullscreen. */
void cw_client_set_fullscreen(struct cw_client *client, int fullscreen);
void cw_client_set_minimized(struct cw_client *client);
/** xdg_toplevel.set_min_size (window-geometry size; 0 = none). */
void cw_client_set_min_size(struct cw_client *client, int32_t width, int32_t height);
/** xdg_surface.set_window_geometry: the part of the surface that is the window (the rest is
 *  shadow and resize margin). Ignored unless width and height are positive. */
void cw_client_set_window_geometry(struct cw_client *client, int32_t x, int32_t y, int32_t width, int32_t height);

/* The clipboard (clipboard.c). */
/** Offers text as the selection: a wl_data_source with text/plain;charset=utf-8 and
 *  text/plain, set on the data device of the seat whose key was pressed last, with that key
 *  press's serial. Returns the selection's number (≥ 1; DATA_SEND and DATA_CANCELLED carry
 *  it), or 0 when there is no wl_data_device_manager or no key was pressed yet. The text is
 *  the caller's: it answers each DATA_SEND with it. */
uint32_t cw_clipboard_offer_text(struct cw_client *client);

/* Shared-memory buffers (wl_shm, ARGB8888, memfd). The caller owns the pool policy. */
/** Creates a width×height ARGB8888 buffer; returns its id (≥ 0) or -1, and the mapped
 *  pixels and stride through `data` / `stride`. -1 with nothing sent for a buffer over
 *  2 GiB, which wl_shm.create_pool's int32 size cannot carry. */
int32_t cw_client_create_buffer(struct cw_client *client, int32_t width, int32_t height,
                                void **data, int32_t *stride);
void cw_client_destroy_buffer(struct cw_client *client, int32_t id);
/** Makes the memory of a width×height buffer now and faults its pages in on a thread of its
 *  own, for the first cw_client_create_buffer of that size to take: a first frame's buffer is
 *  ready while the caller does other work. Nothing where the kernel cannot populate a range. */
void cw_client_prepare_buffer(struct cw_client *client, int32_t width, int32_t height);
/** Requests a frame callback (FRAME_DONE) for the next commit. */
void cw_client_request_frame(struct cw_client *client);
/** Asks wp_presentation for feedback on the next commit (PRESENTED or DISCARDED, tagged
 *  with `frame`). No-op without wp_presentation. At most CW_MAX_FEEDBACKS are outstanding:
 *  past that the oldest is dropped and reported DISCARDED (a compositor that never answers
 *  cannot grow the client). */
void cw_client_request_presentation_feedback(struct cw_client *client, uint32_t frame);
/** Attaches buffer `id` (or none if id < 0: commit only), damages `count` rectangles
 *  (x, y, width, height in buffer pixels; wl_surface.damage_buffer), commits. */
void cw_client_commit(struct cw_client *client, int32_t id, const int32_t *rects, size_t count);

/** Destroys every object and disconnects. */
void cw_client_destroy(struct cw_client *client);

/* ---------------------------------------------------------------------------------
 * The popup: at most one xdg_popup on the window at a time (a context menu). It shares the
 * event queue and the buffers (cw_client_create_buffer) with the window. Input events name
 * their surface where Wayland does: POINTER_ENTER, TOUCH_DOWN and KEYBOARD_FOCUS carry
 * `surface`, an enum cw_surface (motion, button, up follow the surface entered or touched). */
enum cw_surface {
    CW_SURFACE_WINDOW = 0,
    CW_SURFACE_POPUP = 1,
    CW_SURFACE_OTHER = 2,
};

/* Its events, numbered apart from cw_event_type's so that either list can grow. */
enum cw_popup_event_type {
    CW_EVENT_POPUP_CONFIGURE = 64, /* popup_configure */
    CW_EVENT_POPUP_DONE,           /* xdg_popup.popup_done: dismissed (a click outside the client) */
    CW_EVENT_POPUP_FRAME_DONE,     /* the popup surface's frame callback fired; time */
    CW_EVENT_POPUP_PREFERRED_SCALE, /* preferred_scale: the popup surface's own
                                     * (its wp_fractional_scale_v1) */
    CW_EVENT_POPUP_SYNCED,         /* cw_popup_sync's round trip is done: every event the
                                    * compositor sent before it read the sync came first */
};

/** Creates the popup (replacing any): a width×height surface anchored at the anchor rectangle's
 *  top-left corner (window coordinates) and growing down and right, flipped then slid by the
 *  compositor to stay on screen; with `grab`, an explicit grab with the serial of the latest
 *  button press or touch down, or of a key press after it. Commits it without a buffer (configure follows). 0 on success,
 *  -1 without a window or with a size or anchor the protocol refuses. */
int cw_popup_create(struct cw_client *client, int32_t anchor_x, int32_t anchor_y, int32_t anchor_width,
                    int32_t anchor_height, int32_t width, int32_t height, int grab);
/** Destroys the popup (no-op without one). */
void cw_popup_destroy(struct cw_client *client);
void cw_popup_ack_configure(struct cw_client *client, uint32_t serial);
void cw_popup_set_buffer_scale(struct cw_client *client, int32_t scale);
/** wp_viewport.set_destination of the popup's surface (fractional scale); -1, -1 unsets it.
 *  No-op without viewporter. */
void cw_popup_set_viewport_destination(struct cw_client *client, int32_t width, int32_t height);
/** Requests a frame callback (POPUP_FRAME_DONE) for the popup's next commit. */
void cw_popup_request_frame(struct cw_client *client);
/** A wl_display.sync for the popup (POPUP_SYNCED; none while one is in flight, dropped with
 *  the popup): tells a popup_done the compositor already sent from one still to come. */
void cw_popup_sync(struct cw_client *client);
/** As cw_client_commit, on the popup's surface. */
void cw_popup_commit(struct cw_client *client, int32_t id, const int32_t *rects, size_t count);

/* ---------------------------------------------------------------------------------
 * Event-loop helpers (signalfd, timerfd, CLOCK_MONOTONIC). */

/** CLOCK_MONOTONIC in milliseconds. Read only by the WaylandClient loop, which passes it
 *  on as `now`: the engine and the app core never read a clock. */
double cw_monotonic_ms(void);
/** Blocks `signals` and returns a non-blocking signalfd for them (-1 on error). */
int cw_signalfd_open(const int *signals, int count);
/** The next pending signal number from the fd, 0 if none. */
int cw_signalfd_read(int fd);
/** Closes the fd and unblocks the signals again. */
void cw_signalfd_close(int fd, const int *signals, int count);
/** A non-blocking CLOCK_MONOTONIC timerfd (-1 on error). */
int cw_timerfd_open(void);
/** Arms the timer to fire at the absolute CLOCK_MONOTONIC time `deadline_ms`;
 *  deadline_ms ≤ 0 disarms it. */
int cw_timerfd_arm(int fd, double deadline_ms);
/** Consumes the expirations so the fd stops polling readable. */
void cw_timerfd_clear(int fd);

#ifdef __cplusplus
}
#endif
