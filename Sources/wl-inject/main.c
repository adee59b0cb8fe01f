/* wl-inject: ONE set of virtual input devices (a wlr virtual pointer and keyboard, or kwin's
 * fake input), alive for the whole run, driven by line commands on stdin. Prints `ready`
 * once the devices exist and the seat advertises them (after a settle delay, so clients
 * have bound their wl_pointer, wl_keyboard and wl_touch). See `wl-inject --help`. */
#include "inject.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: wl-inject [--backend auto|wlr|kde] [--seat NAME] [--keymap FILE] [--settle MS] [--extent W H] [--verbose]\n"
    "Connects to $WAYLAND_DISPLAY and creates its input devices: a wlr virtual pointer and\n"
    "virtual keyboard (sway), or else org_kde_kwin_fake_input (kwin, with touch; run as kwin's\n"
    "user), prints 'ready', then runs one command per stdin line (below) until EOF or 'quit'.\n"
    "--seat NAME: the wlr devices join the wl_seat of that name (sway: `seat NAME ...`), not the first.\n"
    "  motion X Y               absolute pointer motion (output pixels; wlr: within the extent)\n"
    "  rel DX DY                relative pointer motion\n"
    "  glide X0 Y0 X1 Y1 N MS   N+1 motions from (X0,Y0) to (X1,Y1), each + frame, MS apart\n"
    "  glide_us X0 Y0 X1 Y1 N US   the same, US microseconds apart (1000: a 1000 Hz mouse)\n"
    "  button CODE STATE        CODE 272/left, 273/right, 274/middle; STATE 1/down, 0/up\n"
    "  axis v|h VALUE           axis motion (send axis_source AFTER it: wlroots 0.15)\n"
    "  axis_discrete v|h N [V]  discrete axis, V defaults to 15*N\n"
    "  axis_source wheel|finger|continuous|wheel_tilt\n"
    "  axis_stop v|h\n"
    "  frame                    ends a pointer event group\n"
    "  key CODE|KEYSYM STATE    evdev code (103) or keysym name (Up, a, Super_L)\n"
    "  type CODE|KEYSYM         press, 20 ms, release\n"
    "  modifiers DEP LAT LOCK GROUP   (Shift 1, Ctrl 4, Alt 8, Super 64; wlr only)\n"
    "  touch_down ID X Y | touch_motion ID X Y | touch_up ID | touch_frame | touch_cancel   (kde only)\n"
    "  touch_glide N MS ID X0 Y0 X1 Y1 [ID X0 Y0 X1 Y1]...   fingers move together in N steps,\n"
    "                           each + touch_frame, MS apart (up to 3 fingers)\n"
    "kde: axis only (kwin makes it a wheel event), no axis_discrete/axis_source/axis_stop/modifiers;\n"
    "'frame' sends nothing (kwin frames every pointer event itself).\n"
    "  sleep MS | extent W H | sync [TAG] (prints 'synced TAG') | echo TEXT | quit\n"
    "Blank lines and '#' comments are ignored. An error names the stdin line and exits 2.\n";

int main(int argc, char **argv) {
    struct wli_state s = {0};
    const char *keymap_file = NULL;
    int settle_ms = 300;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--keymap") && i + 1 < argc) keymap_file = argv[++i];
        else if (!strcmp(argv[i], "--seat") && i + 1 < argc) s.seat_name = argv[++i];
        else if (!strcmp(argv[i], "--settle") && i + 1 < argc) settle_ms = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--backend") && i + 1 < argc) {
            const char *b = argv[++i];
            if (!strcmp(b, "auto")) s.choice = WLI_BACKEND_AUTO;
            else if (!strcmp(b, "wlr")) s.choice = WLI_BACKEND_WLR;
            else if (!strcmp(b, "kde")) s.choice = WLI_BACKEND_KDE;
            else { fprintf(stderr, "wl-inject: --backend must be auto, wlr or kde\n"); return 2; }
        }
        else if (!strcmp(argv[i], "--extent") && i + 2 < argc) {
            s.extent_width = (uint32_t)atoi(argv[++i]);
            s.extent_height = (uint32_t)atoi(argv[++i]);
        } else if (!strcmp(argv[i], "--verbose") || !strcmp(argv[i], "-v")) s.verbose = true;
        else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) { fputs(usage, stdout); return 0; }
        else { fprintf(stderr, "wl-inject: unknown option '%s'\n%s", argv[i], usage); return 2; }
    }
    if (wli_connect(&s) < 0 || wli_create_devices(&s, keymap_file, settle_ms) < 0) {
        wli_destroy(&s);
        return 1;
    }
    printf("ready\n");
    fflush(stdout);

    char *line = NULL;
    size_t cap = 0;
    int lineno = 0, status = 0;
    while (getline(&line, &cap, stdin) >= 0) {
        int r = wli_run_line(&s, line, ++lineno);
        if (r < 0) { status = 2; break; }
        if (r > 0) break;
    }
    free(line);
    wli_destroy(&s);
    return status;
}
