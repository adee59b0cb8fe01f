/* wl-inject: the Wayland side — globals, choosing the backend (backend-*.c), creating its
 * devices, and waiting until the seat advertises them (clients bind wl_pointer /
 * wl_keyboard / wl_touch only after that). */
#include "inject.h"

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "fake-input-client-protocol.h"
#include "virtual-keyboard-unstable-v1-client-protocol.h"
#include "wlr-virtual-pointer-unstable-v1-client-protocol.h"

uint32_t wli_now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint32_t)((uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u);
}

void wli_sleep_ms(int ms) {
    if (ms <= 0) return;
    struct timespec ts = { ms / 1000, (long)(ms % 1000) * 1000000L };
    while (nanosleep(&ts, &ts) == -1 && errno == EINTR) {}
}

static struct wli_seat *seat_entry(struct wli_state *s, struct wl_seat *seat) {
    for (int i = 0; i < s->seat_count; i++)
        if (s->seats[i].seat == seat) return &s->seats[i];
    return NULL;
}

static void seat_capabilities(void *data, struct wl_seat *seat, uint32_t caps) {
    struct wli_state *s = data;
    struct wli_seat *entry = seat_entry(s, seat);
    if (entry) entry->capabilities = caps;
    if (seat == s->seat) s->capabilities = caps;
    if (s->verbose) fprintf(stderr, "wl-inject: seat %s capabilities %u\n", entry ? entry->name : "?", caps);
}

static void seat_name(void *data, struct wl_seat *seat, const char *name) {
    struct wli_seat *entry = seat_entry(data, seat);
    if (entry) snprintf(entry->name, sizeof entry->name, "%s", name);
}

static const struct wl_seat_listener seat_listener = {
    .capabilities = seat_capabilities,
    .name = seat_name,
};

static void output_geometry(void *data, struct wl_output *o, int32_t x, int32_t y,
                            int32_t pw, int32_t ph, int32_t subpixel, const char *make,
                            const char *model, int32_t transform) {
    (void)data; (void)o; (void)x; (void)y; (void)pw; (void)ph; (void)subpixel;
    (void)make; (void)model; (void)transform;
}

static void output_mode(void *data, struct wl_output *o, uint32_t flags, int32_t w,
                        int32_t h, int32_t refresh) {
    (void)o; (void)refresh;
    struct wli_state *s = data;
    if (flags & WL_OUTPUT_MODE_CURRENT) {
        s->output_width = w;
        s->output_height = h;
    }
}

static void output_done(void *data, struct wl_output *o) { (void)data; (void)o; }
static void output_scale(void *data, struct wl_output *o, int32_t f) { (void)data; (void)o; (void)f; }

static const struct wl_output_listener output_listener = {
    .geometry = output_geometry,
    .mode = output_mode,
    .done = output_done,
    .scale = output_scale,
};

static void registry_global(void *data, struct wl_registry *r, uint32_t name,
                            const char *interface, uint32_t version) {
    struct wli_state *s = data;
    if (strcmp(interface, wl_seat_interface.name) == 0 && s->seat_count < (int)(sizeof s->seats / sizeof s->seats[0])) {
        struct wli_seat *entry = &s->seats[s->seat_count++];
        entry->seat = wl_registry_bind(r, name, &wl_seat_interface, version < 5 ? version : 5);
        wl_seat_add_listener(entry->seat, &seat_listener, s);
    } else if (strcmp(interface, wl_output_interface.name) == 0 && !s->output) {
        s->output = wl_registry_bind(r, name, &wl_output_interface, version < 2 ? version : 2);
        wl_output_add_listener(s->output, &output_listener, s);
    } else if (strcmp(interface, zwlr_virtual_pointer_manager_v1_interface.name) == 0) {
        s->pointer_manager = wl_registry_bind(r, name, &zwlr_virtual_pointer_manager_v1_interface,
                                              version < 2 ? version : 2);
    } else if (strcmp(interface, zwp_virtual_keyboard_manager_v1_interface.name) == 0) {
        s->keyboard_manager = wl_registry_bind(r, name, &zwp_virtual_keyboard_manager_v1_interface, 1);
    } else if (strcmp(interface, org_kde_kwin_fake_input_interface.name) == 0 && !s->fake_input) {
        s->fake_input_version = version < 4 ? version : 4;
        s->fake_input = wl_registry_bind(r, name, &org_kde_kwin_fake_input_interface, s->fake_input_version);
    }
}

static void registry_global_remove(void *data, struct wl_registry *r, uint32_t name) {
    (void)data; (void)r; (void)name;
}

static const struct wl_registry_listener registry_listener = {
    .global = registry_global,
    .global_remove = registry_global_remove,
};

/* Reports a dead connection with the protocol error when there is one. */
static int report_display_error(struct wli_state *s, const char *during) {
    int err = wl_display_get_error(s->display);
    const struct wl_interface *iface = NULL;
    uint32_t id = 0;
    uint32_t code = wl_display_get_protocol_error(s->display, &iface, &id);
    if (err == EPROTO && iface) {
        fprintf(stderr, "wl-inject: protocol error during %s: %s@%u error %u\n",
                during, iface->name, id, code);
    } else {
        fprintf(stderr, "wl-inject: connection lost during %s: %s\n", during, strerror(err));
    }
    return -1;
}

int wli_roundtrip(struct wli_state *s) {
    if (wl_display_roundtrip(s->display) < 0) return report_display_error(s, "roundtrip");
    return 0;
}

