/* The accessibility bus through sd-bus: see include/a11y_bus.h for why this shim exists. */
#include "a11y_bus.h"
#include "library_loader.h"

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <systemd/sd-bus.h>
#include <time.h>

/* libsystemd is loaded when the bus is first opened, not linked: it brings six libraries of
 * its own (libcap, libgcrypt, libgpg-error, liblzma, libzstd, liblz4), whose loading every
 * start of the app would pay before its first frame, while the app joins the bus only after
 * that frame (docs/BENCH.md, P5). Every sd-bus call goes through SD(name): a pointer that
 * a11y_sd_bus_load resolves once. */
#define A11Y_SD_BUS_FUNCTIONS(X) \
    X(sd_bus_add_fallback) \
    X(sd_bus_call_async) \
    X(sd_bus_call_method_async) \
    X(sd_bus_error_free) \
    X(sd_bus_flush_close_unref) \
    X(sd_bus_get_events) \
    X(sd_bus_get_fd) \
    X(sd_bus_get_timeout) \
    X(sd_bus_get_unique_name) \
    X(sd_bus_is_ready) \
    X(sd_bus_match_signal_async) \
    X(sd_bus_message_append_basic) \
    X(sd_bus_message_close_container) \
    X(sd_bus_message_enter_container) \
    X(sd_bus_message_exit_container) \
    X(sd_bus_message_get_error) \
    X(sd_bus_message_get_interface) \
    X(sd_bus_message_get_member) \
    X(sd_bus_message_get_path) \
    X(sd_bus_message_get_signature) \
    X(sd_bus_message_is_method_error) \
    X(sd_bus_message_is_signal) \
    X(sd_bus_message_new_method_call) \
    X(sd_bus_message_new_method_return) \
    X(sd_bus_message_new_signal) \
    X(sd_bus_message_open_container) \
    X(sd_bus_message_peek_type) \
    X(sd_bus_message_read_basic) \
    X(sd_bus_message_skip) \
    X(sd_bus_message_unref) \
    X(sd_bus_new) \
    X(sd_bus_open_user) \
    X(sd_bus_process) \
    X(sd_bus_reply_method_error) \
    X(sd_bus_send) \
    X(sd_bus_set_address) \
    X(sd_bus_set_bus_client) \
    X(sd_bus_slot_set_destroy_callback) \
    X(sd_bus_slot_set_floating) \
    X(sd_bus_slot_unref) \
    X(sd_bus_start) \
    X(sd_bus_unref)
LL_DECLARE(a11y_sd_bus, "libsystemd.so.0", A11Y_SD_BUS_FUNCTIONS);
#define SD(name) (*a11y_sd_bus.name)

/* Loads libsystemd.so.0 and resolves every function above, once per process; false (with
 * `why`) when it cannot. */
static int a11y_sd_bus_load(char *why, size_t why_size) {
    if (ll_ready(&a11y_sd_bus_library)) return 1;
    snprintf(why, why_size, "cannot load sd-bus: %s", a11y_sd_bus_library.error);
    return 0;
}

/* How long a call may wait for its answer: bus activation starts at-spi-bus-launcher and
 * the registry, which takes a fraction of a second; a hung daemon's calls end in a timeout
 * error then. No call is ever waited for: the answer is served from the owner's loop. */
static const uint64_t a11y_call_timeout_us = 5 * 1000 * 1000;

struct a11y_bus {
    sd_bus *bus;
    sd_bus_slot *slot;
    a11y_handler handler;
    void *data;
    sd_bus_slot *listeners_slot;
    a11y_listeners_changed listeners_changed;
    void *listeners_data;
};

#define MESSAGE(m) ((sd_bus_message *)(m))

static const char *a11y_error_text(const sd_bus_error *error, int r) {
    return error && error->message ? error->message : strerror(-r);
}

static struct a11y_bus *a11y_bus_wrap(sd_bus *bus, char *why, size_t why_size) {
    struct a11y_bus *result = calloc(1, sizeof *result);
    if (!result) {
        SD(sd_bus_flush_close_unref)(bus);
        snprintf(why, why_size, "out of memory");
        return NULL;
    }
    result->bus = bus;
    return result;
}

