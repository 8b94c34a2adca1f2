/// A report of a misuse that the framework caught and recovered from.
///
/// The framework repairs what it can and leaves every component consistent. A diagnostic
/// goes to the innermost ``capture(_:)`` of the current task, else to ``handler`` (one line
/// on standard error by default) and to every ``addObserver(_:)`` observer. Each kind, its
/// message and what happens are listed in <doc:TheLifecycle#Misuse>.
public struct LifecycleDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// The kind of misuse; <doc:TheLifecycle#Misuse> says what happens for each.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `children(for:)` listed a component more than once; kept once.
    case duplicateChild
    /// A listed or presented component is already elsewhere in a tree; left out.
    case childOfAnotherContainer
    /// `children(for:)` listed the container itself; left out.
    case containerAsOwnChild
    /// `children(for:)` listed a component upstream of the container; left out.
    case ancestorAsChild
    /// An appearance call that does not fit the component's appearance; ignored.
    case unbalancedAppearanceTransition
    /// An app's appearance call made while a container runs its hooks; ignored.
    case reentrantAppearanceTransition
    /// An app's appearance call on a component a container manages; ignored.
    case managedChildAppearanceTransition
    /// A response that nobody upstream of its sender handles; dropped.
    case unhandledResponse
    /// A negative delay or duration; taken as zero.
    case negativeTiming
    /// A service that nobody at or upstream of the caller registered; `nil`.
    case missingService
    /// A back with more steps than history holds; nothing changes.
    case historyTooShort
    /// A history bound or a back count below 1; history off, or nothing changes.
    case invalidHistoryCount
    /// A navigation move whose target does not exist; nothing changes.
    case missingNavigationTarget
    /// A push by reference of a node on the current path; refused.
    case navigationEntryOnCurrentPath
    /// A route with the same shape as a registered one; the first stays.
    case routeClash
    /// A route pattern that breaks a rule of ``RoutePattern``; not registered.
    case invalidRoutePattern
    /// A URL that is malformed or that no route matches; nothing runs.
    case unmatchedRoute
    /// A deep-link part that does not start with `/`; taken with one in front.
    case invalidDeepLinkPath
    /// A presentation of a component that is already in a tree; nothing changes.
    case invalidPresentation
    /// A navigation factory returned a component already in the tree; nothing changes.
    case navigationEntryInUse
    /// 1,500,000 transitions in a row without returning to the caller: a hook that loops.
    case runawayTransitionChain
    /// A container that inherited a clock lost its upstream and keeps that clock.
    case clockKeptWithoutUpstream
    /// A value that a snapshot saves or a component reads back does not encode or decode; skipped.
    case restorationValueNotCoded
    /// A part of a snapshot that no longer fits the tree it is restored into is left out,
    /// or the tree is on screen and nothing is restored.
    case restorationLeftOut
    /// An interactive transition begun where it cannot be, or driven after it was let go or
    /// with a progress outside 0…1; not begun, or ignored, or clamped.
    case interactiveTransitionMisuse
  }

  /// The kind of misuse.
  public var kind: Kind
  /// A sentence that names the objects involved and says what the framework did instead.
  public var message: String

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - kind: The kind of misuse.
  ///   - message: A sentence that names the objects involved and what was done instead.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// The line the default handler prints: `StateContainer: ` followed by the message.
  public var description: String { "StateContainer: \(message)" }

  /// The function that receives every diagnostic reported outside a ``capture(_:)``; by
  /// default, one line on standard error.
  ///
  /// - Important: Don't bind it with `$handler.withValue(_:operation:)` in a release build:
  ///   with Swift 6.3 that crashes (<doc:TestingWithSimulatedClock#Check-the-diagnostics>).
  @TaskLocal public static var handler: @Sendable (LifecycleDiagnostic) -> Void = writeToStandardError

  /// The default handler: writes the description as one line to standard error.
  ///
  /// - Parameter diagnostic: The diagnostic to print.
  @Sendable public static func writeToStandardError(_ diagnostic: LifecycleDiagnostic) {
    StandardError.writeLine(diagnostic.description)
  }

  /// Where the diagnostics of the current task go when a ``capture(_:)`` or a clock's action
  /// bound it: a class, not a closure, because binding a closure-typed task-local crashes
  /// optimized code with Swift 6.3.
  @TaskLocal static var route: DiagnosticRoute?

  /// Runs `body` and returns its result with every diagnostic it reported, in order,
  /// instead of printing them; clock actions run or scheduled inside `body` report here too.
  ///
  /// - Parameter body: The code to run.
  /// - Returns: The result of `body` and the diagnostics it reported.
  public static func capture<Result>(
    _ body: () throws -> Result
  ) rethrows -> (result: Result, diagnostics: [LifecycleDiagnostic]) {
    let box = DiagnosticBox()
    let result = try $route.withValue(DiagnosticRoute(box), operation: body)
    return (result, box.diagnostics)
  }

  /// Runs `body`, which may suspend, and returns what it returned along with every
  /// diagnostic reported in its task meanwhile, in order; like ``capture(_:)``.
  ///
  /// - Parameters:
  ///   - isolation: The actor `body` runs on; the caller's by default.
  ///   - body: The code to run.
  /// - Returns: The result of `body` and the diagnostics it reported.
  public static func capture<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> (result: Result, diagnostics: [LifecycleDiagnostic]) {
    let box = DiagnosticBox()
    let result = try await $route.withValue(DiagnosticRoute(box), operation: body, isolation: isolation)
    return (result, box.diagnostics)
  }

  /// Calls `observer`, after ``handler`` and on the reporting thread, with every
  /// diagnostic reported outside a ``capture(_:)`` until the observation ends.
  ///
  /// - Parameter observer: Called with each diagnostic.
  /// - Returns: The observation; keep it for as long as you want the diagnostics.
  public static func addObserver(
    _ observer: @escaping @Sendable (LifecycleDiagnostic) -> Void
  ) -> LifecycleDiagnosticObservation {
    LifecycleDiagnosticObservation(observer)
  }

  /// Reports a diagnostic to the current capture, else to the handler and the observers.
  static func report(_ kind: Kind, _ message: String) {
    currentRoute().deliver(LifecycleDiagnostic(kind: kind, message: message))
  }

  /// The route that an action scheduled now must report to: the current capture, or what
  /// a diagnostic reported now goes to (the current handler and the observers).
  static func currentRoute() -> DiagnosticRoute {
    route ?? DiagnosticRoute(handler)
  }
}
