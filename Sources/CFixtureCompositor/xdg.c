/* xdg_wm_base, xdg_surface and xdg_toplevel: one ping at bind, the initial configure after
 * the first (bufferless) commit (with its bounds, decoration mode and states), acks, the
 * window geometry and minimum size, the window-management requests recorded, and the
 * protocol errors a real compositor raises for a buffer committed before the first ack.
 * Popups and positioners are not served. */
#include "internal.h"
#include "xdg-shell-server-protocol.h"

#include <stdlib.h>
#include <string.h>

/* --- xdg_toplevel -------------------------------------------------------------------------- */

static void toplevel_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    struct fc_xdg_surface *xdg = wl_resource_get_user_data(resource);
    if (xdg && !fc_decorations_toplevel_destroyable(xdg)) return;
    wl_resource_destroy(resource);
}
static void toplevel_set_parent(struct wl_client *c, struct wl_resource *r, struct wl_resource *p) {
    (void)c; (void)r; (void)p;
}
static void toplevel_set_title(struct wl_client *client, struct wl_resource *resource, const char *title) {
    (void)client;
    struct fc_xdg_surface *xdg = wl_resource_get_user_data(resource);
    if (xdg && xdg->server->toplevel == xdg)
        snprintf(xdg->server->status.title, sizeof xdg->server->status.title, "%s", title);
}
static void toplevel_set_app_id(struct wl_client *client, struct wl_resource *resource, const char *app_id) {
    (void)client;
    struct fc_xdg_surface *xdg = wl_resource_get_user_data(resource);
    if (xdg && xdg->server->toplevel == xdg)
        snprintf(xdg->server->status.app_id, sizeof xdg->server->status.app_id, "%s", app_id);
}

/* The window's status, for the requests of the focused toplevel only. */
static struct fc_status *toplevel_status(struct wl_resource *resource) {
    struct fc_xdg_surface *xdg = wl_resource_get_user_data(resource);
    return xdg && xdg->server->toplevel == xdg ? &xdg->server->status : NULL;
}

/* Move, resize and the window menu are recorded, not acted on: the fixture plays the
 * recorded compositor's answers (its configures) itself. What a test checks is that the
 * client asked, with the serial of the press that started it. */
static void interactive_request(struct wl_resource *resource, uint32_t serial, uint32_t *counter) {
    struct fc_status *status = toplevel_status(resource);
    if (!status) return;
    *counter += 1;
    struct fc_xdg_surface *xdg = wl_resource_get_user_data(resource);
    if (serial != 0 && serial == xdg->server->press_serial) status->press_serial_requests += 1;
}
static void toplevel_show_window_menu(struct wl_client *c, struct wl_resource *r, struct wl_resource *seat,
                                      uint32_t serial, int32_t x, int32_t y) {
    (void)c; (void)seat;
    struct fc_status *status = toplevel_status(r);
    if (!status) return;
    interactive_request(r, serial, &status->window_menus);
    status->last_window_menu_x = x;
    status->last_window_menu_y = y;
}
static void toplevel_move(struct wl_client *c, struct wl_resource *r, struct wl_resource *seat, uint32_t serial) {
    (void)c; (void)seat;
    struct fc_status *status = toplevel_status(r);
    if (status) interactive_request(r, serial, &status->moves);
}
static void toplevel_resize(struct wl_client *c, struct wl_resource *r, struct wl_resource *seat,
                            uint32_t serial, uint32_t edges) {
    (void)c; (void)seat;
    struct fc_status *status = toplevel_status(r);
    if (!status) return;
    interactive_request(r, serial, &status->resizes);
    status->last_resize_edges = edges;
}
static void toplevel_set_max_size(struct wl_client *c, struct wl_resource *r, int32_t w, int32_t h) {
    (void)c; (void)r; (void)w; (void)h;
}
static void toplevel_set_min_size(struct wl_client *c, struct wl_resource *r, int32_t w, int32_t h) {
    (void)c;
    if (w < 0 || h < 0) {
        wl_resource_post_error(r, XDG_TOPLEVEL_ERROR_INVALID_SIZE, "set_min_size(%d, %d): negative", w, h);
        return;
    }
    struct fc_status *status = toplevel_status(r);
    if (status) { status->min_width = w; status->min_height = h; }
}
static void toplevel_set_maximized(struct wl_client *c, struct wl_resource *r) {
    (void)c;
    struct fc_status *status = toplevel_status(r);
    if (status) status->maximize_requests += 1;
}
static void toplevel_unset_maximized(struct wl_client *c, struct wl_resource *r) {
    (void)c;
    struct fc_status *status = toplevel_status(r);
    if (status) status->unmaximize_requests += 1;
}
static void toplevel_set_minimized(struct wl_client *c, struct wl_resource *r) {
    (void)c;
    struct fc_status *status = toplevel_status(r);
    if (status) status->minimize_requests += 1;
}
static void toplevel_set_fullscreen(struct wl_client *c, struct wl_resource *r, struct wl_resource *output) {
    (void)c; (void)output;
    struct fc_status *status = toplevel_status(r);
    if (status) status->fullscreen_requests += 1;
}
static void toplevel_unset_fullscreen(struct wl_client *c, struct wl_resource *r) {
    (void)c;
    struct fc_status *status = toplevel_status(r);
    if (status) status->unfullscreen_requests += 1;
}

