/* What a client asks of the pointer's look: wl_pointer.set_cursor (no surface: hidden; a
 * surface: the cursor role, its committed buffer's size, buffer scale and viewport destination
 * at that moment, and the hot spot), and, where the driver offers it, wp_cursor_shape_device_v1
 * set_shape. Each request is kept in order (fc_status.cursor_requests) with whether it carried
 * the latest pointer enter's serial, which a compositor requires before it changes a cursor. */
#include "internal.h"
#include "cursor-shape-v1-server-protocol.h"

/* The protocol's last shape (zoom_out). */
#define FC_LAST_CURSOR_SHAPE 34

static struct fc_cursor_request *next_request(struct fc_server *server) {
    uint32_t index = server->status.cursor_request_count++;
    return index < FC_MAX_CURSOR_REQUESTS ? &server->status.cursor_requests[index] : NULL;
}

void fc_cursor_set(struct fc_server *server, struct wl_resource *pointer, uint32_t serial,
                   struct wl_resource *surface_resource, int32_t hot_x, int32_t hot_y) {
    struct fc_surface *surface = surface_resource ? fc_surface_from_resource(surface_resource) : NULL;
    if (surface && surface->xdg) {
        wl_resource_post_error(pointer, WL_POINTER_ERROR_ROLE, "wl_surface@%u already has another role",
                               wl_resource_get_id(surface_resource));
        return;
    }
    struct fc_cursor_request *r = next_request(server);
    if (!r) return;
    *r = (struct fc_cursor_request){.kind = surface ? FC_CURSOR_SURFACE : FC_CURSOR_HIDDEN,
                                    .serial_matches = serial == server->pointer_enter_serial};
    if (!surface) return;
    surface->cursor_role = true;
    r->hotspot_x = hot_x;
    r->hotspot_y = hot_y;
    r->buffer_width = surface->screen_width;
    r->buffer_height = surface->screen_height;
    r->buffer_scale = surface->scale;
    r->viewport_width = surface->dest_width;
    r->viewport_height = surface->dest_height;
    if (surface->scale > 1 && (surface->screen_width % surface->scale || surface->screen_height % surface->scale)) {
        server->status.cursor_bad_sizes++;
        fc_log(server, "wl_surface@%u: cursor buffer %dx%d is not a multiple of its buffer scale %d",
               wl_resource_get_id(surface_resource), surface->screen_width, surface->screen_height, surface->scale);
    }
}

/* --- wp_cursor_shape_manager_v1 ------------------------------------------------------------ */

static void destroy_resource(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static void device_set_shape(struct wl_client *client, struct wl_resource *resource, uint32_t serial, uint32_t shape) {
    (void)client;
    struct fc_server *server = wl_resource_get_user_data(resource);
    if (shape < 1 || shape > FC_LAST_CURSOR_SHAPE) {
        wl_resource_post_error(resource, WP_CURSOR_SHAPE_DEVICE_V1_ERROR_INVALID_SHAPE, "shape %u is not one of 1…%d",
                               shape, FC_LAST_CURSOR_SHAPE);
        return;
    }
    struct fc_cursor_request *r = next_request(server);
    if (r)
        *r = (struct fc_cursor_request){.kind = FC_CURSOR_SHAPE, .shape = shape,
                                        .serial_matches = serial == server->pointer_enter_serial};
}

static const struct wp_cursor_shape_device_v1_interface device_impl = {
    .destroy = destroy_resource,
    .set_shape = device_set_shape,
};

static void create_device(struct wl_client *client, struct wl_resource *manager, uint32_t id) {
    struct wl_resource *r =
        wl_resource_create(client, &wp_cursor_shape_device_v1_interface, wl_resource_get_version(manager), id);
    if (!r) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(r, &device_impl, wl_resource_get_user_data(manager), NULL);
}

static void manager_get_pointer(struct wl_client *client, struct wl_resource *resource, uint32_t id,
                                struct wl_resource *pointer) {
    (void)pointer;
    create_device(client, resource, id);
}

/* No tablets are served, but the request must still make its object. */
static void manager_get_tablet_tool_v2(struct wl_client *client, struct wl_resource *resource, uint32_t id,
                                       struct wl_resource *tool) {
    (void)tool;
    create_device(client, resource, id);
}

static const struct wp_cursor_shape_manager_v1_interface manager_impl = {
    .destroy = destroy_resource,
    .get_pointer = manager_get_pointer,
    .get_tablet_tool_v2 = manager_get_tablet_tool_v2,
};

static void manager_bind(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *r = wl_resource_create(client, &wp_cursor_shape_manager_v1_interface, (int)version, id);
    if (!r) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(r, &manager_impl, data, NULL);
}

bool fc_cursor_init_globals(struct fc_server *server) {
    if (!server->config.cursor_shape) return true;
    return wl_global_create(server->display, &wp_cursor_shape_manager_v1_interface, 1, server, manager_bind) != NULL;
}
