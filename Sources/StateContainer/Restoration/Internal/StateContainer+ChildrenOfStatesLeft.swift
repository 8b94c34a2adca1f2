extension StateContainer {
  /// Remembers, weakly, the children shown in `state`, which a transition leaves, in place
  /// of those it showed before, and forgets states whose children are all gone.
  @usableFromInline final func rememberChildren(of state: State) {
    let children = attached.map(ChildrenOfStateLeft<State>.Child.init)
    childrenOfStatesLeft.removeAll { left in
      left.state == state || left.children.allSatisfy { $0.component == nil }
    }
    childrenOfStatesLeft.append(ChildrenOfStateLeft(state: state, children: children))
  }
}
