extension NavigationContainer {
  /// Proposes `move` to the guard as a ``StateMove`` and returns its handle: the tree
  /// changes only once the guard allows it (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>).
  func move(_ move: NavigationMove<Destination>, animated: Bool, call: @autoclosure () -> String)
    -> TransitionRequest
  {
    let handle = TransitionRequest()
    self.move(
      move, cause: .navigation, animated: animated, call: call(), report: OutcomeReport { handle.deliver($0) }
    )
    return handle
  }

  func move(
    _ move: NavigationMove<Destination>, cause: TransitionCause, animated: Bool,
    call: @autoclosure () -> String,
    report: OutcomeReport?
  ) {
    if interactionObject != nil {
      let text = call()
      return deferUntilInteractionEnds { container in
        let navigation = unsafeDowncast(container, to: NavigationContainer<Destination>.self)
        navigation.move(move, cause: cause, animated: animated, call: text, report: report)
      }
    }
    let isAbsolute = move.isAbsolute
    if isAbsolute || machine.heldTransition == nil,
      case .success(let position) = tree.position(after: move, from: tree.currentPosition),
      machine.isTarget(position)
    {
      if isAbsolute { supersedeHeldTransition() }
      makeAndShow(move, animated: animated, report: report)
      if !stateHistory.isEmpty { dropEntriesRepeatingTarget() }
      drainRequests()
      checkInvariants()
      return
    }
    propose(stateMove(move, cause: cause, animated: animated, call: call(), report: report))
  }

  /// `move` as a ``StateMove``: previewed on the scratch position, made on the tree.
  func stateMove(
    _ move: NavigationMove<Destination>, cause: TransitionCause, animated: Bool, call: String,
    report: OutcomeReport?
  ) -> StateMove<NavigationPosition<Destination>> {
    let premade = PremadeEntries()
    return StateMove(
      cause: cause, animated: animated, isAbsolute: move.isAbsolute, report: report,
      preview: { container, scratch, needsHistory in
        let navigation = unsafeDowncast(container, to: NavigationContainer<Destination>.self)
        return navigation.preview([move], call: call, needsHistory: needsHistory, in: &scratch)
      },
      prepare: { container, target in
        let navigation = unsafeDowncast(container, to: NavigationContainer<Destination>.self)
        return navigation.prepare(move, leadingTo: target, call: call, into: premade)
      },
      perform: { container, stateMove in
        let navigation = unsafeDowncast(container, to: NavigationContainer<Destination>.self)
        navigation.perform(
          move, premade: premade, animated: stateMove.animated, call: call, report: stateMove.report)
      })
  }

  /// Works out `moves`, made one after the other, on `scratch`: where the container would
  /// head and, when `needsHistory` says later moves need it, what history would hold.
  /// Returns why a move cannot be made, or `nil`.
  func preview(
    _ moves: [NavigationMove<Destination>], call: String, needsHistory: Bool,
    in scratch: inout HistoryScratch<NavigationPosition<Destination>>
  ) -> MoveFailure? {
    var from = scratch.target ?? tree.currentPosition
    for move in moves {
      switch tree.position(after: move, from: from) {
      case .failure(let failure):
        return MoveFailure(kind: failure.kind, message: "\(call) on \(debugName): \(failure.message)")
      case .success(let position):
        if needsHistory { previewHistory(of: move, from: from, to: position, in: &scratch) }
        // The next move leaves this position, not the one before the first move: a push
        // after a pop records nothing, as it does when the moves are made.
        scratch.target = position
        scratch.targetIsUnshown = true
        from = position
      }
    }
    return nil
  }

