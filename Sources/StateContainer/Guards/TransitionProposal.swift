/// A transition a container is about to make, as its guard sees it
/// (<doc:NavigatingBetweenScreens#Guards-discard-your-draft>). A top-level generic, since the
/// module and the class are both named `StateContainer`.
public struct TransitionProposal<State> {
  /// The state being left (the one the container heads to); `nil` before it has any state.
  public var from: State?
  /// The state the container would head to.
  public var to: State
  /// Whether the transition would be animated.
  public var animated: Bool
  /// What proposed it; a move made while another is held is proposed combined with it.
  public var cause: TransitionCause
  /// Whether the app would drive it from a gesture (an interactive transition, such as a
  /// swipe back): a guard may refuse the swipe and still allow the back button
  /// (<doc:AnimatingTransitions#Interactive-transitions>). Not part of ``description``.
  public var isInteractive: Bool

  /// Creates a proposal; the container makes them, tests make them to compare.
  ///
  /// - Parameters:
  ///   - from: The state being left.
  ///   - to: The state headed to.
  ///   - animated: Whether the transition would be animated.
  ///   - cause: What proposed it.
  @inlinable public init(from: State?, to: State, animated: Bool, cause: TransitionCause) {
    self.init(from: from, to: to, animated: animated, cause: cause, isInteractive: false)
  }

  /// Creates a proposal of a change the app may drive from a gesture.
  ///
  /// - Parameters:
  ///   - from: The state being left.
  ///   - to: The state headed to.
  ///   - animated: Whether the transition would be animated.
  ///   - cause: What proposed it.
  ///   - isInteractive: Whether the app would drive it from a gesture.
  @inlinable public init(
    from: State?, to: State, animated: Bool, cause: TransitionCause, isInteractive: Bool
  ) {
    self.from = from
    self.to = to
    self.animated = animated
    self.cause = cause
    self.isInteractive = isInteractive
  }
}

extension TransitionProposal: Sendable where State: Sendable {}

extension TransitionProposal: Equatable where State: Equatable {}

extension TransitionProposal: Hashable where State: Hashable {}

extension TransitionProposal: CustomStringConvertible {
  /// The proposal as one line: `request(from: a, to: b, animated: true)`,
  /// `back(2)(from: c, to: a, animated: false)`.
  public var description: String {
    let from = from.map { String(describing: $0) } ?? "nil"
    let cause: String =
      switch cause {
      case .request: "request"
      case .back(let steps): "back(\(steps))"
      case .navigation: "navigation"
      case .deepLink(let url): "deepLink(\(url))"
      case .restoration: "restoration"
      }
    return "\(cause)(from: \(from), to: \(to), animated: \(animated))"
  }
}
