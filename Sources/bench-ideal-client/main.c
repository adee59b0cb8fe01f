/* bench-ideal-client: the floor of the bench's input-to-photon figure (P8, docs/BENCH.md).
 * The least a Wayland client can do between a pointer motion and a new frame: no toolkit,
 * no drawing, no pacing. Its two shm buffers are filled once, in two colours; on each
 * wl_pointer.motion it attaches the other one, damages it whole and commits at once, with
 * wp_presentation feedback. It writes the frame log `opacity-bars --frame-log` writes, so
 * the bench reads both the same way:
 *
 *     # bench-ideal-client frame log
 *     presented FRAME PRESENTED_US SEQ REFRESH_NS FLAGS COMMITTED_US [MOTION_MS ...]
 *     discarded COUNT
 *     clock ID|none
 *
 * MOTION_MS are the motions a frame was the first to show (a discarded frame's go to the
 * next one shown). Times in µs on CLOCK_MONOTONIC, motions as the compositor stamped them.
 *
 * Usage: bench-ideal-client --frame-log FILE [--width W --height H]
 * The log is created with the first commit (the window maps): a bench waits for it. SIGTERM or SIGINT end it (status 0) after the log's last two lines. */
#include "presentation-time-client-protocol.h"
#include "xdg-shell-client-protocol.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include <wayland-client.h>

/* Commits whose feedback has not come yet; older ones are forgotten (their motions too). */
#define MAX_PENDING 64
/* Motions carried by one pending frame (its own, plus those of discarded frames before it). */
#define MAX_MOTIONS 256

struct pending {
    struct wp_presentation_feedback *feedback;
    uint32_t frame;
    int64_t committed_us;
    uint32_t motions[MAX_MOTIONS];
    int motion_count;
};

struct client {
    struct wl_display *display;
    struct wl_compositor *compositor;
    struct wl_shm *shm;
    struct xdg_wm_base *wm_base;
    struct wl_seat *seat;
    struct wl_pointer *pointer;
    struct wp_presentation *presentation;
    struct wl_surface *surface;
    struct xdg_surface *xdg_surface;
    struct xdg_toplevel *toplevel;
    struct wl_buffer *buffers[2];
    int32_t width, height;
    bool configured, mapped;
    int next_buffer;
    uint32_t frames;
    struct pending pending[MAX_PENDING];
    int pending_count;
    uint32_t discarded;
    int clock_id; /* -1: wp_presentation not offered */
    const char *log_path;
    FILE *log;
};

static volatile sig_atomic_t stop;
static void on_signal(int signal) { (void)signal; stop = 1; }

static int64_t now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static void die(const char *what) {
    fprintf(stderr, "bench-ideal-client: %s\n", what);
    exit(1);
}

/* --- Buffers: two, filled once ------------------------------------------------------------ */

static struct wl_buffer *filled_buffer(struct client *c, uint32_t argb) {
    int32_t stride = c->width * 4;
    size_t size = (size_t)stride * (size_t)c->height;
    int fd = memfd_create("bench-ideal-client", MFD_CLOEXEC);
    if (fd < 0 || ftruncate(fd, (off_t)size) < 0) die("cannot create shared memory");
    uint32_t *pixels = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (pixels == MAP_FAILED) die("cannot map shared memory");
    for (size_t i = 0; i < size / 4; i++) pixels[i] = argb;
    munmap(pixels, size);
    struct wl_shm_pool *pool = wl_shm_create_pool(c->shm, fd, (int32_t)size);
    struct wl_buffer *buffer = wl_shm_pool_create_buffer(pool, 0, c->width, c->height, stride, WL_SHM_FORMAT_XRGB8888);
    wl_shm_pool_destroy(pool);
    close(fd);
    return buffer;
}

/* --- Presentation feedback ------------------------------------------------------------------ */

static int pending_index(struct client *c, struct wp_presentation_feedback *feedback) {
    for (int i = 0; i < c->pending_count; i++)
        if (c->pending[i].feedback == feedback) return i;
    return -1;
}

static void remove_pending(struct client *c, int first, int count) {
    for (int i = first; i < first + count; i++) wp_presentation_feedback_destroy(c->pending[i].feedback);
    memmove(&c->pending[first], &c->pending[first + count],
            (size_t)(c->pending_count - first - count) * sizeof c->pending[0]);
    c->pending_count -= count;
}

