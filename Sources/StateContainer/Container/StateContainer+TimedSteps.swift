extension StateContainer {
  /// Tells a `StateTransitioning` child that its transition begins and schedules its steps,
  /// or schedules the plain completion of another child (<doc:TheLifecycle#Animated>).
  @inlinable final func scheduleTimedSteps(
    for child: Component, isAppearing: Bool, in transition: AnimatedTransition
  ) {
    guard let transitioning = child as? any StateTransitioning else {
      addStep(.complete, child, nil, isAppearing, at: plainChildDuration(in: transition), to: transition)
      return
    }
    emitChild(.stateTransitionWillBegin, child, isAppearing: isAppearing)
    transitioning.stateTransitionWillBegin(isAppearing: isAppearing)
    let (delay, duration) = timing(of: transitioning, child, isAppearing: isAppearing)
    addStep(.alongside, child, transitioning, isAppearing, at: delay, to: transition)
    addStep(.end, child, transitioning, isAppearing, at: delay + duration, to: transition)
  }

  /// The time a child that is not `StateTransitioning` takes: `defaultTransitionDuration`,
  /// checked once per transition, so that one negative setting is one diagnostic.
  @inlinable final func plainChildDuration(in transition: AnimatedTransition) -> Duration {
    if let duration = transition.defaultDuration { return duration }
    let duration = nonNegative(defaultTransitionDuration, "defaultTransitionDuration", of: self)
    transition.defaultDuration = duration
    return duration
  }

  /// A `StateTransitioning` child's delay and duration, a negative one taken as zero with a
  /// diagnostic.
  @inlinable final func timing(
    of transitioning: any StateTransitioning, _ child: Component, isAppearing: Bool
  ) -> (delay: Duration, duration: Duration) {
    (
      nonNegative(
        transitioning.stateTransitionDelay(isAppearing: isAppearing), "stateTransitionDelay", of: child),
      nonNegative(
        transitioning.stateTransitionDuration(isAppearing: isAppearing), "stateTransitionDuration",
        of: child)
    )
  }

  @inlinable final func addStep(
    _ kind: AnimatedTransition.StepKind, _ child: Component, _ transitioning: (any StateTransitioning)?,
    _ isAppearing: Bool, at offset: Duration, to transition: AnimatedTransition
  ) {
    let index = transition.steps.count
    transition.steps.append(
      .init(kind: kind, child: child, transitioning: transitioning, isAppearing: isAppearing, offset: offset))
    let handle = transition.clock.schedule(after: offset) { [self] in
      fireTimedStep(index, of: transition)
    }
    // A clock that runs the action inside `schedule` may have run this step, or ended the
    // transition and emptied its steps, already.
    if acceptsTimedStep(of: transition), !transition.steps[index].isDone {
      transition.steps[index].handle = handle
    }
  }

  /// Whether a step of `transition` belongs to an animation in flight, state or presentation.
  @inlinable final func acceptsTimedStep(of transition: AnimatedTransition) -> Bool {
    ContainerStateMachine<State>.acceptsTimedStep(
      of: transition, phase: machine.phase, presentation: machine.presentationMachine)
  }

  @usableFromInline final func nonNegative(_ value: Duration, _ name: String, of owner: Component) -> Duration
  {
    guard value < .zero else { return value }
    LifecycleDiagnostic.report(
      .negativeTiming, "\(owner.debugName).\(name) is negative (\(value)); taken as zero.")
    return .zero
  }

  /// A clock action: runs one step, and begins any remembered request once the
  /// transition has completed.
  @inlinable final func fireTimedStep(_ index: Int, of transition: AnimatedTransition) {
    guard acceptsTimedStep(of: transition), !transition.steps[index].isDone else { return }
    runningHooks { runTimedStep(index, of: transition) }
    drainRequests()
    checkInvariants()
  }

  @inlinable final func runTimedStep(_ index: Int, of transition: AnimatedTransition) {
    transition.steps[index].isDone = true
    transition.steps[index].handle = nil
    // Fields are read one by one: copying a whole step retains all it holds.
    let kind = transition.steps[index].kind
    let child = transition.steps[index].child
    let isAppearing = transition.steps[index].isAppearing
    switch kind {
    case .alongside:
      emitChild(.animateAlongsideStateTransition, child, isAppearing: isAppearing)
      transition.steps[index].transitioning?.animateAlongsideStateTransition(isAppearing: isAppearing)
      return
    case .end:
      emitChild(.stateTransitionDidEnd, child, isAppearing: isAppearing)
      transition.steps[index].transitioning?.stateTransitionDidEnd(isAppearing: isAppearing)
    case .cancelled:
      emitChild(.stateTransitionDidCancel, child, isAppearing: !isAppearing)
      transition.steps[index].transitioning?.stateTransitionDidCancel(isAppearing: !isAppearing)
    case .complete:
      break
    }
    completeAppearanceChange(of: child, isAppearing: isAppearing, animated: true)
    transition.childrenToComplete -= 1
    if transition.childrenToComplete == 0 {
      let change = machine.animationCompleted(transition)
      transition.steps.removeAll()
      finish(change, animated: true)
    }
  }

  /// Disappearance step 1 (<doc:TheLifecycle#Disappearing>): runs the remaining timed steps
  /// of the transition in flight now, in clock order, ending with `didTransition`.
  func finishAnimationNow(_ transition: AnimatedTransition) {
    let remaining = transition.remainingStepIndices()
    for index in remaining { transition.steps[index].handle?.cancel() }
    for index in remaining where acceptsTimedStep(of: transition) {
      runTimedStep(index, of: transition)
    }
  }
}
