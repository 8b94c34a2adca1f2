/// The phases of one ``StateContainer``, and every input that moves it between them.
///
/// The container class owns the children and calls the hooks; this value owns everything
/// that decides *when*: the determined state, the phase (at rest, in a transition's hooks,
/// animating on the clock, appearing, disappearing), the one remembered request, how deep
/// the container is in its own hook sequences, and whether it waits for other containers'
/// hooks to return. Each input is one `mutating` function that returns what the class must
/// do next; a path the class should never take stops with "Internal inconsistency".
///
/// ```
///                   request (appeared)               last child completes
///   idle ───────────────────────────▶ transitioning ──────────▶ animating ──────▶ idle
///    │ ▲   (not animated, off screen: back to idle in the same call)       │
///    │ └──────────────────────────────────────────────────────────────────┘
///    │ begin(true)            end                    begin(false)          end
///    ├──────────▶ appearing ───────▶ idle (or transitioning, if a state was applied)
///    └──────────▶ disappearing ────▶ idle       (an animation in flight is finished first)
/// ```
///
/// Requests are never refused by the phase: one made while the container is not idle, or
/// while any container runs hooks, becomes ``pendingRequest`` and begins in
/// ``nextRequest(hookSectionsAreIdle:)`` once everything that stood in its way has ended.
///
/// ### History and guards
/// History (<doc:NavigatingBetweenScreens#History-going-back-where-you-were>) is kept
/// against ``target``: the pending request's state, else the state of the transition in
/// flight, else the current state. The class asks its guard before a request reaches
/// ``requestMade(_:hookSectionsAreIdle:)``; a held change waits in ``heldTransition``, a
/// slot beside ``pendingRequest`` that only the app's proceed or cancel, a newer absolute
/// request, or a relative move combined with it moves on (``transitionHeld(_:)``,
/// ``heldTransitionTaken()``).
///
/// ### Where new inputs go
/// - A presentation has a phase of its own, ``presentation``, beside ``phase``: it may
///   animate while a state transition animates, so it cannot be one of ``Phase``'s cases.
///   Its queue sits beside ``pendingRequest``; a remembered request goes first, then a
///   presentation step (see `ContainerStateMachine+Presentation.swift`).
@usableFromInline struct ContainerStateMachine<State: Equatable> {
  /// A remembered request for a state.
  @usableFromInline struct Request {
    @usableFromInline var state: State
    @usableFromInline var animated: Bool
    /// Whether the request runs even when `state` is already current.
    @usableFromInline var evenIfCurrent: Bool
    /// Where its outcome goes, if anyone asked for it.
    @usableFromInline var report: OutcomeReport?
    /// Whether it heads elsewhere than the target it replaced, so that while it waits the
    /// target is a state never shown, which history does not record
    /// (<doc:NavigatingBetweenScreens#History-going-back-where-you-were>). Set when it is
    /// remembered.
    @usableFromInline var targetIsUnshown = false
    /// Whether the request shows a change the container has already made to what it
    /// holds (a navigation move edits its tree at once), so that dropping it would leave
    /// the screen disagreeing with the container: such a request is not dropped when the
    /// container disappears with a transition in flight, and is applied off screen right
    /// after `didDisappear` (<doc:NavigatingBetweenScreens#A-stack-of-screens>).
    @usableFromInline var carriesAppliedChanges: Bool

    @inlinable init(
      state: State, animated: Bool, evenIfCurrent: Bool, report: OutcomeReport? = nil,
      carriesAppliedChanges: Bool = false
    ) {
      self.state = state
      self.animated = animated
      self.evenIfCurrent = evenIfCurrent
      self.report = report
      self.carriesAppliedChanges = carriesAppliedChanges
    }
  }

  /// The state applied while the container was appearing, completed when it has appeared.
  @usableFromInline struct StateAppliedOnAppearance {
    /// The state it replaced; `nil` when it was the first.
    @usableFromInline var previous: State?
    /// The children it added, which get `didMove(toParent:)` after their `didAppear`.
    @usableFromInline var added: [Component]

