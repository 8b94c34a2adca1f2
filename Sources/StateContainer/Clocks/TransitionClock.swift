/// What a ``StateContainer`` schedules the timed steps of an animated transition on.
///
/// The contract a clock keeps:
/// - An action runs on the main actor, no earlier than `delay` after it was scheduled,
///   and never inside the call to ``schedule(after:_:)`` itself, even for a zero delay.
/// - Actions run in deadline order; actions with the same deadline run in the order they
///   were scheduled.
/// - A cancelled action never runs, and the clock releases it at once.
///
/// Two clocks ship with the library: ``SimulatedClock``, which moves only when a test
/// tells it to, and ``RealTimeClock``, which follows real time.
public protocol TransitionClock: AnyObject {
  /// Schedules `action` to run on the main actor once `delay` has passed.
  ///
  /// - Parameters:
  ///   - delay: How long to wait. A negative delay counts as zero.
  ///   - action: The work to do.
  /// - Returns: A handle that cancels the action.
  @MainActor @discardableResult
  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledAction

  /// The time since the clock started, used to timestamp ``LifecycleEvent``s.
  ///
  /// A default implementation returns `nil`, for clocks that do not keep one.
  @MainActor var elapsedTime: Duration? { get }
}

extension TransitionClock {
  /// `nil`: this clock does not report elapsed time.
  @MainActor public var elapsedTime: Duration? { nil }
}
