/// One place in a ``NavigationContainer``'s tree: a destination and the component made
/// for it.
///
/// The factory runs once per node, inside the move that makes it; a replace gives the node
/// a new destination, component and ``generation``. The container frees popped nodes by
/// <doc:NavigatingBetweenScreens#A-stack-of-screens>; one the app keeps stays ``isReleased``.
@MainActor public final class NavigationNode<Destination> {
  /// The typed value the node was pushed with: what its screen shows (the intent).
  public internal(set) var destination: Destination

  /// The identifier the node was pushed with, that jumps and pops can name it by; unique
  /// in its container's tree.
  public let identifier: AnyHashable?

  /// The component the container's factory made for the node, which the container shows
  /// while the node is current.
  public internal(set) var component: Component

  /// The node this one was pushed from; `nil` for the root. A released node keeps it, so
  /// its component still reaches the entry that pushed it while it leaves the screen.
  public internal(set) weak var parent: NavigationNode?

  /// The nodes pushed from this one that are still in the tree, oldest first.
  public internal(set) var children: [NavigationNode] {
    get { childNodes }
    _modify { yield &childNodes }
    set { childNodes = newValue }
  }

  /// What ``children`` reads: main-actor state like the rest, which `deinit` alone reads off
  /// it, on nodes that nothing else holds any more.
  @exclusivity(unchecked) nonisolated(unsafe) private var childNodes: [NavigationNode] = []

  /// How many times the node was made anew by a replace; 0 when it was pushed.
  public internal(set) var generation = 0

  /// Whether the node has left its container's tree (popped, or under a node popped to).
  public internal(set) var isReleased = false

  /// How many times a move released the node (a held push by reference may bring a
  /// released node back, and a later move release it again): a move that made the node
  /// current is superseded only when its node is released after the move.
  var releaseCount = 0

  /// The upstream of the root's entry.
  weak var container: Component?

  /// The order in which nodes were made, across all containers; tells which nodes a run of
  /// moves made.
  let creationSerial: UInt64

  /// A number unique to this node in this generation, across all containers: what a
  /// ``NavigationPosition`` compares.
  var stamp: UInt64

  /// The link the entry's component reads its upstream through; shared by every
  /// generation of the node.
  let entryLink: NavigationEntryLink

  init(destination: Destination, identifier: AnyHashable?, component: Component, container: Component?) {
    self.destination = destination
    self.identifier = identifier
    self.component = component
    self.container = container
    self.creationSerial = NavigationSerials.next()
    self.stamp = NavigationSerials.next()
    self.entryLink = NavigationEntryLink()
    entryLink.node = self
  }

  /// Frees the subtree in constant stack, however deep: each node below that only this
  /// tree holds gives up its children before it goes.
  deinit {
    guard !childNodes.isEmpty else { return }
    var pending = childNodes
    childNodes = []
    while var node = pending.popLast() {
      guard isKnownUniquelyReferenced(&node) else { continue }
      pending.append(contentsOf: node.childNodes)
      node.childNodes = []
    }
  }

  func isDescendant(ofOrSameAs other: NavigationNode) -> Bool {
    var node: NavigationNode? = self
    while let current = node {
      if current === other { return true }
      node = current.parent
    }
    return false
  }

  /// The nodes from the root to this one.
  ///
  /// - Complexity: O(d) in the depth of the node.
  var pathFromRoot: [NavigationNode] {
    var path: [NavigationNode] = []
    var node: NavigationNode? = self
    while let current = node {
      path.append(current)
      node = current.parent
    }
    return path.reversed()
  }

  /// The last step of the node's path from the root, renewed by a move that changes that path.
  lazy var pathStep: NavigationPosition<Destination>.Step = .init(
    stamp: stamp, node: self, parent: parent?.pathStep)

  /// Gives this node and every node below it the step of their path now, after a move
  /// changed this node's stamp or parent.
  ///
  /// - Complexity: O(n) in the nodes of the subtree.
  func renewPathSteps() {
    var pending = [self]
    while let node = pending.popLast() {
      node.pathStep = .init(stamp: node.stamp, node: node, parent: node.parent?.pathStep)
      pending.append(contentsOf: node.children)
    }
  }

  /// Calls `body` with this node and every node below it, depth first, each node before its
  /// children and children in order; in constant stack, however deep the tree.
  func forEachInSubtree(_ body: (NavigationNode) -> Void) {
    body(self)
    // A leaf, what a pop releases most often, needs no array.
    guard !children.isEmpty else { return }
    var nodes = Array(children.reversed())
    while let node = nodes.popLast() {
      body(node)
      nodes.append(contentsOf: node.children.reversed())
    }
  }
}

extension NavigationNode: NavigationEntryUpstream {
  /// The entry of the node this one was pushed from; for the root, the container.
  var upstreamOfEntry: Component? {
    if let parent { parent.component } else { container }
  }

  var containerOfEntry: Component? { container }

  var destinationDescription: String { String(describing: destination) }
}