struct a11y_bus *a11y_bus_open_session(char *why, size_t why_size) {
    if (!a11y_sd_bus_load(why, why_size)) return NULL;
    sd_bus *session = NULL;
    int r = SD(sd_bus_open_user)(&session);
    if (r < 0) {
        snprintf(why, why_size, "no session bus (%s)", strerror(-r));
        return NULL;
    }
    return a11y_bus_wrap(session, why, why_size);
}

struct a11y_bus *a11y_bus_open_address(const char *address, char *why, size_t why_size) {
    if (!a11y_sd_bus_load(why, why_size)) return NULL;
    sd_bus *bus = NULL;
    int r = SD(sd_bus_new)(&bus);
    if (r >= 0) r = SD(sd_bus_set_address)(bus, address);
    if (r >= 0) r = SD(sd_bus_set_bus_client)(bus, 1);
    if (r >= 0) r = SD(sd_bus_start)(bus);
    if (r < 0) {
        snprintf(why, why_size, "cannot connect to the accessibility bus at %s (%s)", address, strerror(-r));
        SD(sd_bus_unref)(bus);
        return NULL;
    }
    return a11y_bus_wrap(bus, why, why_size);
}

int a11y_bus_is_ready(struct a11y_bus *bus) { return SD(sd_bus_is_ready)(bus->bus) > 0; }

void a11y_bus_close(struct a11y_bus *bus) {
    if (!bus) return;
    SD(sd_bus_slot_unref)(bus->slot);
    SD(sd_bus_slot_unref)(bus->listeners_slot);
    SD(sd_bus_flush_close_unref)(bus->bus);
    free(bus);
}

const char *a11y_bus_unique_name(struct a11y_bus *bus) {
    const char *name = NULL;
    return SD(sd_bus_get_unique_name)(bus->bus, &name) >= 0 ? name : "";
}

struct a11y_message *a11y_message_new_call(struct a11y_bus *bus, const char *destination, const char *path,
                                           const char *interface, const char *member) {
    sd_bus_message *call = NULL;
    return SD(sd_bus_message_new_method_call)(bus->bus, &call, destination, path, interface, member) < 0
        ? NULL : (struct a11y_message *)call;
}

/* The owner's handler for one call's answer. */
struct a11y_pending {
    a11y_reply_handler handler;
    void *data;
};

static int a11y_reply(sd_bus_message *reply, void *data, sd_bus_error *error) {
    (void)error;
    struct a11y_pending *pending = data;
    const char *failure = NULL;
    if (SD(sd_bus_message_is_method_error)(reply, NULL)) {
        const sd_bus_error *e = SD(sd_bus_message_get_error)(reply);
        failure = e && e->message ? e->message : (e && e->name ? e->name : "an error");
    }
    pending->handler((struct a11y_message *)reply, failure, pending->data);
    free(pending);
    return 0;
}

int a11y_message_call_async(struct a11y_bus *bus, struct a11y_message *call, a11y_reply_handler handler,
                            void *data) {
    struct a11y_pending *pending = malloc(sizeof *pending);
    int r = -ENOMEM;
    if (pending) {
        *pending = (struct a11y_pending){.handler = handler, .data = data};
        r = SD(sd_bus_call_async)(bus->bus, NULL, MESSAGE(call), a11y_reply, pending, a11y_call_timeout_us);
        if (r < 0) free(pending);
    }
    SD(sd_bus_message_unref)(MESSAGE(call));
    return r < 0 ? r : 0;
}

static int a11y_dispatch(sd_bus_message *m, void *data, sd_bus_error *error) {
    (void)error;
    struct a11y_bus *bus = data;
    return bus->handler((struct a11y_message *)m, bus->data);
}

int a11y_bus_serve(struct a11y_bus *bus, const char *prefix, a11y_handler handler, void *data) {
    bus->handler = handler;
    bus->data = data;
    return SD(sd_bus_add_fallback)(bus->bus, &bus->slot, prefix, a11y_dispatch, bus);
}

/* GetRegisteredEvents answered: one (bus name, event) pair per listener this app may send to. */
static int a11y_listeners_reply(sd_bus_message *reply, void *data, sd_bus_error *error) {
    (void)error;
    struct a11y_bus *bus = data;
    if (SD(sd_bus_message_is_method_error)(reply, NULL)) return 0;
    int count = 0;
    if (SD(sd_bus_message_enter_container)(reply, 'a', "(ss)") > 0) {
        while (SD(sd_bus_message_skip)(reply, "(ss)") > 0) count++;
        SD(sd_bus_message_exit_container)(reply);
    }
    bus->listeners_changed(count, bus->listeners_data);
    return 0;
}

