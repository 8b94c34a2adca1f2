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

  /// Called as the app moves an interactive transition that adds or removes the component:
  /// follow `progress` with your own animation
  /// (<doc:AnimatingTransitions#Interactive-transitions>).
  ///
  /// - Parameters:
  ///   - progress: How far the transition has come, from 0 to 1.
  ///   - isAppearing: `true` when the component is being added, `false` when removed.
  func stateTransitionDidUpdate(progress: Double, isAppearing: Bool)

  /// Called when the app lets go of an interactive transition: it runs on toward its end,
  /// or back when `isCancelled`, for `remaining` on the container's clock.
  ///
  /// - Parameters:
  ///   - isCancelled: Whether the transition runs back to where it began.
  ///   - remaining: How long the rest takes.
  ///   - isAppearing: `true` when the component is being added, `false` when removed.
  func stateTransitionInteractionDidEnd(isCancelled: Bool, remaining: Duration, isAppearing: Bool)

  /// Called on the clock when a cancelled interactive transition has run back, in place of
  /// ``stateTransitionDidEnd(isAppearing:)``, just before the component's `didDisappear`
  /// (it was being added) or `didAppear` (it was being removed, and stays).
  ///
  /// - Parameter isAppearing: `true` when the component was being added, `false` when removed.
  func stateTransitionDidCancel(isAppearing: Bool)
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
  /// Does nothing.
  public func stateTransitionDidUpdate(progress: Double, isAppearing: Bool) {}
  /// Does nothing.
  public func stateTransitionInteractionDidEnd(isCancelled: Bool, remaining: Duration, isAppearing: Bool) {}
  /// Does nothing.
  public func stateTransitionDidCancel(isAppearing: Bool) {}
}
