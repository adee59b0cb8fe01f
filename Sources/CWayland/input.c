/* Every wl_seat and its devices: every input callback becomes a cw_event (no decisions
 * here; the gesture engine decides). A seat's devices are created when their capability
 * appears and released when it disappears, symmetrically, like foot's seat handling. The
 * seats share the one event stream; what that takes (client touch ids, the app's keyboard
 * focus, the union of capabilities) is in cwayland.h under "Seats". Listeners get their
 * struct cw_seat. */
#include "internal.h"

#include <stdio.h>
#include <unistd.h>

enum { CAP_POINTER = 1, CAP_KEYBOARD = 2, CAP_TOUCH = 4 };

/* Below wl_pointer v5 there is no frame event: every event is a frame of its own. */
static void pointer_frame_if_old(struct cw_seat *seat) {
    if (seat->pointer && wl_pointer_get_version(seat->pointer) < WL_POINTER_FRAME_SINCE_VERSION)
        cw_emit(seat->client, (struct cw_event){.type = CW_EVENT_POINTER_FRAME});
}

static uint32_t all_capabilities(const struct cw_client *c) {
    uint32_t bits = 0;
    for (int i = 0; i < CW_MAX_SEATS; i++) bits |= c->seats[i].capabilities;
    return bits;
}

/* ---- touch ids ------------------------------------------------------------------------ */

static int touch_id_taken(const struct cw_client *c, int32_t id) {
    for (int i = 0; i < CW_MAX_TOUCHES; i++)
        if (c->touches[i].seat && c->touches[i].id == id) return 1;
    return 0;
}

static struct cw_touch *touch_find(struct cw_client *c, const struct cw_seat *seat, int32_t seat_id) {
    for (int i = 0; i < CW_MAX_TOUCHES; i++)
        if (c->touches[i].seat == seat && c->touches[i].seat_id == seat_id) return &c->touches[i];
    return NULL;
}

/* The client's id for a new touch: the compositor's own while no other seat's touch holds
 * it (so one seat's ids pass unchanged), else the lowest free one. */
static int32_t touch_begin(struct cw_seat *seat, int32_t seat_id) {
    struct cw_client *c = seat->client;
    struct cw_touch *touch = touch_find(c, seat, seat_id); /* a down repeated without an up */
    if (touch) return touch->id;
    for (int i = 0; i < CW_MAX_TOUCHES && !touch; i++)
        if (!c->touches[i].seat) touch = &c->touches[i];
    if (!touch) {
        fprintf(stderr, "opacity-bars: warning: more than %d touches at once; touch %d keeps its seat's id\n",
                CW_MAX_TOUCHES, seat_id);
        return seat_id;
    }
    int32_t id = seat_id;
    if (touch_id_taken(c, id))
        for (id = 0; touch_id_taken(c, id); id++) {}
    *touch = (struct cw_touch){.seat = seat, .seat_id = seat_id, .id = id};
    return id;
}

static int32_t touch_id(struct cw_seat *seat, int32_t seat_id) {
    struct cw_touch *touch = touch_find(seat->client, seat, seat_id);
    return touch ? touch->id : seat_id;
}

/* Forgets the seat's touches; 1 if it had any. */
static int touches_end(struct cw_seat *seat) {
    int any = 0;
    for (int i = 0; i < CW_MAX_TOUCHES; i++) {
        if (seat->client->touches[i].seat != seat) continue;
        seat->client->touches[i] = (struct cw_touch){0};
        any = 1;
    }
    return any;
}

/* ---- keyboard focus ------------------------------------------------------------------- */

static int keyboard_on(const struct cw_client *c, const struct cw_seat *except, int surface) {
    for (int i = 0; i < CW_MAX_SEATS; i++)
        if (&c->seats[i] != except && c->seats[i].keyboard && c->seats[i].keyboard_surface == surface) return 1;
    return 0;
}

/* ---- wl_pointer ---------------------------------------------------------------- */

static void pointer_enter(void *data, struct wl_pointer *p, uint32_t serial, struct wl_surface *s,
                          wl_fixed_t x, wl_fixed_t y) {
    (void)p;
    struct cw_seat *seat = data;
    seat->pointer_enter_serial = serial;
    seat->pointer_inside = 1;
    cw_emit(seat->client, (struct cw_event){.type = CW_EVENT_POINTER_ENTER,
                                            .data.pointer_enter = {.x = wl_fixed_to_double(x),
                                                                   .y = wl_fixed_to_double(y),
                                                                   .surface = cw_surface_kind(seat->client, s)}});
    pointer_frame_if_old(seat);
}

