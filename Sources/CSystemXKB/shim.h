/* xkbcommon alone, through pkg-config: the keymap library that the xkb helpers (CXKB), the
 * fixture compositor's keymap and wl-inject's virtual keyboard use. No libwayland here. */
#include <xkbcommon/xkbcommon.h>
