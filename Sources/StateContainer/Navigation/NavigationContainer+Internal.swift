extension NavigationContainer {
  /// The position of the current node.
  var currentPosition: NavigationPosition<Destination> { NavigationPosition(currentNode) }

  /// Remembers the request for the current node's position, on behalf of the move just
  /// made, whose outcome goes to `report` once a transition shows it. Does not begin
  /// anything: the caller drains.
  func showCurrent(animated: Bool, report: OutcomeReport?) {
    lastMoveSerial += 1
    let serial = lastMoveSerial
    awaitingMoves.append(
      AwaitingMove(
        serial: serial, node: currentNode, releaseCount: currentNode.releaseCount,
        report: report ?? OutcomeReport { _ in }))
    let caughtUp = OutcomeReport { [weak self] outcome in self?.screenCaughtUp(through: serial, outcome) }
    // The tree already changed (the guard allowed the move before it was made): the
    // request carries it, so the screen follows even through a disappearance.
    rememberRequest(
      ContainerStateMachine.Request(
        state: currentPosition, animated: animated, evenIfCurrent: false, report: caughtUp,
        carriesAppliedChanges: true))
  }

  /// Reports that no node carries `identifier`, and returns the handle of a move that
  /// could not be made: ``TransitionOutcome/invalid``.
  func reportUnknown(_ identifier: AnyHashable, in call: String) -> TransitionRequest {
    LifecycleDiagnostic.report(
      .missingNavigationTarget, "\(call) on \(debugName): no node carries that identifier; nothing changes.")
    let handle = TransitionRequest()
    handle.deliver(.invalid)
    return handle
  }

  /// Whether `node` is in this container's tree.
  func isInTree(_ node: NavigationNode<Destination>) -> Bool {
    node.container === self && !node.isReleased
  }

  /// Makes `node`'s component its entry: upstream through the node.
  func link(_ node: NavigationNode<Destination>) {
    let component = node.component
    component.setUpstreamLink(.navigationEntry(node.entryLink))
  }

  /// Takes `node` and its subtree out of the tree. Kept while an entry among them is on
  /// screen, or while a released node kept that way was pushed from one of them (so that
  /// its upstream links lead where they did); let go of at once otherwise. Adds the
  /// entries of the subtree to `leaving`.
  func release(_ node: NavigationNode<Destination>, into leaving: inout [Component]) {
    if let parent = node.parent { parent.children.removeAll { $0 === node } }
    var isOnScreen = false
    node.forEachInSubtree { released in
      leaving.append(released.component)
      released.isReleased = true
      released.releaseCount += 1
      if let identifier = released.identifier { nodesByIdentifier[identifier] = nil }
      if showsAnEntry(of: released) { isOnScreen = true }
    }
    if !isOnScreen {
      isOnScreen = retiredNodes.contains { $0.parent?.isDescendant(ofOrSameAs: node) == true }
    }
    if isOnScreen { retiredNodes.append(node) } else { unlinkSubtree(of: node) }
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

  /// A transition asked for by the move numbered `serial` has ended with `outcome`:
  /// reports every move up to it, and lets go of what left the screen.
  ///
  /// A move that led to the node shown reports ``TransitionOutcome/invalid`` when the
  /// node's entry is not the container's child: the transition left it out (it belongs to
  /// another container, with a diagnostic), so the move shows nothing.
  func screenCaughtUp(through serial: UInt64, _ outcome: TransitionOutcome) {
    switch outcome {
    case .completed, .alreadyCurrent:
      var shown = 0
      while shown < awaitingMoves.count, awaitingMoves[shown].serial <= serial { shown += 1 }
      let moves = awaitingMoves.prefix(shown)
      awaitingMoves.removeFirst(shown)
      pruneRetired()
      for move in moves {
        guard let node = move.node, !move.isSuperseded else {
          move.report.deliver(.superseded)
          continue
        }
        let isLeftOut = node === shownNode && shownComponent?.parent !== self
        move.report.deliver(isLeftOut ? .invalid : .completed)
      }
    case .superseded, .dropped:
      // A later request carries the move; or the container is going away, and the moves'
      // reports deliver `dropped` as they are freed.
      break
    case .refused, .cancelled, .invalid:
      // A guard's outcomes, and a change that cannot be made, are decided before a move
      // is made, so the request that shows a move already made never ends with them.
      break
    }
  }

  /// The node to show for `state`: its current node while it is in the tree; else (a
  /// position a later move left, asked for from inside a hook) the tree's current node,
  /// whose own request follows.
  func shownTarget(for state: NavigationPosition<Destination>) -> NavigationNode<Destination> {
    guard let node = state.currentNode, isInTree(node) else { return currentNode }
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

extension NavigationContainer {
  /// Where `move` leads from `position`, or why it cannot be made; changes nothing. A node
  /// the move would make is a step with a number of its own and no node yet.
  func position(after move: NavigationMove<Destination>, from position: NavigationPosition<Destination>)
    -> Result<NavigationPosition<Destination>, MoveFailure>
  {
    let tip = position.tip
    switch move {
    case .push(let destination, _):
      return .success(
        NavigationPosition(
          tip: .init(
            stamp: NavigationSerials.next(), node: nil, label: String(describing: destination), parent: tip)))
    case .pushByReference(let node, _):
      guard tip.step(carryingStampOf: node.pathStep, skippingSelf: false) == nil else {
        return .failure(
          MoveFailure(
            kind: .navigationEntryOnCurrentPath,
            message: "the node with that identifier is on the current path, "
              + "and a component is in one place at a time; refused."))
      }
      return .success(NavigationPosition(tip: .init(stamp: node.stamp, node: node, parent: tip)))
    case .pop:
      guard let parent = tip.parent else {
        return .failure(
          MoveFailure(
            kind: .missingNavigationTarget, message: "nothing to pop at the root; nothing changes."))
      }
      return .success(NavigationPosition(tip: parent))
    case .popTo(let node):
      guard isInTree(node), let step = tip.step(carryingStampOf: node.pathStep, skippingSelf: false) else {
        return .failure(
          MoveFailure(
            kind: .missingNavigationTarget, message: "the node is not on the current path; nothing changes."))
      }
      return .success(NavigationPosition(tip: step))
    case .jump(let node):
      guard isInTree(node) else {
        return .failure(
          MoveFailure(
            kind: .missingNavigationTarget, message: "the node is not in its tree; nothing changes."))
      }
      return .success(NavigationPosition(node))
    case .replace:
      return .success(
        NavigationPosition(tip: .init(stamp: NavigationSerials.next(), node: tip.node, parent: tip.parent)))
    }
  }

  /// The component for the node that `move` makes or makes anew (a push's or a replace's):
  /// the one a deep link made while reading, else the factory's; `nil` for other moves.
  func entry(for move: NavigationMove<Destination>) -> Component? {
    switch move {
    case .push(let destination, _):
      premadeEntries.isEmpty ? makeComponent(destination) : premadeEntries.removeFirst()
    case .replace(let destination): makeComponent(destination)
    case .pushByReference, .pop, .popTo, .jump: nil
    }
  }

  /// Whether `entry`, made for `move`, may not become a node's entry because it is already
  /// in the tree; reports why. A component is in one place at a time: a factory that
  /// returns a cached or shared instance that is already shown, the entry of another
  /// node, presented, or upstream of the container would make it its own ancestor. A
  /// replace may give the node the component it has.
  func refuses(_ entry: Component, for move: NavigationMove<Destination>, call: String) -> Bool {
    if case .replace = move, entry === currentNode.component { return false }
    return refusesInUse(entry, call: call)
  }

  /// Whether `entry` is already in the tree, and so may not become a node's entry; reports
  /// why. ``refuses(_:for:call:)`` without a replace's exception.
  func refusesInUse(_ entry: Component, call: String) -> Bool {
    guard let place = entry.placeInTree(joining: self) else { return false }
    let other = place.other
    let names = NameSerials.distinct([self, entry] + (other.map { $0 === self ? [] : [$0] } ?? []))
    let owner = other === self ? names[0] : names.count > 2 ? names[2] : nil
    LifecycleDiagnostic.report(
      .navigationEntryInUse,
      "\(call) on \(names[0]): the factory returned \(names[1]), which \(place.phrase(naming: owner)); "
        + "a component is in one place at a time, so no node is made and nothing changes. "
        + "Make a new component per node, or key the cache by node.")
    return true
  }

  /// Whether a push by reference of `node`, a released node that a held move brings back,
  /// would put one of its subtree's entries in two places: the container let go of them when
  /// the node was released, and a factory (a cache) may have made one the entry of another
  /// node since. Reports it.
  func refusesBringingBack(_ node: NavigationNode<Destination>, call: String) -> Bool {
    guard node.isReleased else { return false }
    var taken: Component?
    node.forEachInSubtree { broughtBack in
      let entry = broughtBack.component
      if case .navigationEntry(let link) = entry.treeNode?.upstreamLink, let owner = link.node {
        if owner !== broughtBack { taken = taken ?? entry }
      } else if entry.placeInTree(joining: self) != nil {
        taken = taken ?? entry
      }
    }
    guard let taken else { return false }
    let names = NameSerials.distinct([self, taken])
    LifecycleDiagnostic.report(
      .navigationEntryInUse,
      "\(call) on \(names[0]): the node brought back has \(names[1]) as an entry, which is now elsewhere "
        + "in the tree; a component is in one place at a time, so nothing changes. "
        + "Make a new component per node, or key the cache by node.")
    return true
  }

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
