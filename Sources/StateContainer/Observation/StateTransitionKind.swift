/// Which of a container's two transition hooks a ``StateTransitionEvent`` announces, or
/// which decision of its guard.
public enum StateTransitionKind: String, Sendable, Hashable, CaseIterable {
  /// ``StateContainer/willTransition(to:animated:)``: the transition begins, and
  /// ``StateContainer/currentState`` is still the state left.
  case willTransition
  /// ``StateContainer/didTransition(from:animated:)``: every child has appeared or
  /// disappeared, and ``StateContainer/currentState`` is the state entered.
  case didTransition
  /// The guard refused the transition: nothing changed.
  case refused
  /// The guard held the transition; it waits in ``StateContainer/heldTransition``. A move
  /// combined with it and held again is announced again.
  case held
}
