/* CAccessibilityBus: the AT-SPI accessibility bus through sd-bus, in plain functions.
 *
 * Why a shim: sd-bus reads and writes messages through variadic functions and describes
 * objects with macro-built vtables, neither of which Swift can call. These few functions
 * open the session bus or a bus at an address, send calls answered later, follow signals,
 * hand every method call under one path prefix to one handler, and read and build messages
 * one value at a time; everything AT-SPI means lives in Swift (module Accessibility), and
 * what the Settings portal means too (module DesktopPortal).
 *
 * The bus is never served by a thread of its own: the owner polls `a11y_bus_fd` for
 * `a11y_bus_poll_events` (at most `a11y_bus_timeout_ms`) and calls `a11y_bus_process`.
 * Nothing here waits for an answer: a call's reply (or its error, at the latest after 5 s)
 * reaches its handler from `a11y_bus_process`, so a slow bus never holds the owner's loop.
 *
 * Every symbol carries the `a11y_` prefix. */
#pragma once
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** One connection to the accessibility bus. Opaque. */
struct a11y_bus;
/** One D-Bus message (sd_bus_message). Opaque. */
struct a11y_message;

/** The user's session bus (sd_bus_open_user), where org.a11y.Bus tells the accessibility
 *  bus's address. NULL when there is none or libsystemd cannot be loaded; `why` (of
 *  `why_size` bytes) then says which. Connecting does not wait for the daemon's answer. */
struct a11y_bus *a11y_bus_open_session(char *why, size_t why_size);
/** The bus at `address` ($AT_SPI_BUS_ADDRESS, or GetAddress's answer), as a bus client. */
struct a11y_bus *a11y_bus_open_address(const char *address, char *why, size_t why_size);
void a11y_bus_close(struct a11y_bus *bus);
/** 1 once the connection is authenticated and has its unique name (until then asking for
 *  the name would wait for the daemon). */
int a11y_bus_is_ready(struct a11y_bus *bus);

/** This connection's unique name (":1.42"): the bus name of every object it serves. Only
 *  once the bus is ready. */
const char *a11y_bus_unique_name(struct a11y_bus *bus);

/** A method call to build (a11y_message_append_*) and send with a11y_message_call_async. */
struct a11y_message *a11y_message_new_call(struct a11y_bus *bus, const char *destination, const char *path,
                                           const char *interface, const char *member);
/** The answer to a call: `error` is NULL for a reply (read it from `reply`), else the error's
 *  text (a timeout's too). Called once, from a11y_bus_process. */
typedef void (*a11y_reply_handler)(struct a11y_message *reply, const char *error, void *data);
/** Queues `call` with a 5 s timeout and releases it; `handler` gets its answer. 0, or a
 *  negative errno (the handler is then never called). */
int a11y_message_call_async(struct a11y_bus *bus, struct a11y_message *call, a11y_reply_handler handler,
                            void *data);

/** Every method call to an object at `prefix` or below goes to `handler` (sd_bus_add_fallback):
 *  it returns 1 when it replied, 0 to let sd-bus answer "unknown method". */
typedef int (*a11y_handler)(struct a11y_message *call, void *data);
int a11y_bus_serve(struct a11y_bus *bus, const char *prefix, a11y_handler handler, void *data);

/** Follows the registry's event listeners (what screen readers asked to hear, for this app):
 *  `changed(count, data)` gets their number from org.a11y.atspi.Registry.GetRegisteredEvents
 *  once it answers and again after each EventListenerRegistered / Deregistered signal, and −1
 *  as soon as a Registered signal arrives ("at least one", before the count is known).
 *  0, or a negative errno when the match could not be added. */
typedef void (*a11y_listeners_changed)(int count, void *data);
int a11y_bus_watch_listeners(struct a11y_bus *bus, a11y_listeners_changed changed, void *data);

/** Every signal matching `sender`, `path`, `interface` and `member` (NULL: any) goes to
 *  `handler` (its return value is ignored), for the bus's life. The match is added without
 *  waiting for the daemon. 0, or a negative errno. */
int a11y_bus_match_signal(struct a11y_bus *bus, const char *sender, const char *path, const char *interface,
                          const char *member, a11y_handler handler, void *data);

/** What to poll: the fd, the poll(2) events, and the timeout in ms (−1: none). */
int a11y_bus_fd(struct a11y_bus *bus);
short a11y_bus_poll_events(struct a11y_bus *bus);
int a11y_bus_timeout_ms(struct a11y_bus *bus);
/** Reads, dispatches and writes everything that is ready without blocking. Negative errno
 *  when the connection is lost. */
int a11y_bus_process(struct a11y_bus *bus);

/* Reading a method call. Each read returns 1 on success, 0 at the end, negative on a type
 * mismatch. Strings point into the message and live as long as it. */
const char *a11y_message_path(struct a11y_message *m);
const char *a11y_message_interface(struct a11y_message *m);
const char *a11y_message_member(struct a11y_message *m);
const char *a11y_message_signature(struct a11y_message *m);
int a11y_message_read_int32(struct a11y_message *m, int32_t *value);
int a11y_message_read_uint32(struct a11y_message *m, uint32_t *value);
int a11y_message_read_double(struct a11y_message *m, double *value);
int a11y_message_read_string(struct a11y_message *m, const char **value);
int a11y_message_read_object_path(struct a11y_message *m, const char **value);
int a11y_message_read_bool(struct a11y_message *m, int *value);
/** Skips values of signature `types` (sd_bus_message_skip). */
int a11y_message_skip(struct a11y_message *m, const char *types);
/** Enters a container (`type` 'v', 'a', 'r', 'e') whose contents have signature `contents`. */
int a11y_message_enter(struct a11y_message *m, char type, const char *contents);
int a11y_message_exit(struct a11y_message *m);
/** The signature of the next value inside the variant or container being read (or NULL). */
const char *a11y_message_peek_contents(struct a11y_message *m);

/* Building a reply or a signal, one value at a time, then sending it (which also releases it). */
struct a11y_message *a11y_message_new_reply(struct a11y_message *call);
struct a11y_message *a11y_message_new_signal(struct a11y_bus *bus, const char *path, const char *interface,
                                             const char *member);
int a11y_message_append_int32(struct a11y_message *m, int32_t value);
int a11y_message_append_int16(struct a11y_message *m, int16_t value);
int a11y_message_append_uint32(struct a11y_message *m, uint32_t value);
int a11y_message_append_double(struct a11y_message *m, double value);
int a11y_message_append_bool(struct a11y_message *m, int value);
int a11y_message_append_string(struct a11y_message *m, const char *value);
int a11y_message_append_object_path(struct a11y_message *m, const char *value);
/** Opens a container (`type` 'v', 'a', 'r', 'e') of signature `contents`; close it after. */
int a11y_message_open(struct a11y_message *m, char type, const char *contents);
int a11y_message_close(struct a11y_message *m);
/** Queues `m` for sending and releases it (sd_bus_send; written by a11y_bus_process). */
int a11y_message_send(struct a11y_message *m);
void a11y_message_release(struct a11y_message *m);
/** Replies to `call` with a D-Bus error. */
int a11y_message_reply_error(struct a11y_message *call, const char *name, const char *text);

#ifdef __cplusplus
}
#endif
