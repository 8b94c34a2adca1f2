/// What the model knows of history and guards, per container.
struct HistoryModel {
  /// A move as the model sees it: a request or a back.
  enum Move {
    case request(state: Int, animated: Bool, evenIfCurrent: Bool, report: Int?)
    case back(steps: Int, animated: Bool, report: Int?)

    var isAbsolute: Bool { if case .request = self { true } else { false } }
    var animated: Bool {
      switch self {
      case .request(_, let animated, _, _), .back(_, let animated, _): animated
      }
    }
    var report: Int? {
      switch self {
      case .request(_, _, _, let report), .back(_, _, let report): report
      }
    }
  }

  /// A guard's proposal, printed as `TransitionProposal` prints itself.
  struct Proposal: Hashable {
    var from: Int?
    var to: Int
    var animated: Bool
    var cause: String

    var description: String {
      "\(cause)(from: \(from.map(String.init) ?? "nil"), to: \(to), animated: \(animated))"
    }
  }

  struct Held {
    /// Its number among the held transitions of the sequence.
    var handle: Int
    var moves: [Move]
    var proposal: Proposal
  }

  struct PerContainer {
    var policy = ModelHistoryPolicy.disabled
    var entries: [Int] = []
    /// Counts history changes, as the container does, to tell whether the guard's proposal
    /// still holds after the guard ran.
    var revision = 0
    /// Whether the pending request heads elsewhere than the target it replaced.
    var pendingTargetIsUnshown = false
    /// The state the transition in flight enters.
    var inFlightTarget: Int?
    var held: Held?
    var verdicts: [ModelDecision] = []
    var verdictCalls = 0
    var entryScript: [ModelHistoryEntry] = []
    var entryCalls = 0

    mutating func setScripts(verdicts: [ModelDecision], entries: [ModelHistoryEntry]) {
      self.verdicts = verdicts
      entryScript = entries
    }
  }

  private var containers: [Int: PerContainer] = [:]
  /// Whether each held transition made so far still waits, by number.
  var handlesWaiting: [Bool] = []
  /// The container of each held transition, by number.
  var handleContainers: [Int] = []

  subscript(id: Int) -> PerContainer {
    get { containers[id] ?? PerContainer() }
    set { containers[id] = newValue }
  }
}

/// What the guard's proposal was made from.
private struct ProposalBasis: Equatable {
  var target: Int?
  var targetIsUnshown: Bool
  var revision: Int
  var held: Int?
  var heldMoves: Int
}

/// The target and history a change would leave.
private struct Scratch {
  var target: Int?
  var targetIsUnshown: Bool
  var entries: [Int]
}

extension LifecycleModel {
  // MARK: - Target

  /// The pending request's state, else the state of the transition in flight, else the
  /// current state.
  func historyTarget(_ id: Int) -> Int? {
    containers[id]!.pending?.state ?? history[id].inFlightTarget ?? containers[id]!.state
  }

  /// Whether the target is a request heading to a state never shown.
  func historyTargetIsUnshown(_ id: Int) -> Bool {
    containers[id]!.pending != nil && history[id].pendingTargetIsUnshown
  }

  /// Keeps the state of the transition in flight, from its `willTransition` to its
  /// `didTransition`.
  mutating func noteTransitionEvent(_ event: FuzzEvent) {
    switch event {
    case .willTransition(let id, let state, _): history[id].inFlightTarget = state
    case .didTransition(let id, _, _): history[id].inFlightTarget = nil
    default: break
    }
  }

  /// With history on, a request waiting behind a transition in flight stays when the
  /// container begins to disappear.
  mutating func keepsPendingRequestOnDisappearance(_ id: Int) -> Bool {
    guard history[id].policy.isEnabled else { return false }
    if containers[id]!.pending != nil {
      coverage["pending request kept on disappearance: history", default: 0] += 1
    }
    return true
  }

  // MARK: - Requests and moves

  mutating func requestThroughGuard(_ id: Int, state: Int, animated: Bool, evenIfCurrent: Bool, report: Int?)
  {
    if deferredByInteraction(
      id, .request(state: state, animated: animated, evenIfCurrent: evenIfCurrent, report: report))
    {
      return
    }
    if !evenIfCurrent, let target = historyTarget(id), target == state {
      if history[id].held != nil {
        coverage["held replaced by a request that changes nothing", default: 0] += 1
      }
      supersedeHeld(id)
      rememberRequest(id, state: state, animated: animated, evenIfCurrent: evenIfCurrent, report: report)
      drain(id)
      return
    }
    propose(id, .request(state: state, animated: animated, evenIfCurrent: evenIfCurrent, report: report))
  }

