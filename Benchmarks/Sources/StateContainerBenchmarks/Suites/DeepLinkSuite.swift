import StateContainer

/// A deep link against the same changes requested directly (routes.md §2): three nested
/// routed containers on screen, each switched between two states, by one URL or by three
/// requests.
@MainActor
enum DeepLinkSuite {
  /// Measures the deep link and the direct requests, alternating between two sets of
  /// states, and returns the figure.
  static func run(_ runner: Runner, _ configuration: Configuration) async -> [Figure] {
    let linked = Fixture()
    let direct = Fixture()
    linked.link()
    linked.link()
    direct.request()
    direct.request()
    check(
      linked.states == direct.states && linked.top.tree.currentURL == "/l0s0/l1s0/l2s0",
      "the link and the requests left \(linked.states) and \(direct.states)")

    let directCase = BenchmarkCase.batched(
      "three nested containers change state: three requests", unit: "ns/change",
      target: configuration.batchTarget
    ) { direct.request() }
    let linkCase = BenchmarkCase.batched(
      "three nested containers change state: one deep link", unit: "ns/change",
      target: configuration.batchTarget
    ) { linked.link() }
    let results = await runner.measure([directCase, linkCase], repetitions: configuration.microRepetitions)
    withExtendedLifetime((linked, direct)) {}
    return [
      Figure(
        name: "deep_link_vs_direct_3_levels",
        value: results[1].median / results[0].median,
        direction: .atMost,
        goal: 1.5,
        formula: "ns per 3-level deep link ÷ ns per the same 3 requests made directly (medians)"
      )
    ]
  }

  /// A routed container at `level` that reads `l<level>s<state>`, shows the next level and
  /// a leaf of its own for each state.
  final class Level: StateContainer<Int> {
    let level: Int
    let next: Level?
    let leaves = [Component(), Component()]
    /// The segments that name the two states, and their printed parts.
    let segments: [String]
    let parts: [String]

    init(level: Int, next: Level?, clock: any TransitionClock) {
      self.level = level
      self.next = next
      segments = ["l\(level)s0", "l\(level)s1"]
      parts = segments.map { "/" + $0 }
      super.init(clock: clock)
    }

    override func loadAppearanceState() -> Int { 0 }

    override func children(for state: Int) -> [Component] {
      if let next { [next, leaves[state]] } else { [leaves[state]] }
    }

    override func state(forDeepLink link: inout DeepLink) -> Int? {
      if link.read(segments[0]) { return 0 }
      if link.read(segments[1]) { return 1 }
      return nil
    }

    override func deepLinkPath(for state: Int) -> String? { parts[state] }
  }

  /// Three levels on screen (or not yet, for a cold start), and the next set of states to show.
  @MainActor final class Fixture {
    let top: Level
    let levels: [Level]
    private var nextState = 1
    /// The two URLs, by state.
    static let urls = ["/l0s0/l1s0/l2s0", "/l0s1/l1s1/l2s1"]

    init(appearing: Bool = true) {
      let clock = SimulatedClock()
      let third = Level(level: 2, next: nil, clock: clock)
      let second = Level(level: 1, next: third, clock: clock)
      top = Level(level: 0, next: second, clock: clock)
      levels = [top, second, third]
      if appearing { appear() }
    }

    /// Makes the levels appear, not animated.
    func appear() {
      top.beginAppearanceTransition(true, animated: false)
      top.endAppearanceTransition()
    }

    /// The levels' current states.
    var states: [Int] { levels.map(\.currentState) }

    /// Switches every level with one deep link.
    func link() {
      top.tree.navigate(toURL: Self.urls[nextState], animated: false)
      nextState ^= 1
    }

    /// Switches every level with a request each, outermost first.
    func request() {
      for level in levels { level.setNeedsStateTransition(to: nextState, animated: false) }
      nextState ^= 1
    }
  }
}