static int a11y_ask_listeners(struct a11y_bus *bus) {
    return SD(sd_bus_call_method_async)(bus->bus, NULL, "org.a11y.atspi.Registry", "/org/a11y/atspi/registry",
                                    "org.a11y.atspi.Registry", "GetRegisteredEvents", a11y_listeners_reply, bus,
                                    "");
}

/* A listener came or went: a registration counts at once (the screen reader may act right
 * after it), then the registry's list says how many there are. */
static int a11y_listeners_signal(sd_bus_message *m, void *data, sd_bus_error *error) {
    (void)error;
    struct a11y_bus *bus = data;
    if (SD(sd_bus_message_is_signal)(m, "org.a11y.atspi.Registry", "EventListenerRegistered"))
        bus->listeners_changed(-1, bus->listeners_data);
    a11y_ask_listeners(bus);
    return 0;
}

int a11y_bus_watch_listeners(struct a11y_bus *bus, a11y_listeners_changed changed, void *data) {
    bus->listeners_changed = changed;
    bus->listeners_data = data;
    /* The match before the question: a listener registered in between is not missed. */
    int r = SD(sd_bus_match_signal_async)(bus->bus, &bus->listeners_slot, NULL, "/org/a11y/atspi/registry",
                                          "org.a11y.atspi.Registry", NULL, a11y_listeners_signal, NULL, bus);
    if (r >= 0) r = a11y_ask_listeners(bus);
    return r;
}

/* A signal's handler and its owner's data: kept for the bus's life. */
struct a11y_signal {
    a11y_handler handler;
    void *data;
};

static int a11y_signal_dispatch(sd_bus_message *m, void *data, sd_bus_error *error) {
    (void)error;
    struct a11y_signal *signal = data;
    signal->handler((struct a11y_message *)m, signal->data);
    return 0;
}

int a11y_bus_match_signal(struct a11y_bus *bus, const char *sender, const char *path, const char *interface,
                          const char *member, a11y_handler handler, void *data) {
    struct a11y_signal *signal = malloc(sizeof *signal);
    if (!signal) return -ENOMEM;
    *signal = (struct a11y_signal){.handler = handler, .data = data};
    /* A floating slot: the match lives as long as the bus. Its data is freed with it. */
    sd_bus_slot *slot = NULL;
    int r = SD(sd_bus_match_signal_async)(bus->bus, &slot, sender, path, interface, member, a11y_signal_dispatch,
                                          NULL, signal);
    if (r < 0) {
        free(signal);
        return r;
    }
    SD(sd_bus_slot_set_destroy_callback)(slot, free);
    SD(sd_bus_slot_set_floating)(slot, 1); /* the bus holds it now */
    SD(sd_bus_slot_unref)(slot);
    return 0;
}

int a11y_bus_fd(struct a11y_bus *bus) { return SD(sd_bus_get_fd)(bus->bus); }

short a11y_bus_poll_events(struct a11y_bus *bus) {
    int events = SD(sd_bus_get_events)(bus->bus);
    return events < 0 ? 0 : (short)events;
}

int a11y_bus_timeout_ms(struct a11y_bus *bus) {
    uint64_t deadline = 0;
    if (SD(sd_bus_get_timeout)(bus->bus, &deadline) < 0 || deadline == UINT64_MAX) return -1;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    uint64_t now_us = (uint64_t)now.tv_sec * 1000000u + (uint64_t)now.tv_nsec / 1000u;
    if (deadline <= now_us) return 0;
    uint64_t ms = (deadline - now_us + 999) / 1000;
    return ms > 60000 ? 60000 : (int)ms;
}

int a11y_bus_process(struct a11y_bus *bus) {
    int r;
    do { r = SD(sd_bus_process)(bus->bus, NULL); } while (r > 0);
    return r;
}

const char *a11y_message_path(struct a11y_message *m) { return SD(sd_bus_message_get_path)(MESSAGE(m)); }
const char *a11y_message_interface(struct a11y_message *m) { return SD(sd_bus_message_get_interface)(MESSAGE(m)); }
const char *a11y_message_member(struct a11y_message *m) { return SD(sd_bus_message_get_member)(MESSAGE(m)); }
const char *a11y_message_signature(struct a11y_message *m) { return SD(sd_bus_message_get_signature)(MESSAGE(m), 1); }

