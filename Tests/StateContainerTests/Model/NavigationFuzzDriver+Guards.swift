import StateContainer

/// Guards and history on the real container of a random navigation sequence
/// (history and guards of a navigation container).
extension NavigationFuzzDriver {
  /// Carries out the operations that are not moves with a handle; returns whether it did.
  func performGuardOrHistory(_ move: NavigationFuzzMove) -> Bool {
    switch move {
    case .proceed: container.heldTransition?.proceed()
    case .cancel: container.heldTransition?.cancel()
    case .clearHistory: container.clearStateHistory()
    case .historyPolicy(let policy):
      container.historyPolicy = policy == 0 ? .disabled : policy < 0 ? .unlimited : .bounded(policy)
    default: return false
    }
    return true
  }

  /// The guard: the next verdict of the sequence, logged with the proposal.
  func decide(_ proposal: TransitionProposal<NavigationPosition<Int>>) -> TransitionDecision {
    // Asked about a link, the guard first makes the request armed on it on its own
    // container, as an app's guard that saves or moves, then answers.
    // Only while a link is read (its own proposal, or a move from a hook its drain ran
    // combined with it held, as the model's askGuard): a back combined with a held link
    // later is proposed with its cause too.
    if case .deepLink = proposal.cause, readingLinks > 0, !firingLinkGuard {
      firingLinkGuard = true
      fire("N", "deepLinkGuard")
      firingLinkGuard = false
    }
    let verdict = verdicts.isEmpty ? .allow : verdicts[proposals % verdicts.count]
    proposals += 1
    log.append("\(now)ms N.transitionDecision(\(Self.describe(proposal))) -> \(verdict.rawValue)")
    switch verdict {
    case .allow: return .allow
    case .refuse: return .refuse
    case .hold: return .hold
    }
  }

  /// `from: 2, to: 5, navigation`: the depth left, the destination headed to (`new` for a
  /// node not made yet), the cause.
  static func describe(_ proposal: TransitionProposal<NavigationPosition<Int>>) -> String {
    let to = proposal.to.currentNode.map { "\($0.destination)" } ?? "new"
    let cause: String =
      switch proposal.cause {
      case .navigation: "navigation"
      case .back(let steps): "back(\(steps))"
      case .request: "request"
      case .deepLink(let url): "deepLink(\(url))"
      case .restoration: "restoration"
      }
    return "from: \(proposal.from.map { "\($0.depth)" } ?? "nil"), to: \(to), \(cause)"
  }

  func observeHistory() {
    historyObservation = container.addHistoryObserver { [unowned self] change in
      log.append("\(now)ms N.history \(Self.describe(change))")
    }
  }

  static func describe(_ change: StateHistoryChange<NavigationPosition<Int>>) -> String {
    switch change {
    case .recorded(let entry): "recorded(\(entry.depth))"
    case .droppedByBound(let entry): "droppedByBound(\(entry.depth))"
    case .removedByBack(let entries): "removedByBack(\(entries.map(\.depth)))"
    case .cleared(let entries): "cleared(\(entries.count))"
    case .pruned(let entries): "pruned(\(entries.map(\.depth)))"
    case .restoredByCancel(let entries): "restoredByCancel(\(entries.map(\.depth)))"
    }
  }

  var historySnapshot: [String] {
    container.stateHistory.map { entry in entry.nodes.map { "\($0.destination)" }.joined(separator: "/") }
  }

  var heldSnapshot: String {
    container.heldTransition.map { Self.describe($0.proposal) } ?? "none"
  }
}
