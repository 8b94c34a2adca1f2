/// A node of a ``RouteTable``'s trie: the routes whose patterns share the segments that
/// lead to it.
///
/// Patterns with the same shape (the same literals, and parameters, `*` and `**` at the
/// same places; names and types aside) end at the same node, which holds one route.
@MainActor final class RouteNode {
  /// How a node is reached from its parent.
  enum Edge: UInt8 {
    case root, literal, parameter, wildcard, rest
  }

  /// The children reached by a literal segment.
  var literals: [String: RouteNode] = [:]
  /// The child reached by a parameter.
  var parameter: RouteNode?
  /// The child reached by `*`.
  var wildcard: RouteNode?
  /// The child reached by `**`, which ends a pattern.
  var rest: RouteNode?
  /// The route whose pattern ends here.
  var entry: RouteEntry?
  /// The parent and how it reaches this node, to prune empty nodes.
  private(set) weak var parentNode: RouteNode?
  let edge: Edge
  let literal: String

  init(parent: RouteNode?, edge: Edge, literal: String = "") {
    parentNode = parent
    self.edge = edge
    self.literal = literal
  }

  /// The child for `segment`, made if missing.
  func child(for segment: PatternSegment) -> RouteNode {
    switch segment {
    case .literal(let text):
      if let node = literals[text] { return node }
      let node = RouteNode(parent: self, edge: .literal, literal: text)
      literals[text] = node
      return node
    case .parameter:
      if let parameter { return parameter }
      let node = RouteNode(parent: self, edge: .parameter)
      parameter = node
      return node
    case .wildcard:
      if let wildcard { return wildcard }
      let node = RouteNode(parent: self, edge: .wildcard)
      wildcard = node
      return node
    case .rest:
      if let rest { return rest }
      let node = RouteNode(parent: self, edge: .rest)
      rest = node
      return node
    }
  }

  /// Whether the node holds nothing: no route and no children.
  var isEmpty: Bool {
    entry == nil && literals.isEmpty && parameter == nil && wildcard == nil && rest == nil
  }

  /// Removes this node, and then each ancestor left empty, from the trie.
  func pruneIfEmpty() {
    var node = self
    while node.isEmpty, let parent = node.parentNode {
      switch node.edge {
      case .literal: parent.literals[node.literal] = nil
      case .parameter: parent.parameter = nil
      case .wildcard: parent.wildcard = nil
      case .rest: parent.rest = nil
      case .root: preconditionFailure("Internal inconsistency: the root of a route trie has a parent")
      }
      node = parent
    }
  }
}
