/// What a deep link does to one ``StateContainer``: the move that takes it to the state the
/// link names, proposed to its guard with ``TransitionCause/deepLink(url:)``.
@MainActor final class ContainerDeepLinkStep<State: Equatable>: DeepLinkStep {
  /// The container; weak, so that a held link does not keep it alive.
  private weak var container: StateContainer<State>?
  /// The navigation the step belongs to; weak, since a held link's move holds the
  /// navigation.
  private weak var navigation: DeepLinkNavigation?
  /// The state the move requests, when it is a request for a state; `nil` for a move
  /// that works out where it leads (a navigation container's).
  private let requested: State?
  /// Makes the move, given where its outcome goes; `nil` when nothing changes.
  private let makeMove: ((OutcomeReport) -> StateMove<State>)?
  /// Makes and checks what the move takes (a navigation container's entries) before any
  /// container of the link changes: `false`, with a diagnostic, when it cannot be made.
  private let prepareMove: ((StateContainer<State>) -> Bool)?
  /// The move, once the guard was asked.
  private var move: StateMove<State>?
  /// What the guard was asked.
  private var proposal: TransitionProposal<State>?

  /// The components the container will show, until the walk takes them.
  private var shown: [Component]
  let printedPath: String?
  var component: Component? { container }

  init(
    container: StateContainer<State>, navigation: DeepLinkNavigation, requested: State?,
    shown: [Component],
    printedPath: String?, makeMove: ((OutcomeReport) -> StateMove<State>)?,
    prepareMove: ((StateContainer<State>) -> Bool)? = nil
  ) {
    self.container = container
    self.navigation = navigation
    self.requested = requested
    self.shown = shown
    self.printedPath = printedPath
    self.makeMove = makeMove
    self.prepareMove = prepareMove
  }

  func takeShown() -> [Component] {
    defer { shown = [] }
    return shown
  }

  func decide() -> TransitionDecision {
    guard let container, let navigation, let makeMove else { return .allow }
    let move = makeMove(navigation.outcome.containerReport())
    self.move = move
    let from = container.machine.target
    let to: State
    if let requested {
      to = requested
    } else {
      var scratch = HistoryScratch(
        target: from, targetIsUnshown: container.machine.targetIsUnshown, entries: [])
      if let failure = move.preview(container, &scratch, false) {
        LifecycleDiagnostic.report(failure.kind, failure.message)
        return .refuse
      }
      guard let target = scratch.target else {
        preconditionFailure("Internal inconsistency: a deep link's move leads to no state")
      }
      to = target
    }
    let proposal = TransitionProposal(from: from, to: to, animated: move.animated, cause: navigation.cause)
    self.proposal = proposal
    var decision = TransitionDecision.allow
    container.runningHooks { decision = container.transitionDecision(for: proposal) }
    return decision
  }

  func refuse() {
    guard let container, let move, let proposal else { return }
    container.settle(.refuse, of: proposal, moves: [move], combiningWith: nil)
  }

  func hold(_ navigation: DeepLinkNavigation) -> (any AnyHeldTransition)? {
    guard let container, let move, let proposal else { return nil }
    let whole = StateMove<State>(
      cause: move.cause, animated: move.animated, isAbsolute: true, report: move.report,
      preview: move.preview,
      perform: { container, _ in navigation.apply(drainingAllBut: container) })
    container.settle(.hold, of: proposal, moves: [whole], combiningWith: nil)
    return container.waitingHeldTransition()
  }

  func prepare() -> Bool {
    guard let container, move != nil, let prepareMove else { return true }
    return prepareMove(container)
  }

  func perform() {
    guard let container else { return }
    // A link is absolute: it replaces a held change even where it changes nothing, as a
    // request or a jump that changes nothing does (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>).
    container.takeHeldTransition()?.resolve(reporting: .superseded)
    guard let move else { return }
    if let requested, container.appearance == .disappeared || container.appearance == .disappearing {
      container.machine.stateDeepLinkedOffScreen(requested)
    }
    container.apply([move])
  }

  func drain() {
    guard let container else { return }
    container.drainRequests()
    container.checkInvariants()
  }
}
