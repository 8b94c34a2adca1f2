extension StateContainer: RestorableContainer {
  var hasState: Bool { machine.state != nil }

  /// The state the container heads to, its history, presentations and the children of the
  /// states it left; the children shown in that state.
  func snapshotParts() -> (container: ContainerSnapshot, children: [ComponentSnapshot]?) {
    if let navigation = asRestorableNavigation, let part = navigation.navigationSnapshotParts() {
      return (part, nil)
    }
    var part = ContainerSnapshot(historyPolicy: historyPolicy)
    let isCodable = State.self is any Codable.Type
    let shown = machine.state
    let target = machine.target ?? machine.deepLinked
    if isCodable, let target {
      part.state = SnapshotValue.saving(target, at: "The state \(target) of \(debugName)")
      let history = stateHistory.compactMap {
        SnapshotValue.saving($0, at: "The history entry \($0) of \(debugName)")
      }
      part.history = history.isEmpty ? nil : history
    }
    part.presentations = presentationSnapshots()
    let current = listedChildren()
    var children: [ComponentSnapshot]?
    var left: [StateChildrenSnapshot] = []
    let remembered = childrenOfStatesLeft?.children(of: self, as: State.self) ?? []
    // A state unequal to itself (a NaN) is the target unless a request waits.
    if let shown, shown == target || (shown != shown && machine.pendingRequest == nil) {
      children = ComponentSnapshot.children(current)
    } else {
      // Restored or deep-linked off screen, the children made for the target wait to appear;
      // going back to a state left, those it kept for it will be shown again.
      if let linkedState, linkedState == target {
        children = ComponentSnapshot.children(linkedChildren)
      } else if let target, let kept = remembered.first(where: { $0.state == target }) {
        children = ComponentSnapshot.children(kept.children)
      }
      // A request not begun yet: the children it shows are not known before it asks.
      if isCodable, let shown { appendChildren(current, of: shown, to: &left) }
    }
    if isCodable {
      for (state, children) in remembered
      where state != target && state != shown {
        let alive = children.filter { child in !current.contains { $0 === child } }
        appendChildren(alive, of: state, to: &left)
      }
    }
    part.statesLeft = left.isEmpty ? nil : left
    return (part, children)
  }

  private func appendChildren(
    _ components: [Component], of state: State, to left: inout [StateChildrenSnapshot]
  ) {
    guard let children = ComponentSnapshot.children(components),
      let value = SnapshotValue.saving(state, at: "The state \(state) of \(debugName)")
    else { return }
    left.append(StateChildrenSnapshot(state: value, children: children))
  }

  /// The presented component, then the queue; `nil` for none.
  final func presentationSnapshots() -> [PresentedComponentSnapshot]? {
    var result: [PresentedComponentSnapshot] = []
    if let presented = presentedComponent {
      result.append(PresentedComponentSnapshot(of: presented, isQueued: false, by: self))
    }
    for queued in queuedPresentations {
      result.append(PresentedComponentSnapshot(of: queued, isQueued: true, by: self))
    }
    return result.isEmpty ? nil : result
  }
}
