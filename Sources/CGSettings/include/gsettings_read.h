/* CGSettings: one GSettings key followed with GIO, for the desktop settings the Settings
 * portal does not serve (GNOME's double-click time, which GTK too reads from GSettings itself).
 *
 * Why a shim: GIO's API is C with GObject types and wants a GLib loop to say what changed;
 * Swift needs one integer and has its own poll loop: a pipe joins them. libgio is loaded
 * with dlopen on the first watch (after the first frame, with the portal's answer), so no start
 * pays for GLib's libraries, and a system without GIO just gets the default. The schema is
 * looked up first: g_settings_new aborts the process for a schema that is not installed.
 *
 * Every symbol carries the `gs_` prefix. */
#pragma once
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Follows the int32 key `key` of schema `schema`: returns the read end of a non-blocking pipe
 *  that receives the key's value as an int32 now and again each time it changes (a thread of
 *  the shim's runs GIO's loop for it, for the life of the process). -1 with a reason in
 *  `error` when GIO cannot be loaded, the schema is not installed or has no such int key,
 *  or the pipe or the thread cannot be made. GSETTINGS_BACKEND decides the store: dconf on a
 *  desktop. */
int gs_watch_int(const char *schema, const char *key, char *error, size_t error_size);

#ifdef __cplusplus
}
#endif
