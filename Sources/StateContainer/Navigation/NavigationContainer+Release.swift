extension NavigationContainer {
  /// Makes `node`'s component its entry: upstream through the node.
  func link(_ node: NavigationNode<Destination>) {
    let component = node.component
    component.setUpstreamLink(.navigationEntry(node.entryLink))
  }

  /// Keeps the subtree at `root`, which a move released, while an entry among its nodes is
  /// on screen, or while a released node kept that way was pushed from one of them (so that
  /// its upstream links lead where they did); lets go of it at once otherwise. Adds the
  /// entries of the subtree to `leaving`.
  func retireOrLetGo(_ root: NavigationNode<Destination>, into leaving: inout [Component]) {
    var isOnScreen = false
    root.forEachInSubtree { released in
      leaving.append(released.component)
      if showsAnEntry(of: released) { isOnScreen = true }
    }
    if !isOnScreen {
      isOnScreen = retiredNodes.contains { $0.parent?.isDescendant(ofOrSameAs: root) == true }
    }
    if isOnScreen { retiredNodes.append(root) } else { unlinkSubtree(of: root) }
  }

  /// Keeps a component a replace took off its node while it is on screen.
  func retire(_ component: Component) {
    if component.parent === self { retiredComponents.append(component) } else { unlink(component) }
  }

  /// Lets go of released nodes and replaced components whose entries have moved out, and
  /// of the released nodes they were pushed from.
  func pruneRetired() {
    while let index = retiredNodes.indices.first(where: { canLetGo(of: retiredNodes[$0]) }) {
      unlinkSubtree(of: retiredNodes.remove(at: index))
    }
    retiredComponents.removeAll { component in
      if component.parent === self { return false }
      unlink(component)
      return true
    }
  }

  /// Whether the container shows `node`'s entry (or is about to), or a component a
  /// replace took off it.
  func showsAnEntry(of node: NavigationNode<Destination>) -> Bool {
    if node === shownNode || node.component.parent === self { return true }
    return retiredComponents.contains { component in
      guard component.parent === self, case .navigationEntry(let link) = component.treeNode?.upstreamLink
      else {
        return false
      }
      return link.node === node
    }
  }

  /// Whether no entry of the released subtree at `root` is on screen, and no other kept
  /// subtree was pushed from one of its nodes.
  func canLetGo(of root: NavigationNode<Destination>) -> Bool {
    var isOnScreen = false
    root.forEachInSubtree { if showsAnEntry(of: $0) { isOnScreen = true } }
    return !isOnScreen
      && !retiredNodes.contains { $0 !== root && $0.parent?.isDescendant(ofOrSameAs: root) == true }
  }

  func unlinkSubtree(of root: NavigationNode<Destination>) {
    root.forEachInSubtree { unlink($0.component) }
  }

  /// Sets a component that no longer is an entry back to an ordinary upstream.
  func unlink(_ component: Component) {
    guard case .navigationEntry = component.treeNode?.upstreamLink else { return }
    component.setUpstreamLink(.parent)
  }
}
