extension StateContainer {
  /// Begins what the machine lets begin, for as long as it lets: a trampoline, so that a
  /// chain of requests made from `didTransition` runs in constant stack depth. A run of
  /// ``RunawayChain/threshold`` transitions without returning is reported once.
  @inlinable final func drainRequests() {
    var run = 0
    var lastStates: [String] = []
    while true {
      switch machine.nextAction(hookSectionsAreIdle: HookSections.isIdle) {
      case .none:
        return
      case .waitForHookSections:
        HookSections.wait(self)
        return
      case .dropAsCurrent(let report):
        report.deliver(.alreadyCurrent)
      case .beginTransition(let request, let previous, let isOnScreen):
        run &+= 1
        if run > RunawayChain.threshold - RunawayChain.statesNamed {
          noteLongRun(run, beginning: request.state, lastStates: &lastStates)
        }
        runningHooks {
          runTransition(
            to: request.state, leaving: previous, animated: isOnScreen && request.animated,
            isOnScreen: isOnScreen)
        }
      case .beginPresentationStep(let removing, let adding, let animated, let isOnScreen):
        runningHooks {
          runPresentationStep(removing: removing, adding: adding, animated: animated, isOnScreen: isOnScreen)
        }
      }
    }
  }

  /// Keeps the states of the last transitions of a long run, and at
  /// ``RunawayChain/threshold`` reports the run once.
  @usableFromInline final func noteLongRun(_ run: Int, beginning state: State, lastStates: inout [String]) {
    guard run <= RunawayChain.threshold else { return }
    let name = String(describing: state)
    if !lastStates.contains(name) { lastStates.append(name) }
    guard run == RunawayChain.threshold else { return }
    let states =
      lastStates.count == 1
      ? "always to \(lastStates[0])"
      : "lately between \(lastStates.dropLast().joined(separator: ", ")) and \(lastStates.last!)"
    LifecycleDiagnostic.report(
      .runawayTransitionChain,
      "\(debugName) has made \(run) transitions in a row without returning to its caller, "
        + "\(states): a hook that requests a state "
        + "on every transition loops forever. Stop requesting once the state you need is current.")
  }

  /// Runs a sequence of hook calls. Requests made meanwhile wait; when the outermost
  /// sequence of all containers ends, the containers that waited get their turn.
  @inlinable final func runningHooks(_ body: () -> Void) {
    if machine.hooksEntered() { HookSections.enter(self) }
    body()
    if machine.hooksLeft() { HookSections.leave(self) }
  }

  /// Calls `willTransition`, makes `state` current and diffs the children. The machine has
  /// already entered the transition's phase.
  @inlinable final func enter(
    _ state: State, leaving previous: State?, animated: Bool
  ) -> ChildDiff {
    emitTransition(.willTransition, from: previous, to: state, animated: animated)
    willTransition(to: state, animated: animated)
    machine.stateEntered(state)
    let spares = (spareAdded, spareRemoved)
    spareAdded = []
    spareRemoved = []
    let listed: [Component]
    if linkedChildren.isEmpty {
      listed = children(for: state)
    } else {
      listed = linkedState == state ? linkedChildren : children(for: state)
      linkedChildren = []
      linkedState = nil
    }
    let diff = ChildDiff(container: self, previous: attached, listed: listed, reusing: spares)
    attached = diff.children
    detaching = diff.removed
    return diff
  }

  /// Empties the diff's arrays and keeps them for the next transition. Called once no one
  /// else holds them, so emptying keeps their storage; an animated transition keeps
  /// `removed` as `detaching` until it ends, and passes `includingRemoved: false`.
  @inlinable final func recycle(_ diff: inout ChildDiff, includingRemoved: Bool = true) {
    Self.empty(&diff.added)
    spareAdded = diff.added
    guard includingRemoved else { return }
    Self.empty(&diff.removed)
    spareRemoved = diff.removed
  }

  /// Empties `array`, keeping its storage, one element at a time: `removeAll(keepingCapacity:)`
  /// looks up `EmptyCollection<Component>`'s metadata at run time on every call.
  @inlinable static func empty(_ array: inout [Component]) {
    while array.popLast() != nil {}
  }

  /// Ends a transition: `isTransitioning` becomes false, then `didTransition`.
  @inlinable final func finishTransition(animated: Bool) {
    detaching = []
    let (previous, report) = machine.transitionEnds()
    emitTransition(.didTransition, from: previous, to: nil, animated: animated)
    didTransition(from: previous, animated: animated)
    report?.deliver(.completed)
    if interactionObject != nil { endInteraction() }
  }

  /// Ends the change of children that `change` names.
  @inlinable final func finish(_ change: ContainerStateMachine<State>.Change, animated: Bool) {
    switch change {
    case .state: finishTransition(animated: animated)
    case .presentation: for report in machine.presentationStepEnds() { report.deliver(.completed) }
    }
  }

