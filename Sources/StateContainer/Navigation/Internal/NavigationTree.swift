/// A ``NavigationContainer``'s tree of nodes and the pure logic of its moves; it links no
/// entry and shows nothing. A struct: the nodes are objects it shares with positions and the
/// app, but which is the root, which is current and which carries an identifier is its value.
/// A walk from ``root`` (`forEachInSubtree`) reads every branch, and no released node.
@MainActor struct NavigationTree<Destination> {
  /// What a move brought into the tree and took out of it, in the order it did.
  @MainActor struct Change {
    /// The node a push made, or a replace made anew: its entry is new.
    var made: NavigationNode<Destination>?
    /// A released node a push by reference brought back, with its subtree.
    var broughtBack: NavigationNode<Destination>?
    /// The roots of the subtrees the move released; `nil`, not empty, for none: an array
    /// made in unspecialized code looks up its element's generic type, on every move.
    var releasedRoots: [NavigationNode<Destination>]?
    /// The component a replace took off the current node; `nil` when the node kept it.
    var replacedComponent: Component?

    /// Every node the move released: each subtree depth first, a node before its children.
    var releasedNodes: [NavigationNode<Destination>] {
      var nodes: [NavigationNode<Destination>] = []
      for root in releasedRoots ?? [] { root.forEachInSubtree { nodes.append($0) } }
      return nodes
    }
  }

  /// The node the tree was made with; never released.
  let root: NavigationNode<Destination>
  /// The node the latest move made current.
  private(set) var current: NavigationNode<Destination>
  private(set) var nodesByIdentifier: [AnyHashable: NavigationNode<Destination>] = [:]
  /// Which component every node names as its container: an identity, so that telling the
  /// tree's nodes costs no count of the container (a weak load would).
  private var ownerIdentity: ObjectIdentifier?

  /// A tree of one node; every node names `owner` (the container) as its container, which
  /// tells the tree's nodes from another tree's.
  init(root destination: Destination, identifier: AnyHashable?, component: Component, owner: Component?) {
    root = NavigationNode(
      destination: destination, identifier: identifier, component: component, container: owner)
    current = root
    ownerIdentity = owner.map(ObjectIdentifier.init)
    if let identifier { nodesByIdentifier[identifier] = root }
  }

  /// A container owns the tree it is made with only once it is initialized.
  mutating func adopt(by owner: Component) {
    root.container = owner
    ownerIdentity = ObjectIdentifier(owner)
  }

  func node(identifiedBy identifier: AnyHashable) -> NavigationNode<Destination>? {
    nodesByIdentifier[identifier]
  }

  /// The move a push of `destination` with `identifier` makes: a new node, unless a node of
  /// the tree carries `identifier` already; then that node moves (a push by reference).
  func move(pushing destination: Destination, identifier: AnyHashable?) -> NavigationMove<Destination> {
    guard let identifier, let existing = nodesByIdentifier[identifier] else {
      return .push(destination, identifier: identifier)
    }
    return .pushByReference(existing, destination)
  }

  /// Whether `node` is one of the tree's nodes, not released.
  @inline(__always) func contains(_ node: NavigationNode<Destination>) -> Bool {
    node.container.map(ObjectIdentifier.init) == ownerIdentity && !node.isReleased
  }

  @inline(__always) var currentPosition: NavigationPosition<Destination> { NavigationPosition(current) }

  var currentPath: [NavigationNode<Destination>] { current.pathFromRoot }

  /// Where `move` leads from `position`, or why it cannot be made; changes nothing. A node
  /// the move would make is a step with a number of its own and no node yet.
  @inline(__always) func position(
    after move: NavigationMove<Destination>, from position: NavigationPosition<Destination>
  )
    -> Result<NavigationPosition<Destination>, MoveFailure>
  {
    let tip = position.tip
    switch move {
    case .push(let destination, let identifier):
      if let identifier, tip.proposesNode(identifiedBy: identifier) {
        return .failure(
          MoveFailure(
            kind: .navigationEntryOnCurrentPath,
            message: "a move before it in the combination pushes the node with that identifier, "
              + "which is then on the current path, and a component is in one place at a time; refused."))
      }
      let proposed = NavigationPosition<Destination>.Step.Proposed(
        label: String(describing: destination), identifier: identifier)
      return .success(
        NavigationPosition(
          tip: .init(stamp: NavigationSerials.next(), node: nil, proposed: proposed, parent: tip)))
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
      guard contains(node), let step = tip.step(carryingStampOf: node.pathStep, skippingSelf: false) else {
        return .failure(
          MoveFailure(
            kind: .missingNavigationTarget, message: "the node is not on the current path; nothing changes."))
      }
      return .success(NavigationPosition(tip: step))
    case .jump(let node):
      guard contains(node) else {
        return .failure(
          MoveFailure(
            kind: .missingNavigationTarget, message: "the node is not in its tree; nothing changes."))
      }
      return .success(NavigationPosition(node))
    case .replace:
      // A node a push would make keeps its identifier when replaced.
      let proposed = tip.proposed?.identifier.map {
        NavigationPosition<Destination>.Step.Proposed(label: nil, identifier: $0)
      }
      return .success(
        NavigationPosition(
          tip: .init(stamp: NavigationSerials.next(), node: tip.node, proposed: proposed, parent: tip.parent))
      )
    }
  }

