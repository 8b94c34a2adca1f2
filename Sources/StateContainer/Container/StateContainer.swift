/// A component that shows a different set of child components for each state of a screen.
///
/// Subclass it, say which children each state shows in ``children(for:)``, which state to
/// show when the container first appears in ``loadAppearanceState()`` (it keeps its state
/// when it appears again), and request changes with
/// ``setNeedsStateTransition(to:animated:)``. The container works out which children to
/// add and remove by object identity, and calls every lifecycle hook, its own and its
/// children's, in a strict order documented in <doc:TheLifecycle>.
///
/// ```swift
/// enum CommentsState: Equatable { case loading, ready([Comment]) }
///
/// final class CommentsScreen: StateContainer<CommentsState> {
///   let list = CommentList()
///   let spinner = ActivityIndicator()
///
///   override func loadAppearanceState() -> CommentsState { .loading }
///
///   override func children(for state: CommentsState) -> [Component] {
///     switch state {
///     case .loading: [list, spinner]
///     case .ready: [list]
///     }
///   }
///
///   override func willTransition(to nextState: CommentsState, animated: Bool) {
///     if case .ready(let comments) = nextState { list.comments = comments }
///   }
/// }
/// ```
///
/// ### Transitions
/// A transition removes the children of the old state that the new state does not list,
/// adds the ones it lists anew, and leaves the rest alone. Without animation everything
/// completes before ``setNeedsStateTransition(to:animated:)`` returns. With animation, each
/// added or removed child completes on ``clock``: after its ``StateTransitioning`` delay
/// and duration, or after ``defaultTransitionDuration``. ``didTransition(from:animated:)``
/// runs when the last child completes.
///
/// Transitions never overlap. A request made while one is in flight, or from inside any
/// hook of the running transition, is remembered, and only the latest is kept; it begins
/// right after ``didTransition(from:animated:)`` returns, unless it asks for the state
/// that is then current. Chains of any length run in constant stack depth.
///
/// While the container is not on screen, a request is applied at once and without
/// animation; its children get no appearance callbacks until the container appears.
///
/// ### Children during a transition
/// At rest, ``Component/children`` equals the children of ``currentState``, in order.
/// During a transition it lists the new state's children already added, in order, then the
/// removed children not yet detached.
///
/// - Important: All hooks are notifications: the container keeps its own books, so
///   overrides need not call `super`. Do not call ``Component/beginAppearanceTransition(_:animated:)``
///   or ``Component/endAppearanceTransition()`` on any container from inside a lifecycle
///   hook of any container: such calls are ignored with a diagnostic, because a container
///   in the middle of its hooks cannot change its appearance consistently. Requests
///   (``setNeedsStateTransition(to:animated:)``) made there are fine: they wait their turn.
@MainActor open class StateContainer<State: Equatable>: Component {
  /// The clock that runs the timed steps of animated transitions.
  ///
  /// The clock the container was created with; for one created without a clock, the
  /// clock of its nearest upstream container that has one, given or inherited, read
  /// through the tree (``TransitionClockKey``); with none upstream,
  /// ``RealTimeClock/shared``. An animated transition reads it once, when it begins.
  ///
  /// A container never leaves a clock it inherited without a word: when its upstream is
  /// gone (released, or the container was taken out of its tree) and nothing upstream
  /// provides a clock, it keeps the clock it last read through the tree (at the latest when
  /// it last appeared) instead of falling back to ``RealTimeClock/shared``, and its next
  /// animated transition reports ``LifecycleDiagnostic/Kind/clockKeptWithoutUpstream``
  /// once. A screen under test on a ``SimulatedClock`` therefore stays on it. The
  /// containers below one that kept a clock, and have none of their own, run on that kept
  /// clock too (their events carry its time); only the container that lost its upstream
  /// reports it.
  ///
  /// - Complexity: O(1) for a container created with a clock; O(d) otherwise, d the
  ///   number of components upstream.
  public var clock: any TransitionClock { resolveClock(reportingKeptClock: false) }

