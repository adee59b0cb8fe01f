/* wl_data_device_manager (config.data_device): the clipboard, as far as a client that copies
 * needs it. The fixture keeps the evidence of each wl_data_device.set_selection — whether it
 * carried the serial of the latest key press (a compositor takes a selection only with the
 * serial of an input event it sent), the mime types the source offered — and then pastes it
 * the way another client would: it asks the source for text/plain;charset=utf-8 through a
 * pipe (wl_data_source.send) and reads what the client writes until it closes its end. A new
 * selection cancels the previous one (wl_data_source.cancelled). Drag and drop is not served. */
#include "internal.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct fc_data_source {
    struct fc_server *server;
    struct wl_resource *resource;
    char types[sizeof ((struct fc_status *)0)->selection_types];
};

/* --- the paste: the pipe's read end on the event loop ---------------------------------- */

static void paste_end(struct fc_server *server) {
    if (server->paste_source) wl_event_source_remove(server->paste_source);
    server->paste_source = NULL;
    if (server->paste_fd >= 0) close(server->paste_fd);
    server->paste_fd = -1;
}

static int paste_readable(int fd, uint32_t mask, void *data) {
    struct fc_server *server = data;
    struct fc_status *s = &server->status;
    size_t room = sizeof s->selection_text - 1;
    for (;;) {
        char buffer[256];
        ssize_t n = read(fd, buffer, sizeof buffer);
        if (n > 0) {
            size_t take = (size_t)n < room - s->selection_text_length ? (size_t)n : room - s->selection_text_length;
            memcpy(s->selection_text + s->selection_text_length, buffer, take);
            s->selection_text_length += (uint32_t)take;
            s->selection_text[s->selection_text_length] = 0;
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && errno == EAGAIN && !(mask & (WL_EVENT_HANGUP | WL_EVENT_ERROR))) return 0;
        break; /* EOF (the client closed its end: the text is complete) or an error */
    }
    if (mask & WL_EVENT_ERROR) fc_log(server, "the selection's pipe failed");
    s->selection_pastes++;
    paste_end(server);
    return 0;
}

static void paste(struct fc_server *server, struct fc_data_source *source) {
    paste_end(server);
    int fds[2];
    if (pipe2(fds, O_CLOEXEC | O_NONBLOCK) != 0) {
        fc_log(server, "pipe2: %s", strerror(errno));
        return;
    }
    server->status.selection_text_length = 0;
    server->status.selection_text[0] = 0;
    wl_data_source_send_send(source->resource, "text/plain;charset=utf-8", fds[1]);
    close(fds[1]); /* libwayland sent a duplicate; the client's copy is the only writer */
    server->paste_fd = fds[0];
    server->paste_source = wl_event_loop_add_fd(server->loop, fds[0], WL_EVENT_READABLE, paste_readable, server);
}

/* --- wl_data_source -------------------------------------------------------------------- */

static void source_offer(struct wl_client *client, struct wl_resource *resource, const char *type) {
    (void)client;
    struct fc_data_source *source = wl_resource_get_user_data(resource);
    size_t used = strlen(source->types);
    snprintf(source->types + used, sizeof source->types - used, "%s%s", used ? "," : "", type);
}

static void source_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static void source_set_actions(struct wl_client *client, struct wl_resource *resource, uint32_t actions) {
    (void)client; (void)resource; (void)actions;
}

static const struct wl_data_source_interface source_impl = {
    .offer = source_offer,
    .destroy = source_destroy,
    .set_actions = source_set_actions,
};

static void source_resource_destroyed(struct wl_resource *resource) {
    struct fc_data_source *source = wl_resource_get_user_data(resource);
    if (source->server->selection == source) source->server->selection = NULL;
    free(source);
}

/* --- wl_data_device -------------------------------------------------------------------- */

static void device_start_drag(struct wl_client *client, struct wl_resource *resource, struct wl_resource *source,
                              struct wl_resource *origin, struct wl_resource *icon, uint32_t serial) {
    (void)client; (void)resource; (void)source; (void)origin; (void)icon; (void)serial;
}

static void device_set_selection(struct wl_client *client, struct wl_resource *resource, struct wl_resource *source,
                                 uint32_t serial) {
    (void)client;
    struct fc_server *server = wl_resource_get_user_data(resource);
    struct fc_status *s = &server->status;
    s->selections++;
    if (serial != 0 && serial == server->key_serial) s->selections_with_key_serial++;
    struct fc_data_source *next = source ? wl_resource_get_user_data(source) : NULL;
    if (server->selection && server->selection != next) wl_data_source_send_cancelled(server->selection->resource);
    server->selection = next;
    if (!next) return;
    snprintf(s->selection_types, sizeof s->selection_types, "%s", next->types);
    paste(server, next);
}

static void device_release(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static const struct wl_data_device_interface device_impl = {
    .start_drag = device_start_drag,
    .set_selection = device_set_selection,
    .release = device_release,
};

/* --- wl_data_device_manager ------------------------------------------------------------ */

static void manager_create_data_source(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct fc_data_source *source = calloc(1, sizeof *source);
    struct wl_resource *r =
        source ? wl_resource_create(client, &wl_data_source_interface, wl_resource_get_version(resource), id) : NULL;
    if (!r) {
        free(source);
        wl_client_post_no_memory(client);
        return;
    }
    source->server = wl_resource_get_user_data(resource);
    source->resource = r;
    wl_resource_set_implementation(r, &source_impl, source, source_resource_destroyed);
}

static void manager_get_data_device(struct wl_client *client, struct wl_resource *resource, uint32_t id,
                                    struct wl_resource *seat) {
    (void)seat;
    struct fc_server *server = wl_resource_get_user_data(resource);
    struct wl_resource *r = wl_resource_create(client, &wl_data_device_interface, wl_resource_get_version(resource), id);
    if (!r) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(r, &device_impl, server, NULL);
    server->status.data_devices++;
}

static const struct wl_data_device_manager_interface manager_impl = {
    .create_data_source = manager_create_data_source,
    .get_data_device = manager_get_data_device,
};

static void manager_bind(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *r = wl_resource_create(client, &wl_data_device_manager_interface, (int)version, id);
    if (!r) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(r, &manager_impl, data, NULL);
}

bool fc_data_device_init_globals(struct fc_server *server) {
    if (!server->config.data_device) return true;
    return wl_global_create(server->display, &wl_data_device_manager_interface, 3, server, manager_bind) != NULL;
}

void fc_data_device_free(struct fc_server *server) { paste_end(server); }
