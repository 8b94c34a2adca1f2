/// What a navigation entry learns about the transition that shows or hides it: the
/// direction, and the destination of the entry that enters.
///
/// The container hands it to both the entering and the leaving entry before their
/// `willAppear` or `willDisappear`, whether they are new or returning, so that their
/// ``StateTransitioning`` animations can slide the right way. Read it with
/// ``Component/navigationTransition(as:)`` from any hook:
///
/// ```swift
/// enum Route { case inbox, note(Int) }
///
/// final class NoteScreen: Component, StateTransitioning {
///   private(set) var slidesFromLeading = false
///
///   func stateTransitionWillBegin(isAppearing: Bool) {
///     let move = navigationTransition(as: Route.self)
///     slidesFromLeading = (move?.direction == .back) == isAppearing
///   }
/// }
/// ```
public struct NavigationTransition<Destination> {
  /// Which way the container moves.
  public var direction: NavigationDirection
  /// The destination of the entry that enters (for the entering entry, its own).
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
