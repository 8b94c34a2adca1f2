import Foundation
import StateContainer

/// Where the real container and the model parted, or an invariant broke.
struct FuzzFailure: Error, CustomStringConvertible {
  /// The index of the operation after which the check failed; `operations.count` for the
  /// final `run()` and leak check.
  var step: Int
  var problems: [String]
  /// The log entries of the failing step, as the model expects them and as they happened.
  var expected: [FuzzLogEntry]
  var actual: [FuzzLogEntry]

  var description: String {
    var text = "after step \(step):\n  " + problems.joined(separator: "\n  ")
    if expected != actual {
      text += "\nexpected (model):\n" + expected.map { "    \($0)" }.joined(separator: "\n")
      text += "\nactual (StateContainer):\n" + actual.map { "    \($0)" }.joined(separator: "\n")
    } else {
      text += "\nlog of the step (the model agrees):\n" + actual.map { "    \($0)" }.joined(separator: "\n")
    }
    return text
  }
}

/// Runs sequences against the real container and the model side by side.
@MainActor enum FuzzRunner {
  /// The number of events the last run recorded.
  static var lastEventCount = 0
  /// The model's coverage counters of the last run.
  static var lastCoverage: [String: Int] = [:]
  /// The known gap the last run reached, where it stopped comparing.
  static var lastKnownGap: LifecycleModel.KnownGap?
  /// Whether to compare past a known gap (`STATECONTAINER_FUZZ_STRICT=1`).
  static var isStrict = ProcessInfo.processInfo.environment["STATECONTAINER_FUZZ_STRICT"] == "1"

  /// Runs `sequence`, comparing logs, diagnostics and state with the model after every
  /// step and checking the invariants; then runs the clock to the end and checks that every
  /// component and the clock are freed.
  ///
  /// - Returns: The first failure, or `nil`.
  ///
  /// Between steps, once a millisecond of real time has passed since the last time, it
  /// yields the main actor, so that a test waiting for it (under a sanitizer, each step is
  /// slow) waits for one step, not for a whole sequence. No hook is running between steps.
  /// The `last…` statics are written only where the run returns, with no suspension after.
  static func run(_ sequence: FuzzSequence) async -> FuzzFailure? {
    let box = FuzzDiagnosticBox()
    return await LifecycleDiagnostic.$handler.withValue({ box.append($0) }) {
      await run(sequence, diagnostics: box)
    }
  }

  private static func run(_ sequence: FuzzSequence, diagnostics box: FuzzDiagnosticBox) async -> FuzzFailure?
  {
    var model = LifecycleModel(world: sequence.world)
    var driver: FuzzDriver? = FuzzDriver(world: sequence.world)
    var invariants = FuzzInvariants()
    var logCount = 0
    var diagnosticCount = 0
    var observedCount = 0
    var observedStateCount = 0
    let operations = sequence.operations + [.runClock]
    var lastYield = ContinuousClock.now
    for (step, operation) in operations.enumerated() {
      if lastYield.duration(to: .now) > .milliseconds(1) {
        await Task.yield()
        lastYield = .now
      }
      driver!.apply(operation)
      model.apply(operation)
      if let gap = model.knownGap, !isStrict {
        lastKnownGap = gap
        lastEventCount = model.log.count
        lastCoverage = model.coverage
        // Let go of what the clock still holds, so that nothing outlives the run.
        driver!.clock.run()
        return nil
      }
      let actual = Array(driver!.log[logCount...])
      let expected = Array(model.log[logCount...])
      var problems: [String] = []
      if actual != expected {
        problems.append("the event log differs from the model")
      }
      let observedStates = Array(driver!.observedStates[observedStateCount...])
      let transitions = actual.map(\.event).filter { $0.hook == .willTransition || $0.hook == .didTransition }
      if observedStates != transitions {
        problems.append(
          "the typed state observers reported other transitions than the hooks:\n"
            + observedStates.map { "    \($0)" }.joined(separator: "\n"))
      }
      let observed = Array(driver!.observed[observedCount...])
      let hooks = actual.filter {
        $0.event.hook != .loadAppearanceState && $0.event.hook != .childrenFor
          && $0.event.hook != .contextRead && $0.event.hook != .eventDelivered
          && $0.event.hook != .service
          && $0.event.hook != .outcome && !$0.event.hook.isHistoryHook
      }
      if observed != hooks.map({ FuzzLogEntry(time: $0.time, event: $0.event, context: .none) }) {
        problems.append(
          "the observation API reported other events than the hooks:\n"
            + observed.map { "    \($0)" }.joined(separator: "\n"))
      }
      let actualDiagnostics = Array(box.all[diagnosticCount...])
      let expectedDiagnostics = Array(model.diagnostics[diagnosticCount...])
      if actualDiagnostics.map(\.rawValue).sorted() != expectedDiagnostics.map(\.rawValue).sorted() {
        problems.append(
          "diagnostics \(actualDiagnostics.map(\.rawValue)), model expects \(expectedDiagnostics.map(\.rawValue))"
        )
      }
      let snapshot = driver!.snapshot
      let expectedSnapshot = model.snapshot
      if snapshot != expectedSnapshot {
        problems.append("state differs from the model:\nactual:\n\(snapshot)\nmodel:\n\(expectedSnapshot)")
      }
      let activeWatches = driver!.eventWatches.map(\.isActive)
      let expectedActiveWatches = model.events.watches.map { !$0.isCancelled }
      if activeWatches != expectedActiveWatches {
        problems.append("EventWatch.isActive \(activeWatches), model expects \(expectedActiveWatches)")
      }
      problems += historyProblems(driver!, model)
      problems += invariants.check(snapshot, newEntries: actual)
      if !problems.isEmpty {
        lastKnownGap = nil
        return FuzzFailure(step: step, problems: problems, expected: expected, actual: actual)
      }
      logCount = model.log.count
      observedCount = driver!.observed.count
      observedStateCount = driver!.observedStates.count
      diagnosticCount = model.diagnostics.count
    }
    lastKnownGap = nil
    lastEventCount = model.log.count
    lastCoverage = model.coverage
    weak let clock = driver!.clock
    let references = driver!.components.map { FuzzWeakReference($0) }
    driver = nil
    let leaked = references.indices.filter { references[$0].object != nil }
    if !leaked.isEmpty || clock != nil {
      return FuzzFailure(
        step: operations.count,
        problems: ["leaked at the end: components \(leaked), clock \(clock == nil ? "freed" : "leaked")"],
        expected: [], actual: [])
    }
    return nil
  }

