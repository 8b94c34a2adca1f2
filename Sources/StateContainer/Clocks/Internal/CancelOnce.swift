/// A closure that runs at most once, whichever thread asks first.
final class CancelOnce: Sendable {
  private let action: LockedState<(@Sendable () -> Void)?>

  init(_ action: @escaping @Sendable () -> Void) {
    self.action = LockedState(action)
  }

  func run() {
    let action = self.action.withLock { stored -> (@Sendable () -> Void)? in
      defer { stored = nil }
      return stored
    }
    action?()
  }
}
