/* The renderer's system libraries: pixman (drawing), fcft (text, as foot uses it)
 * and libspng (PNG encode/decode), found through pkg-config. */
#include <pixman.h>
#include <fcft/fcft.h>
#include <spng.h>
