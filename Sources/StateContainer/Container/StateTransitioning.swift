/// Adopted by components that animate their own part of a state transition: its delay,
/// duration and hooks, each with a default (<doc:AnimatingTransitions#Adopting-StateTransitioning>).
@MainActor public protocol StateTransitioning: AnyObject {
  /// How long the component's own animation lasts, after its delay; 350 ms by default.
  ///
  /// - Parameter isAppearing: `true` when the component is being added, `false` when removed.
  func stateTransitionDuration(isAppearing: Bool) -> Duration

  /// How long to wait before the component's animation starts; zero by default.
  ///
  /// - Parameter isAppearing: `true` when the component is being added, `false` when removed.
  func stateTransitionDelay(isAppearing: Bool) -> Duration

  /// Called when an animated transition that adds or removes the component starts, after
  /// the appearance hooks of its start.
  ///
  /// - Parameter isAppearing: `true` when the component is being added, `false` when removed.
  func stateTransitionWillBegin(isAppearing: Bool)

  /// Called on the clock when the delay has passed: set the values the animation moves to.
  ///
  /// - Parameter isAppearing: `true` when the component is being added, `false` when removed.
  func animateAlongsideStateTransition(isAppearing: Bool)

  /// Called on the clock when the duration has passed, just before `didAppear` or `didDisappear`.
  ///
  /// - Parameter isAppearing: `true` when the component is being added, `false` when removed.
  func stateTransitionDidEnd(isAppearing: Bool)
}

extension StateTransitioning {
  /// 350 milliseconds.
  public func stateTransitionDuration(isAppearing: Bool) -> Duration { .milliseconds(350) }
  /// Zero.
  public func stateTransitionDelay(isAppearing: Bool) -> Duration { .zero }
  /// Does nothing.
  public func stateTransitionWillBegin(isAppearing: Bool) {}
  /// Does nothing.
  public func animateAlongsideStateTransition(isAppearing: Bool) {}
  /// Does nothing.
  public func stateTransitionDidEnd(isAppearing: Bool) {}
}
