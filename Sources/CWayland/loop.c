/* The few Linux calls the Swift event loop needs whose headers Swift's Glibc module does
 * not export reliably (signalfd, timerfd): kept here so the loop stays plain Swift.
 * CLOCK_MONOTONIC is read only through cw_monotonic_ms: by the WaylandClient loop, and by
 * cw_emit as it queues each event (the event's dispatch time, instant.c). */
#include "cwayland.h"

#include <errno.h>
#include <math.h> /* isfinite (a macro: no libm) */
#include <signal.h>
#include <stdint.h>
#include <sys/signalfd.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

double cw_monotonic_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

int cw_signalfd_open(const int *signals, int count) {
    sigset_t set;
    sigemptyset(&set);
    for (int i = 0; i < count; i++) sigaddset(&set, signals[i]);
    /* Blocked so they are delivered only through the fd, which the loop polls. */
    if (sigprocmask(SIG_BLOCK, &set, NULL) < 0) return -1;
    return signalfd(-1, &set, SFD_CLOEXEC | SFD_NONBLOCK);
}

int cw_signalfd_read(int fd) {
    struct signalfd_siginfo info;
    ssize_t n = read(fd, &info, sizeof info);
    return n == (ssize_t)sizeof info ? (int)info.ssi_signo : 0;
}

void cw_signalfd_close(int fd, const int *signals, int count) {
    if (fd >= 0) close(fd);
    sigset_t set;
    sigemptyset(&set);
    for (int i = 0; i < count; i++) sigaddset(&set, signals[i]);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

int cw_timerfd_open(void) { return timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC | TFD_NONBLOCK); }

int cw_timerfd_arm(int fd, double deadline_ms) {
    struct itimerspec spec = {0};
    if (deadline_ms > 0 && isfinite(deadline_ms)) {
        int64_t ns = (int64_t)(deadline_ms * 1e6);
        spec.it_value.tv_sec = (time_t)(ns / 1000000000);
        spec.it_value.tv_nsec = (long)(ns % 1000000000);
        if (spec.it_value.tv_sec == 0 && spec.it_value.tv_nsec == 0) spec.it_value.tv_nsec = 1;
    }
    return timerfd_settime(fd, TFD_TIMER_ABSTIME, &spec, NULL);
}

void cw_timerfd_clear(int fd) {
    uint64_t expirations;
    while (read(fd, &expirations, sizeof expirations) == (ssize_t)sizeof expirations) {
    }
}
