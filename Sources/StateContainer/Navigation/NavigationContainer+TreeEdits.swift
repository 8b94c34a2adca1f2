extension NavigationContainer {
  /// Makes `move` on the tree (with `entry`, which `refuses(_:for:call:)` accepted), links
  /// the entries it makes or brings back, and keeps what left while it is on screen.
  ///
  /// - Returns: The entries that left the tree, in order.
  func make(_ move: NavigationMove<Destination>, entry: Component? = nil) -> [Component] {
    let change = tree.make(move, entry: entry)
    if let made = change.made { link(made) }
    if let broughtBack = change.broughtBack {
      // In the tree again: its entries are entries, no longer kept to leave the screen.
      retiredNodes.removeAll { $0 === broughtBack }
      broughtBack.forEachInSubtree { link($0) }
    }
    var leaving: [Component] = []
    if let roots = change.releasedRoots {
      for root in roots { retireOrLetGo(root, into: &leaving) }
    }
    if let replaced = change.replacedComponent {
      retire(replaced)
      leaving.append(replaced)
    }
    return leaving
  }

  /// Takes `node`, off the current node's path, and its subtree out of the tree, and keeps
  /// what is on screen of it as a move does. Returns the entries that left, in order.
  func release(_ node: NavigationNode<Destination>) -> [Component] {
    var leaving: [Component] = []
    for root in tree.releasing(node).releasedRoots ?? [] { retireOrLetGo(root, into: &leaving) }
    return leaving
  }
}
