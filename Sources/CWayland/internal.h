/* Shared between the shim's .c files: the client struct and the event queue.
 * Not part of the public header, so Swift never sees a wl_* type. */
#pragma once
#include <pthread.h>
#include "cwayland.h"
#include "cxkb.h" /* the keyboard listener resolves keys through the xkb helpers (CXKB) */

#include <wayland-client.h>
#include <wayland-cursor.h>

#include "cursor-shape-v1-client-protocol.h"
#include "fractional-scale-v1-client-protocol.h"
#include "opacity-bars-test-clock-v1-client-protocol.h"
#include "pointer-gestures-unstable-v1-client-protocol.h"
#include "presentation-time-client-protocol.h"
#include "viewporter-client-protocol.h"
#include "wayland-seat-v9-client-protocol.h"
#include "wayland-surface-v6-client-protocol.h"
#include "xdg-activation-v1-client-protocol.h"
#include "xdg-decoration-unstable-v1-client-protocol.h"
#include "xdg-shell-client-protocol.h"

/* Buffer slots: the window's (BufferPool, 3), its popup's (3) and the app's cursor images
 * (CursorDriver, 3), with room to spare. */
#define CW_MAX_BUFFERS 12
#define CW_MAX_OUTPUTS 16
/* Feedback objects awaiting presented/discarded: a few frames in flight is normal, 16 is
 * far more than any compositor keeps (it answers each at the next refresh). */
#define CW_MAX_FEEDBACKS 16
/* Seats: one per user at a desk, a tablet or a touchscreen of its own; 8 is generous. */
#define CW_MAX_SEATS 8
/* Touches down at once over every seat: ten fingers on each of three screens. */
#define CW_MAX_TOUCHES 32

struct cw_queue {
    struct cw_event *items;
    size_t capacity; /* power of two */
    size_t head;     /* next to read */
    size_t count;
};

struct cw_buffer {
    struct wl_buffer *buffer;
    void *data;
    size_t size;
    int32_t width, height, stride;
};

/* The window's one popup (popup.c); all NULL when none. */
struct cw_popup {
    struct wl_surface *surface;
    struct xdg_surface *xdg_surface;
    struct xdg_popup *popup;
    struct wl_callback *frame_callback;
    /* Its own scale: the compositor tells each surface the scale of the outputs it is on. */
    struct wp_viewport *viewport;
    struct wp_fractional_scale_v1 *fractional_scale;
    struct wl_callback *sync_callback; /* cw_popup_sync's wl_display.sync */
    int32_t x, y, width, height; /* from xdg_popup.configure */
};

struct cw_output {
    struct wl_output *output;
    uint32_t name; /* registry name = the id Swift sees */
    int32_t scale;
};

/* One wl_seat and its devices (input.c): created and released with its capabilities. */
struct cw_seat {
    struct cw_client *client;
    struct wl_seat *seat; /* NULL: free slot */
    uint32_t name;        /* registry name */
    uint32_t capabilities;
    struct wl_pointer *pointer;
    struct wl_keyboard *keyboard;
    struct wl_touch *touch;
    struct wp_cursor_shape_device_v1 *cursor_shape_device;
    struct zwp_pointer_gesture_pinch_v1 *pinch;
    struct zwp_pointer_gesture_swipe_v1 *swipe;
    struct zwp_pointer_gesture_hold_v1 *hold;
    uint32_t pointer_enter_serial;
    int pointer_inside;
    struct wl_data_device *data_device; /* clipboard.c; with the client's data device manager */
    int keyboard_surface; /* enum cw_surface its keyboard is on; -1 none */
    struct cw_xkb *xkb;
    /* The cursor surface: the theme's cursor (no cursor-shape-v1) or the app's own image
     * (cursor.c), with its viewport for an image drawn at a fractional scale. */
    struct wl_surface *cursor_surface;
    struct wp_viewport *cursor_viewport;
};

/* A touch down now, and the id the client gave it (unique over every seat). */
struct cw_touch {
    const struct cw_seat *seat; /* NULL: free slot */
    int32_t seat_id;            /* the compositor's id, unique within its seat */
    int32_t id;
};

/* One wp_presentation_feedback in flight and the frame number Swift gave it. */
struct cw_feedback {
    struct wp_presentation_feedback *feedback; /* NULL: free slot */
    struct cw_client *client;
    uint32_t frame;
};

struct cw_client {
    struct wl_display *display;
    struct wl_registry *registry;
    struct wl_compositor *compositor;
    struct wl_shm *shm;
    struct xdg_wm_base *wm_base;
    struct wp_viewporter *viewporter;
    struct wp_fractional_scale_manager_v1 *fractional_manager;
    struct wp_cursor_shape_manager_v1 *cursor_shape_manager;
    struct zwp_pointer_gestures_v1 *gestures;
    struct zxdg_decoration_manager_v1 *decoration_manager;
    struct xdg_activation_v1 *activation;
    uint32_t test_clock_name; /* registry name of the fixture compositor's clock; 0 = not offered */
    struct opacity_bars_test_clock_v1 *test_clock; /* bound only when asked (test_clock.c) */
    struct cw_output outputs[CW_MAX_OUTPUTS];
    struct wp_presentation *presentation;
    struct cw_feedback feedbacks[CW_MAX_FEEDBACKS];
    int flush_errno; /* errno of a failed wl_display_flush (libwayland keeps none for EPIPE) */
    struct wl_callback *globals_sync; /* the connection's sync, until cw_client_await_globals */
    int globals_done;                 /* that sync answered: every global was announced */

