/* libwayland-server, for the project's fixture compositor (a test peer, not a product). */
#include <wayland-server.h>
