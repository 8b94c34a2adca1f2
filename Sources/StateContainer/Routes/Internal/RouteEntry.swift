/// One registered route: its pattern, its owner, and the closure that converts its
/// parameters and makes the call to its handler.
@MainActor final class RouteEntry {
  /// The pattern's segments.
  let segments: [PatternSegment]
  /// The canonical text of the pattern.
  let pattern: String
  /// The names of the parameters, in order.
  let parameterNames: [String]
  /// The component whose lifetime bounds the route; `nil` once it is released.
  weak var owner: Component?
  /// Whether the route is bound to an owner.
  let hasOwner: Bool
  /// Whether the route is in a table's trie: `false` when refused, removed or not yet
  /// added.
  var isRegistered = false
  /// The table and node that hold the route while it is registered; both weak, since the
  /// node holds the entry (a strong reference back would keep a released table's trie
  /// alive).
  weak var table: RouteTable?
  weak var node: RouteNode?
  /// Converts the raw parameter segments and returns the call of the handler with the
  /// converted values, or `nil` when a parameter does not convert; `nil` once removed.
  private(set) var prepare: ((RouteMatch) -> (@MainActor () -> Void)?)?

  init(
    segments: [PatternSegment], pattern: String, owner: Component?,
    prepare: @escaping (RouteMatch) -> (@MainActor () -> Void)?
  ) {
    self.segments = segments
    self.pattern = pattern
    parameterNames = segments.compactMap { segment -> String? in
      if case .parameter(let name) = segment { return name } else { return nil }
    }
    self.owner = owner
    hasOwner = owner != nil
    self.prepare = prepare
  }

  /// Whether the route can match: registered, and its owner, if it has one, alive.
  var isLive: Bool { isRegistered && (!hasOwner || owner != nil) }

  /// Takes the route out of its table and releases its handler; a second call does
  /// nothing.
  func remove() {
    if isRegistered, let table { table.detach(self) }
    isRegistered = false
    prepare = nil
  }

  /// The owner's name for diagnostics.
  var ownerDescription: String {
    guard hasOwner else { return "" }
    guard let owner else { return " (registered by a released component)" }
    return " (registered by \(owner.debugName))"
  }
}

extension RouteEntry {
  /// Marks the route ended without touching the trie: a new route takes its node.
  func retire() {
    isRegistered = false
    node = nil
    prepare = nil
  }
}
