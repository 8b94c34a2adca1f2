extension NavigationContainer {
  /// The plan that maps `saved` onto the tree, with the factory called once per node to make;
  /// `nil` (left out) when it starts from another root. A node that does not fit is left out
  /// with its subtree; the current node is then the nearest restored ancestor.
  func restorePlan(_ saved: NavigationTreeSnapshot, in run: RestoreRun) -> NavigationRestorePlan<Destination>?
  {
    guard let root = saved.nodes.first else { return nil }
    guard root.destination == SnapshotValue.saving(tree.root.destination, at: "The root of \(debugName)")
    else {
      run.leaveOut(
        "The saved tree of \(debugName) starts from another root than \(tree.root.destinationDescription); "
          + "it is left out.")
      return nil
    }
    let plan = NavigationRestorePlan(root: tree.root, capacity: saved.nodes.count)
    var identifiers: Set<AnyHashable> = tree.root.identifier.map { [$0] } ?? []
    var entries: Set<ObjectIdentifier> = []
    for (index, node) in saved.nodes.enumerated().dropFirst() {
      let parent = node.parent ?? index - 1
      plan.parents.append(max(0, min(parent, index - 1)))
      plan.nodes.append(
        planNode(node, at: index, parent: parent, in: plan, identifiers: &identifiers, entries: &entries, run)
      )
    }
    var current = saved.current ?? 0
    if !plan.nodes.indices.contains(current) {
      run.leaveOut("The saved current node of \(debugName) is not in its saved tree; the root is current.")
      current = 0
    }
    while !plan.isRestored(current) { current = plan.parents[current] }
    plan.current = current
    for index in saved.history ?? [] {
      guard plan.nodes.indices.contains(index), plan.isRestored(index) else {
        run.leaveOut("A history entry of \(debugName) names a node that was not restored; it is left out.")
        continue
      }
      plan.history.append(index)
    }
    return plan
  }

  /// What the saved `node` at `index` becomes: the tree's node at that place, a node to make,
  /// or left out (with a sentence, unless its parent was).
  private func planNode(
    _ node: NavigationTreeSnapshot.Node, at index: Int, parent: Int,
    in plan: NavigationRestorePlan<Destination>,
    identifiers: inout Set<AnyHashable>, entries: inout Set<ObjectIdentifier>, _ run: RestoreRun
  ) -> NavigationRestorePlan<Destination>.Node {
    guard parent >= 0, parent < index else {
      run.leaveOut(
        "The saved node \(index) of \(debugName) names no node before it as its parent; it is left out.")
      return .leftOut
    }
    // Its parent was left out, with a sentence, and its subtree with it.
    guard plan.isRestored(parent) else { return .leftOut }
    guard
      let destination = run.read(
        node.destination, as: Destination.self, "A saved destination of \(debugName)")
    else { return .leftOut }
    let identifier: AnyHashable? =
      switch node.identifier {
      case .string(let text): text
      case .int(let number): Int(exactly: number)
      default: nil
      }
    if let identifier {
      guard identifiers.insert(identifier).inserted else {
        run.leaveOut(
          "Two saved nodes of \(debugName) carry the identifier \(identifier); the second is left out.")
        return .leftOut
      }
    }
    if case .kept(let liveParent) = plan.nodes[parent],
      let live = liveParent.children.first(where: { child in
        child.identifier == identifier && !entries.contains(ObjectIdentifier(child.component))
          && SnapshotValue.saving(child.destination, at: "A destination of \(debugName)") == node.destination
      })
    {
      entries.insert(ObjectIdentifier(live.component))
      return .kept(live)
    }
    let entry = makeComponent(destination)
    let call = "tree.restore(_:)"
    guard entries.insert(ObjectIdentifier(entry)).inserted,
      !refuses(entry, for: .push(destination, identifier: identifier), call: call)
    else {
      run.leaveOut("The entry made for \(destination) in \(debugName) cannot be shown there; it is left out.")
      return .leftOut
    }
    return .made(destination, identifier: identifier, entry: entry, parent: parent)
  }

  /// Applies `plan`: releases what it does not keep, pushes what it makes, makes its current
  /// node current, and, when the container was shown before, shows it as a move does,
  /// reporting to `report`.
  func apply(_ plan: NavigationRestorePlan<Destination>, animated: Bool, report: OutcomeReport?) {
    let anchor = plan.anchor
    if anchor !== tree.current { _ = make(.jump(anchor)) }
    var kept: Set<ObjectIdentifier> = []
    for case .kept(let node) in plan.nodes { kept.insert(ObjectIdentifier(node)) }
    var leaving: [Component] = []
    for case .kept(let node) in plan.nodes {
      for child in node.children where !kept.contains(ObjectIdentifier(child)) {
        leaving.append(contentsOf: release(child))
      }
    }
    var restored: [NavigationNode<Destination>?] = []
    restored.reserveCapacity(plan.nodes.count)
    for node in plan.nodes {
      switch node {
      case .kept(let node): restored.append(node)
      case .leftOut: restored.append(nil)
      case .made(let destination, let identifier, let entry, let parent):
        if let parent = restored[parent], parent !== tree.current { _ = make(.jump(parent)) }
        _ = make(.push(destination, identifier: identifier), entry: entry)
        restored.append(tree.current)
      }
    }
    plan.applied(restored)
    if let current = restored[plan.current], current !== tree.current { _ = make(.jump(current)) }
    supersedeMovesOfReleasedNodes()
    // Shown before: the next appearance or transition shows the current node as a move does.
    if machine.state != nil || report != nil { showCurrent(animated: animated, report: report) }
    pruneReleasedEntries(afterMovingANode: false)
    for component in leaving { component.endHeldTransition(leavingTreeOf: self) }
  }

  /// The history becomes the plan's, as far as the policy keeps; each saved entry's part is
  /// restored into its node's entry.
  func restoreEntriesAndHistory(
    of plan: NavigationRestorePlan<Destination>, _ saved: NavigationTreeSnapshot, in run: RestoreRun
  ) {
    let restored = plan.restored
    var entries = plan.history.compactMap { restored[$0].map { NavigationPosition($0) } }
    let limit = historyPolicy.isEnabled ? historyPolicy.entryLimit ?? entries.count : 0
    if entries.count > limit {
      run.leaveOut(
        "\(entries.count - limit) of the \(entries.count) history entries of \(debugName) are past its "
          + "historyPolicy (\(historyPolicy)); the oldest are left out.")
      entries.removeFirst(entries.count - limit)
    }
    replaceStateHistory(with: entries)
    for (index, node) in saved.nodes.enumerated() {
      guard let entry = node.entry, let restoredNode = restored[index] else { continue }
      entry.restore(into: restoredNode.component, in: run)
    }
  }

  /// Rebuilds the tree `part` saved, at once (the container is not on screen); `false` when
  /// the destinations are not `Codable` (it is restored as any other container).
  func restoreNavigation(_ part: ContainerSnapshot, in run: RestoreRun) -> Bool {
    guard Destination.self is any Codable.Type else { return false }
    restorePresentations(part, in: run)
    guard let saved = part.navigation, let plan = restorePlan(saved, in: run) else { return true }
    apply(plan, animated: false, report: nil)
    restoreEntriesAndHistory(of: plan, saved, in: run)
    return true
  }
}
