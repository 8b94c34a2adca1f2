/// The components whose `willMove(toParent:)` to a container is running, innermost last.
///
/// A component in this list is being added: no container may present it from inside that
/// hook (<doc:NavigatingBetweenScreens#Presenting-over-a-screen>), or its `willMove` calls would nest.
@MainActor enum ComponentsMovingIn {
  @exclusivity(unchecked) private(set) static var running: [(child: Component, container: Component)] = []

  /// Calls `child.willMove(toParent: container)` with `child` in the list.
  @inline(__always) static func willMove(_ child: Component, to container: Component) {
    running.append((child, container))
    child.willMove(toParent: container)
    running.removeLast()
  }

  static func contains(_ component: Component) -> Bool {
    running.contains { $0.child === component }
  }

  /// The container `component` is being added to, if its `willMove(toParent:)` runs.
  static func destination(of component: Component) -> Component? {
    running.last { $0.child === component }?.container
  }
}
