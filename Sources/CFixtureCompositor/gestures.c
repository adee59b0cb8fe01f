/* zwp_pointer_gestures_v1 (touchpad swipe, pinch, hold): the gesture objects a client
 * creates for its wl_pointer, and the begin/update/end events sent to them. */
#include "internal.h"
#include "pointer-gestures-unstable-v1-server-protocol.h"

static void gesture_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static const struct zwp_pointer_gesture_swipe_v1_interface swipe_impl = { .destroy = gesture_destroy };
static const struct zwp_pointer_gesture_pinch_v1_interface pinch_impl = { .destroy = gesture_destroy };
static const struct zwp_pointer_gesture_hold_v1_interface hold_impl = { .destroy = gesture_destroy };

static void create_gesture(struct wl_client *client, struct wl_resource *manager, uint32_t id,
                           const struct wl_interface *interface, const void *impl, struct wl_list *list) {
    struct fc_server *server = wl_resource_get_user_data(manager);
    struct wl_resource *r = wl_resource_create(client, interface, wl_resource_get_version(manager), id);
    if (!r) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(r, impl, server, fc_untrack_resource);
    fc_track(list, r);
}

static void get_swipe(struct wl_client *client, struct wl_resource *manager, uint32_t id, struct wl_resource *pointer) {
    (void)pointer;
    struct fc_server *server = wl_resource_get_user_data(manager);
    create_gesture(client, manager, id, &zwp_pointer_gesture_swipe_v1_interface, &swipe_impl, &server->gestures_swipe);
}

static void get_pinch(struct wl_client *client, struct wl_resource *manager, uint32_t id, struct wl_resource *pointer) {
    (void)pointer;
    struct fc_server *server = wl_resource_get_user_data(manager);
    create_gesture(client, manager, id, &zwp_pointer_gesture_pinch_v1_interface, &pinch_impl, &server->gestures_pinch);
}

static void get_hold(struct wl_client *client, struct wl_resource *manager, uint32_t id, struct wl_resource *pointer) {
    (void)pointer;
    struct fc_server *server = wl_resource_get_user_data(manager);
    create_gesture(client, manager, id, &zwp_pointer_gesture_hold_v1_interface, &hold_impl, &server->gestures_hold);
}

static void manager_release(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static const struct zwp_pointer_gestures_v1_interface manager_impl = {
    .get_swipe_gesture = get_swipe,
    .get_pinch_gesture = get_pinch,
    .release = manager_release,
    .get_hold_gesture = get_hold,
};

static void manager_bind(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *r = wl_resource_create(client, &zwp_pointer_gestures_v1_interface, (int)version, id);
    if (!r) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(r, &manager_impl, data, NULL);
}

bool fc_gestures_init_globals(struct fc_server *server) {
    return wl_global_create(server->display, &zwp_pointer_gestures_v1_interface, 3, server, manager_bind) != NULL;
}

void fc_gesture_pinch_begin(struct fc_server *server, uint32_t time, uint32_t fingers) {
    struct wl_resource *r;
    uint32_t serial = wl_display_next_serial(server->display);
    FOR_FOCUSED(server, &server->gestures_pinch, 1, r)
        zwp_pointer_gesture_pinch_v1_send_begin(r, serial, time, fc_focus_surface(server), fingers);
}

void fc_gesture_pinch_update(struct fc_server *server, uint32_t time, double dx, double dy, double scale,
                             double rotation) {
    struct wl_resource *r;
    FOR_FOCUSED(server, &server->gestures_pinch, 1, r)
        zwp_pointer_gesture_pinch_v1_send_update(r, time, wl_fixed_from_double(dx), wl_fixed_from_double(dy),
                                                 wl_fixed_from_double(scale), wl_fixed_from_double(rotation));
}

void fc_gesture_pinch_end(struct fc_server *server, uint32_t time, bool cancelled) {
    struct wl_resource *r;
    uint32_t serial = wl_display_next_serial(server->display);
    FOR_FOCUSED(server, &server->gestures_pinch, 1, r)
        zwp_pointer_gesture_pinch_v1_send_end(r, serial, time, cancelled);
}

void fc_gesture_swipe_begin(struct fc_server *server, uint32_t time, uint32_t fingers) {
    struct wl_resource *r;
    uint32_t serial = wl_display_next_serial(server->display);
    FOR_FOCUSED(server, &server->gestures_swipe, 1, r)
        zwp_pointer_gesture_swipe_v1_send_begin(r, serial, time, fc_focus_surface(server), fingers);
}

void fc_gesture_swipe_update(struct fc_server *server, uint32_t time, double dx, double dy) {
    struct wl_resource *r;
    FOR_FOCUSED(server, &server->gestures_swipe, 1, r)
        zwp_pointer_gesture_swipe_v1_send_update(r, time, wl_fixed_from_double(dx), wl_fixed_from_double(dy));
}

void fc_gesture_swipe_end(struct fc_server *server, uint32_t time, bool cancelled) {
    struct wl_resource *r;
    uint32_t serial = wl_display_next_serial(server->display);
    FOR_FOCUSED(server, &server->gestures_swipe, 1, r)
        zwp_pointer_gesture_swipe_v1_send_end(r, serial, time, cancelled);
}

void fc_gesture_hold_begin(struct fc_server *server, uint32_t time, uint32_t fingers) {
    struct wl_resource *r;
    uint32_t serial = wl_display_next_serial(server->display);
    FOR_FOCUSED(server, &server->gestures_hold, 1, r)
        zwp_pointer_gesture_hold_v1_send_begin(r, serial, time, fc_focus_surface(server), fingers);
}

void fc_gesture_hold_end(struct fc_server *server, uint32_t time, bool cancelled) {
    struct wl_resource *r;
    uint32_t serial = wl_display_next_serial(server->display);
    FOR_FOCUSED(server, &server->gestures_hold, 1, r)
        zwp_pointer_gesture_hold_v1_send_end(r, serial, time, cancelled);
}
