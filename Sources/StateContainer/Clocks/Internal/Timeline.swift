/// What waits on a ``Timeline``: an action for the main actor, or a sleeping task.
enum TimelineEntry: Sendable {
  case action(@MainActor () -> Void)
  case sleeper(UnsafeContinuation<Void, any Error>)
}

/// The thread-safe queue and current time behind ``SimulatedClock`` and ``RealTimeClock``.
///
/// Every payload leaves the lock before anything runs or is released, so an action or a
/// deinitializer can use the clock again without deadlock.
final class Timeline: Sendable {
  struct State {
    var now: Duration = .zero
    var queue = TimerQueue<TimelineEntry>()
  }

  let state = LockedState(State())

  /// Schedules an action `delay` after `now`; a negative delay counts as zero.
  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
    let token = state.withLock { state in
      state.queue.insert(.action(action), at: state.now + max(delay, .zero))
    }
    return ScheduledAction(timeline: self, token: token)
  }

  /// Drops the action for `token` (a ``ScheduledAction``'s); what it captured is released
  /// after the lock.
  func cancel(_ token: TimerQueue<TimelineEntry>.Token) {
    let removed = state.withLock { $0.queue.remove(token) }
    _ = removed
  }

  /// Removes the first entry due at or before `limit` and moves `now` to its deadline.
  /// When nothing more is due and `settling`, moves `now` to `limit` in the same critical
  /// section, so that a sleeper registering at that moment sees the new time.
  func popFirst(dueBy limit: Duration?, settling: Bool) -> TimelineEntry? {
    state.withLock { state in
      if let (deadline, payload) = state.queue.popFirst(dueBy: limit) {
        state.now = max(state.now, deadline)
        return payload
      }
      if settling, let limit { state.now = max(state.now, limit) }
      return nil
    }
  }

  /// Runs every entry due by `limit` (everything when `nil`), in deadline order, including
  /// entries scheduled while it runs; with `settling`, leaves `now` at `limit`.
  @MainActor func runDue(upTo limit: Duration?, settling: Bool) {
    while let entry = popFirst(dueBy: limit, settling: settling) {
      Timeline.run(entry)
    }
  }

  /// Runs one entry outside the lock.
  @MainActor static func run(_ entry: TimelineEntry) {
    switch entry {
    case .action(let action): action()
    case .sleeper(let continuation): continuation.resume()
    }
  }

  /// Suspends the current task until `deadline`, or throws `CancellationError` when the
  /// task is cancelled first.
  func sleep(until deadline: Duration) async throws {
    let registration = SleepRegistration()
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
        enum Outcome { case wait, resume, cancel }
        let outcome = state.withLock { state -> Outcome in
          if registration.isCancelled { return .cancel }
          if deadline <= state.now { return .resume }
          registration.token = state.queue.insert(TimelineEntry.sleeper(continuation), at: deadline)
          return .wait
        }
        switch outcome {
        case .wait: break
        case .resume: continuation.resume()
        case .cancel: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let removed = state.withLock { state -> TimelineEntry? in
        registration.isCancelled = true
        return registration.token.flatMap { state.queue.remove($0) }
      }
      if case .sleeper(let continuation) = removed {
        continuation.resume(throwing: CancellationError())
      }
    }
  }
}

/// The link between a sleeping task and its queue entry. Only read or written while the
/// timeline's lock is held.
private final class SleepRegistration: @unchecked Sendable {
  var token: TimerQueue<TimelineEntry>.Token?
  var isCancelled = false
}
