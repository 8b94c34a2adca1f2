extension Component {
  /// The changes held and still waiting in this component and below it, from the top down:
  /// one place to learn that a change anywhere in a subtree waits for an answer.
  ///
  /// It lists each container's ``StateContainer/heldTransition`` while
  /// ``AnyHeldTransition/isWaiting``, for this component and every component below it: its
  /// children, the children's children, and in a ``NavigationContainer`` the entries of
  /// every node of its tree (a stack's entries under the one shown, other branches). A
  /// container no longer below it (a tab's stack that a tab container is not showing, kept
  /// by the app) is not listed; ``HeldTransitionEvent``, posted on the tree's event bus,
  /// reaches the app from anywhere its bus does. See <doc:NavigatingBetweenScreens>.
  ///
  /// ```swift
  /// if let held = app.heldTransitions.first {
  ///   showDiscardDialog(discard: { held.proceed() }, keepEditing: { held.cancel() })
  /// }
  /// ```
  ///
  /// - Complexity: O(n), the components below this one.
  public var heldTransitions: [any AnyHeldTransition] {
    var result: [any AnyHeldTransition] = []
    var seen: Set<ObjectIdentifier> = []
    var stack: [Component] = [self]
    while let component = stack.popLast() {
      guard seen.insert(ObjectIdentifier(component)).inserted else { continue }
      if let held = component.waitingHeldTransition() { result.append(held) }
      stack.append(contentsOf: component.componentsBelow().reversed())
    }
    return result
  }
}
