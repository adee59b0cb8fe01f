/* Connection, registry, outputs, the xdg toplevel, shm buffers, frame callbacks and the
 * event-loop plumbing (the cursor is cursor.c's). Callbacks only convert and queue (cw_emit);
 * the Swift loop (WaylandClient) decides what to draw and when. */
#include "internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static uint32_t min_u32(uint32_t a, uint32_t b) { return a < b ? a : b; }

/* ---- wl_output ---------------------------------------------------------------------- */

static struct cw_output *output_for(struct cw_client *c, struct wl_output *output) {
    for (int i = 0; i < CW_MAX_OUTPUTS; i++)
        if (c->outputs[i].output == output) return &c->outputs[i];
    return NULL;
}

static void output_geometry(void *d, struct wl_output *o, int32_t x, int32_t y, int32_t pw, int32_t ph,
                            int32_t subpixel, const char *make, const char *model, int32_t transform) {
    (void)d; (void)o; (void)x; (void)y; (void)pw; (void)ph; (void)subpixel; (void)make; (void)model;
    (void)transform;
}

static void output_mode(void *d, struct wl_output *o, uint32_t flags, int32_t w, int32_t h, int32_t refresh) {
    (void)d; (void)o; (void)flags; (void)w; (void)h; (void)refresh;
}

static void output_done(void *data, struct wl_output *o) {
    struct cw_client *c = data;
    struct cw_output *out = output_for(c, o);
    if (out) cw_emit(c, (struct cw_event){.type = CW_EVENT_OUTPUT_SCALE,
                                            .data.output_scale = {.output = out->name, .scale = out->scale}});
}

static void output_scale(void *data, struct wl_output *o, int32_t factor) {
    struct cw_output *out = output_for(data, o);
    if (out) out->scale = factor;
}

static void output_name(void *d, struct wl_output *o, const char *name) { (void)d; (void)o; (void)name; }
static void output_description(void *d, struct wl_output *o, const char *s) { (void)d; (void)o; (void)s; }

static const struct wl_output_listener output_listener = {
    .geometry = output_geometry,
    .mode = output_mode,
    .done = output_done,
    .scale = output_scale,
    .name = output_name,
    .description = output_description,
};

static void output_bind(struct cw_client *c, uint32_t name, uint32_t version) {
    for (int i = 0; i < CW_MAX_OUTPUTS; i++) {
        if (c->outputs[i].output) continue;
        c->outputs[i].output = wl_registry_bind(c->registry, name, &wl_output_interface, min_u32(version, 4));
        c->outputs[i].name = name;
        c->outputs[i].scale = 1;
        wl_output_add_listener(c->outputs[i].output, &output_listener, c);
        return;
    }
    fprintf(stderr, "opacity-bars: warning: more than %d outputs; output %u ignored\n", CW_MAX_OUTPUTS, name);
}

static void output_destroy(struct cw_output *out) {
    if (wl_output_get_version(out->output) >= WL_OUTPUT_RELEASE_SINCE_VERSION)
        wl_output_release(out->output);
    else
        wl_output_destroy(out->output);
    memset(out, 0, sizeof *out);
}

/* ---- xdg_wm_base -------------------------------------------------------------------- */

/* ping must be answered even while the app is busy: this is protocol plumbing. */
static void wm_base_ping(void *data, struct xdg_wm_base *wm_base, uint32_t serial) {
    (void)data;
    xdg_wm_base_pong(wm_base, serial);
}

static const struct xdg_wm_base_listener wm_base_listener = {.ping = wm_base_ping};

/* ---- registry ----------------------------------------------------------------------- */

