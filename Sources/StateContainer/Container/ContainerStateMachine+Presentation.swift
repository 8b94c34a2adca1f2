/// Presentation (<doc:NavigatingBetweenScreens#Presenting-over-a-screen>): the machine's
/// second, independent phase.
///
/// A container presents one component at a time over its content; the others wait in a
/// queue, first in, first out. What the app asked for (``PresentationBooks/presented`` and
/// ``PresentationBooks/queue``) changes at once, in the call; the screen follows with
/// *presentation steps*, one at a time, each from the component on screen to the one the
/// app wants now, the old removed and the new added as one transition removes and adds
/// children. A step begins as soon as the container runs no hooks of its own, no container
/// runs hooks at all, and the container is neither appearing nor disappearing: whatever
/// its state transition is doing, so a presentation may animate beside a state
/// transition on the same clock. ``nextRequest(hookSectionsAreIdle:)`` goes first; when it
/// has nothing to begin, ``nextPresentationStep(hookSectionsAreIdle:)`` is asked.
///
/// ```
///          step (appeared)              last child completes
///   idle ─────────────────▶ transitioning ◀─────────────── animating
///    ▲                         │   └───── animated ────────────▲
///    └──── didMove returned ───┘   (off screen: silent, in the same call)
/// ```
extension ContainerStateMachine {
  /// What the app changed with one presentation call.
  @usableFromInline struct PresentationChange {
    /// The components that left the presentation (dismissed or dropped); their upstream
    /// link goes back to their parent.
    @usableFromInline var left: [Component] = []
    /// Outcomes known at once, to deliver once the books are consistent.
    @usableFromInline var outcomes: [(report: OutcomeReport, outcome: TransitionOutcome)] = []

    @inlinable init() {}
  }

  /// What the class does after ``nextPresentationStep(hookSectionsAreIdle:)``.
  @usableFromInline enum PresentationStep {
    /// Nothing to do, or something in the way that drains again when it ends.
    case none
    /// Only other containers' hooks stand in the way: wait in `HookSections`.
    case waitForHookSections
    /// Remove `removing` (if any) and add `adding` (if any), as one transition.
    case begin(removing: Component?, adding: Component?, animated: Bool)
  }

  // MARK: - Queries

  /// The presentation transition waiting on the clock, if any.
  @inlinable var presentationAnimation: AnimatedTransition? {
    if case .animating(let transition) = presentation.phase { transition } else { nil }
  }

  /// Whether `component` is presented or queued here, as the app asked.
  @inlinable func isPresentedOrQueued(_ component: Component) -> Bool {
    presentation.presented === component || presentation.queue.contains { $0 === component }
  }

  // MARK: - Inputs

  /// Input: `present` (queued behind the one presented) or `replacePresentation` (drops
  /// the queue and takes the place of the one presented).
  @inlinable mutating func presentationRequested(
    _ component: Component, replacing: Bool, animated: Bool, report: OutcomeReport?
  ) -> PresentationChange {
    var change = PresentationChange()
    if let report {
      presentation.reports.append(.init(component: component, isRemoval: false, report: report))
    }
    if replacing {
      for queued in presentation.queue { withdraw(queued, into: &change) }
      presentation.queue = []
      if let shown = presentation.presented { withdraw(shown, into: &change) }
    } else if presentation.presented != nil {
      presentation.queue.append(component)
      return change
    }
    presentation.presented = component
    presentation.animated = animated
    return change
  }

  /// Input: `dismissPresentation`. The next queued component, if any, takes the place of
  /// the one presented.
  ///
  /// - Returns: `nil` when nothing is presented (its outcome is
  ///   ``TransitionOutcome/alreadyCurrent``).
  @inlinable mutating func presentationDismissed(animated: Bool, report: OutcomeReport?)
    -> PresentationChange?
  {
    guard let shown = presentation.presented else { return nil }
    var change = PresentationChange()
    withdraw(shown, into: &change)
    presentation.presented = presentation.queue.isEmpty ? nil : presentation.queue.removeFirst()
    presentation.animated = animated
    if let report {
      if presentation.onScreen === shown {
        presentation.reports.append(.init(component: shown, isRemoval: true, report: report))
      } else {
        change.outcomes.append((report, .completed))
      }
    }
    return change
  }

  /// Input: a queued component is dismissed on its own (``ErrorDialog/dismiss(animated:)``
  /// while it waits): it leaves the queue.
  @inlinable mutating func queuedPresentationWithdrawn(_ component: Component) -> PresentationChange {
    var change = PresentationChange()
    guard let index = presentation.queue.firstIndex(where: { $0 === component }) else { return change }
    presentation.queue.remove(at: index)
    withdraw(component, into: &change)
    return change
  }

