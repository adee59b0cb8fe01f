/* The display, the socket, wl_output, the 60 Hz frame tick, client bookkeeping and the
 * diagnostics log of the fixture compositor. */
#include "internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define FC_TICK_MS 16

uint32_t fc_now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint32_t)((uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u);
}

void fc_log(struct fc_server *server, const char *format, ...) {
    char line[512];
    va_list args;
    va_start(args, format);
    int n = vsnprintf(line, sizeof line, format, args);
    va_end(args);
    if (n < 0) return;
    size_t length = strlen(line);
    if (server->log_length + length + 2 > server->log_capacity) {
        size_t capacity = (server->log_capacity + length + 2) * 2;
        char *grown = realloc(server->log, capacity);
        if (!grown) return;
        server->log = grown;
        server->log_capacity = capacity;
    }
    memcpy(server->log + server->log_length, line, length);
    server->log_length += length;
    server->log[server->log_length++] = '\n';
    server->log[server->log_length] = '\0';
}

const char *fc_server_take_log(struct fc_server *server) {
    free(server->log_taken);
    server->log_taken = NULL;
    if (server->log_length == 0) return NULL;
    server->log_taken = server->log;
    server->log = NULL;
    server->log_length = server->log_capacity = 0;
    return server->log_taken;
}

/* --- resource lists ----------------------------------------------------------------- */

void fc_track(struct wl_list *list, struct wl_resource *resource) {
    wl_list_insert(list, wl_resource_get_link(resource));
}

void fc_untrack_resource(struct wl_resource *resource) {
    wl_list_remove(wl_resource_get_link(resource));
}

struct wl_resource *fc_focus_surface(const struct fc_server *server) {
    if (!server->toplevel || !server->toplevel->surface) return NULL;
    return server->toplevel->surface->resource;
}

struct wl_client *fc_focus_client(const struct fc_server *server) {
    struct wl_resource *surface = fc_focus_surface(server);
    return surface ? wl_resource_get_client(surface) : NULL;
}

/* --- wl_output ------------------------------------------------------------------------ */

