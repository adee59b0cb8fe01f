/* The renderer's system libraries: pixman (drawing, linked, found through pkg-config), and
 * the declarations of fcft (text, as foot uses it) and libspng (PNG encode/decode), whose
 * libraries are loaded when first used: fcft and fontconfig beneath it by CFontLibrary,
 * libspng by CPNGLibrary. */
#include <pixman.h>
#include <fcft/fcft.h>
#include <spng.h>
