/// A component that shows a different set of child components for each state of a screen.
///
/// Subclass it, say which children each state shows in ``children(for:)`` and which state
/// it first appears in with ``loadAppearanceState()``, and request changes with
/// ``setNeedsStateTransition(to:animated:)``. Children are compared by identity; every hook
/// runs in the order of <doc:TheLifecycle>, and hooks are notifications (no `super` call
/// needed). <doc:GettingStarted> builds one step by step.
@MainActor open class StateContainer<State: Equatable>: Component {
  /// The clock that runs the timed steps of animated transitions: the one given to
  /// ``init(clock:)``, else the nearest upstream container's, else ``RealTimeClock/shared``
  /// (<doc:ContextResponsesAndEvents#The-clock-comes-from-upstream>).
  ///
  /// - Complexity: O(1) with a clock of its own; O(d) otherwise, d the components upstream.
  public var clock: any TransitionClock { resolveClock(reportingKeptClock: false) }

  /// ``clock``, reporting once that the container kept an inherited clock after losing its upstream.
  @usableFromInline final var transitionClock: any TransitionClock { resolveClock(reportingKeptClock: true) }

  /// The clock last read through the tree, kept for when the upstream is gone.
  @exclusivity(unchecked) final var inheritedClock: (any TransitionClock)?
  @exclusivity(unchecked) final var reportedKeptClock = false

  // The clock of the container's own context, and the revision it was read at: looking it
  // up (a dictionary and a cast from `Any`) cost ~1,000 instructions a transition.
  @exclusivity(unchecked) final var ownClock: (any TransitionClock)?
  @exclusivity(unchecked) final var ownClockRevision = -1

  final func resolveClock(reportingKeptClock: Bool) -> any TransitionClock {
    if let ownClock, ownClockRevision == TreeNode.contextRevision {
      inheritedClock = ownClock
      reportedKeptClock = false
      return ownClock
    }
    if let found = Context(of: self).value(for: TransitionClockKey.self) {
      // Unchanged since the last read, which found no own clock: there is still none.
      if ownClockRevision != TreeNode.contextRevision {
        ownClock = Context(of: self).hasOwnValue(for: TransitionClockKey.self) ? found : nil
        ownClockRevision = TreeNode.contextRevision
      }
      inheritedClock = found
      reportedKeptClock = false
      return found
    }
    guard let kept = keptClock else {
      // The screens below a top that lost its upstream stay on its kept clock; only that top reports it.
      return upstreamChain().lazy.compactMap(\.keptClock).first ?? TransitionClockKey.defaultValue
    }
    if reportingKeptClock && !reportedKeptClock {
      reportedKeptClock = true
      LifecycleDiagnostic.report(
        .clockKeptWithoutUpstream,
        "\(debugName) ran on a \(type(of: kept)) inherited from upstream, and has no upstream now (it was "
          + "released or the container taken out of its tree); it keeps that clock instead of "
          + "RealTimeClock.shared. Keep the container's upstream alive while it is shown, or create it "
          + "with init(clock:).")
    }
    return kept
  }

  /// How long a child that does not adopt ``StateTransitioning`` takes to appear or
  /// disappear in an animated transition; 350 milliseconds unless set. Negative counts as zero
  /// (<doc:AnimatingTransitions#Bad-values>).
  public var defaultTransitionDuration: Duration = .milliseconds(350)

  /// Whether a transition is under way: from just before ``willTransition(to:animated:)``
  /// until just before ``didTransition(from:animated:)``.
  public var isTransitioning: Bool { machine.isTransitioning }

  /// Whether a state has been applied yet: `false` until the container first appears or a
  /// state is requested, then `true` for good.
  public var hasDeterminedState: Bool { machine.state != nil }

  /// Whether every appearance asks ``loadAppearanceState()`` for the state to show, as
  /// StateViewController did; `false` unless set, so a container that appears again keeps its
  /// state (<doc:TheLifecycle#The-containers-own-appearance>).
  public final var reloadsStateOnAppearance = false

  /// ``reloadsStateOnAppearance``, or always where the appearance state is what the subclass
  /// keeps (a navigation container's position).
  @usableFromInline var asksAppearanceStateOnEveryAppearance: Bool { reloadsStateOnAppearance }

