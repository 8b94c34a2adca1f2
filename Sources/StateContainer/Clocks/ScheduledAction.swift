/// A handle to an action scheduled on a ``TransitionClock``, used to cancel it.
///
/// Cancelling releases the action at once; cancelling again, or after it ran, does nothing.
public final class ScheduledAction: Sendable {
  private enum Backing: Sendable {
    case timeline(Timeline, TimerQueue<TimelineEntry>.Token)
    case closure(CancelOnce)
  }

  private let backing: Backing

  /// Creates a handle for a custom clock.
  ///
  /// - Parameter onCancel: Called on the first ``cancel()`` only, from the thread that
  ///   cancels. The clock must drop the action so that it never runs.
  public init(onCancel: @escaping @Sendable () -> Void) {
    backing = .closure(CancelOnce(onCancel))
  }

  init(timeline: Timeline, token: TimerQueue<TimelineEntry>.Token) {
    backing = .timeline(timeline, token)
  }

  /// Cancels the action: it will not run, and the clock releases it now. Safe from any
  /// thread.
  public func cancel() {
    switch backing {
    case .timeline(let timeline, let token):
      timeline.cancel(token)
    case .closure(let once):
      once.run()
    }
  }
}
