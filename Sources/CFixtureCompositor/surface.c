/* wl_compositor, wl_surface, wl_region and frame callbacks. A commit applies the attached
 * shm buffer to a screen copy through its damage (what a damage-tracking compositor would
 * show), holds the buffer until a later commit replaces it (then wl_buffer.release), and
 * checks two client rules on the way: pixels that change must be damaged, and a buffer the
 * compositor holds must not be written. */
#include "internal.h"
#include "wayland-surface-v6-server-protocol.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* --- wl_region (accepted and ignored: input and opaque regions do not change capture) --- */

static void region_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}
static void region_add(struct wl_client *c, struct wl_resource *r, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)c; (void)r; (void)x; (void)y; (void)w; (void)h;
}
static const struct wl_region_interface region_impl = {
    .destroy = region_destroy, .add = region_add, .subtract = region_add,
};

/* --- helpers --------------------------------------------------------------------------- */

static void add_rect(struct fc_rect *rects, int *count, bool *overflow,
                     int32_t x, int32_t y, int32_t w, int32_t h) {
    if (w <= 0 || h <= 0) return;
    if (*count == FC_MAX_DAMAGE) { *overflow = true; return; }
    rects[(*count)++] = (struct fc_rect){ x, y, w, h };
}

/* Clamps a rectangle (in 64-bit: clients send INT32_MAX sizes for "everything") to w×h. */
static bool clamp_rect(int64_t x, int64_t y, int64_t w, int64_t h, int32_t width, int32_t height,
                       struct fc_rect *out) {
    int64_t x0 = x < 0 ? 0 : x, y0 = y < 0 ? 0 : y;
    int64_t x1 = x + w > width ? width : x + w, y1 = y + h > height ? height : y + h;
    if (x1 <= x0 || y1 <= y0) return false;
    *out = (struct fc_rect){ (int32_t)x0, (int32_t)y0, (int32_t)(x1 - x0), (int32_t)(y1 - y0) };
    return true;
}

static void release_held(struct fc_surface *surface, bool count) {
    if (!surface->held_buffer) return;
    if (!count || !fc_buffers_defer_release(surface->server, surface->held_buffer)) {
        wl_buffer_send_release(surface->held_buffer);
        if (count) surface->server->status.buffers_released++;
    }
    wl_list_remove(&surface->held_buffer_destroy.link);
    wl_list_init(&surface->held_buffer_destroy.link);
    surface->held_buffer = NULL;
}

static void held_buffer_destroyed(struct wl_listener *listener, void *data) {
    (void)data;
    struct fc_surface *surface = wl_container_of(listener, surface, held_buffer_destroy);
    wl_list_remove(&listener->link);
    wl_list_init(&listener->link);
    surface->held_buffer = NULL;
}

static void pending_buffer_destroyed(struct wl_listener *listener, void *data) {
    (void)data;
    struct fc_surface *surface = wl_container_of(listener, surface, pending_buffer_destroy);
    wl_list_remove(&listener->link);
    wl_list_init(&listener->link);
    surface->pending_buffer = NULL;
}

static bool is_toplevel(const struct fc_surface *surface) {
    return surface->server->toplevel && surface->server->toplevel->surface == surface;
}

/* Above this, the held-buffer check is skipped: a second copy of a 16384×16384 buffer
 * (what a client clamps a 100000×100000 configure to) would cost a GiB and seconds. */
#define FC_HELD_COPY_MAX ((size_t)256 << 20)

/* Copies the shm buffer's bytes (for the held-buffer check). */
static void remember_held_bytes(struct fc_surface *surface, struct wl_shm_buffer *shm) {
    size_t size = (size_t)wl_shm_buffer_get_stride(shm) * (size_t)wl_shm_buffer_get_height(shm);
    if (size > FC_HELD_COPY_MAX) {
        fc_log(surface->server, "wl_surface@%u: a %zu MiB buffer: not checked for writes while held",
               wl_resource_get_id(surface->resource), size >> 20);
        free(surface->held_copy);
        surface->held_copy = NULL;
        surface->held_copy_size = 0;
        return;
    }
    if (surface->held_copy_size != size) {
        free(surface->held_copy);
        surface->held_copy = malloc(size);
        surface->held_copy_size = surface->held_copy ? size : 0;
    }
    if (!surface->held_copy) return;
    wl_shm_buffer_begin_access(shm);
    memcpy(surface->held_copy, wl_shm_buffer_get_data(shm), size);
    wl_shm_buffer_end_access(shm);
}

