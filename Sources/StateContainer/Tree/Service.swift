/// An object that works beside the screens, registered on a component and found through
/// the tree from anywhere below it: a sync engine, a location tracker
/// (<doc:ContextResponsesAndEvents#Services>).
///
/// Register it with ``ComponentTree/registerService(_:)``; a component at or below finds it
/// with ``ComponentTree/service(_:)``, which starts it on first use, or starts it with
/// options of its ``StartOptions`` type with ``ComponentTree/startService(_:options:)``. A
/// component's services stop last-started-first: when stopped, or when it is released.
///
/// ```swift
/// final class SyncService: Service {
///   struct StartOptions { var interval: Duration }
///   static var defaultStartOptions: StartOptions { StartOptions(interval: .seconds(60)) }
///
///   private(set) var interval: Duration?
///   func start(options: StartOptions) { interval = options.interval }
///   func stop() { interval = nil }
/// }
/// ```
///
/// - Important: ``start(options:)`` runs at most once until ``stop()``, and ``stop()`` only
///   after a start: the framework keeps track.
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

  /// Starts the service: on first use with ``defaultStartOptions``, or with the options
  /// of ``ComponentTree/startService(_:options:)``; not again until it has stopped.
  ///
  /// - Parameter options: The options of the start.
  func start(options: StartOptions)

  /// Stops the service, once for each start: by ``ComponentTree/stopService(_:)``,
  /// ``ComponentTree/stopOwnServices()``, or, on the main actor, right after the component
  /// that registered it is freed.
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
