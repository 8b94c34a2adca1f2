extension NavigationContainer {
  /// The node to show for `state`: its current node while it is in the tree; else (a
  /// position a later move left, asked for from inside a hook) the tree's current node,
  /// whose own request follows.
  func shownTarget(for state: NavigationPosition<Destination>) -> NavigationNode<Destination> {
    guard let node = state.currentNode, tree.contains(node) else { return currentNode }
    return node
  }

  /// Tells the entering entry, and the entry it replaces on screen, which way the move goes.
  func announceTransition(to target: NavigationNode<Destination>) {
    let direction = direction(to: target)
    target.component.setNavigationTransition(
      NavigationTransition(direction: direction, enteringDestination: target.destination, isEntering: true))
    if let leaving = shownComponent, leaving !== target.component {
      leaving.setNavigationTransition(
        NavigationTransition(direction: direction, enteringDestination: target.destination, isEntering: false)
      )
    }
  }

  /// The direction from the node shown to `target`, a node of the tree
  /// (<doc:NavigatingBetweenScreens#Which-way-it-slides>).
  ///
  /// - Complexity: O(d) in the depths of the two nodes below the deepest node they share.
  func direction(to target: NavigationNode<Destination>) -> NavigationDirection {
    guard appearance != .appearing, let shown = shownNode, shownComponent != nil else { return .none }
    if target === shown { return target.stamp == shownStamp ? .none : .replace }
    // Whether the shown position names `target` above its last node.
    if let shownPosition, shownPosition.tip.step(carryingStampOf: target.pathStep, skippingSelf: true) != nil
    {
      return .back
    }
    if target.creationSerial > shownAtSerial { return .forward }
    // Whether `shown` is an ancestor of `target`: the path of a node of the tree names its
    // ancestors now, each once.
    if target.pathStep.step(carryingStampOf: shown.pathStep, skippingSelf: false) != nil {
      return .forward
    }
    return .jump
  }
}