static void registry_global(void *data, struct wl_registry *registry, uint32_t name, const char *interface,
                            uint32_t version) {
    struct cw_client *c = data;
    if (strcmp(interface, wl_compositor_interface.name) == 0 && !c->compositor) {
        /* v6: wl_surface.preferred_buffer_scale where there is no fractional scale. Every
         * surface is made through the v6 tables (wl6_compositor_create_surface): one made
         * from libwayland 1.21's would die at that event. */
        c->compositor = wl_registry_bind(registry, name, &wl6_compositor_interface, min_u32(version, 6));
    } else if (strcmp(interface, wl_shm_interface.name) == 0 && !c->shm) {
        c->shm = wl_registry_bind(registry, name, &wl_shm_interface, 1);
    } else if (strcmp(interface, xdg_wm_base_interface.name) == 0 && !c->wm_base) {
        /* v6: the toplevel's `suspended` state (the vendored xdg-shell, protocols/). */
        c->wm_base = wl_registry_bind(registry, name, &xdg_wm_base_interface, min_u32(version, 6));
        xdg_wm_base_add_listener(c->wm_base, &wm_base_listener, c);
    } else if (strcmp(interface, wl_seat_interface.name) == 0) {
        cw_seat_bind(c, registry, name, version);
    } else if (strcmp(interface, wl_output_interface.name) == 0) {
        output_bind(c, name, version);
    } else if (strcmp(interface, wp_viewporter_interface.name) == 0 && !c->viewporter) {
        c->viewporter = wl_registry_bind(registry, name, &wp_viewporter_interface, 1);
    } else if (strcmp(interface, wp_fractional_scale_manager_v1_interface.name) == 0 && !c->fractional_manager) {
        c->fractional_manager = wl_registry_bind(registry, name, &wp_fractional_scale_manager_v1_interface, 1);
    } else if (strcmp(interface, wp_cursor_shape_manager_v1_interface.name) == 0 && !c->cursor_shape_manager) {
        c->cursor_shape_manager = wl_registry_bind(registry, name, &wp_cursor_shape_manager_v1_interface, 1);
    } else if (strcmp(interface, wp_presentation_interface.name) == 0 && !c->presentation) {
        cw_presentation_bind(c, name);
    } else if (strcmp(interface, zwp_pointer_gestures_v1_interface.name) == 0 && !c->gestures) {
        c->gestures = wl_registry_bind(registry, name, &zwp_pointer_gestures_v1_interface, min_u32(version, 3));
    } else if (strcmp(interface, zxdg_decoration_manager_v1_interface.name) == 0 && !c->decoration_manager) {
        c->decoration_manager = wl_registry_bind(registry, name, &zxdg_decoration_manager_v1_interface, 1);
    } else if (strcmp(interface, xdg_activation_v1_interface.name) == 0 && !c->activation) {
        c->activation = wl_registry_bind(registry, name, &xdg_activation_v1_interface, 1);
    } else if (strcmp(interface, wl_data_device_manager_interface.name) == 0 && !c->data_device_manager) {
        cw_clipboard_bind(c, registry, name, version);
    } else if (strcmp(interface, opacity_bars_test_clock_v1_interface.name) == 0) {
        c->test_clock_name = name; /* bound only on request: cw_client_follow_test_clock */
    }
}

static void registry_global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)registry;
    struct cw_client *c = data;
    for (int i = 0; i < CW_MAX_OUTPUTS; i++) {
        if (c->outputs[i].output && c->outputs[i].name == name) {
            output_destroy(&c->outputs[i]);
            cw_emit(c, (struct cw_event){.type = CW_EVENT_OUTPUT_GONE, .data.output = {.output = name}});
        }
    }
    cw_seat_remove(c, name);
}

static const struct wl_registry_listener registry_listener = {
    .global = registry_global,
    .global_remove = registry_global_remove,
};

/* ---- connection --------------------------------------------------------------------- */

static void globals_done(void *data, struct wl_callback *callback, uint32_t serial) {
    (void)serial;
    struct cw_client *c = data;
    wl_callback_destroy(callback);
    c->globals_sync = NULL;
    c->globals_done = 1;
}

static const struct wl_callback_listener globals_listener = {.done = globals_done};

