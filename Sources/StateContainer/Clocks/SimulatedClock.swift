/// A clock that moves only when told to, so an animated transition can be tested to the
/// millisecond with no sleeps and no flakes.
///
/// `SimulatedClock` starts at zero. Actions scheduled with ``schedule(after:_:)`` and tasks
/// sleeping with ``sleep(until:tolerance:)`` wait on one timeline until
/// ``advance(by:)``, ``advance(to:)`` or ``run()`` reaches them. They run in deadline
/// order, and in the order they were scheduled when deadlines are equal. While the clock
/// advances, ``now`` equals the deadline of the action that is running; actions that come
/// due inside the same advance, including ones scheduled while it runs, run in it too.
///
/// Production code takes the clock as a parameter:
///
/// ```swift
/// final class CommentsScreen: StateContainer<CommentsState> {
///   init(clock: any TransitionClock = RealTimeClock()) {
///     super.init(clock: clock)
///   }
/// }
/// ```
///
/// and a test drives it:
///
/// ```swift
/// @Test @MainActor func spinnerFadesOut() {
///   let clock = SimulatedClock()
///   let screen = CommentsScreen(clock: clock)
///   screen.beginAppearanceTransition(true, animated: false)
///   screen.endAppearanceTransition()
///   screen.setNeedsStateTransition(to: .ready([]), animated: true)
///   clock.advance(by: .milliseconds(249))
///   #expect(screen.isTransitioning)
///   clock.advance(by: .milliseconds(1))
///   #expect(!screen.isTransitioning)
/// }
/// ```
///
/// `SimulatedClock` is also a standard `Clock`, so async code under test can sleep on the
/// same timeline: `try await clock.sleep(for: .seconds(1))`. A sleeper whose deadline the
/// clock reaches is resumed; its task continues when its executor is next free. For a task
/// on the main actor that is after the synchronous `advance` returns. The asynchronous
/// ``advance(by:yieldsPerWake:)`` instead lets every woken task run at its own deadline before
/// the clock moves on. Cancelling a sleeping task ends its sleep with `CancellationError`.
///
/// - Important: A sleeping task and its clock keep each other alive: a clock dropped while
///   tasks still sleep on it leaves them suspended. Advance the clock past their deadlines,
///   or cancel the tasks, before letting it go.
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
    /// - Returns: The later (or, for a negative duration, earlier) instant.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// Returns the time from this instant to `other`.
    ///
    /// - Parameter other: The end of the interval.
    /// - Returns: `other` minus this instant.
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

  /// The number of actions and sleepers waiting on the clock.
  ///
  /// Cancelled actions are not counted: the clock released them already. Use it to check
  /// that nothing is left behind, such as a container that should be idle.
  public var scheduledCount: Int {
    timeline.state.withLock { $0.queue.count }
  }

  /// Schedules `action` to run on the main actor when the clock reaches `now + delay`.
  ///
  /// The action never runs inside this call, even for a zero delay: it waits for the next
  /// ``advance(by:)``, ``advance(to:)`` or ``run()``.
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

  /// Suspends the current task until the clock reaches `deadline`.
  ///
  /// Returns at once if the deadline has passed. Throws `CancellationError` if the task is
  /// cancelled before the deadline.
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

  /// Moves the clock forward to `instant`, running everything that comes due on the way.
  ///
  /// Does not move the clock back: an instant in the past only runs what is due now.
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
