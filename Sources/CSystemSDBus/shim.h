/* sd-bus's declarations (libsystemd-dev): the D-Bus library the accessibility bus shim
 * (CAccessibilityBus) is written on. Not linked: the shim loads libsystemd when it first opens
 * the bus. Only that shim includes it; Swift never sees sd-bus. */
#include <systemd/sd-bus.h>
