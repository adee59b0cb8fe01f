/* A shared library opened at its first use instead of by the dynamic loader at start-up, so
 * that a start which never needs it (no font to rasterize, no PNG to write, no themed cursor,
 * no accessibility bus) neither maps it nor pays for its relocations. Its functions are
 * resolved into typed pointers, all or none.
 *
 * Each user lists the functions it calls as an X-macro and declares the library with them:
 *
 *     #define PL_FUNCTIONS(X) X(spng_ctx_new) X(spng_ctx_free)
 *     LL_DECLARE(pl, "libspng.so.0", PL_FUNCTIONS);
 *
 * then calls `pl.spng_ctx_new(…)` once `ll_ready(&pl_library)` is true. A user whose pointers
 * are not named after the functions (no header to type them by) writes the struct, the
 * names and `LL_LIBRARY` itself. */
#pragma once
#include <stdbool.h>
#include <stddef.h>

/* A field of the pointer struct: a pointer typed as the function the header declares. */
#define LL_POINTER(name) __typeof__(name) *name;
/* An element of the name list, in the same order. */
#define LL_NAME(name) #name,

struct ll_library {
    const char *soname;
    const char *const *names;
    /* The pointer struct, read as `count` pointers (every field is one). */
    void **pointers;
    size_t count;
    /* 0 until the first `ll_ready`, then 1 when loaded, 2 when not. */
    int state;
    char error[256];
};

/* The count fails to compile (a negative array size) unless the struct holds exactly one
 * pointer per name. */
#define LL_LIBRARY(soname, names, pointers)                                                     \
    {(soname), (names), (void **)&(pointers),                                                  \
     sizeof(names) / sizeof *(names) +                                                          \
         0 * sizeof(char[sizeof(pointers) == sizeof(names) / sizeof *(names) * sizeof(void *) ? 1 : -1]), \
     0, "not loaded"}

/* `pointers`, a struct with a typed pointer per function of `FUNCTIONS`; `pointers_names`;
 * and `pointers_library`, the library they are resolved from. */
#define LL_DECLARE(pointers, soname, FUNCTIONS)                                                  \
    static struct { FUNCTIONS(LL_POINTER) } pointers;                                           \
    static const char *const pointers##_names[] = {FUNCTIONS(LL_NAME)};                         \
    static struct ll_library pointers##_library = LL_LIBRARY(soname, pointers##_names, pointers)

/* Loads the library on the first call (once, whichever thread asks first); true when every
 * pointer is resolved, else false with `library->error` saying why. */
bool ll_ready(struct ll_library *library);
