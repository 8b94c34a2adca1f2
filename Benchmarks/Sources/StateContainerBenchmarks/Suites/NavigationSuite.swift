import CHeapStatistics
import StateContainer

/// Navigation: how a push and a pop scale with the depth of the stack, how much memory a
/// long run of moves with bounded history keeps, and whether popped nodes give their
/// memory back. The memory figures are measured in a fresh child process.
@MainActor
enum NavigationSuite {
  /// The depth of the shallow stack.
  static let shallowDepth = 10
  /// The depth of the deep stack.
  static let deepDepth = 10_000
  /// The number of moves recorded by a history bounded to ``historyBound``.
  static let historyMoves = 1_000_000
  /// The history bound.
  static let historyBound = 100
  /// The number of tab jumps with history bounded to ``historyBound`` (a table row).
  static let tabJumps = 100_000
  /// The number of pushes (then as many pops) whose heap is measured.
  static let poppedNodeCount = 100_000
  /// The pushes are made in rounds: this many pushes, then as many pops, so that the
  /// stack stays as shallow as an app's while the nodes of every round come and go.
  static let poppedRoundDepth = 100

  /// Measures the navigation benchmarks and returns their figures.
  static func run(_ runner: Runner, _ configuration: Configuration) async -> [Figure] {
    let shallow = StackFixture(depth: shallowDepth)
    let deep = StackFixture(depth: deepDepth)
    for stack in [shallow, deep] {
      let made = stack.made
      stack.pushAndPop()
      check(stack.made == made + 1, "a push and a pop made \(stack.made - made) components, not 1")
      stack.verify()
    }

    let shallowCase = BenchmarkCase.batched(
      "one push and one pop at stack depth 10 (not animated)",
      unit: "ns/push+pop",
      target: configuration.batchTarget
    ) { shallow.pushAndPop() }
    let deepCase = BenchmarkCase.batched(
      "one push and one pop at stack depth 10,000 (not animated)",
      unit: "ns/push+pop",
      target: configuration.batchTarget
    ) { deep.pushAndPop() }
    let timed = await runner.measure([shallowCase, deepCase], repetitions: configuration.microRepetitions)
    shallow.verify()
    deep.verify()

    let mebibyte = 1024.0 * 1024.0
    let history = BenchmarkCase(
      rows: [
        ("peak RSS, process that only starts (baseline)", "MiB"),
        (
          "peak RSS, process making 1,000,000 transitions of a StateContainer<Int> with history bounded to 100",
          "MiB"
        ),
        ("transition with history bounded to 100 (StateContainer<Int>, 2 states)", "ns/transition"),
        (
          "peak RSS, process making 100,000 tab jumps of a NavigationContainer with history bounded to 100",
          "MiB"
        ),
        ("tab jump with history bounded to 100 (NavigationContainer, 2 tabs)", "ns/jump"),
      ],
      warmsUp: configuration.warmsUpHeavy
    ) {
      let idle = ChildProcess.run("idle")
      let states = ChildProcess.run("stateHistory", [String(historyMoves), String(historyBound)])
      let tabs = ChildProcess.run("navigationHistory", [String(tabJumps), String(historyBound)])
      return [
        idle["peak_rss_bytes", default: .nan] / mebibyte,
        states["peak_rss_bytes", default: .nan] / mebibyte,
        states["ns_per_move", default: .nan],
        tabs["peak_rss_bytes", default: .nan] / mebibyte,
        tabs["ns_per_move", default: .nan],
      ]
    }
    let heap = BenchmarkCase(
      rows: [
        ("heap before 100,000 pushes then pops (container appeared, one round made)", "bytes"),
        ("heap after 100,000 pushes then pops, in rounds of 100 pushes then 100 pops", "bytes"),
        ("push then pop in those rounds (stack depth 1 to 101)", "ns/push+pop"),
      ],
      warmsUp: configuration.warmsUpHeavy
    ) {
      let values = ChildProcess.run("poppedNodes", [String(poppedNodeCount), String(poppedRoundDepth)])
      return [
        values["before_bytes", default: .nan], values["after_bytes", default: .nan],
        values["ns_per_push_and_pop", default: .nan],
      ]
    }
    let memory = await runner.measure([history, heap], repetitions: configuration.processRepetitions)

    return [
      Figure(
        name: "push_pop_depth_10k_vs_10",
        value: timed[1].median / timed[0].median,
        direction: .atMost,
        goal: 1.5,
        formula:
          "ns per push + pop (not animated, appeared, SimulatedClock) at depth 10,000 ÷ at depth 10 (medians)"
      ),
      Figure(
        name: "history_1m_moves_bounded_100_peak_rss_mib",
        value: memory[1].median,
        direction: .atMost,
        goal: 32,
        formula:
          "VmHWM of a child process whose StateContainer<Int>, history bounded to 100, makes 1,000,000 non-animated transitions between two states"
      ),
      Figure(
        name: "popped_nodes_heap_ratio",
        value: memory[6].median / memory[5].median,
        direction: .atMost,
        goal: 1.05,
        formula:
          "glibc `mallinfo2` bytes in use after 100,000 pushes then pops (rounds of 100 pushes then 100 pops) ÷ before (after one round)"
      ),
    ]
  }

