import Foundation
import Testing

/// One run of one of the package's executables (`StateContainerExample`, `NotesExample`),
/// found next to the test bundle in the build folder.
struct ExecutableRun {
  var status: Int32
  var standardOutput: String
  var standardError: String

  /// Runs `name` with `arguments` and waits for it to exit.
  ///
  /// - Parameters:
  ///   - name: The executable product.
  ///   - arguments: Its command-line arguments.
  ///   - input: What it reads on standard input, then the end of input; `nil` leaves the
  ///     test's own standard input to it.
  ///   - stateFolder: Its `XDG_STATE_HOME`, where `NotesExample --interactive` saves the app;
  ///     `nil` gives it an empty folder of its own, removed afterwards, so that a run never
  ///     reads or writes the user's saved app.
  init(_ name: String, arguments: [String], input: String? = nil, stateFolder: String? = nil) throws {
    let executable = Self.productsDirectory.appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw MissingExecutable(path: executable.path)
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    // Under `swift test --sanitize=address` the executable is instrumented too; its exit
    // status is what these tests check, not the runtime's allocations at exit
    // (`LeakTests` check the library's own).
    var environment = ProcessInfo.processInfo.environment
    environment["ASAN_OPTIONS"] = [environment["ASAN_OPTIONS"], "detect_leaks=0"].compactMap { $0 }
      .joined(separator: ":")
    let ownStateFolder =
      stateFolder == nil
      ? FileManager.default.temporaryDirectory.appendingPathComponent(
        "ExecutableRun-\(UUID().uuidString)") : nil
    defer { if let ownStateFolder { try? FileManager.default.removeItem(at: ownStateFolder) } }
    environment["XDG_STATE_HOME"] = stateFolder ?? ownStateFolder?.path
    // A crash ends the run at once with its status: Swift's backtracer would keep the
    // output pipe open in a process of its own, and the read below would never end.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let standardInput = input.map { _ in Pipe() }
    let output = Pipe()
    let error = Pipe()
    if let standardInput { process.standardInput = standardInput }
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // A run that never ends (a hang in the executable) is stopped, and fails its test
    // through its status, instead of holding the whole test run.
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + Self.timeLimit, execute: watchdog)
    defer { watchdog.cancel() }
    if let standardInput, let input {
      standardInput.fileHandleForWriting.write(Data(input.utf8))
      try standardInput.fileHandleForWriting.close()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    status = process.terminationStatus
    standardOutput = String(decoding: outputData, as: UTF8.self)
    standardError = String(decoding: errorData, as: UTF8.self)
  }

  /// How long a run may take before it is stopped: minutes, so that only a hang reaches it,
  /// under a sanitizer on a loaded machine too.
  static let timeLimit: DispatchTimeInterval = .seconds(300)

  /// The build folder: where the test bundle and the executables are.
  static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }

  struct MissingExecutable: Error, CustomStringConvertible {
    var path: String
    var description: String {
      "No executable at \(path); build it with `swift build` first."
    }
  }
}

/// Records the first line where `actual` and `expected` differ, with both lines, so a
/// failure points at the change instead of printing two whole transcripts.
func expectSameLines(
  _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  for (index, (got, wanted)) in zip(actualLines, expectedLines).enumerated() where got != wanted {
    Issue.record(
      "Line \(index + 1) differs.\n  expected: \(wanted)\n  actual:   \(got)", sourceLocation: sourceLocation)
    return
  }
  #expect(
    actualLines.count == expectedLines.count, "The output has a different number of lines.",
    sourceLocation: sourceLocation)
}
