import CHeapStatistics
import StateContainer

/// Memory: the peak resident size of a long chain of transitions, and the heap bytes of
/// each child a container holds. Each is measured in a fresh child process.
@MainActor
enum MemorySuite {
  /// The number of transitions in the chain.
  static let chainLength = 1_000_000
  /// The number of children of the container whose heap is measured.
  static let childCount = 100_000

  /// Measures the memory benchmarks and returns their figures.
  static func run(_ runner: Runner, _ configuration: Configuration) async -> [Figure] {
    let mebibyte = 1024.0 * 1024.0
    let chain = BenchmarkCase(
      rows: [
        ("peak RSS, process that only starts (baseline)", "MiB"),
        ("peak RSS, process running 1,000,000 chained transitions", "MiB"),
        ("chained transition, 1 child replaced", "ns/transition"),
      ]
    ) {
      let idle = ChildProcess.run("idle")
      let chain = ChildProcess.run("chain", [String(chainLength)])
      return [
        idle["peak_rss_bytes", default: .nan] / mebibyte,
        chain["peak_rss_bytes", default: .nan] / mebibyte,
        chain["ns_per_transition", default: .nan],
      ]
    }
    let heap = BenchmarkCase(
      rows: [
        ("heap, 100,000 plain Components (detached) + their array", "bytes/child"),
        ("heap, the same attached to an appeared container", "bytes/child"),
      ]
    ) {
      let values = ChildProcess.run("heap", [String(childCount)])
      return [
        values["detached_bytes_per_child", default: .nan], values["attached_bytes_per_child", default: .nan],
      ]
    }
    let updates = BenchmarkCase(
      rows: [("heap, 100,000 update(progress:) of a 3-child interactive transition", "bytes/update")]
    ) {
      [ChildProcess.run("interactiveUpdates", ["100000"])["bytes_per_update", default: .nan]]
    }
    let results = await runner.measure([chain, heap, updates], repetitions: configuration.processRepetitions)
    return [
      Figure(
        name: "chain_1m_peak_rss_mib",
        value: results[1].median,
        direction: .atMost,
        goal: 64,
        formula: "VmHWM of a child process that runs 1,000,000 chained non-animated transitions"
      ),
      Figure(
        name: "bytes_per_attached_child",
        value: results[4].median,
        direction: .atMost,
        goal: 256,
        formula:
          "glibc `mallinfo2` bytes in use after − before creating and attaching 100,000 children, ÷ 100,000"
      ),
      Figure(
        name: "interactive_update_heap_bytes",
        value: results[5].median,
        direction: .atMost,
        goal: 0,
        formula: "glibc `mallinfo2` bytes in use after − before 100,000 progress updates, ÷ 100,000"
      ),
    ]
  }

  /// Runs one measurement of a child process and prints its values.
  static func runChild(_ arguments: [String]) {
    switch arguments.first {
    case "profile":
      ProfileModes.run(arguments[1], iterations: Int(arguments[2])!)
    case "idle":
      ChildProcess.report("peak_rss_bytes", ProcessStatistics.peakResidentBytes() ?? .nan)
    case "chain":
      let length = Int(arguments[1])!
      let container = ChainContainer(clock: SimulatedClock(), length: length)
      let elapsed = Stopwatch.measure { container.runChain() }
      check(container.currentState == length, "the chain stopped at \(container.currentState) of \(length)")
      ChildProcess.report("ns_per_transition", elapsed / Double(length))
      ChildProcess.report("peak_rss_bytes", ProcessStatistics.peakResidentBytes() ?? .nan)
    case "heap":
      let count = Int(arguments[1])!
      check(heap_statistics_available() != 0, "the allocator's statistics are not available here")
      let before = heap_statistics_bytes_in_use()
      var children: [Component] = []
      children.reserveCapacity(count)
      for _ in 0..<count { children.append(Component()) }
      let detached = heap_statistics_bytes_in_use()
      let container = BenchmarkContainer(clock: SimulatedClock(), childrenByState: [children])
      children = []
      container.appear()
      let attached = heap_statistics_bytes_in_use()
      check(container.children.count == count, "the container holds \(container.children.count) of \(count)")
      ChildProcess.report("detached_bytes_per_child", Double(detached - before) / Double(count))
      ChildProcess.report("attached_bytes_per_child", Double(attached - before) / Double(count))
      withExtendedLifetime(container) {}
    case "interactiveUpdates":
      let count = Int(arguments[1])!
      check(heap_statistics_available() != 0, "the allocator's statistics are not available here")
      let (container, swipe) = interactiveTransition3()
      swipe.update(progress: 0.1)
      let before = heap_statistics_bytes_in_use()
      for index in 0..<count { swipe.update(progress: Double(index % 10) / 10) }
      let after = heap_statistics_bytes_in_use()
      ChildProcess.report("bytes_per_update", Double(Int(after) - Int(before)) / Double(count))
      withExtendedLifetime(container) {}
    case "stateHistory", "navigationHistory", "poppedNodes":
      NavigationSuite.runChild(arguments[0], Array(arguments.dropFirst()))
    default:
      fatalError("Unknown child mode: \(arguments)")
    }
  }
}