  /// Runs one navigation child process and prints its values.
  static func runChild(_ mode: String, _ arguments: [String]) {
    switch mode {
    case "navigationHistory":
      let moves = Int(arguments[0])!
      let bound = Int(arguments[1])!
      let tabs = TabsFixture(bound: bound)
      let elapsed = Stopwatch.measure { tabs.jump(times: moves) }
      tabs.verify(after: moves, bound: bound)
      ChildProcess.report("ns_per_move", elapsed / Double(moves))
      ChildProcess.report("peak_rss_bytes", ProcessStatistics.peakResidentBytes() ?? .nan)
    case "stateHistory":
      let moves = Int(arguments[0])!
      let bound = Int(arguments[1])!
      let container = HistoryContainer(clock: SimulatedClock())
      container.historyPolicy = .bounded(bound)
      container.beginAppearanceTransition(true, animated: false)
      container.endAppearanceTransition()
      let elapsed = Stopwatch.measure {
        for index in 0..<moves { container.setNeedsStateTransition(to: 1 - index % 2, animated: false) }
      }
      check(
        container.currentState == 1 - (moves - 1) % 2, "the container is in state \(container.currentState)")
      check(
        container.transitions == moves, "the container made \(container.transitions) of \(moves) transitions")
      check(
        container.stateHistory.count == min(moves, bound - 1),
        "history holds \(container.stateHistory.count) entries, not \(min(moves, bound - 1))")
      ChildProcess.report("ns_per_move", elapsed / Double(moves))
      ChildProcess.report("peak_rss_bytes", ProcessStatistics.peakResidentBytes() ?? .nan)
    case "poppedNodes":
      let count = Int(arguments[0])!
      let depth = Int(arguments[1])!
      check(heap_statistics_available() != 0, "the allocator's statistics are not available here")
      let stack = StackFixture(depth: 1)
      // Warm-up: the first round instantiates metadata and grows the container's buffers.
      stack.push(depth)
      stack.pop(depth)
      stack.verify()
      let made = stack.made
      let before = heap_statistics_bytes_in_use()
      var pushes = 0
      let elapsed = Stopwatch.measure {
        while pushes < count {
          let round = min(depth, count - pushes)
          stack.push(round)
          check(
            stack.navigation.currentState.depth == round + 1,
            "the stack is \(stack.navigation.currentState.depth) deep, not \(round + 1)")
          stack.pop(round)
          pushes += round
        }
      }
      stack.verify()
      check(stack.made == made + count, "the factory made \(stack.made - made) of \(count) components")
      check(stack.navigation.rootNode.children.isEmpty, "the root still has children after every pop")
      let after = heap_statistics_bytes_in_use()
      ChildProcess.report("before_bytes", Double(before))
      ChildProcess.report("after_bytes", Double(after))
      ChildProcess.report("ns_per_push_and_pop", elapsed / Double(count))
      withExtendedLifetime(stack) {}
    default:
      fatalError("Unknown child mode: \(mode) \(arguments)")
    }
  }

  /// A container with two states, 0 and 1, each showing one plain component, that counts
  /// its transitions.
  final class HistoryContainer: StateContainer<Int> {
    private let entries = [Component(), Component()]
    /// How many transitions ended.
    var transitions = 0

