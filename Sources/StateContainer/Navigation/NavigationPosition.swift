/// Where a ``NavigationContainer`` stands: the path of nodes from the root of its tree to
/// the current node. The container's state.
///
/// Positions are equal when they name the same nodes in the same generations, never by
/// destination (<doc:NavigatingBetweenScreens#A-stack-of-screens>). A position does not
/// keep its nodes alive. (Not `NavigationPath`, to never clash with SwiftUI's.)
public struct NavigationPosition<Destination>: Equatable, Sendable {
  /// One node of the path, as it was when the position was taken, linked to the step of
  /// the node's parent: positions share the steps of their common ancestors, so taking the
  /// position of a node, or of a move from a position, costs no time in the depth.
  ///
  /// A move that changes a node's path gives it and the nodes below it new steps
  /// (``NavigationNode/pathStep``); a chain's steps never change.
  final class Step: Sendable {
    /// The node's ``NavigationNode/stamp`` then: its identity and generation.
    let stamp: UInt64
    weak let node: NavigationNode<Destination>?
    /// For a node a move would make (a guard's proposal of a push): its destination as
    /// text and its identifier; `nil` otherwise.
    let proposed: Proposed?
    /// Set once, in `init`; cleared only by `deinit`, which alone then holds the step.
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var parent: Step?
    let depth: Int
    /// Whether the node of this step or of one of its ancestors was released when the step
    /// was made: a released node that a held push by reference brought back into the tree,
    /// or a node pushed below one. ``isLive`` then reads every step.
    let followsReleasedNode: Bool

    @MainActor init(
      stamp: UInt64, node: NavigationNode<Destination>?, proposed: Proposed? = nil, parent: Step?
    ) {
      self.stamp = stamp
      self.node = node
      self.proposed = proposed
      self.parent = parent
      self.depth = (parent?.depth ?? 0) + 1
      self.followsReleasedNode = node?.isReleased == true || parent?.followsReleasedNode == true
    }

    /// Frees the chain above in constant stack, however deep: each step that only this
    /// chain holds gives up its parent before it goes.
    deinit {
      // A step shares its parent with its siblings' steps, almost always: nothing to do.
      guard isKnownUniquelyReferenced(&parent) else { return }
      var next = parent
      parent = nil
      while isKnownUniquelyReferenced(&next), let step = next {
        next = step.parent
        step.parent = nil
      }
    }

    /// A node a push would make: one reference, so that a step of the tree stays small.
    @MainActor final class Proposed {
      let label: String?
      let identifier: AnyHashable?

      init(label: String?, identifier: AnyHashable?) {
        self.label = label
        self.identifier = identifier
      }
    }

    /// Whether a step of this chain is a node a push would make with `identifier`. Only the
    /// steps a preview added are read: above them, the chain is the tree's path now.
    @MainActor func proposesNode(identifiedBy identifier: AnyHashable) -> Bool {
      var step: Step? = self
      while let current = step {
        if let node = current.node, node.pathStep === current { return false }
        if current.proposed?.identifier == identifier { return true }
        step = current.parent
      }
      return false
    }

    /// The step of this chain (this one, unless `skippingSelf`, or an ancestor) that
    /// carries the stamp of `other`, the last step of another chain; `nil` if none does.
    ///
    /// Walks both chains up only to the step they share: above it, the chain is the
    /// ancestors of `other`, which carry other stamps, since a path names a node once.
    ///
    /// - Complexity: O(d) in the steps of both chains below the one they share.
    func step(carryingStampOf other: Step, skippingSelf: Bool) -> Step? {
      var mine: Step? = self
      var theirs: Step? = other
      var skips = skippingSelf
      while let step = mine {
        if let shared = theirs, shared.depth > step.depth {
          theirs = shared.parent
          continue
        }
        if step === theirs { return !skips && step.stamp == other.stamp ? step : nil }
        if !skips && step.stamp == other.stamp { return step }
        skips = false
        mine = step.parent
      }
      return nil
    }