int a11y_message_read_int32(struct a11y_message *m, int32_t *value) {
    return SD(sd_bus_message_read_basic)(MESSAGE(m), 'i', value);
}
int a11y_message_read_uint32(struct a11y_message *m, uint32_t *value) {
    return SD(sd_bus_message_read_basic)(MESSAGE(m), 'u', value);
}
int a11y_message_read_double(struct a11y_message *m, double *value) {
    return SD(sd_bus_message_read_basic)(MESSAGE(m), 'd', value);
}
int a11y_message_read_string(struct a11y_message *m, const char **value) {
    return SD(sd_bus_message_read_basic)(MESSAGE(m), 's', value);
}
int a11y_message_read_bool(struct a11y_message *m, int *value) {
    return SD(sd_bus_message_read_basic)(MESSAGE(m), 'b', value);
}
int a11y_message_skip(struct a11y_message *m, const char *types) { return SD(sd_bus_message_skip)(MESSAGE(m), types); }
int a11y_message_read_object_path(struct a11y_message *m, const char **value) {
    return SD(sd_bus_message_read_basic)(MESSAGE(m), 'o', value);
}
int a11y_message_enter(struct a11y_message *m, char type, const char *contents) {
    return SD(sd_bus_message_enter_container)(MESSAGE(m), type, contents);
}
int a11y_message_exit(struct a11y_message *m) { return SD(sd_bus_message_exit_container)(MESSAGE(m)); }

const char *a11y_message_peek_contents(struct a11y_message *m) {
    char type = 0;
    const char *contents = NULL;
    return SD(sd_bus_message_peek_type)(MESSAGE(m), &type, &contents) > 0 ? contents : NULL;
}

struct a11y_message *a11y_message_new_reply(struct a11y_message *call) {
    sd_bus_message *reply = NULL;
    return SD(sd_bus_message_new_method_return)(MESSAGE(call), &reply) < 0 ? NULL : (struct a11y_message *)reply;
}

struct a11y_message *a11y_message_new_signal(struct a11y_bus *bus, const char *path, const char *interface,
                                             const char *member) {
    sd_bus_message *signal = NULL;
    return SD(sd_bus_message_new_signal)(bus->bus, &signal, path, interface, member) < 0
        ? NULL : (struct a11y_message *)signal;
}

int a11y_message_append_int32(struct a11y_message *m, int32_t value) {
    return SD(sd_bus_message_append_basic)(MESSAGE(m), 'i', &value);
}
int a11y_message_append_int16(struct a11y_message *m, int16_t value) {
    return SD(sd_bus_message_append_basic)(MESSAGE(m), 'n', &value);
}
int a11y_message_append_uint32(struct a11y_message *m, uint32_t value) {
    return SD(sd_bus_message_append_basic)(MESSAGE(m), 'u', &value);
}
int a11y_message_append_double(struct a11y_message *m, double value) {
    return SD(sd_bus_message_append_basic)(MESSAGE(m), 'd', &value);
}
int a11y_message_append_bool(struct a11y_message *m, int value) {
    int boolean = value != 0;
    return SD(sd_bus_message_append_basic)(MESSAGE(m), 'b', &boolean);
}
int a11y_message_append_string(struct a11y_message *m, const char *value) {
    return SD(sd_bus_message_append_basic)(MESSAGE(m), 's', value);
}
int a11y_message_append_object_path(struct a11y_message *m, const char *value) {
    return SD(sd_bus_message_append_basic)(MESSAGE(m), 'o', value);
}
int a11y_message_open(struct a11y_message *m, char type, const char *contents) {
    return SD(sd_bus_message_open_container)(MESSAGE(m), type, contents);
}
int a11y_message_close(struct a11y_message *m) { return SD(sd_bus_message_close_container)(MESSAGE(m)); }

int a11y_message_send(struct a11y_message *m) {
    int r = SD(sd_bus_send)(NULL, MESSAGE(m), NULL);
    SD(sd_bus_message_unref)(MESSAGE(m));
    return r;
}
void a11y_message_release(struct a11y_message *m) { SD(sd_bus_message_unref)(MESSAGE(m)); }

int a11y_message_reply_error(struct a11y_message *call, const char *name, const char *text) {
    sd_bus_error error = SD_BUS_ERROR_MAKE_CONST(name, text);
    return SD(sd_bus_reply_method_error)(MESSAGE(call), &error);
}