  /// The clock an animated transition runs on: ``clock``, reporting once that the
  /// container kept an inherited clock after losing its upstream.
  @usableFromInline final var transitionClock: any TransitionClock { resolveClock(reportingKeptClock: true) }

  /// The clock last read through the tree, kept for when the upstream is gone.
  @exclusivity(unchecked) final var inheritedClock: (any TransitionClock)?
  /// Whether the container reported running on ``inheritedClock`` since it lost its upstream.
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
      // A container above that kept its clock provides it, as a container given a clock
      // would: the screens below the top of a tree that lost its upstream stay on its
      // clock, and only that top reports it.
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
  /// disappear in an animated transition. 350 milliseconds unless set.
  ///
  /// A negative value counts as zero, with a ``LifecycleDiagnostic/Kind/negativeTiming``
  /// diagnostic when it is used.
  public var defaultTransitionDuration: Duration = .milliseconds(350)

  /// Whether a transition is under way: from just before ``willTransition(to:animated:)``
  /// until just before ``didTransition(from:animated:)``.
  ///
  /// Inside ``didTransition(from:animated:)`` it is already `false`.
  public var isTransitioning: Bool { machine.isTransitioning }

  /// Whether a state has been applied yet.
  ///
  /// `false` until the container first appears or a state is requested; then `true` for
  /// good. A container that has a determined state keeps it when it appears again
  /// (``reloadsStateOnAppearance``).
  public var hasDeterminedState: Bool { machine.state != nil }

  /// Whether every appearance asks ``loadAppearanceState()`` for the state to show, as
  /// StateViewController did; `false` unless set.
  ///
  /// By default a container asks ``loadAppearanceState()`` only when it appears without a
  /// determined state (``hasDeterminedState`` is `false`): on its first appearance, unless a
  /// request determined a state before it. When it appears again (its tab comes back, the
  /// screen above it is popped) it keeps the state it had, so an editor stays in its edit
  /// state with its draft, and a failed screen keeps its error.
  ///
  /// Set this to `true` to reload on every appearance: each appearance calls
  /// ``loadAppearanceState()`` exactly once, and if the result differs from
  /// ``currentState`` the container applies it as part of its appearance. Like the first
  /// appearance state, a state applied this way is not proposed to the guard
  /// (``transitionDecision(for:)``) and not recorded in ``stateHistory``; a change the guard
  /// holds (``heldTransition``) stays held, and can still be proceeded (it is applied as if
  /// made now, from the state the reload showed) or cancelled.
  ///
  /// Either way a state a deep link applied while the container was off screen is the one
  /// its next appearance shows. A ``NavigationContainer`` always appears at its current
  /// position, which is the state it keeps: this property changes nothing there.
  ///
  /// See <doc:TheLifecycle#The-containers-own-appearance> and
  /// <doc:MigratingFromStateViewController>.
  public final var reloadsStateOnAppearance = false

  /// Whether every appearance asks ``loadAppearanceState()``: ``reloadsStateOnAppearance``,
  /// or always in a subclass whose appearance state is what it keeps (a navigation
  /// container's current position).
  var asksAppearanceStateOnEveryAppearance: Bool { reloadsStateOnAppearance }

