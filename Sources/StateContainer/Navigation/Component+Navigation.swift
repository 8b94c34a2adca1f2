extension Component {
  /// The navigation transition that last showed or hid this component as an entry, set
  /// before its `willAppear` or `willDisappear` (<doc:NavigatingBetweenScreens#Which-way-it-slides>).
  ///
  /// - Parameter destinationType: The container's destination type.
  /// - Returns: The transition, or `nil` when no container with that destination type has
  ///   moved the component.
  public func navigationTransition<Destination>(
    as destinationType: Destination.Type = Destination.self
  ) -> NavigationTransition<Destination>? {
    treeNode?.navigationTransition as? NavigationTransition<Destination>
  }

  func setNavigationTransition<Destination>(_ transition: NavigationTransition<Destination>) {
    node.navigationTransition = transition
  }
}
