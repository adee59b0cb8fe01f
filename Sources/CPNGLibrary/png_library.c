/* libspng through pointers resolved from libspng.so.0: see include/png_library.h for why. */
#include "png_library.h"

#include "library_loader.h"
#include <spng.h>
#include <stdbool.h>

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
LL_DECLARE(pl, "libspng.so.0", PL_FUNCTIONS);

static bool pl_ready(void) { return ll_ready(&pl_library); }

const char *pl_load_error(void) { return pl_ready() ? NULL : pl_library.error; }

/* Every function but the first is only reached with a context, so the library is loaded. */
void *pl_spng_ctx_new(int flags) { return pl_ready() ? pl.spng_ctx_new(flags) : NULL; }
void pl_spng_ctx_free(void *ctx) { pl.spng_ctx_free(ctx); }
int pl_spng_set_option(void *ctx, int option, int value) {
    return pl.spng_set_option(ctx, (enum spng_option)option, value);
}
int pl_spng_set_ihdr(void *ctx, void *ihdr) { return pl.spng_set_ihdr(ctx, ihdr); }
int pl_spng_get_ihdr(void *ctx, void *ihdr) { return pl.spng_get_ihdr(ctx, ihdr); }
int pl_spng_set_png_buffer(void *ctx, const void *buffer, size_t size) {
    return pl.spng_set_png_buffer(ctx, buffer, size);
}
int pl_spng_encode_image(void *ctx, const void *image, size_t length, int format, int flags) {
    return pl.spng_encode_image(ctx, image, length, format, flags);
}
void *pl_spng_get_png_buffer(void *ctx, size_t *length, int *error) {
    return pl.spng_get_png_buffer(ctx, length, error);
}
int pl_spng_decoded_image_size(void *ctx, int format, size_t *length) {
    return pl.spng_decoded_image_size(ctx, format, length);
}
int pl_spng_decode_image(void *ctx, void *out, size_t length, int format, int flags) {
    return pl.spng_decode_image(ctx, out, length, format, flags);
}
/* Only reached with an error a call returned, so the library is loaded. */
const char *pl_spng_strerror(int error) { return pl.spng_strerror(error); }