static const struct xdg_toplevel_interface toplevel_impl = {
    .destroy = toplevel_destroy,
    .set_parent = toplevel_set_parent,
    .set_title = toplevel_set_title,
    .set_app_id = toplevel_set_app_id,
    .show_window_menu = toplevel_show_window_menu,
    .move = toplevel_move,
    .resize = toplevel_resize,
    .set_max_size = toplevel_set_max_size,
    .set_min_size = toplevel_set_min_size,
    .set_maximized = toplevel_set_maximized,
    .unset_maximized = toplevel_unset_maximized,
    .set_fullscreen = toplevel_set_fullscreen,
    .unset_fullscreen = toplevel_unset_fullscreen,
    .set_minimized = toplevel_set_minimized,
};

static void toplevel_resource_destroyed(struct wl_resource *resource) {
    struct fc_xdg_surface *xdg = wl_resource_get_user_data(resource);
    if (!xdg) return;
    xdg->toplevel = NULL;
    if (xdg->server->toplevel == xdg) {
        xdg->server->toplevel = NULL;
        xdg->server->status.has_toplevel = false;
        xdg->server->status.mapped = false;
        xdg->server->status.configured = false;
    }
}

/* The xdg_toplevel version that knows `state`: an older toplevel never hears of it. */
static int state_since(uint32_t state) {
    if (state == XDG_TOPLEVEL_STATE_SUSPENDED) return XDG_TOPLEVEL_STATE_SUSPENDED_SINCE_VERSION;
    if (state >= XDG_TOPLEVEL_STATE_TILED_LEFT) return XDG_TOPLEVEL_STATE_TILED_LEFT_SINCE_VERSION;
    return 1;
}

/* The configure sequence: bounds (once, when owed), the decoration's mode, the toplevel's
 * size and states (those its version knows), then the xdg_surface's serial. */
static void send_configure(struct fc_xdg_surface *xdg, int32_t width, int32_t height) {
    if (!xdg->toplevel) return;
    struct fc_server *server = xdg->server;
    if ((server->bounds_width > 0 || server->bounds_height > 0) &&
        wl_resource_get_version(xdg->toplevel) >= XDG_TOPLEVEL_CONFIGURE_BOUNDS_SINCE_VERSION) {
        xdg_toplevel_send_configure_bounds(xdg->toplevel, server->bounds_width, server->bounds_height);
        server->bounds_width = server->bounds_height = 0;
    }
    fc_decorations_configure(xdg);
    struct wl_array states;
    wl_array_init(&states);
    for (uint32_t state = 1; state < 32; state++) {
        if (!(server->configured_states & (1u << state)) || wl_resource_get_version(xdg->toplevel) < state_since(state))
            continue;
        uint32_t *slot = wl_array_add(&states, sizeof *slot);
        if (slot) *slot = state;
    }
    xdg_toplevel_send_configure(xdg->toplevel, width, height, &states);
    wl_array_release(&states);
    xdg->sent_serial = wl_display_next_serial(server->display);
    xdg->configure_sent = true;
    xdg_surface_send_configure(xdg->resource, xdg->sent_serial);
    if (server->toplevel == xdg) {
        server->status.configured = false;
        server->status.committed_since_configure = false;
    }
}

void fc_xdg_reconfigure(struct fc_xdg_surface *xdg) {
    send_configure(xdg, xdg->server->configured_width, xdg->server->configured_height);
}

void fc_send_configure(struct fc_server *server, int32_t width, int32_t height, uint32_t states) {
    server->configured_width = width;
    server->configured_height = height;
    server->configured_states = states;
    if (server->toplevel) send_configure(server->toplevel, width, height);
}

void fc_send_suspended(struct fc_server *server, bool suspended) {
    uint32_t bit = 1u << XDG_TOPLEVEL_STATE_SUSPENDED;
    fc_send_configure(server, server->configured_width, server->configured_height,
                      suspended ? server->configured_states | bit : server->configured_states & ~bit);
}

