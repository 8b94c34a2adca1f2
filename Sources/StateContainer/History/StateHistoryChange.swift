/// One change of a ``StateContainer``'s ``StateContainer/stateHistory``, as history
/// observers see it.
///
/// Observers registered with ``StateContainer/addHistoryObserver(_:)`` receive one value
/// per change, right after it is made, so ``StateContainer/stateHistory`` already shows
/// it. Entries are listed oldest first.
///
/// The type is a top-level generic rather than a type nested in the container class,
/// because the module and the class are both named `StateContainer`.
public enum StateHistoryChange<State> {
  /// A request left a state, and the container remembered this value for it (the result
  /// of ``StateContainer/historyEntry(forLeaving:)``).
  case recorded(State)
  /// A bounded history (``HistoryPolicy/bounded(_:)``) dropped its oldest entry: one
  /// change per entry dropped.
  case droppedByBound(State)
  /// Going back removed these entries at once, oldest first; the container then requests
  /// the first of them.
  case removedByBack([State])
  /// ``StateContainer/clearStateHistory()``, or turning history off, removed these
  /// entries.
  case cleared([State])
  /// These entries were removed because going back to them would go nowhere: the newest
  /// entry, equal to the state the container now heads to; an entry equal to the one
  /// before it; or (in a navigation container) entries that name released nodes.
  case pruned([State])
}

extension StateHistoryChange: Sendable where State: Sendable {}

extension StateHistoryChange: Equatable where State: Equatable {}

extension StateHistoryChange: Hashable where State: Hashable {}

extension StateHistoryChange: CustomStringConvertible {
  /// The change as one line, with its states printed by `String(describing:)`:
  /// `recorded(a)`, `removedByBack([b, c])`.
  public var description: String {
    func list(_ entries: [State]) -> String {
      "[" + entries.map { String(describing: $0) }.joined(separator: ", ") + "]"
    }
    return switch self {
    case .recorded(let entry): "recorded(\(entry))"
    case .droppedByBound(let entry): "droppedByBound(\(entry))"
    case .removedByBack(let entries): "removedByBack(\(list(entries)))"
    case .cleared(let entries): "cleared(\(list(entries)))"
    case .pruned(let entries): "pruned(\(list(entries)))"
    }
  }
}
