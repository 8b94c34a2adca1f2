/// Runs an action when it is released: a component keeps one for an observation that must
/// learn when the component goes away, since a component has no `deinit` of its own.
///
/// The action runs on the thread that releases the last reference, so it must be safe
/// anywhere and must not take a lock its releaser may hold.
final class ReleaseNotice: Sendable {
  private let action: @Sendable () -> Void

  init(_ action: @escaping @Sendable () -> Void) {
    self.action = action
  }

  deinit {
    action()
  }
}
