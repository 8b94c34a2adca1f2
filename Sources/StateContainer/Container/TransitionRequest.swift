/// A request for a state whose outcome can be awaited; made by
/// ``StateContainer/requestStateTransition(to:animated:evenIfCurrent:)``.
///
/// The handle holds only the outcome, not the container: awaiting it does not keep the
/// container alive, so releasing the container ends the wait with
/// ``TransitionOutcome/dropped``.
///
/// ```swift
/// let request = screen.requestStateTransition(to: .ready(comments), animated: true)
/// clock.run()
/// #expect(await request.outcome == .completed)
/// ```
@MainActor public final class TransitionRequest {
  /// The outcome, once it has been reported; `nil` while the request waits or runs.
  public private(set) var reportedOutcome: TransitionOutcome?
  private var waiters: [CheckedContinuation<TransitionOutcome, Never>] = []

  init() {}

  /// The request's outcome: returned at once if it is known, else as soon as it is
  /// reported. Any number of tasks may await it.
  ///
  /// Cancelling an awaiting task does not cancel the transition, nor end the wait early:
  /// the outcome is always reported, so the wait always ends.
  public var outcome: TransitionOutcome {
    get async {
      if let reportedOutcome { return reportedOutcome }
      return await withCheckedContinuation { waiters.append($0) }
    }
  }

  /// Records `outcome` and resumes every waiter.
  func deliver(_ outcome: TransitionOutcome) {
    guard reportedOutcome == nil else { return }
    reportedOutcome = outcome
    let resumed = waiters
    waiters = []
    for waiter in resumed { waiter.resume(returning: outcome) }
  }
}