  private func basis(_ id: Int) -> ProposalBasis {
    ProposalBasis(
      target: historyTarget(id), targetIsUnshown: historyTargetIsUnshown(id), revision: history[id].revision,
      held: history[id].held?.handle, heldMoves: history[id].held?.moves.count ?? 0)
  }

  private static func cause(of moves: [HistoryModel.Move]) -> String {
    var steps = 0
    var allBacks = true
    for move in moves {
      switch move {
      case .back(let count, _, _): steps += count
      case .request: allBacks = false
      }
    }
    return allBacks ? "back(\(steps))" : "request"
  }

  /// With `interaction`, the move of a gesture that begins: its handle and history before.
  mutating func propose(
    _ id: Int, _ move: HistoryModel.Move, interaction: (handle: Int, history: [Int])? = nil
  ) {
    if case .back = move, deferredByInteraction(id, move) { return }
    while true {
      let basis = basis(id)
      let held = move.isAbsolute ? nil : history[id].held
      let moves = (held?.moves ?? []) + [move]
      var scratch = Scratch(
        target: basis.target, targetIsUnshown: basis.targetIsUnshown, entries: history[id].entries)
      for (index, step) in moves.enumerated() {
        guard preview(id, step, &scratch, needsHistory: index < moves.count - 1) else {
          coverage["back: history too short", default: 0] += 1
          if held != nil { coverage["back: history too short for the combination", default: 0] += 1 }
          diagnose(.historyTooShort)
          reportOutcome(id, move.report, "invalid")
          if let interaction { interactionPhases[interaction.handle] = "notBegun(invalid)" }
          drain(id)
          return
        }
      }
      let proposal = HistoryModel.Proposal(
        from: basis.target, to: scratch.target!, animated: move.animated, cause: Self.cause(of: moves))
      let decision = askGuard(id, proposal)
      guard basis == self.basis(id) else {
        coverage["guard asked again: its proposal changed while it ran", default: 0] += 1
        continue
      }
      if held != nil { coverage["held combined with a back: \(decision.rawValue)", default: 0] += 1 }
      if let interaction, interactionDecided(id, decision, moves: moves, interaction) {
        drain(id)
        return
      }
      switch decision {
      case .refuse:
        observeDecision(id, "refused", proposal)
        reportOutcome(id, move.report, "refused")
      case .hold:
        if held != nil {
          history[id].held!.moves = moves
          history[id].held!.proposal = proposal
          observeDecision(id, "held", proposal)
        } else {
          // The new change is held before the one it replaces reports.
          let replaced = history[id].held
          if let replaced {
            coverage["held replaced by a newer request", default: 0] += 1
            history.handlesWaiting[replaced.handle] = false
          }
          history[id].held = HistoryModel.Held(
            handle: history.handlesWaiting.count, moves: moves, proposal: proposal)
          history.handlesWaiting.append(true)
          history.handleContainers.append(id)
          observeDecision(id, "held", proposal)
          for move in replaced?.moves ?? [] { reportOutcome(id, move.report, "superseded") }
        }
      case .allow:
        if let current = history[id].held {
          history[id].held = nil
          history.handlesWaiting[current.handle] = false
          if held == nil {
            coverage["held replaced by a newer request", default: 0] += 1
            for move in current.moves { reportOutcome(id, move.report, "superseded") }
          }
        }
        for move in moves { perform(id, move) }
        dropEntryRepeatingTarget(id)
      }
      drain(id)
      return
    }
  }

  private mutating func askGuard(_ id: Int, _ proposal: HistoryModel.Proposal) -> ModelDecision {
    let script = history[id].verdicts
    let decision = script.isEmpty ? .allow : script[history[id].verdictCalls % script.count]
    history[id].verdictCalls += 1
    coverage["guard verdict: \(decision.rawValue)", default: 0] += 1
    enterHooks(id)
    emit(
      .history(
        id, hook: .transitionDecision,
        what: "transitionDecision(\(proposal.description)) -> \(decision.rawValue)"))
    leaveHooks(id)
    return decision
  }

