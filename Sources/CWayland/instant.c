/* The instant an event is handled at, the same one its WAYLAND_DEBUG line shows.
 *
 * libwayland stamps each trace line with CLOCK_REALTIME, in whole microseconds, just before it
 * calls the event's listener, and replay takes that stamp as the event's time. A listener that
 * read the clock itself would see it a write(2) later (the line goes to stderr in between): tens
 * of microseconds on a busy machine, enough for a fling stopped mid-flight to stop a pixel away
 * in replay. So the listener takes the instant of libwayland's own reading. libwayland has no
 * hook for it; the process's clock_gettime is wrapped instead: a CLOCK_REALTIME reading also
 * notes CLOCK_MONOTONIC at that moment, moved back to the whole microsecond libwayland prints.
 * Without a trace nothing reads CLOCK_REALTIME while events are dispatched, and the listener
 * reads CLOCK_MONOTONIC itself. */
#define _GNU_SOURCE
#include "cwayland.h"

#include <dlfcn.h>
#include <math.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);

/* CLOCK_MONOTONIC (ms) at the thread's last CLOCK_REALTIME reading during a dispatch; NAN
 * when there was none. Events are dispatched on one thread; the stamp is that thread's. */
static __thread double realtime_stamp = NAN;

static int system_clock_gettime(clockid_t clock, struct timespec *ts) {
    return (int)syscall(SYS_clock_gettime, clock, ts);
}

int clock_gettime(clockid_t clock, struct timespec *ts) {
    static clock_gettime_fn next;
    if (!next) {
        clock_gettime_fn found = (clock_gettime_fn)dlsym(RTLD_NEXT, "clock_gettime");
        next = found ? found : system_clock_gettime;
    }
    int result = next(clock, ts);
    if (result == 0 && clock == CLOCK_REALTIME) {
        struct timespec mono;
        if (next(CLOCK_MONOTONIC, &mono) == 0)
            realtime_stamp = (double)mono.tv_sec * 1000.0 + (double)mono.tv_nsec / 1e6
                             - (double)(ts->tv_nsec % 1000) / 1e6;
    }
    return result;
}

void cw_dispatch_begins(void) { realtime_stamp = NAN; }

double cw_event_instant(void) { return isnan(realtime_stamp) ? cw_monotonic_ms() : realtime_stamp; }
