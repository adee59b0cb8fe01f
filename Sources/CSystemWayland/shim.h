/* The system libraries the Wayland client side links: libwayland-client,
 * wayland-cursor and xkbcommon, found through pkg-config. */
#include <wayland-client.h>
#include <wayland-cursor.h>
#include <xkbcommon/xkbcommon.h>
