/* The renderer's system libraries: pixman (drawing), fcft (text, as foot uses it; fontconfig beneath it)
 * and libspng (PNG encode/decode), found through pkg-config. */
#include <pixman.h>
#include <fcft/fcft.h>
#include <fontconfig/fontconfig.h> /* the glyph snapshots' fingerprint: which files fontconfig read */
#include <spng.h>