  /// The container's phase, its determined state and its remembered request.
  @exclusivity(unchecked) @usableFromInline final var machine = ContainerStateMachine<State>()
  /// The children of the current state, in order.
  @exclusivity(unchecked) @usableFromInline final var attached: [Component] = []
  /// Removed children of the running transition that may not be detached yet.
  @exclusivity(unchecked) @usableFromInline final var detaching: [Component] = []
  /// Emptied arrays kept between transitions for the diff to reuse.
  @exclusivity(unchecked) @usableFromInline final var spareAdded: [Component] = []
  /// Emptied arrays kept between transitions for the diff to reuse.
  @exclusivity(unchecked) @usableFromInline final var spareRemoved: [Component] = []
  /// The observers registered with ``addStateObserver(_:)``.
  @exclusivity(unchecked) final var stateObservers: [StateObserverReference<State>] = []
  /// The observers registered with ``addHistoryObserver(_:)``.
  @exclusivity(unchecked) final var historyObservers: [HistoryObserverReference<State>] = []
  /// Counts the changes of ``stateHistory``, so that a guard's proposal can tell whether
  /// history changed while the guard ran.
  @exclusivity(unchecked) @usableFromInline final var historyRevision = 0
  /// How many ``apply(_:)`` calls are under way: moves applied inside another application
  /// (a held deep link proceeded as part of a combination) are part of its change.
  @exclusivity(unchecked) @usableFromInline final var movesBeingApplied = 0
  /// Whether a part of the URL without its leading `/` was reported: once per container.
  @exclusivity(unchecked) final var reportedDeepLinkPart = false
  /// The library's way into this container's `State`-specialized code, made where the app's
  /// type is known (<doc:Performance#Where-the-time-goes>).
  @usableFromInline final let specialized: SpecializedPaths<State>

  /// How many states the container remembers for going back: ``HistoryPolicy/disabled``
  /// unless set (<doc:NavigatingBetweenScreens#History-going-back-where-you-were>).
  ///
  /// Lowering the bound drops the oldest entries at once (``StateHistoryChange/droppedByBound(_:)``,
  /// one per entry); turning history off clears it (``StateHistoryChange/cleared(_:)``). A
  /// bound below 1 reports ``LifecycleDiagnostic/Kind/invalidHistoryCount`` and counts as
  /// ``HistoryPolicy/disabled``.
  ///
  /// While history is on, a request that waits behind a transition in flight when the
  /// container begins to disappear is not dropped, since history already counts it: it is
  /// applied off screen right after `didDisappear`.
  @exclusivity(unchecked) public final var historyPolicy: HistoryPolicy = .disabled {
    didSet { historyPolicyChanged() }
  }

  /// The states the container can go back to, oldest first; the state it heads to is not
  /// among them.
  ///
  /// Each request records the state it leaves, as ``historyEntry(forLeaving:)`` chooses to
  /// remember it; ``goBack(_:animated:)`` removes entries from the end. Empty while
  /// ``historyPolicy`` is ``HistoryPolicy/disabled``.
  @exclusivity(unchecked) public internal(set) final var stateHistory: [State] = []

  /// Creates a container that schedules its animations on `clock`, and provides it to
  /// the containers below it that were created without one.
  ///
  /// - Parameter clock: The clock for animated transitions; a ``SimulatedClock`` in tests.
  @inlinable public init(clock: any TransitionClock) {
    specialized = SpecializedPaths()
    super.init()
    provide(clock)
  }

  /// Creates a container that runs on the clock of its nearest upstream container, or on
  /// ``RealTimeClock/shared`` when none has one; see ``clock``.
  ///
  /// A screen nested in another runs on its clock, so a screen under test runs on the
  /// test's ``SimulatedClock`` without being told.
  @inlinable public override init() {
    specialized = SpecializedPaths()
    super.init()
  }

  /// Provides `clock` to the containers below that were created without one.
  @usableFromInline final func provide(_ clock: any TransitionClock) {
    Context(of: self)[TransitionClockKey.self] = clock
  }

  /// The state the container shows, or will show when it appears.
  ///
  /// Before any state is determined (``hasDeterminedState`` is `false`), this returns
  /// ``loadAppearanceState()`` without determining it, so each such read calls that method.
  /// Inside ``willTransition(to:animated:)`` it is still the old state; in the first
  /// transition of a container that has not appeared yet there is none, and it returns
  /// ``loadAppearanceState()`` too.
  ///
  /// - Important: In a container that does not override ``loadAppearanceState()``, reading
  ///   this property before any state is determined stops the program with the fatal error
  ///   that names the class and that method. Check ``hasDeterminedState`` first where that
  ///   can happen.
  @inlinable public final var currentState: State {
    if let state = machine.state { state } else { loadAppearanceState() }
  }

