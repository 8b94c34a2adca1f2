import StateContainer

/// What the driver keeps for history and guards.
struct FuzzDriverHistory {
  var verdicts: [Int: [ModelDecision]] = [:]
  var verdictCalls: [Int: Int] = [:]
  var entries: [Int: [ModelHistoryEntry]] = [:]
  var entryCalls: [Int: Int] = [:]
  /// Every held transition the guards made, in order, for stale proceeds and cancels.
  var handles: [HeldTransition<Int>] = []

  mutating func setScripts(of id: Int, verdicts: [ModelDecision], entries: [ModelHistoryEntry]) {
    self.verdicts[id] = verdicts
    self.entries[id] = entries
  }

  mutating func nextVerdict(of id: Int) -> ModelDecision {
    let script = verdicts[id] ?? []
    defer { verdictCalls[id, default: 0] += 1 }
    return script.isEmpty ? .allow : script[verdictCalls[id, default: 0] % script.count]
  }

  mutating func nextEntry(of id: Int) -> ModelHistoryEntry {
    let script = entries[id] ?? []
    defer { entryCalls[id, default: 0] += 1 }
    return script.isEmpty ? .same : script[entryCalls[id, default: 0] % script.count]
  }
}

extension FuzzDriver {
  /// `transitionDecision(for:)` of container `id`: the next verdict of its script.
  func transitionDecision(of id: Int, _ proposal: TransitionProposal<Int>) -> TransitionDecision {
    let verdict = history.nextVerdict(of: id)
    record(
      .history(id, hook: .transitionDecision, what: "transitionDecision(\(proposal)) -> \(verdict.rawValue)"),
      of: container(id))
    return switch verdict {
    case .allow: .allow
    case .refuse: .refuse
    case .hold: .hold
    }
  }

  /// `historyEntry(forLeaving:)` of container `id`: the next choice of its script.
  func historyEntry(of id: Int, leaving state: Int) -> Int? {
    let entry = history.nextEntry(of: id).entry(leaving: state)
    record(
      .history(
        id, hook: .historyEntry,
        what: "historyEntry(forLeaving: \(state)) -> \(entry.map(String.init) ?? "nil")"),
      of: container(id))
    return entry
  }

  /// A history observer of container `id` heard `change`.
  func historyChanged(_ change: StateHistoryChange<Int>, of id: Int) {
    record(.history(id, hook: .historyChanged, what: "history \(change)"), of: container(id))
  }

  /// A guard's refusal or hold, as a typed state observer saw it; a new held transition is
  /// numbered.
  func observedDecision(_ event: StateTransitionEvent<Int>, of id: Int) {
    if event.kind == .held, let held = container(id).heldTransition,
      !history.handles.contains(where: { $0 === held })
    {
      history.handles.append(held)
    }
    let from = event.fromState.map(String.init) ?? "nil"
    record(
      .history(
        id, hook: .decisionObserved,
        what: "observed \(event.kind)(from: \(from), to: \(event.toState), animated: \(event.animated))"),
      of: container(id))
  }

  func performHistory(_ action: FuzzHistoryAction) {
    switch action {
    case .setPolicy(let id, let policy):
      container(id).historyPolicy =
        switch policy {
        case .disabled: .disabled
        case .unlimited: .unlimited
        case .bounded(let count): .bounded(count)
        }
    case .goBack(let id, let steps, let animated, true):
      let report = nextReport
      nextReport += 1
      container(id).goBack(steps, animated: animated) { [weak self] outcome in
        guard let self else { return }
        record(.outcome(id, request: report, outcome: "\(outcome)"), of: container(id))
      }
    case .goBack(let id, let steps, let animated, false):
      container(id).goBack(steps, animated: animated)
    case .clear(let id):
      container(id).clearStateHistory()
    case .resolveHeld(let id, let handle, let proceed):
      let held: HeldTransition<Int>?
      if let handle {
        held = handle < history.handles.count ? history.handles[handle] : nil
      } else {
        held = container(id).heldTransition
      }
      if proceed { held?.proceed() } else { held?.cancel() }
    }
  }
}

extension FuzzRunner {
  /// Where history, `canGoBack`, the held transitions and their proposals differ from the
  /// model.
  static func historyProblems(_ driver: FuzzDriver, _ model: LifecycleModel) -> [String] {
    var problems: [String] = []
    for (id, component) in driver.components.enumerated() {
      guard let container = component as? FuzzRecordingContainer else { continue }
      let expected = model.history[id]
      if container.stateHistory != expected.entries || container.canGoBack != !expected.entries.isEmpty {
        problems.append("#\(id) stateHistory \(container.stateHistory), model expects \(expected.entries)")
      }
      let held = container.heldTransition.map { "\($0.proposal)" }
      if held != expected.held?.proposal.description {
        problems.append(
          "#\(id) heldTransition \(held ?? "nil"), model expects \(expected.held?.proposal.description ?? "nil")"
        )
      }
    }
    let waiting = driver.history.handles.map(\.isWaiting)
    if waiting != model.history.handlesWaiting {
      problems.append("held transitions waiting \(waiting), model expects \(model.history.handlesWaiting)")
    }
    return problems
  }
}