/* True if the held buffer's bytes differ from the copy taken when it was committed. */
static bool held_bytes_changed(struct fc_surface *surface) {
    struct wl_shm_buffer *shm = surface->held_buffer ? wl_shm_buffer_get(surface->held_buffer) : NULL;
    if (!shm || !surface->held_copy) return false;
    size_t size = (size_t)wl_shm_buffer_get_stride(shm) * (size_t)wl_shm_buffer_get_height(shm);
    if (size != surface->held_copy_size) return false;
    wl_shm_buffer_begin_access(shm);
    bool changed = memcmp(surface->held_copy, wl_shm_buffer_get_data(shm), size) != 0;
    wl_shm_buffer_end_access(shm);
    return changed;
}

static inline uint32_t read_pixel(const uint8_t *data, int32_t stride, int32_t x, int32_t y, bool opaque) {
    uint32_t p;
    memcpy(&p, data + (size_t)y * (size_t)stride + (size_t)x * 4, 4);
    return opaque ? (p | 0xff000000u) : p;
}

/* How a buffer of width × height pixels is shown: buffer scale, source crop (in buffer
 * pixels / scale) and destination size (surface coordinates). */
struct fc_view { double scale, source_x, source_y, source_width, source_height, dest_width, dest_height; };

static struct fc_view view_of(const struct fc_surface *surface, int32_t width, int32_t height) {
    struct fc_view v = { .scale = surface->scale > 0 ? surface->scale : 1 };
    v.source_width = width / v.scale;
    v.source_height = height / v.scale;
    if (surface->source[2] > 0 && surface->source[3] > 0) {
        v.source_x = surface->source[0];
        v.source_y = surface->source[1];
        v.source_width = surface->source[2];
        v.source_height = surface->source[3];
    }
    v.dest_width = surface->dest_width > 0 ? surface->dest_width : v.source_width;
    v.dest_height = surface->dest_height > 0 ? surface->dest_height : v.source_height;
    return v;
}

/* Applies the new buffer to the screen copy through the commit's damage. */
static void apply_buffer(struct fc_surface *surface, struct wl_shm_buffer *shm) {
    struct fc_server *server = surface->server;
    int32_t width = wl_shm_buffer_get_width(shm), height = wl_shm_buffer_get_height(shm);
    int32_t stride = wl_shm_buffer_get_stride(shm);
    uint32_t format = wl_shm_buffer_get_format(shm);
    bool opaque = format == WL_SHM_FORMAT_XRGB8888;
    if (format != WL_SHM_FORMAT_ARGB8888 && format != WL_SHM_FORMAT_XRGB8888) {
        wl_resource_post_error(surface->resource, WL_SURFACE_ERROR_INVALID_SIZE,
                               "fixture-compositor: shm format 0x%x is not ARGB8888/XRGB8888", format);
        return;
    }
    bool full = !surface->screen || surface->screen_width != width || surface->screen_height != height;
    if (full) {
        free(surface->screen);
        surface->screen = calloc((size_t)width * (size_t)height, 4);
        surface->screen_width = width;
        surface->screen_height = height;
        if (!surface->screen) { wl_client_post_no_memory(wl_resource_get_client(surface->resource)); return; }
    }
    /* Damage in buffer pixels. Overflow of the fixed list means "everything". */
    struct fc_rect rects[2 * FC_MAX_DAMAGE];
    int count = 0;
    if (full || surface->surface_damage_overflow || surface->buffer_damage_overflow) {
        rects[count++] = (struct fc_rect){ 0, 0, width, height };
    } else {
        /* Surface → buffer through the viewport (source crop scaled to the destination), then
         * the buffer scale. Without a viewport: source = whole buffer, destination = its size. */
        struct fc_view v = view_of(surface, width, height);
        for (int i = 0; i < surface->surface_damage_count; i++) {
            struct fc_rect r = surface->surface_damage[i];
            double fx = v.source_width / v.dest_width, fy = v.source_height / v.dest_height;
            int64_t x0 = (int64_t)floor((v.source_x + r.x * fx) * v.scale);
            int64_t y0 = (int64_t)floor((v.source_y + r.y * fy) * v.scale);
            int64_t x1 = (int64_t)ceil((v.source_x + ((double)r.x + r.width) * fx) * v.scale);
            int64_t y1 = (int64_t)ceil((v.source_y + ((double)r.y + r.height) * fy) * v.scale);
            if (clamp_rect(x0, y0, x1 - x0, y1 - y0, width, height, &rects[count])) count++;
        }
        for (int i = 0; i < surface->buffer_damage_count; i++) {
            struct fc_rect r = surface->buffer_damage[i];
            if (clamp_rect(r.x, r.y, r.width, r.height, width, height, &rects[count])) count++;
        }
    }

    wl_shm_buffer_begin_access(shm);
    const uint8_t *data = wl_shm_buffer_get_data(shm);
    for (int i = 0; i < count; i++) {
        struct fc_rect r = rects[i];
        for (int32_t y = r.y; y < r.y + r.height; y++)
            for (int32_t x = r.x; x < r.x + r.width; x++)
                surface->screen[(size_t)y * (size_t)width + (size_t)x] = read_pixel(data, stride, x, y, opaque);
    }
    /* Anything still different in the visible part (the viewport's source crop) changed outside
     * the damage: a compositor would show stale pixels there. */
    if (!full && is_toplevel(surface)) {
        struct fc_view v = view_of(surface, width, height);
        struct fc_rect visible;
        if (!clamp_rect((int64_t)floor(v.source_x * v.scale), (int64_t)floor(v.source_y * v.scale),
                        (int64_t)ceil(v.source_width * v.scale), (int64_t)ceil(v.source_height * v.scale),
                        width, height, &visible))
            visible = (struct fc_rect){ 0, 0, 0, 0 };
        int32_t min_x = width, min_y = height, max_x = -1, max_y = -1;
        for (int32_t y = visible.y; y < visible.y + visible.height; y++)
            for (int32_t x = visible.x; x < visible.x + visible.width; x++)
                if (surface->screen[(size_t)y * (size_t)width + (size_t)x] != read_pixel(data, stride, x, y, opaque)) {
                    if (x < min_x) min_x = x;
                    if (x > max_x) max_x = x;
                    if (y < min_y) min_y = y;
                    if (y > max_y) max_y = y;
                }
        if (max_x >= 0) {
            server->status.undamaged_changes++;
            fc_log(server, "wl_surface@%u: commit %u changed pixels outside its damage, in %dx%d+%d+%d",
                   wl_resource_get_id(surface->resource), server->status.commits,
                   max_x - min_x + 1, max_y - min_y + 1, min_x, min_y);
        }
    }
    wl_shm_buffer_end_access(shm);

    if (is_toplevel(surface)) {
        if (width != server->status.buffer_width || height != server->status.buffer_height)
            server->status.buffer_size_changes++;
        server->status.buffer_width = width;
        server->status.buffer_height = height;
    }
}