static void feedback_sync_output(void *data, struct wp_presentation_feedback *f, struct wl_output *output) {
    (void)data; (void)f; (void)output;
}

/* Shown: so were the motions of every earlier frame still waiting. */
static void feedback_presented(void *data, struct wp_presentation_feedback *f, uint32_t tv_sec_hi,
                               uint32_t tv_sec_lo, uint32_t tv_nsec, uint32_t refresh, uint32_t seq_hi,
                               uint32_t seq_lo, uint32_t flags) {
    struct client *c = data;
    int index = pending_index(c, f);
    if (index < 0) return;
    int64_t presented_us = (int64_t)((((uint64_t)tv_sec_hi << 32) | tv_sec_lo) * 1000000 + tv_nsec / 1000);
    uint64_t seq = ((uint64_t)seq_hi << 32) | seq_lo;
    struct pending *p = &c->pending[index];
    fprintf(c->log, "presented %u %lld %llu %u %u %lld", p->frame, (long long)presented_us,
            (unsigned long long)seq, refresh, flags, (long long)p->committed_us);
    for (int i = 0; i <= index; i++)
        for (int m = 0; m < c->pending[i].motion_count; m++) fprintf(c->log, " %u", c->pending[i].motions[m]);
    fputc('\n', c->log);
    fflush(c->log);
    remove_pending(c, 0, index + 1);
}

/* Never shown: its motions wait for the next frame that is. */
static void feedback_discarded(void *data, struct wp_presentation_feedback *f) {
    struct client *c = data;
    int index = pending_index(c, f);
    if (index < 0) return;
    c->discarded++;
    if (index + 1 < c->pending_count) {
        struct pending *from = &c->pending[index], *to = &c->pending[index + 1];
        int room = MAX_MOTIONS - to->motion_count, n = from->motion_count < room ? from->motion_count : room;
        memmove(&to->motions[n], to->motions, (size_t)to->motion_count * sizeof to->motions[0]);
        memcpy(to->motions, from->motions, (size_t)n * sizeof to->motions[0]);
        to->motion_count += n;
    }
    remove_pending(c, index, 1);
}

static const struct wp_presentation_feedback_listener feedback_listener = {
    .sync_output = feedback_sync_output,
    .presented = feedback_presented,
    .discarded = feedback_discarded,
};

/* --- The frame: the other buffer, committed at once ------------------------------------------ */

static void commit_frame(struct client *c, const uint32_t *motion) {
    if (!c->configured) return;
    if (c->presentation) {
        if (c->pending_count == MAX_PENDING) remove_pending(c, 0, 1);
        struct pending *p = &c->pending[c->pending_count++];
        p->feedback = wp_presentation_feedback(c->presentation, c->surface);
        wp_presentation_feedback_add_listener(p->feedback, &feedback_listener, c);
        p->frame = ++c->frames;
        p->motion_count = motion ? 1 : 0;
        if (motion) p->motions[0] = *motion;
        p->committed_us = now_us();
    }
    wl_surface_attach(c->surface, c->buffers[c->next_buffer], 0, 0);
    wl_surface_damage_buffer(c->surface, 0, 0, c->width, c->height);
    wl_surface_commit(c->surface);
    c->next_buffer ^= 1;
    wl_display_flush(c->display);
}

/* --- Input: every motion commits --------------------------------------------------------------- */

static void pointer_enter(void *data, struct wl_pointer *p, uint32_t serial, struct wl_surface *s, wl_fixed_t x,
                          wl_fixed_t y) { (void)data; (void)p; (void)serial; (void)s; (void)x; (void)y; }
static void pointer_leave(void *data, struct wl_pointer *p, uint32_t serial, struct wl_surface *s) {
    (void)data; (void)p; (void)serial; (void)s;
}
static void pointer_motion(void *data, struct wl_pointer *p, uint32_t time, wl_fixed_t x, wl_fixed_t y) {
    (void)p; (void)x; (void)y;
    commit_frame(data, &time);
}
static void pointer_button(void *data, struct wl_pointer *p, uint32_t serial, uint32_t time, uint32_t button,
                           uint32_t state) { (void)data; (void)p; (void)serial; (void)time; (void)button; (void)state; }
