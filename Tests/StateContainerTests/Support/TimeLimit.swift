import Testing

/// How long a hang guard waits: far longer than any guarded test takes alone, even under a
/// sanitizer on two cores busy with every other test (where a pool of two threads is
/// shared by the tests that spawn many tasks); it only turns a hang into a failure.
let hangGuard = Duration.seconds(300)

/// Runs `body` on the main actor and records an issue if it has not returned `limit` after
/// it started, then cancels it: its sleeps on any clock end with `CancellationError`.
///
/// A hang guard whose limit measures the test, never its wait behind other tests. Swift
/// Testing's `.timeLimit` counts from the moment a test is started, before a main-actor
/// test even gets the main actor, so a test queued behind a long main-actor test (a bigger
/// random run, a slower machine, a sanitizer build) can use up its limit without running.
/// This limit starts inside the test, on a real clock, once the test holds the main actor:
/// call it first thing in the test. At its own suspension points the body still shares the
/// main actor, but no test holds it for long (the random sequences yield between
/// steps, at background priority). Meant for bodies of milliseconds that could wait forever on a lost wake-up
/// or a deadlock: a limit of a minute or more, never a performance budget.
///
/// - Parameters:
///   - limit: How long the body may run, from its first statement.
///   - sourceLocation: Where to report the issue; the caller's line by default.
///   - body: The test's body.
@MainActor
func withTimeLimit(
  _ limit: Duration,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: @escaping @MainActor @Sendable () async throws -> Void
) async throws {
  try await withThrowingTaskGroup(of: Void.self) { group in
    group.addTask { try await body() }
    group.addTask {
      // Off the main actor, so that a body that never lets go of it is reported too.
      do { try await Task.sleep(for: limit, clock: .suspending) } catch { return }
      Issue.record(
        "Time limit exceeded: the body had not returned \(limit) after it started; cancelling it",
        sourceLocation: sourceLocation)
    }
    // The first to finish cancels the other: a returned body, its watchdog; the watchdog,
    // a body that is still running.
    defer { group.cancelAll() }
    try await group.next()
  }
}
