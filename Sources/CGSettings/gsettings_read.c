/* See gsettings_read.h. GIO's types are opaque here: only pointers pass through. */
#include "gsettings_read.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

typedef void *(*source_get_default_fn)(void);
typedef void *(*source_lookup_fn)(void *source, const char *schema, int recursive);
typedef int (*schema_has_key_fn)(void *schema, const char *key);
typedef void *(*schema_get_key_fn)(void *schema, const char *key);
typedef const void *(*key_get_value_type_fn)(void *key);
typedef int (*variant_type_equal_fn)(const void *a, const void *b);
typedef void (*unref_fn)(void *object);
typedef void *(*settings_new_full_fn)(void *schema, void *backend, const char *path);
typedef int32_t (*settings_get_int_fn)(void *settings, const char *key);

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
} gio;
static char gs_load_error[256] = "not loaded";
static pthread_once_t gs_once = PTHREAD_ONCE_INIT;

static void gs_load(void) {
    void *handle = dlopen("libgio-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(gs_load_error, sizeof gs_load_error, "cannot load GIO: %s", dlerror());
        return;
    }
#define GS_SYM(field, name)                                                                    \
    if (!(*(void **)&gio.field = dlsym(handle, name))) {                                       \
        snprintf(gs_load_error, sizeof gs_load_error, "GIO has no %s", name);                  \
        return;                                                                                \
    }
    GS_SYM(source_get_default, "g_settings_schema_source_get_default")
    GS_SYM(source_lookup, "g_settings_schema_source_lookup")
    GS_SYM(schema_has_key, "g_settings_schema_has_key")
    GS_SYM(schema_get_key, "g_settings_schema_get_key")
    GS_SYM(key_get_value_type, "g_settings_schema_key_get_value_type")
    GS_SYM(key_unref, "g_settings_schema_key_unref")
    GS_SYM(variant_type_equal, "g_variant_type_equal")
    GS_SYM(schema_unref, "g_settings_schema_unref")
    GS_SYM(settings_new_full, "g_settings_new_full")
    GS_SYM(settings_get_int, "g_settings_get_int")
    GS_SYM(object_unref, "g_object_unref")
#undef GS_SYM
    gs_load_error[0] = 0;
}

int gs_read_int(const char *schema_id, const char *key, int32_t *out, char *error, size_t error_size) {
    pthread_once(&gs_once, gs_load);
    if (gs_load_error[0]) {
        snprintf(error, error_size, "%s", gs_load_error);
        return -1;
    }
    void *source = gio.source_get_default();
    void *schema = source ? gio.source_lookup(source, schema_id, 1) : NULL;
    if (!schema) {
        snprintf(error, error_size, "the GSettings schema %s is not installed", schema_id);
        return -1;
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
        return -1;
    }
    void *settings = gio.settings_new_full(schema, NULL, NULL);
    *out = gio.settings_get_int(settings, key);
    gio.object_unref(settings);
    gio.schema_unref(schema);
    return 0;
}
