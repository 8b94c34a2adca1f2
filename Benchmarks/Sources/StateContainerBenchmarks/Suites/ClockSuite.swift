import StateContainer

/// `SimulatedClock` against a minimal binary heap of closures: schedule a million
/// callbacks with spread deadlines, then fire them all with one advance.
@MainActor
enum ClockSuite {
  /// The number of callbacks scheduled per repetition.
  static let callbackCount = 1_000_000

  /// Measures the clock benchmarks and returns their figure.
  static func run(_ runner: Runner, _ configuration: Configuration) async -> [Figure] {
    let delays = spreadDelays(count: callbackCount)
    let clock = BenchmarkCase(
      "schedule + fire 1,000,000 callbacks: SimulatedClock",
      unit: "ns/callback",
      warmsUp: configuration.warmsUpHeavy
    ) {
      let clock = SimulatedClock()
      let counter = Counter()
      let elapsed = Stopwatch.measure {
        for delay in delays {
          clock.schedule(after: delay) { counter.value &+= 1 }
        }
        clock.advance(by: .seconds(1))
      }
      check(
        counter.value == delays.count, "SimulatedClock fired \(counter.value) of \(delays.count) callbacks")
      return elapsed / Double(delays.count)
    }
    let heap = BenchmarkCase(
      "schedule + fire 1,000,000 callbacks: minimal binary heap",
      unit: "ns/callback",
      warmsUp: configuration.warmsUpHeavy
    ) {
      var heap = ClosureHeap()
      let counter = Counter()
      let elapsed = Stopwatch.measure {
        for delay in delays {
          heap.schedule(after: delay) { counter.value &+= 1 }
        }
        heap.advance(by: .seconds(1))
      }
      check(counter.value == delays.count, "the heap fired \(counter.value) of \(delays.count) callbacks")
      return elapsed / Double(delays.count)
    }
    checkFiringOrder(delays: Array(delays.prefix(10_000)))
    let results = await runner.measure([clock, heap], repetitions: configuration.heavyRepetitions)
    return [
      Figure(
        name: "clock_vs_heap_1m",
        value: results[0].median / results[1].median,
        direction: .atMost,
        goal: 1.5,
        formula: "SimulatedClock ns/callback ÷ minimal heap ns/callback, 1,000,000 spread deadlines (medians)"
      )
    ]
  }

  /// Delays spread over one second, from a fixed-seed generator so that every run
  /// schedules the same pattern; a tenth of them repeat an earlier delay, so that equal
  /// deadlines (ordered by scheduling) occur too.
  static func spreadDelays(count: Int) -> [Duration] {
    var generator = SplitMix64(seed: 0x5EED)
    var delays: [Duration] = []
    delays.reserveCapacity(count)
    for index in 0..<count {
      if index > 0, generator.next() % 10 == 0 {
        delays.append(delays[Int(generator.next() % UInt64(index))])
      } else {
        delays.append(.nanoseconds(Int64(generator.next() % 1_000_000_000)))
      }
    }
    return delays
  }

  /// Checks that the clock and the heap fire the same callbacks in the same order.
  private static func checkFiringOrder(delays: [Duration]) {
    let clock = SimulatedClock()
    var heap = ClosureHeap()
    let clockOrder = Box<[Int]>([])
    let heapOrder = Box<[Int]>([])
    for (index, delay) in delays.enumerated() {
      clock.schedule(after: delay) { clockOrder.value.append(index) }
      heap.schedule(after: delay) { heapOrder.value.append(index) }
    }
    clock.advance(by: .seconds(1))
    heap.advance(by: .seconds(1))
    check(
      clockOrder.value.count == delays.count, "the clock fired \(clockOrder.value.count) of \(delays.count)")
    check(clockOrder.value == heapOrder.value, "the clock and the heap fire in different orders")
  }
}

/// A count that callbacks increment.
@MainActor
final class Counter {
  var value = 0
}

/// A small, fast, seeded generator (SplitMix64), so that inputs are the same every run.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
