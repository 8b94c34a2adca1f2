extension NavigationContainer {
  /// Pushes `destination`: a new node under the current one becomes current.
  ///
  /// The factory makes the new node's component when the move is made: now, once the
  /// guard (``StateContainer/transitionDecision(for:)``) allows it, so the caller can
  /// configure it through ``currentNode`` right after this call; or when the app proceeds a
  /// held push. A refused or cancelled push makes nothing.
  ///
  /// A component is in one place at a time. A factory that returns a component already in
  /// the tree (a ``ComponentCache`` keyed by destination, and the same destination pushed
  /// twice) makes the push invalid: a ``LifecycleDiagnostic/Kind/navigationEntryInUse``
  /// diagnostic, no node, nothing changed, and the outcome ``TransitionOutcome/invalid``.
  /// The check runs when the factory does: a push made while a change is held is checked
  /// before that change is applied, and leaves it waiting if invalid; a push the guard holds
  /// is checked when the app proceeds it.
  ///
  /// With the `identifier` of a node already in the tree, no node is made: that node, with
  /// its component, its identifier and the nodes below it, moves under the current one,
  /// takes `destination`, and becomes current (push by reference). If that node is on the
  /// current path, the push reports a
  /// ``LifecycleDiagnostic/Kind/navigationEntryOnCurrentPath`` diagnostic and
  /// ``TransitionOutcome/invalid``.
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
    guard let identifier, let existing = nodesByIdentifier[identifier] else {
      return move(
        .push(destination, identifier: identifier), animated: animated,
        call: "push(\(destination)\(identifier.map { ", identifier: \($0)" } ?? ""), animated: \(animated))")
    }
    return move(
      .pushByReference(existing, destination), animated: animated,
      call: "push(\(destination), identifier: \(identifier), animated: \(animated))")
  }

  /// Pops the current node: its parent becomes current, and the popped node is released
  /// with every node below it.
  ///
  /// At the root there is nothing to pop: a ``LifecycleDiagnostic/Kind/missingNavigationTarget``
  /// diagnostic, nothing changes, and the move reports ``TransitionOutcome/invalid``. Check
  /// ``canPop`` first.
  ///
  /// - Parameter animated: Whether the transition that shows the parent is animated.
  /// - Returns: The move, whose outcome can be awaited.
  @discardableResult
  public final func pop(animated: Bool) -> TransitionRequest {
    move(.pop, animated: animated, call: "pop(animated: \(animated))")
  }

  /// Pops to `node`, the current node or one of its ancestors: it becomes current, and
  /// every node under it is released, the other branches below it too.
  ///
  /// A node that is not on the current path, or not in this container's tree: a
  /// ``LifecycleDiagnostic/Kind/missingNavigationTarget`` diagnostic, nothing changes, and
  /// the move reports ``TransitionOutcome/invalid``.
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
  /// An identifier no node on the current path carries: a
  /// ``LifecycleDiagnostic/Kind/missingNavigationTarget`` diagnostic, nothing changes, and
  /// the move reports ``TransitionOutcome/invalid``.
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
  /// diagnostic, nothing changes, and the move reports ``TransitionOutcome/invalid``.
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
  /// An identifier no node carries: a ``LifecycleDiagnostic/Kind/missingNavigationTarget``
  /// diagnostic, nothing changes, and the move reports ``TransitionOutcome/invalid``.
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
  /// it stay. The factory may return the node's own component; one that is elsewhere in
  /// the tree makes the replace invalid, as it does a push
  /// (``LifecycleDiagnostic/Kind/navigationEntryInUse``).
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

  /// Reports that no node carries `identifier`, and returns the handle of a move that
  /// could not be made: ``TransitionOutcome/invalid``.
  func reportUnknown(_ identifier: AnyHashable, in call: String) -> TransitionRequest {
    LifecycleDiagnostic.report(
      .missingNavigationTarget, "\(call) on \(debugName): no node carries that identifier; nothing changes.")
    let handle = TransitionRequest()
    handle.deliver(.invalid)
    return handle
  }
}
