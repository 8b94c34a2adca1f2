/// Which of a container's two transition hooks a ``StateTransitionEvent`` announces.
public enum StateTransitionKind: String, Sendable, Hashable, CaseIterable {
  /// ``StateContainer/willTransition(to:animated:)``: the transition begins, and
  /// ``StateContainer/currentState`` is still the state left.
  case willTransition
  /// ``StateContainer/didTransition(from:animated:)``: every child has appeared or
  /// disappeared, and ``StateContainer/currentState`` is the state entered.
  case didTransition
}