  @exclusivity(unchecked) @usableFromInline final var machine = ContainerStateMachine<State>()
  @exclusivity(unchecked) @usableFromInline final var attached: [Component] = []
  /// Removed children of the running transition that may not be detached yet.
  @exclusivity(unchecked) @usableFromInline final var detaching: [Component] = []
  /// Emptied arrays kept between transitions for the diff to reuse.
  @exclusivity(unchecked) @usableFromInline final var spareAdded: [Component] = []
  @exclusivity(unchecked) @usableFromInline final var spareRemoved: [Component] = []
  /// The children a deep link read into for the state it requested: that state's transition
  /// shows them instead of asking ``children(for:)`` again (<doc:RoutesAndDeepLinks#How-a-link-is-read>).
  /// Empty unless a link left some, so that the check costs unspecialized code no metadata.
  @exclusivity(unchecked) @usableFromInline final var linkedChildren: [Component] = []
  @exclusivity(unchecked) @usableFromInline final var linkedState: State?
  /// The `ChildrenOfStatesLeft` that a snapshot reads a hidden tab's stack from
  /// (<doc:SavingAndRestoringTheApp#Hidden-tabs>). `AnyObject?`: a field of a new type made
  /// the runtime's metadata caches fuller, and every navigation move ~1,400 instructions slower.
  @exclusivity(unchecked) final var childrenOfStatesLeftObject: AnyObject?
  @exclusivity(unchecked) final var stateObservers: [StateObserverReference<State>] = []
  @exclusivity(unchecked) final var historyObservers: [HistoryObserverReference<State>] = []
  /// Lets a guard's proposal tell whether history changed while the guard ran.
  @exclusivity(unchecked) @usableFromInline final var historyRevision = 0
  /// Moves applied inside another application (a held deep link proceeded in a combination)
  /// are part of its change.
  @exclusivity(unchecked) @usableFromInline final var movesBeingApplied = 0
  @exclusivity(unchecked) final var reportedDeepLinkPart = false
  /// The `InteractiveGesture` under way (<doc:AnimatingTransitions#Interactive-transitions>);
  /// `nil` unless one is. `AnyObject?`, like `childrenOfStatesLeftObject`, so that the check
  /// a request makes costs containers that never use one nothing more.
  @exclusivity(unchecked) @usableFromInline final var interactionObject: AnyObject?
  /// The way into this container's `State`-specialized code, made where the app's type is
  /// known (<doc:Performance#Where-the-time-goes>).
  @usableFromInline final let specialized: SpecializedPaths<State>

  /// How many states the container remembers for going back; ``HistoryPolicy/disabled``
  /// unless set (<doc:NavigatingBetweenScreens#History-going-back-where-you-were>).
  @exclusivity(unchecked) public final var historyPolicy: HistoryPolicy = .disabled {
    didSet { historyPolicyChanged() }
  }

  /// The states the container can go back to, oldest first; the state it heads to is not
  /// among them.
  @exclusivity(unchecked) public internal(set) final var stateHistory: [State] = []

  /// Creates a container that runs its animations on `clock` and provides it to the
  /// containers below it created without one.
  ///
  /// - Parameter clock: The clock for animated transitions; a ``SimulatedClock`` in tests.
  @inlinable public init(clock: any TransitionClock) {
    specialized = SpecializedPaths()
    super.init()
    isStateContainer = true
    provide(clock)
  }

  /// Creates a container that runs on the clock of its nearest upstream container, or on
  /// ``RealTimeClock/shared``; see ``clock``.
  @inlinable public override init() {
    specialized = SpecializedPaths()
    super.init()
    isStateContainer = true
  }

  @usableFromInline final func provide(_ clock: any TransitionClock) {
    Context(of: self)[TransitionClockKey.self] = clock
  }

  /// The state the container shows, or will show when it appears; inside
  /// ``willTransition(to:animated:)``, still the old state.
  ///
  /// Before any state is determined it returns the state a restore made its first appearance's
  /// (<doc:SavingAndRestoringTheApp#Restoring-at-launch>), else ``loadAppearanceState()``
  /// without determining it (which stops a container that does not override it): check
  /// ``hasDeterminedState``.
  @inlinable public final var currentState: State {
    if let state = machine.state {
      state
    } else if let linked = machine.deepLinked {
      linked
    } else {
      loadAppearanceState()
    }
  }

  /// Requests a transition to `state`: at once when idle, remembered (latest wins) while
  /// busy, ignored when `state` is already where the container heads
  /// (<doc:TheLifecycle#Requests-that-arrive-while-busy>).
  ///
  /// - Parameters:
  ///   - state: The state to show.
  ///   - animated: Whether to animate the children in and out.
  /// - Complexity: O(n) in the number of children of both states, plus the hooks.
  @inlinable public final func setNeedsStateTransition(to state: State, animated: Bool) {
    setNeedsStateTransition(to: state, animated: animated, evenIfCurrent: false)
  }