/* --- wl_surface -------------------------------------------------------------------------- */

static void surface_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static void surface_attach(struct wl_client *client, struct wl_resource *resource,
                           struct wl_resource *buffer, int32_t x, int32_t y) {
    (void)client; (void)x; (void)y;
    struct fc_surface *surface = fc_surface_from_resource(resource);
    wl_list_remove(&surface->pending_buffer_destroy.link);
    wl_list_init(&surface->pending_buffer_destroy.link);
    if (buffer && !wl_shm_buffer_get(buffer)) {
        wl_resource_post_error(resource, WL_SURFACE_ERROR_INVALID_SIZE,
                               "fixture-compositor: wl_buffer@%u is not a wl_shm buffer (only shm is served)",
                               wl_resource_get_id(buffer));
        return;
    }
    surface->pending_buffer = buffer;
    surface->pending_attached = true;
    if (buffer) wl_resource_add_destroy_listener(buffer, &surface->pending_buffer_destroy);
}

static void surface_damage(struct wl_client *client, struct wl_resource *resource,
                           int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)client;
    struct fc_surface *s = fc_surface_from_resource(resource);
    add_rect(s->surface_damage, &s->surface_damage_count, &s->surface_damage_overflow, x, y, w, h);
}

static void surface_damage_buffer(struct wl_client *client, struct wl_resource *resource,
                                  int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)client;
    struct fc_surface *s = fc_surface_from_resource(resource);
    add_rect(s->buffer_damage, &s->buffer_damage_count, &s->buffer_damage_overflow, x, y, w, h);
}

static void surface_frame(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct fc_surface *surface = fc_surface_from_resource(resource);
    struct wl_resource *callback = wl_resource_create(client, &wl_callback_interface, 1, id);
    if (!callback) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(callback, NULL, NULL, fc_untrack_resource);
    fc_track(&surface->pending_frames, callback);
}

static void surface_set_region(struct wl_client *client, struct wl_resource *resource,
                               struct wl_resource *region) {
    (void)client; (void)resource; (void)region;
}