static void pointer_axis(void *data, struct wl_pointer *p, uint32_t time, uint32_t axis, wl_fixed_t value) {
    (void)data; (void)p; (void)time; (void)axis; (void)value;
}
static void pointer_frame(void *data, struct wl_pointer *p) { (void)data; (void)p; }
static void pointer_axis_source(void *data, struct wl_pointer *p, uint32_t source) { (void)data; (void)p; (void)source; }
static void pointer_axis_stop(void *data, struct wl_pointer *p, uint32_t time, uint32_t axis) {
    (void)data; (void)p; (void)time; (void)axis;
}
static void pointer_axis_discrete(void *data, struct wl_pointer *p, uint32_t axis, int32_t discrete) {
    (void)data; (void)p; (void)axis; (void)discrete;
}
static void pointer_axis_value120(void *data, struct wl_pointer *p, uint32_t axis, int32_t value120) {
    (void)data; (void)p; (void)axis; (void)value120;
}

static const struct wl_pointer_listener pointer_listener = {
    .enter = pointer_enter, .leave = pointer_leave, .motion = pointer_motion, .button = pointer_button,
    .axis = pointer_axis, .frame = pointer_frame, .axis_source = pointer_axis_source,
    .axis_stop = pointer_axis_stop, .axis_discrete = pointer_axis_discrete, .axis_value120 = pointer_axis_value120,
};

static void seat_capabilities(void *data, struct wl_seat *seat, uint32_t caps) {
    struct client *c = data;
    bool has = caps & WL_SEAT_CAPABILITY_POINTER;
    if (has && !c->pointer) {
        c->pointer = wl_seat_get_pointer(seat);
        wl_pointer_add_listener(c->pointer, &pointer_listener, c);
    } else if (!has && c->pointer) {
        wl_pointer_release(c->pointer);
        c->pointer = NULL;
    }
}
static void seat_name(void *data, struct wl_seat *seat, const char *name) { (void)data; (void)seat; (void)name; }
static const struct wl_seat_listener seat_listener = {.capabilities = seat_capabilities, .name = seat_name};

/* --- The window -------------------------------------------------------------------------------- */

static void wm_base_ping(void *data, struct xdg_wm_base *wm_base, uint32_t serial) {
    (void)data;
    xdg_wm_base_pong(wm_base, serial);
}
static const struct xdg_wm_base_listener wm_base_listener = {.ping = wm_base_ping};

static void toplevel_configure(void *data, struct xdg_toplevel *t, int32_t width, int32_t height,
                               struct wl_array *states) {
    (void)t; (void)states;
    struct client *c = data;
    if (!c->buffers[0] && width > 0 && height > 0) { c->width = width; c->height = height; }
}
static void toplevel_close(void *data, struct xdg_toplevel *t) { (void)t; (void)data; stop = 1; }
static void toplevel_bounds(void *data, struct xdg_toplevel *t, int32_t w, int32_t h) {
    (void)data; (void)t; (void)w; (void)h;
}
static void toplevel_capabilities(void *data, struct xdg_toplevel *t, struct wl_array *caps) {
    (void)data; (void)t; (void)caps;
}
static const struct xdg_toplevel_listener toplevel_listener = {
    .configure = toplevel_configure, .close = toplevel_close,
    .configure_bounds = toplevel_bounds, .wm_capabilities = toplevel_capabilities,
};

/* The first configure fixes the size; the buffers are made then, and the first frame drawn. */
static void xdg_surface_configure(void *data, struct xdg_surface *s, uint32_t serial) {
    struct client *c = data;
    xdg_surface_ack_configure(s, serial);
    if (c->buffers[0]) return;   /* a later configure (focus): the same size is kept */
    c->buffers[0] = filled_buffer(c, 0xff336699);
    c->buffers[1] = filled_buffer(c, 0xff996633);
    c->configured = true;
    /* The log exists from the first commit on: a bench waits for it. */
    c->log = fopen(c->log_path, "w");
    if (!c->log) die("cannot write the frame log");
    fputs("# bench-ideal-client frame log\n", c->log);
    fflush(c->log);
    commit_frame(c, NULL);
}
static const struct xdg_surface_listener xdg_surface_listener = {.configure = xdg_surface_configure};

