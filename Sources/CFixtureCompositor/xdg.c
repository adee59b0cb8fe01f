/* xdg_wm_base, xdg_surface and xdg_toplevel: one ping at bind, the initial configure after
 * the first (bufferless) commit, acks, and the protocol errors a real compositor raises for
 * a buffer committed before the first ack. Popups and positioners are not served. */
#include "internal.h"
#include "protocols/xdg-shell-server-protocol.h"

#include <stdlib.h>
#include <string.h>

/* --- xdg_toplevel -------------------------------------------------------------------------- */

static void toplevel_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
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
static void toplevel_show_window_menu(struct wl_client *c, struct wl_resource *r, struct wl_resource *seat,
                                      uint32_t serial, int32_t x, int32_t y) {
    (void)c; (void)r; (void)seat; (void)serial; (void)x; (void)y;
}
static void toplevel_move(struct wl_client *c, struct wl_resource *r, struct wl_resource *seat, uint32_t serial) {
    (void)c; (void)r; (void)seat; (void)serial;
}
static void toplevel_resize(struct wl_client *c, struct wl_resource *r, struct wl_resource *seat,
                            uint32_t serial, uint32_t edges) {
    (void)c; (void)r; (void)seat; (void)serial; (void)edges;
}
static void toplevel_set_size(struct wl_client *c, struct wl_resource *r, int32_t w, int32_t h) {
    (void)c; (void)r; (void)w; (void)h;
}
static void toplevel_no_arg(struct wl_client *c, struct wl_resource *r) { (void)c; (void)r; }
static void toplevel_set_fullscreen(struct wl_client *c, struct wl_resource *r, struct wl_resource *output) {
    (void)c; (void)r; (void)output;
}

static const struct xdg_toplevel_interface toplevel_impl = {
    .destroy = toplevel_destroy,
    .set_parent = toplevel_set_parent,
    .set_title = toplevel_set_title,
    .set_app_id = toplevel_set_app_id,
    .show_window_menu = toplevel_show_window_menu,
    .move = toplevel_move,
    .resize = toplevel_resize,
    .set_max_size = toplevel_set_size,
    .set_min_size = toplevel_set_size,
    .set_maximized = toplevel_no_arg,
    .unset_maximized = toplevel_no_arg,
    .set_fullscreen = toplevel_set_fullscreen,
    .unset_fullscreen = toplevel_no_arg,
    .set_minimized = toplevel_no_arg,
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

static void send_configure(struct fc_xdg_surface *xdg, int32_t width, int32_t height) {
    if (!xdg->toplevel) return;
    struct wl_array states;
    wl_array_init(&states);
    uint32_t *state = wl_array_add(&states, sizeof *state);
    if (state) *state = XDG_TOPLEVEL_STATE_ACTIVATED;
    xdg_toplevel_send_configure(xdg->toplevel, width, height, &states);
    wl_array_release(&states);
    xdg->sent_serial = wl_display_next_serial(xdg->server->display);
    xdg->configure_sent = true;
    xdg_surface_send_configure(xdg->resource, xdg->sent_serial);
    if (xdg->server->toplevel == xdg) {
        xdg->server->status.configured = false;
        xdg->server->status.committed_since_configure = false;
    }
}

void fc_send_configure(struct fc_server *server, int32_t width, int32_t height) {
    server->configured_width = width;
    server->configured_height = height;
    if (server->toplevel) send_configure(server->toplevel, width, height);
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
    (void)c; (void)r; (void)x; (void)y; (void)w; (void)h;
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
    if (xdg->server->toplevel == xdg && serial == xdg->sent_serial) xdg->server->status.configured = true;
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
    (void)client; (void)serial;
    struct fc_server *server = wl_resource_get_user_data(resource);
    server->status.pong_received = true;
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
    /* Version 5 is what wayland-protocols 1.31 defines; configure_bounds (v4) and
     * wm_capabilities (v5) are not sent, which the protocol allows. */
    return wl_global_create(server->display, &xdg_wm_base_interface, 5, server, wm_base_bind) != NULL;
}
