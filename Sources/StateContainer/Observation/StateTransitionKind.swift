/// Which of a container's two transition hooks a ``StateTransitionEvent`` announces, or
/// which decision of its guard.
public enum StateTransitionKind: String, Sendable, Hashable, CaseIterable {
  /// ``StateContainer/willTransition(to:animated:)``: the transition begins, and
  /// ``StateContainer/currentState`` is still the state left.
  case willTransition
  /// ``StateContainer/didTransition(from:animated:)``: every child has appeared or
  /// disappeared, and ``StateContainer/currentState`` is the state entered.
  case didTransition
  /// The guard (``StateContainer/transitionDecision(for:)``) refused the transition from
  /// ``StateTransitionEvent/fromState`` to ``StateTransitionEvent/toState``: nothing
  /// changed.
  case refused
  /// The guard held the transition from ``StateTransitionEvent/fromState`` to
  /// ``StateTransitionEvent/toState``; it waits in ``StateContainer/heldTransition``. A
  /// move combined with a held transition and held again is announced again, with the
  /// combination.
  case held
}