static void pointer_leave(void *data, struct wl_pointer *p, uint32_t serial, struct wl_surface *s) {
    (void)p; (void)serial; (void)s;
    struct cw_seat *seat = data;
    seat->pointer_inside = 0;
    cw_emit(seat->client, (struct cw_event){.type = CW_EVENT_POINTER_LEAVE});
    pointer_frame_if_old(seat);
}

static void pointer_motion(void *data, struct wl_pointer *p, uint32_t time, wl_fixed_t x, wl_fixed_t y) {
    (void)p;
    struct cw_seat *seat = data;
    cw_emit(seat->client, (struct cw_event){.type = CW_EVENT_POINTER_MOTION, .time = time,
                                            .data.pointer_motion = {.x = wl_fixed_to_double(x),
                                                                    .y = wl_fixed_to_double(y)}});
    pointer_frame_if_old(seat);
}

static void pointer_button(void *data, struct wl_pointer *p, uint32_t serial, uint32_t time,
                           uint32_t button, uint32_t state) {
    (void)p;
    struct cw_seat *seat = data;
    int pressed = state == WL_POINTER_BUTTON_STATE_PRESSED;
    if (pressed) { /* a popup's grab needs it */
        seat->client->press_serial = serial;
        seat->client->press_seat = seat->seat;
    }
    cw_emit(seat->client, (struct cw_event){.type = CW_EVENT_POINTER_BUTTON, .time = time,
                                            .data.pointer_button = {.button = button, .pressed = (uint32_t)pressed}});
    pointer_frame_if_old(seat);
}

static void pointer_axis(void *data, struct wl_pointer *p, uint32_t time, uint32_t axis, wl_fixed_t value) {
    (void)p;
    struct cw_seat *seat = data;
    cw_emit(seat->client, (struct cw_event){.type = CW_EVENT_AXIS, .time = time,
                                            .data.axis = {.axis = axis, .value = wl_fixed_to_double(value)}});
    pointer_frame_if_old(seat);
}

static void pointer_frame(void *data, struct wl_pointer *p) {
    (void)p;
    struct cw_seat *seat = data;
    cw_emit(seat->client, (struct cw_event){.type = CW_EVENT_POINTER_FRAME});
}

static void pointer_axis_source(void *data, struct wl_pointer *p, uint32_t source) {
    (void)p;
    struct cw_seat *seat = data;
    cw_emit(seat->client, (struct cw_event){.type = CW_EVENT_AXIS_SOURCE, .data.axis_source = {.source = source}});
}

static void pointer_axis_stop(void *data, struct wl_pointer *p, uint32_t time, uint32_t axis) {
    (void)p;
    struct cw_seat *seat = data;
    cw_emit(seat->client,
            (struct cw_event){.type = CW_EVENT_AXIS_STOP, .time = time, .data.axis_stop = {.axis = axis}});
}

static void pointer_axis_discrete(void *data, struct wl_pointer *p, uint32_t axis, int32_t discrete) {
    (void)p;
    struct cw_seat *seat = data;
    cw_emit(seat->client, (struct cw_event){.type = CW_EVENT_AXIS_DISCRETE,
                                            .data.axis_steps = {.axis = axis, .steps = discrete}});
}

static void pointer_axis_value120(void *data, struct wl_pointer *p, uint32_t axis, int32_t value120) {
    (void)p;
    struct cw_seat *seat = data;
    cw_emit(seat->client, (struct cw_event){.type = CW_EVENT_AXIS_VALUE120,
                                            .data.axis_steps = {.axis = axis, .steps = value120}});
}

static void pointer_axis_relative_direction(void *data, struct wl_pointer *p, uint32_t axis, uint32_t direction) {
    (void)p;
    struct cw_seat *seat = data;
    cw_emit(seat->client,
            (struct cw_event){.type = CW_EVENT_AXIS_RELATIVE_DIRECTION,
                              .data.axis_relative_direction = {
                                  .axis = axis, .inverted = direction == WL9_POINTER_AXIS_RELATIVE_DIRECTION_INVERTED}});
}

