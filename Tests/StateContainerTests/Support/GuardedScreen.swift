import StateContainer

/// A state container that writes its transition hooks, its history hook, its guard's
/// proposals and decisions, its history changes and the guard decisions its state
/// observers see into a ``RecordingLog``.
///
/// What it remembers for a state left and what its guard decides are plain closures a test
/// changes between steps. Its overrides never call `super`.
@MainActor
final class GuardedScreen<State: Equatable>: StateContainer<State>, RecordingNamed {
  let name: String
  let log: RecordingLog
  /// What ``loadAppearanceState()`` returns.
  var appearanceState: State
  /// What ``children(for:)`` returns.
  var childrenForState: (State) -> [Component]
  /// What ``historyEntry(forLeaving:)`` returns.
  var entryForLeaving: (State) -> State? = { $0 }
  /// What ``transitionDecision(for:)`` returns.
  var decide: (TransitionProposal<State>) -> TransitionDecision = { _ in .allow }
  private var observations: [LifecycleObservation] = []

  init(
    _ name: String = "C", log: RecordingLog, clock: any TransitionClock, appearanceState: State,
    children: @escaping (State) -> [Component] = { _ in [] }
  ) {
    self.name = name
    self.log = log
    self.appearanceState = appearanceState
    self.childrenForState = children
    super.init(clock: clock)
    observations.append(addHistoryObserver { [name, log] change in log.record("\(name) history \(change)") })
    observations.append(
      addStateObserver { [name, log] event in
        guard event.kind == .refused || event.kind == .held else { return }
        let from = event.fromState.map { "\($0)" } ?? "nil"
        log.record("\(name) observed \(event.kind)(from: \(from), to: \(event.toState))")
      })
  }

  /// A completion that logs the outcome of request `name`.
  func report(_ name: String) -> @MainActor (TransitionOutcome) -> Void {
    { [log] outcome in log.record("\(name): \(outcome)") }
  }

  override func loadAppearanceState() -> State {
    log.record("\(name).loadAppearanceState() -> \(appearanceState)")
    return appearanceState
  }

  override func willAppear(animated: Bool) { log.record("\(name).willAppear(animated: \(animated))") }
  override func didAppear(animated: Bool) { log.record("\(name).didAppear(animated: \(animated))") }
  override func willDisappear(animated: Bool) { log.record("\(name).willDisappear(animated: \(animated))") }
  override func didDisappear(animated: Bool) { log.record("\(name).didDisappear(animated: \(animated))") }

  override func children(for state: State) -> [Component] {
    childrenForState(state)
  }

  override func willTransition(to nextState: State, animated: Bool) {
    log.record("\(name).willTransition(to: \(nextState), animated: \(animated))")
  }

  override func didTransition(from previousState: State?, animated: Bool) {
    let previous = previousState.map { "\($0)" } ?? "nil"
    log.record("\(name).didTransition(from: \(previous), animated: \(animated))")
  }

  override func historyEntry(forLeaving state: State) -> State? {
    let entry = entryForLeaving(state)
    log.record("\(name).historyEntry(forLeaving: \(state)) -> \(entry.map { "\($0)" } ?? "nil")")
    return entry
  }

  override func transitionDecision(for proposal: TransitionProposal<State>) -> TransitionDecision {
    let decision = decide(proposal)
    log.record("\(name).transitionDecision(\(proposal)) -> \(decision)")
    return decision
  }
}

extension GuardedScreen {
  /// A screen named `C` that has appeared (without animation) in `state`, with history
  /// `policy`, and the log of its appearance taken. Each state shows one child of its own,
  /// which takes the default 350 ms in an animated transition.
  static func appeared(
    in state: State, policy: HistoryPolicy = .unlimited, log: RecordingLog, clock: SimulatedClock
  ) -> GuardedScreen<State> where State: Hashable {
    var children: [State: Component] = [:]
    let screen = GuardedScreen("C", log: log, clock: clock, appearanceState: state) { state in
      if let child = children[state] { return [child] }
      let child = Component()
      children[state] = child
      return [child]
    }
    screen.historyPolicy = policy
    screen.appearForTest()
    _ = log.take()
    return screen
  }
}
