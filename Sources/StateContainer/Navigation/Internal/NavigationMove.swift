/// A navigation move, as a value: worked out on a position first
/// (`NavigationTree.position(after:from:)`, which changes nothing), then made
/// (`NavigationContainer.make(_:entry:)`, through `NavigationTree.make(_:entry:)`). The split is the seam through which a guard's proposal
/// previews a move before the tree changes
/// (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>).
@MainActor enum NavigationMove<Destination> {
  /// A new node for the destination, with an optional identifier, under the current one.
  case push(Destination, identifier: AnyHashable?)
  /// The node already in the tree, moved under the current one with a new destination.
  case pushByReference(NavigationNode<Destination>, Destination)
  /// The current node's parent.
  case pop
  /// An ancestor of the current node, or the current node itself.
  case popTo(NavigationNode<Destination>)
  /// Any node of the tree.
  case jump(NavigationNode<Destination>)
  /// The current node, made anew for the destination.
  case replace(Destination)
}

@available(*, unavailable)
extension NavigationMove: Sendable {}
