extension StateContainer {
  /// Remembers, weakly, the children shown in the state the transition leaves, in place of
  /// those it showed before, and forgets states whose children are all gone.
  final func keepChildrenOfStateLeft() {
    guard let state = machine.stateLeft else { return }
    rememberChildren(attached, ofStateLeft: state)
  }

  /// Lets go of the components a link read for a state it did not bring the container to (its
  /// request superseded or dropped, or the link ended unapplied). One that is a container (a
  /// tab's stack the link moved, which the app keeps) is remembered as a state left's, so
  /// that a snapshot saves it as a hidden tab.
  @usableFromInline final func dropLinkedChildren() {
    if let state = linkedState, linkedChildren.contains(where: \.isStateContainer), !machine.isCurrent(state)
    {
      rememberChildren(linkedChildren, ofStateLeft: state)
    }
    linkedChildren = []
    linkedState = nil
  }

  /// Remembers `components` as the children of `state`, a state left (a transition's, or a
  /// restored hidden tab's).
  final func rememberChildren(_ components: [Component], ofStateLeft state: State) {
    let memory = childrenOfStatesLeft ?? ChildrenOfStatesLeft()
    childrenOfStatesLeftObject = memory
    memory.remember(components, for: state)
  }
}

extension StateContainer {
  /// The children remembered for the states left, if any.
  final var childrenOfStatesLeft: ChildrenOfStatesLeft? {
    childrenOfStatesLeftObject.map { unsafeDowncast($0, to: ChildrenOfStatesLeft.self) }
  }
}

extension ContainerStateMachine {
  /// The state the transition in flight leaves; `nil` for the first or with none in flight.
  var stateLeft: State? {
    mutating get {
      switch phase {
      case .transitioning(let transition): transition.previous
      case .appearing(_, let applied?, _): applied.previous
      case .idle, .appearing, .disappearing: nil
      }
    }
  }
}
