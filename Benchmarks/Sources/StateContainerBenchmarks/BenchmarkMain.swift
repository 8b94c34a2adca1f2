#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the benchmark suite and prints its report.
///
/// ```
/// swift run -c release StateContainerBenchmarks [--quick] [--strict] [--suite NAME]...
/// ```
///
/// `--quick` measures less, for a check in under three minutes; `--suite` (repeatable) runs
/// only the suites named; `--strict` exits with status 1 when a figure misses its goal.
@main
enum BenchmarkMain {
  /// The suites, in the order they run; `--suite NAME` runs only the ones named.
  static let suiteNames = [
    "transitions", "clock", "sleepers", "memory", "events", "routes", "deeplinks", "navigation", "restore",
  ]

  @MainActor
  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == ChildProcess.flag {
      MemorySuite.runChild(Array(arguments.dropFirst()))
      return
    }
    var quick = false
    var strict = false
    var suites: Set<String> = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick":
        quick = true
      case "--strict":
        strict = true
      case "--suite" where remaining.first.map(Self.suiteNames.contains) == true:
        suites.insert(remaining.popFirst()!)
      default:
        writeToStandardError(
          "usage: StateContainerBenchmarks [--quick] [--strict] [--suite "
            + Self.suiteNames.joined(separator: "|") + "]...\nunknown argument: \(argument)\n")
        exit(2)
      }
    }
    let configuration = Configuration(quick: quick)
    let runner = Runner()
    let start = Stopwatch.now()
    var figures: [Figure] = []
    let selected = { (name: String) in suites.isEmpty || suites.contains(name) }
    if selected("transitions") { figures += await TransitionSuite.run(runner, configuration) }
    if selected("clock") { figures += await ClockSuite.run(runner, configuration) }
    if selected("sleepers") { figures += await SleeperSuite.run(runner, configuration) }
    if selected("memory") { figures += await MemorySuite.run(runner, configuration) }
    if selected("events") { figures += await EventSuite.run(runner, configuration) }
    if selected("routes") { figures += await RouteSuite.run(runner, configuration) }
    if selected("deeplinks") { figures += await DeepLinkSuite.run(runner, configuration) }
    if selected("navigation") { figures += await NavigationSuite.run(runner, configuration) }
    if selected("restore") { figures += await RestoreSuite.run(runner, configuration) }
    let seconds = Double(Stopwatch.now() - start) / 1e9
    let mode = configuration.isQuick ? "--quick" : "full"
    printReport(
      measurements: runner.measurements,
      figures: figures,
      header: "## StateContainer benchmarks (\(mode), measured in \(formatted(seconds)) s)"
    )
    if strict && figures.contains(where: { !$0.isMet }) {
      exit(1)
    }
  }
}
