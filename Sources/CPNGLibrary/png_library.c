/* libspng through pointers resolved from libspng.so.0: see include/png_library.h for why. */
#include "png_library.h"

#include <dlfcn.h>
#include <pthread.h>
#include <spng.h>
#include <stdbool.h>
#include <stdio.h>

#define PL_FUNCTIONS(X) \
    X(spng_ctx_new) \
    X(spng_ctx_free) \
    X(spng_set_option) \
    X(spng_set_ihdr) \
    X(spng_get_ihdr) \
    X(spng_set_png_buffer) \
    X(spng_encode_image) \
    X(spng_get_png_buffer) \
    X(spng_decoded_image_size) \
    X(spng_decode_image) \
    X(spng_strerror)
#define PL_POINTER(name) static __typeof__(name) *pl_##name##_pointer;
PL_FUNCTIONS(PL_POINTER)

static char pl_error[256] = "not loaded";
static bool pl_loaded;
static pthread_once_t pl_once = PTHREAD_ONCE_INIT;

static void pl_resolve(void) {
    void *handle = dlopen("libspng.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(pl_error, sizeof pl_error, "%s", dlerror());
        return;
    }
#define PL_RESOLVE(name) \
    if (!(pl_##name##_pointer = (__typeof__(name) *)dlsym(handle, #name))) { \
        snprintf(pl_error, sizeof pl_error, "libspng.so.0 has no %s", #name); \
        return; \
    }
    PL_FUNCTIONS(PL_RESOLVE)
    pl_loaded = true;
}

/* True once every pointer is resolved (loading on the first call). */
static bool pl_ready(void) {
    pthread_once(&pl_once, pl_resolve);
    return pl_loaded;
}

const char *pl_load_error(void) { return pl_ready() ? NULL : pl_error; }

/* Every function but the first is only reached with a context, so the library is loaded. */
void *pl_spng_ctx_new(int flags) { return pl_ready() ? pl_spng_ctx_new_pointer(flags) : NULL; }
void pl_spng_ctx_free(void *ctx) { pl_spng_ctx_free_pointer(ctx); }
int pl_spng_set_option(void *ctx, int option, int value) {
    return pl_spng_set_option_pointer(ctx, (enum spng_option)option, value);
}
int pl_spng_set_ihdr(void *ctx, void *ihdr) { return pl_spng_set_ihdr_pointer(ctx, ihdr); }
int pl_spng_get_ihdr(void *ctx, void *ihdr) { return pl_spng_get_ihdr_pointer(ctx, ihdr); }
int pl_spng_set_png_buffer(void *ctx, const void *buffer, size_t size) {
    return pl_spng_set_png_buffer_pointer(ctx, buffer, size);
}
int pl_spng_encode_image(void *ctx, const void *image, size_t length, int format, int flags) {
    return pl_spng_encode_image_pointer(ctx, image, length, format, flags);
}
void *pl_spng_get_png_buffer(void *ctx, size_t *length, int *error) {
    return pl_spng_get_png_buffer_pointer(ctx, length, error);
}
int pl_spng_decoded_image_size(void *ctx, int format, size_t *length) {
    return pl_spng_decoded_image_size_pointer(ctx, format, length);
}
int pl_spng_decode_image(void *ctx, void *out, size_t length, int format, int flags) {
    return pl_spng_decode_image_pointer(ctx, out, length, format, flags);
}
/* Only reached with an error a call returned, so the library is loaded. */
const char *pl_spng_strerror(int error) { return pl_spng_strerror_pointer(error); }
