import StateContainer

/// Builds a real `NavigationContainer<Int>` for a `NavigationFuzzSequence`, carries out its
/// operations on a `SimulatedClock`, and records every hook in the vocabulary of
/// `NavigationModel`.
@MainActor final class NavigationFuzzDriver {
  let clock = SimulatedClock()
  private(set) var container: NavigationFuzzContainer!
  private(set) var entries: [Component] = []
  private var ids: [ObjectIdentifier: Int] = [:]
  private var triggers: [(component: String, hook: String, move: NavigationFuzzMove)] = []
  /// The moves made, in the order they were made (a move made from a hook that an earlier
  /// move ran comes after it).
  var moves: [TransitionRequest?] = []
  var log: [String] = []
  let specs: [NavigationFuzzEntrySpec]
  /// The guard's verdicts and how many proposals it has seen (NavigationFuzzDriver+Guards).
  let verdicts: [NavigationFuzzVerdict]
  var proposals = 0
  /// How many `tree.navigate(toURL:)` calls are under way, and whether the guard is making
  /// the request armed on `N.deepLinkGuard` (NavigationFuzzDriver+Guards).
  var readingLinks = 0
  var firingLinkGuard = false
  var historyObservation: LifecycleObservation?
  /// The container restored from a snapshot, and what restoring it reported
  /// (NavigationFuzzDriver+Restore); only where the guard allows everything at once.
  var twin: NavigationFuzzContainer?
  /// The twin's clock, advanced and run with the container's.
  var twinClock: SimulatedClock?
  var twinLeftOut: [String] = []
  var twinDiagnostics: [String] = []
  var twinHistoryCompared = true
  /// The interactive handles made, oldest first (NavigationFuzzDriver+Interaction).
  var gestures: [InteractiveTransition] = []
  /// How many of the container's hooks are running a trigger now.
  var hooksRunning = 0
  let allowsTwin: Bool

  /// What the factory returns, and the entries it keeps, by key.
  let factory: NavigationFuzzFactory
  private var cache = ComponentCache<Int>()

  /// Whether each node of the tree shows the entry the factory keeps for its destination. A
  /// push by reference that gives a node another destination breaks it: the node keeps the
  /// entry made for the old one, which a restored twin's factory does not.
  var cacheMatchesTree: Bool {
    var nodes = [container.rootNode]
    while let node = nodes.popLast() {
      if let key = factory.key(for: node.destination), cache[key] !== node.component { return false }
      nodes += node.children
    }
    return true
  }

  init(_ sequence: NavigationFuzzSequence) {
    specs = sequence.specs
    factory = sequence.factory
    verdicts = sequence.verdicts
    allowsTwin =
      sequence.verdicts.allSatisfy { $0 == .allow }
      && !sequence.operations.contains {
        if case .arm(_, "deepLinkGuard", _) = $0 { return true }
        return false
      }
    container = NavigationFuzzContainer(
      root: 0, identifier: NavigationFuzzSequence.rootIdentifier, clock: clock
    ) { [unowned self] destination in make(destination) }
    container.driver = self
    container.defaultTransitionDuration = .milliseconds(sequence.defaultDuration)
    observeHistory()
  }

  var now: Int { FuzzDriver.milliseconds(clock.now.offset) }

  /// The factory, as an app writes it: a new component, or `cache.component(for:)`.
  private func make(_ destination: Int) -> Component {
    guard let key = factory.key(for: destination) else { return makeEntry(destination) }
    if let cached = cache[key] {
      log.append("\(now)ms make(\(destination)) -> \(name(cached)) (cached)")
      return cached
    }
    return cache.component(for: key) { makeEntry(destination) }
  }

  private func makeEntry(_ destination: Int) -> Component {
    let id = entries.count
    let spec = specs[id % specs.count]
    let entry: NavigationFuzzEntry =
      spec.isTransitioning
      ? NavigationFuzzTransitioningEntry(id: id, driver: self, spec: spec)
      : NavigationFuzzEntry(id: id, driver: self)
    entries.append(entry)
    ids[ObjectIdentifier(entry)] = id
    log.append("\(now)ms make(\(destination)) -> e\(id)")
    return entry
  }

