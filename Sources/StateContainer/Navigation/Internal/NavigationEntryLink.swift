/// What a navigation entry's upstream is read from: its node, which knows the entry it
/// was pushed from, or the container for the root.
@MainActor protocol NavigationEntryUpstream: AnyObject {
  /// The component upstream of the node's entry.
  var upstreamOfEntry: Component? { get }
  /// The container whose tree holds the node.
  var containerOfEntry: Component? { get }
  /// The node's destination, for diagnostics.
  var destinationDescription: String { get }
}

/// The weak link from an entry's component to its node (``UpstreamLink/navigationEntry(_:)``).
///
/// Weak, because the node holds its component: a strong link back would keep both alive.
@MainActor final class NavigationEntryLink {
  /// The node whose entry the component is; `nil` once the node is freed.
  weak var node: (any NavigationEntryUpstream)?

  init() {}
}

/// Process-wide serial numbers for nodes and their generations.
@MainActor enum NavigationSerials {
  private static var last: UInt64 = 0

  /// The last number handed out.
  static var current: UInt64 { last }

  /// A number never handed out before.
  static func next() -> UInt64 {
    last += 1
    return last
  }
}
