/// A clock that moves only when told to, so an animated transition can be tested to the
/// millisecond with no sleeps and no flakes.
///
/// It starts at zero; ``advance(by:)``, ``advance(to:)`` and ``run()`` run what comes due,
/// in deadline order, by the rules of <doc:TestingWithSimulatedClock#Move-time-yourself>.
/// Async code can sleep on it too (<doc:TestingWithSimulatedClock#Sleep-on-the-same-clock>).
///
/// - Important: A clock dropped while tasks still sleep on it leaves them suspended.
public final class SimulatedClock: TransitionClock, Clock, Sendable {
  /// A point on a simulated clock's timeline, measured from the clock's start.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// The time since the clock started.
    public var offset: Duration

    /// Creates the instant `offset` after the clock's start.
    ///
    /// - Parameter offset: The time since the clock started.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// Returns the instant `duration` later.
    ///
    /// - Parameter duration: The time to add; may be negative.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// Returns `other` minus this instant.
    ///
    /// - Parameter other: The end of the interval.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Returns whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset, such as `1.2 seconds`.
    public var description: String { "\(offset)" }
  }

  /// The clock's duration type: `Swift.Duration`.
  public typealias Duration = Swift.Duration

  let timeline = Timeline()

  /// Creates a clock at zero with nothing scheduled.
  public init() {}

  /// The current time.
  public var now: Instant {
    Instant(offset: timeline.state.withLock { $0.now })
  }

  /// The smallest step the clock distinguishes: zero, since any `Duration` is exact.
  public var minimumResolution: Duration { .zero }

  /// The time since the clock started, used to timestamp ``LifecycleEvent``s.
  @MainActor public var elapsedTime: Duration? { now.offset }

  /// The number of actions and sleepers waiting on the clock, cancelled ones not counted:
  /// zero at the end of a test means nothing was left behind.
  public var scheduledCount: Int {
    timeline.state.withLock { $0.queue.count }
  }

  /// Schedules `action` to run on the main actor when the clock reaches `now + delay`,
  /// never inside this call, even for a zero delay.
  ///
  /// - Parameters:
  ///   - delay: How long to wait. A negative delay counts as zero.
  ///   - action: The work to do.
  /// - Returns: A handle that cancels the action.
  /// - Complexity: O(log n), where n is the number of entries waiting.
  @MainActor @discardableResult
  public func schedule(
    after delay: Duration, _ action: @escaping @MainActor () -> Void
  ) -> ScheduledAction {
    timeline.schedule(after: delay, action)
  }

  /// Suspends the current task until the clock reaches `deadline` (at once if it has
  /// passed); throws `CancellationError` if the task is cancelled first.
  ///
  /// - Parameters:
  ///   - deadline: When to resume.
  ///   - tolerance: Ignored: a simulated clock is exact.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await timeline.sleep(until: deadline.offset)
  }

  /// Moves the clock forward by `duration`, running everything that comes due on the way.
  ///
  /// - Parameter duration: How far to move. Zero runs what is due now; a negative duration
  ///   counts as zero.
  @MainActor public func advance(by duration: Duration = .zero) {
    advance(to: now.advanced(by: max(duration, .zero)))
  }

  /// Moves the clock forward to `instant`, running everything that comes due on the way;
  /// an instant in the past only runs what is due now.
  ///
  /// - Parameter instant: Where to move to.
  @MainActor public func advance(to instant: Instant) {
    timeline.runDue(upTo: instant.offset, settling: true)
  }

  /// Runs everything scheduled, moving the clock to each deadline in turn, until nothing
  /// is left; including actions scheduled along the way.
  ///
  /// - Important: An action that always schedules another keeps `run()` going forever.
  @MainActor public func run() {
    timeline.runDue(upTo: nil, settling: false)
  }
}
