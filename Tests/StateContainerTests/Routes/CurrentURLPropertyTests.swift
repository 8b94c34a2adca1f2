import Foundation
import StateContainer
import Testing

/// `tree.currentURL` read at random instants of random animated transitions, over random trees
/// of tabs and stacks nested in each other: a fresh tree of the same shape accepts the URL
/// and shows the screens the tree was heading to. Seeded and reproducible
/// (`STATECONTAINER_LINK_PROPERTY_ITERATIONS`, `STATECONTAINER_LINK_PROPERTY_SEED`; a
/// failure names the iteration's seed).
///
/// Pins <doc:RoutesAndDeepLinks#The-URL-of-what-is-shown>.
@Suite("tree.currentURL at any instant leads a fresh tree to the screens the tree heads to")
@MainActor
struct CurrentURLPropertyTests {
  @Test("random trees, random animated moves, reads at random instants: the URL round-trips to the target")
  func readsAtRandomInstants() throws {
    var reads = 0
    var readsMidAnimation = 0
    for index in 0..<DeepLinkPropertyTests.iterations {
      let seed = FuzzRandom.sequenceSeed(DeepLinkPropertyTests.seed ^ 0x5552_4C, index: index)
      var random = FuzzRandom(seed: seed)
      let shape = LinkShape.random(&random)
      let tree = LinkTree(shape)
      let onScreen = random.chance(0.8)
      if onScreen { tree.appear() }
      var log: [String] = []
      for _ in 0..<random.int(1...12) {
        log.append(tree.randomMove(&random))
        tree.clock.advance(by: .milliseconds(random.pick([0, 0, 50, 100, 200, 349, 350, 500])))
      }
      let busy = tree.isAnimating
      guard let url = tree.top.tree.currentURL else {
        // Only a stack at its root, whose root entry holds nothing routed, prints nothing.
        tree.clock.run()
        #expect(tree.top is LinkStack && tree.screens.count == 1, "seed \(seed)")
        continue
      }
      reads += 1
      if busy { readsMidAnimation += 1 }

      // The target: where the tree is once every transition in flight has ended.
      tree.clock.run()
      let target = tree.screens
      let fresh = LinkTree(shape)
      if onScreen { fresh.appear() }
      let match = try fresh.top.tree.navigate(toURL: url, animated: random.chance(0.5)).get()
      fresh.clock.run()
      #expect(match.pattern == url, "seed \(seed): \(url)")
      // A URL does not carry drafts: past a stack whose path has one, the fresh tree shows
      // its containers as they first appear.
      let shown = fresh.screens
      let beyond = shown.dropFirst(target.count)
      let carried = target.map { $0.hasSuffix("+draft") ? String($0.dropLast("+draft".count)) : $0 }
      #expect(Array(shown.prefix(target.count)) == carried, "seed \(seed): \(url) in \(shape), \(log)")
      #expect(
        target.last?.hasSuffix("+draft") == true || beyond.isEmpty, "seed \(seed): \(url) in \(shape), \(log)"
      )
      #expect(
        beyond.allSatisfy { $0.hasSuffix("=[]") || $0.hasSuffix("=0") }, "seed \(seed): \(url), \(log)")
      // Settled, both print the same URL (the one read, with the parts of containers that
      // had not determined a state yet when it was read), unless a draft ended it.
      if target.last?.hasSuffix("+draft") != true {
        #expect(fresh.top.tree.currentURL == tree.top.tree.currentURL, "seed \(seed): read \(url)")
      }
      #expect(tree.top.tree.currentURL?.hasPrefix(url) == true, "seed \(seed): read \(url)")
    }
    #expect(readsMidAnimation > reads / 4, "only \(readsMidAnimation) of \(reads) reads were mid-animation")
  }
}

// MARK: - Random trees

/// The shape of a routed tree: tabs whose tabs hold shapes, stacks whose entries (for
/// even destinations) hold a shape, and leaves. Each routed container reads its own prefix.
indirect enum LinkShape: CustomStringConvertible {
  case leaf
  case tabs(prefix: String, tabs: [LinkShape])
  case stack(prefix: String, entry: LinkShape)

  var description: String {
    switch self {
    case .leaf: "leaf"
    case .tabs(let prefix, let tabs): "\(prefix)[\(tabs.map(\.description).joined(separator: ", "))]"
    case .stack(let prefix, let entry): "\(prefix){\(entry)}"
    }
  }

  /// A random shape at most three containers deep.
  static func random(_ random: inout FuzzRandom) -> LinkShape {
    var counter = 0
    func make(_ depth: Int, _ random: inout FuzzRandom) -> LinkShape {
      guard depth < 3, depth == 0 || random.chance(0.7) else { return .leaf }
      counter += 1
      let prefix = "c\(counter)"
      if random.chance(0.5) {
        return .tabs(prefix: prefix, tabs: (0..<random.int(2...3)).map { _ in make(depth + 1, &random) })
      }
      return .stack(prefix: prefix, entry: make(depth + 1, &random))
    }
    return make(0, &random)
  }

  @MainActor func make(clock: SimulatedClock) -> Component {
    switch self {
    case .leaf: Component()
    case .tabs(let prefix, let tabs): LinkTabs(prefix: prefix, tabs: tabs, clock: clock)
    case .stack(let prefix, let entry): LinkStack(prefix: prefix, entry: entry, clock: clock)
    }
  }
}

/// Tabs that read `/<prefix>t<i>`; each tab's content is made the first time it is shown.
@MainActor
final class LinkTabs: StateContainer<Int> {
  let prefix: String
  let tabs: [LinkShape]
  let shapeClock: SimulatedClock
  private(set) var made: [Int: Component] = [:]

