extension SimulatedClock {
  /// Moves the clock forward by `duration`, and lets every task it wakes run at its own
  /// deadline before the clock moves on.
  ///
  /// Use it when code under test sleeps on the clock, such as a simulated network fetch:
  ///
  /// ```swift
  /// screen.beginAppearanceTransition(true, animated: false)
  /// screen.endAppearanceTransition()           // starts the fetch: sleeps 1.2 s
  /// await clock.advance(by: .seconds(2), yieldsPerWake: 10)
  /// // the fetch resumed at 1.2 s and requested `.ready` then
  /// ```
  ///
  /// After each action it runs and each sleeper it wakes, the main actor yields `yields`
  /// times, so a task on the main actor that was woken, or started by the action (such as
  /// a fetch started from `didTransition`), runs while ``now`` still equals that deadline.
  /// Tasks on other executors run in parallel and are not waited for.
  ///
  /// - Parameters:
  ///   - duration: How far to move; a negative duration counts as zero.
  ///   - yields: How many times to yield after each action or woken sleeper, before the
  ///     first one, and at the end.
  @MainActor public func advance(by duration: Duration, yieldsPerWake yields: Int) async {
    let target = now.advanced(by: max(duration, .zero))
    await yield(yields)
    while let entry = timeline.popFirst(dueBy: target.offset, settling: true) {
      Timeline.run(entry)
      await yield(yields)
    }
    await yield(yields)
  }

  @MainActor private func yield(_ times: Int) async {
    for _ in 0..<max(times, 0) { await Task.yield() }
  }
}
