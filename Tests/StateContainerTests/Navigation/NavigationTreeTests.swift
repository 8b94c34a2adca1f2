import Testing

@testable import StateContainer

/// A navigation container's tree alone, without a container: which node each move makes
/// current, which nodes it releases and in which order, and that where a move leads, worked
/// out before it is made, is where the tree is once it is made.
///
/// Pins <doc:NavigatingBetweenScreens#A-stack-of-screens> and
/// <doc:NavigatingBetweenScreens#Tabs-are-branches>.
@Suite("The navigation tree: each move's path, releases and identifiers, without a container")
@MainActor
struct NavigationTreeTests {
  typealias Tree = NavigationTree<String>
  typealias Node = NavigationNode<String>
  typealias Move = NavigationMove<String>

  /// Stands for the container: every node names it, which tells the tree's nodes from
  /// another tree's.
  private let owner = Component()

  private func makeTree(identifier: AnyHashable? = nil) -> Tree {
    Tree(root: "root", identifier: identifier, component: Component(), owner: owner)
  }

  /// The whole tree as one value: each node's destination (with `#generation` after a
  /// replace, `*` on the current node, `:identifier` when it has one), its children in
  /// brackets.
  private func shape(_ tree: Tree) -> String {
    func describe(_ node: Node) -> String {
      var text = node.destination
      if node.generation > 0 { text += "#\(node.generation)" }
      if let identifier = node.identifier { text += ":\(identifier)" }
      if node === tree.current { text += "*" }
      guard !node.children.isEmpty else { return text }
      return text + "(" + node.children.map(describe).joined(separator: " ") + ")"
    }
    return describe(tree.root)
  }

  /// The identifier index as identifier → destination, each checked to name a node of the tree.
  private func index(_ tree: Tree) -> [String: String] {
    var result: [String: String] = [:]
    for (identifier, node) in tree.nodesByIdentifier {
      #expect(tree.contains(node) && node.identifier == identifier)
      result["\(identifier)"] = node.destination
    }
    return result
  }

  private func path(_ tree: Tree) -> [String] { tree.currentPath.map(\.destination) }