  init(prefix: String, tabs: [LinkShape], clock: SimulatedClock) {
    self.prefix = prefix
    self.tabs = tabs
    shapeClock = clock
    super.init(clock: clock)
  }

  func content(_ tab: Int) -> Component {
    if let component = made[tab] { return component }
    let component = tabs[tab].make(clock: shapeClock)
    made[tab] = component
    return component
  }

  /// The first tab, as the docs teach; coming back on screen keeps the tab it had.
  override func loadAppearanceState() -> Int { 0 }
  override func children(for state: Int) -> [Component] { [content(state)] }

  override func state(forDeepLink link: inout DeepLink) -> Int? {
    tabs.indices.first { link.read("\(prefix)t\($0)") }
  }

  override func deepLinkPath(for state: Int) -> String? { "/\(prefix)t\(state)" }
}

/// A stack that reads `/<prefix>/<k>` for a destination `k > 0` above any node; a
/// destination below 0 is a draft that no link reads. An even destination's entry holds a
/// new tree of the entry shape.
@MainActor
final class LinkStack: NavigationContainer<Int> {
  let prefix: String

  init(prefix: String, entry: LinkShape, clock: SimulatedClock) {
    self.prefix = prefix
    super.init(root: 0, clock: clock) { destination in
      destination > 0 && destination.isMultiple(of: 2) ? entry.make(clock: clock) : Component()
    }
  }

  override func destination(forDeepLink link: inout DeepLink, above parent: Int) -> Int? {
    guard link.read(prefix), let id = link.read(Int.self), id > 0 else { return nil }
    return id
  }

  override func deepLinkPath(for destination: Int, above parent: Int) -> String? {
    destination > 0 ? "/\(prefix)/\(destination)" : nil
  }
}

/// A tree of a ``LinkShape`` on its own simulated clock.
@MainActor
struct LinkTree {
  let clock = SimulatedClock()
  let top: Component

  init(_ shape: LinkShape) {
    top = shape.make(clock: clock)
  }

  func appear() {
    top.beginAppearanceTransition(true, animated: false)
    top.endAppearanceTransition()
  }

  /// Every routed container the tree shows or heads to, from the top.
  var containers: [Component] {
    var result: [Component] = []
    func visit(_ component: Component) {
      if let tabs = component as? LinkTabs {
        result.append(tabs)
        if tabs.hasDeterminedState { visit(tabs.content(tabs.currentState)) }
      } else if let stack = component as? LinkStack {
        result.append(stack)
        visit(stack.currentNode.component)
      }
    }
    visit(top)
    return result
  }

  /// Whether some container of the tree has a transition in flight.
  var isAnimating: Bool {
    containers.contains { ($0 as? LinkTabs)?.isTransitioning ?? ($0 as! LinkStack).isTransitioning }
  }

  /// Whether a request to `tabs` would wait behind a transition or an appearance change.
  static func isBusy(_ tabs: LinkTabs) -> Bool {
    tabs.isTransitioning || tabs.appearance == .appearing || tabs.appearance == .disappearing
  }

  /// A random move of a random container the tree shows: a tab switch, a push, a pop, a
  /// pop to the root, or a deep link to what the tree shows. A tab switch, which waits
  /// behind a transition in flight, is made only when its container is idle.
  @discardableResult
  func randomMove(_ random: inout FuzzRandom) -> String {
    let animated = random.chance(0.8)
    let container = random.pick(containers)
    if let tabs = container as? LinkTabs {
      guard !Self.isBusy(tabs) else { return "\(tabs.prefix) busy" }
      let tab = random.int(0...(tabs.tabs.count - 1))
      tabs.setNeedsStateTransition(to: tab, animated: animated)
      return "\(tabs.prefix) tab \(tab)"
    } else if let stack = container as? LinkStack {
      switch random.int(0...9) {
      case 0...4:
        let destination = random.chance(0.85) ? random.int(1...9) : -random.int(1...3)
        stack.push(destination, animated: animated)
        return "\(stack.prefix) push \(destination)"
      case 5...6:
        if stack.canPop { stack.pop(animated: animated) }
        return "\(stack.prefix) pop"
      case 7:
        stack.popToRoot(animated: animated)
        return "\(stack.prefix) popToRoot"
      default:
        // A link to what the tree shows, from the entry on top: it changes nothing.
        if !containers.contains(where: { ($0 as? LinkTabs).map(Self.isBusy) ?? false }),
          let url = top.tree.currentURL
        {
          _ = stack.currentNode.component.tree.navigate(toURL: url, animated: animated)
          return "link \(url)"
        }
        return "no link"
      }
    }
    return "?"
  }

  /// The routed screens: each routed container the tree shows, with its state (a stack,
  /// its path up to the first node no link reads, marked `+draft` when there is one, and
  /// then the walk stops: no link reaches its entry).
  var screens: [String] {
    var result: [String] = []
    func visit(_ component: Component) {
      if let tabs = component as? LinkTabs {
        // A tabs container not shown yet will appear on its first tab.
        let state = tabs.hasDeterminedState ? tabs.currentState : 0
        result.append("\(tabs.prefix)=\(state)")
        visit(tabs.content(state))
      } else if let stack = component as? LinkStack {
        var path: [Int] = []
        var node: NavigationNode<Int>? = stack.currentNode
        while let current = node, current.parent != nil {
          path.insert(current.destination, at: 0)
          node = current.parent
        }
        let routed = Array(path.prefix { $0 > 0 })
        if routed.count == path.count {
          result.append("\(stack.prefix)=\(routed)")
          visit(stack.currentNode.component)
        } else {
          result.append("\(stack.prefix)=\(routed)+draft")
        }
      }
    }
    visit(top)
    return result
  }
}
