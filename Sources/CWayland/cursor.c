/* The pointer's look on every seat's pointer inside the window: a shape the desktop names
 * (cursor-shape-v1 when offered, else the wayland-cursor theme), none (hidden), or an image
 * the app drew into one of its shm buffers, shown on the seat's own cursor surface. What to
 * show and when is decided in Swift (WaylandClient's CursorDriver); this file only sends it. */
#include "internal.h"

#include "library_loader.h"
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* libwayland-cursor is loaded at the first themed cursor, not linked: every library the
 * loader maps is time before main, and a start's first frame needs no cursor (with
 * cursor-shape-v1 none ever does). Its four functions, through pointers: */
#define WC_FUNCTIONS(X) \
    X(wl_cursor_theme_load) \
    X(wl_cursor_theme_destroy) \
    X(wl_cursor_theme_get_cursor) \
    X(wl_cursor_image_get_buffer)
LL_DECLARE(wc, "libwayland-cursor.so.0", WC_FUNCTIONS);

/* True once loaded; a library that cannot be loaded is said so once. */
static bool wc_ready(void) {
    static bool warned;
    if (ll_ready(&wc_library)) return true;
    if (!warned) fprintf(stderr, "opacity-bars: %s: the pointer's shapes are the compositor's\n", wc_library.error);
    warned = true;
    return false;
}

/* A theme exists only once the library is loaded, so destroying one never loads it. */
void cw_cursor_theme_destroy(struct wl_cursor_theme *theme) {
    if (theme) wc.wl_cursor_theme_destroy(theme);
}

/* Each cursor-shape-v1 shape's CSS name (what current cursor themes call it) and the name
 * X11-era themes give it (GTK's fallback table, but for the hands and the two-headed arrows,
 * which have names of their own in the X cursor font); indexed by the protocol's number. */
static const struct {
    const char *css, *x11;
} shape_names[CW_CURSOR_ZOOM_OUT + 1] = {
    [1] = {"default", "left_ptr"},
    [2] = {"context-menu", "left_ptr"},
    [3] = {"help", "question_arrow"},
    [4] = {"pointer", "hand2"},
    [5] = {"progress", "left_ptr_watch"},
    [6] = {"wait", "watch"},
    [7] = {"cell", "crosshair"},
    [8] = {"crosshair", "cross"},
    [9] = {"text", "xterm"},
    [10] = {"vertical-text", "xterm"},
    [11] = {"alias", "dnd-link"},
    [12] = {"copy", "dnd-copy"},
    [13] = {"move", "dnd-move"},
    [14] = {"no-drop", "dnd-none"},
    [15] = {"not-allowed", "crossed_circle"},
    [16] = {"grab", "openhand"},
    [17] = {"grabbing", "closedhand"},
    [18] = {"e-resize", "right_side"},
    [19] = {"n-resize", "top_side"},
    [20] = {"ne-resize", "top_right_corner"},
    [21] = {"nw-resize", "top_left_corner"},
    [22] = {"s-resize", "bottom_side"},
    [23] = {"se-resize", "bottom_right_corner"},
    [24] = {"sw-resize", "bottom_left_corner"},
    [25] = {"w-resize", "left_side"},
    [26] = {"ew-resize", "sb_h_double_arrow"},
    [27] = {"ns-resize", "sb_v_double_arrow"},
    [28] = {"nesw-resize", "fd_double_arrow"},
    [29] = {"nwse-resize", "bd_double_arrow"},
    [30] = {"col-resize", "sb_h_double_arrow"},
    [31] = {"row-resize", "sb_v_double_arrow"},
    [32] = {"all-scroll", "fleur"},
    [33] = {"zoom-in", "zoom-in"},
    [34] = {"zoom-out", "zoom-out"},
};

/* A shape number the shim does not know is the arrow: a compositor never sees it. */
static uint32_t known_shape(uint32_t shape) {
    return shape >= CW_CURSOR_DEFAULT && shape <= CW_CURSOR_ZOOM_OUT ? shape : CW_CURSOR_DEFAULT;
}

/* Every seat's pointer inside the window gets the shape: each moves a cursor of its own. */
void cw_client_set_cursor(struct cw_client *c, uint32_t shape, int32_t scale) {
    shape = known_shape(shape);
    for (int i = 0; i < CW_MAX_SEATS; i++) {
        struct cw_seat *seat = &c->seats[i];
        if (!seat->pointer || !seat->pointer_inside) continue;
        if (seat->cursor_shape_device)
            wp_cursor_shape_device_v1_set_shape(seat->cursor_shape_device, seat->pointer_enter_serial, shape);
        else
            cw_set_theme_cursor(c, seat, shape, scale);
    }
}

void cw_client_hide_cursor(struct cw_client *c) {
    for (int i = 0; i < CW_MAX_SEATS; i++) {
        struct cw_seat *seat = &c->seats[i];
        if (seat->pointer && seat->pointer_inside)
            wl_pointer_set_cursor(seat->pointer, seat->pointer_enter_serial, NULL, 0, 0);
    }
}

/* The seat's cursor surface, made on first use; NULL when out of memory. */
static struct wl_surface *cursor_surface(struct cw_client *c, struct cw_seat *seat) {
    if (!seat->cursor_surface) seat->cursor_surface = wl6_compositor_create_surface(c->compositor);
    return seat->cursor_surface;
}

