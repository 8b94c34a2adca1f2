/// A transition that a gesture drives: it follows the progress the app reports, then runs
/// the rest of the way on the container's clock when the app finishes or cancels it
/// (<doc:AnimatingTransitions#Interactive-transitions>).
///
/// Begin one with ``StateContainer/beginInteractiveTransition(to:)`` or
/// ``StateContainer/beginInteractiveGoBack(_:)``. The handle does not keep the container
/// alive; releasing the container cancels the transition.
@MainActor public final class InteractiveTransition {
  /// Where an interactive transition stands.
  public enum Phase: Hashable, Sendable, CustomStringConvertible {
    /// It follows ``InteractiveTransition/update(progress:)``.
    case interacting
    /// ``InteractiveTransition/finish(velocity:)`` let it go: it runs to its end on the clock.
    case finishing
    /// ``InteractiveTransition/cancel(velocity:)`` let it go: it runs back on the clock.
    case cancelling
    /// It ended in the state it went to.
    case finished
    /// It ended in the state it began in; the container's state and history are as before.
    case cancelled
    /// It never began, for the reason given; nothing changed, unless a guard held the change.
    case notBegun(NotBegunReason)

    /// The case's name: `interacting`, `notBegun(refused)`.
    public var description: String {
      switch self {
      case .interacting: "interacting"
      case .finishing: "finishing"
      case .cancelling: "cancelling"
      case .finished: "finished"
      case .cancelled: "cancelled"
      case .notBegun(let reason): "notBegun(\(reason))"
      }
    }
  }

  /// Why an interactive transition did not begin; its ``InteractiveTransition/request``
  /// reports the matching ``TransitionOutcome``.
  public enum NotBegunReason: Hashable, Sendable, CustomStringConvertible {
    /// The guard refused the change (``TransitionOutcome/refused``).
    case refused
    /// The guard held the change: it waits as ``StateContainer/heldTransition``, as any held
    /// change does, and the request reports its outcome when the app proceeds or cancels it.
    case held
    /// The change goes nowhere: its state is current (``TransitionOutcome/alreadyCurrent``).
    case alreadyCurrent
    /// The change cannot be made, and a ``LifecycleDiagnostic`` says why
    /// (``TransitionOutcome/invalid``): a back with too short a history.
    case invalid
    /// The container cannot begin one now (``TransitionOutcome/dropped``). With an
    /// ``LifecycleDiagnostic/Kind/interactiveTransitionMisuse`` diagnostic: it is off screen,
    /// another interactive transition of it is under way, or a hook is running. Without
    /// one, since a gesture that arrives then is not a mistake: a transition or a
    /// presentation step is under way, a request or a held change waits, or a screen a pop
    /// would remove holds a change. (A hook the change runs as it is applied may also take
    /// the container off screen: the change then runs as an ordinary one, and ``request``
    /// reports its outcome.)
    case busy

    /// The case's name, `refused`.
    public var description: String {
      switch self {
      case .refused: "refused"
      case .held: "held"
      case .alreadyCurrent: "alreadyCurrent"
      case .invalid: "invalid"
      case .busy: "busy"
      }
    }
  }

  /// Where the transition stands.
  public internal(set) var phase: Phase
  /// The progress last reported, from 0 (where it began) to 1 (where it goes).
  public internal(set) var progress: Double = 0
  /// The request of the change: ``TransitionOutcome/completed`` once finished,
  /// ``TransitionOutcome/cancelled`` once cancelled (or when the container is released
  /// first), or why it did not begin.
  public let request: TransitionRequest
  /// What the app drives: set once the beginning has run; `nil` once let go or never begun.
  weak var driver: (any InteractiveTransitionDriver)?
  /// The container it runs in, from its beginning until it is let go.
  weak var container: (any InteractiveTransitionDriver)?
  /// The children the transition moves that adopt `StateTransitioning`, removed ones first:
  /// what an update tells, without a generic lookup.
  var following: [MovedChild] = []
  /// The container's name, for diagnostics after it is gone.
  let containerName: String
  /// Whether its transition began; until then, an outcome says why it did not.
  var hasBegun = false

  init(containerName: String) {
    self.containerName = containerName
    self.phase = .interacting
    self.request = TransitionRequest()
  }

  /// Whether the app still drives it: ``Phase/interacting``.
  public var isInteractive: Bool { phase == .interacting }

