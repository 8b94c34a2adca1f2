/// Adopted by components that animate their own part of a state transition.
///
/// When a container makes an animated transition, each child that adopts this protocol
/// drives its own timing. At the start, the container calls
/// ``stateTransitionWillBegin(isAppearing:)``; after ``stateTransitionDelay(isAppearing:)``
/// the clock runs ``animateAlongsideStateTransition(isAppearing:)``; after a further
/// ``stateTransitionDuration(isAppearing:)`` it runs
/// ``stateTransitionDidEnd(isAppearing:)`` and then the child's completion
/// (`didAppear`/`didDisappear`). Children that do not adopt it complete after the
/// container's ``StateContainer/defaultTransitionDuration``.
///
/// Every requirement has a default: a 350 ms duration, no delay, and empty hooks.
///
/// ```swift
/// final class ActivityIndicator: Component, StateTransitioning {
///   var opacity = 1.0
///   func stateTransitionDuration(isAppearing: Bool) -> Duration { .milliseconds(250) }
///   func animateAlongsideStateTransition(isAppearing: Bool) {
///     opacity = isAppearing ? 1 : 0
///   }
/// }
/// ```
///
/// Negative delays and durations count as zero, with a
/// ``LifecycleDiagnostic/Kind/negativeTiming`` diagnostic.
@MainActor public protocol StateTransitioning: AnyObject {
  /// How long the component's own animation lasts, after its delay.
  ///
  /// - Parameter isAppearing: `true` when the component is being added, `false` when removed.
  /// - Returns: The duration; 350 ms by default.
  func stateTransitionDuration(isAppearing: Bool) -> Duration

  /// How long to wait before the component's animation starts.
  ///
  /// - Parameter isAppearing: `true` when the component is being added, `false` when removed.
  /// - Returns: The delay; zero by default.
  func stateTransitionDelay(isAppearing: Bool) -> Duration

  /// Called at once when an animated transition that adds or removes the component
  /// starts, after all appearance hooks of the transition's start. Does nothing by default.
  ///
  /// - Parameter isAppearing: `true` when the component is being added, `false` when removed.
  func stateTransitionWillBegin(isAppearing: Bool)

  /// Called on the clock when the delay has passed: set the values the animation moves to.
  /// Does nothing by default.
  ///
  /// - Parameter isAppearing: `true` when the component is being added, `false` when removed.
  func animateAlongsideStateTransition(isAppearing: Bool)

  /// Called on the clock when the duration has passed after the delay, just before the
  /// component's `didAppear` or `didDisappear`. Does nothing by default.
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