  /// Makes `move`, which ``position(after:from:)`` found possible from the current
  /// position; `entry` is the component of the node a push or a replace makes.
  ///
  /// - Returns: What entered and left the tree. A released node keeps its parent and
  ///   children, and a push by reference that brings it back makes it and them members again.
  @inline(__always) mutating func make(_ move: NavigationMove<Destination>, entry: Component? = nil) -> Change
  {
    var change = Change()
    defer {
      #if STATECONTAINER_INTERNAL_CHECKS
        checkPathSteps()
      #endif
    }
    switch move {
    case .push(let destination, let identifier):
      guard let entry else { preconditionFailure("Internal inconsistency: a push made without its entry") }
      let node = NavigationNode(
        destination: destination, identifier: identifier, component: entry, container: root.container)
      node.parent = current
      current.children.append(node)
      if let identifier { nodesByIdentifier[identifier] = node }
      current = node
      change.made = node
    case .pushByReference(let node, let destination):
      node.parent?.children.removeAll { $0 === node }
      node.parent = current
      node.destination = destination
      current.children.append(node)
      if node.isReleased { bringBack(node, into: &change) }
      node.renewPathSteps()
      current = node
    case .pop:
      guard let parent = current.parent else {
        preconditionFailure("Internal inconsistency: a pop at the root was made")
      }
      release(current, into: &change)
      current = parent
    case .popTo(let node):
      for child in node.children { release(child, into: &change) }
      current = node
    case .jump(let node):
      current = node
    case .replace(let destination):
      guard let entry else { preconditionFailure("Internal inconsistency: a replace made without its entry") }
      let node = current
      let old = node.component
      node.destination = destination
      node.component = entry
      node.generation += 1
      node.stamp = NavigationSerials.next()
      node.renewPathSteps()
      change.made = node
      if old !== entry { change.replacedComponent = old }
    }
    return change
  }

  /// Takes `node`, off the current node's path, and its subtree out of the tree (a restore
  /// that does not keep them).
  mutating func releasing(_ node: NavigationNode<Destination>) -> Change {
    var change = Change()
    release(node, into: &change)
    return change
  }

  /// Takes `node` and its subtree out of the tree.
  private mutating func release(_ node: NavigationNode<Destination>, into change: inout Change) {
    if let parent = node.parent { parent.children.removeAll { $0 === node } }
    node.forEachInSubtree { released in
      released.isReleased = true
      released.releaseCount += 1
      if let identifier = released.identifier { nodesByIdentifier[identifier] = nil }
    }
    if change.releasedRoots == nil {
      change.releasedRoots = [node]
    } else {
      change.releasedRoots?.append(node)
    }
  }

  /// Makes `node`, released, and its subtree members of the tree again: a held push by
  /// reference named it while it was in the tree, and the guard allowed showing it there.
  private mutating func bringBack(_ node: NavigationNode<Destination>, into change: inout Change) {
    node.forEachInSubtree { broughtBack in
      broughtBack.isReleased = false
      if let identifier = broughtBack.identifier { nodesByIdentifier[identifier] = broughtBack }
    }
    change.broughtBack = node
  }

  #if STATECONTAINER_INTERNAL_CHECKS
    /// Checks that every node of the tree keeps the step of its path now, is not released,
    /// and is the node its identifier names (identifiers are unique in the tree).
    func checkPathSteps() {
      root.forEachInSubtree { node in
        if let identifier = node.identifier {
          precondition(
            nodesByIdentifier[identifier] === node,
            "Internal inconsistency: a node of the tree that its identifier does not name")
        }
        let step = node.pathStep
        precondition(
          step.node === node && step.stamp == node.stamp && step.parent === node.parent?.pathStep,
          "Internal inconsistency: a node of the tree whose path step is not its path now")
        precondition(!node.isReleased, "Internal inconsistency: a released node in the tree")
      }
    }
  #endif
}

@available(*, unavailable)
extension NavigationTree: Sendable {}
