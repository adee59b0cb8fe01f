/* wl-inject: one command per stdin line, sent at once (with a flush) so the caller's
 * `sleep` lines control the timing the client sees. */
#include "inject.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* touch_glide takes up to three fingers of five numbers each. */
#define MAX_ARGS 20
#define MAX_GLIDE_FINGERS 3

/* Integer argument or an error naming the line. */
static int int_arg(const char *text, long *out, int lineno) {
    char *end = NULL;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno || !end || *end || end == text) {
        fprintf(stderr, "wl-inject: stdin:%d: '%s' is not an integer\n", lineno, text);
        return -1;
    }
    *out = v;
    return 0;
}

static int double_arg(const char *text, double *out, int lineno) {
    char *end = NULL;
    errno = 0;
    double v = strtod(text, &end);
    if (errno || !end || *end || end == text) {
        fprintf(stderr, "wl-inject: stdin:%d: '%s' is not a number\n", lineno, text);
        return -1;
    }
    *out = v;
    return 0;
}

static int axis_arg(const char *text, uint32_t *out, int lineno) {
    if (!strcmp(text, "v") || !strcmp(text, "vertical") || !strcmp(text, "0")) { *out = WL_POINTER_AXIS_VERTICAL_SCROLL; return 0; }
    if (!strcmp(text, "h") || !strcmp(text, "horizontal") || !strcmp(text, "1")) { *out = WL_POINTER_AXIS_HORIZONTAL_SCROLL; return 0; }
    fprintf(stderr, "wl-inject: stdin:%d: axis '%s' is not v or h\n", lineno, text);
    return -1;
}

static int button_arg(const char *text, long *out, int lineno) {
    if (!strcmp(text, "left")) { *out = 272; return 0; }
    if (!strcmp(text, "right")) { *out = 273; return 0; }
    if (!strcmp(text, "middle")) { *out = 274; return 0; }
    return int_arg(text, out, lineno);
}

static int state_arg(const char *text, long *out, int lineno) {
    if (!strcmp(text, "down") || !strcmp(text, "press") || !strcmp(text, "pressed")) { *out = 1; return 0; }
    if (!strcmp(text, "up") || !strcmp(text, "release") || !strcmp(text, "released")) { *out = 0; return 0; }
    return int_arg(text, out, lineno);
}

static int source_arg(const char *text, uint32_t *out, int lineno) {
    static const char *names[] = { "wheel", "finger", "continuous", "wheel_tilt" };
    for (uint32_t i = 0; i < 4; i++) if (!strcmp(text, names[i])) { *out = i; return 0; }
    long v;
    if (int_arg(text, &v, lineno) < 0 || v < 0 || v > 3) {
        fprintf(stderr, "wl-inject: stdin:%d: axis source '%s' is not wheel, finger, continuous or wheel_tilt\n", lineno, text);
        return -1;
    }
    *out = (uint32_t)v;
    return 0;
}

static int need(int argc, int want, const char *usage, int lineno) {
    if (argc == want) return 0;
    fprintf(stderr, "wl-inject: stdin:%d: usage: %s\n", lineno, usage);
    return -1;
}

/* STEPS+1 motions from (x, y) to (x1, y1), each + frame and a flush, `period_ns` apart. */
static int glide(struct wli_state *s, double x, double y, double x1, double y1, long steps, int64_t period_ns) {
    if (steps < 1) steps = 1;
    struct timespec at;
    clock_gettime(CLOCK_MONOTONIC, &at);
    for (long i = 0; i <= steps; i++) {
        double t = (double)i / (double)steps;
        if (s->backend->motion(s, x + (x1 - x) * t, y + (y1 - y) * t) || s->backend->frame(s)) return -1;
        wl_display_flush(s->display);
        if (i == steps) break;
        int64_t ns = at.tv_nsec + period_ns;
        at.tv_sec += (time_t)(ns / 1000000000);
        at.tv_nsec = (long)(ns % 1000000000);
        while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &at, NULL) == EINTR) {}
    }
    return 0;
}

