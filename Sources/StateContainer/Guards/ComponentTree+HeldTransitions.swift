extension ComponentTree {
  /// The changes held and still waiting in the component and below it, navigation entries
  /// included, from the top down (<doc:NavigatingBetweenScreens#One-dialog-for-every-held-change>).
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
