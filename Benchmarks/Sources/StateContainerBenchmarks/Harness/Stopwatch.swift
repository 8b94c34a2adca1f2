import CHeapStatistics

/// Monotonic wall-clock time in nanoseconds, read straight from the kernel (through the
/// package's C target).
///
/// The harness avoids `ContinuousClock` in timed loops so that the clock under test
/// and the stopwatch never share code.
enum Stopwatch {
  /// The current monotonic time in nanoseconds.
  static func now() -> UInt64 {
    stopwatch_monotonic_nanoseconds()
  }

  /// Nanoseconds that `body` took.
  static func measure(_ body: () -> Void) -> Double {
    let start = now()
    body()
    return Double(now() - start)
  }

  /// Nanoseconds that `body` took, for an asynchronous body.
  static func measure(_ body: () async -> Void) async -> Double {
    let start = now()
    await body()
    return Double(now() - start)
  }
}

/// Keeps a value alive and opaque to the optimizer, so that timed work is not removed.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