struct cw_client *cw_client_connect(const char *display_name, char *error, size_t error_size) {
    struct wl_display *display = wl_display_connect(display_name);
    if (!display) {
        const char *name = display_name ? display_name : getenv("WAYLAND_DISPLAY");
        snprintf(error, error_size, "cannot connect to Wayland display '%s': %s", name ? name : "wayland-0",
                 strerror(errno));
        return NULL;
    }
    struct cw_client *c = calloc(1, sizeof *c);
    if (!c) {
        wl_display_disconnect(display);
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    c->display = display;
    c->registry = wl_display_get_registry(display);
    wl_registry_add_listener(c->registry, &registry_listener, c);
    /* Sent now, answered while the caller works (cw_client_await_globals); a full socket is
     * flushed by the wait's dispatch. */
    c->globals_sync = wl_display_sync(display);
    wl_callback_add_listener(c->globals_sync, &globals_listener, c);
    wl_display_flush(display);
    return c;
}

int cw_client_await_globals(struct cw_client *c, char *error, size_t error_size) {
    /* One roundtrip: the globals, bound. Their initial events (output scale, seat capabilities)
     * are queued as they come, before the first configure, which follows the window's first
     * commit: waiting for them here would cost a start a second roundtrip. */
    while (!c->globals_done) {
        cw_dispatch_begins();
        if (wl_display_dispatch(c->display) < 0) {
            cw_client_error_message(c, error, error_size);
            return -1;
        }
    }
    const char *missing = !c->compositor ? "wl_compositor"
                          : !c->shm      ? "wl_shm"
                          : !c->wm_base  ? "xdg_wm_base"
                                         : NULL;
    if (missing) {
        snprintf(error, error_size, "the compositor does not offer %s (required)", missing);
        return -1;
    }
    return 0;
}

int cw_client_has(const struct cw_client *c, int global) {
    switch (global) {
    case CW_GLOBAL_VIEWPORTER: return c->viewporter != NULL;
    case CW_GLOBAL_PRESENTATION: return c->presentation != NULL;
    case CW_GLOBAL_DECORATION_MANAGER: return c->decoration_manager != NULL;
    default: return 0;
    }
}

/* ---- window ------------------------------------------------------------------------- */

static void surface_enter(void *data, struct wl_surface *s, struct wl_output *o) {
    (void)s;
    struct cw_client *c = data;
    struct cw_output *out = output_for(c, o);
    if (out) cw_emit(c, (struct cw_event){.type = CW_EVENT_SURFACE_ENTER, .data.output = {.output = out->name}});
}

static void surface_leave(void *data, struct wl_surface *s, struct wl_output *o) {
    (void)s;
    struct cw_client *c = data;
    struct cw_output *out = output_for(c, o);
    if (out) cw_emit(c, (struct cw_event){.type = CW_EVENT_SURFACE_LEAVE, .data.output = {.output = out->name}});
}

static void surface_preferred_buffer_scale(void *data, struct wl_surface *s, int32_t factor) {
    (void)s;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_PREFERRED_BUFFER_SCALE, .data.buffer_scale = {.factor = factor}});
}

/* The app draws upright and says so (the default normal transform): the compositor then
 * rotates, which the protocol allows; drawing pre-rotated would only spare it that. */
static void surface_preferred_buffer_transform(void *data, struct wl_surface *s, uint32_t transform) {
    (void)data; (void)s; (void)transform;
}

static const struct wl6_surface_listener surface_listener = {
    .enter = surface_enter,
    .leave = surface_leave,
    .preferred_buffer_scale = surface_preferred_buffer_scale,
    .preferred_buffer_transform = surface_preferred_buffer_transform,
};

static void xdg_surface_configure(void *data, struct xdg_surface *s, uint32_t serial) {
    (void)s;
    struct cw_client *c = data;
    cw_emit(c, (struct cw_event){.type = CW_EVENT_CONFIGURE,
                                 .data.configure = {.width = c->pending_width, .height = c->pending_height,
                                                    .states = c->pending_states, .serial = serial}});
}

static const struct xdg_surface_listener xdg_surface_listener = {.configure = xdg_surface_configure};

static void fractional_preferred_scale(void *data, struct wp_fractional_scale_v1 *f, uint32_t scale) {
    (void)f;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_PREFERRED_SCALE, .data.preferred_scale = {.scale_120 = scale}});
}

static const struct wp_fractional_scale_v1_listener fractional_listener = {
    .preferred_scale = fractional_preferred_scale,
};

int cw_client_create_window(struct cw_client *c, const char *title, const char *app_id, int decorations) {
    if (c->surface) return -1;
    c->surface = wl6_compositor_create_surface(c->compositor);
    wl6_surface_add_listener(c->surface, &surface_listener, c);
    c->xdg_surface = xdg_wm_base_get_xdg_surface(c->wm_base, c->surface);
    xdg_surface_add_listener(c->xdg_surface, &xdg_surface_listener, c);
    c->toplevel = xdg_surface_get_toplevel(c->xdg_surface);
    cw_toplevel_setup(c, decorations);
    xdg_toplevel_set_title(c->toplevel, title);
    xdg_toplevel_set_app_id(c->toplevel, app_id);
    if (c->viewporter) c->viewport = wp_viewporter_get_viewport(c->viewporter, c->surface);
    if (c->fractional_manager) {
        c->fractional_scale = wp_fractional_scale_manager_v1_get_fractional_scale(c->fractional_manager, c->surface);
        wp_fractional_scale_v1_add_listener(c->fractional_scale, &fractional_listener, c);
    }
    wl_surface_commit(c->surface); /* initial commit without a buffer: asks for configure */
    return 0;
}

