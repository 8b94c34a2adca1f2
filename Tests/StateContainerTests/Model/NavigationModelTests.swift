import Foundation
import StateContainer
import Testing

/// Generates random navigation sequences: moves (valid and invalid) on random trees,
/// directly, from random hooks of the container and its entries, and mid-animation; clock
/// advances; the container appearing and disappearing.
struct NavigationFuzzGenerator {
  var random: FuzzRandom
  private var nextDestination = 1
  /// What the factory of the sequence being made returns.
  private var factory = NavigationFuzzFactory.fresh
  /// Whether the last move made was a jump: a back may follow it.
  private var lastMoveWasJump = false
  /// Whether the sequence being made swipes back (interactive pops); it then makes no deep
  /// links, snapshots or restores.
  private var swipes = false

  init(seed: UInt64) { random = FuzzRandom(seed: seed) }

  static let entryHooks = [
    "willAppear", "didAppear", "willDisappear", "didDisappear", "willMove", "didMove",
    "stateTransitionWillBegin", "animateAlongside", "stateTransitionDidEnd", "stateTransitionDidUpdate",
    "stateTransitionInteractionDidEnd", "stateTransitionDidCancel",
  ]
  static let containerHooks = [
    "willTransition", "didTransition", "childWillAppear", "childDidAppear", "childWillDisappear",
    "childDidDisappear", "willAppear", "didAppear", "willDisappear", "didDisappear",
  ]

  mutating func move() -> NavigationFuzzMove {
    let animated = random.chance(0.6)
    let identifier = random.chance(0.15) ? NavigationFuzzSequence.rootIdentifier : random.int(0...4)
    defer { nextDestination += 1 }
    // A back right after a jump goes back across it, to another branch, now and then.
    if lastMoveWasJump {
      lastMoveWasJump = false
      if random.chance(0.7) { return .goBack(1, animated: animated) }
    }
    if swipes, random.chance(0.04) {
      // What a hook may do to a gesture, or the app out of turn.
      return random.pick([
        .interactivePop(identifier: nil), .gestureUpdate(tenths: random.int(0...10)),
        .gestureFinish(velocity: random.pick([0, 2])), .gestureCancel(velocity: random.pick([0, 4])),
      ])
    }
    if !swipes, random.chance(0.12) {
      if random.chance(0.25) {
        return random.pick([.readURLOnFreshTree, .takeSnapshot, .restoreIntoFreshTree, .restoreIntoFreshTree])
      }
      return random.chance(0.25)
        ? .navigateToShownURL(animated: animated) : .navigateToURL(linkURL(), animated: animated)
    }
    if random.chance(0.22) {
      // Guards and history (history and guards).
      switch random.int(0...99) {
      case 0..<35: return .proceed
      case 35..<55: return .cancel
      case 55..<85: return .goBack(random.pick([1, 1, 1, 2, 3]), animated: animated)
      case 85..<92: return .clearHistory
      default: return .historyPolicy(random.pick([0, -1, -1, 1, 2, 4]))
      }
    }
    switch random.int(0...99) {
    case 0..<34:
      return .push(
        destination(), identifier: random.chance(0.5) ? random.int(0...4) : nil, animated: animated)
    case 34..<52: return .pop(animated: animated)
    case 52..<64: return .popTo(identifier: identifier, animated: animated)
    case 64..<68: return .popToRoot(animated: animated)
    case 68..<88:
      lastMoveWasJump = true
      return .jump(identifier: identifier, animated: animated)
    default: return .replace(destination(), animated: animated)
    }
  }

  /// A swipe back as an app makes one: begun (a pop, or now and then a pop to an
  /// identifier), moved a few times as time passes, then finished past halfway or
  /// cancelled, with a flick now and then; left under way once in a while, and now and then
  /// a progress out of range or a negative velocity.
  mutating func swipeBack() -> [NavigationFuzzOperation] {
    let identifier: Int? =
      random.chance(0.75)
      ? nil : random.chance(0.3) ? NavigationFuzzSequence.rootIdentifier : random.int(0...4)
    var operations: [NavigationFuzzOperation] = []
    // Deep enough to go back, and, most of the time, at rest: a swipe does not begin
    // mid-animation.
    if random.chance(0.5) {
      for _ in 0..<random.int(1...2) {
        operations.append(
          .move(
            .push(
              destination(), identifier: random.chance(0.3) ? random.int(0...4) : nil,
              animated: random.chance(0.7))))
      }
    }
    if random.chance(0.8) { operations.append(.runClock) }
    operations.append(.move(.interactivePop(identifier: identifier)))
    var tenths = 0
    for _ in 0..<random.int(0...4) {
      operations.append(.advance(ms: random.pick([0, 10, 16, 50])))
      tenths = random.chance(0.05) ? random.pick([-2, 12]) : random.int(0...10)
      operations.append(.move(.gestureUpdate(tenths: tenths)))
    }
    guard random.chance(0.85) else { return operations }
    let velocity = random.chance(0.05) ? -1 : random.pick([0, 0, 0, 1, 2, 4, 5, 10])
    operations.append(
      .move(tenths >= 5 ? .gestureFinish(velocity: velocity) : .gestureCancel(velocity: velocity)))
    return operations
  }

