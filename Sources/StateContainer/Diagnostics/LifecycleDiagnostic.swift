/// A report of a misuse that the framework caught and recovered from.
///
/// StateContainer never crashes for input a caller can get wrong by accident. It reports
/// the mistake as a diagnostic, repairs what it can, and leaves every component in a
/// consistent state. A diagnostic goes to the innermost ``capture(_:)`` of the current
/// task if there is one; otherwise to ``handler`` (by default one line on standard error)
/// and to every observer added with ``addObserver(_:)``.
///
/// Capture diagnostics in a test with ``capture(_:)``:
///
/// ```swift
/// @Test @MainActor func duplicatesAreDropped() {
///   let (_, diagnostics) = LifecycleDiagnostic.capture {
///     screen.setNeedsStateTransition(to: .list, animated: false)
///   }
///   #expect(diagnostics.map(\.kind) == [.duplicateChild])
/// }
/// ```
///
/// Send them to an app's own log with ``addObserver(_:)``, and keep the observation for as
/// long as you want them.
///
/// Don't bind ``handler`` with `LifecycleDiagnostic.$handler.withValue(_:operation:)` in
/// code built for release: with Swift 6.3 the program crashes in
/// `swift_task_localValuePush` when it binds any task-local whose value is a closure. Use
/// ``capture(_:)`` (it binds no closure) or ``addObserver(_:)`` instead. See
/// <doc:TheLifecycle#Misuse>.
public struct LifecycleDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// The kind of misuse.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `children(for:)` listed the same component more than once; it is kept once, at its
    /// first position.
    case duplicateChild
    /// `children(for:)` listed a component that belongs to another container; it is left
    /// out of the state.
    case childOfAnotherContainer
    /// `children(for:)` listed the container itself; it is left out of the state.
    case containerAsOwnChild
    /// `children(for:)` listed an ancestor of the container; it is left out of the state.
    case ancestorAsChild
    /// An appearance call that does not fit the component's current appearance, such as
    /// beginning twice or ending without a begin; it is ignored.
    case unbalancedAppearanceTransition
    /// An app's appearance call on a container made while any container is running its
    /// hooks (the container's own, one inside it, or another); it is ignored. Change a
    /// container's appearance from outside lifecycle hooks.
    case reentrantAppearanceTransition
    /// An app's appearance call on a component that a container manages (it has a
    /// parent); it is ignored. A container makes its children appear and disappear with
    /// itself and its state: drive the top of the tree, or change the container's state.
    case managedChildAppearanceTransition
    /// A response that no component upstream of its sender handles; it is dropped, and
    /// ``ComponentTree/send(_:)`` returns `nil`.
    case unhandledResponse
    /// A negative delay or duration; it is taken as zero.
    case negativeTiming
    /// A lookup, start or stop of a service that no component at or upstream of the one
    /// that asked registered; the lookup returns `nil`, the start or stop does nothing.
    /// Register the service with `tree.registerService(_:)` on the top of the tree, or on a
    /// component above the one that uses it.
    case missingService
    /// ``StateContainer/goBack(_:animated:)`` asked for more steps than
    /// ``StateContainer/stateHistory`` holds (with a held change, than the combination
    /// would leave); nothing changes and the back reports ``TransitionOutcome/invalid``.
    /// Check ``StateContainer/canGoBack`` or the history's count first.
    case historyTooShort
    /// A count that must be at least 1 was not: ``HistoryPolicy/bounded(_:)`` below 1 is
    /// treated as ``HistoryPolicy/disabled``; ``StateContainer/goBack(_:animated:)`` with
    /// fewer than 1 step changes nothing and reports ``TransitionOutcome/invalid``.
    case invalidHistoryCount
    /// A navigation move whose target does not exist: a pop at the root, or a pop, pop-to
    /// or jump to an identifier no node carries, or to a node that is not in the
    /// container's tree (or, for a pop-to, not on its current path). Nothing changes, and
    /// the move reports ``TransitionOutcome/invalid``.
    case missingNavigationTarget
    /// A push by reference (a push with the identifier of a node already in the tree) of a
    /// node on the current path; refused, because a component is in one place at a time.
    case navigationEntryOnCurrentPath
    /// A route registered with the same shape as one already registered in the same
    /// ``RouteTable`` (the same literals, and parameters, `*` and `**` at the same places);
    /// the first stays, and the new one is not registered.
    case routeClash
    /// A route pattern that breaks a rule of ``RoutePattern``: `**` not last, a parameter
    /// without a name or twice, a query in the pattern, or a number of types that is not
    /// the number of parameters; it is not registered.
    case invalidRoutePattern
    /// A navigation to a URL that is malformed, matches no route, or whose matching
    /// routes all fail to convert a parameter; nothing runs, and the navigation returns a
    /// ``RouteFailure``.
    case unmatchedRoute
    /// A routed container's ``StateContainer/deepLinkPath(for:)`` (or a navigation
    /// container's ``NavigationContainer/deepLinkPath(for:above:)``) returned a part that
    /// does not start with `/`, so that the parts of a URL would run together
    /// (`items/4items/7`); it is taken with a `/` in front. Reported once per container.
    case invalidDeepLinkPath
    /// `present(_:animated:)` or `replacePresentation(with:animated:)` of a component that
    /// has a parent, is already presented or queued, is the entry of a live navigation
    /// node, or is the container or upstream of it; nothing changes, and the outcome is
    /// ``TransitionOutcome/invalid``.
    case invalidPresentation
    /// A ``NavigationContainer``'s factory returned, for a push, a replace or a deep link,
    /// a component that is already in the tree (the entry of another node, a child, a
    /// presentation, the container or upstream of it), as a ``ComponentCache`` keyed by
    /// destination does when the same destination is pushed twice. A component is in one
    /// place at a time: no node is made, nothing changes, and the move's outcome is
    /// ``TransitionOutcome/invalid``. Make a new component per node, or key the cache by
    /// node.
    case navigationEntryInUse
    /// A container made a very long run of transitions (1,500,000) without returning to
    /// the code that made the first request: almost surely a hook that requests a state on
    /// every transition, a loop that would spin forever. Reported once per run, naming the
    /// container and the states it was moving between; the run goes on, since only the
    /// hook can end it.
    case runawayTransitionChain
    /// A container created without a clock ran on one inherited from upstream, and its
    /// upstream is gone (released, or the container was taken out of its tree); it keeps
    /// that clock instead of falling back to ``RealTimeClock/shared``. Reported once, at
    /// its next animated transition. Keep the upstream alive while the container is shown,
    /// or give the container its own clock.
    case clockKeptWithoutUpstream
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

  /// The function that receives every diagnostic reported outside a ``capture(_:)``.
  ///
  /// The default writes ``description`` as one line to standard error.
  ///
  /// - Important: Don't bind another handler with
  ///   `LifecycleDiagnostic.$handler.withValue(_:operation:)` in code built for release:
  ///   with Swift 6.3 the program crashes in `swift_task_localValuePush` when it binds a
  ///   task-local whose value is a closure (a debug build works). Use ``capture(_:)`` to
  ///   collect a scope's diagnostics, or ``addObserver(_:)`` to see every diagnostic.
  @TaskLocal public static var handler: @Sendable (LifecycleDiagnostic) -> Void = writeToStandardError

  /// The default handler: writes the diagnostic's description as one line to standard
  /// error.
  ///
  /// - Parameter diagnostic: The diagnostic to print.
  @Sendable public static func writeToStandardError(_ diagnostic: LifecycleDiagnostic) {
    StandardError.writeLine(diagnostic.description)
  }

  /// Where the diagnostics of the current task go when a ``capture(_:)`` or a clock's action
  /// bound it: a class, not a closure, because binding a closure-typed task-local crashes
  /// optimized code with Swift 6.3.
  @TaskLocal static var route: DiagnosticRoute?

  /// Runs `body` and returns what it returned along with every diagnostic it reported,
  /// in order. Nothing is printed, and observers don't see them.
  ///
  /// The capture follows the task: actions that a ``SimulatedClock`` runs inside `body`,
  /// and actions of a ``RealTimeClock`` scheduled inside it, report to it too. Safe in
  /// release builds.
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

  /// Calls `observer` with every diagnostic reported from now on, in any task, outside a
  /// ``capture(_:)``, until the returned observation is cancelled or released.
  ///
  /// For an app's own log. The observer is called on the thread that reported, after
  /// ``handler``. Safe in release builds.
  ///
  /// ```swift
  /// let observation = LifecycleDiagnostic.addObserver { diagnostic in
  ///   logger.warning("\(diagnostic.message)")
  /// }
  /// ```
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
