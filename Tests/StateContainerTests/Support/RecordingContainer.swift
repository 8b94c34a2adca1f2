import StateContainer

/// A state container that writes every hook call, its own and its children's container
/// hooks, into a ``RecordingLog``.
///
/// What it shows per state and the state it appears in are plain properties a test
/// changes between steps. Its overrides never call `super`.
@MainActor
final class RecordingContainer<State: Equatable>: StateContainer<State>, RecordingNamed {
  let name: String
  let log: RecordingLog
  /// What ``loadAppearanceState()`` returns.
  var appearanceState: State
  /// What ``children(for:)`` returns.
  var childrenForState: (State) -> [Component]

  init(
    _ name: String,
    log: RecordingLog,
    clock: any TransitionClock,
    appearanceState: State,
    children: @escaping (State) -> [Component] = { _ in [] }
  ) {
    self.name = name
    self.log = log
    self.appearanceState = appearanceState
    self.childrenForState = children
    super.init(clock: clock)
  }

  override func loadAppearanceState() -> State {
    log.record("\(name).loadAppearanceState() -> \(appearanceState)")
    return appearanceState
  }

  override func children(for state: State) -> [Component] {
    log.record("\(name).children(for: \(state))")
    return childrenForState(state)
  }

  override func willTransition(to nextState: State, animated: Bool) {
    log.record("\(name).willTransition(to: \(nextState), animated: \(animated))")
  }

  override func didTransition(from previousState: State?, animated: Bool) {
    let previous = previousState.map { "\($0)" } ?? "nil"
    log.record("\(name).didTransition(from: \(previous), animated: \(animated))")
  }

  override func childWillAppear(_ child: Component, animated: Bool) {
    log.record("\(name).childWillAppear(\(recordingName(child)), animated: \(animated))")
  }

  override func childDidAppear(_ child: Component, animated: Bool) {
    log.record("\(name).childDidAppear(\(recordingName(child)), animated: \(animated))")
  }

  override func childWillDisappear(_ child: Component, animated: Bool) {
    log.record("\(name).childWillDisappear(\(recordingName(child)), animated: \(animated))")
  }

  override func childDidDisappear(_ child: Component, animated: Bool) {
    log.record("\(name).childDidDisappear(\(recordingName(child)), animated: \(animated))")
  }

  override func willAppear(animated: Bool) {
    log.record("\(name).willAppear(animated: \(animated))")
  }

  override func didAppear(animated: Bool) {
    log.record("\(name).didAppear(animated: \(animated))")
  }

  override func willDisappear(animated: Bool) {
    log.record("\(name).willDisappear(animated: \(animated))")
  }

  override func didDisappear(animated: Bool) {
    log.record("\(name).didDisappear(animated: \(animated))")
  }

  override func willMove(toParent parent: Component?) {
    log.record("\(name).willMove(toParent: \(recordingName(parent)))")
  }

  override func didMove(toParent parent: Component?) {
    log.record("\(name).didMove(toParent: \(recordingName(parent)))")
  }
}

extension RecordingContainer where State: Hashable {
  /// Creates a container that shows `table[state]` (nothing for a state not in it).
  convenience init(
    _ name: String,
    log: RecordingLog,
    clock: any TransitionClock,
    appearanceState: State,
    table: [State: [Component]]
  ) {
    self.init(name, log: log, clock: clock, appearanceState: appearanceState) { table[$0] ?? [] }
  }
}

extension RecordingContainer<SpecState> {
  /// A container named `C` that has appeared (without animation) in `state`, showing
  /// `table[state]`, with the log of its appearance already taken.
  static func appeared(
    in state: SpecState = .a,
    log: RecordingLog,
    clock: SimulatedClock,
    table: [SpecState: [Component]]
  ) -> RecordingContainer<SpecState> {
    let container = RecordingContainer("C", log: log, clock: clock, appearanceState: state, table: table)
    container.appearForTest()
    _ = log.take()
    return container
  }
}

extension Component {
  /// Runs a whole appearance: `beginAppearanceTransition(true, …)` then `endAppearanceTransition()`.
  func appearForTest(animated: Bool = false) {
    beginAppearanceTransition(true, animated: animated)
    endAppearanceTransition()
  }

  /// Runs a whole disappearance: `beginAppearanceTransition(false, …)` then `endAppearanceTransition()`.
  func disappearForTest(animated: Bool = false) {
    beginAppearanceTransition(false, animated: animated)
    endAppearanceTransition()
  }
}
