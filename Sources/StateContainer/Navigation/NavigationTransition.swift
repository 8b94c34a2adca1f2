/// What a navigation entry learns about the transition that shows or hides it: the
/// direction, and the destination of the entry that enters
/// (<doc:NavigatingBetweenScreens#Which-way-it-slides>).
public struct NavigationTransition<Destination> {
  /// Which way the container moves.
  public var direction: NavigationDirection
  /// The destination of the entry that enters.
  public var enteringDestination: Destination
  /// Whether the component that reads it is the entering entry.
  public var isEntering: Bool

  /// Creates a navigation transition; the container makes them, tests may too.
  ///
  /// - Parameters:
  ///   - direction: Which way the container moves.
  ///   - enteringDestination: The destination of the entering entry.
  ///   - isEntering: Whether it is told to the entering entry.
  public init(direction: NavigationDirection, enteringDestination: Destination, isEntering: Bool) {
    self.direction = direction
    self.enteringDestination = enteringDestination
    self.isEntering = isEntering
  }
}

extension NavigationTransition: Sendable where Destination: Sendable {}
extension NavigationTransition: Equatable where Destination: Equatable {}
