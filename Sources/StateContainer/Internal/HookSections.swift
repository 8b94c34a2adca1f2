/// The containers whose hook sequences are running, innermost last.
///
/// Hook sequences nest strictly (each runs to completion inside the one that called it),
/// so this is a stack. A container consults it to tell whether any container inside it is
/// busy: a request to the container waits until that inner sequence returns, so that no
/// transition ever reaches into a component that is in the middle of its own hooks.
@MainActor enum HookSections {
  private(set) static var running: [Component] = []

  static func enter(_ container: Component) {
    running.append(container)
  }

  static func leave(_ container: Component) {
    guard running.last === container else {
      preconditionFailure("Internal inconsistency: hook sections left out of order")
    }
    running.removeLast()
  }

  /// The innermost running container that lies strictly inside `container`, if any.
  static func busyDescendant(of container: Component) -> Component? {
    for busy in running.reversed() where busy !== container {
      var node = busy.parent
      while let current = node {
        if current === container { return busy }
        node = current.parent
      }
    }
    return nil
  }
}