/* wl_pointer v9's listener (wayland-seat-v9: libwayland 1.21's tables stop at v8). */
static const struct wl9_pointer_listener pointer_listener = {
    .enter = pointer_enter,
    .leave = pointer_leave,
    .motion = pointer_motion,
    .button = pointer_button,
    .axis = pointer_axis,
    .frame = pointer_frame,
    .axis_source = pointer_axis_source,
    .axis_stop = pointer_axis_stop,
    .axis_discrete = pointer_axis_discrete,
    .axis_value120 = pointer_axis_value120,
    .axis_relative_direction = pointer_axis_relative_direction,
};

/* ---- zwp_pointer_gestures_v1 ------------------------------------------------------ */

static void emit_gesture(void *data, uint32_t type, uint32_t time, union cw_event_data payload) {
    struct cw_seat *seat = data;
    cw_emit(seat->client, (struct cw_event){.type = type, .time = time, .data = payload});
}

static void pinch_begin(void *data, struct zwp_pointer_gesture_pinch_v1 *g, uint32_t serial, uint32_t time,
                        struct wl_surface *s, uint32_t fingers) {
    (void)g; (void)serial; (void)s;
    emit_gesture(data, CW_EVENT_PINCH_BEGIN, time, (union cw_event_data){.gesture_begin = {.fingers = fingers}});
}

static void pinch_update(void *data, struct zwp_pointer_gesture_pinch_v1 *g, uint32_t time, wl_fixed_t dx,
                         wl_fixed_t dy, wl_fixed_t scale, wl_fixed_t rotation) {
    (void)g;
    emit_gesture(data, CW_EVENT_PINCH_UPDATE, time,
                 (union cw_event_data){.pinch_update = {.dx = wl_fixed_to_double(dx), .dy = wl_fixed_to_double(dy),
                                                        .scale = wl_fixed_to_double(scale),
                                                        .rotation = wl_fixed_to_double(rotation)}});
}

static void pinch_end(void *data, struct zwp_pointer_gesture_pinch_v1 *g, uint32_t serial, uint32_t time,
                      int32_t cancelled) {
    (void)g; (void)serial;
    emit_gesture(data, CW_EVENT_PINCH_END, time, (union cw_event_data){.gesture_end = {.cancelled = cancelled != 0}});
}

static const struct zwp_pointer_gesture_pinch_v1_listener pinch_listener = {
    .begin = pinch_begin, .update = pinch_update, .end = pinch_end,
};

static void swipe_begin(void *data, struct zwp_pointer_gesture_swipe_v1 *g, uint32_t serial, uint32_t time,
                        struct wl_surface *s, uint32_t fingers) {
    (void)g; (void)serial; (void)s;
    emit_gesture(data, CW_EVENT_SWIPE_BEGIN, time, (union cw_event_data){.gesture_begin = {.fingers = fingers}});
}

static void swipe_update(void *data, struct zwp_pointer_gesture_swipe_v1 *g, uint32_t time, wl_fixed_t dx,
                         wl_fixed_t dy) {
    (void)g;
    emit_gesture(data, CW_EVENT_SWIPE_UPDATE, time,
                 (union cw_event_data){.swipe_update = {.dx = wl_fixed_to_double(dx), .dy = wl_fixed_to_double(dy)}});
}

static void swipe_end(void *data, struct zwp_pointer_gesture_swipe_v1 *g, uint32_t serial, uint32_t time,
                      int32_t cancelled) {
    (void)g; (void)serial;
    emit_gesture(data, CW_EVENT_SWIPE_END, time, (union cw_event_data){.gesture_end = {.cancelled = cancelled != 0}});
}

static const struct zwp_pointer_gesture_swipe_v1_listener swipe_listener = {
    .begin = swipe_begin, .update = swipe_update, .end = swipe_end,
};

static void hold_begin(void *data, struct zwp_pointer_gesture_hold_v1 *g, uint32_t serial, uint32_t time,
                       struct wl_surface *s, uint32_t fingers) {
    (void)g; (void)serial; (void)s;
    emit_gesture(data, CW_EVENT_HOLD_BEGIN, time, (union cw_event_data){.gesture_begin = {.fingers = fingers}});
}

static void hold_end(void *data, struct zwp_pointer_gesture_hold_v1 *g, uint32_t serial, uint32_t time,
                     int32_t cancelled) {
    (void)g; (void)serial;
    emit_gesture(data, CW_EVENT_HOLD_END, time, (union cw_event_data){.gesture_end = {.cancelled = cancelled != 0}});
}

