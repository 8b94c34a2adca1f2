import StateContainer

/// A spinner that fades in and out with the state, like the original example's
/// `ActivityIndicatorViewController`.
///
/// It adopts ``StateTransitioning`` to time its own part of a transition: it waits
/// ``appearDelay`` before fading in, so a quick reload does not flash a spinner, and it fades
/// over ``fadeDuration`` both ways.
final class ActivityIndicator: Component, StateTransitioning {
  /// How long a fade takes, in and out.
  static let fadeDuration: Duration = .milliseconds(250)
  /// How long the spinner waits before it starts to fade in.
  static let appearDelay: Duration = .milliseconds(150)

  /// Whether the spinner turns; it turns while it is on screen, as `UIActivityIndicatorView` would.
  private(set) var isAnimating = false
  /// How opaque the spinner is, from 0 to 1.
  private(set) var opacity = 1.0

  override func willAppear(animated: Bool) {
    isAnimating = true
  }

  override func didDisappear(animated: Bool) {
    isAnimating = false
  }

  func stateTransitionDuration(isAppearing: Bool) -> Duration {
    Self.fadeDuration
  }

  func stateTransitionDelay(isAppearing: Bool) -> Duration {
    isAppearing ? Self.appearDelay : .zero
  }

  func stateTransitionWillBegin(isAppearing: Bool) {
    if isAppearing {
      opacity = 0
    }
  }

  func animateAlongsideStateTransition(isAppearing: Bool) {
    opacity = isAppearing ? 1 : 0
  }

  func stateTransitionDidEnd(isAppearing: Bool) {
    opacity = 1
  }
}