  /// Makes `move` after working out where it leads, and checks that the tree is there: the
  /// same position for a move between nodes already made; for a push, the current node's
  /// parent path and a new node for the destination; for a replace, the same node on the same
  /// path in a new stamp.
  @discardableResult
  private func make(_ move: Move, on tree: inout Tree, entry: Component? = nil) -> Tree.Change {
    let from = tree.currentPosition
    guard case .success(let predicted) = tree.position(after: move, from: from) else {
      Issue.record("the move cannot be made from \(from)")
      return Tree.Change()
    }
    let fromNode = tree.current
    let fromStamp = fromNode.stamp
    let change = tree.make(move, entry: entry ?? Component())
    let reached = tree.currentPosition
    switch move {
    case .push(let destination, let identifier):
      #expect(
        predicted.tip.node == nil && predicted.tip.proposed?.label == destination
          && predicted.tip.proposed?.identifier == identifier)
      #expect(NavigationPosition(tip: predicted.tip.parent!) == from)
      #expect(NavigationPosition(tip: reached.tip.parent!) == from && reached.depth == predicted.depth)
      #expect(reached.tip.node === tree.current && tree.current.parent === fromNode)
    case .replace:
      #expect(predicted.tip.node === fromNode && predicted.depth == from.depth)
      #expect(predicted.tip.parent === from.tip.parent && reached.tip.parent === from.tip.parent)
      #expect(reached.tip.node === fromNode && reached.tip.stamp != fromStamp)
    case .pushByReference, .pop, .popTo, .jump:
      #expect(predicted == reached)
      #expect(predicted.nodes.map { ObjectIdentifier($0) } == reached.nodes.map { ObjectIdentifier($0) })
    }
    return change
  }

  private func failure(of move: Move, on tree: Tree) -> String {
    switch tree.position(after: move, from: tree.currentPosition) {
    case .success(let position): "leads to \(position)"
    case .failure(let failure): "\(failure.kind): \(failure.message)"
    }
  }

  private func names(_ nodes: [Node]) -> [String] { nodes.map(\.destination) }

  /// The whole change a move made, as one line: the node it made, the node it brought
  /// back, the roots it released and every node it released, whether it replaced an entry.
  private func describe(_ change: Tree.Change) -> String {
    var parts: [String] = []
    if let made = change.made { parts.append("made \(made.destination)") }
    if let back = change.broughtBack { parts.append("brought back \(back.destination)") }
    if let roots = change.releasedRoots {
      parts.append(
        "released \(names(roots).joined(separator: " ")): \(names(change.releasedNodes).joined(separator: " "))"
      )
    }
    if change.replacedComponent != nil { parts.append("replaced an entry") }
    return parts.joined(separator: "; ")
  }

  @Test("a push makes a node under the current one, for the entry given, and releases nothing")
  func push() {
    var tree = makeTree()
    let entry = Component()
    let change = make(.push("a", identifier: nil), on: &tree, entry: entry)
    make(.push("b", identifier: nil), on: &tree)

    #expect(describe(change) == "made a")
    #expect(shape(tree) == "root(a(b*))")
    #expect(path(tree) == ["root", "a", "b"])
    let a = tree.current.parent!
    #expect(a.component === entry && a.container === owner && a.generation == 0 && !a.isReleased)
    #expect(tree.contains(a) && tree.contains(tree.current))
  }

  @Test("a push with an identifier indexes its node; the root's identifier is indexed from the start")
  func pushWithIdentifier() {
    var tree = makeTree(identifier: "home")
    #expect(index(tree) == ["home": "root"])
    make(tree.move(pushing: "a", identifier: "A"), on: &tree)
    make(tree.move(pushing: "b", identifier: nil), on: &tree)
    make(tree.move(pushing: "c", identifier: "C"), on: &tree)

    #expect(shape(tree) == "root:home(a:A(b(c:C*)))")
    #expect(index(tree) == ["home": "root", "A": "a", "C": "c"])
    #expect(tree.node(identifiedBy: "A") === tree.currentPath[1])
    #expect(tree.node(identifiedBy: "B") == nil)
  }

  @Test(
    "a push with an identifier a node of the tree carries moves that node, with its subtree, under the current one"
  )
  func duplicateIdentifierMovesTheNode() {
    var tree = makeTree()
    make(.push("a", identifier: "A"), on: &tree)
    make(.push("a1", identifier: nil), on: &tree)
    make(.jump(tree.root), on: &tree)
    make(.push("b", identifier: nil), on: &tree)
    let a = tree.node(identifiedBy: "A")!
    let before = NavigationPosition(a.children[0])

    let move = tree.move(pushing: "a again", identifier: "A")
    guard case .pushByReference(let moved, let destination) = move else {
      Issue.record("a push with a known identifier made \(move)")
      return
    }
    #expect(moved === a && destination == "a again")
    #expect(describe(make(move, on: &tree)) == "")
    #expect(shape(tree) == "root(b(a again:A*(a1)))")
    #expect(index(tree) == ["A": "a again"])
    #expect(tree.current === a && a.generation == 0)
    // The subtree's nodes are the same, on a new path: a position taken before names the old one.
    #expect(NavigationPosition(a.children[0]) != before)
    #expect(names(NavigationPosition(a.children[0]).nodes) == ["root", "b", "a again", "a1"])
  }

  @Test("a push by reference of a node on the current path is refused: it would be its own ancestor")
  func pushByReferenceOnCurrentPathRefused() {
    var tree = makeTree()
    make(.push("a", identifier: "A"), on: &tree)
    make(.push("b", identifier: nil), on: &tree)

    #expect(
      failure(of: tree.move(pushing: "a", identifier: "A"), on: tree)
        == "navigationEntryOnCurrentPath: the node with that identifier is on the current path, "
        + "and a component is in one place at a time; refused.")
    #expect(
      failure(of: .pushByReference(tree.current, "b"), on: tree)
        == "navigationEntryOnCurrentPath: the node with that identifier is on the current path, "
        + "and a component is in one place at a time; refused.")
    #expect(shape(tree) == "root(a:A(b*))")
  }

  @Test(
    "a released node a push by reference brings back is on the current path, in the tree again with its subtree: unreleased, indexed, a target for jump"
  )
  func pushByReferenceBringsBackAReleasedNode() {
    var tree = makeTree()
    make(.push("a", identifier: "A"), on: &tree)
    make(.push("a1", identifier: "A1"), on: &tree)
    let a = tree.node(identifiedBy: "A")!
    let a1 = a.children[0]
    make(.popTo(tree.root), on: &tree)
    make(.push("b", identifier: nil), on: &tree)
    #expect(a.isReleased && a1.isReleased && a.releaseCount == 1 && index(tree).isEmpty)

    #expect(describe(make(.pushByReference(a, "a back"), on: &tree)) == "brought back a back")
    #expect(shape(tree) == "root(b(a back:A*(a1:A1)))")
    #expect(path(tree) == ["root", "b", "a back"])
    // The guard allowed showing the node the push named: a node of the tree again, as is
    // its subtree, and its next release counts again.
    #expect(!a.isReleased && !a1.isReleased && tree.contains(a) && tree.contains(a1))
    #expect(index(tree) == ["A": "a back", "A1": "a1"])
    #expect(tree.currentPosition.isLive)
    #expect(
      failure(of: tree.move(pushing: "a twice", identifier: "A"), on: tree)
        == "navigationEntryOnCurrentPath: the node with that identifier is on the current path, "
        + "and a component is in one place at a time; refused.")
    make(.jump(a1), on: &tree)
    #expect(path(tree) == ["root", "b", "a back", "a1"])
    make(.jump(a), on: &tree)
    let popped = make(.pop, on: &tree)
    #expect(describe(popped) == "released a back: a back a1")
    #expect(a.releaseCount == 2 && a1.releaseCount == 2 && index(tree).isEmpty)
    #expect(shape(tree) == "root(b*)")
  }

  @Test("a pop releases the current node with its subtree, and makes its parent current")
  func pop() {
    var tree = makeTree()
    make(.push("a", identifier: "A"), on: &tree)
    make(.push("b", identifier: "B"), on: &tree)
    make(.push("c", identifier: nil), on: &tree)
    make(.jump(tree.node(identifiedBy: "A")!), on: &tree)

    let change = make(.pop, on: &tree)

    #expect(describe(change) == "released a: a b c")
    #expect(
      change.releasedNodes.allSatisfy { $0.isReleased && $0.releaseCount == 1 && !tree.contains($0) })
    #expect(shape(tree) == "root*")
    #expect(index(tree).isEmpty)
    // A released node keeps its parent and children, so its entry still reaches the one that
    // pushed it while it leaves the screen.
    let a = change.releasedNodes[0]
    #expect(a.parent === tree.root && names(a.children) == ["b"])
  }

  @Test("a pop at the root fails, and changes nothing")
  func popAtRootFails() {
    let tree = makeTree(identifier: "home")
    #expect(
      failure(of: .pop, on: tree) == "missingNavigationTarget: nothing to pop at the root; nothing changes.")
    #expect(shape(tree) == "root:home*" && index(tree) == ["home": "root"])
  }

  @Test(
    "pop(to:) an ancestor releases each of its children's subtrees, in order; to the current node, nothing")
  func popToOnCurrentPath() {
    var tree = makeTree()
    make(.push("a", identifier: "A"), on: &tree)
    make(.push("a1", identifier: "A1"), on: &tree)
    make(.jump(tree.root), on: &tree)
    make(.push("b", identifier: "B"), on: &tree)
    make(.push("b1", identifier: nil), on: &tree)
    make(.push("b2", identifier: nil), on: &tree)
    make(.jump(tree.root), on: &tree)
    make(.push("c", identifier: nil), on: &tree)
    #expect(shape(tree) == "root(a:A(a1:A1) b:B(b1(b2)) c*)")

    #expect(describe(make(.popTo(tree.current), on: &tree)) == "")
    #expect(describe(make(.popTo(tree.root), on: &tree)) == "released a b c: a a1 b b1 b2 c")
    #expect(shape(tree) == "root*" && index(tree).isEmpty)
  }

  @Test("pop(to:) a node off the current path, or released, fails and changes nothing")
  func popToOffCurrentPathFails() {
    var tree = makeTree()
    make(.push("a", identifier: "A"), on: &tree)
    make(.jump(tree.root), on: &tree)
    make(.push("b", identifier: nil), on: &tree)
    make(.push("c", identifier: nil), on: &tree)
    let c = tree.current
    make(.pop, on: &tree)
    let message = "missingNavigationTarget: the node is not on the current path; nothing changes."

    #expect(failure(of: .popTo(tree.node(identifiedBy: "A")!), on: tree) == message)
    #expect(failure(of: .popTo(c), on: tree) == message)
    #expect(failure(of: .popTo(makeTree().root), on: tree) == message)
    #expect(shape(tree) == "root(a:A b*)")
  }

  @Test("a jump makes any node of the tree current, across branches, and releases nothing")
  func jumpAcrossBranches() {
    var tree = makeTree()
    make(.push("tab1", identifier: "T1"), on: &tree)
    make(.push("detail", identifier: nil), on: &tree)
    let detail = tree.current
    make(.jump(tree.root), on: &tree)
    make(.push("tab2", identifier: "T2"), on: &tree)

    #expect(describe(make(.jump(detail), on: &tree)) == "")
    #expect(path(tree) == ["root", "tab1", "detail"])
    make(.jump(tree.node(identifiedBy: "T2")!), on: &tree)

    #expect(shape(tree) == "root(tab1:T1(detail) tab2:T2*)")
    #expect(index(tree) == ["T1": "tab1", "T2": "tab2"])
  }

  @Test("a jump to a released node, or to another tree's node, fails and changes nothing")
  func jumpOutOfTheTreeFails() {
    var tree = makeTree()
    make(.push("a", identifier: nil), on: &tree)
    let a = tree.current
    make(.pop, on: &tree)
    let otherOwner = Component()
    let other = Tree(root: "other", identifier: nil, component: Component(), owner: otherOwner)
    let message = "missingNavigationTarget: the node is not in its tree; nothing changes."

    #expect(failure(of: .jump(a), on: tree) == message)
    #expect(failure(of: .jump(other.root), on: tree) == message)
    #expect(!tree.contains(other.root) && other.contains(other.root))
    #expect(shape(tree) == "root*")
  }

  @Test(
    "a replace gives the current node a new destination, entry, generation and stamp; identifier and subtree stay"
  )
  func replace() {
    var tree = makeTree()
    make(.push("a", identifier: "A"), on: &tree)
    make(.push("a1", identifier: nil), on: &tree)
    make(.pop, on: &tree)
    make(.push("a2", identifier: nil), on: &tree)
    make(.jump(tree.node(identifiedBy: "A")!), on: &tree)
    let a = tree.current
    let old = a.component
    let stamp = a.stamp
    let before = tree.currentPosition
    let childBefore = NavigationPosition(a.children[0])
    let entry = Component()

    let change = make(.replace("b"), on: &tree, entry: entry)

    #expect(describe(change) == "made b; replaced an entry" && change.replacedComponent === old)
    #expect(a.component === entry && a.generation == 1 && a.stamp != stamp && !a.isReleased)
    #expect(shape(tree) == "root(b#1:A*(a2))")
    #expect(index(tree) == ["A": "b"])
    // Positions name generations: those taken before name a node made anew since.
    #expect(before != tree.currentPosition && !before.isLive)
    #expect(childBefore != NavigationPosition(a.children[0]) && !childBefore.isLive)

    let again = make(.replace("c"), on: &tree, entry: entry)
    #expect(describe(again) == "made c" && a.generation == 2)
    #expect(shape(tree) == "root(c#2:A*(a2))")
  }

  @Test(
    "every move, in a long seeded run, leads where position(after:from:) said, and the tree stays consistent")
  func positionsAgreeWithMoves() {
    var tree = makeTree(identifier: 0)
    var random = FuzzRandom(seed: 0x5EED_7AEE)
    var made = 1
    var counts: [String: Int] = [:]
    for _ in 0..<2_000 {
      var nodes: [Node] = []
      tree.root.forEachInSubtree { nodes.append($0) }
      let node = random.pick(nodes)
      let move: Move
      // Pushes and jumps outweigh pops, so that the tree grows branches to push by reference from.
      switch random.pick([0, 0, 0, 1, 1, 2, 3, 4, 4, 5]) {
      case 0:
        move = tree.move(pushing: "n\(made)", identifier: made)
        made += 1
      case 1:
        // The identifier of a node of the tree: a push by reference, refused for a node on
        // the current path.
        let offPath = nodes.filter { node in !tree.currentPath.contains { $0 === node } }
        let named = random.chance(0.8) && !offPath.isEmpty ? random.pick(offPath) : node
        move = tree.move(pushing: "n\(made)", identifier: named.identifier)
        made += 1
      case 2: move = .pop
      case 3: move = .popTo(random.pick(tree.currentPath))
      case 4: move = .jump(node)
      default: move = .replace("r\(made)")
      }
      guard case .success = tree.position(after: move, from: tree.currentPosition) else {
        counts["refused", default: 0] += 1
        continue
      }
      counts["\(move)".prefix { $0 != "(" }.description, default: 0] += 1
      let change = make(move, on: &tree)
      // Consistent: each child names its parent; every indexed node, and only those, is in
      // the tree, unreleased; none released is left in it.
      var inTree: [Node] = []
      tree.root.forEachInSubtree { inTree.append($0) }
      #expect(inTree.allSatisfy { node in node.children.allSatisfy { $0.parent === node } })
      #expect(inTree.allSatisfy { !$0.isReleased && tree.contains($0) })
      #expect(
        Set(inTree.compactMap(\.identifier)) == Set(tree.nodesByIdentifier.keys)
          && index(tree).count == tree.nodesByIdentifier.count)
      #expect(change.releasedNodes.allSatisfy { released in !inTree.contains { $0 === released } })
      #expect(tree.currentPosition.isLive)
    }
    // Every kind of move ran, many times over.
    #expect(Set(counts.keys) == ["push", "pushByReference", "pop", "popTo", "jump", "replace", "refused"])
    #expect(counts.values.allSatisfy { $0 > 50 }, "\(counts)")
  }
}