  /// A component leaves what the app asked for; a report of its showing that has not
  /// been delivered is superseded.
  @inlinable mutating func withdraw(_ component: Component, into change: inout PresentationChange) {
    change.left.append(component)
    presentation.reports.removeAll { entry in
      guard entry.component === component, !entry.isRemoval else { return false }
      change.outcomes.append((entry.report, .superseded))
      return true
    }
  }

  /// Input: the class is free to carry what the app asked for to the screen.
  @inlinable mutating func nextPresentationStep(hookSectionsAreIdle: Bool) -> PresentationStep {
    guard case .idle = presentation.phase, presentation.presented !== presentation.onScreen,
      hookDepth == 0
    else { return .none }
    switch phase {
    case .idle, .animating: break
    case .transitioning, .appearing, .disappearing: return .none
    }
    guard hookSectionsAreIdle else {
      if isWaitingForHookSections { return .none }
      isWaitingForHookSections = true
      return .waitForHookSections
    }
    let removing = presentation.onScreen
    presentation.leaving = removing
    presentation.onScreen = presentation.presented
    presentation.phase = .transitioning
    return .begin(removing: removing, adding: presentation.presented, animated: presentation.animated)
  }

  /// Input: the component a step adds was claimed by another container before it could be
  /// attached (from inside its `willMove(toParent:)`); it leaves the presentation.
  @inlinable mutating func presentedComponentClaimed(_ component: Component) -> PresentationChange {
    var change = PresentationChange()
    if presentation.onScreen === component { presentation.onScreen = nil }
    if presentation.presented === component {
      withdraw(component, into: &change)
      presentation.presented = presentation.queue.isEmpty ? nil : presentation.queue.removeFirst()
    }
    return change
  }

  /// Input: an animated presentation step hands its children's completions to the clock.
  @inlinable mutating func presentationAnimationScheduled(_ transition: AnimatedTransition) {
    guard case .transitioning = presentation.phase else {
      preconditionFailure(
        "Internal inconsistency: a presentation animation scheduled while \(presentation.phase)")
    }
    presentation.phase = .animating(transition)
  }

  /// Input: the last child of the animated presentation step has completed.
  @inlinable mutating func presentationAnimationCompleted() {
    guard case .animating = presentation.phase else {
      preconditionFailure(
        "Internal inconsistency: a presentation animation completed while \(presentation.phase)")
    }
    presentation.phase = .transitioning
  }

  /// Input: the step's children have completed.
  ///
  /// - Returns: The reports it completes: the showing of the component it added, the
  ///   dismissal of the one it removed.
  @inlinable mutating func presentationStepEnds() -> [OutcomeReport] {
    guard case .transitioning = presentation.phase else {
      preconditionFailure("Internal inconsistency: a presentation step ended while \(presentation.phase)")
    }
    presentation.phase = .idle
    let added = presentation.onScreen
    let removed = presentation.leaving
    presentation.leaving = nil
    var completed: [OutcomeReport] = []
    presentation.reports.removeAll { entry in
      let done = entry.isRemoval ? entry.component === removed : entry.component === added
      if done { completed.append(entry.report) }
      return done
    }
    return completed
  }
}

/// What a container presents, as the app asked and as the screen shows it.
@usableFromInline struct PresentationBooks {
  /// Where the presentation steps stand.
  @usableFromInline enum Phase {
    /// No presentation step under way.
    case idle
    /// A step's hooks are running: one off screen or not animated, the synchronous start
    /// of an animated one, or its end.
    case transitioning
    /// An animated step waits on the clock for its children to complete.
    case animating(AnimatedTransition)
  }

  /// An outcome that waits for a step: the showing of a component, or its removal.
  @usableFromInline struct PendingReport {
    @usableFromInline var component: Component
    @usableFromInline var isRemoval: Bool
    @usableFromInline var report: OutcomeReport

    @inlinable init(component: Component, isRemoval: Bool, report: OutcomeReport) {
      self.component = component
      self.isRemoval = isRemoval
      self.report = report
    }
  }

  /// The component presented, as the app asked: `presentedComponent`.
  @usableFromInline var presented: Component?
  /// The components waiting to be presented, first in first out.
  @usableFromInline var queue: [Component] = []
  /// The presented component the container holds as its child (entering or shown).
  @usableFromInline var onScreen: Component?
  /// The component the step in flight removes, until it has been detached.
  @usableFromInline var leaving: Component?
  @usableFromInline var phase = Phase.idle
  /// The `animated` of the latest call that changed ``presented``.
  @usableFromInline var animated = false
  @usableFromInline var reports: [PendingReport] = []

  @inlinable init() {}
}

@available(*, unavailable)
extension PresentationBooks: Sendable {}

@available(*, unavailable)
extension PresentationBooks.Phase: Sendable {}

@available(*, unavailable)
extension PresentationBooks.PendingReport: Sendable {}

@available(*, unavailable)
extension ContainerStateMachine.PresentationChange: Sendable {}

@available(*, unavailable)
extension ContainerStateMachine.PresentationStep: Sendable {}