void cw_client_ack_configure(struct cw_client *c, uint32_t serial) {
    if (c->xdg_surface) xdg_surface_ack_configure(c->xdg_surface, serial);
}

void cw_client_set_buffer_scale(struct cw_client *c, int32_t scale) {
    if (c->surface && wl_surface_get_version(c->surface) >= WL_SURFACE_SET_BUFFER_SCALE_SINCE_VERSION)
        wl_surface_set_buffer_scale(c->surface, scale > 0 ? scale : 1);
}

void cw_client_set_viewport_destination(struct cw_client *c, int32_t width, int32_t height) {
    if (c->viewport) wp_viewport_set_destination(c->viewport, width, height);
}

/* The region object is only a carrier: the surface copies it at set_opaque_region. */
void cw_client_set_opaque_region(struct cw_client *c, int32_t x, int32_t y, int32_t width, int32_t height) {
    if (!c->surface) return;
    struct wl_region *region = NULL;
    if (width > 0 && height > 0) {
        region = wl_compositor_create_region(c->compositor);
        wl_region_add(region, x, y, width, height);
    }
    wl_surface_set_opaque_region(c->surface, region);
    if (region) wl_region_destroy(region);
}

/* ---- frame callbacks ---------------------------------------------------------------- */

static void frame_done(void *data, struct wl_callback *callback, uint32_t time) {
    struct cw_client *c = data;
    wl_callback_destroy(callback);
    if (c->frame_callback == callback) c->frame_callback = NULL;
    cw_emit(c, (struct cw_event){.type = CW_EVENT_FRAME_DONE, .time = time});
}

static const struct wl_callback_listener frame_listener = {.done = frame_done};

void cw_client_request_frame(struct cw_client *c) {
    if (!c->surface || c->frame_callback) return;
    c->frame_callback = wl_surface_frame(c->surface);
    wl_callback_add_listener(c->frame_callback, &frame_listener, c);
}

/* ---- shm buffers -------------------------------------------------------------------- */

static void buffer_release(void *data, struct wl_buffer *buffer) {
    struct cw_client *c = data;
    for (int i = 0; i < CW_MAX_BUFFERS; i++)
        if (c->buffers[i].buffer == buffer)
            cw_emit(c, (struct cw_event){.type = CW_EVENT_BUFFER_RELEASE, .data.buffer_release = {.buffer = i}});
}

static const struct wl_buffer_listener buffer_listener = {.release = buffer_release};

/* A buffer's memory: a memfd of `size` bytes, mapped. */
static int shm_memory(size_t size, int *fd, void **map) {
    *fd = memfd_create("opacity-bars-shm", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (*fd < 0) return -1;
    if (ftruncate(*fd, (off_t)size) < 0) {
        close(*fd);
        return -1;
    }
    *map = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, *fd, 0);
    if (*map == MAP_FAILED) {
        close(*fd);
        return -1;
    }
    return 0;
}

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

/* Faults the spare's pages in without writing them (MADV_POPULATE_WRITE), so the buffer may be
 * drawn into meanwhile: touching 1.5 MB of fresh shm page by page is most of drawing a first
 * frame (about 1 ms here), and this moves it to the other core. */
static void *populate_spare(void *arg) {
    struct cw_client *c = arg;
    (void)madvise(c->spare.range, c->spare.size, MADV_POPULATE_WRITE);
    return NULL;
}

void cw_client_prepare_buffer(struct cw_client *c, int32_t width, int32_t height) {
    if (c->spare.map || width <= 0 || height <= 0 || width > 32768 || height > 32768) return;
    size_t size = (size_t)width * 4 * (size_t)height;
    if (shm_memory(size, &c->spare.fd, &c->spare.map) < 0) {
        c->spare.map = NULL;
        return;
    }
    c->spare.size = size;
    c->spare.width = width;
    c->spare.height = height;
    c->spare.range = c->spare.map;
    /* Its stack is only madvise's: a small one is cheaper to map. The thread inherits the
     * caller's blocked signals (the window's signalfd reads them). */
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, 64 * 1024);
    c->spare.populating = pthread_create(&c->spare.populate, &attr, populate_spare, c) == 0;
    pthread_attr_destroy(&attr);
}