  func name(_ component: Component?) -> String {
    guard let component else { return "nil" }
    if component === container { return "N" }
    return ids[ObjectIdentifier(component)].map { "e\($0)" } ?? "?"
  }

  /// Records a hook's line, then runs the trigger armed on it, if any.
  func record(_ component: String, _ hook: String, _ line: String) {
    log.append("\(now)ms \(component).\(line)")
    fire(component, hook)
  }

  /// Runs the trigger armed on `hook` of `component`, if any, without a line of its own.
  func fire(_ component: String, _ hook: String) {
    if let index = triggers.firstIndex(where: { $0.component == component && $0.hook == hook }) {
      let move = triggers.remove(at: index).move
      hooksRunning += 1
      defer { hooksRunning -= 1 }
      perform(move)
    }
  }

  func apply(_ operation: NavigationFuzzOperation) {
    switch operation {
    case .move(let move): perform(move)
    case .advance(let ms):
      clock.advance(by: .milliseconds(ms))
      twinClock?.advance(by: .milliseconds(ms))
    case .runClock:
      clock.run()
      twinClock?.run()
    case .beginAppearance(let isAppearing, let animated):
      container.beginAppearanceTransition(isAppearing, animated: animated)
    case .endAppearance: container.endAppearanceTransition()
    case .arm(let component, let hook, let move): triggers.append((component, hook, move))
    }
    syncTwinAppearance()
  }

  func perform(_ move: NavigationFuzzMove) {
    mirrorOnTwin(move)
    if performGuardOrHistory(move) { return }
    if performDeepLink(move) { return }
    if performSnapshot(move) { return }
    if performRestore(move) { return }
    if performGesture(move) { return }
    let slot = moves.count
    moves.append(nil)
    guard let request = container.makeFuzzMove(move) else {
      preconditionFailure(
        "handled by performGuardOrHistory, performDeepLink, performSnapshot, performRestore and performGesture"
      )
    }
    moves[slot] = request
  }

  var snapshot: NavigationFuzzSnapshot {
    NavigationFuzzSnapshot(
      tree: describe(container.rootNode), current: container.currentNode.destination,
      children: container.children.map(name),
      entries: entries.indices.map { index in
        let entry = entries[index]
        return "e\(index) \(ModelAppearance(entry.appearance)) parent \(name(entry.parent)) "
          + "up \(name(entry.tree.upstream))"
      }, outcomes: moves.map { $0?.reportedOutcome.map { "\($0)" } ?? "waiting" }, history: historySnapshot,
      held: heldSnapshot, url: container.tree.currentURL ?? "nil", gestures: gestures.map(Self.describe))
  }

  private func describe(_ node: NavigationNode<Int>) -> String {
    let generation = node.generation > 0 ? "#\(node.generation)" : ""
    let identifier = node.identifier.map { "=\($0)" } ?? ""
    return "\(node.destination)\(generation)\(identifier)(\(name(node.component)))["
      + node.children.map(describe).joined(separator: ", ") + "]"
  }
}

/// The navigation container of a random sequence: records its own hooks.
@MainActor final class NavigationFuzzContainer: NavigationContainer<Int> {
  weak var driver: NavigationFuzzDriver?

  private func record(_ hook: String, _ line: String) { driver?.record("N", hook, line) }

  override func transitionDecision(for proposal: TransitionProposal<NavigationPosition<Int>>)
    -> TransitionDecision
  {
    driver?.decide(proposal) ?? .allow
  }
  private func name(_ child: Component) -> String { driver?.name(child) ?? "?" }

  override func destination(forDeepLink link: inout DeepLink, above parent: Int) -> Int? {
    NavigationFuzzRoutes.destination(&link, above: parent)
  }

  override func deepLinkPath(for destination: Int, above parent: Int) -> String? {
    NavigationFuzzRoutes.path(for: destination)
  }

  override func willTransition(to nextState: NavigationPosition<Int>, animated: Bool) {
    let destination = nextState.currentNode.map { "\($0.destination)" } ?? "?"
    record("willTransition", "willTransition(to: \(destination), animated: \(animated))")
  }

  override func didTransition(from previousState: NavigationPosition<Int>?, animated: Bool) {
    record(
      "didTransition",
      "didTransition(from: \(previousState.map { "\($0.depth)" } ?? "nil"), animated: \(animated))")
  }

