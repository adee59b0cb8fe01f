/* CGSettings: one GSettings key read with GIO, for the desktop settings the Settings portal
 * does not serve (GNOME's double-click time, which GTK too reads from GSettings itself).
 *
 * Why a shim: GIO's API is C with GObject types; Swift needs one integer. libgio is loaded
 * with dlopen on the first read (after the first frame, with the portal's answer), so no start
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

/** Reads the int32 key `key` of schema `schema` (GSETTINGS_BACKEND decides the store: dconf
 *  on a desktop) into `out`. 0 on success; -1 with a reason in `error` when GIO cannot be
 *  loaded, the schema is not installed or has no such int key. */
int gs_read_int(const char *schema, const char *key, int32_t *out, char *error, size_t error_size);

#ifdef __cplusplus
}
#endif
