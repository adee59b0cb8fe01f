/* Faults a compositor can inflict on a client, injected on purpose so that tests can watch
 * the client survive them (or fail cleanly): a protocol error posted on the window's
 * xdg_surface, and a keymap fd the client cannot use. Held-back buffer releases live in
 * buffers.c (they need the per-buffer bookkeeping); dying and bogus configures need no C. */
#include "internal.h"
#include "xdg-shell-server-protocol.h"

#include <fcntl.h>
#include <unistd.h>

bool fc_fault_protocol_error(struct fc_server *server) {
    if (!server->toplevel || !server->toplevel->resource) return false;
    struct wl_resource *resource = server->toplevel->resource;
    wl_resource_post_error(resource, XDG_SURFACE_ERROR_INVALID_SIZE,
                           "fixture-compositor: injected fault on xdg_surface@%u (invalid_size)",
                           wl_resource_get_id(resource));
    fc_log(server, "fault: posted xdg_surface@%u error %d (invalid_size)", wl_resource_get_id(resource),
           XDG_SURFACE_ERROR_INVALID_SIZE);
    return true;
}

bool fc_fault_send_keymap(struct fc_server *server, struct wl_resource *keyboard) {
    switch (server->config.keymap_fault) {
    case FC_KEYMAP_EMPTY:
        /* A real fd, but a size of 0: nothing to map. */
        wl_keyboard_send_keymap(keyboard, WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1, server->keymap_fd, 0);
        fc_log(server, "fault: sent wl_keyboard.keymap with size 0");
        return true;
    case FC_KEYMAP_UNMAPPABLE: {
        /* The right size, but a pipe: mmap fails (ENODEV). libwayland dups the fd as it
         * marshals the event, so both ends can be closed right after. */
        int fds[2];
        if (pipe2(fds, O_CLOEXEC) != 0) return false;
        wl_keyboard_send_keymap(keyboard, WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1, fds[0], server->keymap_size);
        close(fds[0]);
        close(fds[1]);
        fc_log(server, "fault: sent wl_keyboard.keymap as a pipe (%u bytes claimed)", server->keymap_size);
        return true;
    }
    default:
        return false;
    }
}