  /// The destination of a push or a replace: a new one, or, with a factory that caches by
  /// destination, one of a few (the root's among them), as a double tap or a detail that
  /// links to itself repeats one.
  private mutating func destination() -> Int {
    factory == .cachedByDestination ? random.pick([0, 1, 1, 2, 3]) : nextDestination
  }

  mutating func sequence(maxLength: Int) -> NavigationFuzzSequence {
    nextDestination = 1
    factory =
      random.chance(0.7) ? .fresh : random.pick([.cachedByDestination, .cachedByDestination, .shared])
    let specs = (0..<random.int(1...4)).map { _ in
      NavigationFuzzEntrySpec(
        isTransitioning: random.chance(0.5), delay: random.pick([0, 0, 10, 50]),
        duration: random.pick([0, 10, 100, 200, 350]))
    }
    var operations: [NavigationFuzzOperation] = []
    if random.chance(0.6) { operations.append(.move(.historyPolicy(random.pick([-1, -1, 2, 4])))) }
    var verdicts: [NavigationFuzzVerdict] =
      random.chance(0.3)
      ? [] : (0..<random.int(1...5)).map { _ in random.pick([.allow, .allow, .refuse, .hold, .hold]) }
    var appearance = ModelAppearance.disappeared
    swipes = random.chance(0.35)
    // One sequence in five of the others restores twins that go on beside the container:
    // its guard allows everything at once and never moves while asked.
    let keepsTwins = !swipes && random.chance(0.2)
    if keepsTwins { verdicts = [] }
    for _ in 0..<random.int(1...maxLength) {
      if swipes, appearance == .appeared, random.chance(0.2) {
        operations += swipeBack()
        continue
      }
      switch random.int(0...99) {
      case 0..<35: operations.append(.move(move()))
      case 35..<55: operations.append(.advance(ms: random.pick([0, 1, 10, 50, 100, 175, 350, 700])))
      case 55..<58: operations.append(.runClock)
      case 58..<70:
        switch appearance {
        case .disappeared, .appeared:
          let isAppearing = appearance == .disappeared
          operations.append(.beginAppearance(isAppearing: isAppearing, animated: random.chance(0.5)))
          appearance = isAppearing ? .appearing : .disappearing
        case .appearing, .disappearing:
          operations.append(.endAppearance)
          appearance = appearance == .appearing ? .appeared : .disappeared
        }
        if random.chance(0.03) { operations.append(.endAppearance) }  // out of turn
      default:
        let isContainer = random.chance(0.4)
        let component = isContainer ? "N" : "e\(random.int(0...8))"
        let hook = random.pick(isContainer ? Self.containerHooks : Self.entryHooks)
        // A restore from a hook could not show its fresh tree there: not armed.
        var armed = move()
        while armed == .restoreIntoFreshTree { armed = move() }
        operations.append(.arm(component: component, hook: hook, move: armed))
        if !swipes, !keepsTwins, random.chance(0.25) {
          // A guard that, asked about the next link, first makes a request on its container.
          var request = move()
          while request.isDeepLink { request = move() }
          operations.append(.arm(component: "N", hook: "deepLinkGuard", move: request))
          operations.append(.move(.navigateToURL(linkURL(), animated: random.chance(0.5))))
        }
      }
    }
    return NavigationFuzzSequence(
      specs: specs, factory: factory, defaultDuration: random.pick([350, 350, 100, 0]),
      operations: operations, verdicts: verdicts)
  }
}

