import Clocks
import StateContainer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Many tasks sleeping on a clock, all woken by one advance: `SimulatedClock` against
/// swift-clocks' `TestClock`, and `SimulatedClock` at 1,000 and 100,000 sleepers.
///
/// Every task runs on the main actor, as a test of main-actor code does. A scenario
/// starts the tasks, waits until every one sleeps on the clock, advances the clock
/// once past every deadline, and waits until every task has finished. It reports the
/// whole scenario and its wake phase (from the advance to the last task finished),
/// both per sleeper.
@MainActor
enum SleeperSuite {
  /// Measures the sleeper benchmarks and returns their figures.
  static func run(_ runner: Runner, _ configuration: Configuration) async -> [Figure] {
    let ours = await runner.measure(
      [
        scenario("10,000 sleepers: SimulatedClock", count: 10_000, clock: SimulatedClockUnderTest()),
        scenario(
          "10,000 sleepers: swift-clocks TestClock",
          count: 10_000,
          clock: TestClockUnderTest(),
          repetitions: configuration.slowRepetitions,
          warmsUp: false
        ),
      ],
      repetitions: configuration.microRepetitions
    )
    let scaling = await runner.measure(
      [
        scenario("1,000 sleepers: SimulatedClock", count: 1_000, clock: SimulatedClockUnderTest()),
        scenario(
          "100,000 sleepers: SimulatedClock",
          count: 100_000,
          clock: SimulatedClockUnderTest(),
          repetitions: configuration.heavyRepetitions + 2
        ),
      ],
      // A scenario of 1,000 sleepers takes a few milliseconds, as long as one delay in
      // waking a worker thread on a loaded machine: many samples keep its median steady.
      repetitions: 2 * configuration.microRepetitions + 1
    )
    return [
      Figure(
        name: "testclock_vs_ours_sleepers_10k",
        value: ours[2].median / ours[0].median,
        direction: .atLeast,
        goal: 100,
        formula:
          "TestClock ÷ SimulatedClock, whole scenario (start, sleep, one advance, finish) of 10,000 tasks (medians)"
      ),
      Figure(
        name: "sleeper_scaling_100k_vs_1k",
        value: scaling[2].median / scaling[0].median,
        direction: .atMost,
        goal: 2,
        formula: "SimulatedClock ns/sleeper of the whole scenario at 100,000 ÷ at 1,000 (medians)"
      ),
    ]
  }

  private static func scenario(
    _ name: String,
    count: Int,
    clock: some ClockUnderTest,
    repetitions: Int? = nil,
    warmsUp: Bool = true
  ) -> BenchmarkCase {
    BenchmarkCase(
      rows: [(name + ", whole scenario", "ns/sleeper"), (name + ", wake phase", "ns/sleeper")],
      repetitions: repetitions,
      warmsUp: warmsUp
    ) {
      let (whole, wake) = await runScenario(count: count, clock: clock)
      return [whole / Double(count), wake / Double(count)]
    }
  }

  /// Runs one scenario on a fresh clock and returns the nanoseconds of the whole and of
  /// the wake phase.
  ///
  /// The harness waits without competing with the tasks for the main actor or a core: it
  /// suspends until the last task has started or finished, and while sleepers still
  /// register on other threads it lets the kernel run them (`sched_yield`).
  private static func runScenario(count: Int, clock: some ClockUnderTest) async -> (Double, Double) {
    let run = clock.makeRun()
    let tally = Tally(count: count)
    let start = Stopwatch.now()
    for index in 0..<count {
      let deadline = Duration.milliseconds(1 + index % 1000)
      Task { @MainActor in
        tally.start()
        await run.sleep(until: deadline)
        tally.finish()
      }
    }
    await tally.waitUntilAllStarted()
    var spins = 0
    while run.sleeperCount() < count {
      spins += 1
      if spins.isMultiple(of: 64) { await Task.yield() } else { sched_yield() }
    }
    let wakeStart = Stopwatch.now()
    await run.advance(by: .seconds(2))
    await tally.waitUntilAllFinished()
    let end = Stopwatch.now()
    return (Double(end - start), Double(end - wakeStart))
  }
}

/// Counts a scenario's tasks as they start and finish, and lets the harness wait for all.
@MainActor
final class Tally {
  private let count: Int
  private var started = 0
  private var finished = 0
  private var allStarted: CheckedContinuation<Void, Never>?
  private var allFinished: CheckedContinuation<Void, Never>?

  init(count: Int) { self.count = count }

  func start() {
    started += 1
    if started == count, let waiter = allStarted {
      allStarted = nil
      waiter.resume()
    }
  }

  func finish() {
    finished += 1
    if finished == count, let waiter = allFinished {
      allFinished = nil
      waiter.resume()
    }
  }

  func waitUntilAllStarted() async {
    guard started < count else { return }
    await withCheckedContinuation { allStarted = $0 }
  }

  func waitUntilAllFinished() async {
    guard finished < count else { return }
    await withCheckedContinuation { allFinished = $0 }
  }
}

/// A clock the sleeper scenario can run on.
@MainActor
protocol ClockUnderTest {
  associatedtype Run: ClockRun
  /// A fresh clock for one scenario.
  func makeRun() -> Run
}

/// One fresh clock, as the sleeper scenario uses it.
@MainActor
protocol ClockRun: Sendable {
  /// Sleeps until `deadline` after the clock's start.
  func sleep(until deadline: Duration) async
  /// The number of tasks sleeping on the clock.
  func sleeperCount() -> Int
  /// Advances the clock once, waking every sleeper due.
  func advance(by duration: Duration) async
}

struct SimulatedClockUnderTest: ClockUnderTest {
  func makeRun() -> SimulatedClockRun { SimulatedClockRun() }
}

struct SimulatedClockRun: ClockRun {
  let clock = SimulatedClock()

  func sleep(until deadline: Duration) async {
    try? await clock.sleep(until: SimulatedClock.Instant(offset: deadline), tolerance: nil)
  }

  func sleeperCount() -> Int { clock.scheduledCount }

  func advance(by duration: Duration) async { clock.advance(by: duration) }
}

struct TestClockUnderTest: ClockUnderTest {
  func makeRun() -> TestClockRun { TestClockRun() }
}

struct TestClockRun: ClockRun {
  let clock = TestClock()

  func sleep(until deadline: Duration) async {
    try? await clock.sleep(until: TestClock.Instant(offset: deadline), tolerance: nil)
  }

  /// `TestClock` keeps its sleepers private; reflection reads their number.
  func sleeperCount() -> Int {
    guard let suspensions = Mirror(reflecting: clock).children.first(where: { $0.label == "suspensions" })
    else {
      fatalError("Benchmark setup is wrong: TestClock no longer has `suspensions`")
    }
    return Mirror(reflecting: suspensions.value).children.count
  }

  func advance(by duration: Duration) async { await clock.advance(by: duration) }
}
