extension StateContainer {
  /// `beginAppearanceTransition(true, …)` (<doc:TheLifecycle#Appearing>): applies the
  /// appearance state if it differs, then begins every child's appearance.
  @inlinable final func beginAppearing(animated: Bool) {
    machine.appearanceBegins(animated: animated)
    // Remembers the clock of the tree it appears in, for if its upstream goes away.
    _ = clock
    notifyWillAppearOrDisappear(true, animated: animated)
    if let state = appearanceState(), !machine.isCurrent(state) {
      let previous = machine.stateAppliedOnAppearance(state)
      // Not recorded, but a back from it must go somewhere else.
      if !stateHistory.isEmpty { dropEntriesRepeatingTarget() }
      var diff = enter(state, leaving: previous, animated: animated)
      for child in diff.removed { moveOut(child, completing: true) }
      machine.childrenAddedOnAppearance(diff.added.filter { moveIn($0, completing: false) })
      detaching = []
      recycle(&diff)
    }
    for child in attached { beginAppearance(of: child, isAppearing: true, animated: animated) }
    presentedAppearance(begins: true, isAppearing: true, animated: animated)
  }

  /// The state this appearance shows, when it is not the one the container keeps.
  @inlinable final func appearanceState() -> State? {
    switch machine.appearanceStateTaken(reloads: asksAppearanceStateOnEveryAppearance) {
    case .kept: nil
    case .deepLinked(let state): state
    case .load: loadAppearanceState()
    }
  }

  /// `endAppearanceTransition()` after appearing: completes every child, then the state
  /// applied on appearance, if any.
  @inlinable final func endAppearing() {
    let (animated, applied) = machine.appearanceEnds()
    notifyDidAppearOrDisappear(true, animated: animated)
    // The added children are a subsequence of `attached`, in the same order.
    var nextAdded = 0
    for child in attached {
      endAppearance(of: child, isAppearing: true, animated: animated)
      if let applied, nextAdded < applied.count, applied[nextAdded] === child {
        nextAdded += 1
        emitChild(.didMove, child, isAppearing: true)
        child.didMove(toParent: self)
      }
    }
    presentedAppearance(begins: false, isAppearing: true, animated: animated)
    if applied != nil { finishTransition(animated: animated) }
  }

  /// `beginAppearanceTransition(false, …)` (<doc:TheLifecycle#Disappearing>): finishes the
  /// animations in flight (the machine drops what waited on them), then begins every
  /// child's disappearance.
  func beginDisappearing(animated: Bool) {
    // A gesture in progress is cancelled first, then runs back at once with the rest.
    if let gesture = interaction, gesture.handle.isInteractive {
      gesture.handle.letGo(cancelled: true, velocity: 0, atOnce: true)
    }
    if let transition = machine.disappearanceBegins() {
      finishAnimationNow(transition)
      if let dropped = machine.stateAnimationFinished(keepsPendingRequest: historyPolicy.isEnabled) {
        // What a link kept was for the dropped request's transition.
        dropLinkedChildren()
        dropped.deliver(.dropped)
      }
    }
    if let presenting = machine.presentationAnimation { finishAnimationNow(presenting) }
    machine.disappearanceProceeds(animated: animated)
    notifyWillAppearOrDisappear(false, animated: animated)
    for child in attached { beginAppearance(of: child, isAppearing: false, animated: animated) }
    presentedAppearance(begins: true, isAppearing: false, animated: animated)
  }

  /// `endAppearanceTransition()` after disappearing.
  func endDisappearing() {
    let animated = machine.disappearanceEnds()
    notifyDidAppearOrDisappear(false, animated: animated)
    for child in attached { endAppearance(of: child, isAppearing: false, animated: animated) }
    presentedAppearance(begins: false, isAppearing: false, animated: animated)
  }
}

extension StateContainer {
  /// Makes `saved` (or, when none was saved, the state the container would appear in) the
  /// state its next appearance shows, as a deep link off screen does, without history: a
  /// restore's state. Returns the components that state shows: `children(for:)` is asked at
  /// most once.
  @inlinable final func restoreState(_ saved: State?) -> (state: State, shown: [Component]) {
    if let current = machine.state, saved == nil || saved == current, machine.isTarget(current) {
      return (current, listedChildren())
    }
    let state = saved ?? machine.target ?? loadAppearanceState()
    let shown = children(for: state)
    showOnFirstAppearance(state, children: shown)
    return (state, shown)
  }

  /// Makes `state`, showing `shown`, the state the container's next appearance applies, as a
  /// deep link into a container off screen does, without history: a restore's state.
  @inlinable final func showOnFirstAppearance(_ state: State, children shown: [Component]) {
    machine.stateDeepLinkedOffScreen(state)
    rememberRequest(.init(state: state, animated: false, evenIfCurrent: false, report: nil))
    linkedState = state
    linkedChildren = shown
  }
}
