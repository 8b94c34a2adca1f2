extension NavigationContainer {
  /// Makes `move` on the tree, which `NavigationTree.position(after:from:)` found possible
  /// from the current position, and does what it means for the entries: the entry a push or
  /// a replace made (`entry`, which `refuses(_:for:call:)` accepted) and those a push by
  /// reference brings back link upstream through their nodes; what left the tree is kept
  /// while it is on screen, let go of otherwise.
  ///
  /// - Returns: The entries that left the tree: those of the nodes it released, and the
  ///   component a replace took off its node.
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
