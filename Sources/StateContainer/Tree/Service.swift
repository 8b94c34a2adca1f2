/// An object that works beside the screens, registered on a component and found through
/// the tree from anywhere below it: a sync engine, a location tracker
/// (<doc:ContextResponsesAndEvents#Services>). It starts at most once until stopped.
///
/// - Note: In a file that also imports swift-service-lifecycle, whose protocol has the same
///   name, write this one as `StateContainer::Service`.
@MainActor public protocol Service: AnyObject {
  /// What an explicit start passes to ``start(options:)``; `Void` unless the service says
  /// otherwise.
  associatedtype StartOptions = Void

  /// What ``start(options:)`` receives when the service starts on first use, through
  /// ``ComponentTree/service(_:)``; provided when ``StartOptions`` is `Void` or `Optional`.
  static var defaultStartOptions: StartOptions { get }

  /// Starts the service: on first use with ``defaultStartOptions``, or with the options
  /// of ``ComponentTree/startService(_:options:)``; not again until it has stopped.
  ///
  /// - Parameter options: The options of the start.
  func start(options: StartOptions)

  /// Stops the service, once for each start (<doc:ContextResponsesAndEvents#The-rules-of-services>).
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
