extension StateContainer {
  /// `beginAppearanceTransition(true, …)`. Resolves the appearance state, then begins every
  /// child's appearance.
  func beginAppearing(animated: Bool) {
    machine.appearanceBegins()
    appearance = .appearing
    appearanceIsAnimated = animated
    // Remembers the clock of the tree it appears in, for if its upstream goes away.
    _ = clock
    notifyWillAppearOrDisappear(true)
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

  /// The state this appearance shows, if it is not simply the state the container keeps: a
  /// deep-linked state, else ``loadAppearanceState()`` when no state is determined yet or
  /// the container reloads on every appearance (``reloadsStateOnAppearance``); else `nil`,
  /// and the container appears in the state it has.
  final func appearanceState() -> State? {
    if let state = takeDeepLinkedState() { return state }
    guard !hasDeterminedState || asksAppearanceStateOnEveryAppearance else { return nil }
    return loadAppearanceState()
  }

  /// `endAppearanceTransition()` after appearing (<doc:TheLifecycle#Appearing>). Completes every child, then
  /// the state applied on appearance, if any.
  func endAppearing() {
    let animated = appearanceIsAnimated
    let applied = machine.appearanceEnds()
    appearance = .appeared
    notifyDidAppearOrDisappear(true)
    // The added children are a subsequence of `attached`, in the same order.
    var nextAdded = 0
    for child in attached {
      endAppearance(of: child, isAppearing: true, animated: animated)
      if let applied, nextAdded < applied.added.count, applied.added[nextAdded] === child {
        nextAdded += 1
        emitChild(.didMove, child, isAppearing: true)
        child.didMove(toParent: self)
      }
    }
    presentedAppearance(begins: false, isAppearing: true, animated: animated)
    if applied != nil { finishTransition(animated: animated) }
  }

  /// `beginAppearanceTransition(false, …)` (<doc:TheLifecycle#Disappearing>). Finishes a
  /// transition in flight and drops its pending request, then begins every child's
  /// disappearance.
  ///
  /// A request that was only waiting for other containers' hooks (see
  /// <doc:TheLifecycle#Requests-that-arrive-while-busy>) is not the
  /// pending request of a transition in flight: it stays, and is applied off screen once
  /// the disappearance ends. So does a pending request that carries changes the container
  /// already made (a navigation container's moves): it is applied off screen right after
  /// `didDisappear`.
  func beginDisappearing(animated: Bool) {
    if case .finishTransitionInFlight(let transition) = machine.disappearanceBegins() {
      finishAnimationNow(transition)
      machine.transitionInFlightFinished(keepsPendingRequest: historyPolicy.isEnabled)?.deliver(.dropped)
    }
    // Then a presentation step in flight (<doc:NavigatingBetweenScreens#Presenting-over-a-screen>).
    if let presenting = machine.presentationAnimation { finishAnimationNow(presenting) }
    appearance = .disappearing
    appearanceIsAnimated = animated
    notifyWillAppearOrDisappear(false)
    for child in attached { beginAppearance(of: child, isAppearing: false, animated: animated) }
    presentedAppearance(begins: true, isAppearing: false, animated: animated)
  }

  /// `endAppearanceTransition()` after disappearing (<doc:TheLifecycle#Disappearing>).
  func endDisappearing() {
    let animated = appearanceIsAnimated
    machine.disappearanceEnds()
    appearance = .disappeared
    notifyDidAppearOrDisappear(false)
    for child in attached { endAppearance(of: child, isAppearing: false, animated: animated) }
    presentedAppearance(begins: false, isAppearing: false, animated: animated)
  }
}
