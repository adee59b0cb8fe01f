/* xkbcommon keymap and state: evdev codes → keysyms, xkb masks → CW_MOD_* bits.
 * Used by the live input listeners (CWayland's input.c) and by TraceReplay (default keymap). */
#include "cxkb.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <xkbcommon/xkbcommon.h>

struct cw_xkb {
    struct xkb_context *context;
    struct xkb_keymap *keymap;
    struct xkb_state *state;
};

static struct cw_xkb *cw_xkb_wrap(struct xkb_context *context, struct xkb_keymap *keymap) {
    if (!keymap) {
        xkb_context_unref(context);
        return NULL;
    }
    struct xkb_state *state = xkb_state_new(keymap);
    struct cw_xkb *xkb = state ? calloc(1, sizeof *xkb) : NULL;
    if (!xkb) {
        if (state) xkb_state_unref(state);
        xkb_keymap_unref(keymap);
        xkb_context_unref(context);
        return NULL;
    }
    xkb->context = context;
    xkb->keymap = keymap;
    xkb->state = state;
    return xkb;
}

struct cw_xkb *cw_xkb_new_from_layouts(const char *layouts) {
    if (!layouts) return NULL;
    struct xkb_context *context = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
    if (!context) return NULL;
    struct xkb_rule_names names = {
        .rules = "evdev", .model = "pc105", .layout = layouts, .variant = NULL, .options = NULL,
    };
    return cw_xkb_wrap(context, xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS));
}

struct cw_xkb *cw_xkb_new_default(void) { return cw_xkb_new_from_layouts("us"); }

struct cw_xkb *cw_xkb_new_from_string(const char *keymap, size_t size) {
    if (!keymap || size == 0) return NULL;
    struct xkb_context *context = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
    if (!context) return NULL;
    /* The compositor's string is NUL-terminated inside `size`; xkb_keymap_new_from_buffer
     * wants the length without a trailing NUL. */
    while (size > 0 && keymap[size - 1] == '\0') size--;
    return cw_xkb_wrap(context, xkb_keymap_new_from_buffer(context, keymap, size,
                                                           XKB_KEYMAP_FORMAT_TEXT_V1,
                                                           XKB_KEYMAP_COMPILE_NO_FLAGS));
}

struct cw_xkb *cw_xkb_new_from_fd_explained(int fd, uint32_t size, char *why, size_t why_size) {
    char ignored[1];
    if (!why || why_size == 0) { why = ignored; why_size = sizeof ignored; }
    why[0] = '\0';
    if (fd < 0) { snprintf(why, why_size, "no fd"); return NULL; }
    if (size == 0) { snprintf(why, why_size, "size 0"); return NULL; }
    /* MAP_PRIVATE: since wl_seat v7 the compositor may hand every client the same
     * read-only fd; MAP_SHARED would fail there. */
    void *map = mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (map == MAP_FAILED) {
        snprintf(why, why_size, "the fd cannot be mapped: %s", strerror(errno));
        return NULL;
    }
    struct cw_xkb *xkb = cw_xkb_new_from_string(map, size);
    munmap(map, size);
    if (!xkb) snprintf(why, why_size, "xkbcommon could not compile it");
    return xkb;
}

struct cw_xkb *cw_xkb_new_from_fd(int fd, uint32_t size) {
    return cw_xkb_new_from_fd_explained(fd, size, NULL, 0);
}

static int cw_xkb_is_latin_letter(xkb_keysym_t sym) {
    return (sym >= XKB_KEY_a && sym <= XKB_KEY_z) || (sym >= XKB_KEY_A && sym <= XKB_KEY_Z);
}

/* The key's symbol in the first layout that has a Latin letter on it, at the level the
 * modifiers select there; `sym` when no layout has one. */
static xkb_keysym_t cw_xkb_shortcut_sym(const struct cw_xkb *xkb, xkb_keycode_t keycode, xkb_keysym_t sym) {
    if (cw_xkb_is_latin_letter(sym)) return sym;
    xkb_layout_index_t layouts = xkb_keymap_num_layouts_for_key(xkb->keymap, keycode);
    for (xkb_layout_index_t layout = 0; layout < layouts; layout++) {
        xkb_level_index_t level = xkb_state_key_get_level(xkb->state, keycode, layout);
        if (level == XKB_LEVEL_INVALID) level = 0;
        const xkb_keysym_t *syms = NULL;
        int count = xkb_keymap_key_get_syms_by_level(xkb->keymap, keycode, layout, level, &syms);
        if (count == 1 && cw_xkb_is_latin_letter(syms[0])) return syms[0];
    }
    return sym;
}

uint32_t cw_xkb_key(struct cw_xkb *xkb, uint32_t evdev_code, int pressed) {
    (void)pressed;
    if (!xkb) return 0;
    xkb_keycode_t keycode = evdev_code + 8;
    xkb_keysym_t sym = xkb_state_key_get_one_sym(xkb->state, keycode);
    if (cw_xkb_current_modifiers(xkb) & (CW_MOD_CTRL | CW_MOD_ALT | CW_MOD_SUPER))
        sym = cw_xkb_shortcut_sym(xkb, keycode, sym);
    return sym;
}

uint8_t cw_xkb_current_modifiers(const struct cw_xkb *xkb) {
    if (!xkb) return 0;
    static const struct { const char *name; uint8_t bit; } table[] = {
        {XKB_MOD_NAME_SHIFT, CW_MOD_SHIFT},
        {XKB_MOD_NAME_CTRL, CW_MOD_CTRL},
        {XKB_MOD_NAME_ALT, CW_MOD_ALT},
        {XKB_MOD_NAME_LOGO, CW_MOD_SUPER},
    };
    uint8_t bits = 0;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        if (xkb_state_mod_name_is_active(xkb->state, table[i].name, XKB_STATE_MODS_EFFECTIVE) > 0)
            bits |= table[i].bit;
    }
    return bits;
}

uint8_t cw_xkb_modifiers(struct cw_xkb *xkb, uint32_t depressed, uint32_t latched,
                         uint32_t locked, uint32_t group) {
    if (!xkb) return 0;
    xkb_state_update_mask(xkb->state, depressed, latched, locked, 0, 0, group);
    return cw_xkb_current_modifiers(xkb);
}

char *cw_xkb_keymap_string(const struct cw_xkb *xkb) {
    return xkb ? xkb_keymap_get_as_string(xkb->keymap, XKB_KEYMAP_FORMAT_TEXT_V1) : NULL;
}

void cw_xkb_free(struct cw_xkb *xkb) {
    if (!xkb) return;
    xkb_state_unref(xkb->state);
    xkb_keymap_unref(xkb->keymap);
    xkb_context_unref(xkb->context);
    free(xkb);
}