  /// Requests a transition to `state`.
  ///
  /// - If the container is appeared and idle, the transition starts now; without
  ///   animation it also completes before this method returns.
  /// - If it is not on screen, the state is applied without animation: at once, or, when
  ///   the call comes from inside another container's hooks, as soon as they return.
  /// - If a transition is in flight, the container is appearing or disappearing, or the
  ///   call comes from inside one of the container's hooks, the request is remembered
  ///   (replacing any earlier one) and begins when the container is free.
  /// - If the call comes from inside the hooks of another container, the request begins as
  ///   soon as those hooks have returned, before the call that ran them returns: a
  ///   transition never begins inside another container's hooks.
  /// - If `state` is already current and nothing is in flight or remembered, nothing
  ///   happens.
  ///
  /// - Parameters:
  ///   - state: The state to show.
  ///   - animated: Whether to animate the children in and out.
  /// - Complexity: O(n) in the number of children of both states, plus the hooks.
  @inlinable public final func setNeedsStateTransition(to state: State, animated: Bool) {
    setNeedsStateTransition(to: state, animated: animated, evenIfCurrent: false)
  }

  /// Requests a transition to `state`, and with `evenIfCurrent`, runs it even when `state`
  /// equals the current state.
  ///
  /// ``setNeedsStateTransition(to:animated:)`` skips a request for the state that is
  /// current, compared with `==`. Pass `evenIfCurrent: true` to run the transition anyway:
  /// when `==` compares identifiers only and the data behind them changed, or to redo what
  /// ``willTransition(to:animated:)`` does for a state. The transition is a full one:
  /// ``willTransition(to:animated:)``, ``children(for:)``, the children it adds and
  /// removes, then ``didTransition(from:animated:)`` with the equal state as `previousState`.
  /// Kept children, as always, get no callback. A request made while busy waits its turn
  /// under the same rules as any other, and is not dropped when its state is current by
  /// the time it begins.
  ///
  /// ```swift
  /// // `==` compares ids only: the same comments, edited on the server.
  /// screen.setNeedsStateTransition(to: .ready(edited), animated: false, evenIfCurrent: true)
  /// ```
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

