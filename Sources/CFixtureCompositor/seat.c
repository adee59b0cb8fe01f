/* wl_seat with wl_pointer, wl_keyboard and wl_touch, up to version 9 (through the v9 tables
 * of wayland-seat-v9, as the client takes them: libwayland 1.21's stop at v8); with
 * config.second_seat a second seat, seat1, has those capabilities and seat0 the rest. Each
 * event goes to the client's devices of its kind, so to the seat that has it. The keyboard
 * gets a real keymap: a us
 * layout compiled by xkbcommon, sent as a sealed memfd (XKB_V1), so the client's own
 * xkbcommon turns our evdev codes back into keysyms. Input goes to the resources of the
 * client that owns the focused toplevel. */
#include "internal.h"
#include "wayland-seat-v9-server-protocol.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

/* --- keymap ------------------------------------------------------------------------------ */

static bool create_keymap(struct fc_server *server) {
    server->xkb_context = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
    if (!server->xkb_context) return false;
    struct xkb_rule_names names = { .rules = "evdev", .model = "pc105", .layout = "us" };
    server->keymap = xkb_keymap_new_from_names(server->xkb_context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS);
    if (!server->keymap) return false;
    char *text = xkb_keymap_get_as_string(server->keymap, XKB_KEYMAP_FORMAT_TEXT_V1);
    if (!text) return false;
    size_t size = strlen(text) + 1;
    int fd = memfd_create("fixture-compositor-keymap", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    bool ok = fd >= 0 && write(fd, text, size) == (ssize_t)size;
    free(text);
    if (!ok) { if (fd >= 0) close(fd); return false; }
    /* Clients map it read-only; sealing makes that a promise (as wlroots does). */
    fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL);
    server->keymap_fd = fd;
    server->keymap_size = (uint32_t)size;
    const char *mod_names[4] = { XKB_MOD_NAME_SHIFT, XKB_MOD_NAME_CTRL, XKB_MOD_NAME_ALT, XKB_MOD_NAME_LOGO };
    for (int i = 0; i < 4; i++) {
        xkb_mod_index_t index = xkb_keymap_mod_get_index(server->keymap, mod_names[i]);
        server->mod_masks[i] = index == XKB_MOD_INVALID ? 0 : (1u << index);
    }
    return true;
}

/* The evdev code of the first key that yields `keysym` at `level` of layout 0, or -1. */
static int64_t evdev_for_keysym(const struct xkb_keymap *keymap, uint32_t keysym, xkb_level_index_t level) {
    xkb_keycode_t min = xkb_keymap_min_keycode((struct xkb_keymap *)keymap);
    xkb_keycode_t max = xkb_keymap_max_keycode((struct xkb_keymap *)keymap);
    for (xkb_keycode_t code = min; code <= max; code++) {
        const xkb_keysym_t *syms;
        int count = xkb_keymap_key_get_syms_by_level((struct xkb_keymap *)keymap, code, 0, level, &syms);
        for (int i = 0; i < count; i++)
            if (syms[i] == keysym && code >= 8) return (int64_t)code - 8;
    }
    return -1;
}

/* --- device resources ---------------------------------------------------------------------- */

