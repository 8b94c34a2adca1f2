/// What a ``StateContainer`` schedules the timed steps of an animated transition on.
///
/// A clock runs each action on the main actor, no earlier than its delay and never inside
/// ``schedule(after:_:)``; in deadline order, ties in scheduling order
/// (<doc:TheLifecycle#Equal-times>); a cancelled action never runs and is released at once.
/// ``SimulatedClock`` and ``RealTimeClock`` ship with the library.
public protocol TransitionClock: AnyObject {
  /// Schedules `action` to run on the main actor once `delay` has passed.
  ///
  /// - Parameters:
  ///   - delay: How long to wait. A negative delay counts as zero.
  ///   - action: The work to do.
  /// - Returns: A handle that cancels the action.
  @MainActor @discardableResult
  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledAction

  /// The time since the clock started, to timestamp ``LifecycleEvent``s; `nil` by default.
  @MainActor var elapsedTime: Duration? { get }
}

extension TransitionClock {
  /// `nil`: this clock does not report elapsed time.
  @MainActor public var elapsedTime: Duration? { nil }
}
