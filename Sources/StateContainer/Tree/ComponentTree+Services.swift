extension ComponentTree {
  /// Registers `service` on the component under its type `S`, for the component and
  /// everything downstream of it to find; it starts on first use
  /// (<doc:ContextResponsesAndEvents#Services>).
  ///
  /// - Parameter service: The service, registered under its static type `S`.
  /// - Complexity: O(1), plus the stop of a replaced running service.
  public func registerService<S: Service>(_ service: S) {
    let node = component.node
    let registry = node.services ?? ServiceRegistry()
    node.services = registry
    let key = ObjectIdentifier(S.self)
    if let replaced = node.serviceRegistrations[key] { _ = replaced.registry?.stop(replaced) }
    node.serviceRegistrations[key] = ServiceRegistration(service: service, registry: registry)
  }

  /// The service of type `S` registered on the component or nearest upstream, started on
  /// first use with ``Service/defaultStartOptions``; `nil`, with a diagnostic, when none is
  /// registered (<doc:ContextResponsesAndEvents#The-rules-of-services>).
  ///
  /// - Parameter type: The type the service was registered under.
  /// - Returns: The service, started; `nil` when none is registered.
  /// - Complexity: O(d), d the number of components upstream; plus the start on first use.
  public func service<S: Service>(_ type: S.Type = S.self) -> S? {
    guard
      let registration = registration(of: type, call: "tree.service(\(type).self)", outcome: "returned nil")
    else { return nil }
    if registration.phase == .stopped, let registry = registration.registry {
      _ = registry.start(registration, as: type, options: S.defaultStartOptions)
    }
    return registration.service as? S
  }

  /// Starts the service of type `S` that ``ComponentTree/service(_:)`` finds, with `options`,
  /// unless it runs already (<doc:ContextResponsesAndEvents#The-rules-of-services>).
  ///
  /// - Parameters:
  ///   - type: The type the service was registered under.
  ///   - options: What the service's ``Service/start(options:)`` receives.
  /// - Returns: Whether this call started the service.
  /// - Complexity: O(d), d the number of components upstream, plus the service's start.
  @discardableResult
  public func startService<S: Service>(_ type: S.Type, options: S.StartOptions) -> Bool {
    guard
      let registration = registration(
        of: type, call: "tree.startService(\(type).self, options:)", outcome: "nothing started"),
      let registry = registration.registry
    else { return false }
    return registry.start(registration, as: type, options: options)
  }

  /// Stops the service of type `S` that ``ComponentTree/service(_:)`` finds, if it runs
  /// (<doc:ContextResponsesAndEvents#The-rules-of-services>).
  ///
  /// - Parameter type: The type the service was registered under.
  /// - Returns: Whether this call stopped the service.
  /// - Complexity: O(d + n), d the components upstream, n the running services of the
  ///   component that registered it; plus the service's stop.
  @discardableResult
  public func stopService<S: Service>(_ type: S.Type) -> Bool {
    guard
      let registration = registration(
        of: type, call: "tree.stopService(\(type).self)", outcome: "nothing stopped"),
      let registry = registration.registry
    else { return false }
    return registry.stop(registration)
  }

  /// Stops every running service the component registered, the last started first, as its
  /// release does; not those registered upstream or below.
  ///
  /// - Complexity: O(n) in the services the component registered, plus their stops.
  public func stopOwnServices() {
    component.treeNode?.services?.stopAll()
  }

  /// The registration of `type` on the component or nearest upstream; with none, reports
  /// `call` as a missing service.
  private func registration<S: Service>(
    of type: S.Type, call: @autoclosure () -> String, outcome: @autoclosure () -> String
  ) -> ServiceRegistration? {
    let key = ObjectIdentifier(type)
    for candidate in component.upstreamChain(includingSelf: true) {
      if let registration = candidate.treeNode?.serviceRegistrations[key] { return registration }
    }
    let path = Array(component.upstreamChain(includingSelf: true))
    let names = NameSerials.distinct(path)
    let places = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names.last!
    LifecycleDiagnostic.report(
      .missingService,
      "\(call()) on \(names[0]) found no \(type) registered on \(places); \(outcome()). "
        + "Register one with tree.registerService(_:) on \(names[0]) or a component upstream of it.")
    return nil
  }
}
