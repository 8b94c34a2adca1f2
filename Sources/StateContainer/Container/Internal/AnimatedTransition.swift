/// The timed half of an animated transition: one step per clock action, and the number of
/// children still to complete. Not generic, so that a transition costs no generic metadata
/// lookups; the container keeps the state it left.
@MainActor @usableFromInline final class AnimatedTransition {
  @usableFromInline enum StepKind: Sendable {
    /// `animateAlongsideStateTransition` of a `StateTransitioning` child.
    case alongside
    /// `stateTransitionDidEnd`, then the child's completion.
    case end
    /// The completion of a child that does not adopt `StateTransitioning`.
    case complete
    /// `stateTransitionDidCancel` of a `StateTransitioning` child, then its completion back
    /// where it was: a cancelled interactive transition's (<doc:AnimatingTransitions#Interactive-transitions>).
    case cancelled
  }

  @usableFromInline struct Step {
    @usableFromInline var kind: StepKind
    @usableFromInline var child: Component
    /// The child as `StateTransitioning`, cast once when the step is made.
    @usableFromInline var transitioning: (any StateTransitioning)?
    /// Which way the child completes: a cancelled step's child goes back, the opposite of
    /// the way it went when the transition began.
    @usableFromInline var isAppearing: Bool
    /// When it is due, measured from the start of the transition.
    @usableFromInline var offset: Duration
    @usableFromInline var handle: ScheduledAction?
    @usableFromInline var isDone = false

    @inlinable init(
      kind: StepKind, child: Component, transitioning: (any StateTransitioning)?, isAppearing: Bool,
      offset: Duration
    ) {
      self.kind = kind
      self.child = child
      self.transitioning = transitioning
      self.isAppearing = isAppearing
      self.offset = offset
    }
  }

  @exclusivity(unchecked) @usableFromInline final var steps: [Step] = []
  @exclusivity(unchecked) @usableFromInline final var childrenToComplete = 0
  /// The container's `defaultTransitionDuration`, checked once, on first use.
  @exclusivity(unchecked) @usableFromInline final var defaultDuration: Duration?

  /// The container's clock, read once when the transition began.
  @usableFromInline let clock: any TransitionClock

  @usableFromInline init(stepCapacity: Int, clock: any TransitionClock) {
    self.clock = clock
    steps.reserveCapacity(stepCapacity)
  }

  /// Whether the removal of `child` has yet to complete.
  func isRemoving(_ child: Component) -> Bool {
    steps.contains { !$0.isDone && !$0.isAppearing && $0.kind != .alongside && $0.child === child }
  }

  /// The steps not yet run, in clock order: by offset, then by scheduling order.
  func remainingStepIndices() -> [Int] {
    steps.indices.filter { !steps[$0].isDone }.sorted {
      (steps[$0].offset, $0) < (steps[$1].offset, $1)
    }
  }
}

/// A step holds the components it drives; it stays on the main actor with its transition.
@available(*, unavailable)
extension AnimatedTransition.Step: Sendable {}