/* Shows the surface's next buffer at its own size: the viewport an app image at a fractional
 * scale left on it would otherwise stretch a theme image to that image's size. */
static void unset_cursor_viewport(struct cw_seat *seat) {
    if (seat->cursor_viewport) wp_viewport_set_destination(seat->cursor_viewport, -1, -1);
}

void cw_client_show_cursor_image(struct cw_client *c, int32_t id, int32_t buffer_scale, int32_t dest_width,
                                 int32_t dest_height, int32_t hot_x, int32_t hot_y) {
    if (id < 0 || id >= CW_MAX_BUFFERS || !c->buffers[id].buffer) return;
    if (buffer_scale < 1) buffer_scale = 1;
    for (int i = 0; i < CW_MAX_SEATS; i++) {
        struct cw_seat *seat = &c->seats[i];
        if (!seat->pointer || !seat->pointer_inside) continue;
        struct wl_surface *surface = cursor_surface(c, seat);
        if (!surface) continue;
        if (dest_width > 0 && dest_height > 0 && c->viewporter) {
            if (!seat->cursor_viewport) seat->cursor_viewport = wp_viewporter_get_viewport(c->viewporter, surface);
            wp_viewport_set_destination(seat->cursor_viewport, dest_width, dest_height);
            wl_surface_set_buffer_scale(surface, 1);
        } else {
            unset_cursor_viewport(seat);
            wl_surface_set_buffer_scale(surface, buffer_scale);
        }
        wl_surface_attach(surface, c->buffers[id].buffer, 0, 0);
        wl_surface_damage_buffer(surface, 0, 0, INT32_MAX, INT32_MAX);
        wl_surface_commit(surface);
        wl_pointer_set_cursor(seat->pointer, seat->pointer_enter_serial, surface, hot_x, hot_y);
    }
}

void cw_client_set_cursor_theme(struct cw_client *c, const char *name, int32_t size) {
    if (!name || strlen(name) >= sizeof c->cursor_theme_name) name = "";
    if (size < 0 || size > 512) size = 0;
    if (!strcmp(name, c->cursor_theme_name) && size == c->cursor_theme_size) return;
    snprintf(c->cursor_theme_name, sizeof c->cursor_theme_name, "%s", name);
    c->cursor_theme_size = size;
    cw_cursor_theme_destroy(c->cursor_theme);
    c->cursor_theme = NULL;
}

void cw_set_theme_cursor(struct cw_client *c, struct cw_seat *seat, uint32_t shape, int32_t scale) {
    if (scale < 1) scale = 1;
    if (!c->cursor_theme || c->cursor_theme_scale != scale) {
        cw_cursor_theme_destroy(c->cursor_theme);
        c->cursor_theme = NULL;
        /* The desktop's settings, else the user's choice as every Wayland client reads it
         * (XCURSOR_THEME / XCURSOR_SIZE). */
        const char *theme = c->cursor_theme_name[0] ? c->cursor_theme_name : getenv("XCURSOR_THEME");
        const char *size_text = getenv("XCURSOR_SIZE");
        int size = c->cursor_theme_size > 0 ? c->cursor_theme_size : size_text ? atoi(size_text) : 0;
        if (size <= 0 || size > 512) size = 24;
        if (wc_ready()) c->cursor_theme = wc.wl_cursor_theme_load(theme && *theme ? theme : NULL, size * scale, c->shm);
        c->cursor_theme_scale = scale;
    }
    if (!c->cursor_theme) return; /* no theme installed: the compositor keeps its cursor */
    shape = known_shape(shape);
    struct wl_cursor *cursor = wc.wl_cursor_theme_get_cursor(c->cursor_theme, shape_names[shape].css);
    if (!cursor) cursor = wc.wl_cursor_theme_get_cursor(c->cursor_theme, shape_names[shape].x11);
    if (!cursor) cursor = wc.wl_cursor_theme_get_cursor(c->cursor_theme, "left_ptr");
    if (!cursor || cursor->image_count == 0) return;
    struct wl_cursor_image *image = cursor->images[0];
    struct wl_buffer *buffer = wc.wl_cursor_image_get_buffer(image);
    if (!buffer) return;
    struct wl_surface *surface = cursor_surface(c, seat);
    if (!surface) return;
    /* A scaled buffer must be a whole number of logical px: a theme without an image of the
     * size asked for gives the nearest, which may not divide by the scale. */
    int32_t buffer_scale = scale;
    while (buffer_scale > 1 && (image->width % (uint32_t)buffer_scale || image->height % (uint32_t)buffer_scale))
        buffer_scale--;
    unset_cursor_viewport(seat);
    wl_surface_set_buffer_scale(surface, buffer_scale);
    wl_surface_attach(surface, buffer, 0, 0);
    wl_surface_damage(surface, 0, 0, INT32_MAX, INT32_MAX);
    wl_surface_commit(surface);
    wl_pointer_set_cursor(seat->pointer, seat->pointer_enter_serial, surface,
                          (int32_t)image->hotspot_x / buffer_scale, (int32_t)image->hotspot_y / buffer_scale);
}
