/// What became of a request for a state, reported exactly once, as soon as it is decided
/// (<doc:ContextResponsesAndEvents#Awaiting-a-request>).
public enum TransitionOutcome: Sendable, Hashable, CustomStringConvertible {
  /// The transition ran: reported right after its `didTransition` returned.
  case completed
  /// A later request replaced it before it began or while a guard held it, or a later move
  /// released the node it went to before a transition showed it.
  case superseded
  /// Its state was current when it was made or when it could begin, so nothing ran.
  case alreadyCurrent
  /// It was still waiting when the container began to disappear with a transition in
  /// flight, or the container was released before it began.
  case dropped
  /// The guard refused it (``StateContainer/transitionDecision(for:)``): nothing changed.
  case refused
  /// It could not be made (no target, or its component is elsewhere in the tree), and a
  /// ``LifecycleDiagnostic`` says why (<doc:TheLifecycle#Misuse>). Nothing changed.
  case invalid
  /// A guard held it, and the app cancelled it (``HeldTransition/cancel()``) or its container
  /// left the tree (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>).
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