static const struct zwp_pointer_gesture_hold_v1_listener hold_listener = {
    .begin = hold_begin, .end = hold_end,
};

/* ---- wl_keyboard ------------------------------------------------------------------- */

/* A keymap the client cannot use (wrong format, size 0, an fd that cannot be mapped, text
 * that does not compile) is not fatal: keys still work through the default us keymap, and
 * a warning says why. Each seat's keyboard has its own keymap and state. */
static void keyboard_keymap(void *data, struct wl_keyboard *k, uint32_t format, int32_t fd, uint32_t size) {
    (void)k;
    struct cw_seat *seat = data;
    char why[160] = "";
    struct cw_xkb *xkb = NULL;
    if (format == WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1) xkb = cw_xkb_new_from_fd_explained(fd, size, why, sizeof why);
    else snprintf(why, sizeof why, "format %u is not xkb_v1", format);
    close(fd);
    if (!xkb) {
        fprintf(stderr, "opacity-bars: warning: wl_keyboard.keymap (format %u, %u bytes) is unusable: %s; "
                        "using the default us keymap\n", format, size, why);
        xkb = cw_xkb_new_default();
    }
    cw_xkb_free(seat->xkb);
    seat->xkb = xkb;
}

static void emit_focus(struct cw_client *c, int entered, uint32_t surface) {
    cw_emit(c, (struct cw_event){.type = CW_EVENT_KEYBOARD_FOCUS,
                                 .data.keyboard_focus = {.entered = (uint32_t)entered, .surface = surface}});
}

/* The surface travels with enter and leave: a popup's grab moves the keyboard from the window
 * to the popup and back, which the Swift side must tell from a focus loss. Only the first
 * seat's keyboard to enter a surface and the last to leave it are reported. */
static void keyboard_enter(void *data, struct wl_keyboard *k, uint32_t serial, struct wl_surface *s,
                           struct wl_array *keys) {
    (void)k; (void)serial; (void)keys; /* held keys: no key events for them, like foot */
    struct cw_seat *seat = data;
    uint32_t surface = cw_surface_kind(seat->client, s);
    seat->keyboard_surface = (int)surface;
    if (!keyboard_on(seat->client, seat, (int)surface)) emit_focus(seat->client, 1, surface);
}

static void keyboard_leave(void *data, struct wl_keyboard *k, uint32_t serial, struct wl_surface *s) {
    (void)k; (void)serial;
    struct cw_seat *seat = data;
    int held = seat->keyboard_surface;
    seat->keyboard_surface = -1;
    if (held < 0 || !keyboard_on(seat->client, seat, held)) emit_focus(seat->client, 0, cw_surface_kind(seat->client, s));
}

static void keyboard_key(void *data, struct wl_keyboard *k, uint32_t serial, uint32_t time, uint32_t key,
                         uint32_t state) {
    (void)k;
    struct cw_seat *seat = data;
    if (!seat->xkb) seat->xkb = cw_xkb_new_default(); /* a key before any keymap */
    int pressed = state == WL_KEYBOARD_KEY_STATE_PRESSED;
    if (pressed) {
        seat->client->key_serial = serial;
        seat->client->key_seat = seat->seat;
    }
    uint32_t sym = cw_xkb_key(seat->xkb, key, pressed);
    cw_emit(seat->client, (struct cw_event){.type = CW_EVENT_KEY, .time = time,
                                            .data.key = {.keysym = sym, .code = key, .pressed = (uint32_t)pressed}});
}

static void keyboard_modifiers(void *data, struct wl_keyboard *k, uint32_t serial, uint32_t depressed,
                               uint32_t latched, uint32_t locked, uint32_t group) {
    (void)k; (void)serial;
    struct cw_seat *seat = data;
    if (!seat->xkb) seat->xkb = cw_xkb_new_default();
    uint8_t bits = cw_xkb_modifiers(seat->xkb, depressed, latched, locked, group);
    cw_emit(seat->client, (struct cw_event){.type = CW_EVENT_MODIFIERS, .data.modifiers = {.bits = bits}});
}

static void keyboard_repeat_info(void *data, struct wl_keyboard *k, int32_t rate, int32_t delay) {
    (void)k;
    struct cw_seat *seat = data;
    cw_emit(seat->client,
            (struct cw_event){.type = CW_EVENT_REPEAT_INFO, .data.repeat_info = {.rate = rate, .delay = delay}});
}

