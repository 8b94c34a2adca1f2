extension NavigationContainer {
  /// The plan that maps `saved` onto the tree, with the factory called once per node to make;
  /// `nil` (left out) when its root does not decode. A root the app replaced is replaced
  /// again. A node that does not fit is left out with its subtree; the current node is then
  /// the nearest restored ancestor.
  func restorePlan(_ saved: NavigationTreeSnapshot, in run: RestoreRun) -> NavigationRestorePlan<Destination>?
  {
    guard let root = saved.nodes.first else {
      if saved.current != nil || saved.history != nil {
        run.leaveOut(
          "The saved tree of \(debugName) has no nodes; its current node and history are left out.")
      }
      return nil
    }
    let plan = NavigationRestorePlan(root: tree.root, capacity: saved.nodes.count)
    if root.destination != SnapshotValue.saving(tree.root.destination, at: "The root of \(debugName)") {
      guard
        let destination = run.read(
          root.destination, as: Destination.self, "The saved root \(root.destination.brief()) of \(debugName)"
        )
      else { return nil }
      let entry = makeComponent(destination)
      guard !refuses(entry, for: .replace(destination), call: "tree.restore(_:)") else {
        run.leaveOut(
          "The entry made for the saved root \(destination) of \(debugName) cannot be shown there; the saved "
            + "tree is left out.")
        return nil
      }
      plan.rootReplacement = (destination, entry)
    }
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
        node.destination, as: Destination.self,
        "The saved destination \(node.destination.brief()) of node \(index) of \(debugName)")
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
    if plan.rootReplacement == nil, case .kept(let liveParent) = plan.nodes[parent],
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
    // The entry of a root the plan replaces is free once replaced, unless it is on screen: a
    // factory that caches by destination hands it out again for a node of the saved tree.
    let isFreedRootEntry =
      plan.rootReplacement != nil && entry === tree.root.component && entry.parent !== self
    guard entries.insert(ObjectIdentifier(entry)).inserted,
      isFreedRootEntry || !refuses(entry, for: .push(destination, identifier: identifier), call: call)
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
    if let (destination, entry) = plan.rootReplacement {
      if tree.current !== tree.root { _ = make(.jump(tree.root)) }
      _ = make(.replace(destination), entry: entry)
    }
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
        // Its parent's step is set (pre-order): set its own now, not by a recursion as deep as the tree later.
        _ = tree.current.pathStep
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
  /// restored into its node's entry, at once, except `live`'s (restored by a step).
  func restoreEntriesAndHistory(
    of plan: NavigationRestorePlan<Destination>, _ saved: NavigationTreeSnapshot,
    except live: Component? = nil,
    in run: RestoreRun
  ) {
    let restored = plan.restored
    replaceStateHistory(
      with: plan.history.compactMap { restored[$0].map { NavigationPosition($0) } }, in: run)
    for (index, node) in saved.nodes.enumerated() {
      guard let entry = node.entry, let component = restored[index]?.component, component !== live else {
        continue
      }
      entry.restore(into: component, in: run)
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

  /// ``restoreNavigation(_:in:)`` on screen: a step whose move leads where the saved
  /// current node is (its guard is asked about that move), and which, allowed, applies the
  /// whole plan; the current entry, when it stays on screen, is restored through its own steps.
  func restoreNavigationStep(
    _ part: ContainerSnapshot, for navigation: DeepLinkNavigation, in run: RestoreRun
  )
    -> Bool
  {
    guard Destination.self is any Codable.Type else { return false }
    leavePresentationsOutOnScreen(part, in: run)
    guard let saved = part.navigation, let plan = restorePlan(saved, in: run) else { return true }
    var live: Component?
    if case .kept(let current) = plan.nodes[plan.current], current === tree.current {
      // The screen stays: the rest of the tree changes once every guard allowed the restore.
      navigation.later { self.apply(plan, animated: false, report: nil) }
      live = current.component
    } else {
      let anchor = plan.anchor
      var moves: [NavigationMove<Destination>] = []
      if anchor !== tree.current {
        moves.append(tree.currentPath.contains { $0 === anchor } ? .popTo(anchor) : .jump(anchor))
      }
      for (destination, identifier) in plan.madePath {
        moves.append(.push(destination, identifier: identifier))
      }
      let animated = navigation.animated
      let cause = navigation.cause
      navigation.append(
        deepLinkStep(
          shown: [], printedPath: nil,
          makeMove: { report in
            StateMove(
              cause: cause, animated: animated, isAbsolute: true, report: report,
              preview: { container, scratch, needsHistory in
                unsafeDowncast(container, to: NavigationContainer<Destination>.self).preview(
                  moves, call: "tree.restore(_:)", needsHistory: needsHistory, in: &scratch)
              },
              perform: { container, stateMove in
                unsafeDowncast(container, to: NavigationContainer<Destination>.self).apply(
                  plan, animated: animated, report: stateMove.report)
              })
          }))
    }
    if let live, let entry = saved.nodes[plan.current].entry {
      navigation.restore(entry, into: live, in: run)
    }
    navigation.later { self.restoreEntriesAndHistory(of: plan, saved, except: live, in: run) }
    return true
  }
}
