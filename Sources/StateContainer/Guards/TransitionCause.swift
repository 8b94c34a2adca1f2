/// What made a container propose a transition to its guard.
public enum TransitionCause: Hashable, Sendable {
  /// A request for a state: ``StateContainer/setNeedsStateTransition(to:animated:)`` and its forms.
  case request
  /// Going back this many entries in history, several backs combined with a held one included.
  case back(steps: Int)
  /// A navigation container's move, alone or combined with a held transition.
  case navigation
  /// A deep link (<doc:RoutesAndDeepLinks#How-a-link-is-read>).
  case deepLink(url: String)
  /// A snapshot restored into a tree on screen
  /// (<doc:SavingAndRestoringTheApp#Restoring-a-tree-on-screen>).
  case restoration
}