static const struct wl_keyboard_listener keyboard_listener = {
    .keymap = keyboard_keymap,
    .enter = keyboard_enter,
    .leave = keyboard_leave,
    .key = keyboard_key,
    .modifiers = keyboard_modifiers,
    .repeat_info = keyboard_repeat_info,
};

/* ---- wl_touch ---------------------------------------------------------------------- */

/* Passed on as they come: the frame a compositor omits after the last up is the Swift side's
 * to synthesize (ContentHost's TouchFrameCompletion, the rule replay shares). */
static void touch_down(void *data, struct wl_touch *t, uint32_t serial, uint32_t time, struct wl_surface *s,
                       int32_t id, wl_fixed_t x, wl_fixed_t y) {
    (void)t;
    struct cw_seat *seat = data;
    seat->client->press_serial = serial;
    seat->client->press_seat = seat->seat;
    cw_emit(seat->client, (struct cw_event){.type = CW_EVENT_TOUCH_DOWN, .time = time,
                                            .data.touch_down = {.id = touch_begin(seat, id),
                                                                .surface = cw_surface_kind(seat->client, s),
                                                                .x = wl_fixed_to_double(x),
                                                                .y = wl_fixed_to_double(y)}});
}

static void touch_up(void *data, struct wl_touch *t, uint32_t serial, uint32_t time, int32_t id) {
    (void)t; (void)serial;
    struct cw_seat *seat = data;
    struct cw_touch *touch = touch_find(seat->client, seat, id);
    cw_emit(seat->client,
            (struct cw_event){.type = CW_EVENT_TOUCH_UP, .time = time, .data.touch_up = {.id = touch_id(seat, id)}});
    if (touch) *touch = (struct cw_touch){0};
}

static void touch_motion(void *data, struct wl_touch *t, uint32_t time, int32_t id, wl_fixed_t x,
                         wl_fixed_t y) {
    (void)t;
    struct cw_seat *seat = data;
    cw_emit(seat->client, (struct cw_event){.type = CW_EVENT_TOUCH_MOTION, .time = time,
                                            .data.touch_motion = {.id = touch_id(seat, id),
                                                                  .x = wl_fixed_to_double(x),
                                                                  .y = wl_fixed_to_double(y)}});
}

static void touch_frame(void *data, struct wl_touch *t) {
    (void)t;
    struct cw_seat *seat = data;
    cw_emit(seat->client, (struct cw_event){.type = CW_EVENT_TOUCH_FRAME});
}

static void touch_cancel(void *data, struct wl_touch *t) {
    (void)t;
    struct cw_seat *seat = data;
    touches_end(seat);
    cw_emit(seat->client, (struct cw_event){.type = CW_EVENT_TOUCH_CANCEL});
}

/* Shape and orientation are read and ignored: the engine works with points. */
static void touch_shape(void *data, struct wl_touch *t, int32_t id, wl_fixed_t major, wl_fixed_t minor) {
    (void)data; (void)t; (void)id; (void)major; (void)minor;
}

static void touch_orientation(void *data, struct wl_touch *t, int32_t id, wl_fixed_t orientation) {
    (void)data; (void)t; (void)id; (void)orientation;
}

static const struct wl_touch_listener touch_listener = {
    .down = touch_down,
    .up = touch_up,
    .motion = touch_motion,
    .frame = touch_frame,
    .cancel = touch_cancel,
    .shape = touch_shape,
    .orientation = touch_orientation,
};

/* ---- wl_seat ----------------------------------------------------------------------- */

static void pointer_create(struct cw_seat *seat) {
    struct cw_client *c = seat->client;
    seat->pointer = wl9_seat_get_pointer(seat->seat);
    wl9_pointer_add_listener(seat->pointer, &pointer_listener, seat);
    if (c->cursor_shape_manager)
        seat->cursor_shape_device = wp_cursor_shape_manager_v1_get_pointer(c->cursor_shape_manager, seat->pointer);
    if (c->gestures) {
        seat->pinch = zwp_pointer_gestures_v1_get_pinch_gesture(c->gestures, seat->pointer);
        zwp_pointer_gesture_pinch_v1_add_listener(seat->pinch, &pinch_listener, seat);
        seat->swipe = zwp_pointer_gestures_v1_get_swipe_gesture(c->gestures, seat->pointer);
        zwp_pointer_gesture_swipe_v1_add_listener(seat->swipe, &swipe_listener, seat);
        if (zwp_pointer_gestures_v1_get_version(c->gestures) >= ZWP_POINTER_GESTURES_V1_GET_HOLD_GESTURE_SINCE_VERSION) {
            seat->hold = zwp_pointer_gestures_v1_get_hold_gesture(c->gestures, seat->pointer);
            zwp_pointer_gesture_hold_v1_add_listener(seat->hold, &hold_listener, seat);
        }
    }
}

