/* wl-inject: a test tool that keeps ONE set of virtual input devices alive for a whole run
 * (a wlr virtual pointer and virtual keyboard, or kwin's fake input with touch) and feeds
 * them line commands from stdin.
 *
 * Why one long-lived tool: one-shot injectors (wtype, wlroots' examples) create a device,
 * send, and quit; the client binds wl_pointer/wl_keyboard only after the seat capability
 * change reaches it, so their events are lost (docs/TESTING.md). */
#ifndef WLI_INJECT_H
#define WLI_INJECT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <wayland-client.h>
#include <xkbcommon/xkbcommon.h>

#include "backend.h"

struct zwlr_virtual_pointer_v1;
struct zwp_virtual_keyboard_v1;
struct org_kde_kwin_fake_input;

/** Which protocol to inject through (--backend). */
enum wli_backend_choice { WLI_BACKEND_AUTO, WLI_BACKEND_WLR, WLI_BACKEND_KDE };

/** Everything the tool holds for the run. */
struct wli_state {
    struct wl_display *display;
    struct wl_registry *registry;
    struct wl_seat *seat;       /* the seat the devices join (--seat, else the first) */
    /* Every seat offered, by wl_seat.name: a compositor can have several (sway's `seat`). */
    struct wli_seat { struct wl_seat *seat; char name[64]; uint32_t capabilities; } seats[8];
    int seat_count;
    const char *seat_name;      /* --seat; NULL: the first seat */
    struct wl_output *output;
    struct zwlr_virtual_pointer_manager_v1 *pointer_manager;
    struct zwp_virtual_keyboard_manager_v1 *keyboard_manager;
    struct zwlr_virtual_pointer_v1 *pointer;
    struct zwp_virtual_keyboard_v1 *keyboard;
    struct org_kde_kwin_fake_input *fake_input;
    uint32_t fake_input_version;
    enum wli_backend_choice choice;
    const struct wli_backend *backend;   /* chosen by wli_connect */
    uint32_t capabilities;      /* the chosen seat's last wl_seat.capabilities */
    int32_t output_width;       /* current mode of the first output (extent for motion) */
    int32_t output_height;
    uint32_t extent_width;      /* extent used by `motion`; defaults to the output size */
    uint32_t extent_height;
    struct xkb_context *xkb;
    struct xkb_keymap *keymap;
    bool verbose;
};

/* wayland.c: connection, globals, devices, waiting for the seat capabilities. */
int wli_connect(struct wli_state *s);
int wli_create_devices(struct wli_state *s, const char *keymap_file, int settle_ms);
void wli_destroy(struct wli_state *s);
int wli_roundtrip(struct wli_state *s);

/* keymap.c: the keymap uploaded to the virtual keyboard, and key names → evdev codes. */
int wli_keymap_compile(struct wli_state *s, const char *keymap_file);
int wli_keymap_upload(struct wli_state *s);
/** An evdev code from a number ("103") or an xkb keysym name ("Up", "a", "Super_L"); -1 if unknown. */
int wli_key_code(struct wli_state *s, const char *name);

/* commands.c: one stdin line. Returns 0 to continue, 1 to quit, -1 on error. */
int wli_run_line(struct wli_state *s, char *line, int lineno);

/** Milliseconds on CLOCK_MONOTONIC, truncated to 32 bits like compositor event times. */
uint32_t wli_now_ms(void);
void wli_sleep_ms(int ms);

#endif
