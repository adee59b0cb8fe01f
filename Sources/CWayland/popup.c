/* The window's popup (xdg_popup): one at a time, made and destroyed when the Swift side's
 * content asks (WaylandClient's PopupDriver). Callbacks only convert and queue (cw_emit). */
#include "internal.h"

#include <string.h>

uint32_t cw_surface_kind(const struct cw_client *c, const struct wl_surface *s) {
    if (s && s == c->surface) return CW_SURFACE_WINDOW;
    if (s && s == c->popup.surface) return CW_SURFACE_POPUP;
    return CW_SURFACE_OTHER;
}

static void popup_configure(void *data, struct xdg_popup *p, int32_t x, int32_t y, int32_t width, int32_t height) {
    (void)p;
    struct cw_client *c = data;
    c->popup.x = x;
    c->popup.y = y;
    c->popup.width = width;
    c->popup.height = height;
}

static void popup_done(void *data, struct xdg_popup *p) {
    (void)p;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_POPUP_DONE});
}

static void popup_repositioned(void *data, struct xdg_popup *p, uint32_t token) { (void)data; (void)p; (void)token; }

static const struct xdg_popup_listener popup_listener = {
    .configure = popup_configure,
    .popup_done = popup_done,
    .repositioned = popup_repositioned,
};

/* xdg_popup.configure comes first, then this: the popup's state is complete. */
static void popup_surface_configure(void *data, struct xdg_surface *s, uint32_t serial) {
    (void)s;
    struct cw_client *c = data;
    cw_emit(c, (struct cw_event){.type = CW_EVENT_POPUP_CONFIGURE,
                                 .data.popup_configure = {.x = c->popup.x, .y = c->popup.y, .width = c->popup.width,
                                                          .height = c->popup.height, .serial = serial}});
}

static const struct xdg_surface_listener popup_surface_listener = {.configure = popup_surface_configure};

static void popup_preferred_scale(void *data, struct wp_fractional_scale_v1 *f, uint32_t scale) {
    (void)f;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_POPUP_PREFERRED_SCALE, .data.preferred_scale = {.scale_120 = scale}});
}

static const struct wp_fractional_scale_v1_listener popup_fractional_listener = {.preferred_scale = popup_preferred_scale};

int cw_popup_create(struct cw_client *c, int32_t anchor_x, int32_t anchor_y, int32_t anchor_width,
                    int32_t anchor_height, int32_t width, int32_t height, int grab) {
    if (!c->xdg_surface || width <= 0 || height <= 0 || anchor_width <= 0 || anchor_height <= 0) return -1;
    cw_popup_destroy(c);
    struct xdg_positioner *positioner = xdg_wm_base_create_positioner(c->wm_base);
    xdg_positioner_set_size(positioner, width, height);
    xdg_positioner_set_anchor_rect(positioner, anchor_x, anchor_y, anchor_width, anchor_height);
    xdg_positioner_set_anchor(positioner, XDG_POSITIONER_ANCHOR_TOP_LEFT);
    xdg_positioner_set_gravity(positioner, XDG_POSITIONER_GRAVITY_BOTTOM_RIGHT);
    xdg_positioner_set_constraint_adjustment(positioner,
        XDG_POSITIONER_CONSTRAINT_ADJUSTMENT_FLIP_X | XDG_POSITIONER_CONSTRAINT_ADJUSTMENT_FLIP_Y |
        XDG_POSITIONER_CONSTRAINT_ADJUSTMENT_SLIDE_X | XDG_POSITIONER_CONSTRAINT_ADJUSTMENT_SLIDE_Y);
    c->popup.surface = wl6_compositor_create_surface(c->compositor);
    if (c->viewporter) c->popup.viewport = wp_viewporter_get_viewport(c->viewporter, c->popup.surface);
    if (c->fractional_manager) {
        c->popup.fractional_scale =
            wp_fractional_scale_manager_v1_get_fractional_scale(c->fractional_manager, c->popup.surface);
        wp_fractional_scale_v1_add_listener(c->popup.fractional_scale, &popup_fractional_listener, c);
    }
    c->popup.xdg_surface = xdg_wm_base_get_xdg_surface(c->wm_base, c->popup.surface);
    xdg_surface_add_listener(c->popup.xdg_surface, &popup_surface_listener, c);
    c->popup.popup = xdg_surface_get_popup(c->popup.xdg_surface, c->xdg_surface, positioner);
    xdg_popup_add_listener(c->popup.popup, &popup_listener, c);
    xdg_positioner_destroy(positioner);
    /* The grab must come before the popup's first commit, with the serial of the input that
     * opened it: the latest button press or touch down, or a key press after it (the Menu
     * key; serials grow, so the later one is the greater, modulo 2^32). */
    struct wl_seat *seat = cw_press_seat(c);
    uint32_t serial = c->press_serial;
    if (c->key_seat && (!c->press_seat || (int32_t)(c->key_serial - c->press_serial) > 0)) {
        seat = c->key_seat;
        serial = c->key_serial;
    }
    if (grab && seat) xdg_popup_grab(c->popup.popup, seat, serial);
    wl_surface_commit(c->popup.surface); /* no buffer yet: asks for configure */
    return 0;
}

