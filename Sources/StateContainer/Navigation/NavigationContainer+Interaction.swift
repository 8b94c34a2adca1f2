extension NavigationContainer {
  /// Begins an interactive pop of the current node, driven like
  /// ``StateContainer/beginInteractiveTransition(to:)``: the swipe back of a navigation stack
  /// (<doc:AnimatingTransitions#Interactive-transitions>).
  ///
  /// The pop is made as ``pop(animated:)`` makes it, once the guard allows it; a cancel puts
  /// the node, its subtree, the current node and history back as they were. A pop at the
  /// root does not begin (``InteractiveTransition/NotBegunReason/invalid``), nor one whose
  /// nodes' screens hold a change waiting (``InteractiveTransition/NotBegunReason/busy``).
  ///
  /// - Returns: The handle that drives the transition.
  @discardableResult
  public final func beginInteractivePop() -> InteractiveTransition {
    beginInteractiveMove(.pop, call: "beginInteractivePop()")
  }

  /// Begins an interactive pop to `node`, the current node or an ancestor, as
  /// ``beginInteractivePop()`` begins a pop.
  ///
  /// - Parameter node: The node to pop to.
  /// - Returns: The handle that drives the transition.
  @discardableResult
  public final func beginInteractivePop(to node: NavigationNode<Destination>) -> InteractiveTransition {
    beginInteractiveMove(.popTo(node), call: "beginInteractivePop(to: \(node.destination))")
  }

  /// Begins an interactive pop to the node that carries `identifier`, as
  /// ``beginInteractivePop()`` begins a pop; no such node is
  /// ``InteractiveTransition/NotBegunReason/invalid``, with a diagnostic.
  ///
  /// - Parameter identifier: The identifier of the node to pop to.
  /// - Returns: The handle that drives the transition.
  @discardableResult
  public final func beginInteractivePop(to identifier: AnyHashable) -> InteractiveTransition {
    guard let node = tree.node(identifiedBy: identifier) else {
      let handle = InteractiveTransition(containerName: debugName)
      let report = handle.makeReport()
      LifecycleDiagnostic.report(
        .missingNavigationTarget,
        "beginInteractivePop(to: \(identifier)) on \(debugName): no node carries that identifier; nothing changes."
      )
      report.deliver(.invalid)
      return handle
    }
    return beginInteractivePop(to: node)
  }

  // MARK: - Internals

  func beginInteractiveMove(_ move: NavigationMove<Destination>, call: String) -> InteractiveTransition {
    let heldBelow = releasedRoots(of: move).contains { root in
      var holds = false
      root.forEachInSubtree { if !$0.component.tree.heldTransitions.isEmpty { holds = true } }
      return holds
    }
    return beginInteraction(
      isAlreadyCurrent: { container in
        let navigation = unsafeDowncast(container, to: NavigationContainer<Destination>.self)
        if case .popTo(let node) = move { return node === navigation.currentNode }
        return false
      },
      isBusy: heldBelow,
      books: { [unowned self] in NavigationBooks(self, target: target(of: move)) }
    ) { report in
      stateMove(move, cause: .navigation, animated: true, call: call, report: report)
    }
  }

  /// The node `move` pops to, from where the tree is.
  func target(of move: NavigationMove<Destination>) -> NavigationNode<Destination>? {
    switch move {
    case .pop: currentNode.parent
    case .popTo(let node): node
    default: nil
    }
  }

  /// The roots of the subtrees `move` would release from where the tree is: the current
  /// node for a pop, the children of the node popped to for a pop to it.
  func releasedRoots(of move: NavigationMove<Destination>) -> [NavigationNode<Destination>] {
    switch move {
    case .pop: currentNode.parent == nil ? [] : [currentNode]
    case .popTo(let node): tree.contains(node) ? node.children : []
    default: []
    }
  }
}

/// What a navigation container's books were just before an interactive pop: enough to put
/// the popped nodes, the current node and the shown entry back when it is cancelled.
@MainActor final class NavigationBooks<Destination>: InteractionUndo {
  unowned let container: NavigationContainer<Destination>
  let tree: NavigationTree<Destination>
  /// The node popped to and its children then; each node below them with its release count.
  let target: NavigationNode<Destination>?
  let targetChildren: [NavigationNode<Destination>]
  let nodes: [(node: NavigationNode<Destination>, releaseCount: Int)]
  let retiredNodes: [NavigationNode<Destination>]
  let retiredComponents: [Component]
  let awaitingMoves: Int
  let shownNode: NavigationNode<Destination>?
  let shownPosition: NavigationPosition<Destination>?
  let shownStamp: UInt64
  weak var shownComponent: Component?
  let shownAtSerial: UInt64

  init(_ container: NavigationContainer<Destination>, target: NavigationNode<Destination>?) {
    self.container = container
    tree = container.tree
    self.target = target
    targetChildren = target?.children ?? []
    var nodes: [(NavigationNode<Destination>, Int)] = []
    for child in targetChildren { child.forEachInSubtree { nodes.append(($0, $0.releaseCount)) } }
    self.nodes = nodes
    retiredNodes = container.retiredNodes
    retiredComponents = container.retiredComponents
    awaitingMoves = container.awaitingMoves.count
    shownNode = container.shownNode
    shownPosition = container.shownPosition
    shownStamp = container.shownStamp
    shownComponent = container.shownComponent
    shownAtSerial = container.shownAtSerial
  }

  /// Puts the books back; returns the reports of the moves made since, which end cancelled.
  func restore() -> [OutcomeReport] {
    let made = container.awaitingMoves.dropFirst(awaitingMoves).map(\.report)
    container.awaitingMoves.removeLast(container.awaitingMoves.count - awaitingMoves)
    container.tree = tree
    target?.children = targetChildren
    for (node, count) in nodes {
      node.isReleased = false
      node.releaseCount = count
      container.link(node)
    }
    container.retiredNodes = retiredNodes
    container.retiredComponents = retiredComponents
    container.shownNode = shownNode
    container.shownPosition = shownPosition
    container.shownStamp = shownStamp
    container.shownComponent = shownComponent
    container.shownAtSerial = shownAtSerial
    // The entries turn around: the one shown again comes forward, over the one popped to.
    if let shown = shownNode, let target, target !== shown {
      shown.component.setNavigationTransition(
        NavigationTransition(direction: .forward, enteringDestination: shown.destination, isEntering: true))
      target.component.setNavigationTransition(
        NavigationTransition(direction: .forward, enteringDestination: shown.destination, isEntering: false))
    }
    return made
  }
}

@available(*, unavailable)
extension NavigationBooks: Sendable {}
