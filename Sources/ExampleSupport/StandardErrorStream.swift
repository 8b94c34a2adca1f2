#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard error as a `TextOutputStream`, for `print(_:to:)`.
package struct StandardErrorStream: TextOutputStream {
  /// Creates the stream.
  package init() {}

  /// Writes `string` to standard error at once.
  package mutating func write(_ string: String) {
    writeToStandardError(string)
  }
}

/// Writes `string` to file descriptor 2 unbuffered, without the C `stderr` global, which
/// Swift 6 does not let code share.
private func writeToStandardError(_ string: String) {
  let bytes = Array(string.utf8)
  _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
