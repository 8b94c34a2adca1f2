/// A clock that follows real time and runs its actions on the main actor.
///
/// It orders actions as ``SimulatedClock`` does, and keeps itself alive while actions
/// wait, so an animated transition finishes even if the app released its container.
@MainActor public final class RealTimeClock: TransitionClock {
  private let timeline = Timeline()
  private let origin = ContinuousClock.now
  private var wakeUp: Task<Void, Never>?
  private var wakeUpDeadline: Duration?

  /// Creates a clock whose ``elapsedTime`` starts now.
  public init() {}

  /// The clock of every container that neither was given a clock nor has one upstream
  /// (``TransitionClockKey``).
  public static let shared = RealTimeClock()

  /// The real time since the clock was created.
  public var elapsedTime: Duration? { origin.duration(to: .now) }

  /// Schedules `action` to run on the main actor once `delay` of real time has passed; see
  /// ``TransitionClock/schedule(after:_:)``.
  @discardableResult
  public func schedule(
    after delay: Duration, _ action: @escaping @MainActor () -> Void
  ) -> ScheduledAction {
    let elapsed = origin.duration(to: .now)
    timeline.state.withLock { $0.now = elapsed }
    // Diagnostics from the action go where they would have gone had it run now, as they do
    // on a SimulatedClock advanced by the same code.
    let route = LifecycleDiagnostic.currentRoute()
    let scheduled = timeline.schedule(after: delay) {
      LifecycleDiagnostic.$route.withValue(route) { action() }
    }
    armWakeUp()
    return scheduled
  }

  private func armWakeUp() {
    guard let first = timeline.state.withLock({ $0.queue.firstDeadline() }) else {
      wakeUp?.cancel()
      wakeUp = nil
      wakeUpDeadline = nil
      return
    }
    if wakeUp != nil, let armed = wakeUpDeadline, armed <= first { return }
    wakeUp?.cancel()
    wakeUpDeadline = first
    let deadline = origin.advanced(by: first)
    // The task inherits the task-local values of whoever armed it; each action therefore
    // reports where diagnostics went when it was scheduled (see `schedule`).
    wakeUp = Task { @MainActor in
      try? await Task.sleep(until: deadline, clock: .continuous)
      if Task.isCancelled { return }
      self.runDueActions()
    }
  }

  private func runDueActions() {
    wakeUp = nil
    wakeUpDeadline = nil
    let elapsed = origin.duration(to: .now)
    timeline.runDue(upTo: elapsed, settling: true)
    armWakeUp()
  }
}
