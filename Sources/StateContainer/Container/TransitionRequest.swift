/// A request for a state whose outcome can be awaited; it does not keep the container
/// alive, so the wait always ends (<doc:ContextResponsesAndEvents#Awaiting-a-request>).
@MainActor public final class TransitionRequest {
  /// The outcome, once it has been reported; `nil` while the request waits or runs.
  public private(set) var reportedOutcome: TransitionOutcome?
  private var waiters: [CheckedContinuation<TransitionOutcome, Never>] = []

  init() {}

  /// The request's outcome: at once if known, else as soon as it is reported. Cancelling
  /// an awaiting task cancels neither the transition nor the wait.
  public var outcome: TransitionOutcome {
    get async {
      if let reportedOutcome { return reportedOutcome }
      return await withCheckedContinuation { waiters.append($0) }
    }
  }

  func deliver(_ outcome: TransitionOutcome) {
    guard reportedOutcome == nil else { return }
    reportedOutcome = outcome
    let resumed = waiters
    waiters = []
    for waiter in resumed { waiter.resume(returning: outcome) }
  }
}