  /// Moves the transition to `progress` and tells each `StateTransitioning` child
  /// (``StateTransitioning/stateTransitionDidUpdate(progress:isAppearing:)``).
  ///
  /// A value outside 0…1 is clamped, and one that is not a number is ignored, each with a
  /// ``LifecycleDiagnostic/Kind/interactiveTransitionMisuse`` diagnostic, as is a call once
  /// the transition is let go.
  ///
  /// - Parameter progress: How far the gesture has come, from 0 to 1.
  /// - Complexity: O(n) in the children the transition adds and removes; no allocation.
  public func update(progress: Double) {
    guard let driver = activeDriver(for: "update(progress: \(progress))") else { return }
    guard !progress.isNaN else {
      misuse("update(progress: nan) is not a number; ignored.")
      return
    }
    var clamped = progress
    if progress < 0 || progress > 1 {
      clamped = min(max(progress, 0), 1)
      misuse("update(progress: \(progress)) is outside 0…1; taken as \(clamped).")
    }
    self.progress = clamped
    // A hook that ends the transition (a disappearance it causes) stops the round.
    for child in following where phase == .interacting {
      if ObserverRegistry.isObserving { driver.interactionUpdateObserved(child, progress: clamped) }
      child.transitioning?.stateTransitionDidUpdate(progress: clamped, isAppearing: child.isAppearing)
    }
  }

  /// Lets go toward the end: the rest of the transition runs on the container's clock, each
  /// child's time scaled by what is left, and sooner at a `velocity`
  /// (<doc:AnimatingTransitions#Finishing-and-cancelling>).
  ///
  /// A second ``finish(velocity:)`` or ``cancel(velocity:)`` is ignored with a diagnostic.
  ///
  /// - Parameter velocity: How fast the gesture moved toward the end when it let go, in
  ///   progress per second; 0 unless given. Negative or not a number counts as 0.
  public func finish(velocity: Double = 0) {
    guard activeDriver(for: "finish(velocity: \(velocity))") != nil else { return }
    letGo(cancelled: false, velocity: checked(velocity, call: "finish"))
  }

  /// Lets go toward the start: the transition runs back on the container's clock, each
  /// child's time scaled by how far it had come, and sooner at a `velocity`; it then ends
  /// where it began (<doc:AnimatingTransitions#Finishing-and-cancelling>).
  ///
  /// - Parameter velocity: How fast the gesture moved back toward the start when it let go,
  ///   in progress per second; 0 unless given. Negative or not a number counts as 0.
  public func cancel(velocity: Double = 0) {
    guard activeDriver(for: "cancel(velocity: \(velocity))") != nil else { return }
    letGo(cancelled: true, velocity: checked(velocity, call: "cancel"))
  }

  /// Lets go, from the app or from the container (a disappearance cancels `atOnce`: the
  /// rest then takes no time), with a checked velocity.
  func letGo(cancelled: Bool, velocity: Double, atOnce: Bool = false) {
    phase = cancelled ? .cancelling : .finishing
    driver = nil
    following = []
    container?.interactionEnded(cancelled: cancelled, velocity: velocity, atOnce: atOnce)
  }

  // MARK: - Internals

  /// The driver, while the app still drives the transition; otherwise reports `call` and
  /// returns `nil`.
  private func activeDriver(for call: @autoclosure () -> String) -> (any InteractiveTransitionDriver)? {
    if phase == .interacting, let driver { return driver }
    misuse("\(call()) on an interactive transition that is \(phase); ignored.")
    return nil
  }

  private static func reason(for outcome: TransitionOutcome) -> NotBegunReason {
    switch outcome {
    case .refused: .refused
    case .alreadyCurrent: .alreadyCurrent
    case .invalid: .invalid
    case .completed, .superseded, .dropped, .cancelled: .busy
    }
  }

  private func checked(_ velocity: Double, call: String) -> Double {
    guard velocity.isNaN || velocity < 0 else { return velocity }
    misuse("\(call)(velocity: \(velocity)) is negative or not a number; taken as 0.")
    return 0
  }

  private func misuse(_ message: String) {
    LifecycleDiagnostic.report(.interactiveTransitionMisuse, "\(containerName): \(message)")
  }

  /// The transition did not begin, for `reason`.
  func notBegun(_ reason: NotBegunReason) {
    phase = .notBegun(reason)
    driver = nil
    following = []
  }

  /// The report the container delivers the change's outcome to: it sets the phase, then
  /// reports to ``request``. A report freed unreported (the container released mid-gesture)
  /// delivers ``TransitionOutcome/dropped``, which a begun transition reports as cancelled.
  func makeReport() -> OutcomeReport {
    OutcomeReport { [weak self] outcome in self?.reported(outcome) }
  }

  private func reported(_ outcome: TransitionOutcome) {
    driver = nil
    following = []
    guard hasBegun else {
      if phase == .interacting { phase = .notBegun(Self.reason(for: outcome)) }
      request.deliver(outcome)
      return
    }
    phase = outcome == .completed ? .finished : .cancelled
    request.deliver(outcome == .completed ? .completed : .cancelled)
  }
}

/// What an ``InteractiveTransition`` drives: the container that began it.
@MainActor protocol InteractiveTransitionDriver: AnyObject {
  /// Tells the lifecycle observers that `child` is told `progress`.
  func interactionUpdateObserved(_ child: MovedChild, progress: Double)
  /// The app let go; `velocity` is checked.
  func interactionEnded(cancelled: Bool, velocity: Double, atOnce: Bool)
}
