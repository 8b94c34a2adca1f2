extension StateContainer {
  /// Restores the state `part` saved (the container's first appearance shows it), its
  /// history, and `children` into the components that state shows; then the hidden tabs.
  func restoreParts(_ part: ContainerSnapshot, children shownParts: [ComponentSnapshot]?, in run: RestoreRun)
  {
    if let navigation = asRestorableNavigation, navigation.restoreNavigation(part, in: run) {
      return
    }
    restorePresentations(part, in: run)
    let saved = savedState(part, in: run)
    var statesLeft = part.statesLeft ?? []
    if part.state != nil || shownParts != nil {
      // With nothing saved (a container saved before it had a state), it loads one when it appears.
      let (state, shown) = specialized.restoreState(self, saved)
      var parts = shownParts
      // The saved state no longer decodes: a tab saved hidden under the state shown instead
      // fits what it shows, where the parts saved for the lost state are a guess.
      if saved == nil, part.state != nil,
        let index = statesLeft.firstIndex(where: { run.decoded($0.state, as: State.self) == state })
      {
        if let shownParts, !shownParts.isEmpty {
          run.leaveOut(
            "The components \(debugName) showed in its saved state (\(shownParts.map(\.describedKey).joined(separator: ", "))) "
              + "are left out: it shows \(state), saved as a hidden state, in its place.")
        }
        parts = statesLeft.remove(at: index).children
      }
      for (component, snapshot) in ComponentSnapshot.matching(
        parts, to: shown, of: "\(debugName) in its restored state", in: run)
      {
        snapshot.restore(into: component, in: run)
      }
    }
    if let history = part.history { restoreHistory(history, in: run) }
    for left in statesLeft {
      guard let state = run.read(left.state, as: State.self, "A hidden state of \(debugName)") else {
        continue
      }
      restoreStateLeft(state, children: left.children, in: run)
    }
  }

  /// Adds the step that requests the saved state, as a deep link's does, and goes on into
  /// the components that state shows; the history and hidden tabs once the changes are made.
  func restoreStep(
    _ part: ContainerSnapshot, children shownParts: [ComponentSnapshot]?, for navigation: DeepLinkNavigation,
    in run: RestoreRun
  ) {
    if let restorable = asRestorableNavigation,
      restorable.restoreNavigationStep(part, for: navigation, in: run)
    {
      return
    }
    leavePresentationsOutOnScreen(part, in: run)
    var shown = listedChildren()
    let saved = savedState(part, in: run)
    if let saved {
      let isShown = !machine.entersAgain(saved)
      if !isShown { shown = children(for: saved) }
      navigation.append(
        PlainDeepLinkStep(
          container: self, requested: saved, requestsIt: !machine.isTarget(saved), keepsShown: !isShown,
          shown: shown, printedPath: nil))
    }
    for (component, snapshot) in ComponentSnapshot.matching(
      shownParts, to: shown, of: "\(debugName) in its restored state", in: run)
    {
      navigation.restore(snapshot, into: component, in: run)
    }
    if let history = part.history { navigation.later { self.restoreHistory(history, in: run) } }
    for left in part.statesLeft ?? [] {
      // A tab on screen now that the restore hides: its own steps change it once it is off screen.
      guard let (state, components) = componentsLeft(left, besides: saved ?? machine.target, in: run) else {
        continue
      }
      for (component, snapshot) in ComponentSnapshot.matching(
        left.children, to: components, of: "\(debugName) in \(state)", in: run)
      {
        navigation.restore(snapshot, into: component, in: run)
      }
      navigation.later { self.rememberChildren(components, ofStateLeft: state) }
    }
  }

  /// A hidden tab: the app's `children(for:)` hands back the stack it keeps, which is
  /// restored off screen and remembered as a state left. One saved under the state the
  /// container is restored to is left out.
  private func restoreStateLeft(_ state: State, children: [ComponentSnapshot], in run: RestoreRun) {
    guard state != machine.target ?? machine.deepLinked else {
      run.leaveOut(
        "The hidden state \(state) of \(debugName) is the state it is restored to; it is left out.")
      return
    }
    let components = componentsShown(in: state)
    for (component, snapshot) in ComponentSnapshot.matching(
      children, to: components, of: "\(debugName) in \(state)", in: run)
    {
      snapshot.restore(into: component, in: run)
    }
    rememberChildren(components, ofStateLeft: state)
  }

  /// The state a hidden tab was saved under and the components it shows; `nil` when it does
  /// not decode or is the state restored.
  private func componentsLeft(_ left: StateChildrenSnapshot, besides restored: State?, in run: RestoreRun)
    -> (State, [Component])?
  {
    guard let state = run.read(left.state, as: State.self, "A hidden state of \(debugName)"),
      state != restored
    else { return nil }
    return (state, componentsShown(in: state))
  }

  /// The components `state` shows: those on screen when it is the current state, else
  /// `children(for:)`'s.
  private func componentsShown(in state: State) -> [Component] {
    machine.isCurrent(state) ? listedChildren() : children(for: state)
  }

  /// The state `part` saved, when it decodes as a `State` (else left out).
  private func savedState(_ part: ContainerSnapshot, in run: RestoreRun) -> State? {
    part.state.flatMap { run.read($0, as: State.self, "The saved state of \(debugName)") }
  }

  /// Replaces the history with the saved entries that decode, as far as the policy keeps.
  private func restoreHistory(_ saved: [SnapshotValue], in run: RestoreRun) {
    replaceStateHistory(
      with: saved.compactMap { run.read($0, as: State.self, "A history entry of \(debugName)") }, in: run)
  }

  /// The history becomes `entries`, the newest as far as the policy keeps: observers learn
  /// it as the old entries cleared, then each new one recorded.
  final func replaceStateHistory(with entries: [State], in run: RestoreRun) {
    var entries = entries
    let limit = historyPolicy.isEnabled ? historyPolicy.entryLimit ?? entries.count : 0
    if entries.count > limit {
      run.leaveOut(
        "\(entries.count - limit) of the \(entries.count) history entries of \(debugName) are past its "
          + "historyPolicy (\(historyPolicy)); the oldest are left out.")
      entries.removeFirst(entries.count - limit)
    }
    if !stateHistory.isEmpty { changeStateHistory(.cleared(stateHistory)) { $0.removeAll() } }
    for entry in entries { changeStateHistory(.recorded(entry)) { $0.append(entry) } }
  }
}
