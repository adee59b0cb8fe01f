/* See gsettings_read.h. GIO's types are opaque here: only pointers pass through. */
#include "gsettings_read.h"
#include "library_loader.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef void *(*source_get_default_fn)(void);
typedef void *(*source_lookup_fn)(void *source, const char *schema, int recursive);
typedef int (*schema_has_key_fn)(void *schema, const char *key);
typedef void *(*schema_get_key_fn)(void *schema, const char *key);
typedef const void *(*key_get_value_type_fn)(void *key);
typedef int (*variant_type_equal_fn)(const void *a, const void *b);
typedef void (*unref_fn)(void *object);
typedef void *(*settings_new_full_fn)(void *schema, void *backend, const char *path);
typedef int32_t (*settings_get_int_fn)(void *settings, const char *key);
typedef void *(*main_context_new_fn)(void);
typedef void (*main_context_push_fn)(void *context);
typedef void *(*main_loop_new_fn)(void *context, int is_running);
typedef void (*main_loop_run_fn)(void *loop);
typedef unsigned long (*signal_connect_data_fn)(void *instance, const char *signal, void (*handler)(void),
                                                void *data, void *destroy, int flags);

static struct {
    source_get_default_fn source_get_default;
    source_lookup_fn source_lookup;
    schema_has_key_fn schema_has_key;
    schema_get_key_fn schema_get_key;
    key_get_value_type_fn key_get_value_type;
    unref_fn key_unref;
    variant_type_equal_fn variant_type_equal;
    unref_fn schema_unref;
    settings_new_full_fn settings_new_full;
    settings_get_int_fn settings_get_int;
    unref_fn object_unref;
    main_context_new_fn main_context_new;
    main_context_push_fn main_context_push_thread_default;
    main_loop_new_fn main_loop_new;
    main_loop_run_fn main_loop_run;
    signal_connect_data_fn signal_connect_data;
} gio;
/* The GIO names of the fields above, in their order. */
static const char *const gio_names[] = {
    "g_settings_schema_source_get_default", "g_settings_schema_source_lookup", "g_settings_schema_has_key",
    "g_settings_schema_get_key", "g_settings_schema_key_get_value_type", "g_settings_schema_key_unref",
    "g_variant_type_equal", "g_settings_schema_unref", "g_settings_new_full", "g_settings_get_int",
    "g_object_unref", "g_main_context_new", "g_main_context_push_thread_default", "g_main_loop_new",
    "g_main_loop_run", "g_signal_connect_data",
};
static struct ll_library gio_library = LL_LIBRARY("libgio-2.0.so.0", gio_names, gio);

/* The schema of an int key, or NULL with a reason in `error`. */
static void *int_key_schema(const char *schema_id, const char *key, char *error, size_t error_size) {
    if (!ll_ready(&gio_library)) {
        snprintf(error, error_size, "cannot load GIO: %s", gio_library.error);
        return NULL;
    }
    void *source = gio.source_get_default();
    void *schema = source ? gio.source_lookup(source, schema_id, 1) : NULL;
    if (!schema) {
        snprintf(error, error_size, "the GSettings schema %s is not installed", schema_id);
        return NULL;
    }
    int is_int = 0;
    if (gio.schema_has_key(schema, key)) {
        void *k = gio.schema_get_key(schema, key);
        is_int = gio.variant_type_equal(gio.key_get_value_type(k), "i"); /* a GVariantType is its type string */
        gio.key_unref(k);
    }
    if (!is_int) {
        gio.schema_unref(schema);
        snprintf(error, error_size, "the GSettings schema %s has no int key %s", schema_id, key);
        return NULL;
    }
    return schema;
}

struct watch {
    void *schema;
    char key[128];
    int pipe_write;
};

static void write_value(struct watch *w, void *settings) {
    int32_t value = gio.settings_get_int(settings, w->key);
    /* A full pipe (a reader gone for 16 K changes) loses the value: the next one follows. */
    ssize_t written = write(w->pipe_write, &value, sizeof value);
    (void)written;
}

static void on_changed(void *settings, const char *key, void *data) {
    (void)key;
    write_value(data, settings);
}

/* The watching thread: its own main context, so that GSettings' change signals come here
 * however the app's own loop is busy, and the app needs no GLib loop. */
static void *watch_run(void *data) {
    struct watch *w = data;
    void *context = gio.main_context_new();
    gio.main_context_push_thread_default(context);
    void *settings = gio.settings_new_full(w->schema, NULL, NULL);
    char signal[160];
    snprintf(signal, sizeof signal, "changed::%s", w->key);
    gio.signal_connect_data(settings, signal, (void (*)(void))on_changed, w, NULL, 0);
    write_value(w, settings);
    gio.main_loop_run(gio.main_loop_new(context, 0));
    return NULL;
}

int gs_watch_int(const char *schema_id, const char *key, char *error, size_t error_size) {
    if (strlen(key) >= sizeof ((struct watch *)0)->key) {
        snprintf(error, error_size, "the GSettings key name %s is too long", key);
        return -1;
    }
    void *schema = int_key_schema(schema_id, key, error, error_size);
    if (!schema) return -1;
    int fds[2];
    struct watch *w = calloc(1, sizeof *w);
    if (!w || pipe2(fds, O_CLOEXEC | O_NONBLOCK) != 0) {
        snprintf(error, error_size, "cannot watch %s %s: %s", schema_id, key, strerror(errno));
        free(w);
        gio.schema_unref(schema);
        return -1;
    }
    w->schema = schema;
    snprintf(w->key, sizeof w->key, "%s", key);
    w->pipe_write = fds[1];
    pthread_t thread;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    int status = pthread_create(&thread, &attributes, watch_run, w);
    pthread_attr_destroy(&attributes);
    if (status != 0) {
        snprintf(error, error_size, "cannot watch %s %s: %s", schema_id, key, strerror(status));
        close(fds[0]);
        close(fds[1]);
        free(w);
        gio.schema_unref(schema);
        return -1;
    }
    return fds[0];
}
