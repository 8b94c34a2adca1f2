extension StateContainer {
  /// Restores the state `part` saved (the container's first appearance shows it), its
  /// history, and `children` into the components that state shows; then the hidden tabs.
  func restoreParts(_ part: ContainerSnapshot, children shownParts: [ComponentSnapshot]?, in run: RestoreRun)
  {
    if let navigation = self as? any RestorableNavigation, navigation.restoreNavigation(part, in: run) {
      return
    }
    restorePresentations(part, in: run)
    let saved = part.state.flatMap { run.read($0, as: State.self, "The saved state of \(debugName)") }
    let shown = restoreState(saved)
    ComponentSnapshot.restore(shownParts, into: shown, of: "\(debugName) in its restored state", in: run)
    if let history = part.history { restoreHistory(history, in: run) }
    for left in part.statesLeft ?? [] {
      guard let state = run.read(left.state, as: State.self, "A hidden state of \(debugName)"),
        !machine.isTarget(state)
      else { continue }
      // A hidden tab: the app's factory hands back the stack it keeps; restored off screen.
      let components = children(for: state)
      ComponentSnapshot.restore(left.children, into: components, of: "\(debugName) in \(state)", in: run)
      let memory = childrenOfStatesLeft ?? ChildrenOfStatesLeft()
      childrenOfStatesLeftObject = memory
      memory.remember(components, for: state)
    }
  }

  /// Makes `saved` (or, when none was saved, the state the container would appear in) the
  /// state its next appearance shows, as a deep link off screen does, without history.
  /// Returns the components that state shows: `children(for:)` is asked at most once.
  private func restoreState(_ saved: State?) -> [Component] {
    if let current = machine.state, saved == nil || saved == current, machine.isTarget(current) {
      return listedChildren()
    }
    let state = saved ?? machine.target ?? loadAppearanceState()
    let shown = children(for: state)
    machine.stateDeepLinkedOffScreen(state)
    rememberRequest(.init(state: state, animated: false, evenIfCurrent: false, report: nil))
    linkedState = state
    linkedChildren = shown
    return shown
  }

  /// Replaces the history with the saved entries that decode, as far as the policy keeps.
  private func restoreHistory(_ saved: [SnapshotValue], in run: RestoreRun) {
    var entries = saved.compactMap { run.read($0, as: State.self, "A history entry of \(debugName)") }
    let limit = historyPolicy.isEnabled ? historyPolicy.entryLimit ?? entries.count : 0
    if entries.count > limit {
      run.leaveOut(
        "\(entries.count - limit) of the \(entries.count) history entries of \(debugName) are past its "
          + "historyPolicy (\(historyPolicy)); the oldest are left out.")
      entries.removeFirst(entries.count - limit)
    }
    replaceStateHistory(with: entries)
  }

  /// The history becomes `entries`: observers learn it as the old entries cleared, then each
  /// new one recorded.
  final func replaceStateHistory(with entries: [State]) {
    if !stateHistory.isEmpty { changeStateHistory(.cleared(stateHistory)) { $0.removeAll() } }
    for entry in entries { changeStateHistory(.recorded(entry)) { $0.append(entry) } }
  }
}
