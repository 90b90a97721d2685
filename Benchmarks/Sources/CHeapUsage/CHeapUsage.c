#include "CHeapUsage.h"

#if defined(__linux__)
#include <malloc.h> /* defines __GLIBC__ on glibc */
#endif

long long plumb_bench_heap_bytes(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 info = mallinfo2();
    return (long long)(info.uordblks + info.hblkhd);
#else
    return -1;
#endif
}
