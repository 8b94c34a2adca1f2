extension StateContainer {
  /// Begins an interactive transition to `state`: the beginning of an animated transition
  /// runs now, and the rest follows the progress the app reports on the returned handle
  /// until it finishes or cancels it (<doc:AnimatingTransitions#Interactive-transitions>).
  ///
  /// The guard is asked once, now; a change it refuses or holds does not begin. Requests,
  /// backs and moves made while it runs are made after it ends, in order. Check
  /// ``InteractiveTransition/phase``: a container off screen or busy does not begin one.
  ///
  /// - Parameter state: The state to go to.
  /// - Returns: The handle that drives the transition.
  @discardableResult
  public final func beginInteractiveTransition(to state: State) -> InteractiveTransition {
    beginInteraction(isAlreadyCurrent: { $0.machine.isTarget(state) }) { report in
      .request(.init(state: state, animated: true, evenIfCurrent: false, report: report))
    }
  }

  /// Begins an interactive back of `steps` entries of ``stateHistory``, as
  /// ``goBack(_:animated:)`` goes back, driven like
  /// ``beginInteractiveTransition(to:)``; a cancel puts history back as it was.
  ///
  /// - Parameter steps: How many entries to go back; 1 unless given.
  /// - Returns: The handle that drives the transition.
  @discardableResult
  public final func beginInteractiveGoBack(_ steps: Int = 1) -> InteractiveTransition {
    beginInteraction { report in .back(steps, animated: true, report: report) }
  }

  /// The interactive transition under way, from its beginning until it ends; `nil` when none is.
  public final var interactiveTransition: InteractiveTransition? { interaction?.handle }

  // MARK: - Internals

  final var interaction: InteractiveGesture<State>? {
    guard let interactionObject else { return nil }
    return unsafeDowncast(interactionObject, to: InteractiveGesture<State>.self)
  }

  /// Makes `action` once the interactive transition under way ends.
  @usableFromInline final func deferUntilInteractionEnds(
    _ action: @escaping @MainActor (StateContainer<State>) -> Void
  ) {
    interaction?.deferred.append(action)
  }

  /// Begins the interaction that `makeMove` makes with the handle's report.
  final func beginInteraction(
    isAlreadyCurrent: (StateContainer<State>) -> Bool = { _ in false }, isBusy: Bool = false,
    books: () -> (any InteractionUndo)? = { nil },
    _ makeMove: (OutcomeReport) -> StateMove<State>
  ) -> InteractiveTransition {
    let handle = InteractiveTransition(containerName: debugName)
    let report = handle.makeReport()
    var move = makeMove(report)
    move.isInteractive = true
    if let misuse = isBusy ? .some(nil) : interactionBlocker() {
      if let misuse { LifecycleDiagnostic.report(.interactiveTransitionMisuse, misuse) }
      handle.phase = .notBegun(.busy)
      report.deliver(.dropped)
      return handle
    }
    if isAlreadyCurrent(self) {
      report.deliver(.alreadyCurrent)
      return handle
    }
    if case .back(let steps) = move.cause, steps < 1 {
      goBack(steps, animated: true, report: report)
      return handle
    }
    let historyBefore = stateHistory
    switch answer(to: move) {
    case .invalid:
      report.deliver(.invalid)
    case .decided(let decision, let proposal, let moves, let held):
      guard decision == .allow else {
        // Held, it waits as any held change does; the handle says it did not begin.
        if decision == .hold { handle.phase = .notBegun(.held) }
        settle(decision, of: proposal, moves: moves, combiningWith: held)
        return handle
      }
      // The guard's hooks may have made a request meanwhile: then it is busy.
      guard interactionBlocker() == nil else {
        report.deliver(.dropped)
        break
      }
      let gesture = InteractiveGesture<State>(
        handle: handle, childrenBefore: attached, historyBefore: historyBefore)
      gesture.subclassBooks = books()
      apply(moves)
      gesture.revisionAfterBegin = historyRevision
      // A hook the change ran (`historyEntry(forLeaving:)`) may have made the container
      // leave the screen: the change then runs as an ordinary one, reporting to the handle.
      guard machine.appearance == .appeared, !machine.isBusyWithItself, HookSections.isIdle else {
        if handle.phase == .interacting { handle.phase = .notBegun(.busy) }
        break
      }
      // A request one of those hooks made replaced the gesture's (the handle learnt
      // `superseded`, so it says busy): that request runs as an ordinary one.
      guard handle.phase == .interacting else { break }
      switch machine.nextAction(hookSectionsAreIdle: HookSections.isIdle) {
      case .beginTransition(let request, let previous, isOnScreen: true):
        interactionObject = gesture
        gesture.count()
        handle.hasBegun = true
        handle.container = self
        runningHooks { beginInteractiveChange(to: request.state, leaving: previous, gesture) }
        // Driven only once its beginning has run: a call from one of its hooks is ignored.
        // (What waited for the hooks may have cancelled it already: a disappearance.)
        if handle.isInteractive { handle.driver = self }
      case .dropAsCurrent(let dropped):
        dropped.deliver(.alreadyCurrent)
      default:
        // A request that went nowhere reported so when it was applied.
        break
      }
    }
    drainRequests()
    checkInvariants()
    return handle
  }

  /// Why an interactive transition cannot begin now: `nil` when it can; `.some(nil)` when
  /// the container is busy as any app may find it (a transition under way); else the
  /// diagnostic's message.
  final func interactionBlocker() -> String?? {
    let call = "\(debugName) cannot begin an interactive transition"
    if interactionObject != nil { return "\(call) while another is under way; not begun." }
    if machine.isRunningHooks || !HookSections.isIdle {
      return "\(call) from inside a lifecycle hook; not begun. Begin it from the app's gesture."
    }
    switch machine.appearance {
    case .appeared: break
    case .appearing, .disappearing: return .some(nil)
    case .disappeared: return "\(call) while it is off screen; not begun."
    }
    if machine.isTransitioning || machine.pendingRequest != nil || machine.heldTransition != nil
      || machine.presentationMachine?.isChanging == true
    {
      return .some(nil)
    }
    return nil
  }

  /// The beginning of an animated transition without its timed steps: each
  /// `StateTransitioning` child gets `stateTransitionWillBegin`, then
  /// `animateAlongsideStateTransition` at once, to set the values its animation moves to.
  final func beginInteractiveChange(
    to state: State, leaving previous: State?, _ gesture: InteractiveGesture<State>
  ) {
    var diff = enter(state, leaving: previous, animated: true)
    beginChange(.state, removing: diff.removed, adding: &diff.added, animated: true, isOnScreen: true)
    for child in diff.removed { gesture.moved.append(moved(child, isAppearing: false)) }
    for child in diff.added { gesture.moved.append(moved(child, isAppearing: true)) }
    gesture.handle.following = gesture.moved.filter { $0.transitioning != nil }
    for entry in gesture.moved {
      guard let transitioning = entry.transitioning else { continue }
      emitChild(.stateTransitionWillBegin, entry.child, isAppearing: entry.isAppearing)
      transitioning.stateTransitionWillBegin(isAppearing: entry.isAppearing)
      emitChild(.animateAlongsideStateTransition, entry.child, isAppearing: entry.isAppearing)
      transitioning.animateAlongsideStateTransition(isAppearing: entry.isAppearing)
    }
    recycle(&diff, includingRemoved: false)
  }

  private func moved(_ child: Component, isAppearing: Bool) -> MovedChild {
    .init(child: child, transitioning: child as? any StateTransitioning, isAppearing: isAppearing)
  }

  /// The transition ended, finished or cancelled, and its `didTransition` returned: the
  /// handle learns it, then what waited is made.
  @usableFromInline final func endInteraction() {
    guard let gesture = interaction else { return }
    interactionObject = nil
    gesture.uncount()
    for report in gesture.cancelledReports { report.deliver(.cancelled) }
    for action in gesture.deferred { action(self) }
  }
}

