extension NavigationContainer {
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
        state: tree.currentPosition, animated: animated, evenIfCurrent: false, report: caughtUp,
        carriesAppliedChanges: true))
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
}
