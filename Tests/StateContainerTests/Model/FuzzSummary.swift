import Foundation

/// What the random suites print: one short line when they pass; the whole coverage and
/// every transcript only when one fails, or with `STATECONTAINER_FUZZ_VERBOSE=1`.
enum FuzzSummary {
  /// Whether to print everything (`STATECONTAINER_FUZZ_VERBOSE=1`).
  static let isVerbose = ProcessInfo.processInfo.environment["STATECONTAINER_FUZZ_VERBOSE"] == "1"

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
