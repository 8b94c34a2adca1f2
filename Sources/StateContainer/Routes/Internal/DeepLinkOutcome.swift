/// The outcome of a whole link, on its handle: the first container's outcome that is not a
/// success, else ``TransitionOutcome/completed`` once every container that changes has
/// completed. Kept on the handle itself, so that a link makes one object fewer.
extension TransitionRequest {
  /// Where one container's outcome goes.
  @usableFromInline func containerReport() -> OutcomeReport {
    waitingContainers += 1
    return OutcomeReport(link: self)
  }

  /// Makes `report` (a plain step) report one container's outcome here.
  @usableFromInline func count(_ report: OutcomeReport) {
    waitingContainers += 1
    report.link = self
  }

  /// One container's outcome.
  func containerReported(_ outcome: TransitionOutcome) {
    switch outcome {
    case .completed, .alreadyCurrent:
      waitingContainers -= 1
      if waitingContainers == 0 { deliver(.completed) }
    default:
      finish(outcome)
    }
  }

  /// Ends the link with `outcome`, not a success: a held link takes back what it kept.
  func finish(_ outcome: TransitionOutcome) {
    if let heldLink {
      self.heldLink = nil
      heldLink.drop()
    }
    deliver(outcome)
  }

  /// A link that changes nothing is already current. Nothing waits either once every
  /// container has completed, but then the handle has its outcome, and keeps it.
  func finishIfNothingChanged() {
    if waitingContainers == 0 { deliver(.alreadyCurrent) }
  }
}
