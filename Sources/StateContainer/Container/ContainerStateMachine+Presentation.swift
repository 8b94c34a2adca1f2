/// Presentation (<doc:NavigatingBetweenScreens#Presenting-over-a-screen>): the sub-machine
/// the container's machine owns once something is presented.
///
/// What the app asked for (``PresentationMachine/presented`` and its queue) changes at once;
/// the screen follows with *steps*, each from the component on screen to the one the app
/// wants now, run by the runner that applies a state's children. A step begins from
/// ``ContainerStateMachine/nextAction(hookSectionsAreIdle:)`` once no request waits, no hook
/// runs, and the container is neither appearing, disappearing nor in a transition's hooks:
/// it may animate beside a state transition.
@usableFromInline struct PresentationMachine {
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

  /// What the app changed with one presentation call.
  @usableFromInline struct Change {
    /// The components that left the presentation; their upstream link goes back to parent.
    @usableFromInline var left: [Component] = []
    /// Outcomes known at once, delivered once the books are consistent.
    @usableFromInline var outcomes: [(report: OutcomeReport, outcome: TransitionOutcome)] = []

    @inlinable init() {}
  }

  /// The component presented, as the app asked.
  @usableFromInline var presented: Component?
  /// The components waiting, first in first out.
  @usableFromInline var queue: [Component] = []
  /// The presented component the container holds as its child (entering or shown).
  @usableFromInline var onScreen: Component?
  /// The component the step in flight removes, until it is detached.
  @usableFromInline var leaving: Component?
  /// `nil` at rest; a step's hooks run, with its animation once scheduled.
  @usableFromInline var step: AnimatedTransition??
  /// The `animated` of the latest call that changed ``presented``.
  @usableFromInline var animated = false
  @usableFromInline var reports: [PendingReport] = []

  @inlinable init() {}

  @inlinable var isChanging: Bool { step != nil }

  @inlinable var animation: AnimatedTransition? { step ?? nil }

  @inlinable func isPresentedOrQueued(_ component: Component) -> Bool {
    presented === component || queue.contains { $0 === component }
  }

  /// Input: `present` (queued behind the one presented) or `replacePresentation` (drops
  /// the queue and takes the place of the one presented).
  @inlinable mutating func requested(
    _ component: Component, replacing: Bool, animated: Bool, report: OutcomeReport?
  )
    -> Change
  {
    var change = Change()
    if let report { reports.append(.init(component: component, isRemoval: false, report: report)) }
    if replacing {
      for queued in queue { withdraw(queued, into: &change) }
      queue = []
      if let shown = presented { withdraw(shown, into: &change) }
    } else if presented != nil {
      queue.append(component)
      return change
    }
    presented = component
    self.animated = animated
    return change
  }

  /// Input: `dismissPresentation`. Returns `nil` when nothing is presented
  /// (``TransitionOutcome/alreadyCurrent``).
  @inlinable mutating func dismissed(animated: Bool, report: OutcomeReport?) -> Change? {
    guard let shown = presented else { return nil }
    var change = Change()
    withdraw(shown, into: &change)
    presented = queue.isEmpty ? nil : queue.removeFirst()
    self.animated = animated
    if let report {
      if onScreen === shown {
        reports.append(.init(component: shown, isRemoval: true, report: report))
      } else {
        change.outcomes.append((report, .completed))
      }
    }
    return change
  }

  /// Input: a queued component is dismissed on its own (``ErrorDialog/dismiss(animated:)``).
  @inlinable mutating func queuedWithdrawn(_ component: Component) -> Change {
    var change = Change()
    guard let index = queue.firstIndex(where: { $0 === component }) else { return change }
    queue.remove(at: index)
    withdraw(component, into: &change)
    return change
  }

  /// A component leaves what the app asked for; an undelivered report of its showing is
  /// superseded.
  @inlinable mutating func withdraw(_ component: Component, into change: inout Change) {
    change.left.append(component)
    reports.removeAll { entry in
      guard entry.component === component, !entry.isRemoval else { return false }
      change.outcomes.append((entry.report, .superseded))
      return true
    }
  }

  /// Input: the container is free for a step. Returns the components it removes and adds.
  @inlinable mutating func stepBegins() -> (removing: Component?, adding: Component?)? {
    guard step == nil, presented !== onScreen else { return nil }
    let removing = onScreen
    leaving = removing
    onScreen = presented
    step = .some(nil)
    return (removing, presented)
  }

