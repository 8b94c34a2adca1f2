import Testing

/// `withTimeLimit(_:sourceLocation:_:)`, the hang guard of the tests that wait on clocks.
@Suite @MainActor struct TimeLimitTests {
  @MainActor private final class Outcome {
    var wasCancelled = false
  }

  @Test func aBodyStillRunningAtItsLimitIsReportedThenCancelled() async throws {
    let outcome = Outcome()
    try await withKnownIssue {
      try await withTimeLimit(.milliseconds(100)) {
        do {
          try await Task.sleep(for: .seconds(600))
        } catch {
          outcome.wasCancelled = error is CancellationError
        }
      }
    } matching: { issue in
      issue.description.contains("Time limit exceeded")
    }
    #expect(outcome.wasCancelled)
  }

  @Test func aBodyThatReturnsInTimeRecordsNothingAndIsNotCancelled() async throws {
    let outcome = Outcome()
    try await withTimeLimit(hangGuard) { outcome.wasCancelled = Task.isCancelled }
    #expect(!outcome.wasCancelled)
  }
}
