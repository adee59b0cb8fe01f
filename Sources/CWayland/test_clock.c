/* The fixture compositor's virtual clock (protocols/opacity-bars-test-clock-v1.xml): bound
 * only when the program asks, after the registry named it. Each time event is queued in
 * order with the input around it, so the loop knows at which instant each event happened. */
#include "internal.h"

#include <string.h>

static void clock_time(void *data, struct opacity_bars_test_clock_v1 *clock, uint32_t hi, uint32_t lo) {
    (void)clock;
    uint64_t bits = ((uint64_t)hi << 32) | lo;
    double ms;
    memcpy(&ms, &bits, sizeof ms);
    cw_emit(data, (struct cw_event){.type = CW_EVENT_CLOCK, .data.clock = {.ms = ms}});
}

static const struct opacity_bars_test_clock_v1_listener clock_listener = {.time = clock_time};

int cw_client_follow_test_clock(struct cw_client *c) {
    if (c->test_clock) return 1;
    if (!c->test_clock_name) return 0;
    c->test_clock = wl_registry_bind(c->registry, c->test_clock_name, &opacity_bars_test_clock_v1_interface, 1);
    opacity_bars_test_clock_v1_add_listener(c->test_clock, &clock_listener, c);
    return 1;
}

void cw_test_clock_destroy(struct cw_client *c) {
    if (c->test_clock) opacity_bars_test_clock_v1_destroy(c->test_clock);
    c->test_clock = NULL;
}