  /// Input: the component a step adds was claimed by another container first.
  @inlinable mutating func claimed(_ component: Component) -> Change {
    var change = Change()
    if onScreen === component { onScreen = nil }
    if presented === component {
      withdraw(component, into: &change)
      presented = queue.isEmpty ? nil : queue.removeFirst()
    }
    return change
  }

  @inlinable mutating func animationScheduled(_ animation: AnimatedTransition) {
    guard case .some(nil) = step else {
      preconditionFailure("Internal inconsistency: presentation animation")
    }
    step = .some(animation)
  }

  @inlinable mutating func animationCompleted() {
    guard case .some(.some) = step else {
      preconditionFailure("Internal inconsistency: presentation animation")
    }
    step = .some(nil)
  }

  /// Input: the step's children completed. Returns the reports it completes.
  @inlinable mutating func stepEnds() -> [OutcomeReport] {
    guard case .some(nil) = step else {
      preconditionFailure("Internal inconsistency: a presentation step ended")
    }
    step = nil
    let added = onScreen
    let removed = leaving
    leaving = nil
    var completed: [OutcomeReport] = []
    reports.removeAll { entry in
      let done = entry.isRemoval ? entry.component === removed : entry.component === added
      if done { completed.append(entry.report) }
      return done
    }
    return completed
  }
}

extension ContainerStateMachine {
  /// The presentation's books; an empty one before the first presentation.
  @inlinable var presentation: PresentationMachine {
    mutating get { presentationMachine ?? PresentationMachine() }
  }

  /// The presentation step waiting on the clock, if any.
  @inlinable var presentationAnimation: AnimatedTransition? {
    mutating get { presentationMachine?.animation }
  }

  /// The presented component on screen, if any.
  @inlinable var presentedOnScreen: Component? {
    mutating get { presentationMachine?.onScreen }
  }

  /// Input: `present` or `replacePresentation`.
  @inlinable mutating func presentationRequested(
    _ component: Component, replacing: Bool, animated: Bool, report: OutcomeReport?
  ) -> PresentationMachine.Change {
    if presentationMachine == nil { presentationMachine = PresentationMachine() }
    return presentationMachine!.requested(component, replacing: replacing, animated: animated, report: report)
  }

  /// Input: `dismissPresentation`; `nil` when nothing is presented.
  @inlinable mutating func presentationDismissed(animated: Bool, report: OutcomeReport?)
    -> PresentationMachine.Change?
  {
    presentationMachine?.dismissed(animated: animated, report: report)
  }

  /// Input: a queued component dismissed on its own.
  @inlinable mutating func queuedPresentationWithdrawn(_ component: Component) -> PresentationMachine.Change {
    presentationMachine?.queuedWithdrawn(component) ?? PresentationMachine.Change()
  }

  /// Input: the component a step adds was claimed by another container first.
  @inlinable mutating func presentedComponentClaimed(_ component: Component) -> PresentationMachine.Change {
    presentationMachine?.claimed(component) ?? PresentationMachine.Change()
  }

  /// A step begins while the container runs no hooks and is at rest or animating a state.
  @inlinable mutating func nextPresentationStep(hookSectionsAreIdle: Bool) -> NextAction {
    guard hookDepth == 0, let books = presentationMachine, !books.isChanging,
      books.presented !== books.onScreen
    else { return .none }
    let isOnScreen: Bool
    switch phase {
    case .idle(let isAppeared): isOnScreen = isAppeared
    case .transitioning(let transition) where transition.animation != nil: isOnScreen = true
    case .transitioning, .appearing, .disappearing: return .none
    }
    guard hookSectionsAreIdle else { return waitForHookSections() }
    guard let (removing, adding) = presentationMachine!.stepBegins() else { return .none }
    return .beginPresentationStep(
      removing: removing, adding: adding, animated: presentationMachine!.animated, isOnScreen: isOnScreen)
  }

  /// Input: the step's children completed. Returns the reports it completes.
  @inlinable mutating func presentationStepEnds() -> [OutcomeReport] {
    presentationMachine!.stepEnds()
  }
}

@available(*, unavailable)
extension PresentationMachine: Sendable {}

@available(*, unavailable)
extension PresentationMachine.PendingReport: Sendable {}

@available(*, unavailable)
extension PresentationMachine.Change: Sendable {}
