import StateContainer
import Testing

/// `SimulatedClock`: one timeline for scheduled actions and sleeping tasks, that moves
/// only when told, in deadline order, ties in scheduling order.
///
/// Pins <doc:TestingWithSimulatedClock#Move-time-yourself>.
@Suite("SimulatedClock")
@MainActor
struct SimulatedClockTests {
  private let clock = SimulatedClock()
  private let log: RecordingLog

  init() {
    log = RecordingLog(stampingWith: clock)
  }

  private func schedule(_ name: String, after milliseconds: Int) {
    clock.schedule(after: .milliseconds(milliseconds)) { [log] in log.record(name) }
  }

  @Test("starts at zero, with nothing scheduled")
  func startsAtZero() {
    #expect(clock.now == SimulatedClock.Instant(offset: .zero))
    #expect(clock.scheduledCount == 0)
    #expect(clock.minimumResolution == .zero)
  }

  @Test("runs actions in deadline order, with now equal to each action's deadline")
  func deadlineOrder() {
    schedule("thirty", after: 30)
    schedule("ten", after: 10)
    schedule("twenty", after: 20)

    clock.advance(by: .milliseconds(25))
    #expect(clock.now == SimulatedClock.Instant(offset: .milliseconds(25)))
    clock.run()

    #expect(log.entries == ["@10ms ten", "@20ms twenty", "@30ms thirty"])
    #expect(clock.now == SimulatedClock.Instant(offset: .milliseconds(30)))
  }

  @Test("actions with the same deadline run in the order they were scheduled")
  func ties() {
    schedule("first", after: 10)
    schedule("second", after: 10)
    clock.advance(by: .milliseconds(4))
    schedule("third", after: 6)
    schedule("before", after: 5)
    schedule("fourth", after: 6)

    clock.run()

    #expect(log.entries == ["@9ms before", "@10ms first", "@10ms second", "@10ms third", "@10ms fourth"])
  }

  @Test("never runs an action inside schedule, even with zero delay; advance(by: .zero) runs what is due")
  func zeroDelay() {
    schedule("due now", after: 0)
    let afterScheduling = log.entries
    clock.advance(by: .zero)

    #expect(afterScheduling == [])
    #expect(log.entries == ["@0ms due now"])
  }

  @Test("actions scheduled while advancing run in the same advance when due by its target")
  func nestedScheduling() {
    clock.schedule(after: .milliseconds(10)) { [clock, log] in
      log.record("outer")
      clock.schedule(after: .milliseconds(20)) { log.record("too late") }
      clock.schedule(after: .milliseconds(5)) { log.record("nested +5") }
      clock.schedule(after: .zero) { log.record("nested +0") }
    }
    schedule("tie", after: 10)

    clock.advance(by: .milliseconds(20))
    let advanced = log.take()
    clock.run()

    #expect(advanced == ["@10ms outer", "@10ms tie", "@10ms nested +0", "@15ms nested +5"])
    #expect(log.entries == ["@30ms too late"])
  }

  @Test("advance(to:) runs what is due by the instant, including at it, and never moves back")
  func advanceTo() {
    schedule("at 10", after: 10)
    schedule("at 20", after: 20)
    schedule("at 21", after: 21)

    clock.advance(to: SimulatedClock.Instant(offset: .milliseconds(20)))
    let reached = clock.now
    clock.advance(to: SimulatedClock.Instant(offset: .milliseconds(5)))

    #expect(reached == SimulatedClock.Instant(offset: .milliseconds(20)))
    #expect(clock.now == reached)
    #expect(log.entries == ["@10ms at 10", "@20ms at 20"])
    #expect(clock.scheduledCount == 1)
    clock.run()  // the pending action holds the log, which holds the clock
  }

  @Test("run() runs until nothing is scheduled, including actions scheduled on the way")
  func runUntilIdle() {
    var remaining = 3
    func tick() {
      log.record("tick \(remaining)")
      remaining -= 1
      if remaining > 0 { clock.schedule(after: .milliseconds(100)) { tick() } }
    }
    clock.schedule(after: .milliseconds(100)) { tick() }

    clock.run()

    #expect(log.entries == ["@100ms tick 3", "@200ms tick 2", "@300ms tick 1"])
    #expect(clock.scheduledCount == 0)
    #expect(clock.now == SimulatedClock.Instant(offset: .milliseconds(300)))
  }

  @Test(
    "a cancelled action never runs; cancel is idempotent, works from an action at the same deadline, and does nothing after a run"
  )
  func cancellation() {
    let early = clock.schedule(after: .milliseconds(10)) { [log] in log.record("early") }
    let cancelledTwice = clock.schedule(after: .milliseconds(20)) { [log] in log.record("cancelled twice") }
    var victim: ScheduledAction?
    clock.schedule(after: .milliseconds(30)) { [log] in
      log.record("canceller")
      victim?.cancel()
    }
    victim = clock.schedule(after: .milliseconds(30)) { [log] in log.record("victim") }
    schedule("survivor", after: 30)
    cancelledTwice.cancel()
    cancelledTwice.cancel()
    #expect(clock.scheduledCount == 4)

    clock.advance(by: .milliseconds(10))
    early.cancel()
    clock.run()

    #expect(log.entries == ["@10ms early", "@30ms canceller", "@30ms survivor"])
    #expect(clock.scheduledCount == 0)
  }

