/// A container that remembers the children of the states it leaves
/// (<doc:SavingAndRestoringTheApp#Hidden-tabs>).
@MainActor protocol RemembersChildrenOfStatesLeft: Component {
  /// Called by the diff of a transition that removes a container, before the children change.
  func rememberChildrenOfStateLeft()
}

extension StateContainer: RemembersChildrenOfStatesLeft {
  /// Remembers, weakly, the children shown in the state the transition leaves, in place of
  /// those it showed before, and forgets states whose children are all gone.
  final func rememberChildrenOfStateLeft() {
    guard let state = machine.stateLeft else { return }
    let children = attached.map(ChildrenOfStateLeft<State>.Child.init)
    childrenOfStatesLeft.removeAll { left in
      left.state == state || left.children.allSatisfy { $0.component == nil }
    }
    childrenOfStatesLeft.append(ChildrenOfStateLeft(state: state, children: children))
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
