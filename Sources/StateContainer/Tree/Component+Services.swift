extension Component {
  /// Registers `service` on this component under its type, for this component and every
  /// component downstream of it to find.
  ///
  /// The service is stored as the component's own context value, so lookups from below
  /// see it at once, and it is released with the component. It does not start here: it
  /// starts on first use, ``service(_:)``, or with ``startService(_:options:)``. It stops
  /// with ``stopService(_:)`` or ``stopRegisteredServices()``, or when this component is released.
  ///
  /// A registration is a branch, like any context value: a component below that registers
  /// its own service of the same type shadows this one for itself and everything
  /// downstream of it. Registering a second service of the same type on this component
  /// replaces the first, which is stopped first if it is running.
  ///
  /// ```swift
  /// import StateContainer
  ///
  /// final class NotesService: Service {
  ///   private(set) var notes: [String] = []
  ///   func start(options: Void) { notes = ["Groceries"] }
  ///   func stop() { notes = [] }
  /// }
  ///
  /// final class NotesScreen: Component {
  ///   var notes: [String] { service(NotesService.self)?.notes ?? [] }
  /// }
  /// ```
  ///
  /// In the app the top of the tree registers the service; a test can register it, or a
  /// fake subclass under the same type, on the screen itself:
  ///
  /// ```swift
  /// import StateContainer
  /// import Testing
  ///
  /// @Test @MainActor func theScreenShowsTheNotesOfTheService() {
  ///   let screen = NotesScreen()
  ///   screen.registerService(NotesService())
  ///   #expect(screen.notes == ["Groceries"])
  /// }
  /// ```
  ///
  /// - Parameter service: The service, registered under its static type `S`: register a
  ///   subclass as its superclass (`registerService(FakeSync() as SyncService)`) for it to
  ///   be found under the superclass.
  /// - Complexity: O(1), plus the stop of a replaced running service.
  public func registerService<S: Service>(_ service: S) {
    let context = treeContext
    let registry = ownServiceRegistry ?? ServiceRegistry()
    context[ServiceRegistry.Key.self] = registry
    if context.hasOwnValue(for: ServiceKey<S>.self), let replaced = context[ServiceKey<S>.self] {
      _ = replaced.registry?.stop(replaced)
    }
    context[ServiceKey<S>.self] = ServiceRegistration(service: service, registry: registry)
  }

  /// The service of type `S` registered on this component or the nearest component
  /// upstream of it, started on first use; `nil`, with a diagnostic, when none is
  /// registered.
  ///
  /// First use is the first lookup of a registered service that is not running: it calls
  /// the service's ``Service/start(options:)`` with ``Service/defaultStartOptions`` before
  /// returning it. A lookup of a running service, or of one inside its own start or stop,
  /// returns it as it is. A service stopped since its last start starts again on its next
  /// use.
  ///
  /// Looking up a service that no component at or upstream of this one registered never
  /// traps: it reports a ``LifecycleDiagnostic/Kind/missingService`` diagnostic, which
  /// names the service type and every component looked at, and returns `nil`.
  ///
  /// ```swift
  /// import StateContainer
  ///
  /// final class NetworkActivity: Service {
  ///   private(set) var isVisible = false
  ///   func start(options: Void) {}
  ///   func stop() { isVisible = false }
  ///   func show() { isVisible = true }
  /// }
  ///
  /// final class Uploader: Component {
  ///   func upload() { service(NetworkActivity.self)?.show() }
  /// }
  /// ```
  ///
  /// Its test captures the diagnostic of a lookup that finds nothing:
  ///
  /// ```swift
  /// import StateContainer
  /// import Testing
  ///
  /// @Test @MainActor func aDetachedUploaderFindsNoActivityIndicator() {
  ///   let (_, diagnostics) = LifecycleDiagnostic.capture { Uploader().upload() }
  ///   #expect(diagnostics.map(\.kind) == [.missingService])
  /// }
  /// ```
  ///
  /// - Parameter type: The type the service was registered under.
  /// - Returns: The service, started; `nil` when none is registered.
  /// - Complexity: A context read, O(1) when this component registered the service and
  ///   O(d) at worst, d the number of components upstream of it; plus the service's start
  ///   on first use.
  public func service<S: Service>(_ type: S.Type = S.self) -> S? {
    guard let registration = registration(of: type, call: "service(\(type).self)", outcome: "returned nil")
    else { return nil }
    if registration.phase == .stopped, let registry = registration.registry {
      _ = registry.start(registration, as: type, options: S.defaultStartOptions)
    }
    return registration.service as? S
  }

  /// Starts the service of type `S` that this component finds, with `options`.
  ///
  /// The service is the one ``service(_:)`` finds: registered on this component or the
  /// nearest one upstream. It starts unless it is running already: a service starts at
  /// most once until it is stopped, so a later start does nothing, and its options are not
  /// used, until ``stopService(_:)``. Start a service that takes options before its first
  /// use, for instance when the top of the tree appears.
  ///
  /// With no service of type `S` registered, it reports a
  /// ``LifecycleDiagnostic/Kind/missingService`` diagnostic and starts nothing.
  ///
  /// ```swift
  /// import StateContainer
  ///
  /// final class LocationService: Service {
  ///   struct StartOptions { var accuracyInMeters: Int }
  ///   static var defaultStartOptions: StartOptions { StartOptions(accuracyInMeters: 100) }
  ///
  ///   private(set) var accuracyInMeters: Int?
  ///   func start(options: StartOptions) { accuracyInMeters = options.accuracyInMeters }
  ///   func stop() { accuracyInMeters = nil }
  /// }
  /// ```
  ///
  /// ```swift
  /// import StateContainer
  /// import Testing
  ///
  /// @Test @MainActor func navigationStartsPreciseLocation() {
  ///   let app = Component()
  ///   let location = LocationService()
  ///   app.registerService(location)
  ///
  ///   #expect(app.startService(LocationService.self, options: .init(accuracyInMeters: 5)))
  ///   #expect(!app.startService(LocationService.self, options: .init(accuracyInMeters: 1)))
  ///   #expect(location.accuracyInMeters == 5)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type the service was registered under.
  ///   - options: What the service's ``Service/start(options:)`` receives.
  /// - Returns: Whether this call started the service: `false` when it was running already
  ///   (or inside its own start or stop), or when none is registered.
  /// - Complexity: O(d), d the number of components upstream, plus the service's start.
  @discardableResult
  public func startService<S: Service>(_ type: S.Type, options: S.StartOptions) -> Bool {
    guard
      let registration = registration(
        of: type, call: "startService(\(type).self, options:)", outcome: "nothing started"),
      let registry = registration.registry
    else { return false }
    return registry.start(registration, as: type, options: options)
  }

  /// Stops the service of type `S` that this component finds, if it is running.
  ///
  /// The service is the one ``service(_:)`` finds: registered on this component or the
  /// nearest one upstream. Its ``Service/stop()`` runs once for each start: stopping a
  /// service that is not running (never started, or stopped already) does nothing and
  /// returns `false`, with no diagnostic, so a logout that runs twice stays harmless. A
  /// stopped service stays registered; its next use or explicit start starts it again, and
  /// it then takes its place at the end of the start order.
  ///
  /// With no service of type `S` registered, it reports a
  /// ``LifecycleDiagnostic/Kind/missingService`` diagnostic and stops nothing.
  ///
  /// ```swift
  /// import StateContainer
  ///
  /// final class SessionService: Service {
  ///   private(set) var isSignedIn = false
  ///   func start(options: Void) { isSignedIn = true }
  ///   func stop() { isSignedIn = false }
  /// }
  ///
  /// final class AccountScreen: Component {
  ///   func signOut() { stopService(SessionService.self) }
  /// }
  /// ```
  ///
  /// ```swift
  /// import StateContainer
  /// import Testing
  ///
  /// @Test @MainActor func signingOutTwiceStopsTheSessionOnce() {
  ///   let screen = AccountScreen()
  ///   let session = SessionService()
  ///   screen.registerService(session)
  ///   _ = screen.service(SessionService.self)
  ///
  ///   #expect(screen.stopService(SessionService.self))
  ///   #expect(!screen.stopService(SessionService.self))
  ///   #expect(!session.isSignedIn)
  /// }
  /// ```
  ///
  /// - Parameter type: The type the service was registered under.
  /// - Returns: Whether this call stopped the service.
  /// - Complexity: O(d + n), d the number of components upstream and n the number of
  ///   running services of the component that registered it, plus the service's stop.
  @discardableResult
  public func stopService<S: Service>(_ type: S.Type) -> Bool {
    guard
      let registration = registration(
        of: type, call: "stopService(\(type).self)", outcome: "nothing stopped"),
      let registry = registration.registry
    else { return false }
    return registry.stop(registration)
  }

  /// Stops every running service that this component registered, in the reverse order
  /// they started.
  ///
  /// Only this component's own registrations are stopped: not those of components
  /// upstream, nor those of components below it. Each service's order is the moment its
  /// ``Service/start(options:)`` returned, so a service that uses another one while it
  /// starts is stopped before that one. Releasing the component does the same.
  ///
  /// ```swift
  /// import StateContainer
  ///
  /// final class Database: Service {
  ///   var log: [String] = []
  ///   func start(options: Void) { log.append("open") }
  ///   func stop() { log.append("close") }
  /// }
  ///
  /// final class Sync: Service {
  ///   let database: Database
  ///   init(database: Database) { self.database = database }
  ///   func start(options: Void) { database.log.append("sync on") }
  ///   func stop() { database.log.append("sync off") }
  /// }
  /// ```
  ///
  /// ```swift
  /// import StateContainer
  /// import Testing
  ///
  /// @Test @MainActor func syncStopsBeforeTheDatabase() {
  ///   let app = Component()
  ///   let database = Database()
  ///   app.registerService(database)
  ///   app.registerService(Sync(database: database))
  ///   _ = app.service(Database.self)
  ///   _ = app.service(Sync.self)
  ///
  ///   app.stopRegisteredServices()
  ///   #expect(database.log == ["open", "sync on", "sync off", "close"])
  /// }
  /// ```
  ///
  /// - Complexity: O(n) in the services this component registered, plus their stops.
  public func stopRegisteredServices() {
    ownServiceRegistry?.stopAll()
  }

  /// The registry of the services this component registered; `nil` if it registered none.
  private var ownServiceRegistry: ServiceRegistry? {
    let context = treeContext
    return context.hasOwnValue(for: ServiceRegistry.Key.self) ? context[ServiceRegistry.Key.self] : nil
  }

  /// The registration of a service of type `type` on this component or the nearest one
  /// upstream; with none, reports `call` as a missing service and returns `nil`.
  private func registration<S: Service>(
    of type: S.Type, call: @autoclosure () -> String, outcome: @autoclosure () -> String
  ) -> ServiceRegistration? {
    if let registration = treeContext.value(for: ServiceKey<S>.self), let registration {
      return registration
    }
    let path = Array(upstreamChain(includingSelf: true))
    let names = NameSerials.distinct(path)
    let places = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names.last!
    LifecycleDiagnostic.report(
      .missingService,
      "\(call()) on \(names[0]) found no \(type) registered on \(places); \(outcome()). "
        + "Register one with registerService(_:) on \(names[0]) or a component upstream of it.")
    return nil
  }
}
