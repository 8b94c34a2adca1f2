extension NavigationContainer {
  /// Pushes `destination`: a new node under the current one becomes current; with the
  /// `identifier` of a node in the tree, that node moves there instead (push by reference)
  /// (<doc:NavigatingBetweenScreens#A-stack-of-screens>). The factory runs in this call once
  /// the guard allows it, so ``currentNode`` can be configured right after.
  ///
  /// - Parameters:
  ///   - destination: What the new entry shows.
  ///   - identifier: An identifier that jumps and pops can name the node by.
  ///   - animated: Whether the transition that shows it is animated.
  /// - Returns: The move, whose outcome can be awaited.
  @discardableResult
  public final func push(_ destination: Destination, identifier: AnyHashable? = nil, animated: Bool)
    -> TransitionRequest
  {
    let call = {
      "push(\(destination)\(identifier.map { ", identifier: \($0)" } ?? ""), animated: \(animated))"
    }
    if identifier != nil, interactionObject != nil {
      return moveOnceInteractionEnds(animated: animated, call: call()) {
        $0.tree.move(pushing: destination, identifier: identifier)
      }
    }
    return move(tree.move(pushing: destination, identifier: identifier), animated: animated, call: call())
  }

  /// Pops the current node, releasing it with its subtree; at the root,
  /// ``TransitionOutcome/invalid`` (<doc:NavigatingBetweenScreens#A-stack-of-screens>).
  ///
  /// - Parameter animated: Whether the transition that shows the parent is animated.
  /// - Returns: The move, whose outcome can be awaited.
  @discardableResult
  public final func pop(animated: Bool) -> TransitionRequest {
    move(.pop, animated: animated, call: "pop(animated: \(animated))")
  }

  /// Pops to `node`, the current node or an ancestor, releasing every node under it
  /// (<doc:NavigatingBetweenScreens#A-stack-of-screens>).
  ///
  /// - Parameters:
  ///   - node: The node to pop to.
  ///   - animated: Whether the transition that shows it is animated.
  /// - Returns: The move, whose outcome can be awaited.
  @discardableResult
  public final func pop(to node: NavigationNode<Destination>, animated: Bool) -> TransitionRequest {
    move(.popTo(node), animated: animated, call: "pop(to: \(node.destination), animated: \(animated))")
  }

  /// Pops to the node that carries `identifier`, like ``pop(to:animated:)-(NavigationNode<Destination>,_)``.
  ///
  /// - Parameters:
  ///   - identifier: The identifier of the node to pop to.
  ///   - animated: Whether the transition that shows it is animated.
  /// - Returns: The move, whose outcome can be awaited.
  @discardableResult
  public final func pop(to identifier: AnyHashable, animated: Bool) -> TransitionRequest {
    if interactionObject != nil {
      return moveOnceInteractionEnds(
        animated: animated, call: "pop(to: \(identifier), animated: \(animated))"
      ) {
        $0.tree.node(identifiedBy: identifier).map { .popTo($0) }
      }
    }
    guard let node = tree.node(identifiedBy: identifier) else {
      return reportUnknown(in: "pop(to: \(identifier), animated: \(animated))")
    }
    return pop(to: node, animated: animated)
  }

  /// Pops to the root node, releasing every other node.
  ///
  /// - Parameter animated: Whether the transition that shows the root is animated.
  /// - Returns: The move, whose outcome can be awaited.
  @discardableResult
  public final func popToRoot(animated: Bool) -> TransitionRequest {
    pop(to: rootNode, animated: animated)
  }

  /// Jumps to `node`, anywhere in the tree, releasing nothing
  /// (<doc:NavigatingBetweenScreens#Tabs-are-branches>).
  ///
  /// - Parameters:
  ///   - node: The node to show.
  ///   - animated: Whether the transition that shows it is animated.
  /// - Returns: The move, whose outcome can be awaited.
  @discardableResult
  public final func jump(to node: NavigationNode<Destination>, animated: Bool) -> TransitionRequest {
    move(.jump(node), animated: animated, call: "jump(to: \(node.destination), animated: \(animated))")
  }

  /// Jumps to the node that carries `identifier`, like ``jump(to:animated:)-(NavigationNode<Destination>,_)``.
  ///
  /// - Parameters:
  ///   - identifier: The identifier of the node to show.
  ///   - animated: Whether the transition that shows it is animated.
  /// - Returns: The move, whose outcome can be awaited.
  @discardableResult
  public final func jump(to identifier: AnyHashable, animated: Bool) -> TransitionRequest {
    if interactionObject != nil {
      return moveOnceInteractionEnds(
        animated: animated, call: "jump(to: \(identifier), animated: \(animated))"
      ) {
        $0.tree.node(identifiedBy: identifier).map { .jump($0) }
      }
    }
    guard let node = tree.node(identifiedBy: identifier) else {
      return reportUnknown(in: "jump(to: \(identifier), animated: \(animated))")
    }
    return jump(to: node, animated: animated)
  }

  /// Replaces the current node's destination: the factory makes its component anew, and the
  /// node gets a new ``NavigationNode/generation``; its identifier and subtree stay.
  ///
  /// - Parameters:
  ///   - destination: The node's new destination.
  ///   - animated: Whether the transition to the new component is animated.
  /// - Returns: The move, whose outcome can be awaited.
  @discardableResult
  public final func replaceCurrent(with destination: Destination, animated: Bool) -> TransitionRequest {
    move(
      .replace(destination), animated: animated,
      call: "replaceCurrent(with: \(destination), animated: \(animated))")
  }

  /// Reports that no node carries the identifier `call` names; the move is
  /// ``TransitionOutcome/invalid``.
  func reportUnknown(in call: String) -> TransitionRequest {
    let handle = TransitionRequest()
    reportUnknown(in: call, to: OutcomeReport { handle.deliver($0) })
    return handle
  }

  private func reportUnknown(in call: String, to report: OutcomeReport) {
    LifecycleDiagnostic.report(
      .missingNavigationTarget, "\(call) on \(debugName): no node carries that identifier; nothing changes.")
    report.deliver(.invalid)
  }

  /// A move that names a node by its identifier, called during an interactive transition:
  /// it is read once the transition ends, from the tree the transition leaves, as the same
  /// call made then would read it (<doc:AnimatingTransitions#Interactive-transitions>).
  /// `read` returns `nil` when no node carries the identifier.
  private func moveOnceInteractionEnds(
    animated: Bool, call: String,
    read: @escaping @MainActor (NavigationContainer<Destination>) -> NavigationMove<Destination>?
  ) -> TransitionRequest {
    let handle = TransitionRequest()
    let report = OutcomeReport { handle.deliver($0) }
    deferUntilInteractionEnds { container in
      let navigation = unsafeDowncast(container, to: NavigationContainer<Destination>.self)
      guard let move = read(navigation) else { return navigation.reportUnknown(in: call, to: report) }
      navigation.move(move, cause: .navigation, animated: animated, call: call, report: report)
    }
    return handle
  }
}
