/* wl-inject: input through kwin's org_kde_kwin_fake_input (version 4 in kwin 5.27): real
 * wl_touch for the client, plus pointer, wheel and keys.
 *
 * kwin offers the global only with KWIN_WAYLAND_NO_PERMISSION_CHECKS=1 and only to clients
 * of the user kwin runs as; it accepts requests after `authenticate` (granted without a
 * prompt then). Coordinates are global (output) pixels; kwin maps them to the surface under
 * them. kwin stamps the events itself and ends every pointer event with its own frame, so
 * `frame` has nothing to send. The protocol has no axis source, no axis stop, no discrete
 * steps and no modifier request (kwin derives modifiers from the keys held). */
#include "inject.h"

#include "fake-input-client-protocol.h"

static int create(struct wli_state *s) {
    org_kde_kwin_fake_input_authenticate(s->fake_input, "wl-inject", "OpacityBars live tests");
    return 0;
}

static void destroy(struct wli_state *s) {
    /* The interface has no destructor request: disconnecting removes the devices. */
    if (s->fake_input) wl_proxy_destroy((struct wl_proxy *)s->fake_input);
    s->fake_input = NULL;
}

static int need_version(struct wli_state *s, uint32_t since, const char *what) {
    if (s->fake_input_version >= since) return 0;
    fprintf(stderr, "wl-inject: %s needs org_kde_kwin_fake_input version %u, the compositor offers %u\n",
            what, since, s->fake_input_version);
    return -1;
}

static int motion(struct wli_state *s, double x, double y) {
    if (need_version(s, 3, "absolute motion")) return -1;
    org_kde_kwin_fake_input_pointer_motion_absolute(s->fake_input, wl_fixed_from_double(x), wl_fixed_from_double(y));
    return 0;
}

static int rel(struct wli_state *s, double dx, double dy) {
    org_kde_kwin_fake_input_pointer_motion(s->fake_input, wl_fixed_from_double(dx), wl_fixed_from_double(dy));
    return 0;
}

static int button(struct wli_state *s, uint32_t code, uint32_t state) {
    org_kde_kwin_fake_input_button(s->fake_input, code, state);
    return 0;
}

static int axis(struct wli_state *s, uint32_t a, double value) {
    org_kde_kwin_fake_input_axis(s->fake_input, a, wl_fixed_from_double(value));
    return 0;
}

static int axis_discrete(struct wli_state *s, uint32_t a, double value, int32_t steps) {
    (void)a; (void)value; (void)steps;
    return wli_unsupported(s, "axis_discrete (use axis: kwin turns it into a wheel event)");
}

static int axis_source(struct wli_state *s, uint32_t source) {
    (void)source;
    return wli_unsupported(s, "axis_source");
}

static int axis_stop(struct wli_state *s, uint32_t a) {
    (void)a;
    return wli_unsupported(s, "axis_stop");
}

static int frame(struct wli_state *s) { (void)s; return 0; }

static int key(struct wli_state *s, uint32_t code, uint32_t state) {
    if (need_version(s, 4, "keys")) return -1;
    org_kde_kwin_fake_input_keyboard_key(s->fake_input, code, state);
    return 0;
}

static int modifiers(struct wli_state *s, uint32_t d, uint32_t la, uint32_t lo, uint32_t g) {
    (void)d; (void)la; (void)lo; (void)g;
    return wli_unsupported(s, "modifiers (hold the modifier key instead: key Shift_L 1)");
}

static int touch_down(struct wli_state *s, uint32_t id, double x, double y) {
    if (need_version(s, 2, "touch")) return -1;
    org_kde_kwin_fake_input_touch_down(s->fake_input, id, wl_fixed_from_double(x), wl_fixed_from_double(y));
    return 0;
}

static int touch_motion(struct wli_state *s, uint32_t id, double x, double y) {
    if (need_version(s, 2, "touch")) return -1;
    org_kde_kwin_fake_input_touch_motion(s->fake_input, id, wl_fixed_from_double(x), wl_fixed_from_double(y));
    return 0;
}

static int touch_up(struct wli_state *s, uint32_t id) {
    if (need_version(s, 2, "touch")) return -1;
    org_kde_kwin_fake_input_touch_up(s->fake_input, id);
    return 0;
}

static int touch_frame(struct wli_state *s) {
    if (need_version(s, 2, "touch")) return -1;
    org_kde_kwin_fake_input_touch_frame(s->fake_input);
    return 0;
}

static int touch_cancel(struct wli_state *s) {
    if (need_version(s, 2, "touch")) return -1;
    org_kde_kwin_fake_input_touch_cancel(s->fake_input);
    return 0;
}

const struct wli_backend wli_kde_backend = {
    .name = "org_kde_kwin_fake_input",
    .capabilities = WL_SEAT_CAPABILITY_POINTER | WL_SEAT_CAPABILITY_TOUCH,
    .create = create, .destroy = destroy,
    .motion = motion, .rel = rel, .button = button, .axis = axis, .axis_discrete = axis_discrete,
    .axis_source = axis_source, .axis_stop = axis_stop, .frame = frame,
    .key = key, .modifiers = modifiers,
    .touch_down = touch_down, .touch_motion = touch_motion, .touch_up = touch_up,
    .touch_frame = touch_frame, .touch_cancel = touch_cancel,
};
