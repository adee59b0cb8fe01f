/* The renderer's system libraries: pixman (drawing), fcft's types (text, as foot uses it; CFontLibrary loads
 * fcft and fontconfig beneath it when the first font is)
 * and libspng (PNG encode/decode), found through pkg-config. */
#include <pixman.h>
#include <fcft/fcft.h>
#include <spng.h>