  /// Requests a transition to `state`, like ``setNeedsStateTransition(to:animated:evenIfCurrent:)``,
  /// and calls `completion` with its outcome once it is known.
  ///
  /// `completion` runs exactly once, on the main actor: right after the transition's
  /// ``didTransition(from:animated:)`` returns (``TransitionOutcome/completed``); when a
  /// later request replaces this one (``TransitionOutcome/superseded``); at once, or when
  /// the request could begin, if its state is current then
  /// (``TransitionOutcome/alreadyCurrent``); or when the container begins to disappear with
  /// a transition in flight while this request waits, or is released before it began
  /// (``TransitionOutcome/dropped``).
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
  /// can be awaited.
  ///
  /// The request follows the same rules as ``setNeedsStateTransition(to:animated:evenIfCurrent:)``.
  /// The handle does not keep the container alive, so an await on it never hangs: every
  /// request ends in one of the ``TransitionOutcome`` cases, and releasing the container
  /// ends what waits on it with ``TransitionOutcome/dropped``. Cancelling the awaiting task
  /// does not cancel the transition: the await still returns the outcome.
  ///
  /// ```swift
  /// let outcome = await screen.requestStateTransition(to: .ready(comments), animated: true).outcome
  /// ```
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
  /// A request that changes nothing (its state is the target, without `evenIfCurrent`) is
  /// not guarded and records nothing; it replaces a held change like any newer request.
  ///
  /// A request made while nothing is held takes an inlinable path, so that the transition it
  /// begins runs specialized for `State`; the guard is asked the same way as on
  /// ``propose(_:)``'s path, which everything else takes.
  @inlinable final func request(_ request: ContainerStateMachine<State>.Request) {
    let target = machine.target
    if !request.evenIfCurrent, let target, target == request.state {
      supersedeHeldTransition()
      rememberRequest(request)
      drainRequests()
      checkInvariants()
      return
    }
    if requestIsMove(request) { return }
    // The guard's path (`propose(_:)`) without making a move, while nothing is held.
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

  /// Remembers `request` in place of any earlier one, without asking the guard and without
  /// beginning it: the caller drains.
  @inlinable final func rememberRequest(_ request: ContainerStateMachine<State>.Request) {
    switch machine.requestMade(request, hookSectionsAreIdle: HookSections.isIdle) {
    case .ignored:
      request.report?.deliver(.alreadyCurrent)
    case .remembered(let replaced):
      replaced?.deliver(.superseded)
    }
  }

  // MARK: - Hooks

  /// Returns the state to show when the container first appears. Subclasses must override
  /// it.
  ///
  /// The framework calls it exactly once when the container begins to appear without a
  /// determined state (``hasDeterminedState`` is `false`), and applies the result as part of
  /// that appearance. A container that appears again keeps the state it has: this method
  /// is not called, so return the state a fresh screen starts in (`.loading`, `.viewing`)
  /// without worrying about a draft or an error it shows later. A state a deep link applied
  /// while the container was off screen is shown instead.
  ///
  /// With ``reloadsStateOnAppearance`` set, it is called exactly once on every appearance,
  /// as StateViewController did; a result that differs from ``currentState`` is applied
  /// as part of the appearance, without asking the guard or recording history.
  ///
  /// See <doc:TheLifecycle#The-containers-own-appearance>.
  ///
  /// - Important: The default implementation stops the program with a message naming the
  ///   class and this method. Besides the container's first appearance, ``currentState``
  ///   calls it whenever it is read before any state is determined, so such a read also
  ///   stops a container that does not override it.
  /// - Returns: The state to appear in.
  open func loadAppearanceState() -> State {
    fatalError(
      "\(debugName) must override loadAppearanceState() to say which state it shows when it appears.")
  }

  /// Returns the children to show in `state`, in order.
  ///
  /// Called exactly once per transition, after ``willTransition(to:animated:)``. The
  /// default returns no children.
  ///
  /// Children are compared by object identity. A component listed twice is kept once, at
  /// its first position; the container itself, an ancestor of it, or a component that
  /// belongs to another container is left out. Each case reports a
  /// ``LifecycleDiagnostic``.
  ///
  /// - Parameter state: The state being entered.
  /// - Returns: The children of that state.
  open func children(for state: State) -> [Component] { [] }

  /// Returns the value to remember in ``stateHistory`` for `state`, which a request is
  /// leaving; `nil` keeps the state out of history.
  ///
  /// Called when history is on (``historyPolicy``) and a request leaves the state the
  /// container heads to: the pending request's state, else the state of the transition in
  /// flight, else the current state. It is not called for a request that never began (it
  /// was never shown), for going back (which records nothing), for the state applied on
  /// appearance, or for a request into an equal state. Save a draft or a scroll position
  /// into the value, so that going back restores it; return `nil` for an error screen you
  /// never want to return to. The default returns `state`.
  ///
  /// When a move combines with a held transition (``heldTransition``) that leaves a state,
  /// the container asks this to work out the combination for the guard, and asks again
  /// when the combination is applied.
  ///
  /// ```swift
  /// override func historyEntry(forLeaving state: Screen) -> Screen? {
  ///   switch state {
  ///   case .failed: nil
  ///   case .compose: .compose(draft: editor.text)
  ///   default: state
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter state: The state being left.
  /// - Returns: The value to remember, or `nil` to remember nothing.
  open func historyEntry(forLeaving state: State) -> State? { state }

  /// Decides whether a proposed transition goes ahead: a guard
  /// (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>).
  ///
  /// Asked in the call that makes a request, goes back, or (in a navigation container)
  /// moves, before anything changes. It is not asked for a request that changes nothing
  /// (its state is the one the container heads to, without `evenIfCurrent`), nor for the
  /// state applied on appearance, a disappearance, or a presentation.
  ///
  /// - ``TransitionDecision/allow``: the change is made.
  /// - ``TransitionDecision/refuse``: nothing changes; the request reports
  ///   ``TransitionOutcome/refused``, state observers see a ``StateTransitionKind/refused``
  ///   event, and a pending or held change stays as it was. It is a decision, not a misuse:
  ///   no diagnostic.
  /// - ``TransitionDecision/hold``: nothing changes until the app calls
  ///   ``HeldTransition/proceed()`` or ``HeldTransition/cancel()`` on ``heldTransition``;
  ///   state observers see a ``StateTransitionKind/held`` event.
  ///
  /// A move made while another is held (a back, a navigation move) is proposed combined
  /// with it: two backs are one proposal of ``TransitionCause/back(steps:)`` 2. A request
  /// made from inside this method waits its turn like one made from any hook; if what the
  /// proposal was made from changed meanwhile, the proposal is made again and the guard is
  /// asked again. The default allows everything.
  ///
  /// ```swift
  /// override func transitionDecision(for proposal: TransitionProposal<Page>) -> TransitionDecision {
  ///   proposal.from == .checkout && proposal.to == .cart && paymentIsRunning ? .refuse : .allow
  /// }
  /// ```
  ///
  /// - Parameter proposal: Where the container would go, from where, and why.
  /// - Returns: Whether to allow, refuse or hold it.
  open func transitionDecision(for proposal: TransitionProposal<State>) -> TransitionDecision { .allow }

  /// The state that `link` names for this container: read the segments that are this
  /// container's part (with ``DeepLink/read(_:)-(String)`` and its siblings) and return the state,
  /// or return `nil` when the link names none (<doc:RoutesAndDeepLinks#How-a-link-is-read>).
  ///
  /// A deep link (``ComponentTree/navigate(toURL:payload:animated:)``) walks the tree from its
  /// top, handing what is left of the link to each container on the way. A container that
  /// returns a state is *routed*: it will show that state, and the containers it shows in
  /// it (``children(for:)``) read the rest. One that returns `nil` reads nothing, and the
  /// link goes on to the children it shows now. Once every segment is read, the walk goes
  /// on with an empty link (``DeepLink/isAtEnd``): return the state an address without your
  /// part names, or `nil` to keep yours. The default reads nothing.
  ///
  /// Implement ``deepLinkPath(for:)`` too, so that the tree can print the URL of what it
  /// shows, and keep the two in agreement: reading the path a state prints gives the state.
  ///
  /// ```swift
  /// enum Page: Equatable { case list, settings }
  ///
  /// final class Home: StateContainer<Page> {
  ///   override func state(forDeepLink link: inout DeepLink) -> Page? {
  ///     if link.read("list") { return .list }
  ///     if link.read("settings") { return .settings }
  ///     return nil
  ///   }
  ///
  ///   override func deepLinkPath(for state: Page) -> String? {
  ///     state == .list ? "/list" : "/settings"
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter link: What is left of the URL; read your part from its start. Whatever
  ///   is read when this returns `nil` is put back.
  /// - Returns: The state the link names, or `nil`.
  open func state(forDeepLink link: inout DeepLink) -> State? { nil }

  /// This container's part of the URL that shows `state`, such as `"/inbox"` or
  /// `"/notes/7"`; `nil` when the container is not routed
  /// (<doc:RoutesAndDeepLinks#The-URL-of-what-is-shown>).
  ///
  /// ``ComponentTree/currentURL`` joins the parts of the routed containers the tree shows,
  /// from the top. Print the canonical form of what ``state(forDeepLink:)`` reads
  /// (`7`, not `007`), so that printing is a fixed point after one reading. The default is
  /// `nil`.
  ///
  /// - Parameter state: A state of this container.
  /// - Returns: The part, starting with `/`, an empty string for a state that adds
  ///   nothing, or `nil`.
  open func deepLinkPath(for state: State) -> String? { nil }

  /// Called before a transition begins. ``currentState`` is still the old state.
  ///
  /// - Parameters:
  ///   - nextState: The state being entered.
  ///   - animated: Whether the transition is animated.
  open func willTransition(to nextState: State, animated: Bool) {}

  /// Called when a transition has completed: every child has appeared or disappeared.
  ///
  /// ``currentState`` is the new state and ``isTransitioning`` is `false`. A request made
  /// here begins right after this method returns.
  ///
  /// - Parameters:
  ///   - previousState: The state left, or `nil` for the first state ever applied.
  ///   - animated: Whether the transition was animated.
  open func didTransition(from previousState: State?, animated: Bool) {}

  /// Called just before `child`'s ``Component/willAppear(animated:)``.
  ///
  /// - Parameters:
  ///   - child: The child about to appear.
  ///   - animated: Whether it appears with animation.
  open func childWillAppear(_ child: Component, animated: Bool) {}

  /// Called just after `child`'s ``Component/didAppear(animated:)``.
  ///
  /// - Parameters:
  ///   - child: The child that appeared.
  ///   - animated: Whether it appeared with animation.
  open func childDidAppear(_ child: Component, animated: Bool) {}

  /// Called just before `child`'s ``Component/willDisappear(animated:)``.
  ///
  /// - Parameters:
  ///   - child: The child about to disappear.
  ///   - animated: Whether it disappears with animation.
  open func childWillDisappear(_ child: Component, animated: Bool) {}

  /// Called just after `child`'s ``Component/didDisappear(animated:)``.
  ///
  /// - Parameters:
  ///   - child: The child that disappeared.
  ///   - animated: Whether it disappeared with animation.
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
    any DeepLinkStep
  )? {
    specialized.readDeepLink(self, &link, navigation)
  }

