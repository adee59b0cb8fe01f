/* CXKB: xkbcommon keymap + state helpers, without libwayland.
 *
 * One code path turns evdev codes into keysyms and xkb masks into modifier bits, shared by
 * the live client (CWayland's keyboard listener, with the compositor's keymap fd) and
 * TraceReplay (the default us keymap, since a trace loses the fd). A target of its own so the
 * trace parser builds, tests and fuzzes with xkbcommon alone.
 *
 * Every symbol carries the `cw_` prefix of the C side. */
#pragma once
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Keymap + state. Opaque. */
struct cw_xkb;

/** Modifier bits returned by cw_xkb_modifiers; equal to Gestures.Modifiers raw values. */
enum {
    CW_MOD_SHIFT = 1,
    CW_MOD_CTRL = 2,
    CW_MOD_ALT = 4,
    CW_MOD_SUPER = 8,
};

/** A us keymap compiled with xkb_keymap_new_from_names (rules evdev, model pc105,
 *  layout us). NULL only if xkbcommon cannot find its data (xkb-data missing). */
struct cw_xkb *cw_xkb_new_default(void);

/** The same with the layouts named, comma-separated ("us,ru": group 0 us, group 1 ru).
 *  NULL when xkbcommon cannot compile them. */
struct cw_xkb *cw_xkb_new_from_layouts(const char *layouts);

/** The keymap the compositor sent (wl_keyboard.keymap, format xkb_v1): maps `fd`
 *  MAP_PRIVATE, compiles it, unmaps. Does not close `fd` (the caller owns it).
 *  NULL on any failure; callers fall back to cw_xkb_new_default() with a warning. */
struct cw_xkb *cw_xkb_new_from_fd(int fd, uint32_t size);
/** cw_xkb_new_from_fd, and when it returns NULL a short reason in `why` ("size 0",
 *  "the fd cannot be mapped: No such device", "xkbcommon could not compile it") for the
 *  warning; `why` may be NULL. */
struct cw_xkb *cw_xkb_new_from_fd_explained(int fd, uint32_t size, char *why, size_t why_size);

/** The same from a keymap string in memory (tests; `size` bytes, NUL not required). */
struct cw_xkb *cw_xkb_new_from_string(const char *keymap, size_t size);

/** The keysym of evdev key `evdev_code` in the current state (keycode = evdev + 8); 0
 *  (XKB_KEY_NoSymbol) when the key has no symbol. A key never changes the state: as
 *  xkbcommon advises clients, only wl_keyboard.modifiers does (cw_xkb_modifiers), which the
 *  compositor sends after every key that changes them. `pressed` is kept for the callers.
 *
 *  Shortcuts across layouts: while Ctrl, Alt or Super is held, a key whose symbol in the
 *  active layout is not a Latin letter (Й with a Russian layout active) gives the Latin
 *  letter of the first layout that has one on that key (q), as GTK and foot match
 *  shortcuts, so Ctrl+Q means the same key in every layout. */
uint32_t cw_xkb_key(struct cw_xkb *xkb, uint32_t evdev_code, int pressed);

/** Applies wl_keyboard.modifiers (xkb_state_update_mask) and returns the effective
 *  modifiers as CW_MOD_* bits. */
uint8_t cw_xkb_modifiers(struct cw_xkb *xkb, uint32_t depressed, uint32_t latched,
                         uint32_t locked, uint32_t group);

/** The effective modifiers now, as CW_MOD_* bits, without changing the state. */
uint8_t cw_xkb_current_modifiers(const struct cw_xkb *xkb);

/** The keymap as text (xkb_keymap_get_as_string, format xkb_v1); free() it. NULL on
 *  failure. For tests and for recording which keymap a session used. */
char *cw_xkb_keymap_string(const struct cw_xkb *xkb);

void cw_xkb_free(struct cw_xkb *xkb);

#ifdef __cplusplus
}
#endif
