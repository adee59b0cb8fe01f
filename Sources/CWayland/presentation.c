/* wp_presentation (stable/presentation-time): when each frame was really shown. The shim
 * only converts: the clock id, and per feedback object PRESENTED (time, refresh, seq,
 * flags) or DISCARDED, tagged with the frame number Swift chose; WaylandClient's pacer
 * decides what the times mean. */
#include "internal.h"

static void presentation_clock_id(void *data, struct wp_presentation *p, uint32_t clock) {
    (void)p;
    cw_emit(data, (struct cw_event){.type = CW_EVENT_PRESENTATION_CLOCK, .data.presentation_clock = {.clock_id = clock}});
}

static const struct wp_presentation_listener presentation_listener = {.clock_id = presentation_clock_id};

void cw_presentation_bind(struct cw_client *c, uint32_t name) {
    c->presentation = wl_registry_bind(c->registry, name, &wp_presentation_interface, 1);
    wp_presentation_add_listener(c->presentation, &presentation_listener, c);
}

/* The compositor destroys the object after presented/discarded; the proxy is ours to free. */
static void feedback_done(struct cw_feedback *slot) {
    wp_presentation_feedback_destroy(slot->feedback);
    slot->feedback = NULL;
}

static void feedback_sync_output(void *data, struct wp_presentation_feedback *f, struct wl_output *o) {
    (void)data; (void)f; (void)o;
}

static void feedback_presented(void *data, struct wp_presentation_feedback *f, uint32_t tv_sec_hi,
                               uint32_t tv_sec_lo, uint32_t tv_nsec, uint32_t refresh, uint32_t seq_hi,
                               uint32_t seq_lo, uint32_t flags) {
    (void)f;
    struct cw_feedback *slot = data;
    uint64_t seconds = ((uint64_t)tv_sec_hi << 32) | tv_sec_lo;
    uint64_t seq = ((uint64_t)seq_hi << 32) | seq_lo;
    cw_emit(slot->client, (struct cw_event){.type = CW_EVENT_PRESENTED,
                                            .data.presented = {.frame = slot->frame, .refresh_ns = refresh,
                                                               .sequence = seq, .flags = flags,
                                                               .time_ms = (double)seconds * 1000.0 +
                                                                          (double)tv_nsec / 1e6}});
    feedback_done(slot);
}

static void feedback_discarded(void *data, struct wp_presentation_feedback *f) {
    (void)f;
    struct cw_feedback *slot = data;
    cw_emit(slot->client, (struct cw_event){.type = CW_EVENT_DISCARDED, .data.discarded = {.frame = slot->frame}});
    feedback_done(slot);
}

static const struct wp_presentation_feedback_listener feedback_listener = {
    .sync_output = feedback_sync_output,
    .presented = feedback_presented,
    .discarded = feedback_discarded,
};

void cw_client_request_presentation_feedback(struct cw_client *c, uint32_t frame) {
    if (!c->presentation || !c->surface) return;
    struct cw_feedback *slot = NULL, *oldest = NULL;
    for (int i = 0; i < CW_MAX_FEEDBACKS && !slot; i++) {
        struct cw_feedback *s = &c->feedbacks[i];
        if (!s->feedback) slot = s;
        else if (!oldest || (int32_t)(s->frame - oldest->frame) < 0) oldest = s;
    }
    if (!slot) {
        /* The compositor left CW_MAX_FEEDBACKS unanswered: give up on the oldest. */
        cw_emit(c, (struct cw_event){.type = CW_EVENT_DISCARDED, .data.discarded = {.frame = oldest->frame}});
        feedback_done(oldest);
        slot = oldest;
    }
    slot->client = c;
    slot->frame = frame;
    slot->feedback = wp_presentation_feedback(c->presentation, c->surface);
    wp_presentation_feedback_add_listener(slot->feedback, &feedback_listener, slot);
}

void cw_presentation_destroy(struct cw_client *c) {
    for (int i = 0; i < CW_MAX_FEEDBACKS; i++)
        if (c->feedbacks[i].feedback) feedback_done(&c->feedbacks[i]);
    if (c->presentation) wp_presentation_destroy(c->presentation);
    c->presentation = NULL;
}
