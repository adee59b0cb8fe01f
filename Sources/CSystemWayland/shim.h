/* The system libraries the Wayland client side uses: libwayland-client, linked and found
 * through pkg-config, and wayland-cursor's declarations (CWayland's cursor.c loads the
 * library itself, at the first themed cursor; xkbcommon is CSystemXKB's). */
#include <wayland-client.h>
#include <wayland-cursor.h>