  /// A state transition the machine began: on screen
  /// (<doc:TheLifecycle#A-transition-while-the-container-is-on-screen>) or off
  /// (<doc:TheLifecycle#Off-screen>, at once and without appearance callbacks).
  @inlinable final func runTransition(
    to state: State, leaving previous: State?, animated: Bool, isOnScreen: Bool
  ) {
    var diff = enter(state, leaving: previous, animated: animated)
    let isAnimating = runChange(
      .state, removing: diff.removed, adding: &diff.added, animated: animated, isOnScreen: isOnScreen)
    recycle(&diff, includingRemoved: !isAnimating)
  }

  /// The one runner of a change of children, whether a state or a presentation caused it:
  /// removes `removed` and adds `added` (less the ones another container claimed), with
  /// appearance callbacks on screen, at once or on the clock. Returns whether it waits on
  /// the clock; otherwise the change has finished.
  @inlinable final func runChange(
    _ change: ContainerStateMachine<State>.Change, removing removed: [Component],
    adding added: inout [Component],
    animated: Bool, isOnScreen: Bool
  ) -> Bool {
    beginChange(change, removing: removed, adding: &added, animated: animated, isOnScreen: isOnScreen)
    if isOnScreen {
      if animated && !(removed.isEmpty && added.isEmpty) {
        let transition = AnimatedTransition(
          stepCapacity: 2 * (removed.count + added.count), clock: transitionClock)
        // Counted before anything is scheduled: a clock that runs an action inside
        // `schedule` must not end the change before every child is in it.
        transition.childrenToComplete = removed.count + added.count
        machine.animationScheduled(transition, for: change)
        for child in removed { scheduleTimedSteps(for: child, isAppearing: false, in: transition) }
        for child in added { scheduleTimedSteps(for: child, isAppearing: true, in: transition) }
        return true
      }
      for child in removed { completeAppearanceChange(of: child, isAppearing: false, animated: animated) }
      for child in added { completeAppearanceChange(of: child, isAppearing: true, animated: animated) }
    }
    finish(change, animated: animated)
    return false
  }

  /// The beginning of a change of children: `willMove(toParent:)` for each, and on screen
  /// the beginning of its appearance change; removes from `added` the children another
  /// container claimed.
  @inlinable final func beginChange(
    _ change: ContainerStateMachine<State>.Change, removing removed: [Component],
    adding added: inout [Component], animated: Bool, isOnScreen: Bool
  ) {
    let presenting = change == .presentation
    for child in removed {
      if presenting { presentedComponentLeaves(child) }
      moveOut(child, completing: !isOnScreen)
      if isOnScreen { beginAppearance(of: child, isAppearing: false, animated: animated) }
    }
    var index = 0
    while index < added.count {
      let child = added[index]
      guard moveIn(child, completing: !isOnScreen, presenting: presenting) else {
        if presenting { presentedComponentClaimed(child) }
        added.remove(at: index)
        continue
      }
      index += 1
      if isOnScreen { beginAppearance(of: child, isAppearing: true, animated: animated) }
    }
  }

  /// `willMove(toParent: nil)`; when `completing`, also detaches and calls
  /// `didMove(toParent: nil)`.
  @usableFromInline final func moveOut(_ child: Component, completing: Bool) {
    emitChild(.willMove, child, isAppearing: false)
    child.willMove(toParent: nil)
    if completing { detach(child) }
  }

  /// `willMove(toParent:)` and attach; when `completing`, also `didMove(toParent:)`.
  ///
  /// Returns `false`, and leaves the child out of the state, if another container claimed
  /// it after the diff: before this call, or from inside its `willMove(toParent:)`. A child
  /// of a state is also claimed when a container presents or queues it meanwhile; a
  /// presented component (`presenting`) is linked to this container already.
  @usableFromInline final func moveIn(_ child: Component, completing: Bool, presenting: Bool = false) -> Bool
  {
    guard isUnclaimed(child, presenting: presenting) else { return false }
    emitChild(.willMove, child, isAppearing: true)
    ComponentsMovingIn.willMove(child, to: self)
    guard isUnclaimed(child, presenting: presenting) else { return false }
    child.parent = self
    child.handOverOwnPerTreeObjects()
    if completing {
      emitChild(.didMove, child, isAppearing: true)
      child.didMove(toParent: self)
    }
    return true
  }

