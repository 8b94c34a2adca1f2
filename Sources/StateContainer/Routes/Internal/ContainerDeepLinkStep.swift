/// What a deep link does to one ``StateContainer``: the move that takes it to the state the
/// link names, proposed to its guard with ``TransitionCause/deepLink(url:)``; made while the
/// link is read, its phases are those of ``DeepLinkNavigation``.
///
/// Not generic: its work is a closure made in code the app's compile specializes for its
/// `State` (``SpecializedPaths``). A plain container's step is a ``PlainDeepLinkStep``, whose
/// typed fields hold what the later phases need, and which is its request's report (hence an
/// ``OutcomeReport``, one allocation per container).
@MainActor @usableFromInline class ContainerDeepLinkStep: OutcomeReport {
  /// One phase of the link, as the step's closures are asked to do it.
  @usableFromInline enum Call {
    case decide(DeepLinkNavigation), keep([Component]), drop([Component]), refuse(DeepLinkNavigation),
      hold(DeepLinkNavigation), prepare, perform(DeepLinkNavigation, keeping: [Component]), drain
  }

  /// What the step's closures answer: the guard's decision and the closure that does the
  /// phases of the change it was asked about, the held change, whether the move could be
  /// prepared, that the container keeps what it was handed; `nil` for the other calls.
  @usableFromInline enum Answer {
    case decision(TransitionDecision, asked: Phases?)
    case held((any AnyHeldTransition)?), prepared(Bool), kept
  }

  /// The container, `nil` once it is gone: weak, so that a held link does not keep it alive.
  @usableFromInline final weak let component: Component?
  /// The container's part of the URL as it prints it.
  @usableFromInline final let printedPath: String?
  /// The components the container will show, until the walk takes them.
  @exclusivity(unchecked) private final var shown: [Component]
  /// The next step of the link, inward.
  @exclusivity(unchecked) nonisolated(unsafe) final var next: ContainerDeepLinkStep?
  /// Whether the step has a `prepare` phase (a navigation container's entries).
  private final let prepares: Bool
  /// A closure that does phases, given the container and the step (which it does not
  /// capture, so that a step holds one weak reference).
  @usableFromInline typealias Phases = @MainActor (Component, ContainerDeepLinkStep, Call) -> Answer?

  /// Decides, and performs and drains when nothing was asked.
  private final let run: Phases
  /// Refuses, holds, prepares and performs the change the guard was asked about: its
  /// captures are what the later phases need, so no phase copies or checks a shared variable.
  @exclusivity(unchecked) private final var asked: Phases?

  @usableFromInline init(
    container: __shared Component, shown: [Component], printedPath: String?, prepares: Bool = false,
    run: @escaping Phases
  ) {
    component = container
    self.shown = shown
    self.printedPath = printedPath
    self.prepares = prepares
    self.run = run
    super.init(link: nil)
  }

  /// The components the container will show, which read the rest.
  @usableFromInline final func takeShown() -> [Component] { shown }

  /// Hands the components the link read into to the container, whose transition to the
  /// linked state shows them, for a held link (which keeps the step): what the container
  /// keeps (empty if nothing, or if it keeps another link's), for ``dropKept(_:)``.
  final func keepShownWhileHeld() -> [Component] {
    guard let component, !shown.isEmpty else { return [] }
    let kept = shown
    shown = []
    if case .kept = run(component, self, .keep(kept)) { return kept }
    return []
  }

  /// Takes back `kept`, from ``keepShownWhileHeld()``, unless the container keeps others now
  /// (a later link's, which may share some of them).
  final func dropKept(_ kept: [Component]) {
    guard let component, !kept.isEmpty else { return }
    _ = run(component, self, .drop(kept))
  }

  /// The later phases: those of the change asked about, else the step's own.
  private final func phase(_ component: Component, _ call: Call) -> Answer? {
    if let asked { return asked(component, self, call) }
    return run(component, self, call)
  }

  /// The container's guard's answer about its part of `navigation` (`.allow` when nothing changes).
  @usableFromInline final func decide(_ navigation: DeepLinkNavigation) -> TransitionDecision {
    guard let component, case .decision(let decision, let asked) = run(component, self, .decide(navigation))
    else {
      return .allow
    }
    self.asked = asked
    return decision
  }

  /// Refuses the change the guard was asked about; when the link could not be made once
  /// asked again, what the guard requested begins all the same.
  @usableFromInline final func refuse(_ navigation: DeepLinkNavigation) {
    if let component { _ = phase(component, .refuse(navigation)) }
  }

  /// Holds the whole of `navigation` here: the held change, while it waits.
  @usableFromInline final func hold(_ navigation: DeepLinkNavigation) -> (any AnyHeldTransition)? {
    guard let component, case .held(let held) = phase(component, .hold(navigation)) else { return nil }
    return held
  }

