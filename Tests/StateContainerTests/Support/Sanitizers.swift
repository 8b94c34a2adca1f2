#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether this test binary runs under the address sanitizer.
let isAddressSanitized = isLinked("__asan_init")

/// Whether this test binary runs under the thread sanitizer.
let isThreadSanitized = isLinked("__tsan_init")

/// Whether the process has the symbol `name`: a sanitizer's runtime, for instance.
private func isLinked(_ name: String) -> Bool {
  #if canImport(Darwin)
    let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
  #else
    let everywhere = UnsafeMutableRawPointer(bitPattern: 0)  // RTLD_DEFAULT
  #endif
  return dlsym(everywhere, name) != nil
}
