#include "CHeapStatistics.h"

#include <stdlib.h>
#include <time.h>

uint64_t stopwatch_monotonic_nanoseconds(void) {
  struct timespec time;
  clock_gettime(CLOCK_MONOTONIC, &time);
  return (uint64_t)time.tv_sec * 1000000000u + (uint64_t)time.tv_nsec;
}

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

size_t heap_statistics_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}

int heap_statistics_available(void) { return 1; }
#else
size_t heap_statistics_bytes_in_use(void) { return 0; }

int heap_statistics_available(void) { return 0; }
#endif