    func chainContains(where predicate: (Step) -> Bool) -> Bool {
      var step: Step? = self
      while let current = step {
        if predicate(current) { return true }
        step = current.parent
      }
      return false
    }

    var chain: [Step] {
      var steps: [Step] = []
      steps.reserveCapacity(depth)
      var step: Step? = self
      while let current = step {
        steps.append(current)
        step = current.parent
      }
      return steps.reversed()
    }
  }

  let tip: Step

  init(tip: Step) {
    self.tip = tip
  }

  /// The position of `node`, from its path in the tree now.
  @MainActor init(_ node: NavigationNode<Destination>) {
    tip = node.pathStep
  }

  /// The nodes of the path, root first, for as long as they are alive and in the
  /// generation the position names.
  @MainActor public var nodes: [NavigationNode<Destination>] {
    var result: [NavigationNode<Destination>] = []
    for step in tip.chain {
      guard let node = step.node, node.stamp == step.stamp else { break }
      result.append(node)
    }
    return result
  }

  /// The node the position shows, while it is alive and in the generation the position
  /// names.
  @MainActor public var currentNode: NavigationNode<Destination>? {
    guard let node = tip.node, node.stamp == tip.stamp else { return nil }
    return node
  }

  /// Whether each node the position names is still the child of the node before it: a
  /// push by reference that moves a node elsewhere leaves the positions through its old
  /// place naming a path the tree no longer has.
  ///
  /// - Complexity: O(1) for the position of a node in the tree now; O(d) otherwise.
  @MainActor var followsTreeLinks: Bool {
    if let node = tip.node, node.pathStep === tip { return true }
    return !tip.chainContains { step in
      guard let node = step.node, node.stamp == step.stamp else { return false }
      return node.parent !== step.parent?.node
    }
  }

  /// How many nodes the path has, the root included.
  public var depth: Int { tip.depth }

  /// Whether every node the position names is alive, in the generation it names, and
  /// still in its container's tree.
  ///
  /// - Complexity: O(1) for the position of a node in the tree, taken since its path last
  ///   changed; O(d) in the depth otherwise.
  @MainActor public var isLive: Bool {
    guard let node = tip.node, node.stamp == tip.stamp, !node.isReleased else { return false }
    // A node in the tree keeps the step of its path there: the position names that path,
    // whose nodes are in the tree unless one was released before the step was made.
    if node.pathStep === tip && !tip.followsReleasedNode { return true }
    return !tip.chainContains { step in
      guard let node = step.node else { return true }
      return node.stamp != step.stamp || node.isReleased
    }
  }

  /// Whether both positions name the same nodes, in the same generations, in the same
  /// order.
  ///
  /// - Complexity: O(1) for positions whose last steps differ, or that share them; else
  ///   O(d) in the steps below those they share.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.tip.depth == rhs.tip.depth else { return false }
    var left: Step? = lhs.tip
    var right: Step? = rhs.tip
    while let leftStep = left, let rightStep = right {
      if leftStep === rightStep { return true }
      if leftStep.stamp != rightStep.stamp { return false }
      left = leftStep.parent
      right = rightStep.parent
    }
    return true
  }
}

@MainActor extension NavigationPosition: @MainActor CustomStringConvertible {
  /// The destinations of the path, root first, separated by ` / `; a generation after the
  /// first is marked `#n`, a node made anew since reads `(replaced)`, and a node released
  /// and freed since reads `(released)`, and a node a push would make (in a guard's
  /// ``TransitionProposal``) reads `destination (new)`.
  public var description: String {
    tip.chain.map { step in
      guard let node = step.node else { return step.proposed?.label.map { "\($0) (new)" } ?? "(released)" }
      guard node.stamp == step.stamp else { return "(replaced)" }
      let destination = String(describing: node.destination)
      return node.generation == 0 ? destination : "\(destination)#\(node.generation)"
    }.joined(separator: " / ")
  }
}
