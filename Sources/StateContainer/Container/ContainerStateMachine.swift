/// The one decider of a ``StateContainer``: its phase, its determined state, its appearance,
/// its remembered request, its held change and its presentation sub-machine.
///
/// Each input is one `mutating` function that returns what the class must do; the class
/// carries it out and decides nothing. The stored state is `@usableFromInline` only so that
/// the transition path inlines into clients: outside this type and its extensions, read it
/// through the queries. Queries are `mutating get` so that the class reads them in place:
/// a plain getter on a class's stored property copies the whole machine first. A path the
/// class should never take stops with "Internal inconsistency". CONTRIBUTING.md draws the
/// phases and inputs.
@usableFromInline struct ContainerStateMachine<State: Equatable> {
  @usableFromInline struct Request {
    @usableFromInline var state: State
    @usableFromInline var animated: Bool
    /// Whether the request runs even when `state` is already current.
    @usableFromInline var evenIfCurrent: Bool
    @usableFromInline var report: OutcomeReport?
    /// Whether it heads elsewhere than the target it replaced: history does not record a
    /// state never shown (<doc:NavigatingBetweenScreens#History-going-back-where-you-were>).
    @usableFromInline var targetIsUnshown = false
    /// Whether it shows a change the container already made to what it holds (a navigation
    /// move): it is never dropped, and runs off screen right after `didDisappear`.
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

  /// A state transition in flight, from just before `willTransition` to `didTransition`.
  @usableFromInline struct Transition {
    /// The state it leaves; `nil` for the first.
    @usableFromInline var previous: State?
    @usableFromInline var entering: State
    @usableFromInline var report: OutcomeReport?
    /// Whether it runs while the container is appeared (hooks, clock) or off screen.
    @usableFromInline var isOnScreen: Bool
    /// Its timed half, once scheduled on the clock.
    @usableFromInline var animation: AnimatedTransition?

    @inlinable init(previous: State?, entering: State, report: OutcomeReport?, isOnScreen: Bool) {
      self.previous = previous
      self.entering = entering
      self.report = report
      self.isOnScreen = isOnScreen
    }
  }

  @usableFromInline enum Phase {
    /// At rest, appeared or disappeared.
    case idle(isAppeared: Bool)
    case transitioning(Transition)
    /// With the state applied on appearance, and the children it added (they get
    /// `didMove(toParent:)` after their `didAppear`). Boxed: inline, this payload made every
    /// match of the phase copy it through value witnesses (~600 instructions a transition).
    indirect case appearing(animated: Bool, applied: Transition?, added: [Component])
    case disappearing(animated: Bool)
  }

  /// The phase's kind and the appearance it implies.
  @usableFromInline struct Summary: Sendable {
    @usableFromInline var appearance: Appearance
    @usableFromInline var isIdle: Bool

    @inlinable init(_ phase: Phase) {
      switch phase {
      case .idle(let isAppeared): (appearance, isIdle) = (isAppeared ? .appeared : .disappeared, true)
      case .transitioning(let transition):
        (appearance, isIdle) = (transition.isOnScreen ? .appeared : .disappeared, false)
      case .appearing: (appearance, isIdle) = (.appearing, false)
      case .disappearing: (appearance, isIdle) = (.disappearing, false)
      }
    }
  }

  /// Which change of children a runner applies: the children of a state, or the presented
  /// component.
  @usableFromInline enum Change: Sendable {
    case state
    case presentation
  }

  /// What the class does after ``requestMade(_:hookSectionsAreIdle:)``.
  @usableFromInline enum RequestDisposition {
    /// It asks for the current state and nothing is in the way (``TransitionOutcome/alreadyCurrent``).
    case ignored
    /// Remembered in place of the request whose report is given
    /// (``TransitionOutcome/superseded``); drain.
    case remembered(replacing: OutcomeReport?)
  }