  private mutating func observeDecision(_ id: Int, _ kind: String, _ proposal: HistoryModel.Proposal) {
    enterHooks(id)
    emit(
      .history(
        id, hook: .decisionObserved,
        what: "observed \(kind)(from: \(proposal.from.map(String.init) ?? "nil"), to: \(proposal.to), "
          + "animated: \(proposal.animated))"))
    leaveHooks(id)
  }

  private mutating func reportOutcome(_ id: Int, _ report: Int?, _ outcome: String) {
    guard let report else { return }
    coverage["outcome reported: \(outcome)", default: 0] += 1
    emit(.outcome(id, request: report, outcome: outcome))
  }

  /// A presented component its container dismisses leaves the tree: a change it holds ends
  /// at once, before its `willMove(toParent: nil)`, and reports `cancelled`. (A child a state
  /// change removes keeps it: a tab's stack only disappears.)
  mutating func endHeldOfLeavingChild(_ child: Int) {
    guard let held = history[child].held else { return }
    coverage["held change cancelled: its holder left the tree", default: 0] += 1
    history[child].held = nil
    history.handlesWaiting[held.handle] = false
    for move in held.moves { reportOutcome(child, move.report, "cancelled") }
  }

  private mutating func supersedeHeld(_ id: Int) {
    guard let held = history[id].held else { return }
    history[id].held = nil
    history.handlesWaiting[held.handle] = false
    for move in held.moves { reportOutcome(id, move.report, "superseded") }
  }

  /// Works `move` out on `scratch`; `false` if it cannot be made.
  private mutating func preview(
    _ id: Int, _ move: HistoryModel.Move, _ scratch: inout Scratch, needsHistory: Bool
  ) -> Bool {
    switch move {
    case .request(let state, _, _, _):
      if needsHistory,
        let entry = entryRecorded(
          id, leaving: scratch.target, unshown: scratch.targetIsUnshown, for: state,
          newest: scratch.entries.last)
      {
        scratch.entries.append(entry)
        if let limit = history[id].policy.entryLimit, scratch.entries.count > limit {
          scratch.entries.removeFirst(scratch.entries.count - limit)
        }
      }
      scratch.target = state
    case .back(let steps, _, _):
      // An entry equal to where the container heads is not somewhere to go back to.
      if let target = scratch.target, scratch.entries.last == target {
        coverage["back skips an entry equal to the target (combination)", default: 0] += 1
        scratch.entries.removeLast()
      }
      guard scratch.entries.count >= steps else { return false }
      scratch.target = scratch.entries[scratch.entries.count - steps]
      scratch.entries.removeLast(steps)
    }
    scratch.targetIsUnshown = true
    return true
  }

  /// Makes `move` for real, unguarded, without draining.
  mutating func performMove(_ id: Int, _ move: HistoryModel.Move) {
    perform(id, move)
  }

  private mutating func perform(_ id: Int, _ move: HistoryModel.Move) {
    switch move {
    case .request(let state, let animated, let evenIfCurrent, let report):
      if let entry = entryRecorded(
        id, leaving: historyTarget(id), unshown: historyTargetIsUnshown(id), for: state,
        newest: history[id].entries.last)
      {
        appendHistory(id, entry)
      }
      rememberRequest(id, state: state, animated: animated, evenIfCurrent: evenIfCurrent, report: report)
    case .back(let steps, let animated, let report):
      dropEntryRepeatingTarget(id)
      guard history[id].entries.count >= steps else {
        coverage["back: history too short when applied", default: 0] += 1
        diagnose(.historyTooShort)
        reportOutcome(id, report, "invalid")
        return
      }
      coverage["back", default: 0] += 1
      if steps > 1 { coverage["back by more than one step", default: 0] += 1 }
      if containers[id]!.inFlight != nil { coverage["back while a transition is in flight", default: 0] += 1 }
      let removed = Array(history[id].entries.suffix(steps))
      changeHistory(id, "removedByBack(\(Self.list(removed)))") { $0.removeLast(steps) }
      rememberRequest(id, state: removed[0], animated: animated, evenIfCurrent: false, report: report)
    }
  }

  /// Drops the newest entry if it equals the target: a back must go somewhere visible.
  mutating func dropEntryRepeatingTarget(_ id: Int) {
    guard let target = historyTarget(id), let newest = history[id].entries.last, newest == target
    else { return }
    coverage["history entry equal to the target dropped", default: 0] += 1
    changeHistory(id, "pruned([\(newest)])") { $0.removeLast() }
  }

