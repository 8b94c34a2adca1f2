extension NavigationContainer {
  /// Makes `move` on the tree (with `entry`, which `refuses(_:for:call:)` accepted), links
  /// the entries it makes or brings back, and keeps what left while it is on screen.
  ///
  /// - Returns: The entries that left the tree, in order.
  func make(_ move: NavigationMove<Destination>, entry: Component? = nil) -> [Component] {
    let departure = tree.make(move, entry: entry)
    switch move {
    case .push, .replace: link(tree.current)
    // A released node brought back: its entries are entries again.
    case .pushByReference(let node, _): if node.isReleased { node.forEachInSubtree { link($0) } }
    case .pop, .popTo, .jump: break
    }
    var leaving: [Component] = []
    for root in departure.releasedRoots { retireOrLetGo(root, into: &leaving) }
    if let replaced = departure.replacedComponent {
      retire(replaced)
      leaving.append(replaced)
    }
    return leaving
  }
}
