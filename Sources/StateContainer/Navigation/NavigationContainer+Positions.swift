extension NavigationContainer {
  /// The position of the current node.
  var currentPosition: NavigationPosition<Destination> { NavigationPosition(currentNode) }

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
}
