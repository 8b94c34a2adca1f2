/// One service registered on one component, and where it stands; kept in that
/// component's `TreeNode` under the service's type.
@MainActor final class ServiceRegistration {
  enum Phase {
    /// Registered and not running: never started, or stopped since. The next use starts it.
    case stopped
    /// Inside its `start(options:)`. A lookup returns it without starting it again, and a
    /// stop does nothing.
    case starting
    /// Started and not stopped since.
    case running
    /// Inside its `stop()`. A lookup returns it without starting it again, and a second
    /// stop does nothing.
    case stopping
  }

  let service: any Service

  /// The services of the component that registered this one; `nil` once that component
  /// is released (nothing can look the registration up then).
  weak var registry: ServiceRegistry?

  var phase = Phase.stopped

  init(service: any Service, registry: ServiceRegistry) {
    self.service = service
    self.registry = registry
  }
}
