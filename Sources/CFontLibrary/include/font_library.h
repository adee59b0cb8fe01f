/* CFontLibrary: fcft and fontconfig, loaded when the first font is, not linked.
 *
 * Why: a start that draws from glyph snapshots (Canvas's GlyphStore) loads no font at all,
 * yet linking fcft made every start map and relocate it and the eleven libraries beneath it
 * (fontconfig, freetype, harfbuzz, glib, graphite2, pcre2, libpng, brotli, zlib, expat,
 * utf8proc) before main: most of a millisecond of CPU before the first frame (docs/BENCH.md,
 * P5). Here libfcft.so.4 is opened with dlopen on the first call (fontconfig comes with it).
 *
 * Each `fl_` function is the fcft or fontconfig function of the same name, called through a
 * pointer resolved once per process. When the library cannot be loaded, fl_fcft_init
 * returns false and the others return NULL or do nothing. Every symbol carries the `fl_`
 * prefix. */
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* fcft's and fontconfig's types are `void *` here: their headers belong to the CPixman
 * module, where Swift reads them (`fcft_font`, `fcft_glyph`); including them again in this
 * module's header would make Clang attribute their declarations to whichever module it read
 * first. */

#ifdef __cplusplus
extern "C" {
#endif

/** Why libfcft.so.4 could not be loaded (dlerror's text), or NULL once it is loaded. */
const char *fl_load_error(void);

/** fcft_init; `colorize` and `log_level` are fcft's enum values. */
bool fl_fcft_init(int colorize, bool do_syslog, int log_level);
/** fcft_from_name: a `struct fcft_font *`. */
void *fl_fcft_from_name(size_t count, const char *names[], const char *attributes);
/** fcft_destroy of a `struct fcft_font *`. */
void fl_fcft_destroy(void *font);
/** fcft_rasterize_char_utf32: a `const struct fcft_glyph *`; `subpixel` is fcft's enum value. */
const void *fl_fcft_rasterize_char_utf32(void *font, uint32_t cp, int subpixel);

/** FcConfigGetConfigFiles, FcConfigGetFontDirs, FcConfigGetCacheDirs of the current
 *  configuration: an `FcStrList *` for fl_FcStrListNext and fl_FcStrListDone. */
void *fl_FcConfigGetConfigFiles(void);
void *fl_FcConfigGetFontDirs(void);
void *fl_FcConfigGetCacheDirs(void);
const char *fl_FcStrListNext(void *list);
void fl_FcStrListDone(void *list);

#ifdef __cplusplus
}
#endif