static void pointer_release(struct cw_seat *seat) {
    if (seat->pinch) {
        if (zwp_pointer_gesture_pinch_v1_get_version(seat->pinch) >= ZWP_POINTER_GESTURE_PINCH_V1_DESTROY_SINCE_VERSION)
            zwp_pointer_gesture_pinch_v1_destroy(seat->pinch);
        else
            wl_proxy_destroy((struct wl_proxy *)seat->pinch);
    }
    if (seat->swipe) {
        if (zwp_pointer_gesture_swipe_v1_get_version(seat->swipe) >= ZWP_POINTER_GESTURE_SWIPE_V1_DESTROY_SINCE_VERSION)
            zwp_pointer_gesture_swipe_v1_destroy(seat->swipe);
        else
            wl_proxy_destroy((struct wl_proxy *)seat->swipe);
    }
    if (seat->hold) zwp_pointer_gesture_hold_v1_destroy(seat->hold);
    if (seat->cursor_shape_device) wp_cursor_shape_device_v1_destroy(seat->cursor_shape_device);
    if (wl_pointer_get_version(seat->pointer) >= WL_POINTER_RELEASE_SINCE_VERSION)
        wl_pointer_release(seat->pointer);
    else
        wl_pointer_destroy(seat->pointer);
    seat->pinch = NULL; seat->swipe = NULL; seat->hold = NULL; seat->cursor_shape_device = NULL;
    seat->pointer = NULL;
    seat->pointer_inside = 0;
}

static void keyboard_create(struct cw_seat *seat) {
    seat->keyboard = wl9_seat_get_keyboard(seat->seat);
    seat->keyboard_surface = -1;
    wl_keyboard_add_listener(seat->keyboard, &keyboard_listener, seat);
}

static void keyboard_release(struct cw_seat *seat) {
    if (wl_keyboard_get_version(seat->keyboard) >= WL_KEYBOARD_RELEASE_SINCE_VERSION)
        wl_keyboard_release(seat->keyboard);
    else
        wl_keyboard_destroy(seat->keyboard);
    seat->keyboard = NULL;
    seat->keyboard_surface = -1;
    cw_xkb_free(seat->xkb);
    seat->xkb = NULL;
}

static void touch_create(struct cw_seat *seat) {
    seat->touch = wl9_seat_get_touch(seat->seat);
    wl_touch_add_listener(seat->touch, &touch_listener, seat);
}

static void touch_release(struct cw_seat *seat) {
    if (wl_touch_get_version(seat->touch) >= WL_TOUCH_RELEASE_SINCE_VERSION)
        wl_touch_release(seat->touch);
    else
        wl_touch_destroy(seat->touch);
    seat->touch = NULL;
}

/* Creates and releases the seat's devices for `bits`. A device that goes in use (a pointer
 * inside, a keyboard with focus, touches down) while another seat keeps its capability has
 * its end reported (leave, focus lost, cancel): the capabilities alone would not say it. */
static void seat_apply(struct cw_seat *seat, uint32_t bits) {
    struct cw_client *c = seat->client;
    int pointer_was_inside = 0, touched = 0, focus = -1;
    if ((bits & CAP_POINTER) && !seat->pointer) pointer_create(seat);
    if (!(bits & CAP_POINTER) && seat->pointer) {
        pointer_was_inside = seat->pointer_inside;
        pointer_release(seat);
    }
    if ((bits & CAP_KEYBOARD) && !seat->keyboard) keyboard_create(seat);
    if (!(bits & CAP_KEYBOARD) && seat->keyboard) {
        focus = seat->keyboard_surface;
        keyboard_release(seat);
    }
    if ((bits & CAP_TOUCH) && !seat->touch) touch_create(seat);
    if (!(bits & CAP_TOUCH) && seat->touch) {
        touched = touches_end(seat);
        touch_release(seat);
    }
    seat->capabilities = bits;
    uint32_t all = all_capabilities(c);
    if (pointer_was_inside && (all & CAP_POINTER)) {
        cw_emit(c, (struct cw_event){.type = CW_EVENT_POINTER_LEAVE});
        cw_emit(c, (struct cw_event){.type = CW_EVENT_POINTER_FRAME});
    }
    if (focus >= 0 && (all & CAP_KEYBOARD) && !keyboard_on(c, seat, focus)) emit_focus(c, 0, (uint32_t)focus);
    if (touched && (all & CAP_TOUCH)) cw_emit(c, (struct cw_event){.type = CW_EVENT_TOUCH_CANCEL});
    cw_emit(c, (struct cw_event){.type = CW_EVENT_CAPABILITIES, .data.capabilities = {.bits = all}});
}

