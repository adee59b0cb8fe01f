// Counts the calling thread's heap allocations between a start and a stop. This library
// defines malloc, calloc, realloc, memalign, aligned_alloc, posix_memalign, valloc and
// pvalloc for the whole process it is linked into (the executable's definitions come first
// in the dynamic linker's lookup, so the Swift runtime's and every library's calls arrive
// here) and passes each to glibc's own (__libc_malloc, …). free is glibc's, untouched.
#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stddef.h>

/// Starts counting this thread's allocations from zero. Other threads are never counted:
/// a test runner's own threads cannot add to a count.
void allocation_counter_start(void);

/// Stops counting and returns how many allocations this thread made since the start.
long allocation_counter_stop(void);

/// The return addresses of the first allocation counted since the last start (the
/// allocator's caller first), at most `capacity`; returns how many were stored (0: none).
int allocation_counter_first_backtrace(void **frames, int capacity);

/// `count` return addresses as text, one frame a line: the function's name (Swift names
/// demangled) where the dynamic symbol table knows it, else the file and offset that
/// `addr2line -f -C -e FILE OFFSET` resolves. A malloc'ed string for the caller to free.
char *allocation_counter_describe_backtrace(void *const *frames, int count);

#endif