/* The seat named --seat (its name came with the second roundtrip), else the first. */
static int choose_seat(struct wli_state *s) {
    if (s->seat_count == 0) {
        fprintf(stderr, "wl-inject: the compositor has no wl_seat\n");
        return -1;
    }
    struct wli_seat *chosen = &s->seats[0];
    if (s->seat_name) {
        chosen = NULL;
        for (int i = 0; i < s->seat_count && !chosen; i++)
            if (!strcmp(s->seats[i].name, s->seat_name)) chosen = &s->seats[i];
        if (!chosen) {
            fprintf(stderr, "wl-inject: no wl_seat is named '%s'; the compositor has:", s->seat_name);
            for (int i = 0; i < s->seat_count; i++) fprintf(stderr, " '%s'", s->seats[i].name);
            fprintf(stderr, "\n");
            return -1;
        }
    }
    s->seat = chosen->seat;
    s->capabilities = chosen->capabilities;
    return 0;
}

int wli_connect(struct wli_state *s) {
    s->display = wl_display_connect(NULL);
    if (!s->display) {
        const char *name = getenv("WAYLAND_DISPLAY");
        fprintf(stderr, "wl-inject: cannot connect to WAYLAND_DISPLAY=%s (XDG_RUNTIME_DIR=%s)\n",
                name ? name : "(unset)", getenv("XDG_RUNTIME_DIR") ? getenv("XDG_RUNTIME_DIR") : "(unset)");
        return -1;
    }
    s->registry = wl_display_get_registry(s->display);
    wl_registry_add_listener(s->registry, &registry_listener, s);
    if (wli_roundtrip(s) < 0 || wli_roundtrip(s) < 0) return -1;
    if (choose_seat(s) < 0) return -1;
    bool wlr = s->pointer_manager && s->keyboard_manager;
    if (s->choice == WLI_BACKEND_WLR || (s->choice == WLI_BACKEND_AUTO && wlr)) {
        if (!wlr) {
            fprintf(stderr, "wl-inject: the compositor does not offer zwlr_virtual_pointer_manager_v1 "
                            "and zwp_virtual_keyboard_manager_v1\n");
            return -1;
        }
        s->backend = &wli_wlr_backend;
    } else if (s->fake_input) {
        s->backend = &wli_kde_backend;
    } else {
        fprintf(stderr, "wl-inject: the compositor offers no input protocol wl-inject knows "
                        "(zwlr_virtual_pointer_manager_v1 + zwp_virtual_keyboard_manager_v1, or "
                        "org_kde_kwin_fake_input: kwin offers it with KWIN_WAYLAND_NO_PERMISSION_CHECKS=1, "
                        "to clients of its own user only)\n");
        return -1;
    }
    if (s->extent_width == 0) s->extent_width = s->output_width > 0 ? (uint32_t)s->output_width : 800;
    if (s->extent_height == 0) s->extent_height = s->output_height > 0 ? (uint32_t)s->output_height : 600;
    return 0;
}

/* Dispatches events until the seat shows both capabilities or `timeout_ms` passes. */
static int wait_for_capabilities(struct wli_state *s, uint32_t wanted, int timeout_ms) {
    uint32_t start = wli_now_ms();
    while ((s->capabilities & wanted) != wanted) {
        int left = timeout_ms - (int)(wli_now_ms() - start);
        if (left <= 0) {
            fprintf(stderr, "wl-inject: the seat still has capabilities %u (want %u) after %d ms\n",
                    s->capabilities, wanted, timeout_ms);
            return -1;
        }
        if (wl_display_flush(s->display) < 0 && errno != EAGAIN) return report_display_error(s, "flush");
        struct pollfd pfd = { wl_display_get_fd(s->display), POLLIN, 0 };
        if (wl_display_prepare_read(s->display) != 0) {
            if (wl_display_dispatch_pending(s->display) < 0) return report_display_error(s, "dispatch");
            continue;
        }
        int n = poll(&pfd, 1, left);
        if (n > 0) {
            if (wl_display_read_events(s->display) < 0) return report_display_error(s, "read");
        } else {
            wl_display_cancel_read(s->display);
        }
        if (wl_display_dispatch_pending(s->display) < 0) return report_display_error(s, "dispatch");
    }
    return 0;
}

int wli_create_devices(struct wli_state *s, const char *keymap_file, int settle_ms) {
    /* The keymap resolves key names for every backend; the wlr keyboard also uploads it. */
    if (wli_keymap_compile(s, keymap_file) < 0 || s->backend->create(s) < 0) return -1;
    if (wli_roundtrip(s) < 0) return -1;
    if (wait_for_capabilities(s, s->backend->capabilities, 5000) < 0) return -1;
    /* Give every client time to see the capability change and bind its devices. */
    wli_sleep_ms(settle_ms);
    return wli_roundtrip(s);
}

int wli_unsupported(const struct wli_state *s, const char *what) {
    fprintf(stderr, "wl-inject: %s is not available through %s\n", what, s->backend->name);
    return -1;
}

void wli_destroy(struct wli_state *s) {
    if (s->backend) s->backend->destroy(s);
    if (s->display) {
        wl_display_roundtrip(s->display);
        wl_display_disconnect(s->display);
    }
    if (s->keymap) xkb_keymap_unref(s->keymap);
    if (s->xkb) xkb_context_unref(s->xkb);
}