/* Waits for the populating thread, if any. */
static void spare_join(struct cw_client *c) {
    if (c->spare.populating) pthread_join(c->spare.populate, NULL);
    c->spare.populating = 0;
}

/* Drops a spare no buffer took (another size was asked for first). */
static void spare_drop(struct cw_client *c) {
    if (!c->spare.map) return;
    munmap(c->spare.map, c->spare.size); /* populating stops at the unmapped range */
    close(c->spare.fd);
    c->spare.map = NULL;
    spare_join(c);
}

int32_t cw_client_create_buffer(struct cw_client *c, int32_t width, int32_t height, void **data, int32_t *stride) {
    if (width <= 0 || height <= 0 || width > 32768 || height > 32768) return -1;
    /* wl_shm.create_pool takes an int32 size: a larger pool would be a protocol error. */
    if ((size_t)width * 4 * (size_t)height > (size_t)INT32_MAX) return -1;
    int slot = -1;
    for (int i = 0; i < CW_MAX_BUFFERS; i++)
        if (!c->buffers[i].buffer) { slot = i; break; }
    if (slot < 0) return -1;
    int32_t row = width * 4;
    size_t size = (size_t)row * (size_t)height;
    int fd;
    void *map;
    if (c->spare.map && c->spare.width == width && c->spare.height == height) {
        /* Taken while its pages may still be faulting in: populating never writes them. */
        fd = c->spare.fd;
        map = c->spare.map;
        c->spare.map = NULL;
    } else {
        spare_drop(c);
        if (shm_memory(size, &fd, &map) < 0) return -1;
    }
    /* One pool per buffer: buffers are few (the Swift pool bounds them) and resized rarely. */
    struct wl_shm_pool *pool = wl_shm_create_pool(c->shm, fd, (int32_t)size);
    struct wl_buffer *buffer = wl_shm_pool_create_buffer(pool, 0, width, height, row, WL_SHM_FORMAT_ARGB8888);
    wl_shm_pool_destroy(pool);
    close(fd);
    wl_buffer_add_listener(buffer, &buffer_listener, c);
    c->buffers[slot] = (struct cw_buffer){.buffer = buffer, .data = map, .size = size,
                                          .width = width, .height = height, .stride = row};
    *data = map;
    *stride = row;
    return slot;
}

void cw_client_destroy_buffer(struct cw_client *c, int32_t id) {
    if (id < 0 || id >= CW_MAX_BUFFERS || !c->buffers[id].buffer) return;
    spare_join(c); /* its memory may be the spare's, still being populated */
    wl_buffer_destroy(c->buffers[id].buffer);
    munmap(c->buffers[id].data, c->buffers[id].size);
    memset(&c->buffers[id], 0, sizeof c->buffers[id]);
}

void cw_client_commit(struct cw_client *c, int32_t id, const int32_t *rects, size_t count) {
    if (!c->surface) return;
    cw_commit_surface(c, c->surface, id, rects, count);
    if (id >= 0) cw_toplevel_mapped(c);
}

void cw_commit_surface(struct cw_client *c, struct wl_surface *surface, int32_t id, const int32_t *rects,
                       size_t count) {
    if (id >= 0 && id < CW_MAX_BUFFERS && c->buffers[id].buffer) {
        wl_surface_attach(surface, c->buffers[id].buffer, 0, 0);
        for (size_t i = 0; i < count; i++) {
            const int32_t *r = rects + 4 * i;
            if (wl_surface_get_version(surface) >= WL_SURFACE_DAMAGE_BUFFER_SINCE_VERSION)
                wl_surface_damage_buffer(surface, r[0], r[1], r[2], r[3]);
            else
                wl_surface_damage(surface, 0, 0, INT32_MAX, INT32_MAX);
        }
    }
    wl_surface_commit(surface);
}

/* ---- event loop plumbing ------------------------------------------------------------ */

