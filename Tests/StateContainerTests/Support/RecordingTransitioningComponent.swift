import StateContainer

/// A recording component that animates its own part of a state transition, with a fixed
/// delay and duration, and writes its `StateTransitioning` hooks into the log.
@MainActor
final class RecordingTransitioningComponent: RecordingComponent, StateTransitioning {
  var delay: Duration
  var duration: Duration
  /// Runs after each `stateTransitionDidUpdate` is logged.
  var onUpdate: (() -> Void)?

  init(_ name: String, log: RecordingLog, delay: Duration = .zero, duration: Duration) {
    self.delay = delay
    self.duration = duration
    super.init(name, log: log)
  }

  func stateTransitionDuration(isAppearing: Bool) -> Duration { duration }

  func stateTransitionDelay(isAppearing: Bool) -> Duration { delay }

  func stateTransitionWillBegin(isAppearing: Bool) {
    log.record("\(name).stateTransitionWillBegin(isAppearing: \(isAppearing))")
  }

  func animateAlongsideStateTransition(isAppearing: Bool) {
    log.record("\(name).animateAlongsideStateTransition(isAppearing: \(isAppearing))")
  }

  func stateTransitionDidEnd(isAppearing: Bool) {
    log.record("\(name).stateTransitionDidEnd(isAppearing: \(isAppearing))")
  }

  func stateTransitionDidUpdate(progress: Double, isAppearing: Bool) {
    log.record("\(name).stateTransitionDidUpdate(progress: \(progress), isAppearing: \(isAppearing))")
    onUpdate?()
  }

  func stateTransitionInteractionDidEnd(isCancelled: Bool, remaining: Duration, isAppearing: Bool) {
    log.record(
      "\(name).stateTransitionInteractionDidEnd(isCancelled: \(isCancelled), "
        + "remaining: \(RecordingLog.milliseconds(remaining))ms, isAppearing: \(isAppearing))")
  }

  func stateTransitionDidCancel(isAppearing: Bool) {
    log.record("\(name).stateTransitionDidCancel(isAppearing: \(isAppearing))")
  }
}