  /// Requests a transition to `state`, and with `evenIfCurrent`, runs it even when `state`
  /// equals the current state (<doc:TheLifecycle#Into-an-equal-state-on-purpose>).
  ///
  /// - Parameters:
  ///   - state: The state to show.
  ///   - animated: Whether to animate the children in and out.
  ///   - evenIfCurrent: Whether to run the transition when `state` is already current.
  /// - Complexity: O(n) in the number of children of both states, plus the hooks.
  @inlinable public final func setNeedsStateTransition(
    to state: State, animated: Bool, evenIfCurrent: Bool
  ) {
    request(
      ContainerStateMachine<State>.Request(state: state, animated: animated, evenIfCurrent: evenIfCurrent))
  }

  /// Requests a transition to `state` and calls `completion` exactly once, on the main actor,
  /// with its ``TransitionOutcome`` (<doc:ContextResponsesAndEvents#Awaiting-a-request>).
  ///
  /// - Parameters:
  ///   - state: The state to show.
  ///   - animated: Whether to animate the children in and out.
  ///   - evenIfCurrent: Whether to run the transition when `state` is already current.
  ///   - completion: Called with the request's outcome.
  public final func setNeedsStateTransition(
    to state: State, animated: Bool, evenIfCurrent: Bool = false,
    completion: @escaping @MainActor (TransitionOutcome) -> Void
  ) {
    request(
      ContainerStateMachine<State>.Request(
        state: state, animated: animated, evenIfCurrent: evenIfCurrent, report: OutcomeReport(completion)))
  }

  /// Requests a transition to `state` and returns a handle whose ``TransitionRequest/outcome``
  /// can be awaited; the handle does not keep the container alive, so the await never hangs
  /// (<doc:ContextResponsesAndEvents#Awaiting-a-request>).
  ///
  /// - Parameters:
  ///   - state: The state to show.
  ///   - animated: Whether to animate the children in and out.
  ///   - evenIfCurrent: Whether to run the transition when `state` is already current.
  /// - Returns: The request, whose outcome is known once it is reported.
  @discardableResult
  public final func requestStateTransition(
    to state: State, animated: Bool, evenIfCurrent: Bool = false
  ) -> TransitionRequest {
    let handle = TransitionRequest()
    setNeedsStateTransition(to: state, animated: animated, evenIfCurrent: evenIfCurrent) {
      handle.deliver($0)
    }
    return handle
  }

  /// Asks the guard about `request`, then remembers it and begins what can begin.
  ///
  /// While nothing is held the request takes an inlinable path, so the transition runs
  /// specialized for `State`; the guard is asked as on ``propose(_:)``'s path.
  @inlinable final func request(_ request: ContainerStateMachine<State>.Request) {
    if interactionObject != nil { return deferUntilInteractionEnds { $0.request(request) } }
    let target = machine.target
    if !request.evenIfCurrent, let target, target == request.state {
      supersedeHeldTransition()
      rememberRequest(request)
      drainRequests()
      checkInvariants()
      return
    }
    if requestIsMove(request) { return }
    guard machine.heldTransition == nil else { return proposeRequest(request) }
    let basis = ProposalBasis(nothingHeld: self, target: target)
    let proposal = TransitionProposal(
      from: basis.target, to: request.state, animated: request.animated, cause: .request)
    guard let decision = ask(proposal, from: basis) else { return proposeRequest(request) }
    guard decision == .allow else { return settle(decision, of: proposal, request: request) }
    if historyPolicy.isEnabled { recordLeaving(for: request.state) }
    rememberRequest(request)
    if !stateHistory.isEmpty { dropEntriesRepeatingTarget() }
    drainRequests()
    checkInvariants()
  }

  /// Remembers `request` in place of any earlier one, without asking the guard or beginning
  /// it: the caller drains.
  @inlinable final func rememberRequest(_ request: ContainerStateMachine<State>.Request) {
    switch machine.requestMade(request, hookSectionsAreIdle: HookSections.isIdle) {
    case .ignored:
      request.report?.deliver(.alreadyCurrent)
    case .remembered(let replaced):
      if let replaced { requestReplaced(replaced, by: request.state) }
    }
  }

  /// A waiting request is replaced by one for `state`. A link's components are for its own
  /// state's transition (<doc:RoutesAndDeepLinks#How-a-link-is-read>). Not inlined: rare.
  @usableFromInline final func requestReplaced(_ replaced: OutcomeReport, by state: State) {
    if !linkedChildren.isEmpty, linkedState != state { dropLinkedChildren() }
    replaced.deliver(.superseded)
  }

  // MARK: - Hooks