static void seat_capabilities(void *data, struct wl_seat *s, uint32_t caps) {
    (void)s;
    seat_apply(data, (caps & WL_SEAT_CAPABILITY_POINTER ? CAP_POINTER : 0) |
                         (caps & WL_SEAT_CAPABILITY_KEYBOARD ? CAP_KEYBOARD : 0) |
                         (caps & WL_SEAT_CAPABILITY_TOUCH ? CAP_TOUCH : 0));
}

static void seat_name(void *data, struct wl_seat *seat, const char *name) {
    (void)data; (void)seat; (void)name;
}

static const struct wl9_seat_listener seat_listener = {
    .capabilities = seat_capabilities,
    .name = seat_name,
};

void cw_seat_bind(struct cw_client *c, struct wl_registry *registry, uint32_t name, uint32_t version) {
    struct cw_seat *seat = NULL;
    for (int i = 0; i < CW_MAX_SEATS && !seat; i++)
        if (!c->seats[i].seat) seat = &c->seats[i];
    if (!seat) {
        fprintf(stderr, "opacity-bars: warning: more than %d seats; seat %u ignored\n", CW_MAX_SEATS, name);
        return;
    }
    /* The seat and the devices it creates take the v9 tables at every version (they are a
     * superset of the older ones): v9 is wl_pointer.axis_relative_direction. wl_keyboard and
     * wl_touch have nothing new at v9, so libwayland's listener types serve them. */
    uint32_t v = version < 9 ? version : 9;
    *seat = (struct cw_seat){.client = c, .name = name, .keyboard_surface = -1};
    seat->seat = wl_registry_bind(registry, name, &wl9_seat_interface, v);
    wl9_seat_add_listener(seat->seat, &seat_listener, seat);
    cw_data_device_create(c, seat);
}

static void seat_destroy(struct cw_seat *seat) {
    if (seat->pointer) pointer_release(seat);
    if (seat->keyboard) keyboard_release(seat);
    if (seat->touch) touch_release(seat);
    touches_end(seat);
    if (seat->cursor_viewport) wp_viewport_destroy(seat->cursor_viewport); /* before its surface */
    if (seat->cursor_surface) wl_surface_destroy(seat->cursor_surface);
    if (seat->client->press_seat == seat->seat) seat->client->press_seat = NULL;
    if (seat->client->key_seat == seat->seat) seat->client->key_seat = NULL;
    cw_data_device_release(seat);
    if (wl_seat_get_version(seat->seat) >= WL_SEAT_RELEASE_SINCE_VERSION)
        wl_seat_release(seat->seat);
    else
        wl_seat_destroy(seat->seat);
    *seat = (struct cw_seat){0};
}

void cw_seat_remove(struct cw_client *c, uint32_t name) {
    for (int i = 0; i < CW_MAX_SEATS; i++) {
        struct cw_seat *seat = &c->seats[i];
        if (!seat->seat || seat->name != name) continue;
        seat_apply(seat, 0); /* its devices go, as when it loses every capability */
        seat_destroy(seat);
    }
}

void cw_seats_destroy(struct cw_client *c) {
    for (int i = 0; i < CW_MAX_SEATS; i++)
        if (c->seats[i].seat) seat_destroy(&c->seats[i]);
}

struct wl_seat *cw_press_seat(const struct cw_client *c) {
    if (c->press_seat) return c->press_seat;
    for (int i = 0; i < CW_MAX_SEATS; i++)
        if (c->seats[i].seat) return c->seats[i].seat;
    return NULL;
}
