/* fcft and fontconfig through pointers resolved from libfcft.so.4: see include/font_library.h
 * for why. */
#include "font_library.h"

#include <fcft/fcft.h>
#include <fontconfig/fontconfig.h>
#include "library_loader.h"

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
/* fontconfig's functions are found through fcft's handle, which depends on it. */
LL_DECLARE(fl, "libfcft.so.4", FL_FUNCTIONS);

static bool fl_ready(void) { return ll_ready(&fl_library); }

const char *fl_load_error(void) { return fl_ready() ? NULL : fl_library.error; }

bool fl_fcft_init(int colorize, bool do_syslog, int log_level) {
    return fl_ready() && fl.fcft_init((enum fcft_log_colorize)colorize, do_syslog, (enum fcft_log_class)log_level);
}

void *fl_fcft_from_name(size_t count, const char *names[], const char *attributes) {
    return fl_ready() ? fl.fcft_from_name(count, names, attributes) : NULL;
}

void fl_fcft_destroy(void *font) {
    if (fl_ready()) fl.fcft_destroy(font);
}

const void *fl_fcft_rasterize_char_utf32(void *font, uint32_t cp, int subpixel) {
    return fl_ready() ? fl.fcft_rasterize_char_utf32(font, cp, (enum fcft_subpixel)subpixel) : NULL;
}

void *fl_FcConfigGetConfigFiles(void) { return fl_ready() ? fl.FcConfigGetConfigFiles(NULL) : NULL; }

void *fl_FcConfigGetFontDirs(void) { return fl_ready() ? fl.FcConfigGetFontDirs(NULL) : NULL; }

void *fl_FcConfigGetCacheDirs(void) { return fl_ready() ? fl.FcConfigGetCacheDirs(NULL) : NULL; }

const char *fl_FcStrListNext(void *list) {
    return fl_ready() ? (const char *)fl.FcStrListNext(list) : NULL;
}

void fl_FcStrListDone(void *list) {
    if (fl_ready()) fl.FcStrListDone(list);
}
