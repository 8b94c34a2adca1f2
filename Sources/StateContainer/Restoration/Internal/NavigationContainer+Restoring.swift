extension NavigationContainer {
  /// Rebuilds the tree `part` saved above the root, the current node and history, with the
  /// factory once per node, and restores each entry's saved part. A node that does not fit
  /// is left out with its subtree; the current node is then the nearest restored ancestor.
  func restoreNavigation(_ part: ContainerSnapshot, in run: RestoreRun) -> Bool {
    guard Destination.self is any Codable.Type else { return false }
    leavePresentationsOut(part, in: run)
    guard let saved = part.navigation else { return true }
    guard let root = saved.nodes.first else {
      if saved.current != nil || saved.history != nil {
        run.leaveOut(
          "The saved tree of \(debugName) has no nodes; its current node and history are left out.")
      }
      return true
    }
    if tree.current !== tree.root || !tree.root.children.isEmpty { _ = make(.popTo(tree.root)) }
    // A root the app replaced is replaced again, with an entry the factory makes.
    if root.destination != SnapshotValue.saving(tree.root.destination, at: "The root of \(debugName)") {
      guard
        let destination = run.read(root.destination, as: Destination.self, "The saved root of \(debugName)"),
        restoreRoot(destination, in: run)
      else { return true }
    }
    var restored: [NavigationNode<Destination>?] = [tree.root]
    restored.reserveCapacity(saved.nodes.count)
    for (index, node) in saved.nodes.enumerated().dropFirst() {
      restored.append(restoreNode(node, at: index, above: restored, in: run))
    }
    var current = saved.current ?? 0
    while current > 0, restored.indices.contains(current), restored[current] == nil {
      current = saved.nodes[current].parent ?? current - 1
    }
    if !restored.indices.contains(current) || current < 0 {
      run.leaveOut("The saved current node of \(debugName) is not in its saved tree; the root is current.")
      current = 0
    }
    if let node = restored[current], node !== tree.current { _ = make(.jump(node)) }
    let history = (saved.history ?? []).compactMap { index -> NavigationPosition<Destination>? in
      guard restored.indices.contains(index), let node = restored[index] else {
        run.leaveOut("A history entry of \(debugName) names a node that was not restored; it is left out.")
        return nil
      }
      return NavigationPosition(node)
    }
    restoreNavigationHistory(history, in: run)
    for (index, node) in saved.nodes.enumerated() {
      guard let entry = node.entry, let restoredNode = restored[index] else { continue }
      entry.restore(into: restoredNode.component, in: run)
    }
    // Shown before: the next appearance shows the tree's current node as any move does.
    if machine.state != nil { showCurrent(animated: false, report: nil) }
    return true
  }

  /// The node `saved` names, pushed above its restored parent with an entry the factory
  /// makes; `nil` (left out) when its parent was not restored or it does not fit.
  private func restoreNode(
    _ saved: NavigationTreeSnapshot.Node, at index: Int, above restored: [NavigationNode<Destination>?],
    in run: RestoreRun
  ) -> NavigationNode<Destination>? {
    let parentIndex = saved.parent ?? index - 1
    guard parentIndex >= 0, parentIndex < index else {
      run.leaveOut(
        "The saved node \(index) of \(debugName) names no node before it as its parent; it is left out.")
      return nil
    }
    // Its parent was left out, with a diagnostic, and its subtree with it.
    guard let parent = restored[parentIndex] else { return nil }
    guard
      let destination = run.read(
        saved.destination, as: Destination.self, "A saved destination of \(debugName)")
    else { return nil }
    let identifier: AnyHashable? =
      switch saved.identifier {
      case .string(let text): text
      case .int(let number): Int(exactly: number)
      default: nil
      }
    if let identifier, tree.node(identifiedBy: identifier) != nil {
      run.leaveOut(
        "Two saved nodes of \(debugName) carry the identifier \(identifier); the second is left out.")
      return nil
    }
    let call = "tree.restore(_:)"
    let move = NavigationMove<Destination>.push(destination, identifier: identifier)
    let entry = makeComponent(destination)
    if refuses(entry, for: move, call: call) {
      run.leaveOut("The entry made for \(destination) in \(debugName) cannot be shown there; it is left out.")
      return nil
    }
    if tree.current !== parent { _ = make(.jump(parent)) }
    _ = make(move, entry: entry)
    // Its parent's step is set (pre-order): set its own now, not by a recursion as deep as the tree later.
    _ = tree.current.pathStep
    return tree.current
  }

  /// Replaces the root with `destination`; `false` (the saved tree left out) when the entry
  /// made for it cannot be shown.
  private func restoreRoot(_ destination: Destination, in run: RestoreRun) -> Bool {
    let move = NavigationMove<Destination>.replace(destination)
    let entry = makeComponent(destination)
    if refuses(entry, for: move, call: "tree.restore(_:)") {
      run.leaveOut(
        "The entry made for the saved root \(destination) of \(debugName) cannot be shown there; the saved tree "
          + "is left out.")
      return false
    }
    _ = make(move, entry: entry)
    return true
  }

  /// The history becomes `entries`, as far as the policy keeps.
  private func restoreNavigationHistory(_ entries: [NavigationPosition<Destination>], in run: RestoreRun) {
    var entries = entries
    let limit = historyPolicy.isEnabled ? historyPolicy.entryLimit ?? entries.count : 0
    if entries.count > limit {
      run.leaveOut(
        "\(entries.count - limit) of the \(entries.count) history entries of \(debugName) are past its "
          + "historyPolicy (\(historyPolicy)); the oldest are left out.")
      entries.removeFirst(entries.count - limit)
    }
    replaceStateHistory(with: entries)
  }
}