void fc_send_configure_bounds(struct fc_server *server, int32_t width, int32_t height) {
    server->bounds_width = width;
    server->bounds_height = height;
}

void fc_send_close(struct fc_server *server) {
    if (server->toplevel && server->toplevel->toplevel) xdg_toplevel_send_close(server->toplevel->toplevel);
}

/* --- xdg_surface --------------------------------------------------------------------------- */

static void xdg_surface_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    struct fc_xdg_surface *xdg = wl_resource_get_user_data(resource);
    if (xdg->toplevel) {
        wl_resource_post_error(resource, XDG_SURFACE_ERROR_DEFUNCT_ROLE_OBJECT,
                               "xdg_surface@%u destroyed before its xdg_toplevel", wl_resource_get_id(resource));
        return;
    }
    wl_resource_destroy(resource);
}

static void xdg_surface_get_toplevel(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct fc_xdg_surface *xdg = wl_resource_get_user_data(resource);
    if (xdg->toplevel) {
        wl_resource_post_error(resource, XDG_SURFACE_ERROR_ALREADY_CONSTRUCTED,
                               "xdg_surface@%u already has a role", wl_resource_get_id(resource));
        return;
    }
    xdg->toplevel = wl_resource_create(client, &xdg_toplevel_interface, wl_resource_get_version(resource), id);
    if (!xdg->toplevel) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(xdg->toplevel, &toplevel_impl, xdg, toplevel_resource_destroyed);
    if (!xdg->server->toplevel) {
        xdg->server->toplevel = xdg;
        xdg->server->status.has_toplevel = true;
    }
}

static void xdg_surface_get_popup(struct wl_client *client, struct wl_resource *resource, uint32_t id,
                                  struct wl_resource *parent, struct wl_resource *positioner) {
    (void)client; (void)id; (void)parent; (void)positioner;
    wl_resource_post_error(resource, XDG_WM_BASE_ERROR_ROLE, "fixture-compositor serves no popups");
}

static void xdg_surface_set_window_geometry(struct wl_client *c, struct wl_resource *r,
                                            int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)c;
    if (w <= 0 || h <= 0) {
        wl_resource_post_error(r, XDG_SURFACE_ERROR_INVALID_SIZE, "set_window_geometry(%d, %d, %d, %d): "
                               "width and height must be positive", x, y, w, h);
        return;
    }
    struct fc_xdg_surface *xdg = wl_resource_get_user_data(r);
    xdg->pending_geometry = true;
    xdg->geometry[0] = x; xdg->geometry[1] = y; xdg->geometry[2] = w; xdg->geometry[3] = h;
}

static void xdg_surface_ack_configure(struct wl_client *client, struct wl_resource *resource, uint32_t serial) {
    (void)client;
    struct fc_xdg_surface *xdg = wl_resource_get_user_data(resource);
    if (!xdg->configure_sent || (int32_t)(serial - xdg->sent_serial) > 0) {
        wl_resource_post_error(resource, XDG_SURFACE_ERROR_INVALID_SERIAL,
                               "xdg_surface@%u: ack_configure(%u) does not match a configure sent "
                               "(last sent %u)", wl_resource_get_id(resource), serial, xdg->sent_serial);
        return;
    }
    xdg->acked_serial = serial;
    xdg->acked = true;
    if (xdg->server->toplevel == xdg && serial == xdg->sent_serial) {
        xdg->server->status.configured = true;
        xdg->server->status.buffer_commits_at_ack = xdg->server->status.buffer_commits;
    }
}

static const struct xdg_surface_interface xdg_surface_impl = {
    .destroy = xdg_surface_destroy,
    .get_toplevel = xdg_surface_get_toplevel,
    .get_popup = xdg_surface_get_popup,
    .set_window_geometry = xdg_surface_set_window_geometry,
    .ack_configure = xdg_surface_ack_configure,
};

static void xdg_surface_resource_destroyed(struct wl_resource *resource) {
    struct fc_xdg_surface *xdg = wl_resource_get_user_data(resource);
    if (xdg->surface) xdg->surface->xdg = NULL;
    if (xdg->toplevel) wl_resource_set_user_data(xdg->toplevel, NULL);
    /* A client that goes away has its resources destroyed in any order: the decoration
     * object may outlive this struct. */
    if (xdg->decoration) wl_resource_set_user_data(xdg->decoration, NULL);
    if (xdg->server->toplevel == xdg) {
        xdg->server->toplevel = NULL;
        xdg->server->status.has_toplevel = false;
    }
    free(xdg);
}

