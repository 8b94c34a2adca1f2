/// How many states a ``StateContainer`` remembers for going back
/// (<doc:NavigatingBetweenScreens#History-going-back-where-you-were>).
///
/// ```swift
/// screen.historyPolicy = .bounded(10)   // the current state and up to 9 to go back to
/// ```
public enum HistoryPolicy: Hashable, Sendable {
  /// No history: nothing is recorded, and going back is not possible. The default.
  case disabled
  /// Every state left is remembered.
  case unlimited
  /// At most this many states, counting the current one; past it the oldest entry drops.
  /// Below 1: an ``LifecycleDiagnostic/Kind/invalidHistoryCount`` diagnostic, and ``disabled``.
  case bounded(Int)

  /// How many entries ``StateContainer/stateHistory`` may hold; `nil` for no limit.
  var entryLimit: Int? {
    switch self {
    case .disabled: 0
    case .unlimited: nil
    case .bounded(let count): max(count - 1, 0)
    }
  }

  @inlinable var isEnabled: Bool {
    switch self {
    case .disabled: false
    case .unlimited: true
    case .bounded(let count): count >= 1
    }
  }
}
