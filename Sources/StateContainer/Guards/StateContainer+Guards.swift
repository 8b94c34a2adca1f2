extension StateContainer {
  /// The change the guard held, waiting for ``HeldTransition/proceed()`` or
  /// ``HeldTransition/cancel()``; `nil` when none waits.
  public var heldTransition: HeldTransition<State>? { machine.heldTransition?.held }

  /// Proposes `move` to the guard, combined with the held change when it is relative, and
  /// carries out the decision: the path of every request, back, navigation move and deep
  /// link a guard sees (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>).
  @usableFromInline final func propose(_ move: StateMove<State>) {
    if interactionObject != nil { return deferUntilInteractionEnds { $0.propose(move) } }
    switch answer(to: move) {
    case .invalid:
      move.report?.deliver(.invalid)
      // A request made from a hook the preview asked waits for this drain.
      drainRequests()
      checkInvariants()
    case .decided(let decision, let proposal, let moves, let held):
      settle(decision, of: proposal, moves: moves, combiningWith: held)
    }
  }

  /// What the guard answers about `move`, combined with the held change when it is
  /// relative: the moves are previewed in order, the guard asked, and asked again while
  /// the target, the history or the held change moved as it ran. Changes nothing but what
  /// the guard and the preview's hooks do; a move that cannot be made reports its
  /// diagnostic.
  @inlinable final func answer(to move: StateMove<State>) -> GuardAnswer<State> {
    while true {
      let basis = ProposalBasis(self)
      let held = move.isAbsolute ? nil : machine.heldTransition?.held
      var moves = [move]
      if let held { moves = held.moves + moves }
      var scratch = liveHistoryScratch()
      for (index, step) in moves.enumerated() {
        if let failure = step.preview(self, &scratch, index < moves.count - 1) {
          failure.report()
          return .invalid
        }
      }
      guard let to = scratch.target else {
        preconditionFailure("Internal inconsistency: a move that leads to no state")
      }
      let proposal = TransitionProposal(
        from: basis.target, to: to, animated: move.animated, cause: Self.cause(of: moves),
        isInteractive: move.isInteractive)
      guard let decision = ask(proposal, from: basis) else { continue }
      return .decided(decision, proposal, moves: moves, combiningWith: held)
    }
  }

  /// ``answer(to:)`` for an absolute `request` made for `cause`, without making its move: the
  /// guard's decision and the proposal it was asked.
  @inlinable final func answer(
    toAbsoluteRequest request: ContainerStateMachine<State>.Request, cause: TransitionCause
  ) -> (TransitionDecision, TransitionProposal<State>) {
    while true {
      let basis = ProposalBasis(self)
      let proposal = TransitionProposal(
        from: basis.target, to: request.state, animated: request.animated, cause: cause)
      if let decision = ask(proposal, from: basis) { return (decision, proposal) }
    }
  }

  /// Asks the guard about `proposal`, made from `basis`, as one of the container's hook
  /// sequences: `nil` when the basis moved while it ran (a request made from inside it), so
  /// that the caller makes the proposal again.
  @inlinable @inline(__always) final func ask(
    _ proposal: TransitionProposal<State>, from basis: ProposalBasis<State>
  )
    -> TransitionDecision?
  {
    var decision = TransitionDecision.allow
    runningHooks { decision = transitionDecision(for: proposal) }
    return basis.holds(for: self) ? decision : nil
  }

  /// Carries out the guard's `decision` about `proposal`, made of `moves` (the last is the
  /// one just made; the others, those of `held`, when it combines with it), then begins
  /// what can begin.
  @usableFromInline final func settle(
    _ decision: TransitionDecision, of proposal: TransitionProposal<State>, moves: [StateMove<State>],
    combiningWith held: HeldTransition<State>?
  ) {
    switch decision {
    case .refuse:
      emitDecision(.refused, proposal)
      moves.last?.report?.deliver(.refused)
    case .hold:
      if let held {
        held.combine(moves, proposal: proposal)
        emitDecision(.held, proposal)
        tree.post(HeldTransitionEvent(transition: held, change: .held))
      } else {
        // The new change is held before the one it replaces reports: a request made from
        // that report replaces the new one in turn.
        let replaced = takeHeldTransition()
        let new = HeldTransition(proposal: proposal, moves: moves, container: self)
        machine.transitionHeld(HeldTransitionOwner(new))
        emitDecision(.held, proposal)
        tree.post(HeldTransitionEvent(transition: new, change: .held))
        replaced?.resolve(reporting: .superseded)
      }
    case .allow:
      // A move combined with a held change is checked before that change is applied: one
      // that cannot be made leaves it waiting, untouched.
      guard held == nil || moves.last?.prepare?(self, proposal.to) != false else {
        moves.last?.report?.deliver(.invalid)
        break
      }
      takeHeldTransition()?.resolve(reporting: held == nil ? .superseded : nil)
      apply(moves)
    }
    drainRequests()
    checkInvariants()
  }

  /// Settles a guard's decision about a request made while nothing was held, on the slow
  /// path: a refusal or a hold.
  @usableFromInline final func settle(
    _ decision: TransitionDecision, of proposal: TransitionProposal<State>,
    request: ContainerStateMachine<State>.Request
  ) {
    settle(decision, of: proposal, moves: [.request(request)], combiningWith: nil)
  }

  /// Proposes a request on the general path: one made while a change is held, or whose
  /// proposal moved while the guard ran.
  @usableFromInline final func proposeRequest(_ request: ContainerStateMachine<State>.Request) {
    propose(.request(request))
  }

  /// Changes nothing, but replaces the held change, if any: what an absolute move that
  /// changes nothing does (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>).
  @inlinable final func supersedeHeldTransition() {
    if machine.heldTransition != nil { resolveHeldTransition(reporting: .superseded) }
  }

  /// Takes the held change out of its slot and ends it with `outcome`.
  @usableFromInline final func resolveHeldTransition(reporting outcome: TransitionOutcome) {
    takeHeldTransition()?.resolve(reporting: outcome)
  }

  /// Applies `moves` in order without asking the guard, as one change: history then drops
  /// its newest entry if it equals where they lead (unless this application is part of an
  /// outer one, whose end does it). The caller begins what can begin: one transition to
  /// where the last of them leads.
  @inlinable final func apply(_ moves: [StateMove<State>]) {
    movesBeingApplied += 1
    for move in moves { move.perform(self, move) }
    movesBeingApplied -= 1
    if movesBeingApplied == 0, !stateHistory.isEmpty { dropEntriesRepeatingTarget() }
  }

  /// Applies an allowed absolute `request` as ``apply(_:)`` applies its move, without making
  /// the move (a deep link's plain step).
  @inlinable final func apply(_ request: ContainerStateMachine<State>.Request) {
    movesBeingApplied += 1
    if historyPolicy.isEnabled { recordLeaving(for: request.state) }
    rememberRequest(request)
    movesBeingApplied -= 1
    if movesBeingApplied == 0, !stateHistory.isEmpty { dropEntriesRepeatingTarget() }
  }

  @usableFromInline final func takeHeldTransition() -> HeldTransition<State>? {
    machine.heldTransitionTaken()?.release()
  }

  /// ``HeldTransition/proceed()``: the held change is applied as if made now.
  final func proceedHeldTransition() {
    guard let held = takeHeldTransition() else { return }
    let moves = held.moves
    held.resolve(reporting: nil)
    apply(moves)
    drainRequests()
    checkInvariants()
  }

  /// ``HeldTransition/cancel()``: the held change is dropped.
  final func cancelHeldTransition() {
    takeHeldTransition()?.resolve(reporting: .cancelled)
    checkInvariants()
  }

  /// The cause of a combination: backs alone add up; a navigation move makes it one.
  @inlinable static func cause(of moves: [StateMove<State>]) -> TransitionCause {
    if moves.count == 1 { return moves[0].cause }
    var steps = 0
    var cause = TransitionCause.request
    for move in moves {
      switch move.cause {
      case .back(let count): steps += count
      case .navigation: cause = .navigation
      case .deepLink, .restoration: if cause != .navigation { cause = move.cause }
      case .request: break
      }
    }
    if cause != .request { return cause }
    return moves.allSatisfy({ if case .back = $0.cause { true } else { false } })
      ? .back(steps: steps) : .request
  }

  /// Tells the state observers that the guard refused or held `proposal`.
  final func emitDecision(_ kind: StateTransitionKind, _ proposal: TransitionProposal<State>) {
    guard !stateObservers.isEmpty else { return }
    let event = StateTransitionEvent(
      kind: kind, fromState: proposal.from, toState: proposal.to, animated: proposal.animated,
      time: clock.elapsedTime)
    runningHooks { deliverStateTransition(event) }
  }
}