int cw_client_next_event(struct cw_client *c, struct cw_event *out) { return cw_queue_pop(&c->queue, out); }
int cw_client_fd(const struct cw_client *c) { return wl_display_get_fd(c->display); }
int cw_client_prepare_read(struct cw_client *c) { return wl_display_prepare_read(c->display); }
void cw_client_cancel_read(struct cw_client *c) { wl_display_cancel_read(c->display); }
int cw_client_read_events(struct cw_client *c) { return wl_display_read_events(c->display); }
int cw_client_roundtrip(struct cw_client *c) {
    cw_dispatch_begins();
    return wl_display_roundtrip(c->display);
}

int cw_client_dispatch_pending(struct cw_client *c) {
    cw_dispatch_begins();
    return wl_display_dispatch_pending(c->display);
}

int cw_client_flush(struct cw_client *c) {
    if (wl_display_flush(c->display) >= 0) return 0;
    if (errno == EAGAIN) return 1;
    /* libwayland does not record EPIPE from a flush as the display's error: the peer
     * closed its end, but a protocol error it sent first may still be unread. Report
     * "nothing left to write"; the next read gives the real reason (the error event, or
     * EOF as a recorded EPIPE). */
    c->flush_errno = errno;
    return errno == EPIPE ? 0 : -1;
}

int cw_client_error_message(struct cw_client *c, char *buffer, size_t size) {
    int err = wl_display_get_error(c->display);
    if (err == 0) err = c->flush_errno; /* a failed flush libwayland did not record */
    if (err == 0) {
        snprintf(buffer, size, "no error");
        return 0;
    }
    if (err == EPROTO) {
        const struct wl_interface *interface = NULL;
        uint32_t id = 0;
        uint32_t code = wl_display_get_protocol_error(c->display, &interface, &id);
        snprintf(buffer, size, "Wayland protocol error %u on %s@%u", code,
                 interface ? interface->name : "unknown interface", id);
    } else {
        snprintf(buffer, size, "Wayland connection lost: %s", strerror(err));
    }
    return err;
}

/* ---- teardown ----------------------------------------------------------------------- */

void cw_client_destroy(struct cw_client *c) {
    if (!c) return;
    cw_popup_destroy(c); /* before its parent, as xdg-shell requires */
    cw_clipboard_destroy(c); /* the data devices before their seats */
    spare_drop(c);
    for (int i = 0; i < CW_MAX_BUFFERS; i++) cw_client_destroy_buffer(c, i);
    if (c->frame_callback) wl_callback_destroy(c->frame_callback);
    if (c->globals_sync) wl_callback_destroy(c->globals_sync);
    cw_presentation_destroy(c); /* its feedbacks name the surface: before it */
    if (c->fractional_scale) wp_fractional_scale_v1_destroy(c->fractional_scale);
    if (c->viewport) wp_viewport_destroy(c->viewport);
    cw_toplevel_destroy(c);
    if (c->xdg_surface) xdg_surface_destroy(c->xdg_surface);
    if (c->surface) wl_surface_destroy(c->surface);
    cw_seats_destroy(c); /* their cursor surfaces use the theme's buffers: before it */
    cw_cursor_theme_destroy(c->cursor_theme);
    cw_test_clock_destroy(c);
    for (int i = 0; i < CW_MAX_OUTPUTS; i++)
        if (c->outputs[i].output) output_destroy(&c->outputs[i]);
    if (c->gestures) {
        if (zwp_pointer_gestures_v1_get_version(c->gestures) >= ZWP_POINTER_GESTURES_V1_RELEASE_SINCE_VERSION)
            zwp_pointer_gestures_v1_release(c->gestures);
        else
            zwp_pointer_gestures_v1_destroy(c->gestures);
    }
    if (c->cursor_shape_manager) wp_cursor_shape_manager_v1_destroy(c->cursor_shape_manager);
    if (c->decoration_manager) zxdg_decoration_manager_v1_destroy(c->decoration_manager);
    if (c->activation) xdg_activation_v1_destroy(c->activation);
    if (c->fractional_manager) wp_fractional_scale_manager_v1_destroy(c->fractional_manager);
    if (c->viewporter) wp_viewporter_destroy(c->viewporter);
    if (c->wm_base) xdg_wm_base_destroy(c->wm_base);
    if (c->shm) wl_shm_destroy(c->shm);
    if (c->compositor) wl_compositor_destroy(c->compositor);
    if (c->registry) wl_registry_destroy(c->registry);
    cw_queue_free(&c->queue);
    wl_display_flush(c->display);
    wl_display_disconnect(c->display);
    free(c);
}
