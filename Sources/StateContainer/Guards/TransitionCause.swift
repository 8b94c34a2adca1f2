/// What made a container propose a transition to its guard.
public enum TransitionCause: Hashable, Sendable {
  /// A request for a state: ``StateContainer/setNeedsStateTransition(to:animated:)`` and
  /// its other forms.
  case request
  /// Going back this many entries in history: ``StateContainer/goBack(_:animated:)``, or
  /// several backs combined with a held one.
  case back(steps: Int)
  /// A navigation container's move (push, pop, jump, replace), alone or combined with a
  /// held transition.
  case navigation
  /// A deep link: ``ComponentTree/navigate(toURL:payload:animated:)`` sets the state of every
  /// routed container it reads, and asks each guard it affects with the URL, before
  /// anything changes.
  case deepLink(url: String)
}