static void output_release(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static const struct wl_output_interface output_impl = { .release = output_release };

static void output_send_state(struct fc_server *server, struct wl_resource *resource) {
    int32_t width = server->configured_width > 0 ? server->configured_width : 1920;
    int32_t height = server->configured_height > 0 ? server->configured_height : 1080;
    int32_t scale = server->output_scale;
    wl_output_send_geometry(resource, 0, 0, 0, 0, WL_OUTPUT_SUBPIXEL_UNKNOWN, "OpacityBars",
                            "fixture-compositor", WL_OUTPUT_TRANSFORM_NORMAL);
    wl_output_send_mode(resource, WL_OUTPUT_MODE_CURRENT | WL_OUTPUT_MODE_PREFERRED,
                        width * scale, height * scale, 60000);
    uint32_t version = (uint32_t)wl_resource_get_version(resource);
    if (version >= WL_OUTPUT_SCALE_SINCE_VERSION) wl_output_send_scale(resource, scale);
    if (version >= WL_OUTPUT_NAME_SINCE_VERSION) wl_output_send_name(resource, "FIXTURE-1");
    if (version >= WL_OUTPUT_DESCRIPTION_SINCE_VERSION)
        wl_output_send_description(resource, "fixture-compositor output");
    if (version >= WL_OUTPUT_DONE_SINCE_VERSION) wl_output_send_done(resource);
}

static void output_bind(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct fc_server *server = data;
    struct wl_resource *resource = wl_resource_create(client, &wl_output_interface, (int)version, id);
    if (!resource) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(resource, &output_impl, server, fc_untrack_resource);
    fc_track(&server->outputs, resource);
    output_send_state(server, resource);
}

void fc_send_output_scale(struct fc_server *server, int32_t scale) {
    if (scale < 1) scale = 1;
    server->output_scale = scale;
    struct wl_resource *resource;
    wl_resource_for_each(resource, &server->outputs) output_send_state(server, resource);
}

/* --- clients ---------------------------------------------------------------------------- */

struct fc_client_watch {
    struct wl_listener destroyed;
    struct wl_listener resource_created;
    struct fc_server *server;
};

static void resource_created(struct wl_listener *listener, void *data) {
    struct fc_client_watch *watch = wl_container_of(listener, watch, resource_created);
    fc_buffers_resource_created(watch->server, data);
}

static void client_destroyed(struct wl_listener *listener, void *data) {
    (void)data;
    struct fc_client_watch *watch = wl_container_of(listener, watch, destroyed);
    watch->server->status.clients--;
    wl_list_remove(&watch->destroyed.link);
    wl_list_remove(&watch->resource_created.link);
    free(watch);
}

static void client_created(struct wl_listener *listener, void *data) {
    struct fc_server *server = wl_container_of(listener, server, client_created);
    struct wl_client *client = data;
    struct fc_client_watch *watch = calloc(1, sizeof *watch);
    if (!watch) return;
    watch->server = server;
    watch->destroyed.notify = client_destroyed;
    wl_client_add_destroy_listener(client, &watch->destroyed);
    watch->resource_created.notify = resource_created;
    wl_client_add_resource_created_listener(client, &watch->resource_created);
    server->status.clients++;
    server->status.clients_ever++;
}

/* --- frame tick ------------------------------------------------------------------------ */

static int tick(void *data) {
    struct fc_server *server = data;
    /* On the virtual clock's refreshes instead (fc_presentation_refresh). */
    if (!server->config.presentation) fc_surface_send_frames(server, fc_now_ms());
    wl_event_source_timer_update(server->tick, FC_TICK_MS);
    return 0;
}

/* --- lifecycle ------------------------------------------------------------------------- */

struct fc_server *fc_server_create(const struct fc_config *config, const char *runtime_dir,
                                   const char *socket_name, char *error, size_t error_size) {
    struct fc_server *server = calloc(1, sizeof *server);
    if (!server) { snprintf(error, error_size, "out of memory"); return NULL; }
    server->config = *config;
    if (server->config.seat_version < 1 || server->config.seat_version > 9) {
        snprintf(error, error_size, "seat version %u is outside 1…9", config->seat_version);
        free(server);
        return NULL;
    }
    server->configured_width = config->width;
    server->configured_height = config->height;
    server->configured_states = config->states;
    server->bounds_width = config->bounds_width;
    server->bounds_height = config->bounds_height;
    server->capabilities = config->capabilities;
    server->output_scale = config->output_scale > 0 ? config->output_scale : 1;
    server->keymap_fd = -1;
    server->paste_fd = -1;
    wl_list_init(&server->surfaces);
    wl_list_init(&server->outputs);
    wl_list_init(&server->seats);
    wl_list_init(&server->pointers);
    wl_list_init(&server->keyboards);
    wl_list_init(&server->touches);
    wl_list_init(&server->gestures_pinch);
    wl_list_init(&server->gestures_swipe);
    wl_list_init(&server->gestures_hold);
    wl_list_init(&server->wm_bases);
    wl_list_init(&server->clocks);
    wl_list_init(&server->feedbacks);
    wl_list_init(&server->fractional_scales);
    wl_list_init(&server->deferred_releases);
    server->preferred_scale_120 = (uint32_t)server->output_scale * 120;

    /* libwayland-server places its socket in $XDG_RUNTIME_DIR. */
    if (setenv("XDG_RUNTIME_DIR", runtime_dir, 1) != 0) {
        snprintf(error, error_size, "cannot set XDG_RUNTIME_DIR=%s", runtime_dir);
        free(server);
        return NULL;
    }
    server->display = wl_display_create();
    if (!server->display) { snprintf(error, error_size, "wl_display_create failed"); free(server); return NULL; }
    server->loop = wl_display_get_event_loop(server->display);
    server->client_created.notify = client_created;
    wl_display_add_client_created_listener(server->display, &server->client_created);

    if (socket_name) {
        if (wl_display_add_socket(server->display, socket_name) != 0) {
            snprintf(error, error_size, "cannot listen on %s/%s (in use, or the directory is not writable)",
                     runtime_dir, socket_name);
            fc_server_destroy(server);
            return NULL;
        }
        server->socket = strdup(socket_name);
    } else {
        const char *name = wl_display_add_socket_auto(server->display);
        if (!name) {
            snprintf(error, error_size, "no free wayland-N socket in %s", runtime_dir);
            fc_server_destroy(server);
            return NULL;
        }
        server->socket = strdup(name);
    }

    if (wl_display_init_shm(server->display) != 0 ||
        !wl_global_create(server->display, &wl_output_interface, 4, server, output_bind) ||
        !fc_surface_init_globals(server) || !fc_xdg_init_globals(server) ||
        !fc_gestures_init_globals(server) || !fc_scale_init_globals(server) || !fc_clock_init_globals(server) ||
        !fc_decorations_init_globals(server) || !fc_activation_init_globals(server) ||
        !fc_presentation_init_globals(server) || !fc_cursor_init_globals(server) ||
        !fc_data_device_init_globals(server)) {
        snprintf(error, error_size, "cannot create the globals");
        fc_server_destroy(server);
        return NULL;
    }
    if (!fc_seat_init_globals(server)) {
        snprintf(error, error_size, "cannot create the seat: xkbcommon could not compile a us keymap "
                 "(is xkb-data installed?) or memfd_create failed");
        fc_server_destroy(server);
        return NULL;
    }
    server->tick = wl_event_loop_add_timer(server->loop, tick, server);
    wl_event_source_timer_update(server->tick, FC_TICK_MS);
    return server;
}

void fc_server_destroy(struct fc_server *server) {
    if (!server) return;
    if (server->display) {
        wl_display_destroy_clients(server->display);
        fc_data_device_free(server); /* its pipe is on the display's loop */
        fc_surface_free_all(server);
        wl_list_remove(&server->client_created.link);
        if (server->tick) wl_event_source_remove(server->tick);
        wl_display_destroy(server->display);
    }
    fc_seat_free(server);
    free((char *)server->socket);
    free(server->log);
    free(server->log_taken);
    free(server);
}

const char *fc_server_socket_name(const struct fc_server *server) { return server->socket; }

int fc_server_dispatch(struct fc_server *server, int timeout_ms) {
    int result = wl_event_loop_dispatch(server->loop, timeout_ms);
    wl_display_flush_clients(server->display);
    return result < 0 ? -1 : 0;
}

void fc_server_flush(struct fc_server *server) { wl_display_flush_clients(server->display); }

void fc_server_status(const struct fc_server *server, struct fc_status *out) {
    *out = server->status;
}
