/* Shared state of the fixture compositor's files (server.c, surface.c, xdg.c, seat.c,
 * gestures.c). Not part of the public API. */
#pragma once
#include "fixture_compositor.h"

#include <wayland-server.h>
#include <xkbcommon/xkbcommon.h>

#define FC_MAX_DAMAGE 32

struct fc_rect { int32_t x, y, width, height; };

/** One wl_surface. Double-buffered state as the protocol defines it: `pending_*` is
 *  applied by commit. */
struct fc_surface {
    struct fc_server *server;
    struct wl_resource *resource;
    struct wl_list link; /* fc_server.surfaces */

    struct wl_resource *pending_buffer; /* NULL with pending_attached = detach */
    bool pending_attached;
    struct wl_listener pending_buffer_destroy;
    struct wl_list pending_frames; /* wl_callback resources (wl_resource_get_link) */
    int32_t pending_scale;
    /* Damage since the last commit: surface coordinates and buffer coordinates. */
    struct fc_rect surface_damage[FC_MAX_DAMAGE];
    int surface_damage_count;
    bool surface_damage_overflow;
    struct fc_rect buffer_damage[FC_MAX_DAMAGE];
    int buffer_damage_count;
    bool buffer_damage_overflow;

    struct wl_resource *held_buffer; /* attached and not yet released */
    struct wl_listener held_buffer_destroy;
    struct wl_list frames; /* committed, waiting for the next tick */
    int32_t scale;
    /* wp_viewport destination (logical size the buffer is shown at); 0 = none. */
    struct wl_resource *viewport;
    int32_t pending_dest_width, pending_dest_height, dest_width, dest_height;
    /* wp_viewport source crop in buffer coordinates / buffer scale; width < 0 = none. */
    double pending_source[4], source[4];

    /* Screen copy: what a compositor shows for this surface. */
    uint32_t *screen;
    int32_t screen_width, screen_height;
    /* Copy of the held buffer's bytes at commit, to detect writes while we hold it. */
    uint8_t *held_copy;
    size_t held_copy_size;

    struct fc_xdg_surface *xdg;
    /* Given to wl_pointer.set_cursor (cursor.c): it may take no other role. */
    bool cursor_role;
};

struct fc_xdg_surface {
    struct fc_server *server;
    struct wl_resource *resource;
    struct fc_surface *surface;
    struct wl_resource *toplevel;
    uint32_t sent_serial;   /* last xdg_surface.configure serial */
    uint32_t acked_serial;
    bool configure_sent;
    bool acked;
    /* Window geometry: pending until the next commit. */
    bool pending_geometry;
    int32_t geometry[4];
    /* The toplevel's zxdg_toplevel_decoration_v1, the mode it asked for and the mode last
     * configured (0: none). */
    struct wl_resource *decoration;
    uint32_t decoration_requested, decoration_sent;
};

struct fc_server {
    struct fc_config config;
    struct wl_display *display;
    struct wl_event_loop *loop;
    struct wl_event_source *tick;
    struct wl_listener client_created;
    const char *socket;

    struct wl_list surfaces;
    struct wl_list outputs;   /* wl_output resources */
    struct wl_list seats;     /* wl_seat resources */
    struct wl_list pointers, keyboards, touches, gestures_pinch, gestures_swipe, gestures_hold;
    struct wl_list wm_bases;  /* xdg_wm_base resources */
    struct wl_list fractional_scales; /* wp_fractional_scale_v1 resources */
    uint32_t preferred_scale_120;     /* wp_fractional_scale_v1.preferred_scale */

    /* The focused toplevel (the first one created). */
    struct fc_xdg_surface *toplevel;
    int32_t configured_width, configured_height;
    uint32_t configured_states;
    /* configure_bounds owed before the next configure (0×0: none). */
    int32_t bounds_width, bounds_height;
    /* The mode every decoration configure gives (0: the one asked for). */
    uint32_t decoration_mode;
    /* The serial of the latest button press or touch down: interactive move and resize
     * start from it. */
    uint32_t press_serial;
    /* The latest wl_pointer.enter's serial: a cursor request must carry it. */
    uint32_t pointer_enter_serial;

    /* Every seat's capabilities together; seat_globals[i] has its share (seat.c). */
    uint32_t capabilities;
    struct fc_seat_global {
        struct fc_server *server;
        uint32_t index; /* 0 seat0; 1 seat1, the second seat (config.second_seat) */
        struct wl_global *global; /* NULL while not announced */
    } seat_globals[2];
    int32_t output_scale;

    struct xkb_context *xkb_context;
    struct xkb_keymap *keymap;
    int keymap_fd;
    uint32_t keymap_size;
    uint32_t mod_masks[4]; /* FC_MOD_* bit index → xkb mask */
    bool keyboard_focused;
    bool pointer_focused;
    int32_t value120_accumulated[2]; /* per axis, for v5–v7 clients */

    /* Faults: releases held back while hold_releases (buffers.c). */
    bool hold_releases;
    struct wl_list deferred_releases; /* fc_buffer_watch.link */

    /* opacity_bars_test_clock_v1 resources (clock.c) and the time last announced. */
    struct wl_list clocks;
    double clock_ms;
    bool clock_announced;