  /// What a request for `state` records for `leaving`, asked of the history hook; nothing
  /// when the hook's value equals `state` or `newest`, the newest entry.
  private mutating func entryRecorded(
    _ id: Int, leaving: Int?, unshown: Bool, for state: Int, newest: Int?
  ) -> Int? {
    guard history[id].policy.isEnabled, !unshown, let leaving, leaving != state else { return nil }
    let script = history[id].entryScript
    let choice = script.isEmpty ? .same : script[history[id].entryCalls % script.count]
    history[id].entryCalls += 1
    let entry = choice.entry(leaving: leaving)
    switch choice {
    case .same: break
    case .other: coverage["history hook: another value", default: 0] += 1
    case .none: coverage["history hook: nil, kept out", default: 0] += 1
    }
    enterHooks(id)
    emit(
      .history(
        id, hook: .historyEntry,
        what: "historyEntry(forLeaving: \(leaving)) -> \(entry.map(String.init) ?? "nil")"))
    leaveHooks(id)
    guard let entry, entry != state, entry != newest else {
      if entry != nil {
        coverage["history entry not recorded: it repeats the target or the newest", default: 0] += 1
      }
      return nil
    }
    return entry
  }

  private mutating func appendHistory(_ id: Int, _ entry: Int) {
    coverage["history entry recorded", default: 0] += 1
    changeHistory(id, "recorded(\(entry))") { $0.append(entry) }
    dropPastBound(id)
  }

  private mutating func dropPastBound(_ id: Int) {
    guard let limit = history[id].policy.entryLimit else { return }
    while history[id].entries.count > limit {
      coverage["history entry dropped by bound", default: 0] += 1
      changeHistory(id, "droppedByBound(\(history[id].entries[0]))") { $0.removeFirst() }
    }
  }

  mutating func changeHistoryForInteraction(_ id: Int, _ change: String, _ edit: (inout [Int]) -> Void) {
    changeHistory(id, change, edit)
  }

  private mutating func changeHistory(_ id: Int, _ change: String, _ edit: (inout [Int]) -> Void) {
    edit(&history[id].entries)
    history[id].revision += 1
    enterHooks(id)
    emit(.history(id, hook: .historyChanged, what: "history \(change)"))
    leaveHooks(id)
  }

  static func list(_ entries: [Int]) -> String {
    "[" + entries.map(String.init).joined(separator: ", ") + "]"
  }

  // MARK: - The app's calls

  mutating func performHistory(_ action: FuzzHistoryAction) {
    switch action {
    case .setPolicy(let id, let policy):
      history[id].policy = policy
      if case .bounded(let count) = policy, count < 1 { diagnose(.invalidHistoryCount) }
      if !policy.isEnabled {
        clearHistory(id)
      } else {
        dropPastBound(id)
      }
    case .goBack(let id, let steps, let animated, let reportsOutcome):
      var report: Int?
      if reportsOutcome {
        report = nextReport
        nextReport += 1
      }
      guard steps >= 1 else {
        diagnose(.invalidHistoryCount)
        reportOutcome(id, report, "invalid")
        return
      }
      propose(id, .back(steps: steps, animated: animated, report: report))
    case .clear(let id):
      clearHistory(id)
    case .resolveHeld(let container, let handle, let proceed):
      let id: Int
      if let handle {
        guard handle < history.handlesWaiting.count, history.handlesWaiting[handle] else {
          coverage["held transition: proceed or cancel ignored (resolved)", default: 0] += 1
          return
        }
        id = history.handleContainers[handle]
      } else {
        guard history[container].held != nil else { return }
        id = container
      }
      let held = history[id].held!
      history[id].held = nil
      history.handlesWaiting[held.handle] = false
      if proceed {
        coverage["held transition proceeded", default: 0] += 1
        if nodes[id].appearance == .disappeared {
          coverage["held transition proceeded off screen", default: 0] += 1
        }
        for move in held.moves { perform(id, move) }
        dropEntryRepeatingTarget(id)
        drain(id)
      } else {
        coverage["held transition cancelled", default: 0] += 1
        for move in held.moves { reportOutcome(id, move.report, "cancelled") }
      }
    }
  }

  private mutating func clearHistory(_ id: Int) {
    guard !history[id].entries.isEmpty else { return }
    coverage["history cleared", default: 0] += 1
    let entries = history[id].entries
    changeHistory(id, "cleared(\(Self.list(entries)))") { $0.removeAll() }
  }
}
