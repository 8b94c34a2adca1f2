/// The target and the history of a container as a change would leave them, worked out
/// without changing anything: what a guard's proposal is made from
/// (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>).
@usableFromInline struct HistoryScratch<State> {
  /// The state the container would head to; `nil` before it has any state.
  @usableFromInline var target: State?
  /// Whether ``target`` is a request that has not begun: a change made from it does not
  /// record it, since it was never shown.
  @usableFromInline var targetIsUnshown: Bool
  /// The history entries, oldest first.
  @usableFromInline var entries: [State]

  @inlinable init(target: State?, targetIsUnshown: Bool, entries: [State]) {
    self.target = target
    self.targetIsUnshown = targetIsUnshown
    self.entries = entries
  }
}

extension HistoryScratch where State: Equatable {
  /// Removes the newest entry if it equals ``target``, as a back does before it takes its
  /// steps: it is not somewhere to go back to.
  mutating func dropEntryRepeatingTarget() {
    if let target, entries.last == target { entries.removeLast() }
  }
}

@available(*, unavailable)
extension HistoryScratch: Sendable {}
