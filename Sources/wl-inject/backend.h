/* wl-inject: the two ways of injecting input, behind one table of operations.
 *
 * wlroots compositors (sway) take input from a wlr virtual pointer and a virtual keyboard;
 * kwin takes it from org_kde_kwin_fake_input, which alone of the packaged compositors here
 * can inject touch. Commands (commands.c) call these; an operation a protocol lacks prints
 * why and returns -1, so a script never silently does less than it says. */
#ifndef WLI_BACKEND_H
#define WLI_BACKEND_H

#include <stdint.h>

struct wli_state;

struct wli_backend {
    const char *name;                 /* the protocol, for messages */
    uint32_t capabilities;            /* what the seat must advertise once the devices exist */
    int (*create)(struct wli_state *s);
    void (*destroy)(struct wli_state *s);
    /* Absolute motion in output pixels (wlr: within the extent; kde: global coordinates). */
    int (*motion)(struct wli_state *s, double x, double y);
    int (*rel)(struct wli_state *s, double dx, double dy);
    int (*button)(struct wli_state *s, uint32_t code, uint32_t state);
    int (*axis)(struct wli_state *s, uint32_t axis, double value);
    int (*axis_discrete)(struct wli_state *s, uint32_t axis, double value, int32_t steps);
    int (*axis_source)(struct wli_state *s, uint32_t source);
    int (*axis_stop)(struct wli_state *s, uint32_t axis);
    int (*frame)(struct wli_state *s);
    int (*key)(struct wli_state *s, uint32_t code, uint32_t state);
    int (*modifiers)(struct wli_state *s, uint32_t depressed, uint32_t latched, uint32_t locked, uint32_t group);
    int (*touch_down)(struct wli_state *s, uint32_t id, double x, double y);
    int (*touch_motion)(struct wli_state *s, uint32_t id, double x, double y);
    int (*touch_up)(struct wli_state *s, uint32_t id);
    int (*touch_frame)(struct wli_state *s);
    int (*touch_cancel)(struct wli_state *s);
};

extern const struct wli_backend wli_wlr_backend;   /* backend-wlr.c */
extern const struct wli_backend wli_kde_backend;   /* backend-kde.c */

/** Prints "wl-inject: WHAT is not available through PROTOCOL" and returns -1. */
int wli_unsupported(const struct wli_state *s, const char *what);

#endif
