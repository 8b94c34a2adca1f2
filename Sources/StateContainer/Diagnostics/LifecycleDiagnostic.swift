/// A report of a misuse that the framework caught and recovered from.
///
/// StateContainer never crashes for input a caller can get wrong by accident. It reports
/// the mistake as a diagnostic, repairs what it can, and leaves every component in a
/// consistent state. The diagnostic goes to ``handler``, which by default writes one line
/// to standard error.
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
    /// ``Component/sendResponse(_:)`` returns `nil`.
    case unhandledResponse
    /// A negative delay or duration; it is taken as zero.
    case negativeTiming
    /// A lookup, start or stop of a service that no component at or upstream of the one
    /// that asked registered; the lookup returns `nil`, the start or stop does nothing.
    /// Register the service with `registerService(_:)` on the top of the tree, or on a
    /// component above the one that uses it.
    case missingService
    /// ``StateContainer/goBack(_:animated:)`` asked for more steps than
    /// ``StateContainer/stateHistory`` holds (with a held change, than the combination
    /// would leave); nothing changes and the back reports ``TransitionOutcome/refused``.
    /// Check ``StateContainer/canGoBack`` or the history's count first.
    case historyTooShort
    /// A count that must be at least 1 was not: ``HistoryPolicy/bounded(_:)`` below 1 is
    /// treated as ``HistoryPolicy/disabled``; ``StateContainer/goBack(_:animated:)`` with
    /// fewer than 1 step changes nothing and reports ``TransitionOutcome/refused``.
    case invalidHistoryCount
    /// A navigation move whose target does not exist: a pop at the root, or a pop, pop-to
    /// or jump to an identifier no node carries, or to a node that is not in the
    /// container's tree (or, for a pop-to, not on its current path). Nothing changes.
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

  /// The function that receives every diagnostic reported in the current task.
  ///
  /// The default writes ``description`` as one line to standard error. Bind another
  /// handler for a scope with `LifecycleDiagnostic.$handler.withValue(_:operation:)`;
  /// the binding follows the task, so actions that a ``SimulatedClock`` runs inside the
  /// scope report to it too.
  @TaskLocal public static var handler: @Sendable (LifecycleDiagnostic) -> Void = writeToStandardError

  /// The default handler: writes the diagnostic's description as one line to standard
  /// error.
  ///
  /// - Parameter diagnostic: The diagnostic to print.
  @Sendable public static func writeToStandardError(_ diagnostic: LifecycleDiagnostic) {
    StandardError.writeLine(diagnostic.description)
  }

  /// Runs `body` and returns what it returned along with every diagnostic it reported,
  /// in order. Nothing is printed.
  ///
  /// - Parameter body: The code to run.
  /// - Returns: The result of `body` and the diagnostics it reported.
  public static func capture<Result>(
    _ body: () throws -> Result
  ) rethrows -> (result: Result, diagnostics: [LifecycleDiagnostic]) {
    let box = DiagnosticBox()
    let result = try $handler.withValue({ box.append($0) }, operation: body)
    return (result, box.diagnostics)
  }

  /// Reports a diagnostic to the current handler.
  static func report(_ kind: Kind, _ message: String) {
    handler(LifecycleDiagnostic(kind: kind, message: message))
  }
}
