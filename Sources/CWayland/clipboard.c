/* The clipboard (wl_data_device_manager): the app offers text it copied as the selection and
 * answers the compositor's `send` requests with it. Each seat gets a wl_data_device; a copy
 * becomes a wl_data_source offering text/plain;charset=utf-8 and text/plain, set as the
 * selection of the seat whose key was pressed last, with that key's serial (a compositor
 * takes a selection only with the serial of an input event it sent).
 *
 * Callbacks only convert and queue (cw_emit): a `send` hands its fd to the Swift side, which
 * writes the text without blocking the loop and closes it; a `cancelled` source (another
 * client took the selection) is destroyed here, its lifetime being the shim's, and reported.
 * The app pastes nothing: the offers other clients make are declined at once. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The one mime type the text is written for under either name (the Swift side writes UTF-8). */
static const char *const offered_types[] = {"text/plain;charset=utf-8", "text/plain"};

/* ---- wl_data_source ------------------------------------------------------------------ */

static void source_target(void *data, struct wl_data_source *s, const char *mime) {
    (void)data; (void)s; (void)mime; /* drag and drop only */
}

static void source_send(void *data, struct wl_data_source *s, const char *mime, int32_t fd) {
    struct cw_client *c = data;
    uint32_t known = 0;
    for (size_t i = 0; i < sizeof offered_types / sizeof offered_types[0]; i++)
        if (mime && strcmp(mime, offered_types[i]) == 0) known = 1;
    uint32_t source = s == c->selection ? c->selection_number : 0;
    cw_emit(c, (struct cw_event){.type = CW_EVENT_DATA_SEND,
                                 .data.data_send = {.source = source, .fd = fd, .text = known}});
}

static void source_cancelled(void *data, struct wl_data_source *s) {
    struct cw_client *c = data;
    uint32_t source = 0;
    if (s == c->selection) {
        source = c->selection_number;
        c->selection = NULL;
    }
    wl_data_source_destroy(s);
    if (source) cw_emit(c, (struct cw_event){.type = CW_EVENT_DATA_CANCELLED, .data.data_cancelled = {.source = source}});
}

static void source_dnd_drop_performed(void *data, struct wl_data_source *s) { (void)data; (void)s; }
static void source_dnd_finished(void *data, struct wl_data_source *s) { (void)data; (void)s; }
static void source_action(void *data, struct wl_data_source *s, uint32_t action) { (void)data; (void)s; (void)action; }

static const struct wl_data_source_listener source_listener = {
    .target = source_target,
    .send = source_send,
    .cancelled = source_cancelled,
    .dnd_drop_performed = source_dnd_drop_performed,
    .dnd_finished = source_dnd_finished,
    .action = source_action,
};

/* ---- wl_data_device ------------------------------------------------------------------ */

static void device_data_offer(void *data, struct wl_data_device *d, struct wl_data_offer *offer) {
    (void)data; (void)d;
    /* Declined: its own events and the `selection` or `enter` naming it find it gone (NULL). */
    wl_data_offer_destroy(offer);
}

static void device_enter(void *data, struct wl_data_device *d, uint32_t serial, struct wl_surface *s, wl_fixed_t x,
                         wl_fixed_t y, struct wl_data_offer *offer) {
    (void)data; (void)d; (void)serial; (void)s; (void)x; (void)y; (void)offer;
}
static void device_leave(void *data, struct wl_data_device *d) { (void)data; (void)d; }
static void device_motion(void *data, struct wl_data_device *d, uint32_t time, wl_fixed_t x, wl_fixed_t y) {
    (void)data; (void)d; (void)time; (void)x; (void)y;
}
static void device_drop(void *data, struct wl_data_device *d) { (void)data; (void)d; }
static void device_selection(void *data, struct wl_data_device *d, struct wl_data_offer *offer) {
    (void)data; (void)d; (void)offer;
}

static const struct wl_data_device_listener device_listener = {
    .data_offer = device_data_offer,
    .enter = device_enter,
    .leave = device_leave,
    .motion = device_motion,
    .drop = device_drop,
    .selection = device_selection,
};

/* ---- the seats' devices -------------------------------------------------------------- */

void cw_data_device_create(struct cw_client *c, struct cw_seat *seat) {
    if (!c->data_device_manager || !seat->seat || seat->data_device) return;
    seat->data_device = wl_data_device_manager_get_data_device(c->data_device_manager, seat->seat);
    wl_data_device_add_listener(seat->data_device, &device_listener, seat);
}

void cw_data_device_release(struct cw_seat *seat) {
    if (!seat->data_device) return;
    if (wl_data_device_get_version(seat->data_device) >= WL_DATA_DEVICE_RELEASE_SINCE_VERSION)
        wl_data_device_release(seat->data_device);
    else
        wl_data_device_destroy(seat->data_device);
    seat->data_device = NULL;
}

void cw_clipboard_bind(struct cw_client *c, struct wl_registry *registry, uint32_t name, uint32_t version) {
    /* v3: the newest libwayland 1.21 knows; nothing here needs more than v1's selection. */
    c->data_device_manager =
        wl_registry_bind(registry, name, &wl_data_device_manager_interface, version < 3 ? version : 3);
    for (int i = 0; i < CW_MAX_SEATS; i++) cw_data_device_create(c, &c->seats[i]);
}

void cw_clipboard_destroy(struct cw_client *c) {
    if (c->selection) wl_data_source_destroy(c->selection);
    c->selection = NULL;
    for (int i = 0; i < CW_MAX_SEATS; i++) cw_data_device_release(&c->seats[i]);
    if (c->data_device_manager) wl_data_device_manager_destroy(c->data_device_manager); /* no request: the proxy */
    c->data_device_manager = NULL;
}

uint32_t cw_clipboard_offer_text(struct cw_client *c) {
    struct cw_seat *seat = NULL;
    for (int i = 0; i < CW_MAX_SEATS; i++)
        if (c->seats[i].seat && c->seats[i].seat == c->key_seat) seat = &c->seats[i];
    if (!c->data_device_manager || !seat || !seat->data_device) return 0;
    struct wl_data_source *source = wl_data_device_manager_create_data_source(c->data_device_manager);
    wl_data_source_add_listener(source, &source_listener, c);
    for (size_t i = 0; i < sizeof offered_types / sizeof offered_types[0]; i++)
        wl_data_source_offer(source, offered_types[i]);
    /* The previous selection is ours no more: the compositor sends it `cancelled`, which
     * destroys it; until then its `send`s carry no number the Swift side still serves. */
    wl_data_device_set_selection(seat->data_device, source, c->key_serial);
    c->selection = source;
    if (++c->selection_number == 0) c->selection_number = 1;
    return c->selection_number;
}
