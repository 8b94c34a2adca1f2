/// What a deep link does to one ``StateContainer``: the move that takes it to the state the
/// link names, proposed to its guard with ``TransitionCause/deepLink(url:)``.
@MainActor final class ContainerDeepLinkStep<State: Equatable>: DeepLinkStep {
  /// The container; weak, so that a held link does not keep it alive.
  private weak var container: StateContainer<State>?
  /// The navigation the step belongs to; weak, since a held link's move holds the
  /// navigation.
  private weak var navigation: DeepLinkNavigation?
  /// The state its next appearance shows if it is not on screen when the change is made;
  /// `nil` for a container whose appearance state follows its own books.
  private let appearanceState: State?
  /// Makes the move, given where its outcome goes; `nil` when nothing changes.
  private let makeMove: ((OutcomeReport) -> StateMove<State>)?
  /// The move, once the guard was asked.
  private var move: StateMove<State>?
  /// What the guard was asked.
  private var proposal: TransitionProposal<State>?

  let shown: [Component]
  let printedPath: String?
  var component: Component? { container }

  init(
    container: StateContainer<State>, navigation: DeepLinkNavigation, appearanceState: State?,
    shown: [Component],
    printedPath: String?, makeMove: ((OutcomeReport) -> StateMove<State>)?
  ) {
    self.container = container
    self.navigation = navigation
    self.appearanceState = appearanceState
    self.shown = shown
    self.printedPath = printedPath
    self.makeMove = makeMove
  }

  func decide() -> TransitionDecision {
    guard let container, let navigation, let makeMove else { return .allow }
    let move = makeMove(navigation.outcome.containerReport())
    self.move = move
    var scratch = container.liveHistoryScratch()
    if let failure = move.preview(container, &scratch, false) {
      LifecycleDiagnostic.report(failure.kind, failure.message)
      return .refuse
    }
    guard let to = scratch.target else {
      preconditionFailure("Internal inconsistency: a deep link's move leads to no state")
    }
    let proposal = TransitionProposal(
      from: container.machine.target, to: to, animated: move.animated, cause: navigation.cause)
    self.proposal = proposal
    var decision = TransitionDecision.allow
    container.runningHooks { decision = container.transitionDecision(for: proposal) }
    return decision
  }

  func refuse() {
    guard let container, let move, let proposal else { return }
    container.settle(.refuse, of: proposal, moves: [move], combiningWith: nil)
  }

  func hold(_ navigation: DeepLinkNavigation) {
    guard let container, let move, let proposal else { return }
    let whole = StateMove<State>(
      cause: move.cause, animated: move.animated, isAbsolute: true, report: move.report,
      preview: move.preview,
      perform: { container, _ in navigation.apply(drainingAllBut: container) })
    container.settle(.hold, of: proposal, moves: [whole], combiningWith: nil)
  }

  func perform() {
    guard let container else { return }
    // A link is absolute: it replaces a held change even where it changes nothing, as a
    // request or a jump that changes nothing does (navigation.md §2).
    container.takeHeldTransition()?.resolve(reporting: .superseded)
    guard let move else { return }
    if let appearanceState, container.appearance == .disappeared || container.appearance == .disappearing {
      container.deepLinkedState = appearanceState
    }
    container.apply([move])
  }

  func drain() {
    guard let container else { return }
    container.drainRequests()
    container.checkInvariants()
  }
}
