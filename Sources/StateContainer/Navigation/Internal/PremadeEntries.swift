/// The entries a navigation container's pushes (and a replace) take, in order, instead of
/// calling the factory when the move is made: made earlier, so that the factory runs once per
/// entry and what it returns is checked before anything changes. A deep link makes them
/// while it is read or before its first change; a move combined with a held change, once the
/// guard allowed it. Empty, the moves call the factory.
@MainActor final class PremadeEntries {
  private(set) var entries: [Component]

  init(_ entries: [Component] = []) {
    self.entries = entries
  }

  /// Makes the entries with `make` unless they were made already.
  func makeIfEmpty(_ make: () -> [Component]) {
    if entries.isEmpty { entries = make() }
  }

  func append(_ entry: Component) {
    entries.append(entry)
  }

  /// The next entry, taken out; `nil` when none is left.
  func take() -> Component? {
    entries.isEmpty ? nil : entries.removeFirst()
  }
}
