/// The services one component registered that are running, in the order they finished
/// starting: the owner that stops them, in reverse order, when the component is released.
///
/// Held by the component's `TreeNode` only; its isolated deinit stops what still runs, on
/// the main actor.
@MainActor final class ServiceRegistry {
  private var running: [ServiceRegistration] = []

  /// Starts `registration`'s service with `options` unless it is running, starting or
  /// stopping.
  ///
  /// The service joins the start order when its `start(options:)` returns, so a service
  /// that starts another one inside its own start comes after it, and stops before it.
  ///
  /// - Returns: Whether this call started the service.
  func start<S: Service>(_ registration: ServiceRegistration, as type: S.Type, options: S.StartOptions)
    -> Bool
  {
    guard registration.phase == .stopped else { return false }
    guard let service = registration.service as? S else {
      preconditionFailure("Internal inconsistency: a \(type) registration holds a \(registration.service).")
    }
    registration.phase = .starting
    service.start(options: options)
    registration.phase = .running
    running.append(registration)
    return true
  }

  ///
  /// - Returns: Whether this call stopped the service.
  func stop(_ registration: ServiceRegistration) -> Bool {
    guard registration.phase == .running else { return false }
    registration.phase = .stopping
    running.removeAll { $0 === registration }
    registration.service.stop()
    registration.phase = .stopped
    return true
  }

  func stopAll() {
    for registration in running.reversed() {
      _ = stop(registration)
    }
  }

  isolated deinit {
    stopAll()
  }
}
