import StateContainer

/// The list of comments, the headless stand-in for the original `UITableViewController`.
///
/// The list is a child in both states, so the container keeps it across every transition:
/// it appears once, with the screen, and never gets another lifecycle callback. The screen
/// fills it in `willTransition(to:animated:)`, the way the original filled its table view.
///
/// Because a kept child is not part of the container's animation, the list fades its new
/// rows in by itself: ``show(_:fadeInOver:on:)`` schedules the fade on the clock it is
/// given, the screen's own, so the fade runs on the same timeline as the spinner's.
final class CommentList: Component {
  /// How long new rows take to fade in.
  static let fadeDuration: Duration = .milliseconds(250)

  /// A step of a fade, as ``fadeObserver`` hears it.
  enum FadeStep: Equatable {
    /// The rows start to fade in, from transparent.
    case began
    /// The rows are fully opaque.
    case ended
  }

  /// The rows the list shows, in order.
  private(set) var comments: [Comment] = []
  /// How opaque the rows are, from 0 to 1; like a layer's model value, it holds the
  /// fade's target while the fade runs.
  private(set) var rowOpacity = 1.0
  /// Whether the rows are fading in now.
  private(set) var isFadingIn = false
  /// Whether the rows are drawn dimmed: transparent before a fade begins, or fading in.
  var rowsAreDimmed: Bool { isFadingIn || rowOpacity < 1 }
  /// Told when a fade begins and ends, on the clock, just after the list has changed.
  var fadeObserver: (@MainActor (FadeStep) -> Void)?

  /// The two steps of the fade in flight, so that a newer fill can cancel them.
  private var fadeActions: [ScheduledAction] = []

  /// Shows `comments` at once, fully opaque.
  ///
  /// - Parameter comments: The new rows.
  func show(_ comments: [Comment]) {
    cancelFade()
    self.comments = comments
    rowOpacity = 1
  }

  /// Shows `comments` and fades them in over `duration`, timed by `clock`.
  ///
  /// The rows become transparent now; the fade begins in a zero-delay action on `clock`
  /// and ends `duration` later, so nothing timed happens inside this call, the same rule
  /// the container follows for its own timed steps.
  ///
  /// - Parameters:
  ///   - comments: The new rows.
  ///   - duration: How long the fade takes.
  ///   - clock: The clock that times the fade: pass the screen's, so the fade and the
  ///     container's animations share one timeline.
  func show(_ comments: [Comment], fadeInOver duration: Duration, on clock: any TransitionClock) {
    cancelFade()
    self.comments = comments
    rowOpacity = 0
    fadeActions = [
      clock.schedule(after: .zero) { [weak self] in self?.fadeDidBegin() },
      clock.schedule(after: duration) { [weak self] in self?.fadeDidEnd() },
    ]
  }

  private func fadeDidBegin() {
    isFadingIn = true
    rowOpacity = 1
    fadeObserver?(.began)
  }

  private func fadeDidEnd() {
    isFadingIn = false
    fadeActions = []
    fadeObserver?(.ended)
  }

  /// Stops a fade in flight, if there is one.
  private func cancelFade() {
    for action in fadeActions { action.cancel() }
    fadeActions = []
    isFadingIn = false
  }
}
