/* CPNGLibrary: libspng, loaded at the first PNG encoded or decoded, not linked.
 *
 * Why: no start draws a PNG (screenshots, replay's final frame and the tests do), yet linking
 * libspng made every start map and relocate it and zlib beneath it before main (docs/BENCH.md,
 * P5). Here libspng.so.0 is opened with dlopen on the first call.
 *
 * Each `pl_` function is the libspng function of the same name, called through a pointer
 * resolved once per process. spng's types are `void *` and its enums `int` here: its header
 * belongs to the CPixman module, where Swift reads them (`spng_ihdr`, `SPNG_FMT_RGBA8`), as
 * CFontLibrary does for fcft's. When the library cannot be loaded, pl_spng_ctx_new returns
 * NULL and pl_load_error says why. */
#pragma once
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Why libspng.so.0 could not be loaded (dlerror's text), or NULL once it is loaded. */
const char *pl_load_error(void);

void *pl_spng_ctx_new(int flags);
void pl_spng_ctx_free(void *ctx);
int pl_spng_set_option(void *ctx, int option, int value);
/** `ihdr`: a `struct spng_ihdr`. */
int pl_spng_set_ihdr(void *ctx, void *ihdr);
int pl_spng_get_ihdr(void *ctx, void *ihdr);
int pl_spng_set_png_buffer(void *ctx, const void *buffer, size_t size);
int pl_spng_encode_image(void *ctx, const void *image, size_t length, int format, int flags);
/** The encoded PNG, which the caller frees (free(3)). */
void *pl_spng_get_png_buffer(void *ctx, size_t *length, int *error);
int pl_spng_decoded_image_size(void *ctx, int format, size_t *length);
int pl_spng_decode_image(void *ctx, void *out, size_t length, int format, int flags);
const char *pl_spng_strerror(int error);

#ifdef __cplusplus
}
#endif
