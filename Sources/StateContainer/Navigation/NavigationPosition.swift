/// Where a ``NavigationContainer`` stands: the path of nodes from the root of its tree to
/// the current node. The container's state.
///
/// (Not called `NavigationPath`, so that it never clashes with SwiftUI's type in a file
/// that imports both.)
///
/// Two positions are equal when they name the same nodes in the same generations: a node
/// made anew by ``NavigationContainer/replaceCurrent(with:animated:)`` is a different
/// place, and a pop then a push of an equal destination is a different place too.
/// Destinations are never compared, so they need not be `Equatable`.
///
/// A position does not keep its nodes alive: a position remembered after its nodes were
/// released (in a history, say) has ``nodes`` that stop where the first released one was.
public struct NavigationPosition<Destination>: Equatable, Sendable {
  /// One node of the path, as it was when the position was taken.
  struct Step: Sendable {
    /// The node's ``NavigationNode/stamp`` then: its identity and generation.
    var stamp: UInt64
    weak var node: NavigationNode<Destination>?
    /// For a node a move would make (a guard's proposal of a push), its destination as
    /// text; `nil` otherwise.
    var label: String? = nil
  }

  /// The path, root first.
  var steps: [Step]

  /// The position of `path`, root first.
  @MainActor init(_ path: [NavigationNode<Destination>]) {
    steps = path.map { Step(stamp: $0.stamp, node: $0) }
  }

  /// The position of `steps`.
  init(steps: [Step]) {
    self.steps = steps
  }

  /// The nodes of the path, root first, for as long as they are alive and in the
  /// generation the position names.
  @MainActor public var nodes: [NavigationNode<Destination>] {
    var result: [NavigationNode<Destination>] = []
    for step in steps {
      guard let node = step.node, node.stamp == step.stamp else { break }
      result.append(node)
    }
    return result
  }

  /// The node the position shows, while it is alive and in the generation the position
  /// names.
  @MainActor public var currentNode: NavigationNode<Destination>? {
    guard let step = steps.last, let node = step.node, node.stamp == step.stamp else { return nil }
    return node
  }

  /// How many nodes the path has, the root included.
  public var depth: Int { steps.count }

  /// Whether every node the position names is alive, in the generation it names, and
  /// still in its container's tree.
  @MainActor public var isLive: Bool {
    steps.allSatisfy { step in
      guard let node = step.node else { return false }
      return node.stamp == step.stamp && !node.isReleased
    }
  }

  /// Whether both positions name the same nodes, in the same generations, in the same
  /// order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.steps.count == rhs.steps.count && zip(lhs.steps, rhs.steps).allSatisfy { $0.stamp == $1.stamp }
  }
}

@MainActor extension NavigationPosition: @MainActor CustomStringConvertible {
  /// The destinations of the path, root first, separated by ` / `; a generation after the
  /// first is marked `#n`, a node made anew since reads `(replaced)`, and a node released
  /// and freed since reads `(released)`, and a node a push would make (in a guard's
  /// ``TransitionProposal``) reads `destination (new)`.
  public var description: String {
    steps.map { step in
      guard let node = step.node else { return step.label.map { "\($0) (new)" } ?? "(released)" }
      guard node.stamp == step.stamp else { return "(replaced)" }
      let destination = String(describing: node.destination)
      return node.generation == 0 ? destination : "\(destination)#\(node.generation)"
    }.joined(separator: " / ")
  }
}
