/// What a guard decides for a proposed transition; see
/// ``StateContainer/transitionDecision(for:)``.
public enum TransitionDecision: Hashable, Sendable {
  /// The transition goes ahead.
  case allow
  /// Nothing changes: the outcome is ``TransitionOutcome/refused``.
  case refuse
  /// Nothing changes until the app calls ``HeldTransition/proceed()`` or ``HeldTransition/cancel()``.
  case hold
}
