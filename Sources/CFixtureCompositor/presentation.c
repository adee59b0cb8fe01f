/* wp_presentation on the virtual clock (config.presentation): a compositor whose refreshes,
 * latch and presentation times the driver steps on the fixture's clock, so a client's pacing
 * can be tested against a compositor that takes commits late in the refresh or early.
 *
 * Each feedback goes through three states: asked for (before its commit), committed
 * (waiting for the latch), latched (taken: shown at the next refresh). fc_presentation_latch
 * takes the newest commit of each surface and discards the feedback of the commits it
 * replaces; fc_presentation_present shows what was latched; fc_presentation_frame_done
 * answers the frame callbacks, which then follow the refreshes, not the 60 Hz real-time tick. */
#include "internal.h"
#include "presentation-time-server-protocol.h"

#include <stdlib.h>
#include <time.h>

enum feedback_state { FEEDBACK_ASKED, FEEDBACK_COMMITTED, FEEDBACK_LATCHED };

struct fc_feedback {
    struct wl_resource *resource;
    struct wl_resource *surface;
    enum feedback_state state;
    /* Which commit of its surface it came with (fc_server.feedback_commits). */
    uint64_t commit;
    struct wl_list link; /* fc_server.feedbacks */
};

static void feedback_resource_destroyed(struct wl_resource *resource) {
    struct fc_feedback *f = wl_resource_get_user_data(resource);
    wl_list_remove(&f->link);
    free(f);
}

/* Sends `discarded` and ends the feedback (the protocol destroys it with its event). */
static void discard(struct fc_feedback *f) {
    wp_presentation_feedback_send_discarded(f->resource);
    wl_resource_destroy(f->resource);
}

static void presentation_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static void presentation_feedback(struct wl_client *client, struct wl_resource *resource,
                                  struct wl_resource *surface, uint32_t id) {
    struct fc_server *server = wl_resource_get_user_data(resource);
    struct fc_feedback *f = calloc(1, sizeof *f);
    if (!f) { wl_client_post_no_memory(client); return; }
    f->resource = wl_resource_create(client, &wp_presentation_feedback_interface, 1, id);
    if (!f->resource) { free(f); wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(f->resource, NULL, f, feedback_resource_destroyed);
    f->surface = surface;
    f->state = FEEDBACK_ASKED;
    wl_list_insert(server->feedbacks.prev, &f->link);
}

static const struct wp_presentation_interface presentation_impl = {
    .destroy = presentation_destroy,
    .feedback = presentation_feedback,
};

static void presentation_bind(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *r = wl_resource_create(client, &wp_presentation_interface, (int)version, id);
    if (!r) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(r, &presentation_impl, data, NULL);
    /* The virtual clock stands for CLOCK_MONOTONIC, the clock a client compares with its own. */
    wp_presentation_send_clock_id(r, CLOCK_MONOTONIC);
}

bool fc_presentation_init_globals(struct fc_server *server) {
    if (!server->config.presentation) return true;
    return wl_global_create(server->display, &wp_presentation_interface, 1, server, presentation_bind) != NULL;
}

void fc_presentation_committed(struct fc_surface *surface) {
    struct fc_server *server = surface->server;
    uint64_t commit = ++server->feedback_commits;
    struct fc_feedback *f;
    wl_list_for_each(f, &server->feedbacks, link) {
        if (f->surface == surface->resource && f->state == FEEDBACK_ASKED) {
            f->state = FEEDBACK_COMMITTED;
            f->commit = commit;
        }
    }
}

void fc_presentation_surface_destroyed(struct fc_surface *surface) {
    struct fc_feedback *f, *next;
    wl_list_for_each_safe(f, next, &surface->server->feedbacks, link)
        if (f->surface == surface->resource) discard(f);
}

void fc_presentation_latch(struct fc_server *server) {
    struct fc_feedback *f, *next;
    /* Per surface, the newest commit waiting is taken; the ones before it are replaced. */
    wl_list_for_each_safe(f, next, &server->feedbacks, link) {
        if (f->state != FEEDBACK_COMMITTED) continue;
        uint64_t newest = f->commit;
        struct fc_feedback *g;
        wl_list_for_each(g, &server->feedbacks, link)
            if (g->surface == f->surface && g->state == FEEDBACK_COMMITTED && g->commit > newest) newest = g->commit;
        if (f->commit < newest) discard(f);
    }
    wl_list_for_each(f, &server->feedbacks, link)
        if (f->state == FEEDBACK_COMMITTED) f->state = FEEDBACK_LATCHED;
}

void fc_presentation_present(struct fc_server *server, double ms, uint32_t refresh_ns) {
    server->refreshes++;
    uint64_t ns = (uint64_t)((ms < 0 ? 0 : ms) * 1e6 + 0.5);
    uint64_t sec = ns / 1000000000u;
    struct fc_feedback *f, *next;
    wl_list_for_each_safe(f, next, &server->feedbacks, link) {
        if (f->state != FEEDBACK_LATCHED) continue;
        wp_presentation_feedback_send_presented(
            f->resource, (uint32_t)(sec >> 32), (uint32_t)sec, (uint32_t)(ns % 1000000000u), refresh_ns,
            (uint32_t)(server->refreshes >> 32), (uint32_t)server->refreshes, WP_PRESENTATION_FEEDBACK_KIND_VSYNC);
        wl_resource_destroy(f->resource);
    }
}

void fc_presentation_frame_done(struct fc_server *server, double ms) {
    fc_surface_send_frames(server, (uint32_t)(uint64_t)(ms < 0 ? 0 : ms));
}
