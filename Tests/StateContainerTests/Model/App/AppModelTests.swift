import Foundation
import StateContainer
import Testing

/// Random app-shaped sequences, run against a real app and `AppModel` side by side: tabs
/// of navigation stacks whose factories return fresh, cached or shared details, guarded
/// edit states, deep links, `tree.currentURL` parsed back into a fresh app, hooks that chain,
/// the root released while its stacks animate.
///
/// `STATECONTAINER_FUZZ_SEED` (decimal or 0x-hex), `STATECONTAINER_FUZZ_ITERATIONS` and
/// `STATECONTAINER_FUZZ_MAX_STEPS` (60) choose the run. A failure names the seed of the
/// failing sequence, which replays alone with `STATECONTAINER_FUZZ_ITERATIONS=1`, and prints
/// the sequence shrunk, which `AppFuzzRunner.run(_:)` replays. With
/// `STATECONTAINER_FUZZ_SURVEY=1` the run goes on past failures and counts them by the
/// rule they check.
@Suite struct AppModelTests {
  static let defaultSeed: UInt64 = 0xA99_F022
  static let defaultIterations = 1_000

  /// Runs `iterations` sequences from `seed`; stops at the first failure unless `survey`.
  @MainActor static func runRandom(seed: UInt64, iterations: Int, maxSteps: Int, survey: Bool) async -> Report
  {
    var report = Report()
    // `STATECONTAINER_FUZZ_TRACE=1` names each sequence before it runs: the last one named is
    // the one that hangs.
    let trace = ProcessInfo.processInfo.environment["STATECONTAINER_FUZZ_TRACE"] == "1"
    for index in 0..<iterations {
      await Task.yield()
      let sequenceSeed = FuzzRandom.sequenceSeed(seed, index: index)
      var generator = AppFuzzGenerator(seed: sequenceSeed)
      let sequence = generator.sequence(maxLength: maxSteps)
      if trace {
        FileHandle.standardError.write(
          Data("AppModelTests: sequence seed 0x\(String(sequenceSeed, radix: 16))\n".utf8))
      }
      report.sequences += 1
      report.steps += sequence.operations.count + 1
      let (failure, coverage) = AppFuzzRunner.run(sequence)
      report.coverage.merge(coverage, uniquingKeysWith: +)
      guard let failure else { continue }
      report.failuresByRule[failure.rule, default: 0] += 1
      if report.firstFailure[failure.rule] == nil {
        report.firstFailure[failure.rule] = (sequenceSeed, failure)
      }
      if !survey {
        let shrunk = await shrink(sequence)
        report.failure = (sequenceSeed, shrunk, AppFuzzRunner.run(shrunk).failure ?? failure)
        return report
      }
    }
    return report
  }

  /// Shrinks a failing sequence to one from which no operation can be removed.
  @MainActor static func shrink(_ sequence: AppSequence) async -> AppSequence {
    var shrunk = sequence
    if let failure = AppFuzzRunner.run(sequence).failure, failure.step < sequence.operations.count {
      shrunk.operations = Array(sequence.operations.prefix(failure.step + 1))
    }
    shrunk.operations = await FuzzShrinker.shrink(shrunk.operations) { operations in
      await Task.yield()
      return AppFuzzRunner.run(AppSequence(config: sequence.config, operations: operations)).failure != nil
    }
    return shrunk
  }

  struct Report {
    var sequences = 0
    var steps = 0
    var coverage: [String: Int] = [:]
    var failuresByRule: [String: Int] = [:]
    var firstFailure: [String: (seed: UInt64, failure: AppFuzzFailure)] = [:]
    var failure: (seed: UInt64, shrunk: AppSequence, failure: AppFuzzFailure)?
  }

