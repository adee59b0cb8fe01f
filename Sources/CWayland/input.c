/* wl_seat and its devices: every input callback becomes a cw_event (no decisions here;
 * the gesture engine decides). Devices are created when their capability appears and
 * released when it disappears, symmetrically, like foot's seat handling. */
#include "internal.h"

#include <stdio.h>
#include <unistd.h>

enum { CAP_POINTER = 1, CAP_KEYBOARD = 2, CAP_TOUCH = 4 };

/* Below wl_pointer v5 there is no frame event: every event is a frame of its own. */
static void pointer_frame_if_old(struct cw_client *c) {
    if (c->pointer && wl_pointer_get_version(c->pointer) < WL_POINTER_FRAME_SINCE_VERSION)
        cw_emit(c, (struct cw_event){.type = CW_EVENT_POINTER_FRAME});
}

/* ---- wl_pointer ---------------------------------------------------------------- */

static void pointer_enter(void *data, struct wl_pointer *p, uint32_t serial, struct wl_surface *s,
                          wl_fixed_t x, wl_fixed_t y) {
    (void)p;
    struct cw_client *c = data;
    c->pointer_enter_serial = serial;
    c->pointer_inside = 1;
    cw_emit(c, (struct cw_event){.type = CW_EVENT_POINTER_ENTER,
                                 .data.pointer_enter = {.x = wl_fixed_to_double(x), .y = wl_fixed_to_double(y),
                                                        .surface = cw_surface_kind(c, s)}});
    pointer_frame_if_old(c);
}

static void pointer_leave(void *data, struct wl_pointer *p, uint32_t serial, struct wl_surface *s) {
    (void)p; (void)serial; (void)s;
    struct cw_client *c = data;
    c->pointer_inside = 0;
    cw_emit(c, (struct cw_event){.type = CW_EVENT_POINTER_LEAVE});
    pointer_frame_if_old(c);
}

static void pointer_motion(void *data, struct wl_pointer *p, uint32_t time, wl_fixed_t x, wl_fixed_t y) {
    (void)p;
    struct cw_client *c = data;
    cw_emit(c, (struct cw_event){.type = CW_EVENT_POINTER_MOTION, .time = time,
                                 .data.pointer_motion = {.x = wl_fixed_to_double(x), .y = wl_fixed_to_double(y)}});
    pointer_frame_if_old(c);
}

static void pointer_button(void *data, struct wl_pointer *p, uint32_t serial, uint32_t time,
                           uint32_t button, uint32_t state) {
    (void)p;
    struct cw_client *c = data;
    if (state == WL_POINTER_BUTTON_STATE_PRESSED) c->press_serial = serial; /* a popup's grab needs it */
    cw_emit(c, (struct cw_event){.type = CW_EVENT_POINTER_BUTTON, .time = time,
                                 .data.pointer_button = {.button = button,
                                                         .pressed = state == WL_POINTER_BUTTON_STATE_PRESSED}});
    pointer_frame_if_old(c);
}

static void pointer_axis(void *data, struct wl_pointer *p, uint32_t time, uint32_t axis, wl_fixed_t value) {
    (void)p;
    struct cw_client *c = data;
    cw_emit(c, (struct cw_event){.type = CW_EVENT_AXIS, .time = time,
                                 .data.axis = {.axis = axis, .value = wl_fixed_to_double(value)}});
    pointer_frame_if_old(c);
}

static void pointer_frame(void *data, struct wl_pointer *p) {
    (void)p;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_POINTER_FRAME});
}

static void pointer_axis_source(void *data, struct wl_pointer *p, uint32_t source) {
    (void)p;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_AXIS_SOURCE, .data.axis_source = {.source = source}});
}

static void pointer_axis_stop(void *data, struct wl_pointer *p, uint32_t time, uint32_t axis) {
    (void)p;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_AXIS_STOP, .time = time, .data.axis_stop = {.axis = axis}});
}

static void pointer_axis_discrete(void *data, struct wl_pointer *p, uint32_t axis, int32_t discrete) {
    (void)p;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_AXIS_DISCRETE, .data.axis_steps = {.axis = axis, .steps = discrete}});
}

static void pointer_axis_value120(void *data, struct wl_pointer *p, uint32_t axis, int32_t value120) {
    (void)p;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_AXIS_VALUE120, .data.axis_steps = {.axis = axis, .steps = value120}});
}

