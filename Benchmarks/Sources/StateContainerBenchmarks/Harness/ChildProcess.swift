#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs this benchmark executable again in a fresh process, for measurements of a
/// whole process (peak resident memory, heap in use) that earlier benchmarks would
/// otherwise disturb.
enum ChildProcess {
  /// The argument that tells the executable to run one child mode and exit.
  static let flag = "--child"

  /// Runs `mode` in a new process and returns the `key=value` lines it printed.
  ///
  /// - Parameters:
  ///   - mode: The child mode, such as `chain`.
  ///   - arguments: Further arguments of that mode.
  /// - Returns: The values the child printed, by key.
  static func run(_ mode: String, _ arguments: [String] = []) -> [String: Double] {
    let command = ([executablePath(), flag, mode] + arguments).map(shellQuoted).joined(separator: " ")
    guard let pipe = popen(command, "r") else {
      fatalError("Could not start the child process: \(command)")
    }
    var output = ""
    var buffer = [CChar](repeating: 0, count: 4096)
    while fgets(&buffer, Int32(buffer.count), pipe) != nil {
      output += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    let status = pclose(pipe)
    guard status == 0 else {
      fatalError("The child process failed with status \(status): \(command)\n\(output)")
    }
    var values: [String: Double] = [:]
    for line in output.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2, let value = Double(parts[1]) {
        values[String(parts[0])] = value
      }
    }
    return values
  }

  /// Prints one `key=value` line for the parent to read.
  static func report(_ key: String, _ value: Double) {
    print("\(key)=\(value)")
  }

  private static func executablePath() -> String {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      if length > 0 {
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    #endif
    return CommandLine.arguments[0]
  }

  private static func shellQuoted(_ argument: String) -> String {
    "'" + argument.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
  }
}

/// Process statistics read from the kernel.
enum ProcessStatistics {
  /// The peak resident set size of this process in bytes (`VmHWM`), or `nil` where
  /// the kernel does not say.
  static func peakResidentBytes() -> Double? {
    #if os(Linux)
      guard let file = fopen("/proc/self/status", "r") else { return nil }
      defer { fclose(file) }
      var buffer = [CChar](repeating: 0, count: 512)
      while fgets(&buffer, Int32(buffer.count), file) != nil {
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if line.hasPrefix("VmHWM:") {
          let fields = line.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" })
          let kibibytes = fields.first.flatMap { Double($0) }
          return kibibytes.map { $0 * 1024 }
        }
      }
      return nil
    #else
      var usage = rusage()
      getrusage(RUSAGE_SELF, &usage)
      return Double(usage.ru_maxrss)  // bytes on Darwin
    #endif
  }
}
