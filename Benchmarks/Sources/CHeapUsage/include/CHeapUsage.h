#ifndef PLUMB_BENCHMARKS_CHEAPUSAGE_H
#define PLUMB_BENCHMARKS_CHEAPUSAGE_H

#include <stddef.h>

/// Bytes currently allocated through malloc (glibc's mallinfo2: in-use chunks plus
/// mmapped blocks); -1 where that counter is unavailable (not glibc).
long long plumb_bench_heap_bytes(void);

/// The calling thread's involuntary context switches (times the scheduler took its core
/// away) and minor page faults so far (Linux `getrusage(RUSAGE_THREAD)`); returns 0, or -1
/// where that is unavailable.
int plumb_bench_thread_usage(long long *involuntary_switches, long long *minor_faults);

#endif