static void pointer_axis_relative_direction(void *data, struct wl_pointer *p, uint32_t axis, uint32_t direction) {
    (void)p;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_AXIS_RELATIVE_DIRECTION,
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

static void pinch_begin(void *data, struct zwp_pointer_gesture_pinch_v1 *g, uint32_t serial, uint32_t time,
                        struct wl_surface *s, uint32_t fingers) {
    (void)g; (void)serial; (void)s;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_PINCH_BEGIN, .time = time, .data.gesture_begin = {.fingers = fingers}});
}

static void pinch_update(void *data, struct zwp_pointer_gesture_pinch_v1 *g, uint32_t time, wl_fixed_t dx,
                         wl_fixed_t dy, wl_fixed_t scale, wl_fixed_t rotation) {
    (void)g;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_PINCH_UPDATE, .time = time,
                                    .data.pinch_update = {.dx = wl_fixed_to_double(dx), .dy = wl_fixed_to_double(dy),
                                                          .scale = wl_fixed_to_double(scale),
                                                          .rotation = wl_fixed_to_double(rotation)}});
}

static void pinch_end(void *data, struct zwp_pointer_gesture_pinch_v1 *g, uint32_t serial, uint32_t time,
                      int32_t cancelled) {
    (void)g; (void)serial;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_PINCH_END, .time = time, .data.gesture_end = {.cancelled = cancelled != 0}});
}

static const struct zwp_pointer_gesture_pinch_v1_listener pinch_listener = {
    .begin = pinch_begin, .update = pinch_update, .end = pinch_end,
};

static void swipe_begin(void *data, struct zwp_pointer_gesture_swipe_v1 *g, uint32_t serial, uint32_t time,
                        struct wl_surface *s, uint32_t fingers) {
    (void)g; (void)serial; (void)s;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_SWIPE_BEGIN, .time = time, .data.gesture_begin = {.fingers = fingers}});
}

static void swipe_update(void *data, struct zwp_pointer_gesture_swipe_v1 *g, uint32_t time, wl_fixed_t dx,
                         wl_fixed_t dy) {
    (void)g;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_SWIPE_UPDATE, .time = time,
                                    .data.swipe_update = {.dx = wl_fixed_to_double(dx), .dy = wl_fixed_to_double(dy)}});
}

static void swipe_end(void *data, struct zwp_pointer_gesture_swipe_v1 *g, uint32_t serial, uint32_t time,
                      int32_t cancelled) {
    (void)g; (void)serial;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_SWIPE_END, .time = time, .data.gesture_end = {.cancelled = cancelled != 0}});
}

static const struct zwp_pointer_gesture_swipe_v1_listener swipe_listener = {
    .begin = swipe_begin, .update = swipe_update, .end = swipe_end,
};

static void hold_begin(void *data, struct zwp_pointer_gesture_hold_v1 *g, uint32_t serial, uint32_t time,
                       struct wl_surface *s, uint32_t fingers) {
    (void)g; (void)serial; (void)s;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_HOLD_BEGIN, .time = time, .data.gesture_begin = {.fingers = fingers}});
}

static void hold_end(void *data, struct zwp_pointer_gesture_hold_v1 *g, uint32_t serial, uint32_t time,
                     int32_t cancelled) {
    (void)g; (void)serial;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_HOLD_END, .time = time, .data.gesture_end = {.cancelled = cancelled != 0}});
}

static const struct zwp_pointer_gesture_hold_v1_listener hold_listener = {
    .begin = hold_begin, .end = hold_end,
};

/* ---- wl_keyboard ------------------------------------------------------------------- */

/* A keymap the client cannot use (wrong format, size 0, an fd that cannot be mapped, text
 * that does not compile) is not fatal: keys still work through the default us keymap, and
 * a warning says why. */
static void keyboard_keymap(void *data, struct wl_keyboard *k, uint32_t format, int32_t fd, uint32_t size) {
    (void)k;
    struct cw_client *c = data;
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
    cw_xkb_free(c->xkb);
    c->xkb = xkb;
}

/* The surface travels with enter and leave: a popup's grab moves the keyboard from the window
 * to the popup and back, which the Swift side must tell from a focus loss. */
static void keyboard_enter(void *data, struct wl_keyboard *k, uint32_t serial, struct wl_surface *s,
                           struct wl_array *keys) {
    (void)k; (void)serial; (void)keys; /* held keys: no key events for them, like foot */
    struct cw_client *c = data;
    cw_emit(c, (struct cw_event){.type = CW_EVENT_KEYBOARD_FOCUS,
                                 .data.keyboard_focus = {.entered = 1, .surface = cw_surface_kind(c, s)}});
}

