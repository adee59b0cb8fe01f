/* fcft and fontconfig through pointers resolved from libfcft.so.4: see include/font_library.h
 * for why. */
#include "font_library.h"

#include <dlfcn.h>
#include <fcft/fcft.h>
#include <fontconfig/fontconfig.h>
#include <pthread.h>
#include <stdio.h>

#define FL_FUNCTIONS(X) \
    X(fcft_init) \
    X(fcft_from_name) \
    X(fcft_destroy) \
    X(fcft_rasterize_char_utf32) \
    X(FcConfigGetConfigFiles) \
    X(FcConfigGetFontDirs) \
    X(FcConfigGetCacheDirs) \
    X(FcStrListNext) \
    X(FcStrListDone)
#define FL_POINTER(name) static __typeof__(name) *fl_##name##_pointer;
FL_FUNCTIONS(FL_POINTER)

static char fl_error[256] = "not loaded";
static bool fl_loaded;
static pthread_once_t fl_once = PTHREAD_ONCE_INIT;

static void fl_resolve(void) {
    /* RTLD_LOCAL: nothing else in the process looks these symbols up by name. fontconfig's
     * functions are found through fcft's handle, which depends on it. */
    void *handle = dlopen("libfcft.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(fl_error, sizeof fl_error, "%s", dlerror());
        return;
    }
#define FL_RESOLVE(name) \
    if (!(fl_##name##_pointer = (__typeof__(name) *)dlsym(handle, #name))) { \
        snprintf(fl_error, sizeof fl_error, "libfcft.so.4 (or its fontconfig) has no %s", #name); \
        return; \
    }
    FL_FUNCTIONS(FL_RESOLVE)
    fl_loaded = true;
}

/* True once every pointer is resolved (loading on the first call). */
static bool fl_ready(void) {
    pthread_once(&fl_once, fl_resolve);
    return fl_loaded;
}

const char *fl_load_error(void) { return fl_ready() ? NULL : fl_error; }

bool fl_fcft_init(int colorize, bool do_syslog, int log_level) {
    return fl_ready() && fl_fcft_init_pointer((enum fcft_log_colorize)colorize, do_syslog,
                                              (enum fcft_log_class)log_level);
}

void *fl_fcft_from_name(size_t count, const char *names[], const char *attributes) {
    return fl_ready() ? fl_fcft_from_name_pointer(count, names, attributes) : NULL;
}

void fl_fcft_destroy(void *font) {
    if (fl_ready()) fl_fcft_destroy_pointer(font);
}

const void *fl_fcft_rasterize_char_utf32(void *font, uint32_t cp, int subpixel) {
    return fl_ready() ? fl_fcft_rasterize_char_utf32_pointer(font, cp, (enum fcft_subpixel)subpixel) : NULL;
}

void *fl_FcConfigGetConfigFiles(void) { return fl_ready() ? fl_FcConfigGetConfigFiles_pointer(NULL) : NULL; }

void *fl_FcConfigGetFontDirs(void) { return fl_ready() ? fl_FcConfigGetFontDirs_pointer(NULL) : NULL; }

void *fl_FcConfigGetCacheDirs(void) { return fl_ready() ? fl_FcConfigGetCacheDirs_pointer(NULL) : NULL; }

const char *fl_FcStrListNext(void *list) {
    return fl_ready() ? (const char *)fl_FcStrListNext_pointer(list) : NULL;
}

void fl_FcStrListDone(void *list) {
    if (fl_ready()) fl_FcStrListDone_pointer(list);
}
