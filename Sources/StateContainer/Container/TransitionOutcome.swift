/// What became of a request for a state, reported as soon as it is decided.
///
/// The ``TransitionRequest`` that ``StateContainer/requestStateTransition(to:animated:evenIfCurrent:)``
/// returns reports it, and
/// ``StateContainer/setNeedsStateTransition(to:animated:evenIfCurrent:completion:)`` passes
/// it to its completion, exactly once.
public enum TransitionOutcome: Sendable, Hashable, CustomStringConvertible {
  /// The transition ran: reported right after its ``StateContainer/didTransition(from:animated:)``
  /// returned.
  case completed
  /// A later request replaced it before it began, or replaced it while a guard held it; or
  /// (a navigation move) a later move released the node it went to before a transition
  /// showed it, reported in that later move's call.
  case superseded
  /// It asked for the state that was current when it was made, or that was current by the
  /// time it could begin, so nothing ran.
  case alreadyCurrent
  /// It was still waiting when the container began to disappear with a transition in
  /// flight (the disappearance finishes that transition, which completes), or the
  /// container was released before it could begin: reported in the call that releases it.
  case dropped
  /// The guard refused it (``StateContainer/transitionDecision(for:)``): nothing changed.
  case refused
  /// It could not be made, and a ``LifecycleDiagnostic`` says why: its target does not exist
  /// (a pop at the root, a released or unknown node, going back further than history holds),
  /// or the component it would show is already in another place in the tree (an invalid
  /// presentation; a push whose factory's component belongs to another container, reported
  /// once the transition that left it out has run). Nothing changed. Reported in the call
  /// that made it, unless said otherwise.
  case invalid
  /// A guard held it and the app cancelled it (``HeldTransition/cancel()``), or the
  /// container was released or left the tree while it was held (popped, replaced, its
  /// branch released, dismissed: reported in the call that removed it; see
  /// <doc:NavigatingBetweenScreens>).
  case cancelled

  /// The case's name, `completed`.
  public var description: String {
    switch self {
    case .completed: "completed"
    case .superseded: "superseded"
    case .alreadyCurrent: "alreadyCurrent"
    case .dropped: "dropped"
    case .refused: "refused"
    case .invalid: "invalid"
    case .cancelled: "cancelled"
    }
  }
}