    @inlinable init(previous: State?, added: [Component]) {
      self.previous = previous
      self.added = added
    }
  }

  /// Where the container stands.
  @usableFromInline enum Phase {
    /// At rest, appeared or disappeared: no transition in flight and no appearance change
    /// under way. A request may begin.
    case idle
    /// A transition's hooks are running, from `willTransition` to just before
    /// `didTransition`: a transition that is not animated, one off screen, the synchronous
    /// start of an animated one, or the completion of a state applied on appearance.
    case transitioning(previous: State?)
    /// An animated transition waits on the clock for its children to complete.
    case animating(AnimatedTransition, previous: State?)
    /// Between `beginAppearanceTransition(true, …)` and its end; with the state it applied
    /// when `loadAppearanceState()` differed from the current one.
    case appearing(StateAppliedOnAppearance?)
    /// Between `beginAppearanceTransition(false, …)` and its end.
    case disappearing
  }

  /// What the class does after ``requestMade(_:hookSectionsAreIdle:)``.
  @usableFromInline enum RequestDisposition {
    /// The request asks for the current state and nothing is in the way: nothing happens
    /// (its outcome is ``TransitionOutcome/alreadyCurrent``).
    case ignored
    /// The request is remembered; drain. It replaced the request whose report is given
    /// (its outcome is ``TransitionOutcome/superseded``).
    case remembered(replacing: OutcomeReport?)
  }

  /// What the class does after ``nextRequest(hookSectionsAreIdle:)``.
  @usableFromInline enum NextRequestAction {
    /// Nothing can begin now; whatever stands in the way drains again when it ends.
    case none
    /// Only other containers' hooks stand in the way: wait in `HookSections`.
    case waitForHookSections
    /// Begin a transition to this request's state.
    case begin(Request)
    /// A request whose state is current by now was dropped; report
    /// ``TransitionOutcome/alreadyCurrent``, then ask again.
    case dropAsCurrent(OutcomeReport)
  }

  /// What the class does after ``disappearanceBegins()``.
  @usableFromInline enum DisappearanceAction {
    /// Run this animated transition's remaining steps now, then call
    /// ``transitionInFlightFinished()``.
    case finishTransitionInFlight(AnimatedTransition)
    /// The container is disappearing; tell it and its children.
    case disappear
  }

  /// The current state; `nil` until one is determined.
  @usableFromInline var state: State?
  /// Where the container stands.
  @usableFromInline var phase: Phase = .idle
  /// The latest request that could not begin when it was made.
  @usableFromInline var pendingRequest: Request?
  /// How many of the container's own hook sequences are running.
  @usableFromInline var hookDepth = 0
  /// Whether the container waits in `HookSections` for other containers' hooks to return.
  @usableFromInline var isWaitingForHookSections = false
  /// Where the outcome of the transition in flight goes, if its request asked for it.
  @usableFromInline var inFlightReport: OutcomeReport?
  /// The state the transition in flight enters, from just before `willTransition` until
  /// `didTransition`; also for a state applied on appearance.
  @usableFromInline var inFlightState: State?
  /// The change a guard held (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>),
  /// waiting for the app's proceed or cancel. Owned here only: releasing the container
  /// releases the owner, which cancels it.
  @usableFromInline var heldTransition: HeldTransitionOwner<State>?
  /// What the container presents over its content
  /// (<doc:NavigatingBetweenScreens#Presenting-over-a-screen>), and its own phase.
  @usableFromInline var presentation = PresentationBooks()

  @inlinable init() {}

  // MARK: - Queries

  /// Whether a transition is under way, as ``StateContainer/isTransitioning`` reports it.
  @inlinable var isTransitioning: Bool {
    switch phase {
    case .transitioning, .animating: true
    case .appearing(let applied): applied != nil
    case .idle, .disappearing: false
    }
  }

