/// What a deep link does to one ``StateContainer``: the move that takes it to the state the
/// link names, proposed to its guard with ``TransitionCause/deepLink(url:)``.
///
/// Not generic: its work is closures that ``StateContainer/deepLinkStep(requested:shown:printedPath:makeMove:prepareMove:)``
/// makes, which the app's compile specializes for its `State` (``SpecializedPaths``).
@MainActor @usableFromInline final class ContainerDeepLinkStep: DeepLinkStep {
  /// The container; weak, so that a held link does not keep it alive.
  @usableFromInline weak var component: Component?
  @usableFromInline let printedPath: String?
  /// The components the container will show, until the walk takes them.
  private var shown: [Component]
  private let decideNow: @MainActor (DeepLinkNavigation) -> TransitionDecision
  private let refuseNow: @MainActor () -> Void
  private let holdNow: @MainActor (DeepLinkNavigation) -> (any AnyHeldTransition)?
  private let prepareNow: @MainActor () -> Bool
  private let performNow: @MainActor () -> Void
  private let drainNow: @MainActor () -> Void

  @usableFromInline init(
    container: Component, shown: [Component], printedPath: String?,
    decide: @escaping @MainActor (DeepLinkNavigation) -> TransitionDecision,
    refuse: @escaping @MainActor () -> Void,
    hold: @escaping @MainActor (DeepLinkNavigation) -> (any AnyHeldTransition)?,
    prepare: @escaping @MainActor () -> Bool,
    perform: @escaping @MainActor () -> Void,
    drain: @escaping @MainActor () -> Void
  ) {
    component = container
    self.shown = shown
    self.printedPath = printedPath
    decideNow = decide
    refuseNow = refuse
    holdNow = hold
    prepareNow = prepare
    performNow = perform
    drainNow = drain
  }

  @usableFromInline func takeShown() -> [Component] {
    defer { shown = [] }
    return shown
  }

  @usableFromInline func decide(_ navigation: DeepLinkNavigation) -> TransitionDecision {
    decideNow(navigation)
  }
  @usableFromInline func refuse() { refuseNow() }
  @usableFromInline func hold(_ navigation: DeepLinkNavigation) -> (any AnyHeldTransition)? {
    holdNow(navigation)
  }
  @usableFromInline func prepare() -> Bool { prepareNow() }
  @usableFromInline func perform() { performNow() }
  @usableFromInline func drain() { drainNow() }
}

extension StateContainer {
  /// The step of a deep link in this container: `makeMove` makes its move (`nil` when
  /// nothing changes here), given where its outcome goes; `requested` is the state it
  /// requests, when it is a request for a state; `prepareMove` makes and checks what the
  /// move takes (a navigation container's entries) before any container of the link
  /// changes, `false` with a diagnostic when it cannot be made.
  @inlinable final func deepLinkStep(
    requested: State?, shown: [Component], printedPath: String?,
    makeMove: ((OutcomeReport) -> StateMove<State>)?,
    prepareMove: ((StateContainer<State>) -> Bool)? = nil
  ) -> ContainerDeepLinkStep {
    // What the guard was asked about, shared by the step's closures.
    var move: StateMove<State>?
    var proposal: TransitionProposal<State>?
    return ContainerDeepLinkStep(
      container: self, shown: shown, printedPath: printedPath,
      decide: { [weak self] navigation in
        guard let self, let makeMove else { return .allow }
        let made = makeMove(navigation.outcome.containerReport())
        move = made
        guard case .decided(let decision, let asked, _, _) = answer(to: made) else { return .refuse }
        proposal = asked
        return decision
      },
      refuse: { [weak self] in
        guard let self, let move, let proposal else { return }
        settle(.refuse, of: proposal, moves: [move], combiningWith: nil)
      },
      hold: { [weak self] navigation in
        guard let self, let move, let proposal else { return nil }
        let whole = StateMove<State>(
          cause: move.cause, animated: move.animated, isAbsolute: true, report: move.report,
          preview: move.preview,
          perform: { container, _ in navigation.apply(drainingAllBut: container) })
        settle(.hold, of: proposal, moves: [whole], combiningWith: nil)
        guard let held = heldTransition, held.isWaiting else { return nil }
        return held
      },
      prepare: { [weak self] in
        guard let self, move != nil, let prepareMove else { return true }
        return prepareMove(self)
      },
      perform: { [weak self] in
        guard let self else { return }
        // A link is absolute: it replaces a held change even where it changes nothing, as a
        // request or a jump that changes nothing does (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>).
        supersedeHeldTransition()
        guard let move else { return }
        if let requested, appearance == .disappeared || appearance == .disappearing {
          deepLinkedState = requested
        }
        apply([move])
      },
      drain: { [weak self] in
        guard let self else { return }
        drainRequests()
        checkInvariants()
      })
  }
}
