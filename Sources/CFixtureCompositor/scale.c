/* wp_viewporter and wp_fractional_scale_v1: the preferred fractional scale sent to each
 * surface's fractional-scale object, and the viewport destination that maps a surface's
 * damage to buffer pixels when the buffer is drawn at a fractional scale. */
#include "internal.h"
#include "fractional-scale-v1-server-protocol.h"
#include "viewporter-server-protocol.h"

/* --- wp_viewport --------------------------------------------------------------------------- */

static void viewport_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static void viewport_set_source(struct wl_client *c, struct wl_resource *r, wl_fixed_t x, wl_fixed_t y,
                                wl_fixed_t w, wl_fixed_t h) {
    (void)c;
    struct fc_surface *surface = wl_resource_get_user_data(r);
    if (!surface) {
        wl_resource_post_error(r, WP_VIEWPORT_ERROR_NO_SURFACE, "wp_viewport@%u: its wl_surface is gone",
                               wl_resource_get_id(r));
        return;
    }
    double sx = wl_fixed_to_double(x), sy = wl_fixed_to_double(y);
    double sw = wl_fixed_to_double(w), sh = wl_fixed_to_double(h);
    bool unset = sx == -1 && sy == -1 && sw == -1 && sh == -1;
    if (!unset && (sx < 0 || sy < 0 || sw <= 0 || sh <= 0)) {
        wl_resource_post_error(r, WP_VIEWPORT_ERROR_BAD_VALUE, "wp_viewport@%u: source %gx%g+%g+%g is invalid",
                               wl_resource_get_id(r), sw, sh, sx, sy);
        return;
    }
    surface->pending_source[0] = unset ? 0 : sx;
    surface->pending_source[1] = unset ? 0 : sy;
    surface->pending_source[2] = unset ? -1 : sw;
    surface->pending_source[3] = unset ? -1 : sh;
}

static void viewport_set_destination(struct wl_client *client, struct wl_resource *resource,
                                     int32_t width, int32_t height) {
    (void)client;
    struct fc_surface *surface = wl_resource_get_user_data(resource);
    if (!surface) {
        wl_resource_post_error(resource, WP_VIEWPORT_ERROR_NO_SURFACE, "wp_viewport@%u: its wl_surface is gone",
                               wl_resource_get_id(resource));
        return;
    }
    bool unset = width == -1 && height == -1;
    if (!unset && (width <= 0 || height <= 0)) {
        wl_resource_post_error(resource, WP_VIEWPORT_ERROR_BAD_VALUE,
                               "wp_viewport@%u: destination %dx%d is not positive", wl_resource_get_id(resource),
                               width, height);
        return;
    }
    surface->pending_dest_width = unset ? 0 : width;
    surface->pending_dest_height = unset ? 0 : height;
}

static const struct wp_viewport_interface viewport_impl = {
    .destroy = viewport_destroy,
    .set_source = viewport_set_source,
    .set_destination = viewport_set_destination,
};

static void viewport_resource_destroyed(struct wl_resource *resource) {
    struct fc_surface *surface = wl_resource_get_user_data(resource);
    if (!surface) return;
    surface->viewport = NULL;
    surface->pending_dest_width = surface->pending_dest_height = 0;
    surface->pending_source[2] = surface->pending_source[3] = -1;
}

static void viewporter_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static void viewporter_get_viewport(struct wl_client *client, struct wl_resource *resource, uint32_t id,
                                    struct wl_resource *surface_resource) {
    struct fc_surface *surface = fc_surface_from_resource(surface_resource);
    if (surface->viewport) {
        wl_resource_post_error(resource, WP_VIEWPORTER_ERROR_VIEWPORT_EXISTS, "wl_surface@%u already has a viewport",
                               wl_resource_get_id(surface_resource));
        return;
    }
    struct wl_resource *viewport = wl_resource_create(client, &wp_viewport_interface, 1, id);
    if (!viewport) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(viewport, &viewport_impl, surface, viewport_resource_destroyed);
    surface->viewport = viewport;
}

static const struct wp_viewporter_interface viewporter_impl = {
    .destroy = viewporter_destroy,
    .get_viewport = viewporter_get_viewport,
};

static void viewporter_bind(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *r = wl_resource_create(client, &wp_viewporter_interface, (int)version, id);
    if (!r) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(r, &viewporter_impl, data, NULL);
}

/* --- wp_fractional_scale_v1 ---------------------------------------------------------------- */

static void fractional_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static const struct wp_fractional_scale_v1_interface fractional_impl = { .destroy = fractional_destroy };

static void manager_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static void manager_get_fractional_scale(struct wl_client *client, struct wl_resource *resource, uint32_t id,
                                         struct wl_resource *surface_resource) {
    struct fc_server *server = wl_resource_get_user_data(resource);
    struct fc_surface *surface = fc_surface_from_resource(surface_resource);
    struct wl_resource *r;
    wl_resource_for_each(r, &server->fractional_scales)
        if (wl_resource_get_user_data(r) == surface) {
            wl_resource_post_error(resource, WP_FRACTIONAL_SCALE_MANAGER_V1_ERROR_FRACTIONAL_SCALE_EXISTS,
                                   "wl_surface@%u already has a wp_fractional_scale_v1",
                                   wl_resource_get_id(surface_resource));
            return;
        }
    struct wl_resource *fractional = wl_resource_create(client, &wp_fractional_scale_v1_interface, 1, id);
    if (!fractional) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(fractional, &fractional_impl, surface, fc_untrack_resource);
    fc_track(&server->fractional_scales, fractional);
    wp_fractional_scale_v1_send_preferred_scale(fractional, server->preferred_scale_120);
}

static const struct wp_fractional_scale_manager_v1_interface manager_impl = {
    .destroy = manager_destroy,
    .get_fractional_scale = manager_get_fractional_scale,
};

static void manager_bind(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *r = wl_resource_create(client, &wp_fractional_scale_manager_v1_interface, (int)version, id);
    if (!r) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(r, &manager_impl, data, NULL);
}

bool fc_scale_init_globals(struct fc_server *server) {
    return wl_global_create(server->display, &wp_viewporter_interface, 1, server, viewporter_bind) &&
           (server->config.without_fractional_scale || server->config.preferred_buffer_scale > 0 ||
            wl_global_create(server->display, &wp_fractional_scale_manager_v1_interface, 1, server, manager_bind));
}

void fc_scale_surface_destroyed(struct fc_surface *surface) {
    if (surface->viewport) wl_resource_set_user_data(surface->viewport, NULL);
    surface->viewport = NULL;
    struct wl_resource *r;
    wl_resource_for_each(r, &surface->server->fractional_scales)
        if (wl_resource_get_user_data(r) == surface) wl_resource_set_user_data(r, NULL);
}

void fc_send_preferred_scale(struct fc_server *server, uint32_t scale_120) {
    if (scale_120 == 0 || scale_120 == server->preferred_scale_120) return;
    server->preferred_scale_120 = scale_120;
    struct wl_resource *r;
    wl_resource_for_each(r, &server->fractional_scales) wp_fractional_scale_v1_send_preferred_scale(r, scale_120);
}
