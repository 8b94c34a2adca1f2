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

  /// Drops the payload for `token`; a sleeper is resumed with `CancellationError`.
  func cancel(_ token: TimerQueue<TimelineEntry>.Token) {
    let removed = state.withLock { $0.queue.remove(token) }
    if case .sleeper(let continuation) = removed {
      continuation.resume(throwing: CancellationError())
    }
  }

  /// Removes the first entry due at or before `limit`, moving `now` to its deadline.
  func popFirst(dueBy limit: Duration?) -> TimelineEntry? {
    state.withLock { state in
      guard let (deadline, payload) = state.queue.popFirst(dueBy: limit) else { return nil }
      state.now = max(state.now, deadline)
      return payload
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