/// Navigation containers on random sequences: a real `NavigationContainer` and
/// `NavigationModel` are compared after every step, on the whole log, the diagnostics, the
/// tree, the current node, the container's children, each entry's appearance, parent and
/// upstream, and each move's outcome.
@Suite("Random navigation sequences against the model")
@MainActor
struct NavigationModelTests {
  /// Runs one sequence; returns a description of the first difference, or `nil`.
  static func run(_ sequence: NavigationFuzzSequence) -> (failure: String?, coverage: [String: Int]) {
    var model = NavigationModel(sequence)
    let driver = NavigationFuzzDriver(sequence)
    var logCount = driver.log.count
    var diagnosticCount = 0
    var realDiagnostics: [ModelDiagnostic] = []
    guard model.log == driver.log else {
      return ("initial log: model \(model.log), real \(driver.log)", model.coverage)
    }
    for (index, operation) in sequence.operations.enumerated() {
      model.apply(operation)
      let (_, diagnostics) = LifecycleDiagnostic.capture { driver.apply(operation) }
      realDiagnostics += diagnostics.map { ModelDiagnostic(rawValue: $0.kind.rawValue)! }
      let expected = Array(model.log[min(logCount, model.log.count)...])
      let actual = Array(driver.log[min(logCount, driver.log.count)...])
      var problems: [String] = []
      if expected != actual {
        problems.append(
          "log:\n  model:\n    " + expected.joined(separator: "\n    ") + "\n  real:\n    "
            + actual.joined(separator: "\n    "))
      }
      if Array(model.diagnostics[diagnosticCount...]) != Array(realDiagnostics[diagnosticCount...]) {
        problems.append(
          "diagnostics: model \(model.diagnostics[diagnosticCount...]), real \(realDiagnostics[diagnosticCount...])"
        )
      }
      if model.snapshot != driver.snapshot {
        problems.append("snapshot:\n  model \(model.snapshot)\n  real  \(driver.snapshot)")
      }
      if let difference = driver.twinDifference { problems.append(difference) }
      if driver.twin != nil, case .move = operation {
        model.coverage["restored twin compared after a move", default: 0] += 1
        if driver.twinHistoryCompared {
          model.coverage["restored twin history compared after a move", default: 0] += 1
        }
      }
      if ProcessInfo.processInfo.environment["STATECONTAINER_NAV_FUZZ_TRACE"] == "1" {
        print("TRACE step \(index) \(operation)\n  model \(model.snapshot)\n  real  \(driver.snapshot)")
      }
      if !problems.isEmpty, ProcessInfo.processInfo.environment["STATECONTAINER_NAV_FUZZ_VERBOSE"] == "1" {
        print("FULL MODEL LOG:\n" + model.log.joined(separator: "\n"))
        print("FULL REAL LOG:\n" + driver.log.joined(separator: "\n"))
      }
      if !problems.isEmpty {
        return (
          "step \(index) \(operation):\n" + problems.joined(separator: "\n") + "\n\(sequence)", model.coverage
        )
      }
      logCount = model.log.count
      diagnosticCount = model.diagnostics.count
    }
    return (nil, model.coverage)
  }

  /// A failing sequence shrunk by the model-based suite's shrinker: no single operation can
  /// be taken out and the failure stay.
  static func shrink(_ sequence: NavigationFuzzSequence) async -> NavigationFuzzSequence {
    var shrunk = sequence
    shrunk.operations = await FuzzShrinker.shrink(sequence.operations) { operations in
      var candidate = sequence
      candidate.operations = operations
      return run(candidate).failure != nil
    }
    return shrunk
  }