static void presentation_clock(void *data, struct wp_presentation *p, uint32_t clock_id) {
    (void)p;
    ((struct client *)data)->clock_id = (int)clock_id;
}
static const struct wp_presentation_listener presentation_listener = {.clock_id = presentation_clock};

static void registry_global(void *data, struct wl_registry *registry, uint32_t name, const char *interface,
                            uint32_t version) {
    struct client *c = data;
    if (strcmp(interface, wl_compositor_interface.name) == 0) {
        c->compositor = wl_registry_bind(registry, name, &wl_compositor_interface, 4);
    } else if (strcmp(interface, wl_shm_interface.name) == 0) {
        c->shm = wl_registry_bind(registry, name, &wl_shm_interface, 1);
    } else if (strcmp(interface, xdg_wm_base_interface.name) == 0) {
        c->wm_base = wl_registry_bind(registry, name, &xdg_wm_base_interface, 1);
        xdg_wm_base_add_listener(c->wm_base, &wm_base_listener, c);
    } else if (strcmp(interface, wl_seat_interface.name) == 0 && !c->seat) {
        c->seat = wl_registry_bind(registry, name, &wl_seat_interface, version < 5 ? version : 5);
        wl_seat_add_listener(c->seat, &seat_listener, c);
    } else if (strcmp(interface, wp_presentation_interface.name) == 0) {
        c->presentation = wl_registry_bind(registry, name, &wp_presentation_interface, 1);
        wp_presentation_add_listener(c->presentation, &presentation_listener, c);
    }
}
static void registry_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data; (void)registry; (void)name;
}
static const struct wl_registry_listener registry_listener = {.global = registry_global, .global_remove = registry_remove};

int main(int argc, char **argv) {
    struct client c = {.width = 800, .height = 600, .clock_id = -1};
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--frame-log") == 0 && i + 1 < argc) c.log_path = argv[++i];
        else if (strcmp(argv[i], "--width") == 0 && i + 1 < argc) c.width = atoi(argv[++i]);
        else if (strcmp(argv[i], "--height") == 0 && i + 1 < argc) c.height = atoi(argv[++i]);
        else {
            fprintf(stderr, "usage: bench-ideal-client --frame-log FILE [--width W --height H]\n");
            return 2;
        }
    }
    if (!c.log_path || c.width <= 0 || c.height <= 0) die("--frame-log FILE is required; sizes must be positive");
    struct sigaction sa = {.sa_handler = on_signal};
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGINT, &sa, NULL);

    c.display = wl_display_connect(NULL);
    if (!c.display) die("cannot connect to the Wayland display");
    struct wl_registry *registry = wl_display_get_registry(c.display);
    wl_registry_add_listener(registry, &registry_listener, &c);
    wl_display_roundtrip(c.display);
    if (!c.compositor || !c.shm || !c.wm_base) die("the compositor lacks wl_compositor, wl_shm or xdg_wm_base");
    wl_display_roundtrip(c.display);   /* wp_presentation.clock_id */

    c.surface = wl_compositor_create_surface(c.compositor);
    c.xdg_surface = xdg_wm_base_get_xdg_surface(c.wm_base, c.surface);
    xdg_surface_add_listener(c.xdg_surface, &xdg_surface_listener, &c);
    c.toplevel = xdg_surface_get_toplevel(c.xdg_surface);
    xdg_toplevel_add_listener(c.toplevel, &toplevel_listener, &c);
    xdg_toplevel_set_title(c.toplevel, "bench-ideal-client");
    wl_surface_commit(c.surface);

    while (!stop) {
        while (wl_display_prepare_read(c.display) != 0) wl_display_dispatch_pending(c.display);
        wl_display_flush(c.display);
        struct pollfd fd = {.fd = wl_display_get_fd(c.display), .events = POLLIN};
        if (poll(&fd, 1, -1) < 0) {
            wl_display_cancel_read(c.display);
            if (errno == EINTR) continue;
            die("poll failed");
        }
        if (wl_display_read_events(c.display) < 0 || wl_display_dispatch_pending(c.display) < 0)
            die("the compositor closed the connection");
    }
    if (c.log) {
        fprintf(c.log, "discarded %u\n", c.discarded);
        if (c.clock_id >= 0) fprintf(c.log, "clock %d\n", c.clock_id);
        else fputs("clock none\n", c.log);
        fclose(c.log);
    }
    wl_display_disconnect(c.display);
    return 0;
}
