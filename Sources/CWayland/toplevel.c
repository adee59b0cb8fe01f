/* The xdg_toplevel: its configure (size and states), bounds and capabilities, the
 * decoration negotiation (xdg-decoration), the launcher's activation token (xdg-activation),
 * and the window-management requests a client that draws its own title bar sends (move,
 * resize, maximize, minimize, window menu, geometry).
 * Callbacks only convert and queue; the Swift side decides. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- xdg_toplevel events ------------------------------------------------------------ */

static void toplevel_configure(void *data, struct xdg_toplevel *t, int32_t width, int32_t height,
                               struct wl_array *states) {
    (void)t;
    struct cw_client *c = data;
    c->pending_width = width;
    c->pending_height = height;
    uint32_t bits = 0;
    const uint32_t *state;
    wl_array_for_each(state, states) {
        if (*state > 0 && *state < 32) bits |= 1u << *state; /* unknown future states pass as bits */
    }
    c->pending_states = bits;
}

static void toplevel_close(void *data, struct xdg_toplevel *t) {
    (void)t;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_CLOSE});
}

static void toplevel_configure_bounds(void *data, struct xdg_toplevel *t, int32_t width, int32_t height) {
    (void)t;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_CONFIGURE_BOUNDS,
                                    .data.configure_bounds = {.width = width, .height = height}});
}

static void toplevel_wm_capabilities(void *data, struct xdg_toplevel *t, struct wl_array *caps) {
    (void)t;
    uint32_t bits = 0;
    const uint32_t *cap;
    wl_array_for_each(cap, caps) {
        if (*cap > 0 && *cap < 32) bits |= 1u << *cap;
    }
    cw_emit(data, (struct cw_event){.type = CW_EVENT_WM_CAPABILITIES, .data.wm_capabilities = {.bits = bits}});
}

static const struct xdg_toplevel_listener toplevel_listener = {
    .configure = toplevel_configure,
    .close = toplevel_close,
    .configure_bounds = toplevel_configure_bounds,
    .wm_capabilities = toplevel_wm_capabilities,
};

/* ---- xdg-decoration ----------------------------------------------------------------- */

static void decoration_configure(void *data, struct zxdg_toplevel_decoration_v1 *d, uint32_t mode) {
    (void)d;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_DECORATION_MODE, .data.decoration_mode = {.mode = mode}});
}

static const struct zxdg_toplevel_decoration_v1_listener decoration_listener = {
    .configure = decoration_configure,
};

void cw_toplevel_setup(struct cw_client *c, int decorations) {
    xdg_toplevel_add_listener(c->toplevel, &toplevel_listener, c);
    if (!c->decoration_manager || decorations == CW_DECORATIONS_NONE) return;
    /* Before the initial commit: the mode then arrives with the first configure. */
    c->decoration = zxdg_decoration_manager_v1_get_toplevel_decoration(c->decoration_manager, c->toplevel);
    zxdg_toplevel_decoration_v1_add_listener(c->decoration, &decoration_listener, c);
    zxdg_toplevel_decoration_v1_set_mode(c->decoration, decorations == CW_DECORATIONS_CLIENT
                                                            ? ZXDG_TOPLEVEL_DECORATION_V1_MODE_CLIENT_SIDE
                                                            : ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE);
}

void cw_toplevel_destroy(struct cw_client *c) {
    free(c->activation_token);
    c->activation_token = NULL;
    if (c->decoration) zxdg_toplevel_decoration_v1_destroy(c->decoration); /* before its toplevel */
    c->decoration = NULL;
    if (c->toplevel) xdg_toplevel_destroy(c->toplevel);
    c->toplevel = NULL;
}

/* ---- xdg-activation ----------------------------------------------------------------- */

/* A launcher that starts the app hands it a token; the compositor focuses the new window
 * when the window presents it, where focus-stealing prevention would otherwise leave it
 * behind. The token is good for one activation: it goes right after the window's first
 * buffer, when there is a mapped window to focus, and is then forgotten. */
void cw_client_activate_when_mapped(struct cw_client *c, const char *token) {
    if (!c->activation || !token || !*token) return;
    free(c->activation_token);
    c->activation_token = strdup(token);
}

void cw_toplevel_mapped(struct cw_client *c) {
    if (!c->activation_token) return;
    xdg_activation_v1_activate(c->activation, c->activation_token, c->surface);
    free(c->activation_token);
    c->activation_token = NULL;
}

/* ---- window-management requests ----------------------------------------------------- */

/* Interactive move and resize need the serial of the press that started them: the latest
 * button press or touch down (the compositor refuses a stale one, which is harmless). */
void cw_client_move(struct cw_client *c) {
    struct wl_seat *seat = cw_press_seat(c);
    if (c->toplevel && seat) xdg_toplevel_move(c->toplevel, seat, c->press_serial);
}

void cw_client_resize(struct cw_client *c, uint32_t edges) {
    struct wl_seat *seat = cw_press_seat(c);
    if (c->toplevel && seat) xdg_toplevel_resize(c->toplevel, seat, c->press_serial, edges);
}

void cw_client_show_window_menu(struct cw_client *c, int32_t x, int32_t y) {
    struct wl_seat *seat = cw_press_seat(c);
    if (c->toplevel && seat) xdg_toplevel_show_window_menu(c->toplevel, seat, c->press_serial, x, y);
}

void cw_client_set_maximized(struct cw_client *c, int maximized) {
    if (!c->toplevel) return;
    if (maximized)
        xdg_toplevel_set_maximized(c->toplevel);
    else
        xdg_toplevel_unset_maximized(c->toplevel);
}

void cw_client_set_fullscreen(struct cw_client *c, int fullscreen) {
    if (!c->toplevel) return;
    if (fullscreen)
        xdg_toplevel_set_fullscreen(c->toplevel, NULL);
    else
        xdg_toplevel_unset_fullscreen(c->toplevel);
}

void cw_client_set_minimized(struct cw_client *c) {
    if (c->toplevel) xdg_toplevel_set_minimized(c->toplevel);
}

void cw_client_set_min_size(struct cw_client *c, int32_t width, int32_t height) {
    if (c->toplevel) xdg_toplevel_set_min_size(c->toplevel, width, height);
}

void cw_client_set_window_geometry(struct cw_client *c, int32_t x, int32_t y, int32_t width, int32_t height) {
    if (c->xdg_surface && width > 0 && height > 0) xdg_surface_set_window_geometry(c->xdg_surface, x, y, width, height);
}
