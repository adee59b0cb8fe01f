/* wl-inject: the keymap the virtual keyboard uploads (the compositor requires one before
 * any key), and key names resolved against that same keymap so scripts can say "Up". */
#include "inject.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "virtual-keyboard-unstable-v1-client-protocol.h"

/* Reads a whole text file (a keymap written by `xkbcli compile-keymap`). */
static char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); return NULL; }
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    size_t n;
    while (buf && (n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
        len += n;
        if (len + 1 == cap) buf = realloc(buf, cap *= 2);
    }
    fclose(f);
    if (buf) buf[len] = '\0';
    return buf;
}

int wli_keymap_compile(struct wli_state *s, const char *keymap_file) {
    s->xkb = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
    if (!s->xkb) { fprintf(stderr, "wl-inject: xkb_context_new failed\n"); return -1; }
    if (keymap_file) {
        char *text = read_file(keymap_file);
        if (!text) return -1;
        s->keymap = xkb_keymap_new_from_string(s->xkb, text, XKB_KEYMAP_FORMAT_TEXT_V1,
                                               XKB_KEYMAP_COMPILE_NO_FLAGS);
        free(text);
        if (!s->keymap) { fprintf(stderr, "wl-inject: %s: not a valid xkb keymap\n", keymap_file); return -1; }
    } else {
        struct xkb_rule_names names = { .rules = "evdev", .model = "pc105", .layout = "us" };
        s->keymap = xkb_keymap_new_from_names(s->xkb, &names, XKB_KEYMAP_COMPILE_NO_FLAGS);
        if (!s->keymap) { fprintf(stderr, "wl-inject: cannot compile the us keymap (xkeyboard-config?)\n"); return -1; }
    }
    return 0;
}

int wli_keymap_upload(struct wli_state *s) {
    char *text = xkb_keymap_get_as_string(s->keymap, XKB_KEYMAP_FORMAT_TEXT_V1);
    if (!text) { fprintf(stderr, "wl-inject: xkb_keymap_get_as_string failed\n"); return -1; }
    size_t size = strlen(text) + 1;   /* the protocol's size includes the NUL */
    int fd = memfd_create("wl-inject-keymap", MFD_CLOEXEC);
    if (fd < 0) { perror("wl-inject: memfd_create"); free(text); return -1; }
    size_t off = 0;
    while (off < size) {
        ssize_t w = write(fd, text + off, size - off);
        if (w <= 0) { perror("wl-inject: write keymap"); close(fd); free(text); return -1; }
        off += (size_t)w;
    }
    free(text);
    zwp_virtual_keyboard_v1_keymap(s->keyboard, WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1, fd, (uint32_t)size);
    /* libwayland dups the fd when it marshals the request. */
    wl_display_flush(s->display);
    close(fd);
    return 0;
}

int wli_key_code(struct wli_state *s, const char *name) {
    char *end = NULL;
    long n = strtol(name, &end, 10);
    if (end && *end == '\0' && end != name) return n >= 0 && n < 0x10000 ? (int)n : -1;
    xkb_keysym_t want = xkb_keysym_from_name(name, XKB_KEYSYM_NO_FLAGS);
    if (want == XKB_KEY_NoSymbol) want = xkb_keysym_from_name(name, XKB_KEYSYM_CASE_INSENSITIVE);
    if (want == XKB_KEY_NoSymbol) return -1;
    xkb_keycode_t min = xkb_keymap_min_keycode(s->keymap), max = xkb_keymap_max_keycode(s->keymap);
    for (xkb_keycode_t kc = min; kc <= max; kc++) {
        const xkb_keysym_t *syms = NULL;
        int count = xkb_keymap_key_get_syms_by_level(s->keymap, kc, 0, 0, &syms);
        for (int i = 0; i < count; i++)
            if (syms[i] == want && kc >= 8) return (int)kc - 8;   /* xkb keycode = evdev + 8 */
    }
    return -1;
}