  /// What history is kept against
  /// (<doc:NavigatingBetweenScreens#History-going-back-where-you-were>): the pending
  /// request's state, else the state of the transition in flight, else the current state;
  /// `nil` before any state.
  @inlinable var target: State? {
    if let pendingRequest { pendingRequest.state } else if let inFlightState { inFlightState } else { state }
  }

  /// Whether the target is a request that heads to a state never shown: a change made from
  /// it does not record it.
  @inlinable var targetIsUnshown: Bool { pendingRequest?.targetIsUnshown ?? false }

  /// Whether `candidate` is ``target``.
  @inlinable func isTarget(_ candidate: State) -> Bool {
    if let target { target == candidate } else { false }
  }

  /// Whether `candidate` is the determined current state.
  @inlinable func isCurrent(_ candidate: State) -> Bool {
    if let state { state == candidate } else { false }
  }

  /// The animated transition in flight, if any.
  @inlinable var animation: AnimatedTransition? {
    if case .animating(let transition, _) = phase { transition } else { nil }
  }

  /// Whether the container itself stands in the way of a request: it runs hooks, or is not
  /// idle. Each of these ends in code that drains its requests again.
  @inlinable var isBusyWithItself: Bool {
    guard hookDepth == 0, case .idle = phase else { return true }
    return false
  }

  // MARK: - Requests

  /// Input: the app asks for a state.
  ///
  /// - Returns: ``RequestDisposition/ignored`` when it asks for the current state and
  ///   nothing is in flight, remembered or in the way; otherwise it is remembered, in place
  ///   of any earlier one.
  @inlinable mutating func requestMade(_ request: Request, hookSectionsAreIdle: Bool) -> RequestDisposition {
    if !request.evenIfCurrent, pendingRequest == nil, !isBusyWithItself, hookSectionsAreIdle,
      isCurrent(request.state)
    {
      return .ignored
    }
    let replaced = pendingRequest?.report
    var request = request
    request.targetIsUnshown =
      !isTarget(request.state) || (pendingRequest?.targetIsUnshown ?? false)
    pendingRequest = request
    return .remembered(replacing: replaced)
  }

  /// Input: the class is free to look at its remembered request (after a request, a
  /// transition's end, an appearance change's end, or other containers' hooks returning).
  ///
  /// A request for the state that is current by now is dropped, unless it asked to run
  /// even then.
  @inlinable mutating func nextRequest(hookSectionsAreIdle: Bool) -> NextRequestAction {
    while let request = pendingRequest {
      if isBusyWithItself { return .none }
      guard hookSectionsAreIdle else {
        if isWaitingForHookSections { return .none }
        isWaitingForHookSections = true
        return .waitForHookSections
      }
      pendingRequest = nil
      if !request.evenIfCurrent && isCurrent(request.state) {
        if let report = request.report { return .dropAsCurrent(report) }
        continue
      }
      return .begin(request)
    }
    return .none
  }

  /// Input: the outermost hook sequence of all containers has returned, and this container
  /// was waiting for it.
  @inlinable mutating func hookSectionsResumed() {
    isWaitingForHookSections = false
  }

  // MARK: - Hook sequences

  /// Input: the container starts one of its hook sequences.
  ///
  /// - Returns: Whether it is the outermost, which the class enters in `HookSections`.
  @inlinable mutating func hooksEntered() -> Bool {
    hookDepth += 1
    return hookDepth == 1
  }

  /// Input: a hook sequence of the container has returned.
  ///
  /// - Returns: Whether it was the outermost, which the class leaves in `HookSections`.
  @inlinable mutating func hooksLeft() -> Bool {
    guard hookDepth > 0 else {
      preconditionFailure("Internal inconsistency: hooks left more often than entered")
    }
    hookDepth -= 1
    return hookDepth == 0
  }

  // MARK: - Transitions

