#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value guarded by a `pthread_mutex_t`.
///
/// Not `Synchronization.Mutex`: on Linux (Swift 6.3) the thread sanitizer does not see the
/// futex-based locking of that prebuilt module and reports races between accesses that the
/// lock orders, which users running their own tests under the sanitizer would see in this
/// package. A pthread mutex is intercepted by the sanitizer and costs the same uncontended.
final class LockedState<Value>: @unchecked Sendable {
  @exclusivity(unchecked) private var value: Value
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value.
  @inline(__always)
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
