import Foundation
import StateContainer

/// Saving and restoring: how a restore into a tree that has not appeared scales with the
/// nodes of a navigation tree, what restoring three nested containers costs against
/// deep-linking a fresh tree to the same screens, and the JSON bytes a node takes.
@MainActor
enum RestoreSuite {
  /// The nodes of the small and the large navigation tree, the root included.
  static let smallNodes = 100
  static let largeNodes = 10_000

  /// Measures the restore benchmarks and returns their figures.
  static func run(_ runner: Runner, _ configuration: Configuration) async -> [Figure] {
    let threeLevels = ThreeLevels()
    // Each on a fresh tree, made untimed: the call, then the appearance that shows the screens.
    let coldCases = [
      ("restored cold (tree.restore)", "ns/restore", threeLevels.restore),
      ("deep-linked cold (tree.navigate(toURL:))", "ns/link", threeLevels.link),
    ].map { what, unit, operation in
      BenchmarkCase.onFreshSubjects(
        rows: [
          ("three nested containers \(what), not yet shown", unit),
          ("the same, then their appearance", unit),
        ],
        target: configuration.batchTarget,
        make: { DeepLinkSuite.Fixture(appearing: false) },
        stages: [operation, { $0.appear() }],
        verify: threeLevels.verify
      )
    }
    let small = StackRestore(nodes: smallNodes)
    let large = StackRestore(nodes: largeNodes)
    let stackCases = [small, large].map { stack in
      BenchmarkCase.onFreshSubjects(
        rows: [
          ("restore a stack of \(stack.nodes) nodes cold (enum destinations, no saved data)", "ns/node"),
          ("the same, then its appearance", "ns/node"),
        ],
        target: configuration.batchTarget,
        divisor: Double(stack.nodes),
        make: stack.makeSubject,
        stages: [stack.restore, { $0.appear() }],
        verify: stack.verify
      )
    }
    let timed = await runner.measure(coldCases, repetitions: configuration.microRepetitions)
    let scaling = await runner.measure(stackCases, repetitions: configuration.microRepetitions)
    let bytesCase = BenchmarkCase(
      "JSON of a snapshot of a stack (JSONEncoder), per node with an enum destination and no saved data",
      unit: "bytes/node", warmsUp: false
    ) { snapshotBytesPerNode() }
    let bytes = await runner.measure([bytesCase], repetitions: 1)
    return [
      Figure(
        name: "restore_10k_vs_100_nodes",
        value: scaling[2].median / scaling[0].median,
        direction: .atMost,
        goal: 1.5,
        formula:
          "ns per node of tree.restore(_:) of a 10,000-node stack into a fresh, cold NavigationContainer ÷ the same at 100 nodes (medians; made and appeared untimed)"
      ),
      Figure(
        name: "restore_vs_deep_link_3_levels",
        value: timed[1].median / timed[3].median,
        direction: .atMost,
        goal: 1.5,
        formula:
          "ns per tree.restore(_:) of three nested containers into a fresh tree, then its appearance ÷ ns per tree.navigate(toURL:) of a fresh tree to the same screens, then its appearance (medians)"
      ),
      Figure(
        name: "snapshot_json_bytes_per_node",
        value: bytes[0].median,
        direction: .atMost,
        goal: 64,
        formula:
          "JSONEncoder bytes of a stack's snapshot at 1,100 nodes − at 100, ÷ 1,000 (destinations .item(id: 1001...))"
      ),
    ]
  }

  /// A navigation destination as an app writes it: an enum with an associated value.
  enum Place: Codable, Hashable {
    case list
    case item(id: Int)
  }

  /// The JSON bytes a node of a stack adds to its snapshot: the difference between stacks
  /// of 1,100 and 100 nodes, per node.
  static func snapshotBytesPerNode() -> Double {
    func bytes(nodes: Int) -> Int {
      let stack = StackRestore.makeStack(nodes: nodes)
      guard let data = try? JSONEncoder().encode(stack.tree.snapshot()) else {
        fatalError("Benchmark setup is wrong: a snapshot did not encode")
      }
      return data.count
    }
    return Double(bytes(nodes: 1_100) - bytes(nodes: 100)) / 1_000
  }