  /// `STATECONTAINER_NAV_FUZZ_SEED` (or `STATECONTAINER_FUZZ_SEED`, decimal or 0x-hex) and
  /// `STATECONTAINER_NAV_FUZZ_ITERATIONS` (or `STATECONTAINER_FUZZ_ITERATIONS`) choose the seed
  /// and the number of sequences. A failure names the seed of the failing sequence;
  /// `STATECONTAINER_NAV_FUZZ_SEQUENCE_SEED` set to it replays that one sequence alone
  /// (`STATECONTAINER_NAV_FUZZ_VERBOSE=1` also prints both whole logs at a difference;
  /// `STATECONTAINER_NAV_FUZZ_TRACE=1` prints both snapshots after every step).
  @Test(
    "random moves, valid and invalid, from random hooks and mid-animation, match the model after every step")
  func randomSequences() async {
    let environment = ProcessInfo.processInfo.environment
    // Its own variables first, else the ones every random suite reads.
    let iterations =
      (environment["STATECONTAINER_NAV_FUZZ_ITERATIONS"] ?? environment["STATECONTAINER_FUZZ_ITERATIONS"])
      .flatMap(Int.init) ?? 2000
    let seed =
      (environment["STATECONTAINER_NAV_FUZZ_SEED"] ?? environment["STATECONTAINER_FUZZ_SEED"])
      .flatMap(FuzzRunner.Configuration.parseSeed) ?? 0x4E41_5649
    var coverage: [String: Int] = [:]
    // A failure names its sequence's own seed: this variable replays that one sequence alone.
    if let sequenceSeed = environment["STATECONTAINER_NAV_FUZZ_SEQUENCE_SEED"].flatMap(
      FuzzRunner.Configuration.parseSeed)
    {
      var generator = NavigationFuzzGenerator(seed: sequenceSeed)
      let sequence = generator.sequence(maxLength: 60)
      if let failure = Self.run(sequence).failure {
        let shrunk = await Self.shrink(sequence)
        let shrunkFailure = Self.run(shrunk).failure ?? ""
        Issue.record(
          "sequence seed \(sequenceSeed): \(failure)\nShrunk (\(shrunk.operations.count) operations): \(shrunkFailure)"
        )
      }
      return
    }
    let start = ContinuousClock.now
    // At background priority, yielding between sequences, as every random suite runs: the
    // other main-actor tests take their turns, and no test's time limit counts this run.
    let box = NavigationRunBox()
    Task(priority: .background) { @MainActor in
      var steps = 0
      var coverage: [String: Int] = [:]
      for index in 0..<iterations {
        await Task.yield()
        var generator = NavigationFuzzGenerator(seed: FuzzRandom.sequenceSeed(seed, index: index))
        let sequence = generator.sequence(maxLength: 60)
        let (failure, covered) = Self.run(sequence)
        coverage.merge(covered, uniquingKeysWith: +)
        steps += sequence.operations.count
        if let failure {
          let shrunk = await Self.shrink(sequence)
          box.result = (
            steps, coverage,
            "sequence \(index) (seed \(FuzzRandom.sequenceSeed(seed, index: index))): \(failure)\n"
              + "Shrunk (\(shrunk.operations.count) operations): \(Self.run(shrunk).failure ?? "")"
          )
          return
        }
      }
      box.result = (steps, coverage, nil)
    }
    // Polled, not awaited: awaiting the task's value would raise its priority to this one's.
    while box.result == nil { try? await Task.sleep(for: .milliseconds(20)) }
    guard let (steps, covered, failure) = box.result else { return }
    coverage = covered
    if let failure {
      print("NavigationModelTests coverage: " + FuzzSummary.fullCoverage(coverage))
      Issue.record("\(failure)")
      return
    }
    let required =
      Self.requiredCoverage + NavigationModel.requiredDeepLinkCoverage
      + NavigationModel.requiredSnapshotCoverage + NavigationModel.requiredGestureCoverage
    print(
      FuzzSummary.line(
        "NavigationModelTests", sequences: iterations, steps: steps, seed: seed,
        elapsed: ContinuousClock.now - start,
        FuzzSummary.requiredCoverage(coverage, required: required)))
    if FuzzSummary.isVerbose { print("NavigationModelTests coverage: " + FuzzSummary.fullCoverage(coverage)) }
    for key in required {
      #expect(coverage[key, default: 0] > 0, "never covered: \(key)")
    }
  }

  /// Every kind of move, direction and invalid move the random sequences must reach.
  static let requiredCoverage = [
    "nav move push", "nav move push by reference", "nav move pop", "nav move pop-to", "nav move pop-to-root",
    "nav move jump", "nav move replace", "nav direction forward", "nav direction back", "nav direction jump",
    "nav direction replace", "nav direction none", "nav invalid: pop at the root",
    "nav invalid: unknown identifier",
    "nav invalid: pop-to off the current path", "nav invalid: push by reference on the current path",
    "nav invalid: push with the identifier a combined push makes",
    "nav move from a hook", "nav move mid-animation", "nav moves coalesced",
    "nav move superseded at the move that released its node",
    "nav released subtree kept while on screen", "nav pending moves kept through disappearance",
    "nav off-screen transition", "nav transition finished at once by disappearing",
    "nav guard verdict: allow", "nav guard verdict: refuse", "nav guard verdict: hold",
    "nav held combined: allow", "nav held combined: refuse", "nav held combined: hold", "nav held replaced",
    "nav held proceeded", "nav held proceeded off screen", "nav held cancelled", "nav back",
    "nav back across a jump", "nav history recorded", "nav history pruned", "nav history cleared",
    "nav invalid: back: history too short", "nav factory returned a cached entry",
    "nav invalid: factory returned an entry in the tree", "nav replace kept the cached entry",
    "nav invalid leaves a held change waiting",
    "deepLink.invalid: factory returned an entry in the tree",
    "nav history entry equal to the target dropped",
  ]
}

/// What the navigation random run found: its steps, its coverage, and its first failure.
@MainActor private final class NavigationRunBox {
  var result: (steps: Int, coverage: [String: Int], failure: String?)?
}