    override func loadAppearanceState() -> Int { 0 }
    override func children(for state: Int) -> [Component] { [entries[state]] }
    override func didTransition(from previousState: Int?, animated: Bool) {
      if previousState != nil { transitions &+= 1 }
    }
  }

  /// An appeared navigation container on a ``SimulatedClock`` whose stack is `depth` deep
  /// (the root included), and whose entries are plain components.
  @MainActor final class StackFixture {
    let navigation: NavigationContainer<Int>
    let depth: Int
    private let counter = Counter()
    /// How many components the factory made.
    var made: Int { counter.value }

    init(depth: Int) {
      self.depth = depth
      let counter = counter
      navigation = NavigationContainer<Int>(root: 0, clock: SimulatedClock()) { _ in
        counter.value &+= 1
        return Component()
      }
      // The stack is built before the container appears, where a push makes no transition.
      push(depth - 1)
      navigation.beginAppearanceTransition(true, animated: false)
      navigation.endAppearanceTransition()
      check(
        navigation.currentState.depth == depth,
        "the stack is \(navigation.currentState.depth) deep, not \(depth)")
    }

    /// Pushes `count` entries, not animated.
    func push(_ count: Int) {
      for index in 0..<count { navigation.push(index + 1, animated: false) }
    }

    /// Pops `count` entries, not animated.
    func pop(_ count: Int) {
      for _ in 0..<count { navigation.pop(animated: false) }
    }

    /// One push and one pop, not animated: the operation measured.
    func pushAndPop() {
      navigation.push(-1, animated: false)
      navigation.pop(animated: false)
    }

    /// Checks that the container shows the entry at the top of a stack `depth` deep,
    /// with no move waiting and nothing kept of popped entries.
    func verify() {
      let top = navigation.currentNode
      check(
        navigation.currentState.depth == depth,
        "the position is \(navigation.currentState.depth) deep, not \(depth)")
      check(navigation.currentState.currentNode === top, "the container's state is not its current node")
      check(
        navigation.children.count == 1 && navigation.children[0] === top.component,
        "the container does not show the current node's entry")
      check(top.component.appearance == .appeared, "the current entry is \(top.component.appearance)")
      check(top.children.isEmpty, "the top of the stack keeps \(top.children.count) popped nodes")
    }
  }

  /// An appeared navigation container with history bounded to `bound`, whose root has two
  /// tabs that it jumps between.
  @MainActor final class TabsFixture {
    let navigation: NavigationContainer<Int>
    let first: NavigationNode<Int>
    let second: NavigationNode<Int>

    init(bound: Int) {
      navigation = NavigationContainer<Int>(root: 0, clock: SimulatedClock()) { _ in Component() }
      navigation.beginAppearanceTransition(true, animated: false)
      navigation.endAppearanceTransition()
      navigation.push(1, animated: false)
      first = navigation.currentNode
      navigation.jump(to: navigation.rootNode, animated: false)
      navigation.push(2, animated: false)
      second = navigation.currentNode
      navigation.historyPolicy = .bounded(bound)
      check(
        navigation.stateHistory.isEmpty,
        "history holds \(navigation.stateHistory.count) entries before any move")
    }

    /// Jumps between the two tabs `times` times, not animated, starting with the first.
    func jump(times: Int) {
      for index in 0..<times {
        navigation.jump(to: index.isMultiple(of: 2) ? first : second, animated: false)
      }
    }

    /// Checks that every jump was made, recorded, and bounded.
    func verify(after moves: Int, bound: Int) {
      let expected = moves.isMultiple(of: 2) ? second : first
      check(navigation.currentNode === expected, "the jumps did not end on the expected tab")
      check(navigation.currentState.currentNode === expected, "the container's state is not its current node")
      check(
        navigation.children.count == 1 && navigation.children[0] === expected.component,
        "the container does not show the expected tab's entry")
      check(
        navigation.stateHistory.count == min(moves, bound - 1),
        "history holds \(navigation.stateHistory.count) entries, not \(min(moves, bound - 1))")
      let previous = moves.isMultiple(of: 2) ? first : second
      check(
        navigation.stateHistory.last?.currentNode === previous,
        "the last history entry is not the tab left last")
    }
  }
}