extension StateContainer: InteractiveTransitionDriver {
  func interactionUpdateObserved(_ child: MovedChild, progress: Double) {
    var event = LifecycleEvent(
      kind: .stateTransitionDidUpdate, component: child.child, container: self,
      isAppearing: child.isAppearing,
      time: clock.elapsedTime)
    event.progress = progress
    deliver(event)
  }

  func interactionEnded(cancelled: Bool, velocity: Double, atOnce: Bool) {
    guard let gesture = interaction else { return }
    let progress = gesture.handle.progress
    runningHooks {
      if cancelled { turnBack(gesture) }
      let left = cancelled ? progress : 1 - progress
      // The children leaving first: on a cancel, those the transition was adding.
      let order =
        cancelled
        ? gesture.moved.filter(\.isAppearing) + gesture.moved.filter { !$0.isAppearing } : gesture.moved
      guard !order.isEmpty else {
        finish(.state, animated: true)
        return
      }
      let transition = AnimatedTransition(stepCapacity: order.count, clock: transitionClock)
      transition.childrenToComplete = order.count
      machine.animationScheduled(transition, for: .state)
      for entry in order {
        let total: Duration
        if let transitioning = entry.transitioning {
          let (delay, duration) = timing(of: transitioning, entry.child, isAppearing: entry.isAppearing)
          total = delay + duration
        } else {
          total = plainChildDuration(in: transition)
        }
        var seconds = atOnce ? 0 : total.seconds * left
        if velocity > 0 { seconds = min(seconds, left / velocity) }
        // Whole microseconds: `1 - 0.9` is not 0.1, and a log should read 35ms.
        let remaining = Duration.microseconds((seconds * 1_000_000).rounded())
        if let transitioning = entry.transitioning {
          if ObserverRegistry.isObserving {
            var event = LifecycleEvent(
              kind: .stateTransitionInteractionDidEnd, component: entry.child, container: self,
              isAppearing: entry.isAppearing, time: clock.elapsedTime)
            event.isCancelled = cancelled
            event.remaining = remaining
            deliver(event)
          }
          transitioning.stateTransitionInteractionDidEnd(
            isCancelled: cancelled, remaining: remaining, isAppearing: entry.isAppearing)
        }
        let kind: AnimatedTransition.StepKind =
          entry.transitioning == nil ? .complete : cancelled ? .cancelled : .end
        addStep(
          kind, entry.child, entry.transitioning, cancelled != entry.isAppearing, at: remaining,
          to: transition)
      }
    }
    drainRequests()
    checkInvariants()
  }

  /// A cancel: the state before is current again with its children, history is as it was,
  /// and each child's appearance change turns around, the added ones first.
  private func turnBack(_ gesture: InteractiveGesture<State>) {
    gesture.isCancelled = true
    if let report = machine.interactiveTransitionCancelled() { gesture.cancelledReports.append(report) }
    if let books = gesture.subclassBooks { gesture.cancelledReports += books.restore() }
    attached = gesture.childrenBefore
    detaching = gesture.moved.filter(\.isAppearing).map(\.child)
    if historyRevision == gesture.revisionAfterBegin, stateHistory != gesture.historyBefore {
      changeStateHistory(.restoredByCancel(gesture.historyBefore)) { $0 = gesture.historyBefore }
    }
    for entry in gesture.moved where entry.isAppearing { turnAround(entry.child, isAppearing: false) }
    for entry in gesture.moved where !entry.isAppearing { turnAround(entry.child, isAppearing: true) }
  }

  private func turnAround(_ child: Component, isAppearing: Bool) {
    notifyChildWill(isAppearing, child, animated: true)
    child.reverseAppearanceAsChild(animated: true)
  }
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