static void keyboard_leave(void *data, struct wl_keyboard *k, uint32_t serial, struct wl_surface *s) {
    (void)k; (void)serial;
    struct cw_client *c = data;
    cw_emit(c, (struct cw_event){.type = CW_EVENT_KEYBOARD_FOCUS,
                                 .data.keyboard_focus = {.entered = 0, .surface = cw_surface_kind(c, s)}});
}

static void keyboard_key(void *data, struct wl_keyboard *k, uint32_t serial, uint32_t time, uint32_t key,
                         uint32_t state) {
    (void)k; (void)serial;
    struct cw_client *c = data;
    if (!c->xkb) c->xkb = cw_xkb_new_default(); /* a key before any keymap */
    int pressed = state == WL_KEYBOARD_KEY_STATE_PRESSED;
    uint32_t sym = cw_xkb_key(c->xkb, key, pressed);
    cw_emit(c, (struct cw_event){.type = CW_EVENT_KEY, .time = time,
                                 .data.key = {.keysym = sym, .code = key, .pressed = (uint32_t)pressed}});
}

static void keyboard_modifiers(void *data, struct wl_keyboard *k, uint32_t serial, uint32_t depressed,
                               uint32_t latched, uint32_t locked, uint32_t group) {
    (void)k; (void)serial;
    struct cw_client *c = data;
    if (!c->xkb) c->xkb = cw_xkb_new_default();
    uint8_t bits = cw_xkb_modifiers(c->xkb, depressed, latched, locked, group);
    cw_emit(c, (struct cw_event){.type = CW_EVENT_MODIFIERS, .data.modifiers = {.bits = bits}});
}

static void keyboard_repeat_info(void *data, struct wl_keyboard *k, int32_t rate, int32_t delay) {
    (void)k;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_REPEAT_INFO, .data.repeat_info = {.rate = rate, .delay = delay}});
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
    struct cw_client *c = data;
    c->press_serial = serial;
    cw_emit(c, (struct cw_event){.type = CW_EVENT_TOUCH_DOWN, .time = time,
                                 .data.touch_down = {.id = id, .surface = cw_surface_kind(c, s),
                                                     .x = wl_fixed_to_double(x), .y = wl_fixed_to_double(y)}});
}

static void touch_up(void *data, struct wl_touch *t, uint32_t serial, uint32_t time, int32_t id) {
    (void)t; (void)serial;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_TOUCH_UP, .time = time, .data.touch_up = {.id = id}});
}

static void touch_motion(void *data, struct wl_touch *t, uint32_t time, int32_t id, wl_fixed_t x,
                         wl_fixed_t y) {
    (void)t;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_TOUCH_MOTION, .time = time,
                                    .data.touch_motion = {.id = id, .x = wl_fixed_to_double(x),
                                                          .y = wl_fixed_to_double(y)}});
}

static void touch_frame(void *data, struct wl_touch *t) {
    (void)t;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_TOUCH_FRAME});
}

static void touch_cancel(void *data, struct wl_touch *t) {
    (void)t;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_TOUCH_CANCEL});
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

static void pointer_create(struct cw_client *c) {
    c->pointer = wl9_seat_get_pointer(c->seat);
    wl9_pointer_add_listener(c->pointer, &pointer_listener, c);
    if (c->cursor_shape_manager)
        c->cursor_shape_device = wp_cursor_shape_manager_v1_get_pointer(c->cursor_shape_manager, c->pointer);
    if (c->gestures) {
        c->pinch = zwp_pointer_gestures_v1_get_pinch_gesture(c->gestures, c->pointer);
        zwp_pointer_gesture_pinch_v1_add_listener(c->pinch, &pinch_listener, c);
        c->swipe = zwp_pointer_gestures_v1_get_swipe_gesture(c->gestures, c->pointer);
        zwp_pointer_gesture_swipe_v1_add_listener(c->swipe, &swipe_listener, c);
        if (zwp_pointer_gestures_v1_get_version(c->gestures) >= ZWP_POINTER_GESTURES_V1_GET_HOLD_GESTURE_SINCE_VERSION) {
            c->hold = zwp_pointer_gestures_v1_get_hold_gesture(c->gestures, c->pointer);
            zwp_pointer_gesture_hold_v1_add_listener(c->hold, &hold_listener, c);
        }
    }
}

