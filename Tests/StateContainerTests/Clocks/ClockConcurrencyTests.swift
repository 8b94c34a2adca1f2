import StateContainer
import Synchronization
import Testing

/// `SimulatedClock` used as a standard `Clock` by many tasks at once, off the main actor,
/// while the main actor advances it and a container schedules its steps on it. Meant to be
/// run under the thread sanitizer too (`Scripts/sanitize.sh`).
///
/// Pins <doc:TestingWithSimulatedClock#Sleep-on-the-same-clock>.
@Suite struct ClockConcurrencyTests {
  /// What the sleeping tasks report.
  private final class Tally: Sendable {
    let wakes = Atomic<Int>(0)
    let early = Atomic<Int>(0)
    let cancelled = Atomic<Int>(0)
    let finished = Atomic<Int>(0)
  }

  @MainActor private final class Blinker: StateContainer<Int> {
    let a = Component()
    let b = Component()
    override func loadAppearanceState() -> Int { 0 }
    override func children(for state: Int) -> [Component] { state.isMultiple(of: 2) ? [a] : [b] }
  }

  @Test @MainActor func sleepersFromManyTasksWhileTheMainActorAdvances() async throws {
    try await withTimeLimit(hangGuard) {
      let clock = SimulatedClock()
      let tally = Tally()
      let taskCount = 8
      let sleepsPerTask = 40
      let cancelledTasks = [1, 4]
      let tasks = (0..<taskCount).map { index in
        Task.detached {
          do {
            for step in 0..<sleepsPerTask {
              let deadline = clock.now.advanced(by: .milliseconds((index * 7 + step * 3) % 20))
              if step.isMultiple(of: 5) {
                try await clock.sleep(for: .milliseconds(step % 3))
              } else {
                try await clock.sleep(until: deadline, tolerance: nil)
                if clock.now < deadline { tally.early.add(1, ordering: .relaxed) }
              }
              tally.wakes.add(1, ordering: .relaxed)
              _ = clock.scheduledCount
            }
            tally.finished.add(1, ordering: .relaxed)
          } catch {
            tally.cancelled.add(1, ordering: .relaxed)
          }
        }
      }
      let blinker = Blinker(clock: clock)
      blinker.beginAppearanceTransition(true, animated: false)
      blinker.endAppearanceTransition()
      var round = 0
      while tally.finished.load(ordering: .relaxed) + tally.cancelled.load(ordering: .relaxed) < taskCount
        && round < 200_000
      {
        round += 1
        if round == 50 { for index in cancelledTasks { tasks[index].cancel() } }
        if round.isMultiple(of: 7) { blinker.setNeedsStateTransition(to: round, animated: true) }
        clock.advance(by: .milliseconds(round % 3))
        await Task.yield()
      }
      for task in tasks { await task.value }
      clock.run()

      let finished = tally.finished.load(ordering: .relaxed)
      let cancelled = tally.cancelled.load(ordering: .relaxed)
      #expect(finished + cancelled == taskCount)
      #expect(finished >= taskCount - cancelledTasks.count)
      #expect(tally.early.load(ordering: .relaxed) == 0)
      #expect(tally.wakes.load(ordering: .relaxed) >= finished * sleepsPerTask)
      #expect(clock.scheduledCount == 0)
      #expect(!blinker.isTransitioning)
    }
  }

  @Test @MainActor func sleepersCancelledBeforeAndWhileWaiting() async throws {
    try await withTimeLimit(hangGuard) {
      let clock = SimulatedClock()
      let tally = Tally()
      let tasks = (0..<16).map { index in
        Task.detached {
          if index.isMultiple(of: 4) { withUnsafeCurrentTask { $0?.cancel() } }
          do {
            try await clock.sleep(for: .seconds(1 + index))
            tally.wakes.add(1, ordering: .relaxed)
          } catch is CancellationError {
            tally.cancelled.add(1, ordering: .relaxed)
          } catch {
            Issue.record("unexpected error \(error)")
          }
        }
      }
      for (index, task) in tasks.enumerated() where index % 4 == 1 { task.cancel() }
      for _ in 0..<100 { await Task.yield() }
      await clock.advance(by: .seconds(8), yieldsPerWake: 2)
      for (index, task) in tasks.enumerated() where index % 4 == 2 { task.cancel() }
      // Some tasks may not have registered their sleepers yet: keep running the clock.
      var rounds = 0
      while tally.wakes.load(ordering: .relaxed) + tally.cancelled.load(ordering: .relaxed) < 16
        && rounds < 1_000_000
      {
        rounds += 1
        clock.run()
        await Task.yield()
      }
      for task in tasks { await task.value }

      #expect(tally.wakes.load(ordering: .relaxed) + tally.cancelled.load(ordering: .relaxed) == 16)
      #expect(tally.cancelled.load(ordering: .relaxed) >= 8)
      #expect(clock.scheduledCount == 0)
    }
  }
}
