/// The timed half of an animated transition: one step per clock action, and the number of
/// children still to complete. Not generic, so that a transition costs no generic metadata
/// lookups; the container keeps the state it left.
@MainActor final class AnimatedTransition {
  enum StepKind {
    /// `animateAlongsideStateTransition` of a `StateTransitioning` child.
    case alongside
    /// `stateTransitionDidEnd`, then the child's completion.
    case end
    /// The completion of a child that does not adopt `StateTransitioning`.
    case complete
  }

  struct Step {
    var kind: StepKind
    var child: Component
    /// The child as `StateTransitioning`, cast once when the step is made.
    var transitioning: (any StateTransitioning)?
    var isAppearing: Bool
    /// When it is due, measured from the start of the transition.
    var offset: Duration
    var handle: ScheduledAction?
    var isDone = false
  }

  var steps: [Step] = []
  var childrenToComplete = 0

  init(stepCapacity: Int) {
    steps.reserveCapacity(stepCapacity)
  }

  /// The steps not yet run, in clock order: by offset, then by scheduling order.
  func remainingStepIndices() -> [Int] {
    steps.indices.filter { !steps[$0].isDone }.sorted {
      (steps[$0].offset, $0) < (steps[$1].offset, $1)
    }
  }
}
