/// The components whose `willMove(toParent:)` to a container is running, innermost last.
///
/// A component in this list is being added: no container may present it from inside that
/// hook (<doc:NavigatingBetweenScreens#Presenting-over-a-screen>), or its `willMove` calls would nest.
@MainActor enum ComponentsMovingIn {
  @exclusivity(unchecked) private(set) static var running: [Component] = []

  /// Calls `child.willMove(toParent: container)` with `child` in the list.
  @inline(__always) static func willMove(_ child: Component, to container: Component) {
    running.append(child)
    child.willMove(toParent: container)
    running.removeLast()
  }

  static func contains(_ component: Component) -> Bool {
    running.contains { $0 === component }
  }
}