  /// What the class does after ``nextAction(hookSectionsAreIdle:)``.
  @usableFromInline enum NextAction {
    /// Nothing can begin; whatever is in the way drains again when it ends.
    case none
    /// Only other containers' hooks are in the way: wait in `HookSections`.
    case waitForHookSections
    /// Begin the state transition the machine entered; on screen or off.
    case beginTransition(Request, previous: State?, isOnScreen: Bool)
    /// A request whose state is current by now was dropped: report
    /// ``TransitionOutcome/alreadyCurrent``, then ask again.
    case dropAsCurrent(OutcomeReport)
    /// Remove `removing` and add `adding` as one presentation step.
    case beginPresentationStep(removing: Component?, adding: Component?, animated: Bool, isOnScreen: Bool)
  }

  // Stored state: read only through the queries below.
  @usableFromInline var current: State?
  @usableFromInline var phase: Phase = .idle(isAppeared: false) {
    didSet { summary = Summary(phase) }
  }
  /// What the phase says without its generic payload, kept with it: code that runs
  /// unspecialized (a deep link's) reads it without looking up the phase's generic metadata.
  @usableFromInline var summary = Summary(.idle(isAppeared: false))
  @usableFromInline var pendingRequest: Request?
  @usableFromInline var hookDepth = 0
  @usableFromInline var isWaitingForHookSections = false
  /// The change a guard held (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>);
  /// owned only here, so releasing the container cancels it.
  @usableFromInline var heldSlot: HeldTransitionOwner<State>?
  /// A state a deep link applied off screen, shown on the next appearance if still the target.
  @usableFromInline var deepLinked: State?
  /// `nil` until the container first presents something: a container that never presents
  /// pays nothing for it.
  @usableFromInline var presentationMachine: PresentationMachine?

  @inlinable init() {}

  // MARK: - Queries

  @inlinable var state: State? {
    mutating get { current }
  }

  /// Whether a state transition is under way, as ``StateContainer/isTransitioning`` says.
  @inlinable var isTransitioning: Bool {
    mutating get {
      switch phase {
      case .transitioning: true
      case .appearing(_, let applied, _): applied != nil
      case .idle, .disappearing: false
      }
    }
  }

  /// Where the container stands in its appearance lifecycle: its only record.
  @inlinable var appearance: Appearance {
    mutating get {
      summary.appearance
    }
  }

  /// What history is kept against
  /// (<doc:NavigatingBetweenScreens#History-going-back-where-you-were>): the pending
  /// request's state, else the state in flight, else the current state.
  @inlinable @inline(__always) var target: State? {
    mutating get {
      if let pendingRequest { return pendingRequest.state }
      switch phase {
      case .transitioning(let transition): return transition.entering
      case .appearing(_, let applied?, _): return applied.entering
      case .idle, .appearing, .disappearing: return current
      }
    }
  }

  /// Whether the target is a request that heads to a state never shown.
  @inlinable var targetIsUnshown: Bool {
    mutating get { pendingRequest?.targetIsUnshown ?? false }
  }

  @inlinable mutating func isTarget(_ candidate: State) -> Bool {
    if let target { target == candidate } else { false }
  }

  @inlinable mutating func isCurrent(_ candidate: State) -> Bool {
    if let current { current == candidate } else { false }
  }

  /// Whether a transition still to begin would enter `candidate` if it were requested: it
  /// is not current, or the request waiting for it runs even when current (any other request
  /// for the current state is dropped).
  @inlinable mutating func entersAgain(_ candidate: State) -> Bool {
    guard isCurrent(candidate) else { return true }
    guard let pendingRequest else { return false }
    return pendingRequest.evenIfCurrent && pendingRequest.state == candidate
  }

  @inlinable var heldTransition: HeldTransitionOwner<State>? {
    mutating get { heldSlot }
  }

  /// Whether the container runs one of its own hook sequences.
  @inlinable var isRunningHooks: Bool {
    mutating get { hookDepth > 0 }
  }

