// A malloc interposer for tests: a per-thread flag and count, and the first counted
// allocation's backtrace, so that a failing test can say where the allocation came from.
#include "CAllocationCounter.h"

#include <errno.h>
#include <execinfo.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// glibc's allocator under its own names (exported for exactly this use).
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

enum { first_backtrace_capacity = 48 };

// initial-exec: reading the flag in malloc must not itself allocate (a dynamic TLS model may
// call __tls_get_addr, which can allocate the first time).
#define THREAD_LOCAL static __thread __attribute__((tls_model("initial-exec")))
THREAD_LOCAL int counting;
THREAD_LOCAL long counted;
THREAD_LOCAL void *first_backtrace[first_backtrace_capacity];
THREAD_LOCAL int first_backtrace_count;

static inline void count_one(void) {
    if (!counting) return;
    counted += 1;
    if (counted == 1) {
        counting = 0;   // backtrace() must not count itself
        first_backtrace_count = backtrace(first_backtrace, first_backtrace_capacity);
        counting = 1;
    }
}

void allocation_counter_start(void) {
    // The first backtrace() of a process loads libgcc_s (allocating): do it before counting.
    void *warm[1];
    backtrace(warm, 1);
    counted = 0;
    first_backtrace_count = 0;
    counting = 1;
}

long allocation_counter_stop(void) {
    counting = 0;
    return counted;
}

int allocation_counter_first_backtrace(void **frames, int capacity) {
    int n = first_backtrace_count < capacity ? first_backtrace_count : capacity;
    memcpy(frames, first_backtrace, (size_t)n * sizeof(void *));
    return n;
}

// The Swift runtime's demangler (libswiftCore, which every Swift program links).
extern char *swift_demangle(const char *mangled, size_t length, char *output, size_t *output_size,
                            uint32_t flags);

char *allocation_counter_describe_backtrace(void *const *frames, int count) {
    char **lines = backtrace_symbols(frames, count);
    size_t capacity = 4096, used = 0;
    char *text = malloc(capacity);
    if (text == NULL) return NULL;
    text[0] = 0;
    for (int i = 0; lines != NULL && i < count; i++) {
        // "FILE(SYMBOL+0xOFFSET) [ADDRESS]" or "FILE(+0xOFFSET) [ADDRESS]".
        const char *line = lines[i], *open = strchr(line, '('), *plus = open ? strchr(open, '+') : NULL;
        char *demangled = NULL;
        if (open != NULL && plus != NULL && plus > open + 1) {
            demangled = swift_demangle(open + 1, (size_t)(plus - open - 1), NULL, NULL, 0);
        }
        const char *name = demangled;
        char symbol[512];
        if (name == NULL) {
            const char *slash = strrchr(line, '/');
            snprintf(symbol, sizeof symbol, "%s", slash != NULL && (open == NULL || slash < open) ? slash + 1 : line);
            name = symbol;
        }
        size_t need = used + strlen(name) + 2;
        if (need > capacity) {
            while (capacity < need) capacity *= 2;
            char *grown = realloc(text, capacity);
            if (grown == NULL) break;
            text = grown;
        }
        used += (size_t)sprintf(text + used, "%s\n", name);
        free(demangled);
    }
    free(lines);
    return text;
}

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    count_one();
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *p = __libc_memalign(alignment, size);
    if (p == NULL) return ENOMEM;
    *out = p;
    return 0;
}

void *valloc(size_t size) {
    count_one();
    return __libc_valloc(size);
}

void *pvalloc(size_t size) {
    count_one();
    return __libc_pvalloc(size);
}