bool fc_xdg_precommit(struct fc_xdg_surface *xdg, bool has_buffer) {
    if (has_buffer && !xdg->acked) {
        wl_resource_post_error(xdg->resource, XDG_SURFACE_ERROR_UNCONFIGURED_BUFFER,
                               "xdg_surface@%u: a buffer was committed before the first ack_configure",
                               wl_resource_get_id(xdg->resource));
        return false;
    }
    return true;
}

void fc_xdg_postcommit(struct fc_xdg_surface *xdg, bool has_buffer) {
    struct fc_server *server = xdg->server;
    if (xdg->pending_geometry && server->toplevel == xdg) {
        server->status.has_geometry = true;
        server->status.geometry_x = xdg->geometry[0];
        server->status.geometry_y = xdg->geometry[1];
        server->status.geometry_width = xdg->geometry[2];
        server->status.geometry_height = xdg->geometry[3];
    }
    xdg->pending_geometry = false;
    if (!xdg->toplevel) return;
    if (!xdg->configure_sent) {
        send_configure(xdg, server->configured_width, server->configured_height);
        return;
    }
    if (has_buffer && server->toplevel == xdg && !server->status.mapped) {
        server->status.mapped = true;
        /* The window is now on our one output: clients take their buffer scale from it. */
        struct wl_client *client = wl_resource_get_client(xdg->resource);
        struct wl_resource *output;
        wl_resource_for_each(output, &server->outputs)
            if (wl_resource_get_client(output) == client && xdg->surface)
                wl_surface_send_enter(xdg->surface->resource, output);
    }
}

/* --- xdg_wm_base --------------------------------------------------------------------------- */

static void wm_base_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static void wm_base_create_positioner(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    (void)client; (void)id;
    wl_resource_post_error(resource, XDG_WM_BASE_ERROR_ROLE, "fixture-compositor serves no positioners");
}

static void wm_base_get_xdg_surface(struct wl_client *client, struct wl_resource *resource, uint32_t id,
                                    struct wl_resource *surface_resource) {
    struct fc_server *server = wl_resource_get_user_data(resource);
    struct fc_surface *surface = fc_surface_from_resource(surface_resource);
    if (surface->xdg) {
        wl_resource_post_error(resource, XDG_WM_BASE_ERROR_ROLE, "wl_surface@%u already has an xdg_surface",
                               wl_resource_get_id(surface_resource));
        return;
    }
    struct fc_xdg_surface *xdg = calloc(1, sizeof *xdg);
    if (!xdg) { wl_client_post_no_memory(client); return; }
    xdg->server = server;
    xdg->surface = surface;
    xdg->resource = wl_resource_create(client, &xdg_surface_interface, wl_resource_get_version(resource), id);
    if (!xdg->resource) { free(xdg); wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(xdg->resource, &xdg_surface_impl, xdg, xdg_surface_resource_destroyed);
    surface->xdg = xdg;
}

static void wm_base_pong(struct wl_client *client, struct wl_resource *resource, uint32_t serial) {
    (void)client;
    struct fc_server *server = wl_resource_get_user_data(resource);
    server->status.pong_received = true;
    server->status.last_pong_serial = serial;
}

uint32_t fc_ping(struct fc_server *server) {
    if (wl_list_empty(&server->wm_bases)) return 0;
    uint32_t serial = wl_display_next_serial(server->display);
    struct wl_resource *resource;
    wl_resource_for_each(resource, &server->wm_bases) xdg_wm_base_send_ping(resource, serial);
    return serial;
}

static const struct xdg_wm_base_interface wm_base_impl = {
    .destroy = wm_base_destroy,
    .create_positioner = wm_base_create_positioner,
    .get_xdg_surface = wm_base_get_xdg_surface,
    .pong = wm_base_pong,
};

static void wm_base_bind(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct fc_server *server = data;
    struct wl_resource *resource = wl_resource_create(client, &xdg_wm_base_interface, (int)version, id);
    if (!resource) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(resource, &wm_base_impl, server, fc_untrack_resource);
    fc_track(&server->wm_bases, resource);
    xdg_wm_base_send_ping(resource, wl_display_next_serial(server->display));
}

bool fc_xdg_init_globals(struct fc_server *server) {
    /* Version 6 (the vendored xdg-shell): configure_bounds (v4) is sent when the driver gives
     * bounds, wm_capabilities (v5) never, which the protocol allows (all then), and the
     * `suspended` state (v6) when a configure's states carry it. */
    return wl_global_create(server->display, &xdg_wm_base_interface, 6, server, wm_base_bind) != NULL;
}