  @inlinable var animation: AnimatedTransition? {
    mutating get {
      if case .transitioning(let transition) = phase { transition.animation } else { nil }
    }
  }

  /// Whether the container itself stands in the way of a request.
  @inlinable var isBusyWithItself: Bool {
    mutating get {
      hookDepth != 0 || !summary.isIdle
    }
  }

  /// Whether a step of `transition` belongs to an animation in flight; a stale one is
  /// ignored. Static over the two phases so that no copy of the whole machine is made.
  @inlinable static func acceptsTimedStep(
    of transition: AnimatedTransition, phase: Phase, presentation: PresentationMachine?
  ) -> Bool {
    if case .transitioning(let inFlight) = phase, inFlight.animation === transition { return true }
    return presentation?.animation === transition
  }

  // MARK: - Requests

  /// Input: the app asks for a state.
  @inlinable mutating func requestMade(_ request: Request, hookSectionsAreIdle: Bool) -> RequestDisposition {
    if !request.evenIfCurrent, pendingRequest == nil, !isBusyWithItself, hookSectionsAreIdle,
      isCurrent(request.state)
    {
      return .ignored
    }
    let replaced = pendingRequest?.report
    var request = request
    request.targetIsUnshown = !isTarget(request.state) || (pendingRequest?.targetIsUnshown ?? false)
    pendingRequest = request
    return .remembered(replacing: replaced)
  }

  /// Input: the class is free to begin what waits: a remembered request first, then a
  /// presentation step (<doc:NavigatingBetweenScreens#Presenting-over-a-screen>).
  @inlinable mutating func nextAction(hookSectionsAreIdle: Bool) -> NextAction {
    while let request = pendingRequest, !isBusyWithItself {
      guard hookSectionsAreIdle else { return waitForHookSections() }
      pendingRequest = nil
      if !request.evenIfCurrent && isCurrent(request.state) {
        if let report = request.report { return .dropAsCurrent(report) }
        continue
      }
      guard case .idle(let isAppeared) = phase else { preconditionFailure("Internal inconsistency") }
      phase = .transitioning(
        Transition(previous: current, entering: request.state, report: request.report, isOnScreen: isAppeared)
      )
      return .beginTransition(request, previous: current, isOnScreen: isAppeared)
    }
    guard presentationMachine != nil else { return .none }
    return nextPresentationStep(hookSectionsAreIdle: hookSectionsAreIdle)
  }

  @inlinable mutating func waitForHookSections() -> NextAction {
    if isWaitingForHookSections { return .none }
    isWaitingForHookSections = true
    return .waitForHookSections
  }

  /// Input: the outermost hook sequence of all containers returned while this one waited.
  @inlinable mutating func hookSectionsResumed() {
    isWaitingForHookSections = false
  }

  // MARK: - Hook sequences

  /// Input: a hook sequence starts. Returns whether it is the outermost.
  @inlinable mutating func hooksEntered() -> Bool {
    hookDepth += 1
    return hookDepth == 1
  }

  /// Input: a hook sequence returned. Returns whether it was the outermost.
  @inlinable mutating func hooksLeft() -> Bool {
    guard hookDepth > 0 else {
      preconditionFailure("Internal inconsistency: hooks left more often than entered")
    }
    hookDepth -= 1
    return hookDepth == 0
  }

  // MARK: - State transitions

  /// Input: `willTransition` has returned; the state in flight becomes current.
  @inlinable mutating func stateEntered(_ newState: State) {
    current = newState
  }

  /// Input: a change of children hands its completions to the clock.
  @inlinable mutating func animationScheduled(_ animation: AnimatedTransition, for change: Change) {
    switch change {
    case .state:
      guard case .transitioning(var transition) = phase else {
        preconditionFailure("Internal inconsistency: an animation scheduled while \(phase)")
      }
      transition.animation = animation
      phase = .transitioning(transition)
    case .presentation:
      presentationMachine!.animationScheduled(animation)
    }
  }

