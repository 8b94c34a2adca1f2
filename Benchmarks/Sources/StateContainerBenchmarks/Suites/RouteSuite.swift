import StateContainer

#if HUMMINGBIRD_COMPARISON
  @_spi(Internal) import Hummingbird
#endif

/// The route matcher (routes.md §4): matching does not slow down as routes are added
/// (10,000 routes against 10, the same paths), and against Hummingbird's router on the
/// same 1,000 patterns and paths (full run only: see Package.swift).
@MainActor
enum RouteSuite {
  /// Route `i` of a table: four shapes per "section" `s\(i / 4)`, with typed parameters,
  /// `*` and `**`, the way an app's screens are laid out.
  nonisolated static func pattern(_ index: Int) -> (text: String, kind: Int) {
    let section = "s\(index / 4)"
    switch index % 4 {
    case 0: return ("/\(section)/items/:id", 0)
    case 1: return ("/\(section)/items/:id/comments/:n", 1)
    case 2: return ("/\(section)/files/**", 2)
    default: return ("/\(section)/*/info", 3)
    }
  }

  /// Paths that reach each of the four shapes of `section`.
  nonisolated static func paths(section: Int) -> [String] {
    [
      "/s\(section)/items/42", "/s\(section)/items/42/comments/7", "/s\(section)/files/a/b/c",
      "/s\(section)/x/info",
    ]
  }

  /// Measures the figures of the suite.
  static func run(_ runner: Runner, _ configuration: Configuration) async -> [Figure] {
    // 10 routes against 10,000, the same four paths (section 1 is in both tables).
    let small = OursFixture(routes: 10, paths: paths(section: 1))
    let large = OursFixture(routes: 10_000, paths: paths(section: 1))
    small.matchAll()
    large.matchAll()
    check(
      small.handled == 4 && large.handled == 4,
      "the tables handled \(small.handled) and \(large.handled) of 4 paths")
    let tenCase = BenchmarkCase.batched(
      "match one path among 10 routes (4 paths, each a shape)", unit: "ns/match",
      target: configuration.batchTarget,
      divisor: 4
    ) { small.matchAll() }
    let tenThousandCase = BenchmarkCase.batched(
      "match one path among 10,000 routes (the same 4 paths)", unit: "ns/match",
      target: configuration.batchTarget,
      divisor: 4
    ) { large.matchAll() }

    // 1,000 routes, 64 paths across 16 sections from the first to the last.
    let comparisonPaths = stride(from: 0, to: 250, by: 16).flatMap { paths(section: $0) }
    let ours = OursFixture(routes: 1_000, paths: comparisonPaths)
    ours.matchAll()
    check(
      ours.handled == comparisonPaths.count,
      "the table handled \(ours.handled) of \(comparisonPaths.count) paths")
    var cases = [tenCase, tenThousandCase]
    #if HUMMINGBIRD_COMPARISON
      let peer = HummingbirdFixture(routes: 1_000, paths: comparisonPaths)
      peer.matchAll()
      check(
        peer.handled == comparisonPaths.count,
        "Hummingbird handled \(peer.handled) of \(comparisonPaths.count) paths")
      cases.append(
        BenchmarkCase.batched(
          "match one path among 1,000 routes: Hummingbird's trie router (resolve, then require as Int)",
          unit: "ns/match", target: configuration.batchTarget, divisor: Double(comparisonPaths.count)
        ) { peer.matchAll() })
    #endif
    cases.append(
      BenchmarkCase.batched(
        "match one path among 1,000 routes: StateContainer's RouteTable (navigate, typed)", unit: "ns/match",
        target: configuration.batchTarget, divisor: Double(comparisonPaths.count)
      ) { ours.matchAll() })

    let results = await runner.measure(cases, repetitions: configuration.microRepetitions)
    var figures = [
      Figure(
        name: "route_match_10k_vs_10_routes",
        value: results[1].median / results[0].median,
        direction: .atMost,
        goal: 1.5,
        formula: "ns/match among 10,000 routes ÷ among 10, the same 4 paths (medians)"
      )
    ]
    #if HUMMINGBIRD_COMPARISON
      figures.append(
        Figure(
          name: "hummingbird_vs_ours_route_match_1k",
          value: results[2].median / results[3].median,
          direction: .atLeast,
          goal: 1,
          formula:
            "Hummingbird ns/match ÷ RouteTable ns/match, the same 1,000 patterns and 64 paths (medians)"
        ))
    #else
      writeToStandardError(
        "routes: the Hummingbird comparison runs in the full run only (Benchmarks/run.sh)\n")
    #endif
    withExtendedLifetime((small, large, ours)) {}
    return figures
  }

  /// A ``RouteTable`` with `routes` routes whose handlers count, and the paths to match.
  @MainActor final class OursFixture {
    let table = RouteTable()
    let paths: [String]
    var handled = 0

    init(routes count: Int, paths: [String]) {
      self.paths = paths
      for index in 0..<count {
        let (text, kind) = RouteSuite.pattern(index)
        switch kind {
        case 0: table.addRoute(text, Int.self) { [unowned self] _, id in handled &+= 1 &+ (id & 0) }
        case 1:
          table.addRoute(text, Int.self, Int.self) { [unowned self] _, id, n in
            handled &+= 1 &+ ((id ^ n) & 0)
          }
        default: table.addRoute(text) { [unowned self] _ in handled &+= 1 }
        }
      }
    }

    /// Navigates to every path; `handled` counts one per path.
    func matchAll() {
      handled = 0
      for path in paths { table.navigate(to: path) }
    }
  }

  #if HUMMINGBIRD_COMPARISON
    /// Hummingbird's trie with the same patterns: `resolve(_:)`, then the typed parameters
    /// with `parameters.require(_:as:)`, as a Hummingbird handler reads them.
    final class HummingbirdFixture {
      let trie: RouterTrie<Int>
      let paths: [String]
      var handled = 0

      init(routes count: Int, paths: [String]) {
        self.paths = paths
        let builder = RouterPathTrieBuilder<Int>()
        for index in 0..<count {
          let (text, kind) = RouteSuite.pattern(index)
          builder.addEntry(RouterPath(text), value: kind)
        }
        trie = builder.build()
      }

      func matchAll() {
        handled = 0
        for path in paths {
          guard let (kind, parameters) = trie.resolve(path) else { continue }
          do {
            switch kind {
            case 0: handled &+= 1 &+ (try parameters.require("id", as: Int.self) & 0)
            case 1:
              handled &+=
                1
                &+ ((try parameters.require("id", as: Int.self) ^ parameters.require("n", as: Int.self)) & 0)
            default: handled &+= 1
            }
          } catch {
            continue
          }
        }
      }
    }
  #endif
}
