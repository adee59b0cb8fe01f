/* The virtual clock a client may follow (protocols/opacity-bars-test-clock-v1.xml): the
 * driver announces the fixture's time before the events stamped with it, so the client
 * sees each event at the instant replay gives it, however late it was delivered. */
#include "internal.h"
#include "opacity-bars-test-clock-v1-server-protocol.h"

#include <string.h>

static void clock_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static const struct opacity_bars_test_clock_v1_interface clock_impl = {.destroy = clock_destroy};

static void clock_bind(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct fc_server *server = data;
    struct wl_resource *r = wl_resource_create(client, &opacity_bars_test_clock_v1_interface, (int)version, id);
    if (!r) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(r, &clock_impl, server, fc_untrack_resource);
    fc_track(&server->clocks, r);
    server->status.clocks_bound++;
    if (server->clock_announced) fc_send_time(server, server->clock_ms);
}

bool fc_clock_init_globals(struct fc_server *server) {
    return wl_global_create(server->display, &opacity_bars_test_clock_v1_interface, 1, server, clock_bind) != NULL;
}

void fc_send_time(struct fc_server *server, double ms) {
    server->clock_ms = ms;
    server->clock_announced = true;
    uint64_t bits;
    memcpy(&bits, &ms, sizeof bits);
    struct wl_resource *r;
    wl_resource_for_each(r, &server->clocks)
        opacity_bars_test_clock_v1_send_time(r, (uint32_t)(bits >> 32), (uint32_t)bits);
}