static void device_release(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static void pointer_set_cursor(struct wl_client *c, struct wl_resource *r, uint32_t serial,
                               struct wl_resource *surface, int32_t x, int32_t y) {
    (void)c;
    fc_cursor_set(wl_resource_get_user_data(r), r, serial, surface, x, y);
}

static const struct wl_pointer_interface pointer_impl = { .set_cursor = pointer_set_cursor, .release = device_release };
static const struct wl_keyboard_interface keyboard_impl = { .release = device_release };
static const struct wl_touch_interface touch_impl = { .release = device_release };

static struct fc_server *seat_server(struct wl_resource *seat) {
    return ((struct fc_seat_global *)wl_resource_get_user_data(seat))->server;
}

/* The capabilities seat `index` has of `capabilities`. */
static uint32_t seat_share(const struct fc_server *server, uint32_t index, uint32_t capabilities) {
    if (index == 1) return capabilities & server->config.second_seat;
    return server->config.second_seat_shares ? capabilities : capabilities & ~server->config.second_seat;
}

static void seat_get_pointer(struct wl_client *client, struct wl_resource *seat, uint32_t id) {
    struct fc_server *server = seat_server(seat);
    struct wl_resource *r = wl_resource_create(client, &wl9_pointer_interface, wl_resource_get_version(seat), id);
    if (!r) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(r, &pointer_impl, server, fc_untrack_resource);
    fc_track(&server->pointers, r);
    server->status.pointers_bound++;
}

static void seat_get_keyboard(struct wl_client *client, struct wl_resource *seat, uint32_t id) {
    struct fc_server *server = seat_server(seat);
    struct wl_resource *r = wl_resource_create(client, &wl9_keyboard_interface, wl_resource_get_version(seat), id);
    if (!r) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(r, &keyboard_impl, server, fc_untrack_resource);
    fc_track(&server->keyboards, r);
    server->status.keyboards_bound++;
    if (!fc_fault_send_keymap(server, r))
        wl_keyboard_send_keymap(r, WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1, server->keymap_fd, server->keymap_size);
    if (server->config.repeat_rate >= 0 && wl_resource_get_version(r) >= WL_KEYBOARD_REPEAT_INFO_SINCE_VERSION)
        wl_keyboard_send_repeat_info(r, server->config.repeat_rate, server->config.repeat_delay);
}

static void seat_get_touch(struct wl_client *client, struct wl_resource *seat, uint32_t id) {
    struct fc_server *server = seat_server(seat);
    struct wl_resource *r = wl_resource_create(client, &wl9_touch_interface, wl_resource_get_version(seat), id);
    if (!r) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(r, &touch_impl, server, fc_untrack_resource);
    fc_track(&server->touches, r);
    server->status.touches_bound++;
}

static void seat_release(struct wl_client *client, struct wl_resource *resource) {
    seat_server(resource)->status.seats_released++;
    device_release(client, resource);
}

static const struct wl_seat_interface seat_impl = {
    .get_pointer = seat_get_pointer,
    .get_keyboard = seat_get_keyboard,
    .get_touch = seat_get_touch,
    .release = seat_release,
};

static void seat_bind(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct fc_seat_global *global = data;
    struct fc_server *server = global->server;
    struct wl_resource *resource = wl_resource_create(client, &wl9_seat_interface, (int)version, id);
    if (!resource) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(resource, &seat_impl, global, fc_untrack_resource);
    fc_track(&server->seats, resource);
    server->status.seats_bound++;
    wl_seat_send_capabilities(resource, seat_share(server, global->index, server->capabilities));
    if (version >= WL_SEAT_NAME_SINCE_VERSION) wl_seat_send_name(resource, global->index == 1 ? "seat1" : "seat0");
}

static bool seat_announce(struct fc_server *server, uint32_t index) {
    struct fc_seat_global *seat = &server->seat_globals[index];
    *seat = (struct fc_seat_global){.server = server, .index = index};
    seat->global =
        wl_global_create(server->display, &wl9_seat_interface, (int)server->config.seat_version, seat, seat_bind);
    return seat->global != NULL;
}

bool fc_seat_init_globals(struct fc_server *server) {
    return create_keymap(server) && seat_announce(server, 0);
}

void fc_second_seat_announce(struct fc_server *server) {
    if (!server->config.second_seat || server->seat_globals[1].global) return;
    if (!seat_announce(server, 1)) fc_log(server, "the second seat's global could not be created");
}

/* Removed, not destroyed: a client may still bind it before it reads the global_remove; the
 * display destroys it at the end. */
void fc_second_seat_withdraw(struct fc_server *server) {
    if (server->seat_globals[1].global) wl_global_remove(server->seat_globals[1].global);
}

void fc_seat_free(struct fc_server *server) {
    if (server->keymap_fd >= 0) close(server->keymap_fd);
    xkb_keymap_unref(server->keymap);
    xkb_context_unref(server->xkb_context);
}

void fc_send_capabilities(struct fc_server *server, uint32_t capabilities) {
    /* A compositor announces changes only: the fixture's start-up capabilities were already
     * sent at bind, and sending them twice would show up in the client's trace. */
    if (capabilities == server->capabilities) return;
    uint32_t before = server->capabilities;
    server->capabilities = capabilities;
    struct wl_resource *seat;
    wl_resource_for_each(seat, &server->seats) {
        uint32_t index = ((struct fc_seat_global *)wl_resource_get_user_data(seat))->index;
        uint32_t share = seat_share(server, index, capabilities);
        if (share != seat_share(server, index, before)) wl_seat_send_capabilities(seat, share);
    }
}

/* --- sending input ------------------------------------------------------------------------- */

int fc_begin_send(struct fc_server *server, struct wl_list *list, uint32_t since) {
    struct wl_client *client = fc_focus_client(server);
    struct wl_resource *r;
    bool any = false;
    if (client)
        wl_resource_for_each(r, list)
            if (wl_resource_get_client(r) == client && wl_resource_get_version(r) >= (int)since) any = true;
    if (any) {
        server->status.input_events_sent++;
    } else {
        server->status.input_events_dropped++;
        const char *device = list == &server->pointers ? "wl_pointer"
                           : list == &server->keyboards ? "wl_keyboard"
                           : list == &server->touches ? "wl_touch" : "pointer gesture";
        fc_log(server, "an event for %s (version %u+) was dropped: %s", device, since,
               client ? "the client has no such object" : "no window has focus");
    }
    return any;
}

static uint32_t next_serial(struct fc_server *server) { return wl_display_next_serial(server->display); }

void fc_pointer_enter(struct fc_server *server, double x, double y) {
    struct wl_resource *r;
    uint32_t serial = next_serial(server);
    server->pointer_enter_serial = serial;
    FOR_FOCUSED(server, &server->pointers, 1, r)
        wl_pointer_send_enter(r, serial, fc_focus_surface(server), wl_fixed_from_double(x), wl_fixed_from_double(y));
    server->pointer_focused = fc_focus_surface(server) != NULL;
}

void fc_pointer_leave(struct fc_server *server) {
    struct wl_resource *r;
    uint32_t serial = next_serial(server);
    FOR_FOCUSED(server, &server->pointers, 1, r) wl_pointer_send_leave(r, serial, fc_focus_surface(server));
    server->pointer_focused = false;
}

void fc_pointer_motion(struct fc_server *server, uint32_t time, double x, double y) {
    struct wl_resource *r;
    FOR_FOCUSED(server, &server->pointers, 1, r)
        wl_pointer_send_motion(r, time, wl_fixed_from_double(x), wl_fixed_from_double(y));
}

void fc_pointer_button(struct fc_server *server, uint32_t time, uint32_t button, bool pressed) {
    struct wl_resource *r;
    uint32_t serial = next_serial(server);
    if (pressed) server->press_serial = serial;
    FOR_FOCUSED(server, &server->pointers, 1, r)
        wl_pointer_send_button(r, serial, time, button,
                               pressed ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED);
}

void fc_pointer_axis(struct fc_server *server, uint32_t time, uint32_t axis, double value) {
    struct wl_resource *r;
    FOR_FOCUSED(server, &server->pointers, 1, r) wl_pointer_send_axis(r, time, axis, wl_fixed_from_double(value));
}

void fc_pointer_axis_source(struct fc_server *server, uint32_t source) {
    struct wl_resource *r;
    FOR_FOCUSED(server, &server->pointers, WL_POINTER_AXIS_SOURCE_SINCE_VERSION, r)
        wl_pointer_send_axis_source(r, source);
}

void fc_pointer_axis_stop(struct fc_server *server, uint32_t time, uint32_t axis) {
    struct wl_resource *r;
    FOR_FOCUSED(server, &server->pointers, WL_POINTER_AXIS_STOP_SINCE_VERSION, r)
        wl_pointer_send_axis_stop(r, time, axis);
}

void fc_pointer_axis_discrete(struct fc_server *server, uint32_t axis, int32_t steps) {
    struct wl_resource *r;
    /* axis_discrete exists for v5–v7 only; v8 clients get axis_value120 instead. */
    FOR_FOCUSED(server, &server->pointers, WL_POINTER_AXIS_DISCRETE_SINCE_VERSION, r)
        if (wl_resource_get_version(r) < WL_POINTER_AXIS_VALUE120_SINCE_VERSION)
            wl_pointer_send_axis_discrete(r, axis, steps);
}

void fc_pointer_axis_value120(struct fc_server *server, uint32_t axis, int32_t value120) {
    struct wl_resource *r;
    FOR_FOCUSED(server, &server->pointers, WL_POINTER_AXIS_VALUE120_SINCE_VERSION, r)
        wl_pointer_send_axis_value120(r, axis, value120);
    /* v5–v7 clients get whole clicks as axis_discrete once the high-resolution steps add up
     * to one, as wlroots does. */
    if (axis > 1) return;
    server->value120_accumulated[axis] += value120;
    int32_t steps = server->value120_accumulated[axis] / 120;
    if (steps == 0) return;
    server->value120_accumulated[axis] -= steps * 120;
    struct wl_client *client = fc_focus_client(server);
    wl_resource_for_each(r, &server->pointers)
        if (wl_resource_get_client(r) == client && wl_resource_get_version(r) >= WL_POINTER_AXIS_DISCRETE_SINCE_VERSION &&
            wl_resource_get_version(r) < WL_POINTER_AXIS_VALUE120_SINCE_VERSION)
            wl_pointer_send_axis_discrete(r, axis, steps);
}

void fc_pointer_axis_relative_direction(struct fc_server *server, uint32_t axis, bool inverted) {
    struct wl_resource *r;
    FOR_FOCUSED(server, &server->pointers, WL9_POINTER_AXIS_RELATIVE_DIRECTION_SINCE_VERSION, r)
        wl9_pointer_send_axis_relative_direction(r, axis, inverted ? WL9_POINTER_AXIS_RELATIVE_DIRECTION_INVERTED
                                                                    : WL9_POINTER_AXIS_RELATIVE_DIRECTION_IDENTICAL);
}

void fc_pointer_frame(struct fc_server *server) {
    struct wl_resource *r;
    FOR_FOCUSED(server, &server->pointers, WL_POINTER_FRAME_SINCE_VERSION, r) wl_pointer_send_frame(r);
}

void fc_touch_down(struct fc_server *server, uint32_t time, int32_t id, double x, double y) {
    struct wl_resource *r;
    uint32_t serial = next_serial(server);
    server->press_serial = serial;
    FOR_FOCUSED(server, &server->touches, 1, r)
        wl_touch_send_down(r, serial, time, fc_focus_surface(server), id, wl_fixed_from_double(x),
                           wl_fixed_from_double(y));
}

void fc_touch_motion(struct fc_server *server, uint32_t time, int32_t id, double x, double y) {
    struct wl_resource *r;
    FOR_FOCUSED(server, &server->touches, 1, r)
        wl_touch_send_motion(r, time, id, wl_fixed_from_double(x), wl_fixed_from_double(y));
}

void fc_touch_up(struct fc_server *server, uint32_t time, int32_t id) {
    struct wl_resource *r;
    uint32_t serial = next_serial(server);
    FOR_FOCUSED(server, &server->touches, 1, r) wl_touch_send_up(r, serial, time, id);
}

void fc_touch_cancel(struct fc_server *server) {
    struct wl_resource *r;
    FOR_FOCUSED(server, &server->touches, 1, r) wl_touch_send_cancel(r);
}

void fc_touch_frame(struct fc_server *server) {
    struct wl_resource *r;
    FOR_FOCUSED(server, &server->touches, 1, r) wl_touch_send_frame(r);
}

void fc_keyboard_enter(struct fc_server *server) {
    struct wl_resource *r;
    uint32_t serial = next_serial(server);
    struct wl_array keys;
    wl_array_init(&keys);
    FOR_FOCUSED(server, &server->keyboards, 1, r) wl_keyboard_send_enter(r, serial, fc_focus_surface(server), &keys);
    wl_array_release(&keys);
    server->keyboard_focused = fc_focus_surface(server) != NULL;
}

void fc_keyboard_leave(struct fc_server *server) {
    struct wl_resource *r;
    uint32_t serial = next_serial(server);
    FOR_FOCUSED(server, &server->keyboards, 1, r) wl_keyboard_send_leave(r, serial, fc_focus_surface(server));
    server->keyboard_focused = false;
}

bool fc_keyboard_key_sym(struct fc_server *server, uint32_t time, uint32_t keysym, bool pressed) {
    int64_t code = evdev_for_keysym(server->keymap, keysym, 0);
    if (code < 0) code = evdev_for_keysym(server->keymap, keysym, 1);
    if (code < 0) {
        fc_log(server, "keysym 0x%x: no key of the us keymap produces it; not sent", keysym);
        server->status.input_events_dropped++;
        return false;
    }
    struct wl_resource *r;
    uint32_t serial = next_serial(server);
    if (pressed) server->key_serial = serial;
    FOR_FOCUSED(server, &server->keyboards, 1, r)
        wl_keyboard_send_key(r, serial, time, (uint32_t)code,
                             pressed ? WL_KEYBOARD_KEY_STATE_PRESSED : WL_KEYBOARD_KEY_STATE_RELEASED);
    return true;
}

void fc_keyboard_modifiers(struct fc_server *server, uint32_t fc_mods) {
    uint32_t depressed = 0;
    for (int i = 0; i < 4; i++)
        if (fc_mods & (1u << i)) depressed |= server->mod_masks[i];
    struct wl_resource *r;
    uint32_t serial = next_serial(server);
    FOR_FOCUSED(server, &server->keyboards, 1, r) wl_keyboard_send_modifiers(r, serial, depressed, 0, 0, 0);
}

void fc_keyboard_repeat_info(struct fc_server *server, int32_t rate, int32_t delay) {
    struct wl_resource *r;
    FOR_FOCUSED(server, &server->keyboards, WL_KEYBOARD_REPEAT_INFO_SINCE_VERSION, r)
        wl_keyboard_send_repeat_info(r, rate, delay);
}