static void surface_commit(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    struct fc_surface *surface = fc_surface_from_resource(resource);
    struct fc_server *server = surface->server;
    bool attached = surface->pending_attached;
    struct wl_resource *buffer = surface->pending_buffer;
    bool toplevel = is_toplevel(surface);

    if (surface->xdg && !fc_xdg_precommit(surface->xdg, attached && buffer)) return;
    surface->scale = surface->pending_scale;
    surface->dest_width = surface->pending_dest_width;
    surface->dest_height = surface->pending_dest_height;
    memcpy(surface->source, surface->pending_source, sizeof surface->source);

    if (attached) {
        /* The buffer we hold must not have been written since we took it. */
        if (toplevel && server->config.release_mode == FC_RELEASE_ON_REPLACE && held_bytes_changed(surface)) {
            server->status.held_buffer_writes++;
            fc_log(server, "wl_buffer@%u: the client drew into it while the compositor held it "
                   "(before wl_buffer.release)", wl_resource_get_id(surface->held_buffer));
        }
        if (surface->held_buffer != buffer) release_held(surface, toplevel);
        if (buffer && surface->held_buffer != buffer) {
            surface->held_buffer = buffer;
            wl_resource_add_destroy_listener(buffer, &surface->held_buffer_destroy);
        }
    }
    if (attached && buffer) {
        struct wl_shm_buffer *shm = wl_shm_buffer_get(buffer);
        apply_buffer(surface, shm);
        if (toplevel) {
            server->status.buffer_commits++;
            fc_buffers_attached_to_toplevel(server, buffer);
        }
        if (server->config.release_mode == FC_RELEASE_IMMEDIATELY) release_held(surface, toplevel);
        else if (toplevel) remember_held_bytes(surface, shm);
    } else if (attached && !buffer) {
        free(surface->screen);
        surface->screen = NULL;
        surface->screen_width = surface->screen_height = 0;
    }
    surface->pending_attached = false;
    surface->pending_buffer = NULL;
    wl_list_remove(&surface->pending_buffer_destroy.link);
    wl_list_init(&surface->pending_buffer_destroy.link);
    surface->surface_damage_count = surface->buffer_damage_count = 0;
    surface->surface_damage_overflow = surface->buffer_damage_overflow = false;
    wl_list_insert_list(surface->frames.prev, &surface->pending_frames);
    wl_list_init(&surface->pending_frames);
    fc_presentation_committed(surface);

    if (toplevel) {
        server->status.commits++;
        if (server->status.configured) server->status.committed_since_configure = true;
        server->status.buffer_scale = surface->scale;
        server->status.viewport_width = surface->dest_width;
        server->status.viewport_height = surface->dest_height;
        server->status.last_commit_ms = fc_now_ms();
    }
    if (surface->xdg) fc_xdg_postcommit(surface->xdg, attached && buffer);
}

static void surface_set_buffer_transform(struct wl_client *client, struct wl_resource *resource, int32_t t) {
    (void)client;
    if (t != WL_OUTPUT_TRANSFORM_NORMAL)
        fc_log(fc_surface_from_resource(resource)->server,
               "wl_surface@%u: buffer transform %d is ignored (only normal is served)",
               wl_resource_get_id(resource), t);
}

static void surface_set_buffer_scale(struct wl_client *client, struct wl_resource *resource, int32_t scale) {
    (void)client;
    if (scale < 1) {
        wl_resource_post_error(resource, WL_SURFACE_ERROR_INVALID_SCALE, "buffer scale %d is not positive", scale);
        return;
    }
    fc_surface_from_resource(resource)->pending_scale = scale;
}

static void surface_offset(struct wl_client *client, struct wl_resource *resource, int32_t x, int32_t y) {
    (void)client; (void)resource; (void)x; (void)y;
}

static const struct wl_surface_interface surface_impl = {
    .destroy = surface_destroy,
    .attach = surface_attach,
    .damage = surface_damage,
    .frame = surface_frame,
    .set_opaque_region = surface_set_region,
    .set_input_region = surface_set_region,
    .commit = surface_commit,
    .set_buffer_transform = surface_set_buffer_transform,
    .set_buffer_scale = surface_set_buffer_scale,
    .damage_buffer = surface_damage_buffer,
    .offset = surface_offset,
};

struct fc_surface *fc_surface_from_resource(struct wl_resource *resource) {
    return wl_resource_get_user_data(resource);
}

/* Frame callbacks are unlinked, not destroyed: the client destroys them (or its teardown does). */
static void unlink_callbacks(struct wl_list *list) {
    struct wl_resource *callback, *next;
    wl_resource_for_each_safe(callback, next, list) {
        wl_list_remove(wl_resource_get_link(callback));
        wl_list_init(wl_resource_get_link(callback));
    }
}