static void pointer_release(struct cw_client *c) {
    if (c->pinch) {
        if (zwp_pointer_gesture_pinch_v1_get_version(c->pinch) >= ZWP_POINTER_GESTURE_PINCH_V1_DESTROY_SINCE_VERSION)
            zwp_pointer_gesture_pinch_v1_destroy(c->pinch);
        else
            wl_proxy_destroy((struct wl_proxy *)c->pinch);
    }
    if (c->swipe) {
        if (zwp_pointer_gesture_swipe_v1_get_version(c->swipe) >= ZWP_POINTER_GESTURE_SWIPE_V1_DESTROY_SINCE_VERSION)
            zwp_pointer_gesture_swipe_v1_destroy(c->swipe);
        else
            wl_proxy_destroy((struct wl_proxy *)c->swipe);
    }
    if (c->hold) zwp_pointer_gesture_hold_v1_destroy(c->hold);
    if (c->cursor_shape_device) wp_cursor_shape_device_v1_destroy(c->cursor_shape_device);
    if (wl_pointer_get_version(c->pointer) >= WL_POINTER_RELEASE_SINCE_VERSION)
        wl_pointer_release(c->pointer);
    else
        wl_pointer_destroy(c->pointer);
    c->pinch = NULL; c->swipe = NULL; c->hold = NULL; c->cursor_shape_device = NULL;
    c->pointer = NULL;
    c->pointer_inside = 0;
}

static void keyboard_create(struct cw_client *c) {
    c->keyboard = wl9_seat_get_keyboard(c->seat);
    wl_keyboard_add_listener(c->keyboard, &keyboard_listener, c);
}

static void keyboard_release(struct cw_client *c) {
    if (wl_keyboard_get_version(c->keyboard) >= WL_KEYBOARD_RELEASE_SINCE_VERSION)
        wl_keyboard_release(c->keyboard);
    else
        wl_keyboard_destroy(c->keyboard);
    c->keyboard = NULL;
    cw_xkb_free(c->xkb);
    c->xkb = NULL;
}

static void touch_create(struct cw_client *c) {
    c->touch = wl9_seat_get_touch(c->seat);
    wl_touch_add_listener(c->touch, &touch_listener, c);
}

static void touch_release(struct cw_client *c) {
    if (wl_touch_get_version(c->touch) >= WL_TOUCH_RELEASE_SINCE_VERSION)
        wl_touch_release(c->touch);
    else
        wl_touch_destroy(c->touch);
    c->touch = NULL;
}

static void seat_capabilities(void *data, struct wl_seat *seat, uint32_t caps) {
    (void)seat;
    struct cw_client *c = data;
    uint32_t bits = (caps & WL_SEAT_CAPABILITY_POINTER ? CAP_POINTER : 0) |
                    (caps & WL_SEAT_CAPABILITY_KEYBOARD ? CAP_KEYBOARD : 0) |
                    (caps & WL_SEAT_CAPABILITY_TOUCH ? CAP_TOUCH : 0);
    if ((bits & CAP_POINTER) && !c->pointer) pointer_create(c);
    if (!(bits & CAP_POINTER) && c->pointer) pointer_release(c);
    if ((bits & CAP_KEYBOARD) && !c->keyboard) keyboard_create(c);
    if (!(bits & CAP_KEYBOARD) && c->keyboard) keyboard_release(c);
    if ((bits & CAP_TOUCH) && !c->touch) touch_create(c);
    if (!(bits & CAP_TOUCH) && c->touch) touch_release(c);
    c->capabilities = bits;
    cw_emit(c, (struct cw_event){.type = CW_EVENT_CAPABILITIES, .data.capabilities = {.bits = bits}});
}

static void seat_name(void *data, struct wl_seat *seat, const char *name) {
    (void)data; (void)seat; (void)name;
}

static const struct wl9_seat_listener seat_listener = {
    .capabilities = seat_capabilities,
    .name = seat_name,
};

void cw_seat_bind(struct cw_client *c, struct wl_registry *registry, uint32_t name, uint32_t version) {
    if (c->seat) return; /* one seat: the first one offered */
    /* The seat and the devices it creates take the v9 tables at every version (they are a
     * superset of the older ones): v9 is wl_pointer.axis_relative_direction. wl_keyboard and
     * wl_touch have nothing new at v9, so libwayland's listener types serve them. */
    uint32_t v = version < 9 ? version : 9;
    c->seat = wl_registry_bind(registry, name, &wl9_seat_interface, v);
    c->seat_name = name;
    wl9_seat_add_listener(c->seat, &seat_listener, c);
}

void cw_seat_destroy(struct cw_client *c) {
    if (c->pointer) pointer_release(c);
    if (c->keyboard) keyboard_release(c);
    if (c->touch) touch_release(c);
    if (c->seat) {
        if (wl_seat_get_version(c->seat) >= WL_SEAT_RELEASE_SINCE_VERSION)
            wl_seat_release(c->seat);
        else
            wl_seat_destroy(c->seat);
        c->seat = NULL;
    }
}
