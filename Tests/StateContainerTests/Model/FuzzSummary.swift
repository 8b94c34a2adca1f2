import Foundation

/// What the random suites print: one short line when they pass; the whole coverage and
/// every transcript only when one fails, or with `STATECONTAINER_FUZZ_VERBOSE=1`.
enum FuzzSummary {
  /// Whether to print everything (`STATECONTAINER_FUZZ_VERBOSE=1`).
  static let isVerbose = ProcessInfo.processInfo.environment["STATECONTAINER_FUZZ_VERBOSE"] == "1"

  /// Every how many sequences to print a progress line (`STATECONTAINER_FUZZ_PROGRESS=N`);
  /// nil prints none. A long run then tells a slow sequence from a failure being shrunk.
  static let progressInterval = ProcessInfo.processInfo.environment["STATECONTAINER_FUZZ_PROGRESS"]
    .flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }

  /// Prints `"name: sequence 2000 of 30000 (seed 0x…)"` every `progressInterval` sequences,
  /// to standard error so that it never mixes with a test's expected output.
  static func progress(_ name: String, index: Int, of total: Int, sequenceSeed: UInt64) {
    guard let interval = progressInterval, index % interval == 0 else { return }
    report("\(name): sequence \(index) of \(total) (sequence seed 0x\(String(sequenceSeed, radix: 16)))")
  }

  /// Prints one line to standard error at once.
  static func report(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// `"name: 1000 sequences, 31204 steps, seed 0x5eed0004, 4.1 s; " + detail`.
  static func line(
    _ name: String, sequences: Int, steps: Int, seed: UInt64, elapsed: Duration, _ detail: String
  ) -> String {
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return "\(name): \(sequences) sequences, \(steps) steps, seed 0x\(String(seed, radix: 16)), "
      + String(format: "%.1f s", seconds) + (detail.isEmpty ? "" : "; " + detail)
  }

  /// `"covered 41 of 41 required (87 counters)"`, naming the required counters not reached.
  static func requiredCoverage(_ coverage: [String: Int], required: [String]) -> String {
    let missing = required.filter { coverage[$0, default: 0] == 0 }
    return
      "covered \(required.count - missing.count) of \(required.count) required (\(coverage.count) counters)"
      + (missing.isEmpty ? "" : "; never: " + missing.joined(separator: ", "))
  }

  /// Every counter, sorted, for a failure or a verbose run.
  static func fullCoverage(_ coverage: [String: Int]) -> String {
    coverage.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
  }
}