  /// Makes and checks what the change takes: `false` (after a diagnostic) when it cannot.
  @usableFromInline final func prepare() -> Bool {
    guard prepares, let component, case .prepared(let prepared) = phase(component, .prepare) else {
      return true
    }
    return prepared
  }

  /// Hands the container the components the link read into (as ``keepShownWhileHeld()``), then makes
  /// the change on the container's books, without beginning it.
  @usableFromInline final func perform(_ navigation: DeepLinkNavigation) {
    guard let component else { return }
    let keeping = shown
    shown = []
    _ = phase(component, .perform(navigation, keeping: keeping))
  }

  /// Begins what can begin, unless the container is `proceeding` (the holder of a held
  /// link, which begins its own later).
  @usableFromInline final func drain(unless proceeding: Component? = nil) {
    if let component, component !== proceeding { _ = run(component, self, .drain) }
  }
}

/// The step of a plain container (``StateContainer/plainDeepLinkStep(reading:for:)``): the
/// state it requests, and what its guard was asked, in typed fields that its specialized
/// phases read (no closure is made per link).
@MainActor @usableFromInline final class PlainDeepLinkStep<State: Equatable>: ContainerDeepLinkStep {
  /// The state the link names.
  @usableFromInline let requested: State
  /// Whether the container is asked to change (it does not head to `requested` already).
  @usableFromInline let requestsIt: Bool
  /// Whether the transition that enters `requested` shows what the link read into (it is
  /// not current, or a request waiting for it runs even so).
  @usableFromInline let keepsShown: Bool
  /// Whether the guard was asked (the step is then the request's report), and the
  /// proposal's start (`requested` when it had none: not optional, so that freeing the step
  /// looks up no `Optional<State>` metadata).
  @exclusivity(unchecked) @usableFromInline var asked = false
  @exclusivity(unchecked) @usableFromInline var proposedFrom: State
  @exclusivity(unchecked) @usableFromInline var proposedFromNothing = false

  @inlinable init(
    container: __shared StateContainer<State>, requested: State, requestsIt: Bool, keepsShown: Bool,
    shown: [Component], printedPath: String?
  ) {
    self.requested = requested
    self.requestsIt = requestsIt
    self.keepsShown = keepsShown
    proposedFrom = requested
    super.init(container: container, shown: shown, printedPath: printedPath) { component, step, call in
      StateContainer<State>.plainDeepLinkPhase(
        unsafeDowncast(component, to: StateContainer<State>.self),
        unsafeDowncast(step, to: PlainDeepLinkStep<State>.self), call)
    }
  }
}

@available(*, unavailable)
extension ContainerDeepLinkStep.Call: Sendable {}

@available(*, unavailable)
extension ContainerDeepLinkStep.Answer: Sendable {}

extension StateContainer {
  /// The phases of a plain container's `step`: a request for the state the link names,
  /// proposed as ``answer(to:)`` proposes an absolute request, whose move is made only when
  /// it is refused or held.
  @inlinable static func plainDeepLinkPhase(
    _ container: StateContainer<State>, _ step: PlainDeepLinkStep<State>, _ call: ContainerDeepLinkStep.Call
  ) -> ContainerDeepLinkStep.Answer? {
    switch call {
    case .decide(let navigation):
      guard step.requestsIt else { return .decision(.allow, asked: nil) }
      navigation.outcome.count(step)
      let (decision, proposal) = container.answer(
        toAbsoluteRequest: askedRequest(step, navigation), cause: navigation.cause)
      step.asked = true
      step.proposedFromNothing = proposal.from == nil
      if let from = proposal.from { step.proposedFrom = from }
      return .decision(decision, asked: nil)
    case .keep(let shown):
      // A held link leaves what another link kept here (a request that waits, a held link).
      if container.linkedChildren.isEmpty, keep(shown, of: step, in: container) { return .kept }
    case .drop(let kept):
      dropKept(kept, in: container)
    case .refuse(let navigation):
      guard step.asked else {
        container.drainRequests()
        container.checkInvariants()
        break
      }
      container.settle(
        .refuse, of: askedProposal(step, navigation), moves: [askedMove(step, navigation)], combiningWith: nil
      )
    case .hold(let navigation):
      guard step.asked else { break }
      let move = askedMove(step, navigation)
      let whole = StateMove<State>(
        cause: move.cause, animated: move.animated, isAbsolute: true, report: move.report,
        preview: move.preview,
        perform: { container, _ in navigation.apply(drainingAllBut: container) })
      container.settle(.hold, of: askedProposal(step, navigation), moves: [whole], combiningWith: nil)
      guard let held = container.heldTransition, held.isWaiting else { return .held(nil) }
      return .held(held)
    case .perform(let navigation, let shown):
      _ = keep(shown, of: step, in: container)
      // A link is absolute: it replaces a held change even where it changes nothing, as a
      // request or a jump that changes nothing does (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>).
      container.supersedeHeldTransition()
      guard step.asked else { break }
      let appearance = container.machine.appearance
      if appearance == .disappeared || appearance == .disappearing {
        container.machine.stateDeepLinkedOffScreen(step.requested)
      }
      container.apply(askedRequest(step, navigation))
    case .drain:
      container.drainRequests()
      container.checkInvariants()
    case .prepare:
      break
    }
    return nil
  }