  /// Input: the last child of `animation` completed. Returns which change ends.
  @inlinable mutating func animationCompleted(_ animation: AnimatedTransition) -> Change {
    if presentationMachine?.animation === animation {
      presentationMachine!.animationCompleted()
      return .presentation
    }
    guard case .transitioning(var transition) = phase, transition.animation === animation else {
      preconditionFailure("Internal inconsistency: an animation completed while \(phase)")
    }
    transition.animation = nil
    phase = .transitioning(transition)
    return .state
  }

  /// Input: every child of the state transition completed; `didTransition` is next.
  /// Returns the state it left and where its outcome goes.
  @inlinable mutating func transitionEnds() -> (previous: State?, report: OutcomeReport?) {
    guard case .transitioning(let transition) = phase, transition.animation == nil else {
      preconditionFailure("Internal inconsistency: a transition ended while \(phase)")
    }
    phase = .idle(isAppeared: transition.isOnScreen)
    return (transition.previous, transition.report)
  }

  /// Input: the app cancelled the interactive transition in flight: the state it left is
  /// current again, and the transition now runs back to it, from the state it was entering.
  /// Returns the change's report, which the cancel delivers once the transition has ended.
  mutating func interactiveTransitionCancelled() -> OutcomeReport? {
    guard case .transitioning(let transition) = phase, transition.animation == nil,
      let previous = transition.previous
    else {
      preconditionFailure("Internal inconsistency: an interactive transition cancelled while \(phase)")
    }
    current = previous
    phase = .transitioning(
      Transition(previous: transition.entering, entering: previous, report: nil, isOnScreen: true))
    return transition.report
  }

  // MARK: - Appearance

  /// Input: `beginAppearanceTransition(true, …)`, accepted.
  @inlinable mutating func appearanceBegins(animated: Bool) {
    guard case .idle(false) = phase else {
      preconditionFailure("Internal inconsistency: appearing while \(phase)")
    }
    phase = .appearing(animated: animated, applied: nil, added: [])
  }

  /// Where the state an appearance shows comes from.
  @usableFromInline enum AppearanceState {
    /// The state the container has.
    case kept
    /// The state a deep link applied off screen, still the target.
    case deepLinked(State)
    /// `loadAppearanceState()`: no state is determined, or the container reloads.
    case load
  }

  /// Input: an appearance begins and asks what it shows. A deep-linked state is taken.
  @inlinable mutating func appearanceStateTaken(reloads: Bool) -> AppearanceState {
    if let linked = deepLinked {
      deepLinked = nil
      if isTarget(linked) {
        // The request that heads there finds its state current once this appearance applies
        // it, and would be dropped then without a word: it is dropped now, so that nothing
        // waits for the appearance's hooks to end (a restore's containers).
        if let pending = pendingRequest, pending.state == linked, !pending.evenIfCurrent,
          pending.report == nil
        {
          pendingRequest = nil
        }
        return .deepLinked(linked)
      }
    }
    return current == nil || reloads ? .load : .kept
  }

  /// Input: the appearance state differs from the current one: it is applied as part of
  /// the appearance (<doc:TheLifecycle#Appearing>). Returns the state it leaves.
  @inlinable mutating func stateAppliedOnAppearance(_ newState: State) -> State? {
    guard case .appearing(let animated, nil, _) = phase else {
      preconditionFailure("Internal inconsistency: a state applied on appearance while \(phase)")
    }
    phase = .appearing(
      animated: animated,
      applied: Transition(previous: current, entering: newState, report: nil, isOnScreen: true), added: [])
    return current
  }

  /// Input: the children that the state applied on appearance added, in order.
  @inlinable mutating func childrenAddedOnAppearance(_ added: [Component]) {
    guard case .appearing(let animated, let applied?, _) = phase else {
      preconditionFailure("Internal inconsistency: children added on appearance while \(phase)")
    }
    phase = .appearing(animated: animated, applied: applied, added: added)
  }

