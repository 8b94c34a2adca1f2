// The plain values of history and guards that the model, the
// generator and the driver share. Nothing here refers to the library.

/// `HistoryPolicy`, as the model sees it.
enum ModelHistoryPolicy: Hashable, Sendable, CustomStringConvertible {
  case disabled, unlimited
  case bounded(Int)

  /// How many entries history may hold; `nil` for no limit.
  var entryLimit: Int? {
    switch self {
    case .disabled: 0
    case .unlimited: nil
    case .bounded(let count): max(count - 1, 0)
    }
  }

  var isEnabled: Bool {
    switch self {
    case .disabled: false
    case .unlimited: true
    case .bounded(let count): count >= 1
    }
  }

  var description: String {
    switch self {
    case .disabled: ".disabled"
    case .unlimited: ".unlimited"
    case .bounded(let count): ".bounded(\(count))"
    }
  }
}

/// `TransitionDecision`, as the model sees it.
enum ModelDecision: String, Hashable, Sendable, CustomStringConvertible {
  case allow, refuse, hold

  var description: String { ".\(rawValue)" }
}

/// What a container's `historyEntry(forLeaving:)` returns for one call.
enum ModelHistoryEntry: Hashable, Sendable, CustomStringConvertible {
  /// The state itself.
  case same
  /// Another state (a draft saved into it).
  case other(Int)
  /// `nil`: the state stays out of history.
  case none

  func entry(leaving state: Int) -> Int? {
    switch self {
    case .same: state
    case .other(let other): other
    case .none: nil
    }
  }

  var description: String {
    switch self {
    case .same: ".same"
    case .other(let state): ".other(\(state))"
    case .none: ".none"
    }
  }
}

/// An app's call about history or guards.
enum FuzzHistoryAction: Hashable, Sendable, CustomStringConvertible {
  /// `historyPolicy = policy`.
  case setPolicy(container: Int, policy: ModelHistoryPolicy)
  /// `goBack(steps, animated:)`, or with `reportsOutcome`, the form with a completion.
  case goBack(container: Int, steps: Int, animated: Bool, reportsOutcome: Bool)
  /// `clearStateHistory()`.
  case clear(container: Int)
  /// `proceed()` or `cancel()` on the container's `heldTransition`, or with `handle`, on
  /// the held transition with that number (numbered from 0 in the order the sequence's
  /// guards made them, whichever container), even a stale one.
  case resolveHeld(container: Int, handle: Int?, proceed: Bool)

  var description: String {
    switch self {
    case .setPolicy(let container, let policy):
      ".setPolicy(container: \(container), policy: \(policy))"
    case .goBack(let container, let steps, let animated, let reportsOutcome):
      ".goBack(container: \(container), steps: \(steps), animated: \(animated), reportsOutcome: \(reportsOutcome))"
    case .clear(let container):
      ".clear(container: \(container))"
    case .resolveHeld(let container, let handle, let proceed):
      ".resolveHeld(container: \(container), handle: \(handle.map(String.init) ?? "nil"), proceed: \(proceed))"
    }
  }
}

extension FuzzHook {
  /// The hooks of history and guards, which the lifecycle observers do not see.
  var isHistoryHook: Bool {
    switch self {
    case .historyEntry, .transitionDecision, .historyChanged, .decisionObserved: true
    default: false
    }
  }
}
