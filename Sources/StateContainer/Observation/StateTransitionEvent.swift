/// One transition hook of a ``StateContainer``, with its states as `State` values.
/// ``StateContainer/addStateObserver(_:)`` delivers them
/// (<doc:TestingWithSimulatedClock#Iterate-the-events-as-they-happen>). Top-level: the module
/// and the class are both named `StateContainer`.
public struct StateTransitionEvent<State> {
  /// Which hook is about to be called.
  public var kind: StateTransitionKind
  /// The state the transition leaves; `nil` for the first state the container ever
  /// applies.
  public var fromState: State?
  /// The state the transition enters.
  public var toState: State
  /// The `animated` argument of the hook.
  public var animated: Bool
  /// The container's clock time when the event happened, if the clock reports one.
  public var time: Duration?

  /// Creates an event; the container makes them, tests make them to compare.
  ///
  /// - Parameters:
  ///   - kind: Which hook is about to be called.
  ///   - fromState: The state left, or `nil` for the first state.
  ///   - toState: The state entered.
  ///   - animated: The hook's `animated` argument.
  ///   - time: The clock's time.
  public init(
    kind: StateTransitionKind, fromState: State?, toState: State, animated: Bool,
    time: Duration? = nil
  ) {
    self.kind = kind
    self.fromState = fromState
    self.toState = toState
    self.animated = animated
    self.time = time
  }
}

extension StateTransitionEvent: Sendable where State: Sendable {}

extension StateTransitionEvent: Equatable where State: Equatable {}

extension StateTransitionEvent: Hashable where State: Hashable {}

extension StateTransitionEvent: CustomStringConvertible {
  /// The event as one line, with its states printed by `String(describing:)` and the time
  /// in milliseconds first when it has one: `@350ms didTransition(from: a, to: b,
  /// animated: true)`.
  public var description: String {
    let from = fromState.map { String(describing: $0) } ?? "nil"
    let call = "\(kind.rawValue)(from: \(from), to: \(toState), animated: \(animated))"
    guard let time else { return call }
    return "@\(LifecycleEvent.milliseconds(time)) \(call)"
  }
}
