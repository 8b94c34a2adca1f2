extension StateContainer {
  /// Remembers, weakly, the children shown in the state the transition leaves, in place of
  /// those it showed before, and forgets states whose children are all gone.
  final func keepChildrenOfStateLeft() {
    guard let state = machine.stateLeft else { return }
    rememberChildren(attached, ofStateLeft: state)
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