int wli_run_line(struct wli_state *s, char *line, int lineno) {
    char *hash = strchr(line, '#');
    if (hash) *hash = '\0';
    char *argv[MAX_ARGS + 1];
    int argc = 0;
    for (char *tok = strtok(line, " \t\r\n"); tok; tok = strtok(NULL, " \t\r\n")) {
        if (argc == MAX_ARGS) {
            fprintf(stderr, "wl-inject: stdin:%d: too many arguments\n", lineno);
            return -1;
        }
        argv[argc++] = tok;
    }
    if (argc == 0) return 0;
    const char *cmd = argv[0];
    long a, b, c, d;
    double x, y, x1, y1;
    uint32_t axis;

    if (!strcmp(cmd, "motion")) {
        if (need(argc, 3, "motion X Y", lineno) || double_arg(argv[1], &x, lineno) || double_arg(argv[2], &y, lineno)) return -1;
        if (s->backend->motion(s, x, y)) return -1;
    } else if (!strcmp(cmd, "rel")) {
        if (need(argc, 3, "rel DX DY", lineno) || double_arg(argv[1], &x, lineno) || double_arg(argv[2], &y, lineno)) return -1;
        if (s->backend->rel(s, x, y)) return -1;
    } else if (!strcmp(cmd, "glide") || !strcmp(cmd, "glide_us")) {
        /* glide X0 Y0 X1 Y1 STEPS MS (glide_us: US): STEPS+1 motions, each followed by a frame,
         * MS (US) apart on an absolute schedule, so the rate holds however long a send takes. */
        bool micro = cmd[5] == '_';
        if (need(argc, 7, micro ? "glide_us X0 Y0 X1 Y1 STEPS US" : "glide X0 Y0 X1 Y1 STEPS MS", lineno) ||
            double_arg(argv[1], &x, lineno) || double_arg(argv[2], &y, lineno) || double_arg(argv[3], &x1, lineno) ||
            double_arg(argv[4], &y1, lineno) || int_arg(argv[5], &a, lineno) || int_arg(argv[6], &b, lineno)) return -1;
        if (glide(s, x, y, x1, y1, a, (int64_t)b * (micro ? 1000 : 1000000))) return -1;
    } else if (!strcmp(cmd, "button")) {
        if (need(argc, 3, "button CODE STATE", lineno) || button_arg(argv[1], &a, lineno) || state_arg(argv[2], &b, lineno)) return -1;
        if (s->backend->button(s, (uint32_t)a, (uint32_t)b)) return -1;
    } else if (!strcmp(cmd, "axis")) {
        if (need(argc, 3, "axis v|h VALUE", lineno) || axis_arg(argv[1], &axis, lineno) || double_arg(argv[2], &x, lineno)) return -1;
        if (s->backend->axis(s, axis, x)) return -1;
    } else if (!strcmp(cmd, "axis_discrete")) {
        /* axis_discrete v|h STEPS [VALUE]; VALUE defaults to 15 per step, as libinput wheels. */
        if ((argc != 3 && argc != 4) ) { need(argc, 3, "axis_discrete v|h STEPS [VALUE]", lineno); return -1; }
        if (axis_arg(argv[1], &axis, lineno) || int_arg(argv[2], &a, lineno)) return -1;
        x = 15.0 * (double)a;
        if (argc == 4 && double_arg(argv[3], &x, lineno)) return -1;
        if (s->backend->axis_discrete(s, axis, x, (int32_t)a)) return -1;
    } else if (!strcmp(cmd, "axis_source")) {
        if (need(argc, 2, "axis_source wheel|finger|continuous|wheel_tilt", lineno) || source_arg(argv[1], &axis, lineno)) return -1;
        if (s->backend->axis_source(s, axis)) return -1;
    } else if (!strcmp(cmd, "axis_stop")) {
        if (need(argc, 2, "axis_stop v|h", lineno) || axis_arg(argv[1], &axis, lineno)) return -1;
        if (s->backend->axis_stop(s, axis)) return -1;
    } else if (!strcmp(cmd, "frame")) {
        if (s->backend->frame(s)) return -1;
    } else if (!strcmp(cmd, "key")) {
        if (need(argc, 3, "key CODE|KEYSYM STATE", lineno) || state_arg(argv[2], &b, lineno)) return -1;
        int code = wli_key_code(s, argv[1]);
        if (code < 0) { fprintf(stderr, "wl-inject: stdin:%d: unknown key '%s'\n", lineno, argv[1]); return -1; }
        if (s->backend->key(s, (uint32_t)code, (uint32_t)b)) return -1;
    } else if (!strcmp(cmd, "type")) {
        /* type KEY: press and release. */
        if (need(argc, 2, "type CODE|KEYSYM", lineno)) return -1;
        int code = wli_key_code(s, argv[1]);
        if (code < 0) { fprintf(stderr, "wl-inject: stdin:%d: unknown key '%s'\n", lineno, argv[1]); return -1; }
        if (s->backend->key(s, (uint32_t)code, 1)) return -1;
        wl_display_flush(s->display);
        wli_sleep_ms(20);
        if (s->backend->key(s, (uint32_t)code, 0)) return -1;
    } else if (!strcmp(cmd, "modifiers")) {
        if (need(argc, 5, "modifiers DEPRESSED LATCHED LOCKED GROUP", lineno) || int_arg(argv[1], &a, lineno) ||
            int_arg(argv[2], &b, lineno) || int_arg(argv[3], &c, lineno) || int_arg(argv[4], &d, lineno)) return -1;
        if (s->backend->modifiers(s, (uint32_t)a, (uint32_t)b, (uint32_t)c, (uint32_t)d)) return -1;
    } else if (!strcmp(cmd, "touch_down") || !strcmp(cmd, "touch_motion")) {
        if (need(argc, 4, "touch_down|touch_motion ID X Y", lineno) || int_arg(argv[1], &a, lineno) ||
            double_arg(argv[2], &x, lineno) || double_arg(argv[3], &y, lineno)) return -1;
        if ((cmd[6] == 'd' ? s->backend->touch_down : s->backend->touch_motion)(s, (uint32_t)a, x, y)) return -1;
    } else if (!strcmp(cmd, "touch_up")) {
        if (need(argc, 2, "touch_up ID", lineno) || int_arg(argv[1], &a, lineno)) return -1;
        if (s->backend->touch_up(s, (uint32_t)a)) return -1;
    } else if (!strcmp(cmd, "touch_frame")) {
        if (s->backend->touch_frame(s)) return -1;
    } else if (!strcmp(cmd, "touch_cancel")) {
        if (s->backend->touch_cancel(s)) return -1;
    } else if (!strcmp(cmd, "touch_glide")) {
        /* touch_glide STEPS MS ID X0 Y0 X1 Y1 [ID X0 Y0 X1 Y1]...: the fingers (already down
         * at X0 Y0) move together in STEPS motions, each step one touch_frame, MS apart;
         * the first motion comes MS after the command. */
        int fingers = (argc - 3) / 5;
        if (argc < 8 || (argc - 3) % 5 != 0 || fingers > MAX_GLIDE_FINGERS) {
            fprintf(stderr, "wl-inject: stdin:%d: usage: touch_glide STEPS MS ID X0 Y0 X1 Y1 [ID X0 Y0 X1 Y1]... "
                            "(up to %d fingers)\n", lineno, MAX_GLIDE_FINGERS);
            return -1;
        }
        if (int_arg(argv[1], &a, lineno) || int_arg(argv[2], &b, lineno)) return -1;
        long ids[MAX_GLIDE_FINGERS];
        double from[MAX_GLIDE_FINGERS][2], to[MAX_GLIDE_FINGERS][2];
        for (int f = 0; f < fingers; f++) {
            char **v = argv + 3 + 5 * f;
            if (int_arg(v[0], &ids[f], lineno) || double_arg(v[1], &from[f][0], lineno) ||
                double_arg(v[2], &from[f][1], lineno) || double_arg(v[3], &to[f][0], lineno) ||
                double_arg(v[4], &to[f][1], lineno)) return -1;
        }
        if (a < 1) a = 1;
        for (long i = 1; i <= a; i++) {
            wl_display_flush(s->display);
            wli_sleep_ms((int)b);
            double t = (double)i / (double)a;
            for (int f = 0; f < fingers; f++) {
                if (s->backend->touch_motion(s, (uint32_t)ids[f], from[f][0] + (to[f][0] - from[f][0]) * t,
                                             from[f][1] + (to[f][1] - from[f][1]) * t)) return -1;
            }
            if (s->backend->touch_frame(s)) return -1;
        }
    } else if (!strcmp(cmd, "sleep")) {
        if (need(argc, 2, "sleep MS", lineno) || int_arg(argv[1], &a, lineno)) return -1;
        wl_display_flush(s->display);
        wli_sleep_ms((int)a);
    } else if (!strcmp(cmd, "extent")) {
        if (need(argc, 3, "extent W H", lineno) || int_arg(argv[1], &a, lineno) || int_arg(argv[2], &b, lineno)) return -1;
        if (a < 1 || b < 1) { fprintf(stderr, "wl-inject: stdin:%d: extent must be positive\n", lineno); return -1; }
        s->extent_width = (uint32_t)a;
        s->extent_height = (uint32_t)b;
    } else if (!strcmp(cmd, "sync")) {
        /* A round trip: everything sent so far has reached the compositor. */
        if (wli_roundtrip(s) < 0) return -1;
        printf(argc > 1 ? "synced %s\n" : "synced\n", argc > 1 ? argv[1] : "");
        fflush(stdout);
    } else if (!strcmp(cmd, "echo")) {
        for (int i = 1; i < argc; i++) printf(i > 1 ? " %s" : "%s", argv[i]);
        printf("\n");
        fflush(stdout);
    } else if (!strcmp(cmd, "quit") || !strcmp(cmd, "exit")) {
        return 1;
    } else {
        fprintf(stderr, "wl-inject: stdin:%d: unknown command '%s'\n", lineno, cmd);
        return -1;
    }
    if (wl_display_flush(s->display) < 0 && errno != EAGAIN) {
        fprintf(stderr, "wl-inject: stdin:%d: connection lost while sending '%s'\n", lineno, cmd);
        return -1;
    }
    /* Take in whatever the compositor sent (a protocol error shows up here). */
    if (wl_display_dispatch_pending(s->display) < 0 || wl_display_get_error(s->display)) {
        fprintf(stderr, "wl-inject: stdin:%d: the compositor rejected '%s'\n", lineno, cmd);
        return -1;
    }
    return 0;
}
