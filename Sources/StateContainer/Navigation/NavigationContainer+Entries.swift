extension NavigationContainer {
  /// The component for the node that `move` makes or makes anew (a push's or a replace's):
  /// the next of `premade`, else the factory's; `nil` for other moves.
  func entry(for move: NavigationMove<Destination>, from premade: PremadeEntries?) -> Component? {
    switch move {
    case .push(let destination, _), .replace(let destination): premade?.take() ?? makeComponent(destination)
    case .pushByReference, .pop, .popTo, .jump: nil
    }
  }

  /// Whether `entry`, made for `move`, may not become a node's entry because it is already
  /// in the tree; reports why. A component is in one place at a time: a factory that
  /// returns a cached or shared instance that is already shown, the entry of another
  /// node, presented, or upstream of the container would make it its own ancestor. A
  /// replace may give the node the component it has.
  func refuses(_ entry: Component, for move: NavigationMove<Destination>, call: String) -> Bool {
    if case .replace = move, entry === currentNode.component { return false }
    return refusesInUse(entry, call: call)
  }

  /// Whether `entry` is already in the tree, and so may not become a node's entry; reports
  /// why. ``refuses(_:for:call:)`` without a replace's exception.
  func refusesInUse(_ entry: Component, call: String) -> Bool {
    guard let place = entry.placeInTree(joining: self) else { return false }
    let other = place.other
    let names = NameSerials.distinct([self, entry] + (other.map { $0 === self ? [] : [$0] } ?? []))
    let owner = other === self ? names[0] : names.count > 2 ? names[2] : nil
    LifecycleDiagnostic.report(
      .navigationEntryInUse,
      "\(call) on \(names[0]): the factory returned \(names[1]), which \(place.phrase(naming: owner)); "
        + "a component is in one place at a time, so no node is made and nothing changes. "
        + "Make a new component per node, or key the cache by node.")
    return true
  }

  /// Whether a push by reference of `node`, a released node that a held move brings back,
  /// would put one of its subtree's entries in two places, or give two nodes of the tree one
  /// identifier: the container let go of them when the node was released, and a factory (a
  /// cache) may have made one the entry of another node since, or a push its identifier.
  /// Reports it.
  func refusesBringingBack(_ node: NavigationNode<Destination>, call: String) -> Bool {
    guard node.isReleased else { return false }
    var taken: Component?
    var identifierTaken: AnyHashable?
    node.forEachInSubtree { broughtBack in
      if identifierTaken == nil, let identifier = broughtBack.identifier,
        tree.node(identifiedBy: identifier) != nil
      {
        identifierTaken = identifier
      }
      let entry = broughtBack.component
      if case .navigationEntry(let link) = entry.treeNode?.upstreamLink, let owner = link.node {
        if owner !== broughtBack { taken = taken ?? entry }
      } else if entry.placeInTree(joining: self) != nil {
        taken = taken ?? entry
      }
    }
    if let identifierTaken {
      LifecycleDiagnostic.report(
        .navigationEntryInUse,
        "\(call) on \(debugName): the node brought back carries the identifier "
          + "\(identifierTaken), which a node pushed since carries; identifiers are unique in the tree, "
          + "so nothing changes. Jump to that node, or push with another identifier.")
      return true
    }
    guard let taken else { return false }
    let names = NameSerials.distinct([self, taken])
    LifecycleDiagnostic.report(
      .navigationEntryInUse,
      "\(call) on \(names[0]): the node brought back has \(names[1]) as an entry, which is now elsewhere "
        + "in the tree; a component is in one place at a time, so nothing changes. "
        + "Make a new component per node, or key the cache by node.")
    return true
  }
}
