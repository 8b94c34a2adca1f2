/// An object that works beside the screens, registered on a component and found through
/// the tree from anywhere below it: a sync engine, a location tracker, a network activity
/// indicator.
///
/// Register a service on a component, usually the top of the tree, with
/// ``ComponentTree/registerService(_:)``. Any component at or below it finds it with
/// ``ComponentTree/service(_:)``, which starts it on first use; a component can also start it
/// explicitly with options of the service's own ``StartOptions`` type, with
/// ``ComponentTree/startService(_:options:)``. A service stops when it is stopped explicitly
/// with ``ComponentTree/stopService(_:)`` or ``ComponentTree/stopOwnServices()``, or when the
/// component that registered it is released; a component's services stop in the reverse
/// order they started.
///
/// ```swift
/// import StateContainer
///
/// final class SyncService: Service {
///   struct StartOptions {
///     var interval: Duration
///   }
///   static var defaultStartOptions: StartOptions { StartOptions(interval: .seconds(60)) }
///
///   private(set) var interval: Duration?
///
///   func start(options: StartOptions) { interval = options.interval }
///   func stop() { interval = nil }
/// }
/// ```
///
/// Its test registers it on a component and uses it from a component below:
///
/// ```swift
/// import StateContainer
/// import Testing
///
/// @Test @MainActor func syncStartsOnFirstUse() {
///   let app = Component()
///   let sync = SyncService()
///   app.tree.registerService(sync)
///
///   #expect(app.tree.service(SyncService.self) === sync)
///   #expect(sync.interval == .seconds(60))
///
///   app.tree.stopOwnServices()
///   #expect(sync.interval == nil)
/// }
/// ```
///
/// A service that takes no options leaves ``StartOptions`` out (it is `Void`); one whose
/// options are optional gets `nil` on first use. Either way, ``defaultStartOptions`` is
/// provided.
///
/// Services are main-actor isolated like the components that hold them, and need not be
/// `Sendable`.
///
/// ### The rules
///
/// - **Found like context.** A lookup reads the registration of the component that asks,
///   else of the nearest component upstream of it, live. A component that registers a
///   service of a type shadows the upstream one for itself and what is below it.
/// - **Starts at most once until stopped.** A lookup of a running service, or of one inside
///   its own start or stop, returns it as it is; an explicit start of it returns `false`
///   and does not use its options.
/// - **Stopping what is not running does nothing**, with no diagnostic, and returns
///   `false`: a stop twice, or of a service never started.
/// - **Restart.** A stopped service stays registered; its next use or explicit start starts
///   it again, and it then takes its place at the end of the start order.
/// - **Reverse order, per component.** Each component keeps the order in which its
///   services finished starting, and stops them last-started-first, with
///   ``ComponentTree/stopOwnServices()`` or when it is released.
/// - **Between components**, each component's services stop when it is released, in one
///   go. A component is freed before the components it holds (a container's children, the
///   components a screen keeps in properties), so a tree released at once stops its
///   services top-down: the top's first, then those of each component below. Stop a
///   service that needs one registered upstream until its own stop explicitly, before
///   releasing the tree.
/// - **A missing service** is `nil` from a lookup, and a start or stop that does nothing,
///   with a ``LifecycleDiagnostic/Kind/missingService`` diagnostic; never a trap.
///
/// - Important: ``start(options:)`` runs at most once until ``stop()``, and ``stop()`` only
///   after a start: the framework keeps track, so neither needs to guard against a second
///   call. A service that uses another one in ``start(options:)`` finishes starting after
///   it, and so is stopped before it.
///
/// - Note: In a file that also imports swift-service-lifecycle, whose protocol has the same
///   name, write this one as `StateContainer::Service`.
@MainActor public protocol Service: AnyObject {
  /// What an explicit start passes to ``start(options:)``; `Void` unless the service says
  /// otherwise.
  associatedtype StartOptions = Void

  /// What ``start(options:)`` receives when the service starts on first use, through
  /// ``ComponentTree/service(_:)``, rather than through an explicit
  /// ``ComponentTree/startService(_:options:)``.
  ///
  /// Provided when ``StartOptions`` is `Void` and when it is an `Optional` (then `nil`);
  /// any other options type says what first use means for it.
  static var defaultStartOptions: StartOptions { get }

  /// Starts the service.
  ///
  /// Called on first use with ``defaultStartOptions``, or by
  /// ``ComponentTree/startService(_:options:)`` with the options given there; not called again
  /// until the service has been stopped. While it runs, a lookup of this service returns
  /// it without starting it again.
  ///
  /// - Parameter options: The options of the start.
  func start(options: StartOptions)

  /// Stops the service.
  ///
  /// Called once for each start: by ``ComponentTree/stopService(_:)``, by
  /// ``ComponentTree/stopOwnServices()``, or when the component that registered the service is
  /// released, in which case it runs on the main actor right after that component is freed.
  /// A stopped service starts again on its next use or explicit start.
  func stop()
}

extension Service where StartOptions == Void {
  /// Nothing: a service without options starts on first use as on an explicit start.
  public static var defaultStartOptions: Void { () }
}

extension Service where StartOptions: ExpressibleByNilLiteral {
  /// `nil`: a service whose options are optional starts on first use without them.
  public static var defaultStartOptions: StartOptions { nil }
}
