extension NavigationContainer {
  /// Pushes `destination`: a new node under the current one becomes current.
  ///
  /// The factory makes the new node's component now, so the caller can configure it
  /// through ``currentNode`` right after this call. With the `identifier` of a node
  /// already in the tree, no node is made: that node, with its component, its identifier
  /// and the nodes below it, moves under the current one, takes `destination`, and becomes
  /// current (push by reference). If that node is on the current path, the push is refused
  /// with a ``LifecycleDiagnostic/Kind/navigationEntryOnCurrentPath`` diagnostic, because a
  /// component is in one place at a time.
  ///
  /// ```swift
  /// navigation.push(.note(7), identifier: "note-7", animated: true)
  /// ```
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
    let parent = currentNode
    if let identifier, let existing = nodesByIdentifier[identifier] {
      guard !parent.isDescendant(ofOrSameAs: existing) else {
        LifecycleDiagnostic.report(
          .navigationEntryOnCurrentPath,
          "push(\(destination), identifier: \(identifier)) on \(debugName): the node with that identifier "
            + "is on the current path, and a component is in one place at a time; refused.")
        return unchanged()
      }
      if let oldParent = existing.parent {
        oldParent.children.removeAll { $0 === existing }
      }
      existing.parent = parent
      existing.destination = destination
      parent.children.append(existing)
      currentNode = existing
      return showCurrent(animated: animated)
    }
    let node = NavigationNode(
      destination: destination, identifier: identifier, component: makeComponent(destination), container: self
    )
    node.parent = parent
    parent.children.append(node)
    if let identifier { nodesByIdentifier[identifier] = node }
    link(node)
    currentNode = node
    return showCurrent(animated: animated)
  }

  /// Pops the current node: its parent becomes current, and the popped node is released
  /// with every node below it.
  ///
  /// At the root there is nothing to pop: a ``LifecycleDiagnostic/Kind/missingNavigationTarget``
  /// diagnostic, and nothing changes. Check ``canPop`` first.
  ///
  /// - Parameter animated: Whether the transition that shows the parent is animated.
  /// - Returns: The move, whose outcome can be awaited.
  @discardableResult
  public final func pop(animated: Bool) -> TransitionRequest {
    guard let parent = currentNode.parent else {
      LifecycleDiagnostic.report(
        .missingNavigationTarget, "pop(animated: \(animated)) on \(debugName) at its root; nothing to pop.")
      return unchanged()
    }
    release(currentNode)
    currentNode = parent
    return showCurrent(animated: animated)
  }

  /// Pops to `node`, the current node or one of its ancestors: it becomes current, and
  /// every node under it is released, the other branches below it too.
  ///
  /// A node that is not on the current path, or not in this container's tree: a
  /// ``LifecycleDiagnostic/Kind/missingNavigationTarget`` diagnostic, and nothing changes.
  ///
  /// - Parameters:
  ///   - node: The node to pop to.
  ///   - animated: Whether the transition that shows it is animated.
  /// - Returns: The move, whose outcome can be awaited.
  @discardableResult
  public final func pop(to node: NavigationNode<Destination>, animated: Bool) -> TransitionRequest {
    guard isInTree(node), currentNode.isDescendant(ofOrSameAs: node) else {
      LifecycleDiagnostic.report(
        .missingNavigationTarget,
        "pop(to: \(node.destination), animated: \(animated)) on \(debugName): "
          + "the node is not on the current path; nothing changes.")
      return unchanged()
    }
    for child in node.children { release(child) }
    currentNode = node
    return showCurrent(animated: animated)
  }

  /// Pops to the node that carries `identifier`, like ``pop(to:animated:)-(NavigationNode<Destination>,_)``.
  ///
  /// An identifier no node on the current path carries: a
  /// ``LifecycleDiagnostic/Kind/missingNavigationTarget`` diagnostic, and nothing changes.
  ///
  /// - Parameters:
  ///   - identifier: The identifier of the node to pop to.
  ///   - animated: Whether the transition that shows it is animated.
  /// - Returns: The move, whose outcome can be awaited.
  @discardableResult
  public final func pop(to identifier: AnyHashable, animated: Bool) -> TransitionRequest {
    guard let node = nodesByIdentifier[identifier] else {
      return reportUnknown(identifier, in: "pop(to: \(identifier), animated: \(animated))")
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

  /// Jumps to `node`, anywhere in the tree: it becomes current, and nothing is added or
  /// released, so the other branches keep their nodes (tabs, each with its own stack).
  ///
  /// A node not in this container's tree: a ``LifecycleDiagnostic/Kind/missingNavigationTarget``
  /// diagnostic, and nothing changes.
  ///
  /// - Parameters:
  ///   - node: The node to show.
  ///   - animated: Whether the transition that shows it is animated.
  /// - Returns: The move, whose outcome can be awaited.
  @discardableResult
  public final func jump(to node: NavigationNode<Destination>, animated: Bool) -> TransitionRequest {
    guard isInTree(node) else {
      LifecycleDiagnostic.report(
        .missingNavigationTarget,
        "jump(to: \(node.destination), animated: \(animated)) on \(debugName): "
          + "the node is not in its tree; nothing changes.")
      return unchanged()
    }
    currentNode = node
    return showCurrent(animated: animated)
  }

  /// Jumps to the node that carries `identifier`, like ``jump(to:animated:)-(NavigationNode<Destination>,_)``.
  ///
  /// An identifier no node carries: a ``LifecycleDiagnostic/Kind/missingNavigationTarget``
  /// diagnostic, and nothing changes.
  ///
  /// - Parameters:
  ///   - identifier: The identifier of the node to show.
  ///   - animated: Whether the transition that shows it is animated.
  /// - Returns: The move, whose outcome can be awaited.
  @discardableResult
  public final func jump(to identifier: AnyHashable, animated: Bool) -> TransitionRequest {
    guard let node = nodesByIdentifier[identifier] else {
      return reportUnknown(identifier, in: "jump(to: \(identifier), animated: \(animated))")
    }
    return jump(to: node, animated: animated)
  }

  /// Replaces the current node's destination: the factory makes its component anew, and
  /// the node gets a new ``NavigationNode/generation``. Its identifier and the nodes below
  /// it stay.
  ///
  /// - Parameters:
  ///   - destination: The node's new destination.
  ///   - animated: Whether the transition to the new component is animated.
  /// - Returns: The move, whose outcome can be awaited.
  @discardableResult
  public final func replaceCurrent(with destination: Destination, animated: Bool) -> TransitionRequest {
    let node = currentNode
    let old = node.component
    let component = makeComponent(destination)
    node.destination = destination
    node.component = component
    node.generation += 1
    node.stamp = NavigationSerials.next()
    link(node)
    if old !== component { retire(old) }
    return showCurrent(animated: animated)
  }
}