  /// Hands `container` the components `shown` that the link read into, which its transition
  /// to the linked state shows; whether it keeps them.
  @inlinable static func keep(
    _ shown: [Component], of step: PlainDeepLinkStep<State>, in container: StateContainer<State>
  ) -> Bool {
    guard step.keepsShown, !shown.isEmpty else { return false }
    // What an earlier link read for another state, whose request this link's replaces.
    if !container.linkedChildren.isEmpty, container.linkedState != step.requested {
      container.dropLinkedChildren()
    }
    container.linkedState = step.requested
    container.linkedChildren = shown
    return true
  }

  /// Takes back what a held link that ended unapplied kept in `container`, unless it keeps
  /// others now. Not inlined: rare.
  @usableFromInline static func dropKept(_ kept: [Component], in container: StateContainer<State>) {
    guard container.linkedChildren.elementsEqual(kept, by: ===) else { return }
    container.dropLinkedChildren()
  }

  /// The request a plain `step` asked its guard about.
  @inlinable static func askedRequest(_ step: PlainDeepLinkStep<State>, _ navigation: DeepLinkNavigation)
    -> ContainerStateMachine<State>.Request
  {
    ContainerStateMachine<State>.Request(
      state: step.requested, animated: navigation.animated, evenIfCurrent: false, report: step)
  }

  /// The move of the request a plain `step` asked its guard about, made for `settle`.
  @inlinable static func askedMove(_ step: PlainDeepLinkStep<State>, _ navigation: DeepLinkNavigation)
    -> StateMove<State>
  {
    .request(askedRequest(step, navigation), cause: navigation.cause)
  }

  /// The proposal a plain `step`'s guard was asked.
  @inlinable static func askedProposal(_ step: PlainDeepLinkStep<State>, _ navigation: DeepLinkNavigation)
    -> TransitionProposal<State>
  {
    TransitionProposal(
      from: step.proposedFromNothing ? nil : step.proposedFrom, to: step.requested,
      animated: navigation.animated, cause: navigation.cause)
  }

  /// The step of a deep link in this container whose change is the move `makeMove` makes,
  /// given where its outcome goes (`nil` when nothing changes here); `prepareMove` makes and
  /// checks what the move takes (a navigation container's entries) before any container of
  /// the link changes, `false` with a diagnostic when it cannot be made.
  final func deepLinkStep(
    shown: [Component], printedPath: String?, makeMove: ((OutcomeReport) -> StateMove<State>)?,
    prepareMove: ((StateContainer<State>) -> Bool)? = nil
  ) -> ContainerDeepLinkStep {
    ContainerDeepLinkStep(container: self, shown: shown, printedPath: printedPath, prepares: true) {
      component, _, call in
      let container = unsafeDowncast(component, to: StateContainer<State>.self)
      switch call {
      case .decide(let navigation):
        guard let makeMove else { return .decision(.allow, asked: nil) }
        guard
          case .decided(let decision, let proposal, let moves, _) = container.answer(
            to: makeMove(navigation.outcome.containerReport()))
        else { return .decision(.refuse, asked: nil) }
        return .decision(
          decision,
          asked: StateContainer<State>.deepLinkChange(
            moves: moves, proposal: proposal, prepareMove: prepareMove))
      case .perform:
        container.supersedeHeldTransition()
      case .refuse, .drain:
        container.drainRequests()
        container.checkInvariants()
      case .keep, .drop, .hold, .prepare:
        break
      }
      return nil
    }
  }

  /// The later phases of the `moves` a link's step asked the guard about; `proposal` is what
  /// the guard was asked.
  static func deepLinkChange(
    moves: [StateMove<State>], proposal: TransitionProposal<State>,
    prepareMove: ((StateContainer<State>) -> Bool)?
  ) -> ContainerDeepLinkStep.Phases {
    { component, _, call in
      let container = unsafeDowncast(component, to: StateContainer<State>.self)
      switch call {
      case .refuse:
        container.settle(.refuse, of: proposal, moves: moves, combiningWith: nil)
      case .hold(let navigation):
        let move = moves[0]
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
        container.apply(moves)
      case .decide, .keep, .drop, .drain:
        break
      }
      return nil
    }
  }
}
