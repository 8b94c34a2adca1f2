/// What a guard decides for a proposed transition; see
/// ``StateContainer/transitionDecision(for:)``.
public enum TransitionDecision: Hashable, Sendable {
  /// The transition goes ahead.
  case allow
  /// Nothing changes: the request's outcome is ``TransitionOutcome/refused``, and any
  /// pending or held transition stays as it was.
  case refuse
  /// Nothing changes until the app calls ``HeldTransition/proceed()`` or
  /// ``HeldTransition/cancel()`` on ``StateContainer/heldTransition``: the "discard unsaved
  /// changes?" dialog.
  case hold
}
