#if defined(__linux__)
#define _GNU_SOURCE /* RUSAGE_THREAD */
#include <malloc.h> /* defines __GLIBC__ on glibc */
#include <sys/resource.h>
#endif

#include "CHeapUsage.h"

long long plumb_bench_heap_bytes(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 info = mallinfo2();
    return (long long)(info.uordblks + info.hblkhd);
#else
    return -1;
#endif
}

int plumb_bench_thread_usage(long long *involuntary_switches, long long *minor_faults) {
#if defined(__linux__)
    struct rusage usage;
    if (getrusage(RUSAGE_THREAD, &usage) != 0) return -1;
    *involuntary_switches = usage.ru_nivcsw;
    *minor_faults = usage.ru_minflt;
    return 0;
#else
    (void)involuntary_switches;
    (void)minor_faults;
    return -1;
#endif
}