  override func childWillAppear(_ child: Component, animated: Bool) {
    record("childWillAppear", "childWillAppear(\(name(child)), animated: \(animated))")
  }

  override func childDidAppear(_ child: Component, animated: Bool) {
    record("childDidAppear", "childDidAppear(\(name(child)), animated: \(animated))")
  }

  override func childWillDisappear(_ child: Component, animated: Bool) {
    record("childWillDisappear", "childWillDisappear(\(name(child)), animated: \(animated))")
  }

  override func childDidDisappear(_ child: Component, animated: Bool) {
    record("childDidDisappear", "childDidDisappear(\(name(child)), animated: \(animated))")
  }

  override func willAppear(animated: Bool) { record("willAppear", "willAppear(animated: \(animated))") }
  override func didAppear(animated: Bool) { record("didAppear", "didAppear(animated: \(animated))") }
  override func willDisappear(animated: Bool) {
    record("willDisappear", "willDisappear(animated: \(animated))")
  }
  override func didDisappear(animated: Bool) { record("didDisappear", "didDisappear(animated: \(animated))") }
}

/// An entry of a random sequence: records its hooks and what it learned.
@MainActor class NavigationFuzzEntry: Component {
  let id: Int
  unowned let driver: NavigationFuzzDriver

  init(id: Int, driver: NavigationFuzzDriver) {
    self.id = id
    self.driver = driver
  }

  func record(_ hook: String, _ line: String) { driver.record("e\(id)", hook, line) }

  var learned: String {
    guard let move = navigationTransition(as: Int.self) else { return "[nothing]" }
    return "[\(move.direction) to \(move.enteringDestination)]"
  }

  override func willAppear(animated: Bool) {
    record("willAppear", "willAppear(animated: \(animated)) \(learned)")
  }
  override func didAppear(animated: Bool) { record("didAppear", "didAppear(animated: \(animated))") }
  override func willDisappear(animated: Bool) {
    record("willDisappear", "willDisappear(animated: \(animated)) \(learned)")
  }
  override func didDisappear(animated: Bool) { record("didDisappear", "didDisappear(animated: \(animated))") }
  override func willMove(toParent parent: Component?) {
    record("willMove", "willMove(toParent: \(driver.name(parent)))")
  }
  override func didMove(toParent parent: Component?) {
    record("didMove", "didMove(toParent: \(driver.name(parent)))")
  }
}

/// An entry that animates its own part of a transition.
@MainActor final class NavigationFuzzTransitioningEntry: NavigationFuzzEntry, StateTransitioning {
  let spec: NavigationFuzzEntrySpec

  init(id: Int, driver: NavigationFuzzDriver, spec: NavigationFuzzEntrySpec) {
    self.spec = spec
    super.init(id: id, driver: driver)
  }

  func stateTransitionDelay(isAppearing: Bool) -> Duration { .milliseconds(spec.delay) }
  func stateTransitionDuration(isAppearing: Bool) -> Duration { .milliseconds(spec.duration) }
  func stateTransitionWillBegin(isAppearing: Bool) {
    record("stateTransitionWillBegin", "stateTransitionWillBegin(isAppearing: \(isAppearing)) \(learned)")
  }
  func animateAlongsideStateTransition(isAppearing: Bool) {
    record("animateAlongside", "animateAlongside(isAppearing: \(isAppearing))")
  }
  func stateTransitionDidEnd(isAppearing: Bool) {
    record("stateTransitionDidEnd", "stateTransitionDidEnd(isAppearing: \(isAppearing))")
  }
  func stateTransitionDidUpdate(progress: Double, isAppearing: Bool) {
    record(
      "stateTransitionDidUpdate",
      "stateTransitionDidUpdate(progress: \(progress), isAppearing: \(isAppearing))")
  }
  func stateTransitionInteractionDidEnd(isCancelled: Bool, remaining: Duration, isAppearing: Bool) {
    record(
      "stateTransitionInteractionDidEnd",
      "stateTransitionInteractionDidEnd(isCancelled: \(isCancelled), remaining: \(remaining), isAppearing: \(isAppearing))"
    )
  }
  func stateTransitionDidCancel(isAppearing: Bool) {
    record("stateTransitionDidCancel", "stateTransitionDidCancel(isAppearing: \(isAppearing))")
  }
}