  /// Input: `endAppearanceTransition()` after appearing. Returns the children the applied
  /// state added, when there is one: its transition completes now.
  @inlinable mutating func appearanceEnds() -> (animated: Bool, addedByAppliedState: [Component]?) {
    guard case .appearing(let animated, let applied, let added) = phase else {
      preconditionFailure("Internal inconsistency: appearance ended while \(phase)")
    }
    guard let applied else {
      phase = .idle(isAppeared: true)
      return (animated, nil)
    }
    phase = .transitioning(applied)
    return (animated, added)
  }

  /// Input: `beginAppearanceTransition(false, …)`, accepted. Returns the state animation
  /// in flight, which the class runs to its end first (<doc:TheLifecycle#Disappearing>),
  /// then calls ``stateAnimationFinished(keepsPendingRequest:)``; a presentation step's
  /// (``presentationAnimation``) next; then ``disappearanceProceeds(animated:)``.
  @inlinable func disappearanceBegins() -> AnimatedTransition? {
    switch phase {
    case .transitioning(let transition) where transition.animation != nil: return transition.animation
    case .idle(true): return nil
    default: preconditionFailure("Internal inconsistency: disappearing while \(phase)")
    }
  }

  /// Input: the state animation in flight at a disappearance finished. Its pending request
  /// is dropped, unless `keepsPendingRequest` (history counts it) or it
  /// ``Request/carriesAppliedChanges``; returns its report (``TransitionOutcome/dropped``).
  @inlinable mutating func stateAnimationFinished(keepsPendingRequest: Bool) -> OutcomeReport? {
    guard !keepsPendingRequest, pendingRequest?.carriesAppliedChanges != true else { return nil }
    defer { pendingRequest = nil }
    return pendingRequest?.report
  }

  /// Input: the animations in flight have finished; the container disappears.
  @inlinable mutating func disappearanceProceeds(animated: Bool) {
    guard case .idle(true) = phase else {
      preconditionFailure("Internal inconsistency: disappearing while \(phase)")
    }
    phase = .disappearing(animated: animated)
  }

  /// Input: `endAppearanceTransition()` after disappearing. Returns its `animated`.
  @inlinable mutating func disappearanceEnds() -> Bool {
    guard case .disappearing(let animated) = phase else {
      preconditionFailure("Internal inconsistency: disappearance ended while \(phase)")
    }
    phase = .idle(isAppeared: false)
    return animated
  }

  // MARK: - Deep links and held changes

  /// Input: a deep link applied `state` while the container was not on screen.
  @inlinable mutating func stateDeepLinkedOffScreen(_ state: State) {
    deepLinked = state
  }

  /// Input: a guard held a change; any held before was taken first.
  @inlinable mutating func transitionHeld(_ owner: HeldTransitionOwner<State>) {
    guard heldSlot == nil else {
      preconditionFailure("Internal inconsistency: a change held while another is held")
    }
    heldSlot = owner
  }

  /// Input: the held change leaves the slot. The class calls the owner's `release()`
  /// before it lets go of it, or releasing it cancels the change.
  @inlinable mutating func heldTransitionTaken() -> HeldTransitionOwner<State>? {
    defer { heldSlot = nil }
    return heldSlot
  }
}

/// The machine holds states and components, which stay on the main actor with their
/// container.
@available(*, unavailable)
extension ContainerStateMachine: Sendable {}

@available(*, unavailable)
extension ContainerStateMachine.Request: Sendable {}

@available(*, unavailable)
extension ContainerStateMachine.Transition: Sendable {}

@available(*, unavailable)
extension ContainerStateMachine.Phase: Sendable {}

@available(*, unavailable)
extension ContainerStateMachine.NextAction: Sendable {}

@available(*, unavailable)
extension ContainerStateMachine.RequestDisposition: Sendable {}

@available(*, unavailable)
extension ContainerStateMachine.AppearanceState: Sendable {}
