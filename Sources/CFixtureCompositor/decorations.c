/* zxdg_decoration_manager_v1: who draws the window's title bar and border. The fixture plays
 * a recorded compositor, so the driver decides whether the manager is offered at all (GNOME's
 * compositor offers none) and which mode each configure gives (the one the recorded
 * compositor gave, or the one the client asks for, as sway and kwin do). The protocol errors
 * a real compositor raises are raised here too, so a client's mistakes show in the tests. */
#include "internal.h"
#include "xdg-decoration-unstable-v1-server-protocol.h"
#include "xdg-shell-server-protocol.h"

static uint32_t effective_mode(const struct fc_xdg_surface *xdg) {
    if (xdg->server->decoration_mode) return xdg->server->decoration_mode;
    return xdg->decoration_requested ? xdg->decoration_requested : ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE;
}

/* Only a change is sent, as wlroots does: the first configure carries the mode, later ones
 * only a new one. */
void fc_decorations_configure(struct fc_xdg_surface *xdg) {
    if (!xdg->decoration) return;
    uint32_t mode = effective_mode(xdg);
    if (mode == xdg->decoration_sent) return;
    zxdg_toplevel_decoration_v1_send_configure(xdg->decoration, mode);
    xdg->decoration_sent = mode;
    if (xdg->server->toplevel == xdg) xdg->server->status.decoration_configured = mode;
}

bool fc_decorations_toplevel_destroyable(struct fc_xdg_surface *xdg) {
    if (!xdg->decoration) return true;
    wl_resource_post_error(xdg->decoration, ZXDG_TOPLEVEL_DECORATION_V1_ERROR_ORPHANED,
                           "xdg_toplevel destroyed before its zxdg_toplevel_decoration_v1@%u",
                           wl_resource_get_id(xdg->decoration));
    return false;
}

void fc_send_decoration_mode(struct fc_server *server, uint32_t mode) {
    server->decoration_mode = mode;
    if (server->toplevel && server->toplevel->decoration && server->toplevel->configure_sent)
        fc_xdg_reconfigure(server->toplevel);
}

/* --- zxdg_toplevel_decoration_v1 ------------------------------------------------------- */

static void decoration_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

/* A mode change is answered with a configure, once the window has had its first one (the
 * first carries the mode anyway). */
static void request_mode(struct wl_resource *resource, uint32_t mode) {
    struct fc_xdg_surface *xdg = wl_resource_get_user_data(resource);
    if (!xdg) return;
    xdg->decoration_requested = mode;
    if (xdg->server->toplevel == xdg) xdg->server->status.decoration_requested = mode;
    xdg->decoration_sent = 0; /* the answer to a request carries the mode, changed or not */
    if (xdg->configure_sent) fc_xdg_reconfigure(xdg);
}

static void decoration_set_mode(struct wl_client *client, struct wl_resource *resource, uint32_t mode) {
    (void)client;
    if (mode != ZXDG_TOPLEVEL_DECORATION_V1_MODE_CLIENT_SIDE && mode != ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE) {
        /* Version 1 has no invalid_mode error: like wlroots, treat an unknown mode as none. */
        mode = 0;
    }
    request_mode(resource, mode);
}

static void decoration_unset_mode(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    request_mode(resource, 0);
}

static const struct zxdg_toplevel_decoration_v1_interface decoration_impl = {
    .destroy = decoration_destroy,
    .set_mode = decoration_set_mode,
    .unset_mode = decoration_unset_mode,
};

static void decoration_resource_destroyed(struct wl_resource *resource) {
    struct fc_xdg_surface *xdg = wl_resource_get_user_data(resource);
    if (xdg && xdg->decoration == resource) {
        xdg->decoration = NULL;
        xdg->decoration_requested = 0;
        xdg->decoration_sent = 0;
    }
}

/* --- zxdg_decoration_manager_v1 -------------------------------------------------------- */

static void manager_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static void manager_get_toplevel_decoration(struct wl_client *client, struct wl_resource *resource, uint32_t id,
                                            struct wl_resource *toplevel) {
    struct fc_xdg_surface *xdg = wl_resource_get_user_data(toplevel);
    if (!xdg) return; /* its xdg_surface is gone: an inert toplevel */
    if (xdg->decoration) {
        wl_resource_post_error(resource, ZXDG_TOPLEVEL_DECORATION_V1_ERROR_ALREADY_CONSTRUCTED,
                               "xdg_toplevel@%u already has a decoration object", wl_resource_get_id(toplevel));
        return;
    }
    if (xdg->surface && xdg->surface->held_buffer) {
        wl_resource_post_error(resource, ZXDG_TOPLEVEL_DECORATION_V1_ERROR_UNCONFIGURED_BUFFER,
                               "xdg_toplevel@%u already has a buffer: its decoration object comes too late",
                               wl_resource_get_id(toplevel));
        return;
    }
    struct wl_resource *decoration = wl_resource_create(client, &zxdg_toplevel_decoration_v1_interface,
                                                        wl_resource_get_version(resource), id);
    if (!decoration) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(decoration, &decoration_impl, xdg, decoration_resource_destroyed);
    xdg->decoration = decoration;
    xdg->decoration_requested = 0;
    xdg->decoration_sent = 0;
    if (xdg->server->toplevel == xdg) xdg->server->status.decoration_objects += 1;
    /* A window already configured hears its mode at once; others with their first configure. */
    if (xdg->configure_sent) fc_xdg_reconfigure(xdg);
}

static const struct zxdg_decoration_manager_v1_interface manager_impl = {
    .destroy = manager_destroy,
    .get_toplevel_decoration = manager_get_toplevel_decoration,
};

static void manager_bind(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *resource = wl_resource_create(client, &zxdg_decoration_manager_v1_interface, (int)version, id);
    if (!resource) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(resource, &manager_impl, data, NULL);
}

bool fc_decorations_init_globals(struct fc_server *server) {
    server->decoration_mode = server->config.decoration_mode;
    if (!server->config.decoration_manager) return true;
    return wl_global_create(server->display, &zxdg_decoration_manager_v1_interface, 1, server, manager_bind) != NULL;
}
