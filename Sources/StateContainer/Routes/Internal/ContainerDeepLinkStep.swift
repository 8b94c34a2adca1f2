/// What a deep link does to one ``StateContainer``: the move that takes it to the state the
/// link names, proposed to its guard with ``TransitionCause/deepLink(url:)``; made while the
/// link is read, its phases are those of ``DeepLinkNavigation``.
///
/// Not generic: its work is closures that ``StateContainer/deepLinkStep(requested:requestsIt:shown:printedPath:makeMove:prepareMove:)``
/// makes, which the app's compile specializes for its `State` (``SpecializedPaths``).
@MainActor @usableFromInline final class ContainerDeepLinkStep {
  /// One phase of the link, as the step's closures are asked to do it.
  @usableFromInline enum Call {
    case decide(DeepLinkNavigation), keep([Component]), drop([Component]), refuse, hold(DeepLinkNavigation),
      prepare, perform, drain
  }

  /// What the step's closures answer: the guard's decision and the closure that does the
  /// phases of the change it was asked about, the held change, whether the move could be
  /// prepared; `nil` for the other calls.
  @usableFromInline enum Answer {
    case decision(TransitionDecision, asked: Phases?)
    case held((any AnyHeldTransition)?), prepared(Bool), kept
  }

  /// The container, `nil` once it is gone: weak, so that a held link does not keep it alive.
  @exclusivity(unchecked) @usableFromInline weak var component: Component?
  /// The container's part of the URL as it prints it.
  @usableFromInline let printedPath: String?
  /// The components the container will show, until the walk takes them.
  @exclusivity(unchecked) private var shown: [Component]
  /// A closure that does phases, given the container (which it does not capture, so that a
  /// step holds one weak reference).
  @usableFromInline typealias Phases = @MainActor (Component, Call) -> Answer?

  /// Decides, and performs and drains when nothing was asked.
  private let run: Phases
  /// Refuses, holds, prepares and performs the change the guard was asked about: its
  /// captures are what the later phases need, so no phase copies or checks a shared variable.
  @exclusivity(unchecked) private var asked: Phases?

  @usableFromInline init(
    container: Component, shown: [Component], printedPath: String?,
    run: @escaping Phases
  ) {
    component = container
    self.shown = shown
    self.printedPath = printedPath
    self.run = run
  }

  /// The components the container will show, which read the rest.
  @usableFromInline func takeShown() -> [Component] { shown }

  /// Hands the components the link read into to the container, whose transition to the
  /// linked state shows them; the step (which a held link keeps) no longer holds them.
  @usableFromInline func keepShown() {
    guard let component, !shown.isEmpty else { return }
    _ = run(component, .keep(shown))
    shown = []
  }

  /// ``keepShown()`` for a held link: returns what the container keeps (empty if nothing).
  func keepShownWhileHeld() -> [Component] {
    guard let component, !shown.isEmpty else { return [] }
    let kept = shown
    shown = []
    if case .kept = run(component, .keep(kept)) { return kept }
    return []
  }

  /// Takes back `kept`, from ``keepShownWhileHeld()``, unless the container keeps others now
  /// (a later link's, which may share some of them).
  func dropKept(_ kept: [Component]) {
    guard let component, !kept.isEmpty else { return }
    _ = run(component, .drop(kept))
  }

  /// The container's guard's answer about its part of `navigation` (`.allow` when nothing changes).
  @usableFromInline func decide(_ navigation: DeepLinkNavigation) -> TransitionDecision {
    guard let component, case .decision(let decision, let asked) = run(component, .decide(navigation)) else {
      return .allow
    }
    self.asked = asked
    return decision
  }

  /// Refuses the change the guard was asked about; when the link could not be made once
  /// asked again, what the guard requested begins all the same.
  @usableFromInline func refuse() {
    guard let component else { return }
    if let asked { _ = asked(component, .refuse) } else { _ = run(component, .drain) }
  }

  /// Holds the whole of `navigation` here: the held change, while it waits.
  @usableFromInline func hold(_ navigation: DeepLinkNavigation) -> (any AnyHeldTransition)? {
    guard let component, case .held(let held) = asked?(component, .hold(navigation)) else { return nil }
    return held
  }

  /// Makes and checks what the change takes: `false` (after a diagnostic) when it cannot.
  @usableFromInline func prepare() -> Bool {
    guard let component, case .prepared(let prepared) = asked?(component, .prepare) else { return true }
    return prepared
  }

