#ifndef C_HEAP_STATISTICS_H
#define C_HEAP_STATISTICS_H

#include <stddef.h>
#include <stdint.h>

/// Bytes the C allocator has handed out and not yet taken back, from its own books
/// (glibc `mallinfo2()`: `uordblks + hblkhd`). Returns 0 where the statistics are missing.
size_t heap_statistics_bytes_in_use(void);

/// Whether `heap_statistics_bytes_in_use()` reads real statistics on this platform.
int heap_statistics_available(void);

/// The monotonic clock in nanoseconds (`clock_gettime(CLOCK_MONOTONIC)`), read in C so
/// that the stopwatch shares no code with the clocks under test and needs no platform
/// struct fields in Swift.
uint64_t stopwatch_monotonic_nanoseconds(void);

#endif