  /// Makes `move` on the tree, now that the guard allowed it (or the app proceeded it):
  /// records the position it leaves unless the move releases it, removes the history
  /// entries that name released nodes, and remembers the request that shows the new
  /// current node. A move that can no longer be made from where the tree is reports its
  /// diagnostic and changes nothing. A push or a replace takes its entry from `premade`
  /// when one is left there.
  func perform(
    _ move: NavigationMove<Destination>, premade: PremadeEntries?, animated: Bool, call: String,
    report: OutcomeReport?
  ) {
    var move = move
    if case .push(let destination, let identifier?) = move, let existing = tree.node(identifiedBy: identifier)
    {
      // A move before it in the combination made a node with its identifier, off the path
      // the preview saw (a back): identifiers stay unique, so it is a push by reference.
      move = .pushByReference(existing, destination)
    }
    switch tree.position(after: move, from: tree.currentPosition) {
    case .failure(let failure):
      LifecycleDiagnostic.report(failure.kind, "\(call) on \(debugName): \(failure.message)")
      report?.deliver(.invalid)
    case .success(let position):
      let entry = entry(for: move, from: premade)
      if let entry, refuses(entry, for: move, call: call) {
        report?.deliver(.invalid)
        return
      }
      if case .pushByReference(let node, _) = move, refusesBringingBack(node, call: call) {
        report?.deliver(.invalid)
        return
      }
      if historyPolicy.isEnabled, !move.releasesCurrentNode(of: tree.currentPosition, leadingTo: position) {
        recordLeaving(for: position)
      }
      makeAndShow(move, entry: entry, animated: animated, report: report)
    }
  }

  /// Makes the entry of `move` (a push's or a replace's) into `premade`, when the guard
  /// allowed it combined with a held change and before that change is applied, and checks
  /// it against the tree as it is: an entry already in the tree makes the move invalid now,
  /// so that the held change stays waiting, untouched. A replace may keep the component of
  /// the node it replaces, the one the combination leads to. Returns whether the move may
  /// go on.
  func prepare(
    _ move: NavigationMove<Destination>, leadingTo target: NavigationPosition<Destination>, call: String,
    into premade: PremadeEntries
  ) -> Bool {
    guard let entry = entry(for: move, from: nil) else { return true }
    if case .replace = move, let node = target.tip.node, entry === node.component {
      premade.append(entry)
      return true
    }
    guard refusesInUse(entry, call: call) else {
      premade.append(entry)
      return true
    }
    return false
  }

  /// Makes `move` on the tree, reports ``TransitionOutcome/superseded`` at once for the
  /// earlier moves whose node it released (their outcome is decided now), remembers the
  /// request that shows the new current node, and removes the history entries that no
  /// longer name a live node. Then a change held by an entry that left the tree ends
  /// (``TransitionOutcome/cancelled``), its event posted on this container's bus, the tree
  /// it left.
  func makeAndShow(
    _ move: NavigationMove<Destination>, entry: Component? = nil, animated: Bool, report: OutcomeReport?
  ) {
    var movesANode = false
    if case .pushByReference(let node, _) = move { movesANode = node.parent !== currentNode }
    let leaving = make(move, entry: entry)
    supersedeMovesOfReleasedNodes()
    showCurrent(animated: animated, report: report)
    pruneReleasedEntries(afterMovingANode: movesANode)
    for component in leaving { component.endHeldTransition(leavingTreeOf: self) }
  }

  /// Removes the history entries that name nodes no longer in the tree, or in another
  /// generation, and an entry left equal to the one before it. After a push by reference
  /// that moved a node under another parent, also those naming a path through its old place
  /// (a back to one would go to the node where it is now); only that move makes such paths.
  func pruneReleasedEntries(afterMovingANode movesANode: Bool) {
    guard !stateHistory.isEmpty else { return }
    if movesANode {
      pruneStateHistory { !$0.isLive || !$0.followsTreeLinks }
    } else {
      pruneStateHistory { !$0.isLive }
    }
  }

  /// Reports ``TransitionOutcome/superseded`` for each move still waiting for a
  /// transition whose node a later move released: no transition will show it. A push by
  /// reference that brought back a node a held pop released is not superseded by that
  /// release: a transition shows its node.
  func supersedeMovesOfReleasedNodes() {
    guard awaitingMoves.contains(where: \.isSuperseded) else { return }
    var superseded: [OutcomeReport] = []
    awaitingMoves.removeAll { move in
      guard move.isSuperseded else { return false }
      superseded.append(move.report)
      return true
    }
    for report in superseded { report.deliver(.superseded) }
  }