/// What the guard answered about a move (``StateContainer/answer(to:)``).
@MainActor @usableFromInline enum GuardAnswer<State: Equatable> {
  /// The move cannot be made; its diagnostic was reported.
  case invalid
  /// The guard's decision about `proposal`, made of `moves` (those of `held` first, when
  /// the move combines with it).
  case decided(
    TransitionDecision, TransitionProposal<State>, moves: [StateMove<State>],
    combiningWith: HeldTransition<State>?)
}

/// What a guard's proposal was made from; if it differs after the guard ran, the proposal
/// is made again.
@MainActor @usableFromInline struct ProposalBasis<State: Equatable> {
  @usableFromInline let target: State?
  @usableFromInline let targetIsUnshown: Bool
  @usableFromInline let historyRevision: Int
  @usableFromInline let held: ObjectIdentifier?
  @usableFromInline let heldMoveCount: Int

  @inlinable @inline(__always) init(_ container: StateContainer<State>) {
    target = container.machine.target
    targetIsUnshown = container.machine.targetIsUnshown
    historyRevision = container.historyRevision
    let heldNow = container.machine.heldTransition?.held
    held = heldNow.map(ObjectIdentifier.init)
    heldMoveCount = heldNow?.moves.count ?? 0
  }

  @inlinable @inline(__always) init(nothingHeld container: StateContainer<State>, target: State?) {
    self.target = target
    targetIsUnshown = container.machine.targetIsUnshown
    historyRevision = container.historyRevision
    held = nil
    heldMoveCount = 0
  }

  /// Whether `container` still stands where this basis was taken.
  @inlinable @inline(__always) func holds(for container: StateContainer<State>) -> Bool {
    guard container.historyRevision == historyRevision, container.machine.targetIsUnshown == targetIsUnshown,
      container.machine.target == target
    else { return false }
    guard let heldNow = container.machine.heldTransition?.held else { return held == nil }
    return ObjectIdentifier(heldNow) == held && heldNow.moves.count == heldMoveCount
  }
}
