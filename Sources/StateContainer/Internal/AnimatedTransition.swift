/// The timed half of an animated transition: one step per clock action, and the number of
/// children still to complete.
@MainActor final class AnimatedTransition<State> {
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
    var isAppearing: Bool
    /// When it is due, measured from the start of the transition.
    var offset: Duration
    var handle: ScheduledAction?
    var isDone = false
  }

  let previous: State?
  var steps: [Step] = []
  var childrenToComplete = 0

  init(previous: State?) {
    self.previous = previous
  }

  /// The steps not yet run, in clock order: by offset, then by scheduling order.
  func remainingStepIndices() -> [Int] {
    steps.indices.filter { !steps[$0].isDone }.sorted {
      (steps[$0].offset, $0) < (steps[$1].offset, $1)
    }
  }
}
