/* sd-bus from libsystemd, through pkg-config: the D-Bus library the accessibility bus shim
 * (CAccessibilityBus) is written on. Only that shim includes it; Swift never sees sd-bus. */
#include <systemd/sd-bus.h>
