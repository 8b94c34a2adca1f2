extension Component {
  /// The navigation transition that last showed or hid this component as the entry of a
  /// ``NavigationContainer`` whose destinations are `Destination`; `nil` if none did.
  ///
  /// The container sets it before the entry's `willAppear` or `willDisappear`, so it can be
  /// read from those hooks, from the ``StateTransitioning`` callbacks that follow, and
  /// after; it stays until the next navigation transition that involves the component.
  ///
  /// ```swift
  /// func stateTransitionWillBegin(isAppearing: Bool) {
  ///   if navigationTransition(as: Route.self)?.direction == .back { slideFromLeading() }
  /// }
  /// ```
  ///
  /// - Parameter destinationType: The container's destination type.
  /// - Returns: The transition, or `nil` when no container with that destination type has
  ///   moved the component.
  public func navigationTransition<Destination>(
    as destinationType: Destination.Type = Destination.self
  ) -> NavigationTransition<Destination>? {
    treeNode?.navigationTransition as? NavigationTransition<Destination>
  }

  /// Tells the component the navigation transition it takes part in.
  func setNavigationTransition<Destination>(_ transition: NavigationTransition<Destination>) {
    node.navigationTransition = transition
  }
}