  /// Returns the state to show when the container first appears; subclasses must override it
  /// (<doc:TheLifecycle#The-containers-own-appearance>).
  ///
  /// - Important: The default stops the program with a message naming the class and this
  ///   method; ``currentState`` calls it too when read before any state is determined.
  /// - Returns: The state to appear in.
  open func loadAppearanceState() -> State {
    fatalError(
      "\(debugName) must override loadAppearanceState() to say which state it shows when it appears.")
  }

  /// Returns the children to show in `state`, in order; called once per transition, after
  /// ``willTransition(to:animated:)``. A child listed twice, an ancestor, or another
  /// container's child is left out with a diagnostic (<doc:TheLifecycle#Misuse>).
  ///
  /// - Parameter state: The state being entered.
  /// - Returns: The children of that state.
  open func children(for state: State) -> [Component] { [] }

  /// Returns the value to remember in ``stateHistory`` for `state`, which a request is
  /// leaving; `nil` keeps it out of history. Save a draft into it; the default returns `state`
  /// (<doc:NavigatingBetweenScreens#History-going-back-where-you-were>).
  ///
  /// - Parameter state: The state being left.
  /// - Returns: The value to remember, or `nil` to remember nothing.
  open func historyEntry(forLeaving state: State) -> State? { state }

  /// Decides whether a proposed transition goes ahead: allow, refuse or hold it; the default
  /// allows everything (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>).
  ///
  /// - Parameter proposal: Where the container would go, from where, and why.
  /// - Returns: Whether to allow, refuse or hold it.
  open func transitionDecision(for proposal: TransitionProposal<State>) -> TransitionDecision { .allow }

  /// The state that `link` names for this container, read from its start with
  /// ``DeepLink/read(_:)-(String)`` and its siblings, or `nil` when it names none; the default
  /// reads nothing (<doc:RoutesAndDeepLinks#How-a-link-is-read>).
  ///
  /// - Parameter link: What is left of the URL. Whatever is read when this returns `nil` is
  ///   put back.
  /// - Returns: The state the link names, or `nil`.
  open func state(forDeepLink link: inout DeepLink) -> State? { nil }

  /// This container's part of the URL that shows `state`, such as `"/notes/7"`; `nil` when
  /// the container is not routed (<doc:RoutesAndDeepLinks#The-URL-of-what-is-shown>).
  ///
  /// - Parameter state: A state of this container.
  /// - Returns: The part, starting with `/`, an empty string for a state that adds
  ///   nothing, or `nil`.
  open func deepLinkPath(for state: State) -> String? { nil }

  /// Called before a transition to `nextState` begins; ``currentState`` is still the old state.
  open func willTransition(to nextState: State, animated: Bool) {}

  /// Called when a transition has completed; a request made here begins right after it returns.
  ///
  /// - Parameters:
  ///   - previousState: The state left, or `nil` for the first state ever applied.
  ///   - animated: Whether the transition was animated.
  open func didTransition(from previousState: State?, animated: Bool) {}

  /// Called just before `child`'s ``Component/willAppear(animated:)``, with its `animated`.
  open func childWillAppear(_ child: Component, animated: Bool) {}

  /// Called just after `child`'s ``Component/didAppear(animated:)``, with its `animated`.
  open func childDidAppear(_ child: Component, animated: Bool) {}

  /// Called just before `child`'s ``Component/willDisappear(animated:)``, with its `animated`.
  open func childWillDisappear(_ child: Component, animated: Bool) {}

  /// Called just after `child`'s ``Component/didDisappear(animated:)``, with its `animated`.
  open func childDidDisappear(_ child: Component, animated: Bool) {}

  // MARK: - Component internals

  override func attachedChildren() -> [Component] {
    guard isTransitioning else { return appendingPresented(to: attached) }
    var result = attached.filter { $0.parent === self }
    // A removed child may be presented here before the transition ends: it is listed there.
    for child in detaching where child.parent === self && !isPresentationChild(child) { result.append(child) }
    return appendingPresented(to: result)
  }

  override var recordedAppearance: Appearance { machine.appearance }

  override var asRestorableContainer: (any RestorableContainer)? { self }

  /// This container as a navigation container's restorable tree; `nil` for a plain one.
  var asRestorableNavigation: (any RestorableNavigation)? { nil }

  override func rememberChildrenOfStateLeft() { keepChildrenOfStateLeft() }

  override var ownTimestampClock: (any TransitionClock)? { clock }

  override var keptClock: (any TransitionClock)? {
    guard let kept = inheritedClock, kept !== TransitionClockKey.defaultValue else { return nil }
    return kept
  }

