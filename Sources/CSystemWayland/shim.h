/* The system libraries the Wayland client side links: libwayland-client and
 * wayland-cursor, found through pkg-config (xkbcommon is CSystemXKB's). */
#include <wayland-client.h>
#include <wayland-cursor.h>
