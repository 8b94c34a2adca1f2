extension NavigationContainer {
  /// Makes `move` on the tree, which `position(after:from:)` found possible from the
  /// current node's position; `entry` is the component of the node a push or a replace
  /// makes, which `refuses(_:for:call:)` accepted.
  ///
  /// - Returns: The entries that left the tree: those of the nodes it released, and the
  ///   component a replace took off its node.
  func make(_ move: NavigationMove<Destination>, entry: Component? = nil) -> [Component] {
    var leaving: [Component] = []
    defer {
      #if STATECONTAINER_INTERNAL_CHECKS
        checkPathSteps()
      #endif
    }
    switch move {
    case .push(let destination, let identifier):
      guard let entry else { preconditionFailure("Internal inconsistency: a push made without its entry") }
      let node = NavigationNode(
        destination: destination, identifier: identifier, component: entry, container: self)
      node.parent = currentNode
      currentNode.children.append(node)
      if let identifier { nodesByIdentifier[identifier] = node }
      link(node)
      currentNode = node
    case .pushByReference(let node, let destination):
      node.parent?.children.removeAll { $0 === node }
      node.parent = currentNode
      node.destination = destination
      currentNode.children.append(node)
      node.renewPathSteps()
      // A released node brought back: its entries are entries again.
      if node.isReleased { node.forEachInSubtree { link($0) } }
      currentNode = node
    case .pop:
      guard let parent = currentNode.parent else {
        preconditionFailure("Internal inconsistency: a pop at the root was made")
      }
      release(currentNode, into: &leaving)
      currentNode = parent
    case .popTo(let node):
      for child in node.children { release(child, into: &leaving) }
      currentNode = node
    case .jump(let node):
      currentNode = node
    case .replace(let destination):
      let node = currentNode
      let old = node.component
      guard let component = entry else {
        preconditionFailure("Internal inconsistency: a replace made without its entry")
      }
      node.destination = destination
      node.component = component
      node.generation += 1
      node.stamp = NavigationSerials.next()
      node.renewPathSteps()
      link(node)
      if old !== component {
        retire(old)
        leaving.append(old)
      }
    }
    return leaving
  }

  #if STATECONTAINER_INTERNAL_CHECKS
    /// Checks that every node of the tree keeps the step of its path now (a released node
    /// that a held push by reference brought back included).
    func checkPathSteps() {
      rootNode.forEachInSubtree { node in
        let step = node.pathStep
        precondition(
          step.node === node && step.stamp == node.stamp && step.parent === node.parent?.pathStep,
          "Internal inconsistency: a node of the tree whose path step is not its path now")
      }
    }
  #endif
}