  /// Shrinks a failing sequence to a 1-minimal one that still fails, yielding the main
  /// actor before every replay, as `runRandom(_:)` does between sequences.
  static func shrink(_ sequence: FuzzSequence) async -> FuzzSequence {
    var shrunk = sequence
    if let failure = await run(sequence), failure.step < sequence.operations.count {
      shrunk.operations = Array(sequence.operations.prefix(failure.step + 1))
    }
    shrunk.operations = await FuzzShrinker.shrink(shrunk.operations) { operations in
      await Task.yield()
      return await run(FuzzSequence(world: sequence.world, operations: operations)) != nil
    }
    return shrunk
  }

  /// The settings of a random run, from the environment.
  struct Configuration {
    var seed: UInt64
    var iterations: Int
    var maxSteps: Int
    var options = FuzzGenerator.Options()

    static let defaultSeed: UInt64 = 0x5EED_0004

    static func fromEnvironment(defaultIterations: Int) -> Configuration {
      let environment = ProcessInfo.processInfo.environment
      let seed = environment["STATECONTAINER_FUZZ_SEED"].flatMap(parseSeed) ?? defaultSeed
      let iterations = environment["STATECONTAINER_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? defaultIterations
      let maxSteps = environment["STATECONTAINER_FUZZ_MAX_STEPS"].flatMap { Int($0) } ?? 200
      var configuration = Configuration(seed: seed, iterations: iterations, maxSteps: maxSteps)
      let options = Set((environment["STATECONTAINER_FUZZ_OPTIONS"] ?? "").split(separator: ","))
      configuration.options.crossListing = !options.contains("noCrossListing")
      configuration.options.requestsOnBusyAncestors = !options.contains("noRequestsOnBusyAncestors")
      return configuration
    }

    static func parseSeed(_ text: String) -> UInt64? {
      if text.lowercased().hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
      return UInt64(text)
    }
  }

  /// The outcome of a random run.
  struct Report {
    var sequences = 0
    var steps = 0
    var events = 0
    /// The model's coverage counters, summed.
    var coverage: [String: Int] = [:]
    /// How many sequences stopped at each known gap.
    var knownGaps: [LifecycleModel.KnownGap: Int] = [:]
    /// The seed of the failing sequence, its shrunk form and its failure.
    var failure: (seed: UInt64, shrunk: FuzzSequence, failure: FuzzFailure)?
  }

  /// Runs `configuration.iterations` random sequences and stops at the first failure,
  /// which it shrinks.
  ///
  /// Yields the main actor before every sequence: the other main-actor tests run between
  /// sequences instead of waiting for the whole run, however many sequences it has.
  static func runRandom(_ configuration: Configuration) async -> Report {
    var report = Report()
    for index in 0..<configuration.iterations {
      await Task.yield()
      let seed = FuzzRandom.sequenceSeed(configuration.seed, index: index)
      FuzzSummary.progress("ModelBasedTests", index: index, of: configuration.iterations, sequenceSeed: seed)
      var generator = FuzzGenerator(seed: seed, options: configuration.options)
      let sequence = generator.sequence(maxLength: configuration.maxSteps)
      report.sequences += 1
      report.steps += sequence.operations.count
      let failure = await run(sequence)
      report.events += lastEventCount
      if let gap = lastKnownGap { report.knownGaps[gap, default: 0] += 1 }
      report.coverage.merge(lastCoverage, uniquingKeysWith: +)
      if failure != nil {
        if FuzzSummary.progressInterval != nil {
          FuzzSummary.report(
            "ModelBasedTests: sequence \(index) (seed 0x\(String(seed, radix: 16))) failed; shrinking it")
        }
        let shrunk = await shrink(sequence)
        report.failure = (seed, shrunk, await run(shrunk)!)
        return report
      }
    }
    return report
  }
}

/// A weak reference, for leak checks.
@MainActor struct FuzzWeakReference {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