  /// Checks that no other container took `child` since the diff; if one did, reports it
  /// and removes the child from this state.
  private func isUnclaimed(_ child: Component, presenting: Bool) -> Bool {
    // Read once: each read of the weak `parent` retains through a side table.
    let owner = child.parent
    if !presenting, owner == nil, let presenter = child.presenter?.container {
      // Presented or queued from inside its own `willMove(toParent:)`
      // (<doc:NavigatingBetweenScreens#Presenting-over-a-screen>).
      let names = NameSerials.distinct([child, presenter] + (presenter === self ? [] : [self]))
      LifecycleDiagnostic.report(
        .childOfAnotherContainer,
        "\(names[0]) was presented by \(names[1]) while \(names.last!) was adding it; left out of \(names.last!)."
      )
      if let index = attached.firstIndex(where: { $0 === child }) { attached.remove(at: index) }
      return false
    }
    guard let owner, owner !== self else { return true }
    let names = NameSerials.distinct([child, owner, self])
    LifecycleDiagnostic.report(
      .childOfAnotherContainer,
      "\(names[0]) was added to \(names[1]) while \(names[2]) was adding it; left out of \(names[2]).")
    if let index = attached.firstIndex(where: { $0 === child }) { attached.remove(at: index) }
    return false
  }

  /// Clears the parent, then calls `didMove(toParent: nil)`.
  @usableFromInline final func detach(_ child: Component) {
    child.parent = nil
    emitChild(.didMove, child, isAppearing: false)
    child.didMove(toParent: nil)
  }

  /// The completion of one added or removed child (<doc:TheLifecycle#The-steps>).
  @usableFromInline final func completeAppearanceChange(
    of child: Component, isAppearing: Bool, animated: Bool
  ) {
    endAppearance(of: child, isAppearing: isAppearing, animated: animated)
    if isAppearing {
      emitChild(.didMove, child, isAppearing: true)
      child.didMove(toParent: self)
    } else {
      detach(child)
    }
  }

  /// A child begins to appear or disappear: `childWillAppear` then its `willAppear`, or
  /// `childWillDisappear` then its `willDisappear`: the container's hook wraps the child's
  /// (<doc:TheLifecycle#Appearance>).
  @usableFromInline @inline(__always) final func beginAppearance(
    of child: Component, isAppearing: Bool, animated: Bool
  ) {
    notifyChildWill(isAppearing, child, animated: animated)
    child.beginAppearanceTransitionAsChild(isAppearing, animated: animated)
  }

  /// The container's own hook of a child's beginning: `childWillAppear` or `childWillDisappear`.
  @usableFromInline @inline(__always) final func notifyChildWill(
    _ isAppearing: Bool, _ child: Component, animated: Bool
  ) {
    if isAppearing {
      emitChild(.childWillAppear, child, animated: animated)
      childWillAppear(child, animated: animated)
    } else {
      emitChild(.childWillDisappear, child, animated: animated)
      childWillDisappear(child, animated: animated)
    }
  }

  /// A child completes its appearance change: its `didAppear` then `childDidAppear`, or
  /// its `didDisappear` then `childDidDisappear`.
  @usableFromInline @inline(__always) final func endAppearance(
    of child: Component, isAppearing: Bool, animated: Bool
  ) {
    child.endAppearanceTransitionAsChild()
    if isAppearing {
      emitChild(.childDidAppear, child, animated: animated)
      childDidAppear(child, animated: animated)
    } else {
      emitChild(.childDidDisappear, child, animated: animated)
      childDidDisappear(child, animated: animated)
    }
  }

  // MARK: - Events

  @inlinable
  final func emitChild(
    _ kind: LifecycleEvent.Kind, _ child: Component, animated: Bool? = nil, isAppearing: Bool? = nil
  ) {
    guard ObserverRegistry.isObserving else { return }
    deliverChildEvent(kind, child, animated: animated, isAppearing: isAppearing)
  }

  /// Builds and delivers a child event; only called while observers are attached.
  @usableFromInline
  final func deliverChildEvent(
    _ kind: LifecycleEvent.Kind, _ child: Component, animated: Bool?, isAppearing: Bool?
  ) {
    deliver(
      LifecycleEvent(
        kind: kind, component: child, container: self, animated: animated, isAppearing: isAppearing,
        time: clock.elapsedTime))
  }

  @inlinable
  final func emitTransition(
    _ kind: LifecycleEvent.Kind, from previous: State?, to next: State?, animated: Bool
  ) {
    guard ObserverRegistry.isObserving else { return }
    deliverTransition(kind, from: previous, to: next, animated: animated)
  }

  /// Builds and delivers a transition event, to the lifecycle observers and then to the
  /// state observers; only called while observers are attached.
  @usableFromInline
  final func deliverTransition(
    _ kind: LifecycleEvent.Kind, from previous: State?, to next: State?, animated: Bool
  ) {
    let time = clock.elapsedTime
    deliver(
      LifecycleEvent(
        kind: kind, component: self, container: self,
        fromState: previous.map { String(describing: $0) },
        toState: next.map { String(describing: $0) }, animated: animated, time: time))
    guard !stateObservers.isEmpty else { return }
    guard let entered = next ?? machine.state else {
      preconditionFailure("Internal inconsistency: a transition event with no state entered")
    }
    deliverStateTransition(
      StateTransitionEvent(
        kind: kind == .willTransition ? .willTransition : .didTransition, fromState: previous,
        toState: entered, animated: animated, time: time))
  }
}