  /// What `move` from `from` to `to` does to the history in `scratch`: the entry it
  /// records, and the entries naming nodes it releases or a path it moves a node away from.
  func previewHistory(
    of move: NavigationMove<Destination>, from: NavigationPosition<Destination>,
    to: NavigationPosition<Destination>, in scratch: inout HistoryScratch<NavigationPosition<Destination>>
  ) {
    if !move.releasesCurrentNode(of: from, leadingTo: to) { recordLeaving(for: to, in: &scratch) }
    let releases: (NavigationPosition<Destination>.Step) -> Bool
    switch move {
    case .pop:
      guard let popped = from.tip.node else { return }
      releases = { step in step.node.map { $0.isDescendant(ofOrSameAs: popped) } ?? false }
    case .popTo(let node):
      releases = { step in step.node.map { $0 !== node && $0.isDescendant(ofOrSameAs: node) } ?? false }
    case .replace:
      let replaced = from.tip.stamp
      releases = { $0.stamp == replaced }
    case .pushByReference(let node, _):
      let newParent = from.tip.node
      guard node.parent !== newParent else { return }
      releases = { step in step.node === node && step.parent?.node !== newParent }
    case .push, .jump:
      return
    }
    scratch.entries =
      Self.prunedHistory(scratch.entries) { entry in
        !entry.isLive || entry.tip.chainContains(where: releases)
      }.kept
  }

  /// A request for a position (`setNeedsStateTransition(to:)` and its other forms), made
  /// into a jump to the position's current node, so that the tree follows; a position
  /// whose current node was released reports a diagnostic and changes nothing.
  func requestAsJump(_ request: ContainerStateMachine<NavigationPosition<Destination>>.Request) {
    if request.evenIfCurrent, machine.isTarget(request.state) {
      // The same position again, shown anew: the tree stays as it is.
      return propose(
        StateMove(
          cause: .request, animated: request.animated, isAbsolute: true, report: request.report,
          preview: { _, scratch, _ in
            scratch.target = request.state
            scratch.targetIsUnshown = true
            return nil
          },
          perform: { container, _ in container.rememberRequest(request) }))
    }
    let call = "setNeedsStateTransition(to: \(request.state), animated: \(request.animated))"
    guard let node = request.state.currentNode, tree.contains(node) else {
      LifecycleDiagnostic.report(
        .missingNavigationTarget,
        "\(call) on \(debugName): the position's current node is no longer in the tree; nothing changes.")
      request.report?.deliver(.invalid)
      return
    }
    move(.jump(node), cause: .request, animated: request.animated, call: call, report: request.report)
  }

  /// The position a back to `entry` heads to: its current node's path in the tree now.
  func positionGoingBack(to entry: NavigationPosition<Destination>) -> NavigationPosition<Destination> {
    guard let node = entry.currentNode, tree.contains(node) else { return entry }
    return NavigationPosition(node)
  }

  /// A back to `entry`, once history has changed: a jump to its current node.
  func jumpGoingBack(to entry: NavigationPosition<Destination>, animated: Bool, report: OutcomeReport?) {
    guard let node = entry.currentNode, tree.contains(node) else {
      LifecycleDiagnostic.report(
        .missingNavigationTarget,
        "goBack on \(debugName): the entry \(entry) names a node no longer in the tree; nothing changes.")
      report?.deliver(.invalid)
      return
    }
    makeAndShow(.jump(node), animated: animated, report: report)
  }
}

extension NavigationMove {
  var isAbsolute: Bool {
    if case .jump = self { return true }
    return false
  }

  /// Whether making the move from `from` to `to` releases the node current at `from`, so
  /// that the position left is not worth recording: a pop, a pop to an ancestor, a replace.
  func releasesCurrentNode(
    of from: NavigationPosition<Destination>, leadingTo to: NavigationPosition<Destination>
  ) -> Bool {
    switch self {
    case .pop, .replace: true
    case .popTo: from.depth > to.depth
    case .push, .pushByReference, .jump: false
    }
  }
}