void cw_popup_destroy(struct cw_client *c) {
    if (c->popup.frame_callback) wl_callback_destroy(c->popup.frame_callback);
    if (c->popup.fractional_scale) wp_fractional_scale_v1_destroy(c->popup.fractional_scale);
    if (c->popup.viewport) wp_viewport_destroy(c->popup.viewport);
    if (c->popup.sync_callback) wl_callback_destroy(c->popup.sync_callback);
    if (c->popup.popup) xdg_popup_destroy(c->popup.popup);
    if (c->popup.xdg_surface) xdg_surface_destroy(c->popup.xdg_surface);
    if (c->popup.surface) wl_surface_destroy(c->popup.surface);
    memset(&c->popup, 0, sizeof c->popup);
}

void cw_popup_ack_configure(struct cw_client *c, uint32_t serial) {
    if (c->popup.xdg_surface) xdg_surface_ack_configure(c->popup.xdg_surface, serial);
}

void cw_popup_set_buffer_scale(struct cw_client *c, int32_t scale) {
    if (c->popup.surface && wl_surface_get_version(c->popup.surface) >= WL_SURFACE_SET_BUFFER_SCALE_SINCE_VERSION)
        wl_surface_set_buffer_scale(c->popup.surface, scale > 0 ? scale : 1);
}

void cw_popup_set_viewport_destination(struct cw_client *c, int32_t width, int32_t height) {
    if (c->popup.viewport) wp_viewport_set_destination(c->popup.viewport, width, height);
}

static void popup_frame_done(void *data, struct wl_callback *callback, uint32_t time) {
    struct cw_client *c = data;
    wl_callback_destroy(callback);
    if (c->popup.frame_callback == callback) c->popup.frame_callback = NULL;
    cw_emit(c, (struct cw_event){.type = CW_EVENT_POPUP_FRAME_DONE, .time = time});
}

static const struct wl_callback_listener popup_frame_listener = {.done = popup_frame_done};

void cw_popup_request_frame(struct cw_client *c) {
    if (!c->popup.surface || c->popup.frame_callback) return;
    c->popup.frame_callback = wl_surface_frame(c->popup.surface);
    wl_callback_add_listener(c->popup.frame_callback, &popup_frame_listener, c);
}

static void popup_sync_done(void *data, struct wl_callback *callback, uint32_t serial) {
    (void)serial;
    struct cw_client *c = data;
    wl_callback_destroy(callback);
    if (c->popup.sync_callback == callback) c->popup.sync_callback = NULL;
    cw_emit(c, (struct cw_event){.type = CW_EVENT_POPUP_SYNCED});
}

static const struct wl_callback_listener popup_sync_listener = {.done = popup_sync_done};

void cw_popup_sync(struct cw_client *c) {
    if (!c->popup.surface || c->popup.sync_callback) return;
    c->popup.sync_callback = wl_display_sync(c->display);
    wl_callback_add_listener(c->popup.sync_callback, &popup_sync_listener, c);
}

void cw_popup_commit(struct cw_client *c, int32_t id, const int32_t *rects, size_t count) {
    if (c->popup.surface) cw_commit_surface(c, c->popup.surface, id, rects, count);
}
