/// How a saved navigation tree maps onto a ``NavigationContainer``'s tree: each saved node
/// kept as a node the tree has, made anew with an entry the factory made, or left out; the
/// current node and history as indices of the restored nodes. Built before anything changes,
/// applied in one go (<doc:SavingAndRestoringTheApp#Restoring-at-launch>).
@MainActor final class NavigationRestorePlan<Destination> {
  enum Node {
    /// A node of the tree, at the same place with the same destination and identifier.
    case kept(NavigationNode<Destination>)
    /// A node to push above the node at `parent`, with its entry.
    case made(Destination, identifier: AnyHashable?, entry: Component, parent: Int)
    case leftOut
  }

  /// In the saved order: a node before its children.
  var nodes: [Node]
  /// The index of the node to make current: the saved one, or its nearest restored ancestor.
  var current = 0
  /// The history entries, as indices of restored nodes.
  var history: [Int] = []
  /// The saved parent index of each node.
  var parents: [Int]
  /// The destination and entry the root is replaced with, when the app had replaced it.
  var rootReplacement: (Destination, Component)?
  /// Once applied, the node each saved node became (`nil` for those left out).
  private(set) var restored: [NavigationNode<Destination>?] = []

  init(root: NavigationNode<Destination>, capacity: Int) {
    nodes = [.kept(root)]
    parents = [0]
    nodes.reserveCapacity(capacity)
    parents.reserveCapacity(capacity)
  }

  /// Whether the node at `index` is restored (kept or made).
  func isRestored(_ index: Int) -> Bool {
    if case .leftOut = nodes[index] { false } else { true }
  }

  /// The kept node nearest the current one on its path: the deepest one the tree already has.
  var anchor: NavigationNode<Destination> {
    var index = current
    while true {
      if case .kept(let node) = nodes[index] { return node }
      index = parents[index]
    }
  }

  /// The destinations and identifiers of the made nodes on the path to the current one, from
  /// the anchor up.
  var madePath: [(Destination, AnyHashable?)] {
    var path: [(Destination, AnyHashable?)] = []
    var index = current
    while case .made(let destination, let identifier, _, let parent) = nodes[index] {
      path.append((destination, identifier))
      index = parent
    }
    return path.reversed()
  }

  /// Whether applying it changes nothing: every node kept, the current one included, and
  /// nothing else in the tree.
  func changesNothing(in tree: NavigationTree<Destination>) -> Bool {
    guard rootReplacement == nil, case .kept(let current) = nodes[current], current === tree.current else {
      return false
    }
    var kept = 0
    for node in nodes {
      switch node {
      case .kept: kept += 1
      case .made: return false
      case .leftOut: break
      }
    }
    var count = 0
    tree.root.forEachInSubtree { _ in count += 1 }
    return count == kept
  }

  /// Records what each saved node became, once the plan is applied.
  func applied(_ restored: [NavigationNode<Destination>?]) {
    self.restored = restored
  }
}

@available(*, unavailable)
extension NavigationRestorePlan: Sendable {}
