/// Which way a navigation transition goes, from the entry the container showed to the one
/// it shows now (<doc:NavigatingBetweenScreens#Which-way-it-slides>).
public enum NavigationDirection: Sendable, Hashable, CustomStringConvertible {
  /// The entry appears or disappears with its container: nothing moved.
  case none
  /// Deeper into the tree: a push, or a jump to a node below the one shown.
  case forward
  /// Up the tree: a pop, a pop to an ancestor, or a jump to one.
  case back
  /// The node shown was made anew in place.
  case replace
  /// Across the tree, to a node on another branch: switching tabs.
  case jump

  /// The case's name, `forward`.
  public var description: String {
    switch self {
    case .none: "none"
    case .forward: "forward"
    case .back: "back"
    case .replace: "replace"
    case .jump: "jump"
    }
  }
}