static void surface_free(struct fc_surface *surface) {
    unlink_callbacks(&surface->pending_frames);
    unlink_callbacks(&surface->frames);
    wl_list_remove(&surface->pending_buffer_destroy.link);
    wl_list_remove(&surface->held_buffer_destroy.link);
    wl_list_remove(&surface->link);
    if (surface->xdg) surface->xdg->surface = NULL;
    fc_scale_surface_destroyed(surface);
    fc_presentation_surface_destroyed(surface);
    free(surface->screen);
    free(surface->held_copy);
    free(surface);
}

static void surface_resource_destroyed(struct wl_resource *resource) {
    surface_free(fc_surface_from_resource(resource));
}

void fc_surface_free_all(struct fc_server *server) {
    struct fc_surface *surface, *next;
    wl_list_for_each_safe(surface, next, &server->surfaces, link) {
        wl_resource_set_destructor(surface->resource, NULL);
        surface_free(surface);
    }
}

void fc_surface_send_frames(struct fc_server *server, uint32_t time) {
    struct fc_surface *surface;
    wl_list_for_each(surface, &server->surfaces, link) {
        struct wl_resource *callback, *next;
        bool toplevel = is_toplevel(surface);
        wl_resource_for_each_safe(callback, next, &surface->frames) {
            wl_callback_send_done(callback, time);
            wl_resource_destroy(callback);
            if (toplevel) server->status.frames_done++;
        }
    }
}

/* --- wl_compositor ------------------------------------------------------------------------ */

static void compositor_create_surface(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct fc_server *server = wl_resource_get_user_data(resource);
    struct fc_surface *surface = calloc(1, sizeof *surface);
    if (!surface) { wl_client_post_no_memory(client); return; }
    /* The v6 tables (scripts/gen-protocols): libwayland 1.21's stop at v5. */
    surface->resource = wl_resource_create(client, &wl6_surface_interface, wl_resource_get_version(resource), id);
    if (!surface->resource) { free(surface); wl_client_post_no_memory(client); return; }
    surface->server = server;
    surface->scale = surface->pending_scale = 1;
    surface->source[2] = surface->source[3] = surface->pending_source[2] = surface->pending_source[3] = -1;
    wl_list_init(&surface->pending_frames);
    wl_list_init(&surface->frames);
    surface->pending_buffer_destroy.notify = pending_buffer_destroyed;
    wl_list_init(&surface->pending_buffer_destroy.link);
    surface->held_buffer_destroy.notify = held_buffer_destroyed;
    wl_list_init(&surface->held_buffer_destroy.link);
    wl_list_insert(&server->surfaces, &surface->link);
    wl_resource_set_implementation(surface->resource, &surface_impl, surface, surface_resource_destroyed);
    if (wl_resource_get_version(surface->resource) >= WL6_SURFACE_PREFERRED_BUFFER_SCALE_SINCE_VERSION &&
        server->config.preferred_buffer_scale > 0) {
        wl6_surface_send_preferred_buffer_scale(surface->resource, server->config.preferred_buffer_scale);
        wl6_surface_send_preferred_buffer_transform(surface->resource, WL_OUTPUT_TRANSFORM_NORMAL);
    }
}

static void compositor_create_region(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct wl_resource *region = wl_resource_create(client, &wl_region_interface, 1, id);
    (void)resource;
    if (!region) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(region, &region_impl, NULL, NULL);
}

static const struct wl_compositor_interface compositor_impl = {
    .create_surface = compositor_create_surface,
    .create_region = compositor_create_region,
};

static void compositor_bind(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *resource = wl_resource_create(client, &wl6_compositor_interface, (int)version, id);
    if (!resource) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(resource, &compositor_impl, data, NULL);
}

bool fc_surface_init_globals(struct fc_server *server) {
    int version = server->config.preferred_buffer_scale > 0 ? 6 : 5;
    return wl_global_create(server->display, &wl6_compositor_interface, version, server, compositor_bind) != NULL;
}

const uint32_t *fc_capture(const struct fc_server *server, int32_t *width, int32_t *height, int32_t *stride) {
    if (!server->toplevel || !server->toplevel->surface || !server->toplevel->surface->screen) return NULL;
    const struct fc_surface *surface = server->toplevel->surface;
    *width = surface->screen_width;
    *height = surface->screen_height;
    *stride = surface->screen_width * 4;
    return surface->screen;
}
