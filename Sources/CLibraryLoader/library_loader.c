/* See include/library_loader.h. */
#include "library_loader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

/* One lock for every library: each is loaded once, so it is taken a handful of times. */
static pthread_mutex_t ll_lock = PTHREAD_MUTEX_INITIALIZER;

static int ll_load(struct ll_library *library) {
    /* RTLD_LOCAL: nothing else in the process looks these symbols up by name. */
    void *handle = dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(library->error, sizeof library->error, "%s", dlerror());
        return 2;
    }
    for (size_t i = 0; i < library->count; i++) {
        if (!(library->pointers[i] = dlsym(handle, library->names[i]))) {
            snprintf(library->error, sizeof library->error, "%s has no %s", library->soname, library->names[i]);
            return 2;
        }
    }
    return 1;
}

bool ll_ready(struct ll_library *library) {
    int state = __atomic_load_n(&library->state, __ATOMIC_ACQUIRE);
    if (state == 0) {
        pthread_mutex_lock(&ll_lock);
        state = library->state;
        if (state == 0) {
            state = ll_load(library);
            __atomic_store_n(&library->state, state, __ATOMIC_RELEASE);
        }
        pthread_mutex_unlock(&ll_lock);
    }
    return state == 1;
}
