/// The outcome of a whole link: the first container's outcome that is not a success, else
/// ``TransitionOutcome/completed`` once every container that changes has completed.
@MainActor @usableFromInline final class DeepLinkOutcome {
  /// The handle the caller awaits.
  let request = TransitionRequest()
  /// The containers whose outcome has not come yet.
  @exclusivity(unchecked) private var waiting = 0
  /// The link, once held: if it ends without being applied, it takes back the components
  /// it kept in its containers (those they still keep).
  var held: HeldLinkKept?

  /// Where one container's outcome goes.
  @usableFromInline func containerReport() -> OutcomeReport {
    waiting += 1
    return OutcomeReport { outcome in self.containerReported(outcome) }
  }

  private func containerReported(_ outcome: TransitionOutcome) {
    switch outcome {
    case .completed, .alreadyCurrent:
      waiting -= 1
      if waiting == 0 { request.deliver(.completed) }
    default:
      finish(outcome)
    }
  }

  /// Ends the link with `outcome`.
  func finish(_ outcome: TransitionOutcome) {
    if let held {
      self.held = nil
      held.drop()
    }
    request.deliver(outcome)
  }

  /// A link that changes nothing is already current. Nothing waits either once every
  /// container has completed, but then the handle has its outcome, and keeps it.
  func finishIfNothingChanged() {
    if waiting == 0 { request.deliver(.alreadyCurrent) }
  }
}