  /// Input: a request's transition begins, on screen or off.
  ///
  /// - Parameters:
  ///   - newState: The state it enters.
  ///   - report: Where the request's outcome goes.
  /// - Returns: The state it leaves.
  @inlinable mutating func transitionBegins(to newState: State, report: OutcomeReport?) -> State? {
    guard case .idle = phase else {
      preconditionFailure("Internal inconsistency: a transition began while \(phase)")
    }
    phase = .transitioning(previous: state)
    inFlightReport = report
    inFlightState = newState
    return state
  }

  /// Input: `loadAppearanceState()` asked for `newState`, which is not current, while
  /// appearing. It is not recorded in history and no guard sees it
  /// (<doc:TheLifecycle#Appearing>).
  ///
  /// - Returns: The state it leaves.
  @inlinable mutating func stateAppliedOnAppearance(_ newState: State) -> State? {
    guard case .appearing(nil) = phase else {
      preconditionFailure("Internal inconsistency: a state applied on appearance while \(phase)")
    }
    phase = .appearing(StateAppliedOnAppearance(previous: state, added: []))
    inFlightState = newState
    return state
  }

  /// Input: `willTransition` has returned; `newState` becomes current.
  @inlinable mutating func stateEntered(_ newState: State) {
    state = newState
  }

  /// Input: the children that a state applied on appearance added, in order.
  @inlinable mutating func childrenAddedOnAppearance(_ added: [Component]) {
    guard case .appearing(var applied?) = phase else {
      preconditionFailure("Internal inconsistency: children added on appearance while \(phase)")
    }
    applied.added = added
    phase = .appearing(applied)
  }

  /// Input: an animated transition hands its children's completions to the clock.
  @inlinable mutating func animationScheduled(_ transition: AnimatedTransition) {
    guard case .transitioning(let previous) = phase else {
      preconditionFailure("Internal inconsistency: an animation scheduled while \(phase)")
    }
    phase = .animating(transition, previous: previous)
  }

  /// Input: the clock runs a step of `transition`.
  ///
  /// Static, over the two phases it reads: the container holds the machine in a class
  /// property, and a query called on the whole machine would copy all of it (retaining
  /// every reference it holds) for each step scheduled and fired.
  ///
  /// - Returns: Whether the step belongs to the state or presentation transition in
  ///   flight; a stale one is ignored.
  @inlinable static func acceptsTimedStep(
    of transition: AnimatedTransition, phase: Phase, presentationPhase: PresentationBooks.Phase
  ) -> Bool {
    if case .animating(let current, _) = phase, current === transition { return true }
    if case .animating(let current) = presentationPhase { return current === transition }
    return false
  }

  /// Input: the last child of the animated transition in flight has completed.
  @inlinable mutating func animationCompleted() {
    guard case .animating(_, let previous) = phase else {
      preconditionFailure("Internal inconsistency: an animation completed while \(phase)")
    }
    phase = .transitioning(previous: previous)
  }

  /// Input: every child of the transition has completed; `didTransition` is next.
  ///
  /// - Returns: The state the transition left, for `didTransition(from:)`, and where its
  ///   outcome goes once `didTransition` has returned.
  @inlinable mutating func transitionEnds() -> (previous: State?, report: OutcomeReport?) {
    guard case .transitioning(let previous) = phase else {
      preconditionFailure("Internal inconsistency: a transition ended while \(phase)")
    }
    phase = .idle
    let report = inFlightReport
    inFlightReport = nil
    inFlightState = nil
    return (previous, report)
  }

  // MARK: - Appearance

  /// Input: `beginAppearanceTransition(true, …)`, accepted.
  @inlinable mutating func appearanceBegins() {
    guard case .idle = phase else {
      preconditionFailure("Internal inconsistency: appearing while \(phase)")
    }
    phase = .appearing(nil)
  }

