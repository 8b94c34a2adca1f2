extension ComponentTree {
  /// The changes held and still waiting in the component and below it, from the top down
  /// (<doc:NavigatingBetweenScreens>).
  ///
  /// It lists each container's ``StateContainer/heldTransition`` while
  /// ``AnyHeldTransition/isWaiting``, for the component and everything below it, the
  /// entries of every node of a ``NavigationContainer`` included. ``HeldTransitionEvent``,
  /// posted on the tree's bus, tells the app when one is held.
  ///
  /// ```swift
  /// if let held = app.tree.heldTransitions.first {
  ///   showDiscardDialog(discard: { held.proceed() }, keepEditing: { held.cancel() })
  /// }
  /// ```
  ///
  /// - Complexity: O(n), the components below this one.
  public var heldTransitions: [any AnyHeldTransition] {
    var result: [any AnyHeldTransition] = []
    var seen: Set<ObjectIdentifier> = []
    var stack: [Component] = [component]
    while let component = stack.popLast() {
      guard seen.insert(ObjectIdentifier(component)).inserted else { continue }
      if let held = component.waitingHeldTransition() { result.append(held) }
      stack.append(contentsOf: component.componentsBelow().reversed())
    }
    return result
  }
}