  /// The three nested routed containers of the deep-link suite, restored or deep-linked
  /// cold to the same screens, `/l0s1/l1s1/l2s1`.
  @MainActor final class ThreeLevels {
    /// Taken from a fresh tree linked there and shown: no history, as after a cold link.
    let snapshot: TreeSnapshot
    let url = DeepLinkSuite.Fixture.urls[1]

    init() {
      let source = DeepLinkSuite.Fixture(appearing: false)
      _ = source.top.tree.navigate(toURL: url, animated: false)
      source.appear()
      snapshot = roundTripped(source.top.tree.snapshot())
      let restored = DeepLinkSuite.Fixture(appearing: false)
      restore(restored)
      restored.appear()
      verify(restored)
      check(
        restored.top.tree.snapshot() == snapshot, "the restored tree's snapshot differs from the saved one")
    }

    func restore(_ fixture: DeepLinkSuite.Fixture) {
      let report = fixture.top.tree.restore(snapshot)
      check(report.isComplete, "the restore left out \(report.leftOut)")
    }

    func link(_ fixture: DeepLinkSuite.Fixture) {
      if case .failure(let error) = fixture.top.tree.navigate(toURL: url, animated: false) {
        fatalError("Benchmark setup is wrong: the link failed: \(error)")
      }
    }

    /// Checks that every level shows state 1 on screen.
    func verify(_ fixture: DeepLinkSuite.Fixture) {
      check(fixture.states == [1, 1, 1], "the levels show \(fixture.states)")
      check(
        fixture.top.tree.currentURL == url,
        "the tree shows \(String(describing: fixture.top.tree.currentURL))")
      for level in fixture.levels {
        check(level.appearance == .appeared, "a level is \(level.appearance)")
        check(level.leaves[1].appearance == .appeared, "a leaf is \(level.leaves[1].appearance)")
      }
    }
  }

  /// A stack of `nodes` nodes (the root included) saved once, restored into fresh cold
  /// navigation containers whose factory makes a plain ``Component`` per node.
  @MainActor final class StackRestore {
    /// A cold navigation container and how many entries its factory made.
    @MainActor final class Subject {
      let navigation: NavigationContainer<Place>
      let counter = Counter()

      init() {
        let counter = counter
        navigation = NavigationContainer<Place>(root: .list, clock: SimulatedClock()) { _ in
          counter.value &+= 1
          return Component()
        }
      }

      func appear() {
        navigation.beginAppearanceTransition(true, animated: false)
        navigation.endAppearanceTransition()
      }
    }

    let nodes: Int
    let snapshot: TreeSnapshot

    init(nodes: Int) {
      self.nodes = nodes
      snapshot = roundTripped(Self.makeStack(nodes: nodes).tree.snapshot())
    }

    /// A cold stack of `nodes` nodes, `.item(id: 1_001)` and up above the root.
    static func makeStack(nodes: Int) -> NavigationContainer<Place> {
      let stack = NavigationContainer<Place>(root: .list, clock: SimulatedClock()) { _ in Component() }
      for id in 1..<nodes { stack.push(.item(id: 1_000 + id), animated: false) }
      return stack
    }

    func makeSubject() -> Subject { Subject() }

    func restore(_ subject: Subject) {
      let report = subject.navigation.tree.restore(snapshot)
      check(report.isComplete, "the restore left out \(report.leftOut)")
    }

    /// Checks that the factory made one entry per node and the top one is on screen.
    func verify(_ subject: Subject) {
      let navigation = subject.navigation
      check(
        navigation.currentState.depth == nodes,
        "the stack is \(navigation.currentState.depth) deep, not \(nodes)")
      check(
        subject.counter.value == nodes, "the factory made \(subject.counter.value) entries for \(nodes) nodes"
      )
      check(
        navigation.currentNode.destination == .item(id: 1_000 + nodes - 1),
        "the top is \(navigation.currentNode.destination)")
      check(
        navigation.currentNode.component.appearance == .appeared,
        "the top entry is \(navigation.currentNode.component.appearance)")
    }
  }
}

/// `snapshot` after a trip through JSON, as an app reads it back at launch.
private func roundTripped(_ snapshot: TreeSnapshot) -> TreeSnapshot {
  guard let data = try? JSONEncoder().encode(snapshot),
    let decoded = try? JSONDecoder().decode(TreeSnapshot.self, from: data)
  else { fatalError("Benchmark setup is wrong: a snapshot did not survive JSON") }
  check(decoded == snapshot, "a snapshot is not equal after JSON")
  return decoded
}
