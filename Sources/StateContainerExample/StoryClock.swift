import StateContainer

/// The time a story runs on: simulated, so a run is instant and exact, or real, so a
/// person can watch.
///
/// Both kinds give the screen a ``TransitionClock`` for its animations and give the fake
/// network and the user the same timeline to sleep on.
@MainActor
struct StoryClock {
  /// What the screen schedules its animations on.
  let transitionClock: any TransitionClock
  /// The time since the story started.
  let now: @MainActor () -> Duration
  /// Suspends the calling task until the story's time reaches an offset.
  let sleep: @MainActor (_ until: Duration) async -> Void
  /// Moves time on until the story says it is over.
  let run: @MainActor (_ isOver: @escaping @MainActor () -> Bool) async -> Void

  /// Simulated time on a ``SimulatedClock``.
  ///
  /// Time moves in steps of 10 ms, with `advance(by:yieldsPerWake:)`: every task that a
  /// step wakes or starts runs at that step's own deadline, so a fetch that sleeps until
  /// 1.2 s continues at exactly 1.2 s. The steps only decide when the story notices that
  /// it is over: at the end of the 10 ms step that holds its last event.
  static func simulated() -> StoryClock {
    let clock = SimulatedClock()
    return StoryClock(
      transitionClock: clock,
      now: { clock.now.offset },
      sleep: { deadline in try? await clock.sleep(until: .init(offset: deadline)) },
      run: { isOver in
        while !isOver() || clock.scheduledCount > 0 {
          await clock.advance(by: .milliseconds(10), yieldsPerWake: 10)
        }
      }
    )
  }

  /// Real time on a ``RealTimeClock``: the story takes as long as it says.
  static func real() -> StoryClock {
    let clock = RealTimeClock()
    let start = ContinuousClock.now
    return StoryClock(
      transitionClock: clock,
      now: { start.duration(to: .now) },
      sleep: { deadline in try? await Task.sleep(until: start.advanced(by: deadline), clock: .continuous) },
      run: { isOver in
        while !isOver() {
          try? await Task.sleep(for: .milliseconds(10))
        }
      }
    )
  }
}