  @Test("a negative delay counts as zero")
  func negativeDelay() {
    clock.advance(by: .milliseconds(50))
    schedule("negative", after: -20)
    schedule("zero", after: 0)

    clock.advance(by: .zero)

    #expect(log.entries == ["@50ms negative", "@50ms zero"])
  }

  // MARK: - Sleepers

  /// Yields until `condition` holds; records an issue if it never does.
  private func waitUntil(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
    for _ in 0..<10_000 {
      if condition() { return }
      await Task.yield()
    }
    Issue.record("condition never held", sourceLocation: sourceLocation)
  }

  @Test("sleepers and actions share one timeline: woken in deadline order by the async advance")
  func sleepersInDeadlineOrder() async throws {
    try await withTimeLimit(hangGuard) {
      let late = Task { [clock, log] in
        try await clock.sleep(for: .milliseconds(200))
        log.record("late sleeper")
      }
      let early = Task { [clock, log] in
        try await clock.sleep(until: SimulatedClock.Instant(offset: .milliseconds(100)), tolerance: nil)
        log.record("early sleeper")
      }
      schedule("action", after: 150)
      await waitUntil { clock.scheduledCount == 3 }

      await clock.advance(by: .milliseconds(300), yieldsPerWake: 10)
      try await early.value
      try await late.value

      #expect(log.entries == ["@100ms early sleeper", "@150ms action", "@200ms late sleeper"])
      #expect(clock.now == SimulatedClock.Instant(offset: .milliseconds(300)))
    }
  }

  @Test("a sleeper and an action with the same deadline wake in the order they were scheduled")
  func sleeperActionTies() async throws {
    try await withTimeLimit(hangGuard) {
      schedule("action before", after: 100)
      let sleeper = Task { [clock, log] in
        try await clock.sleep(for: .milliseconds(100))
        log.record("sleeper")
      }
      await waitUntil { clock.scheduledCount == 2 }
      schedule("action after", after: 100)

      await clock.advance(by: .milliseconds(100), yieldsPerWake: 10)
      try await sleeper.value

      #expect(log.entries == ["@100ms action before", "@100ms sleeper", "@100ms action after"])
    }
  }

  @Test("with the synchronous advance, a woken main-actor task continues after advance returns")
  func synchronousAdvanceResumesLater() async throws {
    try await withTimeLimit(hangGuard) {
      let sleeper = Task { [clock, log] in
        try await clock.sleep(for: .milliseconds(100))
        log.record("woke")
      }
      await waitUntil { clock.scheduledCount == 1 }

      clock.advance(by: .milliseconds(250))
      let duringAdvance = log.entries
      try await sleeper.value

      #expect(duringAdvance == [])
      #expect(log.entries == ["@250ms woke"])
      #expect(clock.scheduledCount == 0)
    }
  }

  @Test("a sleeper whose deadline has passed resumes at once, without the clock moving")
  func pastDeadline() async throws {
    try await withTimeLimit(hangGuard) {
      clock.advance(by: .milliseconds(100))

      try await clock.sleep(until: SimulatedClock.Instant(offset: .milliseconds(40)), tolerance: nil)
      try await clock.sleep(until: clock.now, tolerance: nil)
      try await clock.sleep(for: .zero)

      #expect(clock.now == SimulatedClock.Instant(offset: .milliseconds(100)))
      #expect(clock.scheduledCount == 0)
    }
  }

  @Test("cancelling a sleeping task ends its sleep with CancellationError and leaves nothing on the clock")
  func sleeperCancellation() async throws {
    try await withTimeLimit(hangGuard) {
      let sleeper = Task { [clock, log] in
        try await clock.sleep(for: .seconds(1))
        log.record("slept")
      }
      let bystander = Task { [clock, log] in
        try await clock.sleep(for: .seconds(2))
        log.record("bystander")
      }
      await waitUntil { clock.scheduledCount == 2 }

      sleeper.cancel()
      let result = await sleeper.result
      #expect(throws: CancellationError.self) { try result.get() }
      #expect(clock.scheduledCount == 1)

      await clock.advance(by: .seconds(3), yieldsPerWake: 10)
      _ = await bystander.result
      #expect(log.entries == ["@2000ms bystander"])
    }
  }

  @Test("a task cancelled before it sleeps throws CancellationError at once")
  func cancelledBeforeSleeping() async throws {
    try await withTimeLimit(hangGuard) {
      let sleeper = Task { [clock] in
        withUnsafeCurrentTask { $0?.cancel() }
        try await clock.sleep(for: .seconds(1))
      }
      let result = await sleeper.result

      #expect(throws: CancellationError.self) { try result.get() }
      #expect(clock.scheduledCount == 0)
    }
  }
}