  @Test("random app-shaped sequences match the model after every step")
  @MainActor func randomAppSequencesMatchTheModel() async {
    let environment = ProcessInfo.processInfo.environment
    let seed =
      environment["STATECONTAINER_FUZZ_SEED"].flatMap(FuzzRunner.Configuration.parseSeed) ?? Self.defaultSeed
    let iterations =
      environment["STATECONTAINER_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? Self.defaultIterations
    let maxSteps = environment["STATECONTAINER_FUZZ_MAX_STEPS"].flatMap { Int($0) } ?? 60
    let survey = environment["STATECONTAINER_FUZZ_SURVEY"] == "1"
    let start = ContinuousClock.now
    // At background priority, polled: as ModelBasedTests does, so that the other main-actor
    // tests take their turns between sequences.
    let box = AppReportBox()
    Task(priority: .background) { @MainActor in
      box.report = await Self.runRandom(
        seed: seed, iterations: iterations, maxSteps: maxSteps, survey: survey)
    }
    while box.report == nil { try? await Task.sleep(for: .milliseconds(20)) }
    guard let report = box.report else { return }
    let patterns = AppPattern.allCases.map { "\($0.rawValue) \(report.coverage[$0.rawValue, default: 0])" }
    let ignored = report.coverage.filter { $0.key.hasPrefix("ignored ") }.sorted { $0.key < $1.key }
      .map { "\($0.key.dropFirst("ignored ".count)) \($0.value)" }
    print(
      FuzzSummary.line(
        "AppModelTests", sequences: report.sequences, steps: report.steps, seed: seed,
        elapsed: ContinuousClock.now - start,
        patterns.joined(separator: ", ")
          + (ignored.isEmpty ? "" : "; pending rules seen: " + ignored.joined(separator: ", "))))
    if FuzzSummary.isVerbose || report.failure != nil || !report.failuresByRule.isEmpty {
      print("AppModelTests coverage: " + FuzzSummary.fullCoverage(report.coverage))
    }
    if survey {
      print("AppModelTests failures by rule: \(report.failuresByRule.sorted { $0.key < $1.key })")
      for (rule, first) in report.firstFailure.sorted(by: { $0.key < $1.key }) {
        print("  \(rule): seed 0x\(String(first.seed, radix: 16)) \(first.failure)")
      }
      return
    }
    if let (failingSeed, shrunk, failure) = report.failure {
      Issue.record(
        """
        The app and the model disagree. Replay: STATECONTAINER_FUZZ_SEED=0x\(String(failingSeed, radix: 16)) \
        STATECONTAINER_FUZZ_ITERATIONS=1 swift test --filter AppModelTests
        Shrunk sequence (\(shrunk.operations.count) operations):
        \(shrunk)
        \(failure)
        """)
      return
    }
    if report.sequences >= 1_000 {
      for pattern in AppPattern.allCases {
        #expect(report.coverage[pattern.rawValue, default: 0] > 0, "never generated: \(pattern.rawValue)")
      }
    }
  }
}

/// Shrunk sequences the random suite once failed on, replayed through `AppFuzzRunner.run(_:)`.
@Suite struct AppModelReplayTests {
  /// A link the model follows (it takes a detail that may still be leaving) leaves the root's
  /// tab to the app; the root lands on tab 1 with the badge that read the link, and a later
  /// switch to tab 1 is for the current tab: no new badge, the badge still reads `true`.
  @Test("a tab switch while the model follows the root's tab predicts no new badge")
  @MainActor func tabSwitchWhileTabUncertainKeepsTheBadgeUnpredicted() {
    let sequence = AppSequence(
      config: AppTreeConfig(
        tabCount: 2, factories: [.cached, .cached], appWideCache: false, identifiedPushes: false,
        chainLength: 0, tabHistory: true, stackHistory: false, rootDuration: 350, stackDuration: 200,
        freshBadges: true),
      operations: [
        .appear(true, animated: false), .switchTab(1, animated: false),
        .navigate("/t1/items/3/items/2", animated: true), .popToRoot(animated: false),
        .navigate("/t0", animated: true), .tap(4, animated: true), .advance(ms: 400),
        .switchTab(1, animated: true), .switchTab(0, animated: false),
        .navigate("/t1/items/2", animated: true), .advance(ms: 400), .switchTab(1, animated: true),
      ])
    let (failure, coverage) = AppFuzzRunner.run(sequence)
    #expect(failure == nil, "\(failure.map { "\($0)" } ?? "")")
    #expect(coverage["deep link: takes a component it pops or that may be leaving"] == 1)
  }
}

/// Where the background run leaves its report.
@MainActor private final class AppReportBox {
  var report: AppModelTests.Report?
}
