/* Every wl_buffer's lifetime, watched from its creation (a resource-created listener per
 * client), for two reasons: tests need to know how many buffers a client made and how many
 * lived at once (the client's pool must stay bounded under faults), and the hold-buffers
 * fault needs somewhere to keep the releases it holds back until they are let go. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

struct fc_buffer_watch {
    struct wl_listener destroyed;
    struct fc_server *server;
    struct wl_resource *buffer;
    bool toplevel;          /* attached to the toplevel's surface at least once */
    bool deferred;          /* its wl_buffer.release is held back by the fault */
    struct wl_list link;    /* fc_server.deferred_releases while deferred */
};

static void buffer_destroyed(struct wl_listener *listener, void *data) {
    (void)data;
    struct fc_buffer_watch *watch = wl_container_of(listener, watch, destroyed);
    struct fc_status *status = &watch->server->status;
    status->buffers_alive--;
    if (watch->toplevel) status->toplevel_buffers_alive--;
    if (watch->deferred) wl_list_remove(&watch->link);
    wl_list_remove(&watch->destroyed.link);
    free(watch);
}

static struct fc_buffer_watch *watch_of(struct wl_resource *buffer) {
    struct wl_listener *listener = wl_resource_get_destroy_listener(buffer, buffer_destroyed);
    if (!listener) return NULL;
    struct fc_buffer_watch *watch = wl_container_of(listener, watch, destroyed);
    return watch;
}

void fc_buffers_resource_created(struct fc_server *server, struct wl_resource *resource) {
    if (strcmp(wl_resource_get_class(resource), wl_buffer_interface.name) != 0) return;
    struct fc_buffer_watch *watch = calloc(1, sizeof *watch);
    if (!watch) return;
    watch->server = server;
    watch->buffer = resource;
    watch->destroyed.notify = buffer_destroyed;
    wl_list_init(&watch->link);
    wl_resource_add_destroy_listener(resource, &watch->destroyed);
    struct fc_status *status = &server->status;
    status->buffers_created++;
    if (++status->buffers_alive > status->buffers_alive_max) status->buffers_alive_max = status->buffers_alive;
}

void fc_buffers_attached_to_toplevel(struct fc_server *server, struct wl_resource *buffer) {
    struct fc_buffer_watch *watch = watch_of(buffer);
    if (!watch || watch->toplevel) return;
    watch->toplevel = true;
    struct fc_status *status = &server->status;
    status->toplevel_buffers_created++;
    if (++status->toplevel_buffers_alive > status->toplevel_buffers_alive_max)
        status->toplevel_buffers_alive_max = status->toplevel_buffers_alive;
}

bool fc_buffers_defer_release(struct fc_server *server, struct wl_resource *buffer) {
    if (!server->hold_releases) return false;
    struct fc_buffer_watch *watch = watch_of(buffer);
    if (!watch || watch->deferred) return watch != NULL;
    watch->deferred = true;
    wl_list_insert(server->deferred_releases.prev, &watch->link);
    server->status.releases_deferred++;
    int held = wl_list_length(&server->deferred_releases) + 1; /* + the one on screen */
    if ((uint32_t)held > server->status.buffers_held_max) server->status.buffers_held_max = (uint32_t)held;
    return true;
}

void fc_fault_hold_releases(struct fc_server *server, bool hold) {
    server->hold_releases = hold;
    if (hold) return;
    struct fc_buffer_watch *watch, *next;
    wl_list_for_each_safe(watch, next, &server->deferred_releases, link) {
        wl_buffer_send_release(watch->buffer);
        server->status.buffers_released++;
        watch->deferred = false;
        wl_list_remove(&watch->link);
        wl_list_init(&watch->link);
    }
}
