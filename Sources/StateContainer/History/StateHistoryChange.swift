/// One change of a ``StateContainer``'s ``StateContainer/stateHistory``, as history
/// observers see it.
///
/// Entries are listed oldest first. (Top-level rather than nested: the module and the class
/// are both named `StateContainer`.)
public enum StateHistoryChange<State> {
  /// A request left a state, and the container remembered this value for it (the result
  /// of ``StateContainer/historyEntry(forLeaving:)``).
  case recorded(State)
  /// A bounded history dropped its oldest entry; one change per entry.
  case droppedByBound(State)
  /// Going back removed these entries at once, oldest first; the container then requests
  /// the first of them.
  case removedByBack([State])
  /// ``StateContainer/clearStateHistory()``, or turning history off, removed these.
  case cleared([State])
  /// These entries were removed because going back to them would go nowhere
  /// (<doc:NavigatingBetweenScreens#History-going-back-where-you-were>).
  case pruned([State])
  /// An interactive transition that had changed history was cancelled, and history holds
  /// these entries again, oldest first, as before it began
  /// (<doc:AnimatingTransitions#Interactive-transitions>).
  case restoredByCancel([State])
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
    case .restoredByCancel(let entries): "restoredByCancel(\(list(entries)))"
    }
  }
}
