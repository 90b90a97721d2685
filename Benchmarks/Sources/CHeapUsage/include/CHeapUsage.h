#ifndef PLUMB_BENCHMARKS_CHEAPUSAGE_H
#define PLUMB_BENCHMARKS_CHEAPUSAGE_H

#include <stddef.h>

/// Bytes currently allocated through malloc (glibc's mallinfo2: in-use chunks plus
/// mmapped blocks); -1 where that counter is unavailable (not glibc).
long long plumb_bench_heap_bytes(void);

#endif
