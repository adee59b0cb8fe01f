/* wl-inject: input through wlroots' virtual pointer and virtual keyboard (sway). No touch:
 * wlroots 0.15 has no virtual touch device. */
#include "inject.h"

#include "virtual-keyboard-unstable-v1-client-protocol.h"
#include "wlr-virtual-pointer-unstable-v1-client-protocol.h"

static int create(struct wli_state *s) {
    s->pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(s->pointer_manager, s->seat);
    s->keyboard = zwp_virtual_keyboard_manager_v1_create_virtual_keyboard(s->keyboard_manager, s->seat);
    /* The compositor wants a keymap before any key. */
    return wli_keymap_upload(s);
}

static void destroy(struct wli_state *s) {
    if (s->pointer) zwlr_virtual_pointer_v1_destroy(s->pointer);
    if (s->keyboard) zwp_virtual_keyboard_v1_destroy(s->keyboard);
    s->pointer = NULL;
    s->keyboard = NULL;
}

static int motion(struct wli_state *s, double x, double y) {
    if (x < 0) x = 0;
    if (y < 0) y = 0;
    if (x > s->extent_width) x = s->extent_width;
    if (y > s->extent_height) y = s->extent_height;
    zwlr_virtual_pointer_v1_motion_absolute(s->pointer, wli_now_ms(), (uint32_t)(x + 0.5),
                                            (uint32_t)(y + 0.5), s->extent_width, s->extent_height);
    return 0;
}

static int rel(struct wli_state *s, double dx, double dy) {
    zwlr_virtual_pointer_v1_motion(s->pointer, wli_now_ms(), wl_fixed_from_double(dx), wl_fixed_from_double(dy));
    return 0;
}

static int button(struct wli_state *s, uint32_t code, uint32_t state) {
    zwlr_virtual_pointer_v1_button(s->pointer, wli_now_ms(), code, state);
    return 0;
}

static int axis(struct wli_state *s, uint32_t a, double value) {
    zwlr_virtual_pointer_v1_axis(s->pointer, wli_now_ms(), a, wl_fixed_from_double(value));
    return 0;
}

static int axis_discrete(struct wli_state *s, uint32_t a, double value, int32_t steps) {
    zwlr_virtual_pointer_v1_axis_discrete(s->pointer, wli_now_ms(), a, wl_fixed_from_double(value), steps);
    return 0;
}

static int axis_source(struct wli_state *s, uint32_t source) {
    zwlr_virtual_pointer_v1_axis_source(s->pointer, source);
    return 0;
}

static int axis_stop(struct wli_state *s, uint32_t a) {
    zwlr_virtual_pointer_v1_axis_stop(s->pointer, wli_now_ms(), a);
    return 0;
}

static int frame(struct wli_state *s) {
    zwlr_virtual_pointer_v1_frame(s->pointer);
    return 0;
}

static int key(struct wli_state *s, uint32_t code, uint32_t state) {
    zwp_virtual_keyboard_v1_key(s->keyboard, wli_now_ms(), code, state);
    return 0;
}

static int modifiers(struct wli_state *s, uint32_t d, uint32_t la, uint32_t lo, uint32_t g) {
    zwp_virtual_keyboard_v1_modifiers(s->keyboard, d, la, lo, g);
    return 0;
}

static int touch_down(struct wli_state *s, uint32_t id, double x, double y) {
    (void)id; (void)x; (void)y;
    return wli_unsupported(s, "touch");
}
static int touch_motion(struct wli_state *s, uint32_t id, double x, double y) {
    (void)id; (void)x; (void)y;
    return wli_unsupported(s, "touch");
}
static int touch_up(struct wli_state *s, uint32_t id) { (void)id; return wli_unsupported(s, "touch"); }
static int touch_none(struct wli_state *s) { return wli_unsupported(s, "touch"); }

const struct wli_backend wli_wlr_backend = {
    .name = "zwlr_virtual_pointer_v1 + zwp_virtual_keyboard_v1",
    .capabilities = WL_SEAT_CAPABILITY_POINTER | WL_SEAT_CAPABILITY_KEYBOARD,
    .create = create, .destroy = destroy,
    .motion = motion, .rel = rel, .button = button, .axis = axis, .axis_discrete = axis_discrete,
    .axis_source = axis_source, .axis_stop = axis_stop, .frame = frame,
    .key = key, .modifiers = modifiers,
    .touch_down = touch_down, .touch_motion = touch_motion, .touch_up = touch_up,
    .touch_frame = touch_none, .touch_cancel = touch_none,
};