  /// The state of the transition in flight, else the state shown. A request still waiting
  /// behind a transition in flight is not printed until it begins: the components it will
  /// show are not known before ``children(for:)`` is asked for them.
  override func targetDeepLinkPath() -> String? {
    guard hasDeterminedState else { return nil }
    let state = currentState
    return checkedDeepLinkPart(deepLinkPath(for: state), "deepLinkPath(for: \(state))")
  }

  /// The children of ``currentState`` (the state of the transition in flight), those it is
  /// still adding included, not those it removes; and the presented component on screen.
  override func targetChildren() -> [Component] {
    // A child is added from the moment the transition lists it; one claimed by another
    // container on the way is not ours.
    var result = attached.filter { $0.parent === self || $0.parent == nil }
    if let shown = machine.presentedOnScreen, shown.parent === self { result.append(shown) }
    return result
  }

  // MARK: - A subclass's moves

  /// Makes a request for a state that changes something into one of the subclass's own
  /// moves, and returns whether it did: a navigation container turns it into a jump, so
  /// that its tree follows. A plain container takes the request as it is.
  @usableFromInline func requestIsMove(_ request: ContainerStateMachine<State>.Request) -> Bool { false }

  /// The state going back to `entry` heads to: `entry`, unless the subclass's books say
  /// otherwise (a navigation container jumps to the entry's node, wherever it is now).
  func stateReached(goingBackTo entry: State) -> State { entry }

  /// Asks for the transition of a back to `entry`, once history has changed: remembers the
  /// request for it, unless the subclass first makes a move of its own (a navigation
  /// container's jump). Does not begin anything: the caller drains.
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
      if isAppearing { beginAppearing(animated: animated) } else { beginDisappearing(animated: animated) }
    }
    checkInvariants()
  }

  override func performEndAppearance() {
    runningHooks {
      if machine.appearance == .appearing { endAppearing() } else { endDisappearing() }
    }
    drainRequests()
    checkInvariants()
  }

  override func resumeRememberedRequests() {
    machine.hookSectionsResumed()
    drainRequests()
  }
}
