/// The outcome of a whole link: the first container's outcome that is not a success, else
/// ``TransitionOutcome/completed`` once every container that changes has completed.
@MainActor @usableFromInline final class DeepLinkOutcome {
  /// The handle the caller awaits.
  let request = TransitionRequest()
  /// The containers whose outcome has not come yet.
  @exclusivity(unchecked) private var waiting = 0

  /// Where one container's outcome goes.
  @usableFromInline func containerReport() -> OutcomeReport {
    waiting += 1
    return OutcomeReport(link: self)
  }

  /// Makes `report` (a plain step) report one container's outcome here.
  @usableFromInline func count(_ report: OutcomeReport) {
    waiting += 1
    report.link = self
  }

  /// One container's outcome.
  func containerReported(_ outcome: TransitionOutcome) {
    switch outcome {
    case .completed, .alreadyCurrent:
      waiting -= 1
      if waiting == 0 { request.deliver(.completed) }
    default:
      request.deliver(outcome)
    }
  }

  /// Ends the link with `outcome`.
  func finish(_ outcome: TransitionOutcome) { request.deliver(outcome) }

  /// A link that changes nothing is already current. Nothing waits either once every
  /// container has completed, but then the handle has its outcome, and keeps it.
  func finishIfNothingChanged() {
    if waiting == 0 { request.deliver(.alreadyCurrent) }
  }
}
