/* xdg_activation_v1: a client that was started with a launcher's token (XDG_ACTIVATION_TOKEN)
 * asks with it to be focused. The fixture focuses its one toplevel anyway; what it keeps is
 * the evidence: each activate request, its token, and whether it named the toplevel's
 * surface. Tokens it hands out itself (get_activation_token) are fixture-token-N. */
#include "internal.h"
#include "xdg-activation-v1-server-protocol.h"

#include <stdio.h>
#include <stdlib.h>

/* --- xdg_activation_token_v1 ----------------------------------------------------------- */

struct token {
    struct fc_server *server;
    bool committed;
};

static void token_set_serial(struct wl_client *client, struct wl_resource *resource, uint32_t serial,
                             struct wl_resource *seat) {
    (void)client; (void)resource; (void)serial; (void)seat;
}

static void token_set_app_id(struct wl_client *client, struct wl_resource *resource, const char *app_id) {
    (void)client; (void)resource; (void)app_id;
}

static void token_set_surface(struct wl_client *client, struct wl_resource *resource, struct wl_resource *surface) {
    (void)client; (void)resource; (void)surface;
}

static void token_commit(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    struct token *token = wl_resource_get_user_data(resource);
    if (token->committed) {
        wl_resource_post_error(resource, XDG_ACTIVATION_TOKEN_V1_ERROR_ALREADY_USED,
                               "xdg_activation_token_v1@%u committed twice", wl_resource_get_id(resource));
        return;
    }
    token->committed = true;
    char name[32];
    snprintf(name, sizeof name, "fixture-token-%u", ++token->server->tokens_issued);
    xdg_activation_token_v1_send_done(resource, name);
}

static void token_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static const struct xdg_activation_token_v1_interface token_impl = {
    .set_serial = token_set_serial,
    .set_app_id = token_set_app_id,
    .set_surface = token_set_surface,
    .commit = token_commit,
    .destroy = token_destroy,
};

static void token_resource_destroyed(struct wl_resource *resource) { free(wl_resource_get_user_data(resource)); }

/* --- xdg_activation_v1 ----------------------------------------------------------------- */

static void activation_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static void activation_get_activation_token(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct token *token = calloc(1, sizeof *token);
    struct wl_resource *r = token ? wl_resource_create(client, &xdg_activation_token_v1_interface,
                                                       wl_resource_get_version(resource), id)
                                  : NULL;
    if (!r) {
        free(token);
        wl_client_post_no_memory(client);
        return;
    }
    token->server = wl_resource_get_user_data(resource);
    wl_resource_set_implementation(r, &token_impl, token, token_resource_destroyed);
}

static void activation_activate(struct wl_client *client, struct wl_resource *resource, const char *token,
                                struct wl_resource *surface) {
    (void)client;
    struct fc_server *server = wl_resource_get_user_data(resource);
    server->status.activations++;
    snprintf(server->status.activation_token, sizeof server->status.activation_token, "%s", token);
    if (server->toplevel && server->toplevel->surface && server->toplevel->surface->resource == surface)
        server->status.toplevel_activations++;
}

static const struct xdg_activation_v1_interface activation_impl = {
    .destroy = activation_destroy,
    .get_activation_token = activation_get_activation_token,
    .activate = activation_activate,
};

static void activation_bind(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *r = wl_resource_create(client, &xdg_activation_v1_interface, (int)version, id);
    if (!r) { wl_client_post_no_memory(client); return; }
    wl_resource_set_implementation(r, &activation_impl, data, NULL);
}

bool fc_activation_init_globals(struct fc_server *server) {
    return wl_global_create(server->display, &xdg_activation_v1_interface, 1, server, activation_bind) != NULL;
}