    /* Window. */
    struct wl_surface *surface;
    struct xdg_surface *xdg_surface;
    struct xdg_toplevel *toplevel;
    struct zxdg_toplevel_decoration_v1 *decoration; /* when the manager is offered and asked */
    char *activation_token; /* the launcher's, until the first buffer is committed (toplevel.c) */
    struct wp_viewport *viewport;
    struct wp_fractional_scale_v1 *fractional_scale;
    struct wl_callback *frame_callback;
    int32_t pending_width, pending_height; /* from xdg_toplevel.configure */
    uint32_t pending_states;               /* its states, as bits 1 << xdg_toplevel.state */
    struct cw_buffer buffers[CW_MAX_BUFFERS];
    /* Memory made ahead for the first buffer (cw_client_prepare_buffer), its pages faulted in
     * by `populate` until a buffer takes it or it is dropped. */
    struct {
        int fd;
        void *map; /* NULL: none, or a buffer took it */
        size_t size;
        int32_t width, height;
        void *range; /* what `populate` faults in: the map, whoever holds it */
        pthread_t populate;
        int populating; /* until joined */
    } spare;
    struct cw_popup popup;
    /* The latest button press or touch down, and its seat: a popup grab's and an interactive
     * move's serial. */
    uint32_t press_serial;
    struct wl_seat *press_seat;
    /* The latest key press and its seat: the selection's serial (clipboard.c). */
    uint32_t key_serial;
    struct wl_seat *key_seat;
    /* The clipboard: the manager, and the source that is the selection now with its number. */
    struct wl_data_device_manager *data_device_manager;
    struct wl_data_source *selection;
    uint32_t selection_number;

    struct cw_seat seats[CW_MAX_SEATS];
    struct cw_touch touches[CW_MAX_TOUCHES];

    /* Cursor theme fallback (no cursor-shape-v1), shared by the seats' pointers. */
    struct wl_cursor_theme *cursor_theme;
    int32_t cursor_theme_scale;
    /* The desktop's theme and size (cw_client_set_cursor_theme; "" and 0: not said). */
    char cursor_theme_name[256];
    int32_t cursor_theme_size;

    struct cw_queue queue;
};

/* queue.c */
void cw_queue_push(struct cw_queue *queue, const struct cw_event *event);
int cw_queue_pop(struct cw_queue *queue, struct cw_event *out);
void cw_queue_free(struct cw_queue *queue);

/* instant.c: the instant libwayland stamped the event being dispatched with (its trace
 * line's), or CLOCK_MONOTONIC now without a trace; call cw_dispatch_begins before each
 * dispatch so that no reading from outside it counts. */
double cw_event_instant(void);
void cw_dispatch_begins(void);

/* Pushes an event of `type` with the given fields; a helper for the listeners. */
static inline void cw_emit(struct cw_client *client, struct cw_event event) {
    event.dispatched = cw_event_instant();
    cw_queue_push(&client->queue, &event);
}

/* test_clock.c */
void cw_test_clock_destroy(struct cw_client *client);

/* client.c: attach buffer `id` (or none if id < 0) to `surface`, damage `count` rects, commit. */
void cw_commit_surface(struct cw_client *client, struct wl_surface *surface, int32_t id, const int32_t *rects,
                       size_t count);

/* popup.c: which surface `surface` is (enum cw_surface), for the input events that name one. */
uint32_t cw_surface_kind(const struct cw_client *client, const struct wl_surface *surface);
/* toplevel.c: the toplevel's listener and decoration object (before the initial commit). */
void cw_toplevel_setup(struct cw_client *client, int decorations);
void cw_toplevel_destroy(struct cw_client *client);
/* toplevel.c: the window's surface was committed with a buffer (it is mapped). */
void cw_toplevel_mapped(struct cw_client *client);

/* presentation.c */
void cw_presentation_bind(struct cw_client *client, uint32_t name);
void cw_presentation_destroy(struct cw_client *client);

/* input.c */
void cw_seat_bind(struct cw_client *client, struct wl_registry *registry, uint32_t name, uint32_t version);
/* The seat with registry name `name` went: its devices are released. */
void cw_seat_remove(struct cw_client *client, uint32_t name);
void cw_seats_destroy(struct cw_client *client);
/* The seat of the latest press (the first seat before any): requests that need a serial. */
struct wl_seat *cw_press_seat(const struct cw_client *client);
/* clipboard.c */
void cw_clipboard_bind(struct cw_client *client, struct wl_registry *registry, uint32_t name, uint32_t version);
void cw_clipboard_destroy(struct cw_client *client);
/* The seat's wl_data_device, when the manager is bound (either may come first). */
void cw_data_device_create(struct cw_client *client, struct cw_seat *seat);
void cw_data_device_release(struct cw_seat *seat);
/* cursor.c: the theme cursor `shape` at `scale` on `seat`'s pointer (no cursor-shape-v1). */
void cw_set_theme_cursor(struct cw_client *client, struct cw_seat *seat, uint32_t shape, int32_t scale);
/* Destroys a cursor theme (NULL: none) through the lazily loaded libwayland-cursor. */
void cw_cursor_theme_destroy(struct wl_cursor_theme *theme);