  override func waitingHeldTransition() -> (any AnyHeldTransition)? {
    guard let held = heldTransition, held.isWaiting else { return nil }
    return held
  }

  override func endHeldTransition(leavingTreeOf tree: Component?) {
    guard let held = takeHeldTransition() else { return }
    held.resolve(reporting: .cancelled, postingFrom: tree)
    checkInvariants()
  }

  override func deepLinkStep(reading link: inout DeepLink, for navigation: DeepLinkNavigation) -> (
    ContainerDeepLinkStep
  )? {
    specialized.readDeepLink(self, &link, navigation)
  }

  /// A request still waiting behind a transition in flight is not printed: the components it
  /// will show are not known before ``children(for:)`` is asked.
  override func targetDeepLinkPath() -> String? {
    guard hasDeterminedState || machine.deepLinked != nil else { return nil }
    let state = currentState
    return checkedDeepLinkPart(deepLinkPath(for: state), "deepLinkPath(for: \(state))")
  }

  /// The children the current state lists, or the transition in flight adds or keeps.
  @usableFromInline final func listedChildren() -> [Component] {
    // A child is added from the moment the transition lists it; one claimed by another
    // container on the way is not ours.
    attached.filter { $0.parent === self || $0.parent == nil }
  }

  /// Before the first appearance, the children a restore made the container show then;
  /// else ``targetChildren()``.
  override func targetURLChildren() -> [Component] {
    if machine.state == nil, let linked = machine.deepLinked, linkedState == linked { return linkedChildren }
    return targetChildren()
  }

  /// The children the transition in flight adds or keeps, and the presented component on screen.
  override func targetChildren() -> [Component] {
    var result = listedChildren()
    if let shown = machine.presentedOnScreen, shown.parent === self { result.append(shown) }
    return result
  }

  // MARK: - A subclass's moves

  /// Turns a request that changes something into one of the subclass's own moves (a
  /// navigation container's jump), and returns whether it did.
  @usableFromInline func requestIsMove(_ request: ContainerStateMachine<State>.Request) -> Bool { false }

  /// `entry`, unless the subclass's books say otherwise (a navigation container jumps to the
  /// entry's node, wherever it is now).
  func stateReached(goingBackTo entry: State) -> State { entry }

  /// Remembers the request for a back to `entry` once history has changed, unless the
  /// subclass makes a move of its own. The caller drains.
  func requestGoingBack(to entry: State, animated: Bool, report: OutcomeReport?) {
    rememberRequest(
      ContainerStateMachine<State>.Request(
        state: entry, animated: animated, evenIfCurrent: false, report: report))
  }

  override func acceptsAppearanceCall(named call: @autoclosure () -> String, byParent: Bool) -> Bool {
    // A parent's call comes from its own, orderly hook sequence: only this container's own
    // running hooks stand in its way. An app's call must come from outside every hook.
    let busy =
      machine.isRunningHooks
      ? self : byParent ? nil : HookSections.busyDescendant(of: self) ?? HookSections.innermost
    guard let busy else { return true }
    let names = NameSerials.distinct([self, busy])
    let place =
      busy === self
      ? "one of its own hooks"
      : busy.isDescendant(of: self)
        ? "a hook of \(names[1]), a container inside it"
        : "a hook of \(names[1]), another container"
    LifecycleDiagnostic.report(
      .reentrantAppearanceTransition,
      "\(call()) on \(names[0]) from inside \(place); ignored. "
        + "Change a container's appearance from outside its lifecycle hooks.")
    return false
  }

  override func performBeginAppearance(_ isAppearing: Bool, animated: Bool) {
    runningHooks {
      if isAppearing {
        specialized.beginAppearing(self, animated)
      } else {
        beginDisappearing(animated: animated)
      }
    }
    checkInvariants()
  }

  override var hasInteractionUnderWay: Bool { interactionObject != nil }

  override func deferUntilItsInteractionEnds(_ action: @escaping @MainActor () -> Void) {
    deferUntilInteractionEnds { _ in action() }
  }

  override func reverseAppearanceAsChild(animated: Bool) {
    let isAppearing = machine.appearance == .disappearing
    endAppearanceTransitionAsChild()
    beginAppearanceTransitionAsChild(isAppearing, animated: animated)
  }

  override func performEndAppearance() {
    runningHooks {
      if machine.appearance == .appearing { specialized.endAppearing(self) } else { endDisappearing() }
    }
    specialized.drainRequests(self)
    checkInvariants()
  }

  override func resumeRememberedRequests() {
    machine.hookSectionsResumed()
    drainRequests()
  }
}