  /// Input: `beginAppearanceTransition(false, …)`, accepted.
  @inlinable mutating func disappearanceBegins() -> DisappearanceAction {
    switch phase {
    case .animating(let transition, _):
      return .finishTransitionInFlight(transition)
    case .idle:
      phase = .disappearing
      return .disappear
    case .transitioning, .appearing, .disappearing:
      preconditionFailure("Internal inconsistency: disappearing while \(phase)")
    }
  }

  /// Input: the transition that was in flight when the container began to disappear has
  /// finished. Its pending request is dropped, with any made while it finished; a request
  /// that only waited for other containers' hooks was not its pending request and stays.
  ///
  /// A pending request that ``Request/carriesAppliedChanges`` is not dropped: it stays
  /// pending through the disappearance and, once `endAppearanceTransition()` has called
  /// `didDisappear`, begins off screen (the class drains its requests right then), so that
  /// what the screen shows agrees again with what the container holds.
  ///
  /// - Parameter keepsPendingRequest: Whether the pending request stays whatever it
  ///   carries: history already counts it (<doc:TheLifecycle#Disappearing>).
  /// - Returns: Where the dropped request's outcome goes (``TransitionOutcome/dropped``).
  @inlinable mutating func transitionInFlightFinished(keepsPendingRequest: Bool) -> OutcomeReport? {
    guard case .idle = phase else {
      preconditionFailure("Internal inconsistency: a finished transition left \(phase)")
    }
    phase = .disappearing
    if keepsPendingRequest || pendingRequest?.carriesAppliedChanges == true { return nil }
    let dropped = pendingRequest?.report
    pendingRequest = nil
    return dropped
  }

  // MARK: - Held transitions

  /// Input: a guard held a change that does not combine with another; the one held
  /// before, if any, was taken first (``heldTransitionTaken()``).
  @inlinable mutating func transitionHeld(_ owner: HeldTransitionOwner<State>) {
    guard heldTransition == nil else {
      preconditionFailure("Internal inconsistency: a change held while another is held")
    }
    heldTransition = owner
  }

  /// Input: the held change leaves the slot: the app proceeds or cancels it, a newer
  /// absolute request replaces it, or a move combined with it is allowed.
  ///
  /// - Returns: The owner of the change that was held; the class calls its `release()`
  ///   before it lets go of it, or releasing it cancels the change.
  @inlinable mutating func heldTransitionTaken() -> HeldTransitionOwner<State>? {
    defer { heldTransition = nil }
    return heldTransition
  }

  /// Input: `endAppearanceTransition()` after appearing.
  ///
  /// - Returns: The state applied on appearance, whose transition completes now.
  @inlinable mutating func appearanceEnds() -> StateAppliedOnAppearance? {
    guard case .appearing(let applied) = phase else {
      preconditionFailure("Internal inconsistency: appearance ended while \(phase)")
    }
    phase = applied.map { .transitioning(previous: $0.previous) } ?? .idle
    return applied
  }

  /// Input: `endAppearanceTransition()` after disappearing.
  @inlinable mutating func disappearanceEnds() {
    guard case .disappearing = phase else {
      preconditionFailure("Internal inconsistency: disappearance ended while \(phase)")
    }
    phase = .idle
  }
}

/// The machine holds states and components, which stay on the main actor with their
/// container.
@available(*, unavailable)
extension ContainerStateMachine: Sendable {}

@available(*, unavailable)
extension ContainerStateMachine.Request: Sendable {}

@available(*, unavailable)
extension ContainerStateMachine.StateAppliedOnAppearance: Sendable {}

@available(*, unavailable)
extension ContainerStateMachine.Phase: Sendable {}

@available(*, unavailable)
extension ContainerStateMachine.NextRequestAction: Sendable {}

@available(*, unavailable)
extension ContainerStateMachine.RequestDisposition: Sendable {}

@available(*, unavailable)
extension ContainerStateMachine.DisappearanceAction: Sendable {}