  /// Makes the change on the container's books, without beginning it.
  @usableFromInline func perform() {
    guard let component else { return }
    if let asked { _ = asked(component, .perform) } else { _ = run(component, .perform) }
  }
  /// Begins what can begin.
  @usableFromInline func drain() {
    if let component { _ = run(component, .drain) }
  }
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
  /// with a diagnostic when it cannot be made. When `keepsShown`, the transition that
  /// enters `requested` shows `shown`.
  @inlinable final func deepLinkStep(
    requested: State?, requestsIt: Bool = false, keepsShown: Bool = false, shown: [Component],
    printedPath: String?, makeMove: ((OutcomeReport) -> StateMove<State>)?,
    prepareMove: ((StateContainer<State>) -> Bool)? = nil
  ) -> ContainerDeepLinkStep {
    let linked = keepsShown ? requested : nil
    let requested = requestsIt ? requested : nil
    return ContainerDeepLinkStep(container: self, shown: shown, printedPath: printedPath) { component, call in
      let container = unsafeDowncast(component, to: StateContainer<State>.self)
      switch call {
      case .decide(let navigation):
        if let requested {
          // Proposed as `answer(to:)` proposes an absolute request, without making its move.
          let request = ContainerStateMachine<State>.Request(
            state: requested, animated: navigation.animated, evenIfCurrent: false,
            report: navigation.outcome.containerReport())
          let (decision, proposal) = container.answer(toAbsoluteRequest: request, cause: navigation.cause)
          return .decision(
            decision,
            asked: StateContainer<State>.deepLinkChange(request: request, moves: nil, proposal: proposal))
        }
        guard let makeMove else { return .decision(.allow, asked: nil) }
        guard
          case .decided(let decision, let proposal, let moves, _) = container.answer(
            to: makeMove(navigation.outcome.containerReport()))
        else { return .decision(.refuse, asked: nil) }
        return .decision(
          decision,
          asked: StateContainer<State>.deepLinkChange(
            request: nil, moves: moves, proposal: proposal, prepareMove: prepareMove))
      case .keep(let shown):
        if let linked {
          container.linkedState = linked
          container.linkedChildren = shown
          return .kept
        }
      case .drop(let kept):
        if container.linkedChildren.elementsEqual(kept, by: ===) {
          container.linkedChildren = []
          container.linkedState = nil
        }
      case .perform:
        // A link is absolute: it replaces a held change even where it changes nothing, as a
        // request or a jump that changes nothing does (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>).
        container.supersedeHeldTransition()
      case .drain:
        container.drainRequests()
        container.checkInvariants()
      case .refuse, .hold, .prepare:
        break
      }
      return nil
    }
  }

  /// The later phases of the change a link's step asked the guard about: a plain `request`,
  /// whose move is made only when it is refused or held, or `moves`; `proposal` is what the
  /// guard was asked.
  @inlinable static func deepLinkChange(
    request: ContainerStateMachine<State>.Request?, moves: [StateMove<State>]?,
    proposal: TransitionProposal<State>, prepareMove: ((StateContainer<State>) -> Bool)? = nil
  ) -> ContainerDeepLinkStep.Phases {
    { component, call in
      let container = unsafeDowncast(component, to: StateContainer<State>.self)
      switch call {
      case .refuse:
        container.settle(
          .refuse, of: proposal, moves: StateContainer<State>.askedMoves(request, moves, proposal),
          combiningWith: nil)
      case .hold(let navigation):
        let move = StateContainer<State>.askedMoves(request, moves, proposal)[0]
        let whole = StateMove<State>(
          cause: move.cause, animated: move.animated, isAbsolute: true, report: move.report,
          preview: move.preview,
          perform: { container, _ in navigation.apply(drainingAllBut: container) })
        container.settle(.hold, of: proposal, moves: [whole], combiningWith: nil)
        guard let held = container.heldTransition, held.isWaiting else { return .held(nil) }
        return .held(held)
      case .prepare:
        guard let prepareMove else { return .prepared(true) }
        return .prepared(prepareMove(container))
      case .perform:
        container.supersedeHeldTransition()
        if let request {
          let appearance = container.machine.appearance
          if appearance == .disappeared || appearance == .disappearing {
            container.machine.stateDeepLinkedOffScreen(request.state)
          }
          container.apply(request)
        } else if let moves {
          container.apply(moves)
        }
      case .decide, .keep, .drop, .drain:
        break
      }
      return nil
    }
  }

  /// The moves the guard was asked about: `moves`, or the move of the plain `request`.
  @inlinable static func askedMoves(
    _ request: ContainerStateMachine<State>.Request?, _ moves: [StateMove<State>]?,
    _ proposal: TransitionProposal<State>
  ) -> [StateMove<State>] {
    if let moves { return moves }
    guard let request else {
      preconditionFailure("Internal inconsistency: a link's step asked about nothing")
    }
    return [.request(request, cause: proposal.cause)]
  }
}
