/// The framework's state of one component in its tree, made the first time the component
/// uses the tree (<doc:ContextResponsesAndEvents#The-tree>): a component that never does
/// pays one `nil` reference.
@MainActor final class TreeNode {
  var upstreamLink = UpstreamLink.parent

  var contextValues: [ObjectIdentifier: Any] = [:]
  // Counts the writes of every node's context values: a container's cached own clock is
  // valid while it is unchanged.
  @exclusivity(unchecked) static var contextRevision = 0

  var responseHandlers: [ObjectIdentifier: (Any, Component) -> Void] = [:]

  /// The watches the component made; their handlers go when it goes.
  var eventWatches: EventWatchOwnership?

  var serviceRegistrations: [ObjectIdentifier: ServiceRegistration] = [:]

  /// The registered services that run, stopped when the component goes.
  var services: ServiceRegistry?

  /// The bus and route table of a component that had no upstream when it first needed
  /// them: handed to its tree when it gets an upstream (`Component.handOverOwnPerTreeObjects()`).
  var ownEventBus: EventBus?
  var ownRouteTable: RouteTable?

  var navigationTransition: Any?

  var nameSerial = 0

  /// Whether the component has per-tree objects of its own to hand over.
  var ownsPerTreeObjects: Bool { ownEventBus != nil || ownRouteTable != nil }
}

extension Component {
  final var node: TreeNode {
    if let treeNode { return treeNode }
    let made = TreeNode()
    treeNode = made
    return made
  }

  /// The component that context is read from and responses travel to; see
  /// ``ComponentTree/upstream``.
  final var upstream: Component? {
    guard let treeNode else { return parent }
    switch treeNode.upstreamLink {
    case .parent: return parent
    case .navigationEntry(let link): return link.node?.upstreamOfEntry ?? parent
    case .presented(let presenter): return presenter.container
    }
  }

  /// Links the component upstream by `link`; joining a tree hands it the component's own
  /// per-tree objects.
  final func setUpstreamLink(_ link: UpstreamLink) {
    guard case .parent = link else {
      node.upstreamLink = link
      return handOverOwnPerTreeObjects()
    }
    treeNode?.upstreamLink = .parent
  }

  /// Called right after the component's upstream changed, or a bus or route table was
  /// installed in its context; costs one test to a component without per-tree objects of
  /// its own.
  @inline(__always) final func handOverOwnPerTreeObjects() {
    if let treeNode, treeNode.ownsPerTreeObjects { moveOwnPerTreeObjects(treeNode) }
  }

  /// Moves the live watches of the component's own bus and the live routes of its own
  /// table to those it resolves to now (an upstream's, or one installed in its own context),
  /// and drops its own. Watches keep their watch order among those there; a route clash is
  /// reported like any other.
  @inline(never) private func moveOwnPerTreeObjects(_ treeNode: TreeNode) {
    if let own = treeNode.ownEventBus {
      let nearest = nearestEventBus
      if nearest !== own {
        treeNode.ownEventBus = nil
        if own.hasLiveWatches { nearest.takeWatches(of: own) }
      }
    }
    if let own = treeNode.ownRouteTable {
      let nearest = nearestRouteTable
      if nearest !== own {
        treeNode.ownRouteTable = nil
        if own.hasLiveRoutes { for entry in own.takeLiveEntries() { nearest.insert(entry) } }
      }
    }
  }

  /// The per-tree object installed nearest upstream under the context key `installed`,
  /// else the top component's own (`own`), made there now (`make`) if it has none: the one
  /// lookup of the bus and the route table.
  final func nearestPerTreeObject<Object: AnyObject>(
    installed: ObjectIdentifier, own: (TreeNode) -> Object?, make: (TreeNode) -> Object
  ) -> Object {
    var top = self
    for component in upstreamChain(includingSelf: true) {
      // A `nil` installed on purpose falls through, like no value.
      if let value = component.treeNode?.contextValues[installed], let object = value as? Object {
        return object
      }
      top = component
    }
    // Closures rather than key paths: a key path costs a generic-metadata lookup per use.
    let topNode = top.node
    return own(topNode) ?? make(topNode)
  }

  final var nearestEventBus: EventBus {
    nearestPerTreeObject(installed: ObjectIdentifier(EventBusKey.self), own: { $0.ownEventBus }) { node in
      let bus = EventBus()
      node.ownEventBus = bus
      return bus
    }
  }

  final var nearestRouteTable: RouteTable {
    nearestPerTreeObject(installed: ObjectIdentifier(RouteTableKey.self), own: { $0.ownRouteTable }) { node in
      let table = RouteTable()
      node.ownRouteTable = table
      return table
    }
  }
}
