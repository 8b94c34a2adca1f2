/// A request for a state whose outcome can be awaited; it does not keep the container
/// alive, so the wait always ends (<doc:ContextResponsesAndEvents#Awaiting-a-request>).
@MainActor public final class TransitionRequest {
  /// The outcome, once it has been reported; `nil` while the request waits or runs.
  @exclusivity(unchecked) public private(set) var reportedOutcome: TransitionOutcome?
  @exclusivity(unchecked) private var waiters: [CheckedContinuation<TransitionOutcome, Never>] = []
  /// The containers of a deep link whose outcome has not come yet, when this is a link's handle.
  @exclusivity(unchecked) @usableFromInline var waitingContainers = 0
  /// A held link's components kept in its containers, which it takes back if it ends unapplied.
  @exclusivity(unchecked) var heldLink: HeldLinkKept?

  init() {}

  /// The request's outcome: at once if known, else as soon as it is reported. Cancelling
  /// an awaiting task cancels neither the transition nor the wait.
  public var outcome: TransitionOutcome {
    get async {
      if let reportedOutcome { return reportedOutcome }
      return await withCheckedContinuation { waiters.append($0) }
    }
  }

  /// Requests that report this one's outcome too: a link that waited for an interactive
  /// transition reports the outcome of the link read after it.
  @exclusivity(unchecked) private var forwards: [TransitionRequest] = []

  func deliver(_ outcome: TransitionOutcome) {
    guard reportedOutcome == nil else { return }
    reportedOutcome = outcome
    let resumed = waiters
    waiters = []
    for waiter in resumed { waiter.resume(returning: outcome) }
    let forwarded = forwards
    forwards = []
    for request in forwarded { request.deliver(outcome) }
  }

  /// Delivers this request's outcome to `other` too, at once if it is known.
  func forward(to other: TransitionRequest) {
    if let reportedOutcome { return other.deliver(reportedOutcome) }
    forwards.append(other)
  }
}
