extension SimulatedClock {
  /// Moves the clock forward by `duration`, and lets every main-actor task it wakes or
  /// starts run at its own deadline before the clock moves on
  /// (<doc:TestingWithSimulatedClock#Sleep-on-the-same-clock>).
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
