/* A growable FIFO of cw_event values: listeners push, Swift pops. */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The Swift side reads these fields by name; pin the layout so a change is deliberate. */
_Static_assert(sizeof(struct cw_event) == 48, "cw_event layout changed");
_Static_assert(offsetof(struct cw_event, dispatched) == 8, "cw_event.dispatched offset");
_Static_assert(offsetof(struct cw_event, data) == 16, "cw_event.data offset");
_Static_assert(sizeof(union cw_event_data) == 32, "the largest payload grew");
/* Counters keep their protocol width: a presentation sequence is 64 bits. */
_Static_assert(sizeof(((struct cw_presented_event *)0)->sequence) == 8, "presented.sequence width");
_Static_assert(sizeof(((struct cw_popup_configure_event *)0)->width) == 4, "popup_configure.width width");

void cw_queue_push(struct cw_queue *queue, const struct cw_event *event) {
    if (queue->count == queue->capacity) {
        size_t capacity = queue->capacity ? queue->capacity * 2 : 256;
        struct cw_event *items = malloc(capacity * sizeof *items);
        if (!items) {
            /* Out of memory: dropping an input event beats crashing the client. */
            fprintf(stderr, "opacity-bars: cwayland: event queue: out of memory, event dropped\n");
            return;
        }
        for (size_t i = 0; i < queue->count; i++)
            items[i] = queue->items[(queue->head + i) & (queue->capacity - 1)];
        free(queue->items);
        queue->items = items;
        queue->capacity = capacity;
        queue->head = 0;
    }
    queue->items[(queue->head + queue->count) & (queue->capacity - 1)] = *event;
    queue->count++;
}

int cw_queue_pop(struct cw_queue *queue, struct cw_event *out) {
    if (queue->count == 0) return 0;
    *out = queue->items[queue->head];
    queue->head = (queue->head + 1) & (queue->capacity - 1);
    queue->count--;
    return 1;
}

void cw_queue_free(struct cw_queue *queue) {
    free(queue->items);
    memset(queue, 0, sizeof *queue);
}