    /* wp_presentation_feedback objects (presentation.c), the commits that asked for one, and
     * the refreshes stepped so far (each presentation's sequence). */
    struct wl_list feedbacks;
    uint64_t feedback_commits;
    uint64_t refreshes;

    /* The latest key press's serial: a selection must carry it (datadevice.c). */
    uint32_t key_serial;
    /* The clipboard's selection now, and the paste of it being read (datadevice.c). */
    struct fc_data_source *selection;
    int paste_fd;
    struct wl_event_source *paste_source;

    /* xdg_activation_token_v1 tokens handed out (activation.c): names them. */
    uint32_t tokens_issued;

    struct fc_status status;
    char *log;
    size_t log_length, log_capacity;
    char *log_taken;
};

/* server.c */
void fc_log(struct fc_server *server, const char *format, ...) __attribute__((format(printf, 2, 3)));
/* Resource list helpers: every tracked resource lives in a list through its link. */
void fc_track(struct wl_list *list, struct wl_resource *resource);
void fc_untrack_resource(struct wl_resource *resource);
/* Resources in `list` that belong to the focused toplevel's client. */
struct wl_client *fc_focus_client(const struct fc_server *server);
struct wl_resource *fc_focus_surface(const struct fc_server *server);

/* surface.c */
bool fc_surface_init_globals(struct fc_server *server);
struct fc_surface *fc_surface_from_resource(struct wl_resource *resource);
void fc_surface_send_frames(struct fc_server *server, uint32_t time);
void fc_surface_free_all(struct fc_server *server);

/* xdg.c */
bool fc_xdg_init_globals(struct fc_server *server);
/* Called by surface.c on each commit of a surface with an xdg role, before state applies;
 * returns false if the commit is a protocol error (already posted). */
bool fc_xdg_precommit(struct fc_xdg_surface *xdg, bool has_buffer);
void fc_xdg_postcommit(struct fc_xdg_surface *xdg, bool has_buffer);

/* seat.c */
/* Iterates the resources of `list` that belong to the focused client and have at least
 * `since` as version; counts the event once as sent (some resource got it) or dropped. */
#define FOR_FOCUSED(server, list, since, r)                                                  \
    for (int _once = fc_begin_send(server, list, since); _once; _once = 0)                   \
        wl_resource_for_each(r, list)                                                        \
            if (wl_resource_get_client(r) == fc_focus_client(server) &&                      \
                wl_resource_get_version(r) >= (int)(since))
int fc_begin_send(struct fc_server *server, struct wl_list *list, uint32_t since);
bool fc_seat_init_globals(struct fc_server *server);
void fc_seat_free(struct fc_server *server);

/* clock.c */
bool fc_clock_init_globals(struct fc_server *server);

/* presentation.c */
bool fc_presentation_init_globals(struct fc_server *server);
/* Called by surface.c on each commit: the feedback asked for since the last one is its. */
void fc_presentation_committed(struct fc_surface *surface);
/* Called when a surface goes away: its feedback is discarded. */
void fc_presentation_surface_destroyed(struct fc_surface *surface);

/* cursor.c */
bool fc_cursor_init_globals(struct fc_server *server);
/* wl_pointer.set_cursor from `pointer`: recorded, and `surface` (may be NULL) takes the role. */
void fc_cursor_set(struct fc_server *server, struct wl_resource *pointer, uint32_t serial,
                   struct wl_resource *surface, int32_t hot_x, int32_t hot_y);

/* activation.c */
bool fc_activation_init_globals(struct fc_server *server);

/* datadevice.c */
struct fc_data_source;
bool fc_data_device_init_globals(struct fc_server *server);
void fc_data_device_free(struct fc_server *server);

/* scale.c */
bool fc_scale_init_globals(struct fc_server *server);
/* Called when a surface goes away: forgets its viewport and fractional-scale objects. */
void fc_scale_surface_destroyed(struct fc_surface *surface);

/* buffers.c */
/* Called for every resource a client creates; watches the wl_buffers. */
void fc_buffers_resource_created(struct fc_server *server, struct wl_resource *resource);
void fc_buffers_attached_to_toplevel(struct fc_server *server, struct wl_resource *buffer);
/* True if the release of `buffer` is held back by the fault (then nothing is sent now). */
bool fc_buffers_defer_release(struct fc_server *server, struct wl_resource *buffer);

/* faults.c */
/* Sends the faulty keymap the configuration asks for; false = send the real one. */
bool fc_fault_send_keymap(struct fc_server *server, struct wl_resource *keyboard);

/* gestures.c */
bool fc_gestures_init_globals(struct fc_server *server);

/* decorations.c */
bool fc_decorations_init_globals(struct fc_server *server);
/* Sends the decoration's configure, when the toplevel has a decoration object (before the
 * toplevel's own configure). */
void fc_decorations_configure(struct fc_xdg_surface *xdg);
/* The toplevel goes: its decoration object must have gone first (orphaned otherwise). */
bool fc_decorations_toplevel_destroyable(struct fc_xdg_surface *xdg);
/* xdg.c */
/* Sends a configure with the current size and states (the reply to a request). */
void fc_xdg_reconfigure(struct fc_xdg_surface *xdg);
