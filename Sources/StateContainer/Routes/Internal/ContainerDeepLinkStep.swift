/// What a deep link does to one ``StateContainer``: the move that takes it to the state the
/// link names, proposed to its guard with ``TransitionCause/deepLink(url:)``.
///
/// Not generic: its work is a closure that ``StateContainer/deepLinkStep(requested:requestsIt:shown:printedPath:makeMove:prepareMove:)``
/// makes, which the app's compile specializes for its `State` (``SpecializedPaths``).
@MainActor @usableFromInline final class ContainerDeepLinkStep: DeepLinkStep {
  /// One phase of the link, as the step's closure is asked to do it.
  @usableFromInline enum Call {
    case decide(DeepLinkNavigation), refuse, hold(DeepLinkNavigation), prepare, perform, drain
  }

  /// What the step's closure answers: the guard's decision, the held change, whether the
  /// move could be prepared; `nil` for the other calls.
  @usableFromInline enum Answer {
    case decision(TransitionDecision), held((any AnyHeldTransition)?), prepared(Bool)
  }

  /// The container; weak, so that a held link does not keep it alive.
  @usableFromInline weak var component: Component?
  @usableFromInline let printedPath: String?
  /// The components the container will show, until the walk takes them.
  private var shown: [Component]
  /// Does each phase: one closure, so that a step allocates one context.
  private let run: @MainActor (Call) -> Answer?

  @usableFromInline init(
    container: Component, shown: [Component], printedPath: String?,
    run: @escaping @MainActor (Call) -> Answer?
  ) {
    component = container
    self.shown = shown
    self.printedPath = printedPath
    self.run = run
  }

  @usableFromInline func takeShown() -> [Component] {
    defer { shown = [] }
    return shown
  }

  @usableFromInline func decide(_ navigation: DeepLinkNavigation) -> TransitionDecision {
    guard case .decision(let decision) = run(.decide(navigation)) else { return .allow }
    return decision
  }

  @usableFromInline func refuse() { _ = run(.refuse) }

  @usableFromInline func hold(_ navigation: DeepLinkNavigation) -> (any AnyHeldTransition)? {
    guard case .held(let held) = run(.hold(navigation)) else { return nil }
    return held
  }

  @usableFromInline func prepare() -> Bool {
    guard case .prepared(let prepared) = run(.prepare) else { return true }
    return prepared
  }

  @usableFromInline func perform() { _ = run(.perform) }
  @usableFromInline func drain() { _ = run(.drain) }
}

@available(*, unavailable)
extension ContainerDeepLinkStep.Call: Sendable {}

@available(*, unavailable)
extension ContainerDeepLinkStep.Answer: Sendable {}

extension StateContainer {
  /// The step of a deep link in this container: a request for `requested` when
  /// `requestsIt`, else the move `makeMove` makes (`nil` when nothing changes here), given
  /// where its outcome goes; `prepareMove` makes and checks what the move takes (a
  /// navigation container's entries) before any container of the link changes, `false`
  /// with a diagnostic when it cannot be made.
  @inlinable final func deepLinkStep(
    requested: State?, requestsIt: Bool = false, shown: [Component], printedPath: String?,
    makeMove: ((OutcomeReport) -> StateMove<State>)?,
    prepareMove: ((StateContainer<State>) -> Bool)? = nil
  ) -> ContainerDeepLinkStep {
    // The move (as the one-move list the guard was asked about), and the proposal.
    var asked: (moves: [StateMove<State>], proposal: TransitionProposal<State>?)?
    return ContainerDeepLinkStep(container: self, shown: shown, printedPath: printedPath) {
      [weak self] call in
      guard let self else { return nil }
      switch call {
      case .decide(let navigation):
        let move: StateMove<State>
        if let requested, requestsIt {
          let request = ContainerStateMachine<State>.Request(
            state: requested, animated: navigation.animated, evenIfCurrent: false,
            report: navigation.outcome.containerReport())
          move = .request(request, cause: navigation.cause)
        } else if let makeMove {
          move = makeMove(navigation.outcome.containerReport())
        } else {
          return .decision(.allow)
        }
        asked = ([move], nil)
        guard case .decided(let decision, let proposal, let moves, _) = answer(to: move) else {
          return .decision(.refuse)
        }
        asked = (moves, proposal)
        return .decision(decision)
      case .refuse:
        guard let asked, let proposal = asked.proposal else {
          // Invalid once asked again: what the guard requested begins all the same.
          drainRequests()
          checkInvariants()
          return nil
        }
        settle(.refuse, of: proposal, moves: asked.moves, combiningWith: nil)
      case .hold(let navigation):
        guard let asked, let proposal = asked.proposal else { return .held(nil) }
        let move = asked.moves[0]
        let whole = StateMove<State>(
          cause: move.cause, animated: move.animated, isAbsolute: true, report: move.report,
          preview: move.preview,
          perform: { container, _ in navigation.apply(drainingAllBut: container) })
        settle(.hold, of: proposal, moves: [whole], combiningWith: nil)
        guard let held = heldTransition, held.isWaiting else { return .held(nil) }
        return .held(held)
      case .prepare:
        guard asked != nil, let prepareMove else { return .prepared(true) }
        return .prepared(prepareMove(self))
      case .perform:
        // A link is absolute: it replaces a held change even where it changes nothing, as a
        // request or a jump that changes nothing does (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>).
        supersedeHeldTransition()
        guard let moves = asked?.moves else { return nil }
        if let requested, appearance == .disappeared || appearance == .disappearing {
          machine.stateDeepLinkedOffScreen(requested)
        }
        apply(moves)
      case .drain:
        drainRequests()
        checkInvariants()
      }
      return nil
    }
  }
}
