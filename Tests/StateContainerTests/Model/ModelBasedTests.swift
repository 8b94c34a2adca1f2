import Foundation
import StateContainer
import Testing

/// Random sequences, run against the real container and the model side by side.
///
/// `STATECONTAINER_FUZZ_SEED` (decimal or 0x-hex) and `STATECONTAINER_FUZZ_ITERATIONS`
/// choose the seed and the number of sequences; `STATECONTAINER_FUZZ_MAX_STEPS` the
/// longest sequence (200). A failure names the seed of the failing sequence, which
/// replays alone with `STATECONTAINER_FUZZ_ITERATIONS=1`, and prints a shrunk sequence
/// that can be pasted into a test and passed to `FuzzRunner.run(_:)`.
@Suite struct ModelBasedTests {
  @Test @MainActor func randomSequencesMatchTheModel() async {
    let configuration = FuzzRunner.Configuration.fromEnvironment(defaultIterations: 10_000)
    let start = ContinuousClock.now
    // At background priority: a `Task.yield()` resumes at once the highest-priority task
    // that waits, so only a low-priority run lets every other main-actor test take its turn
    // between steps, and no test's time limit counts this run.
    let result = ReportBox()
    Task(priority: .background) { @MainActor in
      result.report = await FuzzRunner.runRandom(configuration)
    }
    // Polled, not awaited: awaiting the task's value would raise its priority to this one's.
    while result.report == nil { try? await Task.sleep(for: .milliseconds(20)) }
    guard let report = result.report else { return }
    let elapsed = ContinuousClock.now - start
    let gaps = report.knownGaps.map { "\($0.key.rawValue) \($0.value)" }.sorted()
    print(
      FuzzSummary.line(
        "ModelBasedTests", sequences: report.sequences, steps: report.steps, seed: configuration.seed,
        elapsed: elapsed,
        "\(report.events) events, \(report.coverage.count) coverage counters"
          + (gaps.isEmpty ? "" : ", stopped at known gaps: \(gaps.joined(separator: ", "))")))
    if FuzzSummary.isVerbose || report.failure != nil {
      print("ModelBasedTests coverage: " + FuzzSummary.fullCoverage(report.coverage))
    }
    if let (seed, shrunk, failure) = report.failure {
      Issue.record(
        """
        The container and the model disagree. Replay: STATECONTAINER_FUZZ_SEED=0x\(String(seed, radix: 16)) \
        STATECONTAINER_FUZZ_ITERATIONS=1 swift test --filter ModelBasedTests
        Shrunk sequence (\(shrunk.operations.count) operations):
        \(shrunk)
        \(failure)
        """)
    }
  }
}

/// Where the background run leaves its report.
@MainActor private final class ReportBox {
  var report: FuzzRunner.Report?
}
